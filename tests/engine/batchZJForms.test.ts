import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { glyphWidth } from '../../server/analysis/engine/text/gluedMargin';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZJ showed, in snippets written for them (other offices, names, numbers).
 */

const SIZE = 9;
/** A text's drawn width: typical glyph widths, the font a little narrower than them. */
const drawn = (text: string) => [...text].reduce((sum, char) => sum + glyphWidth(char), 0) * SIZE * 0.96;
const at = (text: string, x: number, row: number, width = drawn(text)): PositionedText => ({
  text,
  x,
  y: 760 - row * 12,
  width,
  fontSize: SIZE,
});

describe('a copy whose left margin notes run past the edge where the body starts', () => {
  const MARGIN = 40;
  const EDGE = 110;
  // A note's glyphs run onto the body's first word, or the text layer merged note and body into one item.
  const merged = (note: string, body: string, row: number) =>
    at(`${note}${body}`, MARGIN, row, EDGE - MARGIN + drawn(body.trimStart()));
  const page = [
    at('Nº 2214', MARGIN, 0),
    at('Vallenar, tres de mayo de dos mil veinte.- Doña', EDGE, 0),
    merged('DONACIÓN', 'MARTA ELENA ROJAS CORTÉS, profesora, cédula nacional', 1),
    at('CORTÉS ROJAS', MARGIN, 2, EDGE + 4 - MARGIN),
    at('de identidad número 9.114.551-0, soltera, domiciliada en', EDGE, 2),
    merged('MARTA E. ', 'calle Brasil 410, es dueña del sitio número cuatro de la', 3),
    at('Rep. 1.220', MARGIN, 4),
    at('manzana B de la población Las Acacias, comuna de Vallenar,', EDGE, 4),
    at('C/ 88.410', MARGIN, 5),
    at('que deslinda: NORTE, con sitio tres; SUR, con calle Brasil;', EDGE, 5),
    at('ORIENTE, con sitio cinco; PONIENTE, con pasaje Uno.-', EDGE, 6),
  ];

  it('reads the margin apart from the body, each note whole and the body unbroken', () => {
    expect(layoutPage(page)).toEqual([
      'Nº 2214',
      'DONACIÓN',
      'CORTÉS ROJAS',
      'MARTA E.',
      'Rep. 1.220',
      'C/ 88.410',
      'Vallenar, tres de mayo de dos mil veinte.- Doña',
      'MARTA ELENA ROJAS CORTÉS, profesora, cédula nacional',
      'de identidad número 9.114.551-0, soltera, domiciliada en',
      'calle Brasil 410, es dueña del sitio número cuatro de la',
      'manzana B de la población Las Acacias, comuna de Vallenar,',
      'que deslinda: NORTE, con sitio tres; SUR, con calle Brasil;',
      'ORIENTE, con sitio cinco; PONIENTE, con pasaje Uno.-',
    ]);
  });
});

describe('a copy whose margin note and body line were drawn as one run a word space apart', () => {
  it('cuts the run at that space, not inside the body’s first word', () => {
    const body = [
      'Ovalle, cinco de junio de dos mil quince.- Don',
      'LUIS ALBERTO GONZÁLEZ PINO, comerciante, casado,',
      'es dueño del sitio número ocho de la manzana cuatro',
      'de la población Limarí, comuna de Ovalle, que',
      'deslinda: NORTE, con calle Tangue; SUR, con sitio',
    ];
    const notes = ['Nº 1502', 'COMPRAVENTA', 'GONZÁLEZ PINO', 'LUIS ALBERTO', 'Rep. 3.310'];
    const page = body.flatMap((line, row) => {
      const note = notes[row] ?? '';
      if (row === 3) return [at(`${note} ${line}`, 40, row)];
      return [at(note, 40, row), at(line, 110, row)];
    });
    expect(layoutPage(page)).toEqual([...notes, ...body]);
  });
});

describe('a copy with a right margin of lien notes beside the first lines of its body', () => {
  it('reads the notes before the body’s lines beside them, so the body runs on unbroken', () => {
    const body = [
      'Talagante, tres de marzo de dos mil dieciocho.- Doña ANA LUISA',
      'FLORES PIZARRO, cédula nacional de identidad número 12.118.307-5,',
      'casada, contadora, domiciliada en pasaje Las Dalias número 18,',
      'comuna de Talagante, es dueña del inmueble ubicado en pasaje Las',
      'Dalias número dieciocho de la villa El Roble, comuna de Talagante,',
    ];
    const notes = ['| Hipoteca fs. 88', '| N° 61 año 2018.', '| Prohibición fs. 70', '| N° 49 año 2018.'];
    const page = [
      at('COPIA CON VIGENCIA - REGISTRO DE PROPIEDAD', 40, 0),
      ...body.map((line, row) => at(line, 40, row + 1)),
      ...notes.map((note, row) => at(note, 380, row + 1)),
      at(
        'que corresponde al lote nueve del plano archivado bajo el número 77 del año 2001, que deslinda:',
        40,
        6,
      ),
      at('NORTE, con pasaje Las Dalias; SUR, con lote catorce; ORIENTE, con lote diez; PONIENTE, con', 40, 7),
      at(
        'lote ocho.- La adquirió por compra a don PEDRO ANTONIO ROJAS VERA, según escritura de fecha',
        40,
        8,
      ),
    ];
    const lines = layoutPage(page);
    expect(lines.slice(1, 5)).toEqual(notes);
    expect(lines.slice(5, 11)).toEqual([...body, page[10]?.text]);
  });
});

describe('a label form whose values start on one edge, a line drawn as one item', () => {
  it('keeps that line whole: a form’s values are no body a note was glued to', () => {
    const labels = ['Circunscripción', 'Nro. inscripción', 'Nombre del Padre', 'R.U.N.', 'Profesión'];
    const values = [': TALTAL', ': 412', ': RODRIGO IVÁN SEPÚLVEDA ORTIZ', ': 11.304.775-2', ': TÉCNICO'];
    const page = labels.flatMap((label, row) => [at(label, 40, row), at(values[row] ?? '', 125, row)]);
    const lines = layoutPage([...page, at('Nombre de la Madre : GLORIA ESTER PINO ARAYA', 40, 5)]);
    expect(lines).toContain('Nombre de la Madre : GLORIA ESTER PINO ARAYA');
  });
});

describe('a GP table whose registry headings follow their rows', () => {
  const certificate = extractGpCertificate(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE PURRANQUE',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES, PROHIBICIONES Y LITIGIOS',
      'Inmueble: pasaje Los Aromos N° 77, comuna de Purranque',
      'Dominio: Fs. 1.310 Nº 988 del año 2017 - GUTIÉRREZ OYARZÚN MARCELA ANDREA',
      'Período revisado: 30 años',
      'Tipo          Fs.    Nº     Año    Detalle',
      'HIPOTECA      640    512    2017   a favor de BANCO SANTANDER-CHILE',
      '                                   por UF 2.900',
      'REGISTRO DE HIPOTECAS',
      'PROHIBICIÓN   331    290    2017   a favor de BANCO SANTANDER-CHILE, de no gravar ni',
      '                                   enajenar',
      'EMBARGO       802    733    2024   Segundo Juzgado de Letras de Osorno, Rol C-1120-2024, a',
      '                                   solicitud de Ferretería Sur y Cía. Limitada',
      'REGISTRO DE PROHIBICIONES',
      '—             —      —      —      no se registran',
      'LITIGIOS',
      'Purranque, 2 de septiembre de 2026.',
    ]),
  ).value;

  it('reads every row, each in its type’s registry', () => {
    expect(certificate.gravamenes.map((lien) => [lien.tipo, lien.fojas])).toEqual([['HIPOTECA', 640]]);
    expect(certificate.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.ano])).toEqual([
      ['PROHIBICIÓN', 331, 290, 2017],
      ['EMBARGO', 802, 733, 2024],
    ]);
  });

  it('reads the embargo’s court from a cell that opens with it, and a "y Cía." name whole', () => {
    const embargo = certificate.prohibiciones[1];
    expect(embargo?.accion).toBe('Segundo Juzgado de Letras de Osorno, Rol C-1120-2024');
    expect(embargo?.acreedor).toMatch(/^Ferretería Sur y Cía\. Limitada\.?$/u);
  });

  it('reads the owner a dash sets after the property’s reference', () => {
    expect(certificate.propietarios.map((owner) => owner.nombre)).toEqual([
      'GUTIÉRREZ OYARZÚN MARCELA ANDREA',
    ]);
  });
});

describe('a GP table whose creditor column holds a name in ordinary case or wraps past the amount', () => {
  const certificate = extractGpCertificate(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE VICTORIA',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inscripción de dominio: Fs. 415 N° 380 año 2012, a nombre de TORO SAAVEDRA LUIS.',
      'Nº  Clase         Fojas   Nº    Año   Fecha insc.  Beneficiario / Acreedor              Monto',
      '1   SERVIDUMBRE   77      61    1995  03/02/1995   Empresa Eléctrica de la Frontera S.A.  --',
      '2   HIPOTECA      512     433   2012  21/08/2012   CAJA DE COMPENSACIÓN LOS HÉROES DE     UF 830,50',
      '                                                   LA ARAUCANÍA',
      'Registro de Hipotecas y Gravámenes: dos (2) inscripciones.',
      'Victoria, 14 de mayo de 2026.',
    ]),
  ).value;

  it('reads each creditor whole', () => {
    expect(certificate.gravamenes.map((lien) => lien.acreedor)).toEqual([
      'Empresa Eléctrica de la Frontera S.A.',
      'CAJA DE COMPENSACIÓN LOS HÉROES DE LA ARAUCANÍA',
    ]);
    expect(certificate.gravamenes[1]?.suma_dinero).toBe('830,50 UF');
  });
});

describe('a copy naming its earlier title with OCR letters for digits and a notary who is also conservador', () => {
  const { entry } = extractInscription(
    cbrDocument([
      'COPIA DE INSCRIPCIÓN - REGISTRO DE PROPIEDAD',
      'Fojas 512 · Número 430 · Año 2019',
      'Chile Chico, dos de mayo de dos mil diecinueve. Doña ROSA ELVIRA HUENCHO PAILLACAR, agricultora,',
      'soltera, cédula nacional de identidad número 8.221.905-3, de este domicilio, es dueña del sitio',
      'ubicado en calle O’Higgins número doscientos diez, de la ciudad de Chile Chico, que deslinda: NORTE,',
      'con calle O’Higgins; SUR, con sitio doce; ORIENTE, con sitio nueve; PONIENTE, con sitio once.',
      'Lo adquirió por compra a don ALBERTO JOSÉ SOTO MORA, según escritura de fecha veinte de abril de',
      'dos mil diecinueve otorgada ante el Notario y Conservador de Chile Chico don Pedro Pablo Ruiz',
      'Mella, por el precio de DIEZ MILLONES DE PESOS. El título anterior está a fojas l08 vuelta número',
      'O97 del año 2003.- Rol de avalúo 44-2, comuna de Chile Chico.',
      'Notario y Conservador de Bienes Raíces de Chile Chico · verificación 7KP3-QW2R',
    ]),
  ).value;

  it('reads the earlier title’s fojas and número', () => {
    expect([entry.fojas_anterior, entry.vuelta_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([
      108,
      true,
      97,
      2003,
    ]);
  });

  it('reads the notary and where he sits', () => {
    expect([entry.notaria, entry.notaria_comuna]).toEqual(['Pedro Pablo Ruiz Mella', 'Chile Chico']);
  });
});

describe('verification codes without a colon', () => {
  it.each([
    ['Conservador de Bienes Raíces de Aysén · verificación 7KP3-QW2R', '7KP3-QW2R'],
    ['Código verificación . AY-26-1187-GP', 'AY-26-1187-GP'],
  ])('reads %s', (line, code) => {
    expect(verificationCode(line)?.value).toBe(code);
  });
});

describe('TGR certificates naming the taxpayer without a label of its own', () => {
  it('reads the name a sentence gives ("cuyo contribuyente es …")', () => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'Tesorería General de la República',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Fecha de emisión: 12-08-2026',
        'La Tesorería General de la República certifica que el Rol 2207-00031-004, comuna de COLCHANE,',
        'dirección BAQUEDANO 41, cuyo contribuyente es CHOQUE MAMANI RUTH ELENA, NO REGISTRA DEUDA de',
        'contribuciones a la fecha de emisión del presente certificado.',
      ]),
    ).value;
    expect(certificate.contribuyente.nombre).toBe('CHOQUE MAMANI RUTH ELENA');
  });

  it('reads the name a bullet parts from the rol, and the address under it', () => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'TGR · Certificado de Deuda de Contribuciones',
        'ROL 3105-00077-012 · SALDÍAS MORA HERNÁN ALEJANDRO',
        'AVDA COSTANERA 1410 LLICO - ARAUCO',
        'Concepto                         Monto',
        'Total Deuda Morosa               $0',
        'Total Deuda No Vencida           $21.300',
        'Emitido el 02-10-2026.',
      ]),
    ).value;
    expect([
      certificate.contribuyente.nombre,
      certificate.direccion_propiedad,
      certificate.comuna_propiedad,
    ]).toEqual(['SALDÍAS MORA HERNÁN ALEJANDRO', 'AVDA COSTANERA 1410 LLICO', 'Arauco']);
  });

  it('ends the address at the rule before the next cell', () => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA | CERTIFICADO DE DEUDA',
        'Nombre | VERGARA SILVA JORGE LUIS',
        'Dirección | LOS CARRERA 512 DP 3 | Comuna | CURICO',
        'Rol | 3301-00417-008',
        'Fecha de Emisión del Certificado: 01-10-2026',
      ]),
    ).value;
    expect(certificate.direccion_propiedad).toBe('LOS CARRERA 512 DP 3');
  });
});
