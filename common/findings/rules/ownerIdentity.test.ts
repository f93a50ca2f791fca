import { describe, expect, it } from 'vitest';

import { ruleContext } from '../context';
import {
  debt,
  entry,
  facts,
  gp,
  marriage,
  person,
  report,
  REFERENCE_DATE,
} from '../../../tests/factories/findings';
import { ownerIdentity } from './ownerIdentity';
import { rutCheckDigits } from './rutCheckDigits';

const context = (value: ReturnType<typeof report>) =>
  ruleContext(value, facts(), { referenceDate: REFERENCE_DATE });

describe('ownerIdentity', () => {
  it('accepts owners printed surname first and without accents', () => {
    expect(ownerIdentity(context(report({ gp_certificates: [gp()], debt_certificates: [debt()] })))).toEqual(
      [],
    );
  });

  it('names the certificate with a misspelt owner', () => {
    const value = report({
      property_registry_history: [entry({ propietarios: [person('JORGE PATRICIO GONZÁLEZ SAAVEDRA')] })],
      gp_certificates: [gp({ propietarios: [{ nombre: 'GONZALES SAAVEDRA JORGE PATRICIO', rut: null }] })],
      debt_certificates: [debt({ contribuyente: { nombre: 'GONZALEZ SAAVEDRA JORGE PATRICIO', rut: null } })],
    });
    const findings = ownerIdentity(context(value));
    expect(findings).toMatchObject([{ code: 'NOMBRE_INCONSISTENTE', severity: 'media', doc: 'gp' }]);
    expect(findings[0]?.refs).toContain('gp_certificates[0].propietarios[0].nombre');
  });

  it('reports a GP issued for someone else, and one person with two RUTs', () => {
    const stranger = report({
      gp_certificates: [gp({ propietarios: [{ nombre: 'PEDRO PABLO SOTO ROJAS', rut: null }] })],
    });
    expect(ownerIdentity(context(stranger)).map((finding) => finding.code)).toEqual([
      'PROPIETARIO_NO_COINCIDE',
    ]);
    const twoRuts = report({
      property_registry_history: [
        entry({ propietarios: [person('MARCELO ANTONIO RIQUELME VERGARA', { rut: '13.566.204-6' })] }),
      ],
      certificados_matrimonio: [
        marriage({ marido: { nombre: 'MARCELO ANTONIO RIQUELME VERGARA', rut: '12.345.678-5' } }),
      ],
    });
    expect(ownerIdentity(context(twoRuts)).map((finding) => finding.code)).toEqual(['RUT_INCONSISTENTE']);
  });
});

describe('rutCheckDigits', () => {
  it('accepts valid RUTs with and without dots, including a K check digit', () => {
    const value = report({
      property_registry_history: [
        entry({
          propietarios: [
            person('ANA PEREZ', { rut: '16.482.937-5' }),
            person('LUIS SOTO', { rut: '15320447-0' }),
          ],
          vendedores: [person('JUAN ROJAS', { rut: '10.000.013-K' })],
        }),
      ],
    });
    expect(rutCheckDigits(context(value))).toEqual([]);
  });

  it('reports a wrong check digit once per RUT, with the digit it should have', () => {
    const value = report({
      property_registry_history: [entry({ propietarios: [person('ANA PEREZ', { rut: '16.482.937-4' })] })],
      debt_certificates: [debt({ contribuyente: { nombre: 'PEREZ ANA', rut: '16482937-4' } })],
    });
    const findings = rutCheckDigits(context(value));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'RUT_DIGITO_INVALIDO', severity: 'media' });
    expect(findings[0]?.message).toContain('debería ser 5');
    expect(findings[0]?.refs).toHaveLength(2);
  });
});
