import { describe, expect, it } from 'vitest';

import { layoutPage, type PositionedText } from './layout';

const item = (text: string, x: number, y: number, fontSize = 10): PositionedText => ({
  text,
  x,
  y,
  width: text.length * fontSize * 0.5,
  fontSize,
});

describe('layoutPage', () => {
  it('rebuilds lines from items and spaces words by their gaps', () => {
    expect(layoutPage([item('dueña', 100, 700), item('del', 128, 700), item('Rol', 100, 680)])).toEqual([
      'dueña del',
      'Rol',
    ]);
  });

  it('reads a register margin column before the body column', () => {
    const body = Array.from({ length: 8 }, (_, index) =>
      item(`cuerpo línea ${index + 1} del texto`, 200, 700 - index * 14),
    );
    const margin = Array.from({ length: 5 }, (_, index) => item(`MARGEN ${index + 1}`, 40, 700 - index * 14));
    const lines = layoutPage([...body, ...margin]);
    expect(lines.slice(0, 5)).toEqual(['MARGEN 1', 'MARGEN 2', 'MARGEN 3', 'MARGEN 4', 'MARGEN 5']);
    expect(lines[5]).toBe('cuerpo línea 1 del texto');
  });

  it('keeps table rows together and marks wide gaps as cell breaks', () => {
    const rows = Array.from({ length: 5 }, (_, index) => [
      item(`3${index}`, 40, 700 - index * 12),
      item(`1,00${index}`, 300, 700 - index * 12),
    ]);
    expect(layoutPage(rows.flat())[0]).toBe('30   1,000');
  });
});
