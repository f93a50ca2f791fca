import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { certificateDocument, documentFromPages } from '../support/engineDocuments';

/*
 * Forms held-out batch M exposed (issue #18) in GP certificates printed as labelled fields, and a
 * carpeta's index page, an SII table whose text layer joined its cells, two inscription forms and a
 * form value wrapped under its column, each
 * in wordings written for these tests and different from the batch's own: made-up offices,
 * people, numbers.
 */

const gpDocument = (lines: string[]) => documentFromPages('gp.pdf', [lines.join('\n')]);
const gp = (lines: string[]) => extractGpCertificate(gpDocument(lines)).value;

describe('a GP listing each inscription as a block of labelled fields', () => {
  it('reads each block opened by its registry as one entry, whatever order its fields take', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE CASTRO',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Predio: Los Alerces N° 1180, Sector Pid Pid, Castro',
      'Inscrito a: fjs. 402 v. Nro. 377 Registro de Propiedad 2018',
      'Dueña: ANDRADE TORO CAMILA BEATRIZ',
      '',
      'Revisados los índices, sobre el inmueble rigen las siguientes inscripciones:',
      '',
      '   Registro    : Hipotecas y Gravámenes',
      '   Fojas       : 88 v.',
      '   Número      : 91',
      '   Año         : 2018',
      '   Clase       : HIPOTECA DE PRIMER GRADO',
      '   Acreedor    : CAJA AUSTRAL DE AHORRO LIMITADA',
      '   Monto       : UF 1.450',
      '',
      '   Registro    : Interdicciones y Prohibiciones',
      '   Fojas       : 61',
      '   Número      : 70',
      '   Año         : 2018',
      '   Clase       : PROHIBICIÓN de enajenar por cinco años (Ley 19.537)',
      '   Beneficiario: SERVICIO DE VIVIENDA REGIÓN DE LOS LAGOS',
      '',
      '   Registro    : Interdicciones y Prohibiciones',
      '   Fojas       : 62',
      '   Número      : 71',
      '   Año         : 2018',
      '   Clase       : PROHIBICIÓN de gravar y enajenar',
      '   Beneficiario: CAJA AUSTRAL DE AHORRO LIMITADA',
      '',
      'Sin otras anotaciones. Castro, 9 de marzo de 2026.',
    ]);
    expect([value.fojas, value.vuelta, value.numero, value.ano]).toEqual([402, true, 377, 2018]);
    expect(
      value.gravamenes.map((entry) => [
        entry.fojas,
        entry.vuelta,
        entry.tipo,
        entry.acreedor,
        entry.suma_dinero,
      ]),
    ).toEqual([[88, true, 'HIPOTECA DE PRIMER GRADO', 'CAJA AUSTRAL DE AHORRO LIMITADA', '1.450,00 UF']]);
    expect(value.prohibiciones.map((entry) => [entry.fojas, entry.acreedor, entry.accion])).toEqual([
      [61, 'SERVICIO DE VIVIENDA REGIÓN DE LOS LAGOS', 'de enajenar por cinco años (Ley 19.537)'],
      [62, 'CAJA AUSTRAL DE AHORRO LIMITADA', 'de gravar y enajenar'],
    ]);
  });

  it('reads blocks opened by the inscription line, "v." for vuelta', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Propiedad: calle Independencia N° 455, Linares',
      'Título: fojas 1.020 número 874 del año 2015',
      'Se certifica que afectan al inmueble:',
      'Inscripción: Fs. 310 v. N° 298 Año 2015',
      'Tipo: HIPOTECA',
      'Acreedor: BANCO DEL MAULE S.A.',
      'Inscripción: Fs. 122 N° 140 Año 2015',
      'Tipo: PROHIBICIÓN de gravar y enajenar',
      'Acreedor: BANCO DEL MAULE S.A.',
      'Linares, 2 de abril de 2026.',
    ]);
    expect(value.gravamenes.map((entry) => [entry.fojas, entry.vuelta, entry.acreedor])).toEqual([
      [310, true, 'BANCO DEL MAULE S.A.'],
    ]);
    expect(value.prohibiciones.map((entry) => [entry.fojas, entry.acreedor, entry.accion])).toEqual([
      [122, 'BANCO DEL MAULE S.A.', 'de gravar y enajenar'],
    ]);
    expect([value.domicilio, value.comuna]).toEqual(['calle Independencia 455', 'Linares']);
  });
});

describe('a GP whose property label gives the street without its kind', () => {
  it('reads the street and the comuna after the sector', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE OSORNO',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'PREDIO: Los Carrera N° 77, Población Rahue Alto, Osorno',
      'Inscripción: fojas 55 número 60 del año 2011',
      'No le afectan hipotecas ni gravámenes. Osorno, 4 de mayo de 2026.',
    ]);
    expect([value.domicilio, value.comuna]).toEqual(['Los Carrera 77', 'Osorno']);
  });

  it('reads no street where the label gives a lot', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE OSORNO',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Propiedad: Lote 14 del plano de subdivisión, Osorno',
      'Inscripción: fojas 55 número 60 del año 2011',
      'No le afectan hipotecas ni gravámenes. Osorno, 4 de mayo de 2026.',
    ]);
    expect(value.domicilio).toBeNull();
  });
});

describe('a certificate of bien familiar issued apart from the GP', () => {
  const certificate = [
    'CBR PUERTO VARAS',
    '            CERTIFICADO ESPECIAL DE BIEN FAMILIAR',
    'Inscripción de dominio : Fs. 918 N° 802 año 2013',
    'Propietaria            : ELISA MARGARITA VOGEL SCHMIDT',
    'Inmueble               : avenida Gramado N° 340, Puerto Varas',
    'Certifico que al margen de la inscripción citada no consta declaración de bien familiar.',
    'Puerto Varas, 6 de junio de 2026.',
    'Código de verificación: PVR55120099',
  ];

  it('is typed as a GP certificate, not as a dominio vigente', () => {
    expect(classifyDocument(gpDocument(certificate)).type).toBe('gp');
  });

  it('keeps the inscription it reviews, not the address or owners the GP gives', () => {
    const value = gp(certificate);
    expect([value.fojas, value.numero, value.ano]).toEqual([918, 802, 2013]);
    expect([value.domicilio, value.comuna, value.propietarios]).toEqual([null, null, []]);
    expect([value.gravamenes, value.prohibiciones]).toEqual([[], []]);
  });
});

describe('a GP entry cut by the page break', () => {
  const page = (lines: string[]) => lines.join('\n');
  const twoPages = (header: string) =>
    extractGpCertificate(
      documentFromPages('gp.pdf', [
        page([
          'CONSERVADOR DE BIENES RAÍCES DE SAN FELIPE',
          'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Certifico que el inmueble inscrito a fojas 300 número 290 del Registro de Propiedad del año',
          '2019 soporta las siguientes inscripciones:',
          '1.- A fojas 77 número 81 del Registro de Interdicciones y Prohibiciones del año 2024,',
          'EMBARGO trabado en juicio ordinario caratulado "Ferretería Aconcagua con Soto", seguido',
          'ante el Segundo Juzgado de Letras de San Felipe, causa Rol',
          '                                                      Pág. 1 de 2',
        ]),
        page([
          header,
          'C-455-2024, a favor de FERRETERÍA ACONCAGUA LIMITADA.',
          'San Felipe, 8 de mayo de 2026.',
          '                                                      Pág. 2 de 2',
        ]),
      ]),
    ).value.prohibiciones;

  it.each([
    'Certificado de Gravámenes - hoja 2',
    'CBR SAN FELIPE - Certificado de Hipotecas y Prohibiciones - Folio 88.120',
  ])('reads on across the header "%s" the next page alone prints', (header) => {
    expect(twoPages(header).map((entry) => [entry.acreedor, entry.accion])).toEqual([
      ['FERRETERÍA ACONCAGUA LIMITADA', 'Segundo Juzgado de Letras de San Felipe, causa Rol C-455-2024'],
    ]);
  });
});

describe('the index page of a carpeta scanned into one PDF', () => {
  it('reads as no document type, though it names several', () => {
    const index = documentFromPages('carpeta.pdf', [
      [
        'ESTUDIO JURÍDICO LOS CANELOS',
        'Carpeta de antecedentes - compraventa pasaje Los Tilos 55, Curicó',
        'Índice',
        '  I.   Certificado de dominio vigente ........................ 2',
        '  II.  Certificado de hipotecas y gravámenes ................. 4',
        '  III. Certificado de avalúo fiscal .......................... 5',
        '  IV.  Certificado de deuda de contribuciones ................ 6',
      ].join('\n'),
    ]);
    expect(classifyDocument(index).type).toBe('unknown');
  });

  it('leaves a GP that says what it comes with typed as a GP', () => {
    const certificate = gpDocument([
      'CONSERVADOR DE BIENES RAÍCES DE CURICÓ',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Certifico que el inmueble inscrito a fojas 120 número 98 del año 2010 no reconoce hipotecas.',
      'Se acompañan certificado de dominio vigente y certificado de avalúo fiscal.',
      'Curicó, 3 de marzo de 2026.',
    ]);
    expect(classifyDocument(certificate).type).toBe('gp');
  });
});

describe('an SII appraisal table whose text layer joined close cells with one space', () => {
  it('reads each label’s value as the word in its place in the row below', () => {
    const value = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL - SEGUNDO SEMESTRE 2025      Emitido el 14/10/2025',
        'ROL   COMUNA DESTINO   AVALÚO EXENTO AVALÚO AFECTO AVALÚO TOTAL',
        '00871-00042 OVALLE COMERCIAL $12.400.000   $30.155.700   $42.555.700',
        'Dirección: AV LA CHIMBA 1010',
      ]),
    ).value;
    expect([
      value.comuna,
      value.destino,
      value.avaluo_exento,
      value.avaluo_afecto,
      value.avaluo_total,
    ]).toEqual(['Ovalle', 'COMERCIAL', 12400000, 30155700, 42555700]);
  });
});

describe('an inscription copy', () => {
  const copy = (lines: string[]) =>
    extractInscription(documentFromPages('copia.pdf', [lines.join('\n')])).value.entry;

  it('gives no inscription date where only the certification is printed', () => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE LA UNIÓN',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que el inmueble de calle Comercio número 410, comuna de La Unión, se encuentra inscrito',
      'a nombre de don TOMÁS ANDRÉS RIQUELME VERA, a fojas 233 vta. con el número 201 del Registro de',
      'Propiedad del año 2012, y que dicha inscripción se encuentra vigente.',
      'La Unión, a nueve de enero de dos mil veintiséis.',
      'Código de verificación: LU88213390',
    ]);
    expect([entry.fojas, entry.fecha_emision, entry.fecha_registro]).toEqual([233, '2026-01-09', null]);
  });

  it('reads a price said "precio total" in words', () => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'Fs. 812 Nº 640 Año 2021',
      'Linares, catorce de mayo de dos mil veintiuno.- Doña PAULA ANDREA ROJO MENA, soltera, es dueña',
      'de la casa de calle Chorrillos número 88, comuna de Linares. La adquirió por compra a don LUIS',
      'SOTO DÍAZ, según escritura de fecha dos de abril de dos mil veintiuno, otorgada en la Notaría de',
      'Linares de don Pedro Vera, por el precio total de dos mil cuatrocientas Unidades de Fomento. El',
      'título anterior está a fojas 300 número 250 del año 2010. Doy fe.',
      'Certifico que la inscripción de fojas 812 número 640 del año 2021 se encuentra vigente.',
      'Linares, 3 de febrero de 2026.',
    ]);
    expect(entry.precio).toBe('2.400,00 UF');
  });
});

describe('a form value the line break cut after a word no value ends with', () => {
  it('goes on with the next line printed under the value’s column', () => {
    const { value, provenance } = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE CHILLÁN',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 3310',
        'Rol de avalúo      : 455-12',
        'Afecto a utilidad pública por vialidad:     SÍ',
        'Vía afectada       : ensanche de avenida Collín a 30 metros hasta',
        '                     el eje de calle Maipón',
        'Chillán, 2 de febrero de 2026.',
      ]),
    );
    expect(value.vias_expropiacion_vial).toBe(
      'ensanche de avenida Collín a 30 metros hasta el eje de calle Maipón',
    );
    expect(provenance.vias_expropiacion_vial?.snippet).toContain('el eje de calle Maipón');
  });
});
