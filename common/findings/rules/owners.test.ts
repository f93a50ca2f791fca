import { describe, expect, it } from 'vitest';

import { ruleContext } from '../context';
import type { MarriageFacts, ReportFacts } from '../facts';
import {
  entry,
  facts,
  inscriptionFactsFor,
  marriage,
  marriageFacts as marriageFactsOf,
  person,
  report,
  REFERENCE_DATE,
} from '../../../tests/factories/findings';
import { donationTitle } from './donationTitle';
import { inheritance } from './inheritance';
import { maritalRegime } from './maritalRegime';
import { companyOwner, coOwnership } from './ownership';

const MARCELO = person('MARCELO ANTONIO RIQUELME VERGARA', { rut: '13.566.204-6', estado_civil: 'casado' });
const run = (rule: typeof maritalRegime, value: ReturnType<typeof report>, extra: ReportFacts = facts()) =>
  rule(ruleContext(value, extra, { referenceDate: REFERENCE_DATE }));

describe('maritalRegime', () => {
  const married = report({
    property_registry_history: [entry({ propietarios: [MARCELO], fecha_registro: '2018-05-03' })],
    certificados_matrimonio: [marriage()],
  });
  const marriageFacts = (overrides: Partial<MarriageFacts> = {}) =>
    facts({ marriages: [marriageFactsOf(overrides)] });

  it('asks for the wife’s authorisation under sociedad conyugal', () => {
    const findings = run(maritalRegime, married, marriageFacts());
    expect(findings).toMatchObject([{ code: 'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE', severity: 'alta' }]);
    expect(findings[0]?.message).toContain('PAULINA ANDREA ZAMORANO LEIVA');
    expect(findings[0]?.message).toContain('1749');
  });

  it('finds the owner in the certificate under a reordered, unaccented name', () => {
    const value = report({
      property_registry_history: [
        entry({ propietarios: [person('RIQUELME VERGARA MARCELO ANTONIO', { estado_civil: 'casado' })] }),
      ],
      certificados_matrimonio: [
        marriage({ marido: { nombre: 'MARCELO ANTONIO RIQUELME VERGARA', rut: null } }),
      ],
    });
    expect(run(maritalRegime, value)[0]?.message).toContain('PAULINA');
  });

  it('reports a marriage ended by divorce or annulment when the property may belong to the dissolved partnership', () => {
    // Acquired (2018) after the divorce (2014): the owner's alone, nothing to report, as for a single owner.
    expect(
      run(maritalRegime, married, marriageFacts({ divorcio: true, divorcioFecha: '2014-05-14' })),
    ).toEqual([]);
    const during = run(
      maritalRegime,
      married,
      marriageFacts({ divorcio: true, divorcioFecha: '2021-03-02' }),
    );
    expect(during).toMatchObject([
      { code: 'SOCIEDAD_CONYUGAL_DISUELTA', severity: 'media', doc: 'matrimonio' },
    ]);
    expect(during[0]?.message).toContain('subinscripción de divorcio (02-03-2021)');
    expect(during[0]?.message).toContain('deben concurrir los dos a la venta');
    const annulled = run(maritalRegime, married, marriageFacts({ nulidad: true }));
    expect(annulled[0]?.message).toContain('subinscripción de nulidad');
  });

  it('reads the regime the report holds: a corrected certificate decides', () => {
    const separation = marriageFacts({ separacion: true, separacionFecha: '2012-01-05' });
    const separated = report({
      ...married,
      certificados_matrimonio: [marriage({ tipo_de_sociedad_conyugal: 'con_separacion_de_bienes' })],
    });
    expect(run(maritalRegime, separated, separation).map((finding) => finding.code)).toEqual([
      'SEPARACION_DE_BIENES',
    ]);
    const corrected = report({
      ...married,
      certificados_matrimonio: [marriage({ tipo_de_sociedad_conyugal: 'con_sociedad_conyugal' })],
    });
    expect(run(maritalRegime, corrected, separation).map((finding) => finding.code)).toEqual([
      'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE',
    ]);
  });

  it('says nothing for a single owner; notes a separation of goods', () => {
    expect(run(maritalRegime, report())).toEqual([]);
    const separated = report({
      property_registry_history: [
        entry({ propietarios: [{ ...MARCELO, estado_civil: 'casado_con_separacion_de_bienes' }] }),
      ],
    });
    expect(run(maritalRegime, separated).map((finding) => finding.code)).toEqual(['SEPARACION_DE_BIENES']);
  });

  it('flags a married owner without a marriage certificate', () => {
    const value = report({ property_registry_history: [entry({ propietarios: [MARCELO] })] });
    expect(run(maritalRegime, value)[0]?.message).toContain('no se acompaña certificado de matrimonio');
  });
});

describe('ownership', () => {
  it('reports co-owners, but not heirs (reported as a hereditary community)', () => {
    const owners = [person('ANA PEREZ SOTO'), person('LUIS PEREZ SOTO')];
    const value = report({ property_registry_history: [entry({ propietarios: owners })] });
    expect(run(coOwnership, value).map((finding) => finding.code)).toEqual(['COPROPIEDAD']);
    const heirs = facts({ inscriptions: [inscriptionFactsFor(entry(), { act: 'herencia' })] });
    expect(run(coOwnership, value, heirs)).toEqual([]);
    expect(run(inheritance, value, heirs).map((finding) => finding.code)).toEqual(['COMUNIDAD_HEREDITARIA']);
  });

  it('reports a company owner and whether its certificate shows it in force', () => {
    const company = person('INVERSIONES ALTO MANQUEHUE SPA', { rut: '77.412.908-1' });
    const value = report({ property_registry_history: [entry({ propietarios: [company] })] });
    const inForce = facts({
      companies: [
        {
          file: 's.pdf',
          nombre: 'INVERSIONES ALTO MANQUEHUE SPA',
          rut: '77412908-1',
          vigente: true,
          fecha_emision: '2025-09-01',
          source: null,
        },
      ],
    });
    expect(run(companyOwner, value, inForce)).toMatchObject([
      { code: 'PROPIETARIO_PERSONA_JURIDICA', severity: 'media' },
    ]);
    expect(run(companyOwner, value)[0]?.message).toContain('No se acompaña certificado de vigencia');
    expect(run(companyOwner, report())).toEqual([]);
  });
});

describe('inheritance', () => {
  it('reports an adjudication in an inheritance partition, and a single heir', () => {
    const adjudication = facts({
      inscriptions: [inscriptionFactsFor(entry(), { act: 'adjudicacion', inheritancePartition: true })],
    });
    expect(run(inheritance, report(), adjudication)).toMatchObject([
      { code: 'TITULO_HERENCIA_ADJUDICACION', severity: 'media' },
    ]);
    const heir = facts({ inscriptions: [inscriptionFactsFor(entry(), { act: 'herencia' })] });
    expect(run(inheritance, report(), heir).map((finding) => finding.code)).toEqual(['TITULO_HERENCIA']);
    expect(run(inheritance, report(), facts({ inscriptions: [inscriptionFactsFor(entry())] }))).toEqual([]);
  });
});

describe('donationTitle', () => {
  it('reports an owner who acquired by donation, and nothing for a sale or an aporte', () => {
    const donation = facts({ inscriptions: [inscriptionFactsFor(entry(), { act: 'donacion' })] });
    const findings = run(donationTitle, report(), donation);
    expect(findings).toMatchObject([{ code: 'TITULO_DONACION', severity: 'media', doc: 'dominio_vigente' }]);
    expect(findings[0]?.message).toContain('art. 1401');
    expect(run(donationTitle, report(), facts({ inscriptions: [inscriptionFactsFor(entry())] }))).toEqual([]);
    const aporte = facts({ inscriptions: [inscriptionFactsFor(entry(), { act: 'aporte' })] });
    expect(run(donationTitle, report(), aporte)).toEqual([]);
    expect(run(donationTitle, report(), facts())).toEqual([]);
  });
});
