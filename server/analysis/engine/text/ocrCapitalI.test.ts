import { describe, expect, it } from 'vitest';

import type { PageText } from '../pdfText';
import { capitalI, restoreCapitalI } from './ocrCapitalI';

describe('capitalI', () => {
  it('reads an l among capitals as the I it stands for', () => {
    expect(capitalI('ROSALlNDA')).toBe('ROSALINDA');
    expect(capitalI('Pl-ZARRO')).toBe('PI-ZARRO');
    expect(capitalI('lNÉS')).toBe('INÉS');
    expect(capitalI('LlNDA-l')).toBe('LINDA-I');
  });

  it('leaves words not printed in capitals as read', () => {
    for (const word of ['Al', 'Pl', 'El', 'Ll', 'l', 'calle', 'Valdivia', 'DEl0'])
      expect(capitalI(word)).toBe(word);
  });
});

describe('restoreCapitalI', () => {
  const page = (ocr: boolean): PageText => ({
    number: 1,
    lines: ['compra a don OSVALDO ENRIQUE Pl-ZARRO DÍAZ, Al margen'],
    textLength: 40,
    runs: [{ text: 'Pl-ZARRO', origin: [0, 0], advance: [10, 0], rise: [0, 8], confidence: 90 }],
    ...(ocr ? { ocr: { doubtfulWords: [] } } : {}),
  });

  it('writes the words again in lines and word boxes of a page read by OCR', () => {
    const restored = restoreCapitalI(page(true));
    expect(restored.lines).toEqual(['compra a don OSVALDO ENRIQUE PI-ZARRO DÍAZ, Al margen']);
    expect(restored.runs?.[0]?.text).toBe('PI-ZARRO');
  });

  it('writes again the half of a word a line break cut, by the capitals of the whole word', () => {
    const cut = { ...page(true), lines: ['Doña ROSALINDA DEL Pl-', 'LAR ANDRADE, Al margen: Pl-', 'no'] };
    expect(restoreCapitalI(cut).lines).toEqual([
      'Doña ROSALINDA DEL PI-',
      'LAR ANDRADE, Al margen: Pl-',
      'no',
    ]);
  });

  it('leaves a page printed as text alone', () => {
    expect(restoreCapitalI(page(false)).lines[0]).toContain('Pl-ZARRO');
  });
});
