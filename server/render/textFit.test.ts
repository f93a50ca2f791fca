import { describe, expect, it } from 'vitest';
import { breakLongWords, fitLine, fitLines, textWidth } from './textFit';

describe('fitLine', () => {
  it('keeps a line that fits and cuts one that does not with an ellipsis, within the width', () => {
    expect(fitLine('Estudio Pérez', 200, 8)).toBe('Estudio Pérez');
    const long = 'Estudio Jurídico Fernández, Ñúñez & Asociados · Estudio de títulos del departamento 1204';
    const cut = fitLine(long, 150, 8);
    expect(cut).toMatch(/…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(textWidth(cut, 8)).toBeLessThanOrEqual(150);
    expect(textWidth(fitLine(long, 150, 8, true), 8, true)).toBeLessThanOrEqual(150);
  });
});

describe('fitLines', () => {
  it('breaks between words into at most the lines given, the last cut with an ellipsis', () => {
    const text = Array.from({ length: 60 }, (_, index) => `palabra${index}`).join(' ');
    const lines = fitLines(text, 200, 7, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^palabra0 palabra1 /);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line, 7)).toBeLessThanOrEqual(200);
    expect(fitLines('Av. Apoquindo 3000', 200, 7, 2)).toEqual(['Av. Apoquindo 3000']);
    expect(fitLines('  ', 200, 7, 2)).toEqual([]);
  });
});

describe('breakLongWords', () => {
  it('breaks runs longer than the limit every limit characters and leaves the rest as it was', () => {
    expect(breakLongWords('Hipoteca vigente a favor del banco', 8)).toBe(
      'Hipoteca vigente a favor del banco',
    );
    expect(breakLongWords('ver abcdefghijkl fin', 5)).toBe('ver abcde fghij kl fin');
    const word = 'ñ'.repeat(18_000);
    const broken = breakLongWords(`Nota: ${word}`).split(' ');
    expect(broken[0]).toBe('Nota:');
    expect(broken.slice(1).join('')).toBe(word);
    expect(Math.max(...broken.map((part) => part.length))).toBe(80);
  });
});
