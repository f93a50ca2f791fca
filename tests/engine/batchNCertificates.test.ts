import { describe, expect, it } from 'vitest';

import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Certificate forms batch N exposed (issue #18), in new wordings: made-up offices, people and numbers.
 */

const sii = (...lines: string[]) => extractSiiAppraisal(certificateDocument(lines)).value;
const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines)).value;
const municipal = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines)).value;
const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

describe('SII appraisal printing each value before its label', () => {
  it('reads every value from the cell before its label, not from the next line', () => {
    const value = sii(
      'SERVICIO DE IMPUESTOS INTERNOS - AVALÚO FISCAL',
      'Emitido el 3 de Octubre de 2026',
      '',
      'TEMUCO                               Comuna:',
      '01022-00041                          Número de ROL de Avalúo:',
      'AV ALEMANIA 1022 DEPTO 5             Dirección:',
      'COMERCIAL                            Destino del bien raíz:',
      '',
      '$52.300.100                          AVALÚO TOTAL:',
      '$40.000.000                          AVALÚO EXENTO DE IMPUESTO:',
      '$12.300.100                          AVALÚO AFECTO A IMPUESTO:',
    );
    expect(value).toMatchObject({
      rol_avaluo: '1022-41',
      comuna: 'Temuco',
      direccion: 'AV ALEMANIA 1022 DEPTO 5',
      destino: 'COMERCIAL',
      avaluo_total: 52300100,
      avaluo_exento: 40000000,
      avaluo_afecto: 12300100,
    });
  });

  it('still reads a value on the line after a label that ends its line alone', () => {
    const value = sii(
      'CERTIFICADO DE AVALÚO FISCAL',
      'Dirección:',
      'CAMINO A MELIPEUCO KM 4',
      'Comuna: CUNCO',
    );
    expect(value.direccion).toBe('CAMINO A MELIPEUCO KM 4');
  });
});

describe('SII appraisal table whose header and row the text layer glued', () => {
  it('reads the amounts in the order of their headers and splits the words before them', () => {
    const value = sii(
      'SII - CERTIFICADO DE AVALÚO FISCAL - Fecha de Emisión: 5 de Agosto de 2026',
      'ROL   COMUNA DIRECCIÓN   DESTINO   AVALÚO EXENTOAVALÚO AFECTOAVALÚO TOTAL',
      '01234-00056 PUENTE ALTO AV CONCHA Y TORO 1500 COMERCIAL $2.000.000   $5.000.000   $7.000.000',
    );
    expect(value).toMatchObject({
      rol_avaluo: '1234-56',
      comuna: 'Puente Alto',
      direccion: 'AV CONCHA Y TORO 1500',
      destino: 'COMERCIAL',
      avaluo_exento: 2000000,
      avaluo_afecto: 5000000,
      avaluo_total: 7000000,
    });
  });
});

describe('TGR debt certificate printing amounts before their labels, without colons', () => {
  it('reads each amount beside its own label', () => {
    const value = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA          Certificado de Deuda',
      'MORALES PEÑA JUANA INÉS                    NOMBRE',
      'LOS AROMOS 77                              DIRECCION',
      'RENGO                                      COMUNA',
      '3305-00112-004                             ROL',
      '88,900        Total Deuda Liquidada Morosa',
      '43,120        Total Deuda No Vencida Liquidada',
      '0             Acogidos ART 196 y 197 DEL C.T.',
      'Fecha de Emisión del Certificado: 02-10-2026',
    );
    expect(value.contribuyente.nombre).toBe('MORALES PEÑA JUANA INÉS');
    expect(value.total_deuda_vencida_liquidada).toBe(88900);
    expect(value.total_deuda_no_vencida_liquidada).toBe(43120);
  });
});

describe('SERVIU certificate whose office is named after expropriations', () => {
  it('does not read the office name as an affected property', () => {
    const value = serviu(
      'SERVIU REGIÓN DE AYSÉN',
      'Unidad de Expropiaciones',
      'COYHAIQUE, 4 de octubre de 2026',
      'Se certifica que el inmueble de calle Baquedano Nº 88, comuna de Coyhaique, Rol 512-3,',
      'no está afecto a expropiación por este Servicio.',
    );
    expect(value.objeto_expropiacion).toBe(false);
  });
});

describe('SERVIU report asking a question and answering it below', () => {
  it.each([
    ['Respuesta       : NO', false],
    ['Resultado: SÍ', true],
    ['NO', false],
  ])('reads "%s" as %s', (answer, expected) => {
    const value = serviu(
      'SERVIU REGIÓN DE LOS RÍOS',
      'INFORME DE SITUACIÓN Nº 1.020',
      'Rol de avalúo    : 77-9',
      '¿Está la propiedad afecta a expropiación por el SERVIU?',
      answer,
    );
    expect(value.objeto_expropiacion).toBe(expected);
  });

  it('reads a question without an answer as stating nothing', () => {
    const value = serviu(
      'SERVIU REGIÓN DE LOS RÍOS',
      '¿Está la propiedad afecta a expropiación por el SERVIU?',
      'Consulte en la oficina de partes.',
    );
    expect(value.objeto_expropiacion).toBe(false);
  });
});

describe('TGR certificate whose text layer read the labels column before the values column', () => {
  const lines = [
    'TESORERÍA GENERAL DE LA REPÚBLICA',
    'Fecha de emisión',
    'ROL',
    'NOMBRE',
    'DIRECCIÓN',
    'COMUNA',
    'Folio: 88120045',
    '07/09/2026 16:41',
    '2108-00455-021',
    'SOTO VERA HERNÁN ANDRÉS',
    'LOS CASTAÑOS 1290',
    'ANGOL',
    'Deuda morosa liquidada ............ 0',
    'Deuda no vencida liquidada ........ 0',
  ];

  it('pairs each stacked label with the value in its place', () => {
    const value = tgr(...lines);
    expect(value).toMatchObject({
      fecha_emision: '2026-09-07',
      rol_avaluo: '455-21',
      contribuyente: { nombre: 'SOTO VERA HERNÁN ANDRÉS' },
      direccion_propiedad: 'LOS CASTAÑOS 1290',
      comuna_propiedad: 'Angol',
    });
  });
});

describe('DOM certificate stating a road widening in a sentence', () => {
  it('keeps a width with a decimal comma in the roads', () => {
    const value = municipal(
      'ILUSTRE MUNICIPALIDAD DE CURICÓ - Dirección de Obras Municipales',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 310',
      'Se certifica que el inmueble de avenida Manso de Velasco Nº 1200, Rol 455-8, se encuentra',
      'afecto a declaratoria de utilidad pública por ensanche de avenida Manso de Velasco a 22,50',
      'metros entre líneas oficiales.',
      'Cód. verificación DOM: CUR-0310-2026',
    );
    expect(value.expropiacion_vial).toBe(true);
    expect(value.vias_expropiacion_vial).toBe(
      'avenida Manso de Velasco, ensanche a 22,50 metros entre líneas oficiales',
    );
  });

  it('reads an abbreviated code label naming its office', () => {
    const value = municipal(
      'ILUSTRE MUNICIPALIDAD DE CURICÓ - Dirección de Obras Municipales',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 310',
      'El inmueble de calle Yungay Nº 40, Rol 12-3, no está afecto a utilidad pública.',
      'Cód. verificación DOM: CUR-0310-2026',
    );
    expect(value.codigo_verificacion).toBe('CUR-0310-2026');
  });
});

describe('certificate numbers and owners in abbreviated forms', () => {
  it('reads a SERVIU certificate number after "N.º"', () => {
    const value = serviu(
      'SERVIU REGIÓN DE COQUIMBO',
      'CERTIFICADO DE SITUACIÓN DE LA PROPIEDAD     N.º 4.502     Fecha: 02/10/2026',
      'Dirección: Los Perales 18          Comuna: Vicuña          Rol: 91-4',
      'El inmueble no se encuentra afecto a expropiación.',
    );
    expect(value.numero_certificado).toBe(4502);
  });

  it('reads the DOM owner whose label names its source in brackets', () => {
    const value = municipal(
      'I. MUNICIPALIDAD DE VICUÑA - DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'PROPIETARIO (según S.I.I.) : VALDÉS ROJO MARTA INÉS',
      'ROL SII                    : 91-4',
      'El predio no está afecto a declaratoria de utilidad pública.',
    );
    expect(value.contribuyente?.nombre).toBe('VALDÉS ROJO MARTA INÉS');
  });
});

describe('DOM address going on with an abbreviated housing estate', () => {
  it.each(['CONJ. HAB. LOS ALERCES', 'COND. VISTA AL MAR'])('keeps ", %s" in the address', (estate) => {
    const value = municipal(
      'I. MUNICIPALIDAD DE PUERTO VARAS - DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      `DIRECCIÓN               : AV. COSTANERA Nº 120, ${estate}`,
      'ROL SII                 : 45-2',
      'El predio no está afecto a declaratoria de utilidad pública.',
    );
    expect(value.direccion_propiedad).toBe(`AV. COSTANERA Nº 120, ${estate}`);
  });
});
