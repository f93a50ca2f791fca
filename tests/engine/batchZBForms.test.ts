import { describe, expect, it } from 'vitest';

import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZB exposed once scored blind (issue #18 item 6, #17), each in wordings
 * written for these tests: made-up offices, people, numbers.
 */

const read = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines));

describe('a municipal certificate whose title carries its number spaced and an em dash', () => {
  const RURAL = [
    'ILUSTRE MUNICIPALIDAD DE LONCOCHE',
    'Dirección de Obras Municipales',
    'CERTIFICADO Nº 211 / 2026 — AFECTACIÓN A UTILIDAD PÚBLICA',
    'El Director de Obras certifica que el predio Rol 615-3, Hijuela Los Radales, se ubica en',
    'el área rural de la comuna, fuera del límite urbano, por lo que no le afectan declaratorias',
    'de utilidad pública por vialidad ni por parques o áreas verdes.',
    'Loncoche, 4 de mayo de 2026.',
  ];

  it('reads the title as a title, not as a "sí": the certificate answers "no" throughout', () => {
    const { value } = read(...RURAL);
    expect(value.objeto_expropiacion).toBe(false);
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(false);
  });

  it('still reads an affectation the body states under such a title', () => {
    const { value } = read(
      'ILUSTRE MUNICIPALIDAD DE LONCOCHE',
      'CERTIFICADO Nº 212 / 2026 — AFECTACIÓN A UTILIDAD PÚBLICA',
      'El inmueble Rol 88-12, calle Baquedano 40, se encuentra afecto a declaratoria de utilidad',
      'pública por vialidad, ensanche de calle Baquedano a 20 metros entre líneas oficiales.',
    );
    expect(value.objeto_expropiacion).toBe(true);
    expect(value.expropiacion_vial).toBe(true);
  });
});

describe('a "sí" from general words while roads and parks are answered "no"', () => {
  it('is doubtful: the general words may be a citation, not an answer', () => {
    const { value, provenance } = read(
      'MUNICIPALIDAD DE GORBEA — DIRECCIÓN DE OBRAS',
      'Certificado 45-2026. Materia: declaratorias de utilidad pública (art. 59 LGUC).',
      'Inmueble Rol 301-7, calle Freire 55.',
      'Vialidad: no afecto. Parques y áreas verdes: no afecto.',
    );
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(false);
    expect(value.objeto_expropiacion).toBe(true);
    expect(provenance['objeto_expropiacion']?.unsure).toContain('yes_no_unmarked');
  });
});
