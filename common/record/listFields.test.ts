import { describe, expect, it } from 'vitest';
import { debt, facts, gp, report, REFERENCE_DATE } from '../../tests/factories/findings';
import { newFiscalAppraisal } from '../documents/types/avaluoFiscal';
import { newLien } from '../documents/types/gp';
import { reportListFields, searchKey } from './listFields';

const referenceDate = new Date(`${REFERENCE_DATE}T12:00:00Z`);

describe('reportListFields', () => {
  it('takes the property, owners and traffic light from the report as saved', () => {
    const fields = reportListFields({
      name: 'Estudio Ñuñoa',
      report: report({
        certificados_avaluo: [{ ...newFiscalAppraisal(), direccion: 'Av. Irarrázaval 1234' }],
        gp_certificates: [gp({ gravamenes: [{ ...newLien(), fojas: 5, numero: 6, ano: 2019 }] })],
        debt_certificates: [debt()],
      }),
      facts: facts(),
      sourceFileCount: 3,
      referenceDate,
    });
    expect(fields).toMatchObject({
      property_address: 'Av. Irarrázaval 1234',
      property_comuna: 'Ñuñoa',
      property_rol: '4521-87',
      owner_names: 'CAROLINA ANDREA BRAVO LAGOS',
      traffic_light: 'rojo',
      document_count: 3,
      sort_name: 'estudio nunoa',
    });
    expect(fields.search_text).toContain('irarrazaval 1234');
    expect(fields.search_text).toContain('carolina andrea bravo lagos');
    expect(fields.search_text).toContain('16482937-5');
  });

  it('counts a hand-typed report’s entries, and leaves unknown values empty', () => {
    const fields = reportListFields({
      name: '',
      report: { client_name: '', conclusion: '', property_registry_history: [] },
      facts: facts(),
      sourceFileCount: 0,
      referenceDate,
    });
    expect(fields).toMatchObject({ property_address: '', owner_names: '', document_count: 0, sort_name: '' });
  });

  it('keeps every column within its size, cutting on whole characters', () => {
    const fields = reportListFields({
      name: 'ñ'.repeat(500),
      report: report(),
      facts: facts(),
      sourceFileCount: 1,
      referenceDate,
    });
    expect(fields.sort_name).toBe('n'.repeat(200));
  });
});

describe('searchKey', () => {
  it('folds case, accents and punctuation as stored search text does', () => {
    expect(searchKey('  ÑUÑOA,  Av. Grecia ')).toBe('nunoa av grecia');
  });
});
