import { describe, expect, it } from 'vitest';

import { DOUBTFUL_WORD_CONFIDENCE } from '../../ocr/noiseWords';
import type { PageText } from '../pdfText';
import { respellMergedLetters, unmergedWord } from './ocrMergedLetters';
import { isSpanishWord } from './spanishDictionary';

describe('isSpanishWord', () => {
  it('knows word forms in any case and with or without accents, and keeps ñ apart from n', () => {
    expect(isSpanishWord('Corresponde')).toBe(true);
    expect(isSpanishWord('CANCIÓN')).toBe(true);
    expect(isSpanishWord('niño')).toBe(true);
    expect(isSpanishWord('nino')).toBe(false);
    expect(isSpanishWord('conesponde')).toBe(false);
  });
});

describe('unmergedWord', () => {
  it('reads back the pair OCR merged into one letter when one word results', () => {
    expect(unmergedWord('Gobiemo')).toBe('Gobierno'); // "rn" read as "m"
    expect(unmergedWord('tenenos')).toBe('terrenos'); // "rr" read as "n"
    expect(unmergedWord('adquinó')).toBe('adquirió'); // "ri" read as "n"
    expect(unmergedWord('UMITADA')).toBe('LIMITADA'); // "li" read as "u", in capitals
    expect(unmergedWord('Osomo')).toBe('Osorno'); // a comuna
  });

  it('prefers a listed name for a capitalised word, even one the dictionary knows', () => {
    expect(unmergedWord('Femanda')).toBe('Fernanda');
    expect(unmergedWord('Bamientos')).toBe('Barrientos');
  });

  it('leaves known words, short words, names and label words alone', () => {
    expect(unmergedWord('cama')).toBeNull(); // a word, though "carna" is one letter pair away
    expect(unmergedWord('ENAR')).toBeNull(); // too short to tell ("errar")
    expect(unmergedWord('Omar')).toBeNull(); // a name, not "ornar"
    expect(unmergedWord('Cornuna')).toBeNull(); // a label word: normalisation's to repair
    expect(unmergedWord('Xqmzt')).toBeNull(); // nothing known one pair away
  });
});

describe('respellMergedLetters', () => {
  const run = (text: string, confidence: number) => ({
    text,
    origin: [0, 0] as const,
    advance: [10, 0] as const,
    rise: [0, 10] as const,
    confidence,
  });
  const page: PageText = {
    number: 1,
    lines: ['Notaría de don Emesto Sepúlveda Cistemas,', 'deslinda con Canetera a Pucón.'],
    textLength: 60,
    runs: [run('Emesto', 93), run('Cistemas,', 70), run('Sepúlveda', 96)],
    ocr: { doubtfulWords: ['Cistemas,'] },
  };

  it('writes the words again in lines and word boxes, and makes them doubtful', () => {
    const respelled = respellMergedLetters(page);
    expect(respelled.lines).toEqual([
      'Notaría de don Ernesto Sepúlveda Cisternas,',
      'deslinda con Carretera a Pucón.',
    ]);
    expect(respelled.runs?.map((word) => [word.text, word.confidence])).toEqual([
      ['Ernesto', DOUBTFUL_WORD_CONFIDENCE - 1],
      ['Cisternas,', 70],
      ['Sepúlveda', 96],
    ]);
    expect(respelled.ocr?.doubtfulWords).toEqual(expect.arrayContaining(['Ernesto', 'Cisternas']));
  });

  it('leaves the parts of a word a line break cut with a hyphen as printed', () => {
    const cut = { ...page, lines: ['DOS MIL CIEN UNIDADES DE FOMEN-', 'TO, pagadas al contado.'], runs: [] };
    expect(respellMergedLetters(cut).lines).toEqual(cut.lines);
  });

  it('leaves a page with a text layer as printed', () => {
    const printed = { ...page, ocr: undefined };
    expect(respellMergedLetters(printed)).toBe(printed);
  });
});
