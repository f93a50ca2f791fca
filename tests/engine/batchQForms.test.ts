import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { cbrDocument, documentFromPages } from '../support/engineDocuments';

/*
 * Forms sealed held-out batch Q exposed, each in wordings written for these tests and different
 * from the batch's own: made-up offices, people, numbers.
 */

const copy = (...pages: string[][]) => extractInscription(cbrDocument(...pages)).value.entry;
const gp = (...pages: string[][]) => extractGpCertificate(cbrDocument(...pages)).value;
const reference = (item: { fojas: number | null; numero: number | null; ano: number | null }) => [
  item.fojas,
  item.numero,
  item.ano,
];

describe('the seller’s acquisition naming its inscription without "según"', () => {
  it.each([
    'La vendedora adquirió el inmueble por inscripción de fojas 612 número 540 del Registro de Propiedad de este Conservador del año 1998.',
    'El tradente lo hubo por la inscripción de fojas 612 número 540 del Registro de Propiedad del año 1998.',
    'La vendedora adquirió el dominio en virtud de la inscripción de fojas 612 número 540 del Registro de Propiedad del año 1998.',
    'El vendedor adquirió por compra a don Pedro Rojas, conforme a la inscripción de fojas 612 número 540 del Registro de Propiedad del año 1998.',
  ])('reads "%s" as the earlier title, the heading as the property’s inscription', (earlier) => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE LIMACHE',
      'COPIA DE INSCRIPCIÓN CON VIGENCIA',
      'Número 2.077 - Fojas 3.145 - Año 2021',
      'Limache, catorce de mayo de dos mil veintiuno, doña ELENA MARGARITA FUENTES RÍOS, cédula de',
      'identidad Nº 12.345.678-5, soltera, es dueña del sitio y casa de calle Urmeneta número',
      'cuatrocientos diez, comuna de Limache.- Lo adquirió por compra a doña ROSA AMELIA PINTO',
      'CARO, según escritura de fecha dos de mayo de dos mil veintiuno otorgada en la Notaría de',
      `Limache de don Hernán Soto Vidal.- ${earlier}`,
      'Certifico que la inscripción precedente está vigente. Limache, 3 de marzo de 2026.',
    ]);
    expect(reference(entry)).toEqual([3145, 2077, 2021]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([612, 540, 1998]);
  });
});

describe('a copy and the lien certificate on its inscription printed as one run of sheets', () => {
  const bundle = cbrDocument(
    [
      'CONSERVADOR DE BIENES RAÍCES DE CASABLANCA',
      'COPIA CON VIGENCIA',
      'Inscripción Nº 904 - Fojas 1.118 - Año 2019',
      'Casablanca, nueve de abril de dos mil diecinueve, don MARIO ESTEBAN LAGOS PAZ, cédula de',
      'identidad Nº 9.876.543-3, casado, es dueño de la parcela número ocho del loteo Los Maitenes,',
      'comuna de Casablanca.- Lo adquirió por compra a doña IRMA LUZ TAPIA SOTO, según escritura de',
      'fecha primero de abril de dos mil diecinueve.- La vendedora lo adquirió por inscripción de',
      'fojas 77 número 61 del Registro de Propiedad del año 2004.',
      'Certifico que la inscripción precedente es copia fiel de su original y se encuentra vigente.',
      'Casablanca, 2 de febrero de 2026.',
      'Código de verificación: CAS-COPIA-7781            Hoja 1 de 2',
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES DE CASABLANCA',
      'Solicitud 44.120',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
      'Propiedad: parcela 8, loteo Los Maitenes, comuna de Casablanca',
      'Título: Fs. 1.118 Nº 904 del año 2019',
      'HIPOTECAS: a Fs. 560 Nº 498 del año 2019, a favor de BANCO DEL PACÍFICO S.A.',
      'PROHIBICIONES: no hay.',
      'Casablanca, 2 de febrero de 2026.',
      'Código de verificación: CAS-GP-7782               Hoja 2 de 2',
    ],
  );

  it('reads the lien certificate from its own lines: its code, its inscription, its entries only', () => {
    const [part, ...others] = bundledParts('dominio_vigente', bundle);
    expect(others).toEqual([]);
    expect(part?.type).toBe('gp');
    const certificate = part?.type === 'gp' ? part.result.value : null;
    expect(certificate?.codigo_verificacion).toBe('CAS-GP-7782');
    expect(certificate && reference(certificate)).toEqual([1118, 904, 2019]);
    expect(certificate?.gravamenes.map(reference)).toEqual([[560, 498, 2019]]);
    expect(certificate?.prohibiciones).toEqual([]);
  });
});

describe('a GP table whose registry, inscription and detail columns the text layer read one after another', () => {
  const certificate = gp([
    'CONSERVADOR DE BIENES RAÍCES DE PEÑAFLOR',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inmueble: calle O’Higgins 77, Peñaflor',
    'Inscripción: Fs. 940 Nº 811 del Registro de Propiedad del año 2012',
    'REGISTRO',
    'Hipotecas',
    'Prohibiciones',
    'Litigios',
    'Bien Familiar',
    'INSCRIPCIÓN',
    'Fs. 1.201 Nº 1.000 / 2013',
    '---',
    '---',
    '---',
    'DETALLE',
    'USUFRUCTO vitalicio a favor de ANA ROSA PEÑA LILLO',
    'NO HAY',
    'NO HAY',
    'NO HAY',
    'Peñaflor, 4 de marzo de 2026.',
  ]);

  it('takes the kind its detail prints, not the last registry of the column', () => {
    expect(certificate.gravamenes.map((lien) => [lien.tipo, ...reference(lien)])).toEqual([
      ['USUFRUCTO', 1201, 1000, 2013],
    ]);
    expect(certificate.prohibiciones).toEqual([]);
  });
});

describe('an enumerated registry heading answered with a sentence of its own', () => {
  it.each([
    '3. LITIGIOS. No se encontraron anotaciones de litigios pendientes.',
    'c) EMBARGOS. No se registran embargos vigentes.',
    '3.- LITIGIOS (juicios pendientes). No consta ninguno.',
  ])('reads "%s" as no entry', (heading) => {
    const certificate = gp([
      'CONSERVADOR DE BIENES RAÍCES DE TALCA',
      'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Inmueble inscrito a fojas 300 número 255 del Registro de Propiedad del año 2016.',
      '1. REGISTRO DE HIPOTECAS Y GRAVÁMENES. No registra inscripciones.',
      '2. REGISTRO DE INTERDICCIONES Y PROHIBICIONES. Registra una inscripción vigente:',
      '   a) PROHIBICIÓN de enajenar, a fojas 410 número 377 del año 2016, en favor de BANCO SUR S.A.',
      heading,
      'Talca, 5 de marzo de 2026.',
    ]);
    expect(certificate.prohibiciones.map((item) => [item.tipo, ...reference(item)])).toEqual([
      ['PROHIBICIÓN', 410, 377, 2016],
    ]);
    expect(certificate.gravamenes).toEqual([]);
  });
});

describe('a carpeta’s cover page listing its documents', () => {
  it.each([
    'Contenido de la carpeta (en el orden en que se adjunta):',
    'Contenido de esta carpeta:',
    'Se adjuntan los siguientes documentos:',
  ])('reads as no document type after "%s"', (announce) => {
    const cover = documentFromPages('carpeta.pdf', [
      [
        'OFICINA DE ABOGADOS VALDÉS Y CÍA.',
        'CARPETA DE TÍTULOS - OPERACIÓN 88',
        'Inmueble: calle Freire 210, Quillota      Rol SII: 120-14',
        announce,
        '  1) Copia de inscripción de dominio con vigencia',
        '  2) Certificado de hipotecas y gravámenes',
        '  3) Certificado de avalúo fiscal',
        '  4) Certificado de deuda de contribuciones',
      ].join('\n'),
    ]);
    expect(classifyDocument(cover).type).toBe('unknown');
  });
});

describe('a certification-only copy giving the inscription as a small table', () => {
  it.each([
    ['Registro     Fojas      Número    Año', 'Propiedad    2210 vta.  1874      2011'],
    ['Fojas      Número    Año     Registro', '2210 vta.  1874      2011    Propiedad'],
  ])('reads the Propiedad row of "%s" as the inscription, and the labelled property', (header, row) => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE SAN FELIPE',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'El Conservador que suscribe certifica que el inmueble que se indica está inscrito como sigue:',
      header,
      row,
      'Inmueble:    Lote 4 de la Hijuela El Almendral, comuna de San Felipe',
      'Rol de avalúo: 301-12',
      'y que dicha inscripción se encuentra vigente a nombre de SOTO LARA JUAN PABLO.',
      'San Felipe, 6 de marzo de 2026.',
    ]);
    expect([entry.fojas, entry.vuelta, entry.numero, entry.ano]).toEqual([2210, true, 1874, 2011]);
    expect(entry.descripcion_propiedad).toBe('Lote 4 de la Hijuela El Almendral, comuna de San Felipe');
  });
});

describe('a GP table with a "Naturaleza … A favor de" column whose cell wraps', () => {
  const certificate = gp([
    'CONSERVADOR DE BIENES RAÍCES DE PAINE                          Hoja 1 de 1',
    'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
    'Propiedad:  pasaje Las Rosas 41, comuna de Paine',
    'Dominio:    fojas 210 Nº 198 del año 2018',
    'A nombre de: LEIVA TORRES MARTA ISABEL',
    'I. HIPOTECAS Y GRAVÁMENES',
    '  Nº  Naturaleza      Fojas      Número   Año    A favor de',
    '  1   HIPOTECA        330        301      2018   BANCO DEL ELQUI S.A.',
    '                                                 por 1.450,50 UF',
    'II. INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    '  Nº  Naturaleza      Fojas      Número   Año    A favor de / Observaciones',
    '  1   PROHIBICIÓN     331        302      2018   BANCO DEL ELQUI S.A.',
    '                                                 de no gravar ni enajenar',
    '  2   EMBARGO         95         90       2025   FERRETERÍA CENTRAL S.A.',
    '                                                 decretado por el Juzgado de Letras de Paine',
    'III. LITIGIOS: no registra.',
    'Paine, 6 de marzo de 2026.',
  ]);

  it('ends the owner before the section’s numeral', () => {
    expect(certificate.propietarios.map((owner) => owner.nombre)).toEqual(['LEIVA TORRES MARTA ISABEL']);
  });

  it('reads the creditor before the amount, the acts without the next row’s number', () => {
    expect(certificate.gravamenes.map((lien) => [lien.acreedor, lien.suma_dinero])).toEqual([
      ['BANCO DEL ELQUI S.A.', '1.450,50 UF'],
    ]);
    expect(certificate.prohibiciones.map((item) => item.accion)).toEqual([
      'de no gravar ni enajenar',
      'Juzgado de Letras de Paine',
    ]);
  });
});

describe('a prohibition typed with what it forbids, in capitals', () => {
  it('keeps the kind as its type and the acts as its action', () => {
    const certificate = gp([
      'CONSERVADOR DE BIENES RAÍCES DE SAN ANTONIO',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Respecto de la Hijuela Nº 4 del Fundo El Tranque, sector Lo Gallardo, comuna de San Antonio,',
      'inscrita a fojas 77 número 70 del Registro de Propiedad del año 2015, aparece:',
      'En el Registro de Interdicciones y Prohibiciones de Enajenar, una PROHIBICIÓN DE GRAVAR Y',
      'ENAJENAR en favor de CAJA LOS ANDES, inscrita a fojas 80 número 72 del año 2015.',
      'San Antonio, 9 de marzo de 2026.',
    ]);
    expect(certificate.prohibiciones.map((item) => [item.tipo, item.accion])).toEqual([
      ['PROHIBICIÓN', 'de gravar y enajenar'],
    ]);
    expect(certificate.domicilio).toBe('Hijuela Nº 4 del Fundo El Tranque, sector Lo Gallardo');
  });
});

describe('a GP property naming its flat with "Nº" before a storeroom', () => {
  it('gives the street and the flat', () => {
    const certificate = gp([
      'CONSERVADOR DE BIENES RAÍCES DE VIÑA DEL MAR',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inmueble: departamento Nº 1204 y estacionamiento Nº 33, Edificio Mar Azul, calle Quillota 1020,',
      'comuna de Viña del Mar, inscrito a fojas 900 número 811 del Registro de Propiedad del año 2020.',
      'HIPOTECAS: no hay. PROHIBICIONES: no hay.',
      'Viña del Mar, 2 de marzo de 2026.',
    ]);
    expect(certificate.domicilio).toBe('calle Quillota 1020, departamento 1204');
  });
});

describe('a party’s domicile given as a city or a comuna with its article', () => {
  it.each([
    ['con domicilio en la ciudad de Rancagua, es dueña', 'Rancagua'],
    ['domiciliada en la comuna de Machalí, es dueña', 'comuna de Machalí'],
  ])('reads "%s" as "%s"', (words, domicile) => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE RANCAGUA',
      'Fojas 500 Número 450 Año 2012',
      `Rancagua, dos de mayo de dos mil doce, doña JULIA ESTER MORA DÍAZ, soltera, ${words} del`,
      'sitio de calle Cuevas número 12, comuna de Rancagua.- Lo adquirió por compra a don LUIS',
      'PABLO ROJAS VERA, según escritura de fecha veinte de abril de dos mil doce.',
    ]);
    expect(entry.propietarios[0]?.domicilio).toBe(domicile);
  });
});
