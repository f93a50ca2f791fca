import { describe, expect, it } from 'vitest';

import { analyzeDossier } from '../../server/analysis/engine/analyzeDossier';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { textPdf } from '../../scripts/eval/pdfWriter';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZV exposed once scored blind (issue #18, #17), each in wordings written for
 * these tests: made-up offices, people, numbers.
 */

const pagesOf = (pages: string[][]): PageText[] =>
  pages.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));

describe('a DOM form whose topics are headings over their boxed options, one a line', () => {
  const certificate = (road: string[], park: string[]) =>
    certificateDocument([
      'MUNICIPALIDAD DE COLBÚN',
      'DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 77/2026',
      'Propietaria: MARTA ELENA GODOY SALAS',
      'Dirección: CAMINO LA GUARDIA KM 3',
      'Rol de avalúo: 301-22',
      'Según el Plan Regulador Comunal, el inmueble:',
      ...road,
      ...park,
      'Colbún, 12 de enero de 2026.',
    ]);

  it('reads the park ticked affected under its heading and the road ticked not affected', () => {
    const { value } = extractMunicipalAffectation(
      certificate(
        ['VIALIDAD ESTRUCTURANTE', '   [ ] Afecta a ensanche    [ ] Afecta a apertura', '   [X] No afecta'],
        [
          'ÁREAS VERDES',
          '   [X] Afecta    [ ] No afecta',
          '   Alcance: [ ] involucra construcciones',
          '            [X] involucra sólo terreno',
        ],
      ),
    );
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(true);
    expect(value.tipo_afectacion_por_parque).toBe('Afectación involucra sólo terreno');
    expect(value.objeto_expropiacion).toBe(true);
  });

  it('reads the road ticked affected and the park ticked not affected', () => {
    const { value } = extractMunicipalAffectation(
      certificate(
        ['VIALIDAD', '   [X] Afecto a ensanche    [ ] Afecto a apertura', '   [ ] No afecto'],
        ['PARQUES', '   [ ] Afecto    [X] No afecto'],
      ),
    );
    expect(value.expropiacion_vial).toBe(true);
    expect(value.tipo_expropiacion_vial).toBe('Ensanche');
    expect(value.expropiacion_por_parque).toBe(false);
  });
});

describe("a copy's certification on a page of its own, under margin notes naming other inscriptions", () => {
  const copy = [
    'REGISTRO DE PROPIEDAD DEL AÑO 2009',
    'fs. 2417                                   N° 1980',
    'En Curacaví, a catorce de mayo del año dos mil nueve, don ARTURO',
    'BENJAMÍN LEIVA ROJAS, agricultor, es dueño de la Hijuela número',
    'tres del fundo Las Vertientes, comuna de Curacaví.- La adquirió por',
    'compra a doña ROSA ELVIRA CAMPOS TAPIA.- Título anterior: fojas',
    '880 número 702 del año 1994.- Firmado: El Conservador.',
  ];
  const certification = [
    'Notas marginales:',
    '- Subdivisión: plano N° 96 del año 2012.',
    '- Lote 4 transferido a fs. 3310 N° 2871 año 2015.',
    '',
    'ES COPIA FIEL DE SU ORIGINAL, que rola a fojas dos mil cuatrocientas',
    'diecisiete número mil novecientos ochenta del Registro de Propiedad',
    'del año dos mil nueve, a cargo del Conservador de Casablanca.',
    'Casablanca, 14 de enero de 2026.  Código CSB-26-4471-Q2',
  ];

  it('keeps the certification with the copy: it names the copy’s fojas in words', () => {
    expect(splitIntoParts(pagesOf([copy, certification])).map((part) => [part.first, part.last])).toEqual([
      [1, 2],
    ]);
  });
});

describe("a carpeta's certificate of dominio vigente, then the copy of the same inscription", () => {
  const pages = [
    [
      'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
      'Carpeta N° 881 - Lonquimay',
      '1. CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 77 número 64 del Registro de',
      'Propiedad del año 2019, a nombre de FORESTAL EL LLAIMA SPA, se',
      'encuentra vigente.',
      'Curacautín, 3 de febrero de 2026.   Cód. CUR-881-D1',
    ],
    [
      '2. COPIA DE INSCRIPCIÓN',
      'Fs. 77   N° 64   Registro de Propiedad 2019   COMPRAVENTA',
      'Curacautín, diez de abril del año dos mil diecinueve.- FORESTAL EL',
      'LLAIMA SPA, rol único tributario número 76.902.114-5, es dueña del',
      'Lote B del fundo Pehuenco, comuna de Lonquimay, que deslinda: NORTE,',
      'Lote A, en cien metros; SUR, camino público, en cien metros.- La',
      'adquirió por compra a don RAÚL ESTEBAN MELLA PAREDES, según escritura',
      'de fecha dos de abril de dos mil diecinueve.- Inscripción anterior:',
      'fojas 12 número 10 del año 2001.- El Conservador.',
      'Copia fiel. Curacautín, 3 de febrero de 2026.   Cód. CUR-881-D2',
    ],
  ];

  it('gives the inscription one entry, the copy’s', async () => {
    const analysis = await analyzeDossier([{ name: 'carpeta.pdf', bytes: textPdf(pages) }], {
      referenceDate: new Date('2026-03-01T12:00:00Z'),
    });
    const entries = analysis.output.property_registry_history;
    expect(entries.map((entry) => [entry.fojas, entry.numero, entry.ano, entry.codigo_verificacion])).toEqual(
      [[77, 64, 2019, 'CUR-881-D2']],
    );
    expect(entries[0]?.vendedores[0]?.nombre).toBe('RAÚL ESTEBAN MELLA PAREDES');
  });
});

describe('GP entries each headed by its type, then fields with dot leaders, the inscription last', () => {
  it('reads each block as its own entry', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inmueble: Hijuela 5 Santa Rosa, Perquenco',
        'Inscrito a fs. 410 N° 377 del Registro de Propiedad de 2018',
        'Propietario: JUAN PABLO VERA OSSES',
        '',
        'HIPOTECA',
        '  Acreedor ....... BANCO SANTANDER-CHILE',
        '  Monto .......... 1.500 UF',
        '  Inscripción .... fs. 220 N° 190 año 2018',
        'PROHIBICIÓN',
        '  Acreedor ....... BANCO SANTANDER-CHILE',
        '  Objeto ......... de enajenar',
        '  Inscripción .... fs. 180 N° 161 año 2018',
        'EMBARGO',
        '  Tribunal ....... Juzgado de Letras de Lautaro, causa Rol C-310-2024',
        '  Demandante .... COMERCIAL AGROSUR LIMITADA',
        '  Inscripción .... fs. 12 vta. N° 9 año 2025',
        '',
        'Lautaro, 2 de febrero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((entry) => [entry.fojas, entry.tipo, entry.acreedor])).toEqual([
      [220, 'HIPOTECA', 'BANCO SANTANDER-CHILE'],
    ]);
    expect(
      value.prohibiciones.map((entry) => [
        entry.fojas,
        entry.vuelta,
        entry.tipo,
        entry.acreedor,
        entry.accion,
      ]),
    ).toEqual([
      [180, false, 'PROHIBICIÓN', 'BANCO SANTANDER-CHILE', 'de enajenar'],
      [
        12,
        true,
        'EMBARGO',
        'COMERCIAL AGROSUR LIMITADA',
        'Juzgado de Letras de Lautaro, causa Rol C-310-2024',
      ],
    ]);
  });
});

describe('an adjudication in a partition naming the co-owners who concurred after its deed', () => {
  it('takes the co-owners as the ones who parted with it, not the deceased', () => {
    const { value } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
        'Parral, dos de junio de dos mil veintidós.- Don HERNÁN IGNACIO',
        'MORA VALDÉS, soltero, cédula de identidad número 18.204.551-7,',
        'domiciliado en Retiro, es dueño de la parcela número nueve del',
        'Proyecto de Parcelación Copihue, comuna de Retiro.- La adquirió por',
        'adjudicación en la partición de los bienes quedados al fallecimiento',
        'de doña ELSA MARGARITA VALDÉS PINO, según escritura de partición de',
        'fecha diez de mayo de dos mil veintidós otorgada ante el Notario de',
        'Parral don Julio César Araya Muñoz, en la que concurrieron los demás',
        'comuneros don FELIPE ANDRÉS MORA VALDÉS, casado, cédula de identidad',
        'número 16.550.873-2, y doña CAROLINA PAZ MORA VALDÉS, divorciada,',
        'cédula de identidad número 17.091.224-6, ambos domiciliados en calle',
        'Dieciocho número 540, Parral, en la suma de VEINTE MILLONES DE PESOS',
        '($20.000.000).- Título anterior: fojas 45 número 39 del año 2010.-',
      ]),
    );
    expect(value.entry.vendedores.map((seller) => [seller.nombre, seller.rut, seller.domicilio])).toEqual([
      ['FELIPE ANDRÉS MORA VALDÉS', '16.550.873-2', 'calle Dieciocho número 540, Parral'],
      ['CAROLINA PAZ MORA VALDÉS', '17.091.224-6', 'calle Dieciocho número 540, Parral'],
    ]);
  });
});

describe('GP blocks of labelled fields followed by a closing sentence on other, cancelled liens', () => {
  it('keeps the last block in force: the sentence after its reference is not its own', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CALBUCO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble:      pasaje Los Notros N° 81, Calbuco',
        'Inscripción:   fs. 302 N° 266 año 2021',
        'Propietaria:   ÁLVAREZ NAVARRO JIMENA ROSA',
        '',
        'I. HIPOTECAS Y GRAVÁMENES',
        'Tipo:          HIPOTECA',
        'Acreedor:      BANCO DE CHILE',
        'Inscripción:   fs. 140 N° 122 año 2021',
        '',
        'II. INTERDICCIONES Y PROHIBICIONES',
        'Tipo:          PROHIBICIÓN',
        'Objeto:        de enajenar',
        'Beneficiario:  BANCO DE CHILE',
        'Inscripción:   fs. 97 N° 85 año 2021',
        '',
        'Los embargos anotados en la causa Rol C-88-2019 fueron alzados por',
        'resolución del tribunal.',
        '',
        'Calbuco, 9 de enero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((entry) => [entry.fojas, entry.tipo])).toEqual([[140, 'HIPOTECA']]);
    expect(value.prohibiciones.map((entry) => [entry.fojas, entry.tipo, entry.acreedor])).toEqual([
      [97, 'PROHIBICIÓN', 'BANCO DE CHILE'],
    ]);
  });
});

describe('an inheritance inscribed for the heirs after the property, under a heading with the year before the número', () => {
  const copy = [
    'CONSERVADOR DE BIENES RAÍCES DE QUIRIHUE',
    'Fs. 418 vta.   REGISTRO DE PROPIEDAD 2019   Nº 366',
    'Número trescientos sesenta y seis.- INSCRIPCIÓN ESPECIAL DE HERENCIA.-',
    'En Quirihue, a veinte de agosto del año dos mil diecinueve, en conformidad con la',
    'posesión efectiva de la herencia quedada al fallecimiento de doña ROSA ELVIRA MUÑOZ',
    'BELTRÁN, otorgada por resolución exenta número 3.870 del Servicio de Registro Civil e',
    'Identificación, inscrita a fojas 418 número 365 de este Registro, se inscribe el dominio',
    'de la parcela número doce del proyecto de parcelación El Boldo, comuna de Ninhue, que',
    'deslinda: NORTE, camino vecinal, en ochenta metros; SUR, parcela trece, en ochenta',
    'metros, a nombre de sus herederos: don RAÚL ANTONIO PINO MUÑOZ, casado, cédula de',
    'identidad número 12.904.337-1; y doña CLAUDIA ANDREA PINO MUÑOZ, soltera, cédula de',
    'identidad número 14.118.520-6, ambos domiciliados en Quirihue.- La causante adquirió',
    'por inscripción de fojas 90 número 71 del año 1985.- El Conservador.',
  ];

  it('reads the heading’s fojas, side, número and year, not the grant’s inscription', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect([entry.fojas, entry.vuelta, entry.numero, entry.ano]).toEqual([418, true, 366, 2019]);
  });

  it('reads the heirs after the property as its owners, the causante as the one it came from, the last side before the heirs', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'RAÚL ANTONIO PINO MUÑOZ',
      'CLAUDIA ANDREA PINO MUÑOZ',
    ]);
    expect(entry.descripcion_propiedad).toMatch(/^parcela número doce del proyecto de parcelación El Boldo/);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ROSA ELVIRA MUÑOZ BELTRÁN']);
    expect(entry.deslindes.map((side) => [side.direccion, side.propiedad])).toEqual([
      ['Norte', 'camino vecinal'],
      ['Sur', 'parcela trece'],
    ]);
  });
});
