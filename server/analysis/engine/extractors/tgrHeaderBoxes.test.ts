import { describe, expect, it } from 'vitest';

import { ocrPage } from '../../ocr/ocrReader';
import type { OcrWord } from '../../ocr/tesseractTsv';
import { buildDocument } from '../document';
import { extractTgrDebt } from './tgrDebt';
import { headerBoxAmounts } from './tgrHeaderBoxes';

/** One tesseract word at (left, top) in pixels of a 200 dpi page, 28 px high. */
function word(text: string, left: number, top: number, line: number): OcrWord {
  return {
    block: 1,
    paragraph: 1,
    line,
    left,
    top,
    width: text.length * 16,
    height: 28,
    confidence: 92,
    text,
  };
}

/** Words laid out left to right from `left`, one space apart. */
function phrase(text: string, left: number, top: number, line: number): OcrWord[] {
  let x = left;
  return text.split(' ').map((part) => {
    const placed = word(part, x, top, line);
    x += placed.width + 14;
    return placed;
  });
}

/**
 * A worn TGR scan's words: the row of box titles, and the amount inside the middle box only
 * (tesseract puts it on a line of its own, so read as lines it sits under all three titles).
 */
const WORDS: OcrWord[] = [
  ...phrase('Tesorería General de la República', 120, 100, 1),
  ...phrase('Certificado de Deuda', 600, 200, 2),
  ...phrase('MORALES DIAZ PEDRO', 120, 300, 3),
  ...phrase('NOMBRE', 120, 340, 4),
  ...phrase('Total Deuda Liquidada Morosa', 120, 500, 5),
  ...phrase('Total Deuda No Vencida Liquidada', 640, 500, 5),
  ...phrase('Acogidos ART 196 y 197 DEL C.T.', 1200, 500, 5),
  ...phrase('CLP 89,412', 660, 560, 6),
  ...phrase('Fecha de Emisión del Certificado: 10-09-2025', 120, 700, 7),
];

/** The page's words mapped into PDF points (72/200), optionally as a page turned a quarter turn. */
function page(words: OcrWord[], turned = false) {
  const scale = 72 / 200;
  return ocrPage(1, words, (x, y) => (turned ? [y * scale, x * scale] : [x * scale, 800 - y * scale]));
}

describe('headerBoxAmounts', () => {
  it('puts the amount in the box whose title stands above it', () => {
    expect(headerBoxAmounts([page(WORDS)])).toEqual([{ box: 'notDue', value: 89412, printed: '89,412' }]);
  });

  it('reads the boxes of a page whose words run down the sheet', () => {
    expect(headerBoxAmounts([page(WORDS, true)])).toEqual([
      { box: 'notDue', value: 89412, printed: '89,412' },
    ]);
  });

  it('finds an amount in the overdue box and nothing without positions', () => {
    const overdue = WORDS.map((placed) =>
      placed.line === 6 ? { ...placed, left: placed.left - 520 } : placed,
    );
    expect(headerBoxAmounts([page(overdue)])).toEqual([{ box: 'overdue', value: 89412, printed: '89,412' }]);
    expect(headerBoxAmounts([{ ...page(WORDS), runs: [] }])).toBeNull();
  });
});

describe('extractTgrDebt with the header boxes', () => {
  it('gives a worn scan’s amount to the box it is printed in, not to the first title', () => {
    const scanned = page(WORDS);
    expect(scanned.lines.join('\n')).toMatch(/Morosa.*Vencida Liquidada.*\nCLP 89,412/);
    const { certificate } = extractTgrDebt(buildDocument('tgr.scan.pdf', [scanned])).value;
    expect(certificate.total_deuda_no_vencida_liquidada).toBe(89412);
    expect(certificate.total_deuda_vencida_liquidada).toBe(0);
  });
});
