import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { readPdfText, type PageText } from '../../server/analysis/engine/pdfText';
import { markedRows, rowAbout } from '../../server/analysis/engine/reading/markTable';
import { drawnPage } from '../support/engineDocuments';

/*
 * Issue #18 item 6: a yes/no table's mark is read by the column it stands in (the header's SÍ / NO
 * or "afecta" / "no afecta" positions), never by the presence of its row's label; a mark whose
 * column cannot be told leaves the row unanswered.
 */

/** The pages of a certificate as the eval's text PDFs render them, read back by the text layer. */
async function textPages(lines: string[]): Promise<PageText[]> {
  return readPdfText(textPdf([lines]));
}

/** A page whose drawn words are the lines as typed (5 pt a character), the text layer the same. */
const typedPage = (lines: string[]) =>
  drawnPage(
    lines.map((line) => line.trim().replace(/\s{3,}/gu, '   ')),
    lines,
  );

const rowsOf = (lines: string[]) => markedRows(buildDocument('tabla.pdf', [typedPage(lines)]));

/** An OCR word: where it is drawn (x, baseline) and its height. */
const word = (text: string, x: number, y: number, height = 9) => ({
  text,
  origin: [x, y] as const,
  advance: [text.length * 5, 0] as const,
  rise: [0, height] as const,
  confidence: 90,
});

/** A scanned page: its OCR lines and the words drawn where OCR found them. */
const scannedPage = (lines: string[], runs: ReturnType<typeof word>[]): PageText => ({
  number: 1,
  lines,
  textLength: lines.join('').length,
  ocr: { doubtfulWords: [] },
  runs,
});

describe('a table whose columns the text layer reads one after another', () => {
  // Five rows leave a gutter between the questions and the SÍ / NO column: the layout reads the
  // questions, then the column's header and marks, each on lines of their own.
  const serviu = [
    'MINISTERIO DE VIVIENDA Y URBANISMO',
    'SERVIU REGIÓN DEL MAULE',
    '',
    'CERTIFICADO DE AFECTACIÓN                             Nº 7702',
    '                                                      Talca, 3 de marzo de 2026',
    '',
    'Dirección del inmueble:   Pasaje Las Acacias 77, Villa El Bosque',
    'Comuna:                   Linares',
    'Rol de avalúo:            903-22',
    '',
    'MATERIA                                                            SÍ      NO',
    'Se encuentra afecto a expropiación por SERVIU                              X',
    'Figura en un programa de expropiaciones vigente                            X',
    'Está incluido en un plan de apertura de calles                             X',
    'Tiene obras de pavimentación pendientes de pago                            X',
    '',
    'Se extiende a petición del interesado, según los antecedentes que obran en la',
    'Sección de Expropiaciones a la fecha de su emisión.',
    '',
    'Código de verificación: MAU-7702-26          Jefe Sección Expropiaciones SERVIU Maule',
  ];

  it('reads each mark in the NO column, not the questions as statements', async () => {
    const document = buildDocument('serviu.pdf', await textPages(serviu));
    expect(rowAbout(markedRows(document), /afecto a expropiacion/)).toMatchObject({ answer: false });
    const report = extractServiuReport(document);
    expect(report.value.objeto_expropiacion).toBe(false);
  });

  it('reads a mark in the SÍ column as yes', async () => {
    const marked = serviu.map((line) =>
      line.startsWith('Se encuentra afecto') ? `${line.slice(0, 67)}X` : line,
    );
    const document = buildDocument('serviu.pdf', await textPages(marked));
    expect(rowAbout(markedRows(document), /afecto a expropiacion/)).toMatchObject({ answer: true });
    expect(extractServiuReport(document).value.objeto_expropiacion).toBe(true);
  });

  it('reads a municipal table of several subjects, NO column first', async () => {
    const dom = [
      'ILUSTRE MUNICIPALIDAD DE PAILLACO',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      '',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA          Nº 51',
      '                                                      Paillaco, 9 de enero de 2026',
      '',
      'Propietario:   ROSA ELENA VIDAL PINO',
      'Rol SII:       77-3',
      '',
      'AFECTACIÓN DEL PREDIO                                              NO      SÍ',
      'Vialidad: ensanche o apertura de vías                              X',
      'Parques y áreas verdes                                                     X',
      'Equipamiento comunal                                               X',
      'Zona de riesgo                                                     X',
      '',
      'Se otorga el presente a petición del interesado, para los fines que estime',
      'conveniente, según el Plan Regulador Comunal vigente.',
      '',
      'Código de verificación: DOM-PAI-51-26         Director de Obras Municipales',
    ];
    const document = buildDocument('dom.pdf', await textPages(dom));
    const rows = markedRows(document);
    expect(rowAbout(rows, /vialidad/)).toMatchObject({ answer: false });
    expect(rowAbout(rows, /parques/)).toMatchObject({ answer: true });
    const value = extractMunicipalAffectation(document).value;
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(true);
  });
});

describe('marks read by their column', () => {
  it('reads ✓ and ■ marks, and a mark under the header’s right edge', () => {
    const rows = rowsOf([
      'Afectación                           SÍ        NO',
      'Ensanche de calle                               ✓',
      'Plaza o parque proyectado            ■',
      'Equipamiento                                     X',
    ]);
    expect(rowAbout(rows, /ensanche/)?.answer).toBe(false);
    expect(rowAbout(rows, /parque/)?.answer).toBe(true);
    expect(rowAbout(rows, /equipamiento/)?.answer).toBe(false);
  });

  it('reads a ruled table of three columns SÍ / NO / OBS, the observation beside the mark', () => {
    const rows = rowsOf([
      '| Concepto              |  SÍ  |  NO  | Observaciones        |',
      '| Afectación vial       |  X   |      | Avenida Las Torres   |',
      '| Área verde            |      |  X   |                      |',
    ]);
    expect(rowAbout(rows, /vial/)).toMatchObject({ answer: true, detail: 'Avenida Las Torres' });
    expect(rowAbout(rows, /area verde/)).toMatchObject({ answer: false });
  });

  it('reads "afecta" / "no afecta" columns with boxes', () => {
    const rows = rowsOf([
      'Destino                    Afecta      No afecta',
      'Vía proyectada              [ ]          [X]',
      'Parque comunal              [X]          [ ]',
    ]);
    expect(rowAbout(rows, /via proyectada/)?.answer).toBe(false);
    expect(rowAbout(rows, /parque/)?.answer).toBe(true);
  });

  it('leaves a mark between the columns unanswered', () => {
    const rows = rowsOf(['Ítem                        SÍ          NO', 'Apertura de pasaje               X']);
    expect(rowAbout(rows, /apertura/)?.answer).toBeNull();
  });
});

describe('marks on a scanned page', () => {
  it('reads a mark OCR doubled ("Xx") by its column, on baselines that wander along the row', () => {
    // The page reads askew: each row's words sink a few points from left to right.
    const lines = ['AFECTACIÓN   SÍ NO', 'Vialidad   XxX', 'Parques   Xx'];
    const page = scannedPage(lines, [
      word('AFECTACIÓN', 60, 640),
      word('SÍ', 320, 637),
      word('NO', 360, 636),
      word('Vialidad', 60, 620, 12),
      word('XxX', 318, 616, 7),
      word('Parques', 60, 600, 12),
      word('Xx', 362, 596, 7),
    ]);
    const rows = markedRows(buildDocument('dom.pdf', [page]));
    expect(rowAbout(rows, /vialidad/)?.answer).toBe(true);
    expect(rowAbout(rows, /parques/)?.answer).toBe(false);
  });

  it('keeps a short word whose box sits higher on its row, so a label is not cut at its "Afecto"', () => {
    const lines = ['Afecto a vialidad', '[X] No afecto'];
    const page = scannedPage(lines, [
      word('Afecto', 60, 700, 14),
      word('a', 92, 704, 5),
      word('vialidad', 100, 700, 14),
      word('[X]', 50, 680, 14),
      word('No', 70, 680, 14),
      word('afecto', 84, 680, 14),
    ]);
    const rows = markedRows(buildDocument('dom.pdf', [page]));
    expect(rowAbout(rows, /vialidad/)?.answer ?? null).toBeNull();
  });
});
