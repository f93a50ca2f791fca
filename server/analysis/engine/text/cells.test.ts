import { describe, expect, it } from 'vitest';

import { lineCells, lineSpans } from './cells';

describe('lineCells', () => {
  it('parts cells at three spaces, keeping one-character cells apart', () => {
    expect(lineCells('4/2025    30-11-2025      0            45.210').map((cell) => cell.text)).toEqual([
      '4/2025',
      '30-11-2025',
      '0',
      '45.210',
    ]);
    expect(lineCells('Ensanche   X   Av. Grecia  120')).toEqual([
      { text: 'Ensanche', start: 0 },
      { text: 'X', start: 11 },
      { text: 'Av. Grecia  120', start: 15 },
    ]);
  });

  it('parts at a narrower gap when asked', () => {
    expect(lineCells('00412-00023  CONCEPCION', 2).map((cell) => cell.text)).toEqual([
      '00412-00023',
      'CONCEPCION',
    ]);
  });
});

describe('lineSpans', () => {
  it('gives each line where it starts in the text, empty lines included', () => {
    const text = 'ROL   COMUNA\n\n1532-22   ARICA';
    const spans = lineSpans(text);
    expect(spans).toEqual([
      { text: 'ROL   COMUNA', start: 0 },
      { text: '', start: 13 },
      { text: '1532-22   ARICA', start: 14 },
    ]);
    for (const span of spans) expect(text.slice(span.start, span.start + span.text.length)).toBe(span.text);
  });
});
