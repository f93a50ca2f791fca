import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { domicileAfter, extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { readPdfText, type PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { glyphWidth } from '../../server/analysis/engine/text/gluedMargin';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZK showed, in snippets written for them (other offices, names, numbers).
 */

describe('a GP entry in prose laying its lien on the property before the lien’s reference', () => {
  it('reads "UNA HIPOTECA constituida sobre el inmueble, inscrita a fojas …" as the lien’s entry', () => {
    const certificate = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Revisados los índices por treinta años, respecto de la propiedad ubicada en calle',
        'Yungay N° 640, comuna de Curacautín, inscrita a nombre de ROA FUENTES IVÁN ANDRÉS a',
        'fojas 220 número 198 del Registro de Propiedad del año 2015, aparece lo siguiente:',
        'En el Registro de Hipotecas y Gravámenes:',
        'UNA HIPOTECA constituida sobre la propiedad, inscrita a fojas 118 número 97 del año',
        '2015, a favor de BANCO DEL ESTADO DE CHILE, por la suma de 1.100 UF.',
        'En el Registro de Interdicciones y Prohibiciones de Enajenar:',
        'UN EMBARGO trabado sobre el inmueble, inscrito a fojas 77 vuelta número 64 del año',
        '2025, decretado por el Juzgado de Letras de Curacautín, causa Rol C-88-2025, a',
        'solicitud de FERRETERÍA EL ROBLE LIMITADA.',
        'Curacautín, diez de marzo de dos mil veintiséis.',
      ]),
    ).value;
    expect([certificate.fojas, certificate.numero, certificate.ano]).toEqual([220, 198, 2015]);
    expect(certificate.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.ano])).toEqual([
      ['HIPOTECA', 118, 97, 2015],
    ]);
    expect(
      certificate.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.vuelta, lien.numero, lien.ano]),
    ).toEqual([['EMBARGO', 77, true, 64, 2025]]);
  });
});

describe('a later page’s running header with its sheet count glued to the office’s name', () => {
  it('drops "CONSERVADOR … DE LEBUPag: 2/2" so the entry runs on across the break', () => {
    const certificate = extractGpCertificate(
      cbrDocument(
        [
          'CONSERVADOR DE BIENES RAÍCES DE LEBU',
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'El inmueble de calle Saavedra N° 15, comuna de Lebu, inscrito a fojas 88 número 71',
          'del Registro de Propiedad del año 2012, registra:',
          'En el Registro de Interdicciones y Prohibiciones de Enajenar:',
          'Embargo inscrito a fojas 301 número 266 del año 2024, decretado',
        ],
        [
          'CONSERVADOR DE BIENES RAÍCES DE LEBUPag: 2/2',
          'por el Segundo Juzgado de Letras de Lebu, causa Rol C-40-2024, a solicitud de',
          'COMERCIAL LAS TOSCAS SPA.',
          'Lebu, 4 de febrero de 2026.',
        ],
      ),
    ).value;
    const embargo = certificate.prohibiciones[0];
    expect(embargo?.accion).toBe('Segundo Juzgado de Letras de Lebu, causa Rol C-40-2024');
    expect(embargo?.acreedor).toMatch(/^COMERCIAL LAS TOSCAS SPA\.?$/u);
  });
});

const SIZE = 9.5;
/** A text's drawn width: typical glyph widths, the font a little narrower than them. */
const drawn = (text: string) => [...text].reduce((sum, char) => sum + glyphWidth(char), 0) * SIZE * 0.95;
const at = (text: string, x: number, row: number, width = drawn(text)): PositionedText => ({
  text,
  x,
  y: 780 - row * 13,
  width,
  fontSize: SIZE,
});
const MARGIN = 50;
const EDGE = 125;

describe('a copy whose margin notes stop for a line and start again lower down', () => {
  const body = [
    'En Los Ángeles, a nueve de mayo de dos mil quince.- Doña',
    'MARÍA INÉS SOTO PARRA, profesora, casada, de este domicilio,',
    'es dueña del sitio número nueve de la población Los Pinos,',
    'comuna de Los Ángeles, que deslinda: NORTE, en veinte metros',
    'con calle Colón; SUR, en veinte metros con sitio ocho; ORIENTE,',
    'en diez metros con sitio diez; PONIENTE, en diez metros con',
    'pasaje Tres.- Lo adquirió por compra a don JUAN CARLOS RUIZ',
    'VERA, según escritura de fecha dos de mayo de dos mil quince.',
    'Rol de avalúo número 311-9 de la comuna de Los Ángeles.-',
  ];
  // Notes beside the first lines, none beside the fifth, notes again beside the next four; the
  // lower notes are shorter than the margin, one a little longer than the others.
  const notes = [
    'Nº 812',
    'COMPRAVENTA',
    'SOTO PARRA',
    'María I.',
    '',
    'Hip. fs. 77',
    'Nº 61 2015',
    'Proh. fs. 80 v.',
    'Nº 64 2015',
  ];
  const page = body.flatMap((line, row) => [
    ...(notes[row] ? [at(notes[row] ?? '', MARGIN, row)] : []),
    at(line, EDGE, row),
  ]);

  it('reads every note apart and the body unbroken', () => {
    const lines = layoutPage(page);
    expect(lines.filter((line) => line.startsWith('en diez') || line.startsWith('Hip.'))).toEqual([
      'Hip. fs. 77',
      'en diez metros con sitio diez; PONIENTE, en diez metros con',
    ]);
    expect(lines.slice(-body.length)).toEqual(body);
  });
});

describe('a margin note a word space before the body, drawn as one run with it', () => {
  it('cuts the run at that space when the note is as short as the notes around it', () => {
    const body = [
      'En Angol, a tres de junio de dos mil once.- Don RAMÓN',
      'ALBERTO PINO LEAL, agricultor, casado, de este domicilio,',
      'es dueño del sitio número cuatro de la manzana F, comuna',
      'de Angol, que deslinda: NORTE, con calle Lautaro; SUR, con el',
      'individualizado como el sitio cinco.- Lo adquirió de doña ELIANA',
      'MARÍA GODOY FUENTES, viuda, según escritura de fecha uno de junio',
      'de dos mil once, otorgada en la Notaría de Angol.-',
    ];
    const notes = ['Nº 402', 'Hip. fs. 51', 'Nº 44 2011', 'Proh. fs. 52', 'Nº 45 2011', 'Rep. 310', ''];
    const page = body.flatMap((line, row) => {
      const note = notes[row] ?? '';
      // The note and the body drawn as one run, the body starting a word space after the note, its
      // second word across the edge where the other lines' bodies start.
      if (row === 4) return [at(`${note} ${line}`, MARGIN, row)];
      return [...(note ? [at(note, MARGIN, row)] : []), at(line, EDGE, row)];
    });
    const lines = layoutPage(page);
    expect(lines).toContain('Nº 45 2011');
    expect(lines).toContain('individualizado como el sitio cinco.- Lo adquirió de doña ELIANA');
  });

  it('cuts a note’s act title in capitals glued to the body’s first word in capitals', () => {
    const body = [
      'En Cauquenes, a ocho de agosto de dos mil doce.- Don',
      'ORLANDO PATRICIO MUÑOZ ARAYA, chileno, soltero, comerciante,',
      'de este domicilio, es dueño del sitio número doce de la',
      'villa El Sauce, comuna de Cauquenes, que deslinda: NORTE,',
      'con sitio once; SUR, con sitio trece.- Lo adquirió por compra.',
    ];
    const notes = ['Nº 640', 'DONACIÓN', 'MUÑOZ ARAYA', 'Orlando P.', 'Rep. 918'];
    const page = body.flatMap((line, row) => {
      const note = notes[row] ?? '';
      // The note's glyphs run a little past the edge and the text layer joined it to the body's
      // word; the font draws the capitals a letter narrower than typical glyph widths say.
      if (row === 1) return [at(`${note}${line}`, MARGIN, row, EDGE + drawn(line) - MARGIN - SIZE * 0.7)];
      return [at(note, MARGIN, row), at(line, EDGE, row)];
    });
    const lines = layoutPage(page);
    expect(lines).toContain('DONACIÓN');
    expect(lines).toContain('ORLANDO PATRICIO MUÑOZ ARAYA, chileno, soltero, comerciante,');
  });
});

describe('a party’s domicile given as "del domicilio de" a city', () => {
  it('reads the city', () => {
    expect(
      domicileAfter(', rol único tributario 77.410.220-5, del domicilio de Temuco, según escritura'),
    ).toBe('Temuco');
    expect(domicileAfter(', viudo, del domicilio de Los Ángeles.- Doy fe')).toBe('Los Ángeles');
  });
});

describe('a DOM table ruled with characters whose rows tick one of two bracket boxes', () => {
  const certificate = (vial: string, parque: string) => [
    'ILUSTRE MUNICIPALIDAD DE TRAIGUÉN',
    'DIRECCIÓN DE OBRAS MUNICIPALES',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA  N° 214/2025',
    'Fecha: 03/11/2025',
    'Propietario:  ELENA BEATRIZ MORA SOTO     RUT: 10.224.118-5',
    'Dirección:    SANTA CRUZ 455',
    'Según el Plan Regulador Comunal vigente:',
    '+--------------------------------------------------+------+------+',
    '| Materia                                           |  SÍ  |  NO  |',
    '+--------------------------------------------------+------+------+',
    `| Afecta a utilidad pública por vialidad           | ${vial} |`,
    '|   (apertura o ensanche de calles)                |      |      |',
    `| Afecta a utilidad pública por áreas verdes        | ${parque} |`,
    '+--------------------------------------------------+------+------+',
    'Observaciones: no hay.',
  ];
  const read = async (vial: string, parque: string) => {
    const [page] = await readPdfText(textPdf([certificate(vial, parque)]));
    return extractMunicipalAffectation(buildDocument('dom.pdf', page ? [page] : [])).value;
  };

  it('reads "no" from boxes ticked in the NO column, and the certificate’s own "no"', async () => {
    const value = await read('[ ]  | [X] ', '[ ]  | [X] ');
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('reads "sí" from a box ticked in the SÍ column', async () => {
    const value = await read('[X]  | [ ] ', '[ ]  | [X] ');
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('a title’s copy whose last page certifies it true to its original without naming it', () => {
  const pages = (certification: string[]): PageText[] =>
    [
      [
        'FOJAS 512                 NÚMERO 430                 AÑO 2012',
        'COPIA DE INSCRIPCIÓN - REGISTRO DE PROPIEDAD',
        'San Javier, ocho de marzo del año dos mil doce. Don PEDRO ANTONIO',
        'VILLALOBOS ROJAS, cédula de identidad número 7.118.402-3, casado, agricultor,',
        'domiciliado en calle Chorrillos número 77, comuna de San Javier, es dueño del',
        'sitio número seis del plano archivado bajo el número 40 del año 1990, que',
        'deslinda: NORTE, con calle Chorrillos; SUR, con sitio siete. Lo adquirió por',
        'compraventa a doña ROSA ELENA MUÑOZ VERA, según escritura pública de fecha',
        'dos de marzo de dos mil doce. Inscripción anterior: fojas 88 número 70 del',
        'año 1990. Rol de avalúo 140-9, comuna de San Javier.',
        'NOTA: Cancelada por transferencia. Ver inscripción de fojas 901 número 755',
        'del año 2020.',
      ],
      certification,
    ].map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));

  it('keeps the certification page with the copy', () => {
    const parts = splitIntoParts(
      pages([
        'La presente copia es conforme con su original.',
        'San Javier, 12 de enero de 2026.',
        'CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
        'Código verificación 4QH1-PP02-0430 · 2/2',
      ]),
    );
    expect(parts.map(({ first, last }) => `${first}-${last}`)).toEqual(['1-2']);
  });
});

describe('a SERVIU letter whose antecedent line cites the request’s number', () => {
  it('gives the letter’s own number, not the request’s', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DEL MAULE',
        'ORD. N° 3.207',
        'ANT.: Su solicitud de certificado de no expropiación N° 88412, de fecha 2 de junio.',
        'MAT.: Informa lo que indica.',
        'TALCA, 11 JUN 2026',
        'En relación con su solicitud, informo que el inmueble de calle Uno Sur N° 1440,',
        'comuna de Talca, Rol de Avalúo 512-20, no se encuentra afecto a expropiación.',
      ]),
    ).value;
    expect(report.numero_certificado).toBe(3207);
  });
});

describe('a dominio vigente certifying "el inmueble correspondiente al sitio …"', () => {
  it('reads what the property corresponds to as its description', () => {
    const entry = extractInscription(
      cbrDocument([
        'CERTIFICADO DE DOMINIO VIGENTE',
        'El Conservador que suscribe certifica que el inmueble correspondiente a la parcela',
        'número cuatro del proyecto de parcelación Santa Elvira, comuna de Pitrufquén, se',
        'encuentra inscrito a fojas 310 número 275 del Registro de Propiedad del año 2019, y',
        'que dicha inscripción se encuentra vigente a nombre de don HÉCTOR IVÁN LAGOS PAZ.',
        'Pitrufquén, doce de enero de dos mil veintiséis.',
        'Conservador de Bienes Raíces de Pitrufquén',
      ]),
    ).value.entry;
    expect(entry.descripcion_propiedad).toBe(
      'parcela número cuatro del proyecto de parcelación Santa Elvira, comuna de Pitrufquén',
    );
  });
});
