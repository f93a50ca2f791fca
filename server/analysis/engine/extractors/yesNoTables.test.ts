import { describe, expect, it } from 'vitest';

import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractMunicipalAffectation } from './municipalAffectation';
import { extractServiuReport } from './serviuReport';

/*
 * Municipal and SERVIU certificates as yes/no tables and in prose (issue #18 item 6), written for
 * these tests: made-up municipalities, numbers and names. The answer is the row's mark, never the
 * row's presence; a row without a mark is left unread and doubtful.
 */

const municipal = (...lines: string[]) =>
  extractMunicipalAffectation(documentFromPages('dom.pdf', [lines.join('\n')]));
const serviu = (...lines: string[]) =>
  extractServiuReport(documentFromPages('serviu.pdf', [lines.join('\n')]));

const HEAD = [
  'MUNICIPALIDAD DE CURACAVÍ - DIRECCIÓN DE OBRAS',
  'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 318',
  'Fecha: 02/06/2025',
  'Dirección: Calle O’Higgins 1410',
  'Rol de avalúo: 77-12',
];

describe('a municipal certificate as a table', () => {
  it('reads the road row’s mark in the SÍ column, its road from the detail column, and the park row’s NO', () => {
    const { value } = municipal(
      ...HEAD,
      'Afectación                         SÍ     NO     Vía afectada',
      'Ensanche vial                      X             Avenida Ambrosio O’Higgins',
      'Parque comunal                            X',
      'La afectación involucra sólo terreno.',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Avenida Ambrosio O’Higgins',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
      tipo_afectacion_por_parque: null,
    });
  });

  it('leaves a row without a mark unread: no, with its answer recorded as doubtful', () => {
    const { value, provenance } = municipal(
      ...HEAD,
      'Afectación                         SÍ     NO',
      'Vialidad',
      'Área verde                                X',
    );
    expect(value).toMatchObject({ expropiacion_vial: false, vias_expropiacion_vial: null });
    expect(provenance.expropiacion_vial).toMatchObject({ unsure: ['yes_no_unmarked'] });
    expect(provenance.expropiacion_vial?.confidence).toBeLessThanOrEqual(DOUBTFUL_CONFIDENCE);
    expect(provenance.expropiacion_por_parque?.confidence).toBeGreaterThan(DOUBTFUL_CONFIDENCE);
  });

  it('reads answers printed before each row’s label, and N/A as no answer', () => {
    const { value } = municipal(
      ...HEAD,
      'SÍ     Área verde proyectada por el Plan Regulador',
      'NO     Apertura o ensanche de vías',
      'N/A    Zona de protección',
      'La afectación del parque compromete edificaciones existentes.',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });

  it('reads "afecta" / "no afecta" answers beside each row', () => {
    const { value } = municipal(
      ...HEAD,
      'Vialidad estructurante      no afecta',
      'Parques y áreas verdes      afecta',
    );
    expect(value).toMatchObject({ expropiacion_vial: false, expropiacion_por_parque: true });
  });
});

describe('a municipal certificate as a list of boxed options', () => {
  it.each([
    ['Afectado por vialidad (ensanche o apertura)', '[X] Afectado por parque comunal: Parque Estero Lampa'],
    ['Afecta a apertura de calle', '[ X ] Afecta a área verde (PRC vigente)'],
  ])('reads %j, whose box OCR lost, as not ticked and doubtful, not as the heading of %j', (bare, ticked) => {
    const { value, provenance } = municipal(
      ...HEAD,
      bare,
      ticked,
      '[X] Involucra sólo terreno   [ ] Involucra edificaciones',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      tipo_expropiacion_vial: null,
    });
    expect(value.expropiacion_por_parque).toBe(true);
    expect(provenance.expropiacion_vial?.confidence).toBeLessThanOrEqual(DOUBTFUL_CONFIDENCE);
  });

  it('still reads a heading in capitals answered by the boxed options below it', () => {
    const { value } = municipal(
      ...HEAD,
      'AFECTO A VIALIDAD',
      '[X] Afecto a ensanche   [ ] Afecto a apertura',
      'Parque: no afecto.',
    );
    expect(value).toMatchObject({ expropiacion_vial: true, tipo_expropiacion_vial: 'Ensanche' });
  });
});

describe('a municipal certificate in prose', () => {
  it('reads "SÍ está afecto a expropiación por ensanche de calle …" and the owner the sentence names', () => {
    const { value } = municipal(
      'MUNICIPALIDAD DE TALAGANTE - DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO N° 77 - AFECTACIÓN A UTILIDAD PÚBLICA',
      'Talagante, 3 de junio de 2025',
      'Se certifica que el predio de calle Bernardo O’Higgins N° 220, cuyo propietario es ANA MARÍA',
      'LAGOS PINTO, RUT 11.111.111-1, SÍ está afecto a expropiación por ensanche de calle Balmaceda,',
      'en una faja de 3 metros. No se encuentra afecto a declaratoria por parques ni áreas verdes.',
    );
    expect(value).toMatchObject({
      contribuyente: { nombre: 'ANA MARÍA LAGOS PINTO', rut: '11.111.111-1' },
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      expropiacion_por_parque: false,
    });
    expect(value.vias_expropiacion_vial).toMatch(/^calle Balmaceda/);
  });
});

describe('a SERVIU certificate as a table', () => {
  const head = [
    'SERVIU REGIÓN METROPOLITANA',
    'CERTIFICADO DE EXPROPIACIÓN',
    'N° Certificado      Fecha de emisión      Rol',
    '12.345              04/06/2025            880-3',
  ];

  it('reads the certificate’s number, date and rol from the row under their header', () => {
    const { value } = serviu(...head, 'Expropiación SERVIU      NO');
    expect(value).toMatchObject({
      numero_certificado: 12345,
      fecha_emision: '2025-06-04',
      rol_avaluo: '880-3',
      objeto_expropiacion: false,
    });
  });

  it('reads the option a box ticks after it, and leaves offered options without a tick unread', () => {
    expect(serviu(...head, 'Afecto a expropiación:   SÍ ☒   NO ☐').value.objeto_expropiacion).toBe(true);
    const unread = serviu(...head, 'Afecto a expropiación:   SÍ   NO');
    expect(unread.value.objeto_expropiacion).toBe(false);
    expect(unread.provenance.objeto_expropiacion).toMatchObject({ unsure: ['yes_no_unmarked'] });
    expect(unread.provenance.objeto_expropiacion?.confidence).toBeLessThanOrEqual(DOUBTFUL_CONFIDENCE);
  });

  it('reads prose: "no se encuentra afecto a …"', () => {
    const { value, provenance } = serviu(
      ...head,
      'El inmueble individualizado no se encuentra afecto a expropiación por parte de este Servicio.',
    );
    expect(value.objeto_expropiacion).toBe(false);
    expect(provenance.objeto_expropiacion?.confidence).toBeGreaterThan(DOUBTFUL_CONFIDENCE);
  });
});
