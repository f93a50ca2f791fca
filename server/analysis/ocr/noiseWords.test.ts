import { describe, expect, it } from 'vitest';

import { joinLines } from '../engine/text/cleanup';
import { doubtfulWords, dropSpecks } from './noiseWords';
import type { OcrWord } from './tesseractTsv';
import { layoutWords } from './wordLayout';

/** Words of one recognised line from `left`, 14 px per character, 30 px high, at `confidence`. */
function line(id: number, left: number, top: number, texts: string[], confidence = 95): OcrWord[] {
  let x = left;
  return texts.map((text) => {
    const word = {
      block: 1,
      paragraph: 1,
      line: id,
      left: x,
      top,
      width: text.length * 14,
      height: 30,
      confidence,
      text,
    };
    x += text.length * 14 + 12;
    return word;
  });
}

/** Paper specks tesseract reads as letters: tiny boxes or boxes too narrow for their letters. */
function specks(id: number, top: number): OcrWord[] {
  return [
    { block: 1, paragraph: 1, line: id, left: 300, top, width: 3, height: 3, confidence: 0, text: 's' },
    { block: 1, paragraph: 1, line: id, left: 500, top, width: 3, height: 4, confidence: 12, text: 'S' },
    {
      block: 1,
      paragraph: 1,
      line: id,
      left: 620,
      top: top - 10,
      width: 8,
      height: 33,
      confidence: 0,
      text: 'Ss',
    },
    { block: 1, paragraph: 1, line: id, left: 760, top, width: 5, height: 4, confidence: 30, text: 'E' },
  ];
}

describe('dropSpecks', () => {
  it('rejoins an owner split in three by a line of specks between the two lines of the name', () => {
    const words = [
      ...line(1, 100, 100, ['seis.-', 'Don', 'LUIS', 'FERNANDO', 'FUENTES']),
      ...specks(2, 140),
      ...line(3, 100, 160, ['BUSTOS,', 'cédula', 'nacional', 'de', 'identidad']),
    ];
    expect(layoutWords(words)).toHaveLength(3);
    const lines = layoutWords(dropSpecks(words));
    expect(lines).toEqual(['seis.- Don LUIS FERNANDO FUENTES', 'BUSTOS, cédula nacional de identidad']);
    expect(joinLines(lines).text).toContain('Don LUIS FERNANDO FUENTES BUSTOS,');
  });

  it('drops a tall narrow box beside the text, the edge of the copy read as a letter inside a name', () => {
    const edge: OcrWord = {
      block: 9,
      paragraph: 1,
      line: 1,
      left: 436,
      top: 60,
      width: 24,
      height: 110,
      confidence: 37,
      text: 'A',
    };
    const words = [...line(1, 100, 100, ['notaría', 'de', 'doña', 'Cecilia']), edge];
    words.push(...line(2, 470, 100, ['Andrea', 'Montalva']));
    expect(layoutWords(words)).toEqual(['notaría de doña Cecilia A Andrea Montalva']);
    expect(layoutWords(dropSpecks(words))).toEqual(['notaría de doña Cecilia Andrea Montalva']);
    const heading = { ...edge, height: 55, width: 40, confidence: 45 };
    expect(dropSpecks([...line(1, 100, 100, ['Fojas', '21456']), heading])).toContain(heading);
    // A thin stroke at the margin, under two lines high, read as one letter before a line of text.
    const stroke = { ...edge, left: 20, height: 55, width: 8, confidence: 42, text: 'J' };
    expect(dropSpecks([...line(1, 100, 100, ['TO,', 'que', 'se', 'paga']), stroke])).not.toContain(stroke);
    expect(dropSpecks([...line(1, 100, 100, ['TO,', 'que']), { ...stroke, confidence: 60 }])).toHaveLength(3);
  });

  it('keeps real words read with low confidence and short words of normal size', () => {
    const words = [
      ...line(1, 100, 100, ['Rol', 'N°', '2844-24']),
      ...line(2, 100, 160, ['HLONNP7S', 'y'], 40),
    ];
    expect(dropSpecks(words)).toEqual(words);
  });
});

describe('doubtfulWords', () => {
  it('lists the words read with low confidence, once', () => {
    const words = [...line(1, 100, 100, ['SAN', 'BERNARDO']), ...line(2, 100, 160, ['SAN', 'HLONNP7S'], 60)];
    expect(doubtfulWords(words)).toEqual(['SAN', 'HLONNP7S']);
  });
});
