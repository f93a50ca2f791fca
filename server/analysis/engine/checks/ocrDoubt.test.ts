import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document';
import type { PageText } from '../pdfText';
import { ProvenanceRecorder } from '../provenance';
import type { TextRun } from '../wordBoxes/textRuns';
import { ocrDoubts, poorOcrPage } from './ocrDoubt';

/** An OCR'd page whose words are drawn one after another on their lines, each with its confidence. */
function ocrPage(lines: [text: string, confidence: number][][]): PageText {
  const runs: TextRun[] = lines.flatMap((words, row) => {
    let x = 50;
    return words.map(([text, confidence]) => {
      const run: TextRun = {
        text,
        origin: [x, 700 - 20 * row],
        advance: [6 * text.length, 0],
        rise: [0, 10],
        confidence,
      };
      x += 6 * text.length + 6;
      return run;
    });
  });
  const texts = lines.map((words) => words.map(([text]) => text).join(' '));
  const doubtful = lines
    .flat()
    .filter(([, confidence]) => confidence < 80)
    .map(([text]) => text);
  return {
    number: 1,
    lines: texts,
    textLength: texts.join('').length,
    runs,
    ocr: { doubtfulWords: [...new Set(doubtful)] },
  };
}

const sure = (text: string): [string, number] => [text, 95];

describe('OCR doubt from the words a value was read from', () => {
  // "PEREZ" is doubted where it is a seller's name, not where it is the owner's.
  const page = ocrPage([
    ['Propietario:', 'JUAN', 'PEREZ', 'ROJAS'].map(sure),
    [sure('Vendedor:'), sure('ANA'), ['PEREZ', 41], sure('SOTO')],
  ]);
  const document = buildDocument('escaneo.pdf', [page]);
  const record = (path: string, value: string, from = 0) => {
    const recorder = new ProvenanceRecorder(document);
    recorder.raw(path, document.raw.indexOf(value, from), value.length);
    return recorder.entries[path];
  };

  it('leaves a value whose own words OCR trusted sure, though the same word is doubted elsewhere on the page', () => {
    const owner = record('propietario', 'JUAN PEREZ ROJAS');
    expect(owner?.unsure).toBeUndefined();
    expect(owner?.confidence).toBe(0.9);
  });

  it('marks a value holding a word OCR read with low confidence', () => {
    const seller = record('vendedor', 'ANA PEREZ SOTO');
    expect(seller?.unsure).toEqual(['ocr_low_confidence']);
    expect(seller?.confidence).toBeLessThan(0.5);
  });

  it('judges a value by the words it was placed on, not by the text of its label', () => {
    const doubtedLabel = ocrPage([
      [
        ['Rol', 95],
        ['avaluo:', 52],
        ['4521-87', 96],
      ],
    ]);
    const rol = ocrDoubts(doubtedLabel, '4521-87', {
      runs: [doubtedLabel.runs?.[2]].flatMap((run) => (run ? [run] : [])),
      whole: true,
    });
    expect(rol).toEqual([]);
  });

  it('falls back on spelling for the words of a value only partly placed', () => {
    const placed = page.runs?.slice(0, 2) ?? [];
    expect(ocrDoubts(page, 'JUAN PEREZ', { runs: placed, whole: false })).toEqual(['ocr_low_confidence']);
    expect(ocrDoubts(page, 'JUAN PEREZ', { runs: placed, whole: true })).toEqual([]);
  });

  it('falls back on spelling when the page kept no word positions', () => {
    const { runs: _runs, ...bare } = page;
    expect(ocrDoubts(bare, 'ANA PEREZ SOTO', null)).toEqual(['ocr_low_confidence']);
    expect(ocrDoubts(bare, 'de la ROJAS', null)).toEqual([]);
  });

  it('says nothing about a page not read by OCR', () => {
    const { ocr: _ocr, ...text } = page;
    expect(ocrDoubts(text, 'ANA PEREZ SOTO', { runs: text.runs ?? [], whole: true })).toEqual([]);
  });
});

describe('OCR doubt about the words of the documents’ vocabulary', () => {
  const page = ocrPage([
    [
      sure('PONIENTE,'),
      sure('en'),
      sure('18,40'),
      ['mts.', 44],
      sure('con'),
      sure('sitio'),
      ['diecinueve', 51],
    ],
    [sure('inscrita'), sure('a'), sure('fs.'), sure('612'), ['Nro', 38], sure('977'), ['Registro', 12]],
    [sure('SUR,'), sure('con'), sure('lote'), ['dieciocbo', 47]],
  ]);
  const placed = (row: number, from: number, to: number) => ({
    runs: page.runs?.slice(row * 7, row * 7 + 7).slice(from, to) ?? [],
    whole: true,
  });

  it('trusts a doubted word spelt as a label, a unit or a number word of the documents', () => {
    expect(ocrDoubts(page, '18,40 mts.', placed(0, 2, 4))).toEqual([]);
    expect(ocrDoubts(page, 'sitio diecinueve', placed(0, 5, 7))).toEqual([]);
    expect(ocrDoubts(page, 'fs. 612 Nro 977 Registro', placed(1, 2, 7))).toEqual([]);
  });

  it('still doubts a doubted word that is no word of that vocabulary, and every doubted number', () => {
    expect(ocrDoubts(page, 'lote dieciocbo', { runs: page.runs?.slice(16, 18) ?? [], whole: true })).toEqual([
      'ocr_low_confidence',
    ]);
    const split = ocrPage([[['AV', 55], sure('E'), sure('LOS'), sure('OLMOS'), sure('1520')]]);
    expect(ocrDoubts(split, 'AV E LOS OLMOS 1520', { runs: split.runs ?? [], whole: true })).toEqual([
      'ocr_low_confidence',
    ]);
    expect(ocrDoubts(split, 'AV', { runs: split.runs?.slice(0, 1) ?? [], whole: true })).toEqual([]);
    const digits = ocrPage([[sure('Rol:'), ['4521-87', 40]]]);
    expect(ocrDoubts(digits, '4521-87', { runs: digits.runs?.slice(1) ?? [], whole: true })).toEqual([
      'ocr_low_confidence',
    ]);
  });
});

describe('OCR doubt about a number split in two', () => {
  const page = ocrPage([['Avalúo', 'fiscal:', '$', '12.408', '771'].map(sure)]);
  const document = buildDocument('escaneo.pdf', [page]);
  const record = (path: string, value: string) => {
    const recorder = new ProvenanceRecorder(document);
    recorder.raw(path, document.raw.indexOf(value), value.length);
    return recorder.entries[path];
  };

  it('marks an amount of trusted digits that OCR split in two, read up to the split', () => {
    const amount = record('avaluo', '12.408');
    expect(amount?.unsure).toEqual(['value_shape']);
    expect(amount?.confidence).toBeLessThan(0.5);
    expect(record('avaluo', '12.408 771')?.unsure).toBeUndefined();
  });

  it('says nothing about the same digits on a page not read by OCR', () => {
    const { ocr: _ocr, ...text } = page;
    expect(ocrDoubts(text, '12.408', null, ' 771')).toEqual([]);
  });
});

describe('a page OCR read poorly', () => {
  const words = (count: number, confidence: number) =>
    Array.from({ length: count }, (_, index): [string, number] => [`palabra${index}`, confidence]);

  it('is one where a large share of the words were read with low confidence', () => {
    expect(poorOcrPage(ocrPage([words(20, 95), words(15, 60)]))).toBe(true);
    expect(poorOcrPage(ocrPage([words(30, 95), words(5, 60)]))).toBe(false);
  });

  it('is not judged on too few words, nor on marks of a single character', () => {
    expect(poorOcrPage(ocrPage([words(10, 40)]))).toBe(false);
    const marks = Array.from({ length: 40 }, (): [string, number] => ['|', 10]);
    expect(poorOcrPage(ocrPage([words(30, 95), marks]))).toBe(false);
  });

  it('marks every value read from it but one whose own words OCR read confidently, whole', () => {
    const page = ocrPage([[sure('Rol'), sure('4521-87'), ['4521-81', 85]], words(20, 95), words(15, 60)]);
    const runs = page.runs?.slice(1, 2) ?? [];
    expect(ocrDoubts(page, '4521-87', { runs, whole: true })).toEqual([]);
    expect(ocrDoubts(page, '4521-87', { runs, whole: false })).toEqual(['ocr_poor_page']);
    expect(ocrDoubts(page, '4521-81', { runs: page.runs?.slice(2, 3) ?? [], whole: true })).toEqual([
      'ocr_poor_page',
    ]);
  });
});
