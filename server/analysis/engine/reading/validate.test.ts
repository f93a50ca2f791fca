import { describe, expect, it } from 'vitest';

import { extractInscription } from '../extractors/inscription';
import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { confirmedByMargins, plausibleFojas, plausibleYear } from './validate';

describe('validate', () => {
  it('drops implausible numbers to null and rejects impossible years', () => {
    expect(plausibleFojas(0)).toBeNull();
    expect(plausibleFojas(912_000)).toBeNull();
    expect(plausibleFojas(4120)).toBe(4120);
    expect(plausibleYear(1799)).toBe(false);
    expect(plausibleYear(new Date().getFullYear() + 5)).toBe(false);
  });

  it('confirms a reference by the register margin or the page footer', () => {
    const raw = 'certifica que la inscripción de fojas 41 número 7\nNº7\nMP/AF\nFojas   41\npágina 2 de 3';
    expect(confirmedByMargins(raw, { fojas: 41, numero: 7 })).toBe(true);
    expect(confirmedByMargins('Nº8\nFojas 42', { fojas: 41, numero: 7 })).toBe(false);
  });

  it('keeps a RUT whose check digit fails, marked unsure', () => {
    const document = documentFromPages('d.pdf', [
      'La inscripción de fojas 10 número 20 del Registro de Propiedad del año 2001 se encuentra vigente. Linares, 2 de mayo de 2025.',
      'Linares, tres de marzo del año dos mil uno.- Don PEDRO SOTO ROJAS, C.I. 12.345.678-9, soltero, de este domicilio, es dueño del sitio número cinco.',
    ]);
    const { value, provenance } = extractInscription(document);
    expect(value.entry.propietarios[0]?.rut).toBe('12.345.678-9');
    expect(provenance['propietarios[0].rut']?.confidence).toBeLessThan(0.5);
  });
});
