import { describe, expect, it } from 'vitest';

import { readPdfText } from '../../server/analysis/engine/pdfText';
import { textPdf } from './pdfWriter';

const linesOf = async (lines: string[]) =>
  (await readPdfText(new Uint8Array(textPdf([lines]))))[0]?.lines ?? [];

describe('textPdf', () => {
  it('keeps apart a table cell whose capitals run past the next column', async () => {
    const lines = await linesOf([
      'TGR  CERTIFICADO DE DEUDA  26/06/2026',
      'AÑO-CUOTA  VENCIMIENTO  MONTO',
      'MARÍA ANTONIA  Fecha 12-05-2026',
    ]);
    expect(lines.join('\n')).toMatch(/DEUDA\s+26\/06\/2026/);
    expect(lines.join('\n')).toMatch(/AÑO-CUOTA\s+VENCIMIENTO/);
    expect(lines.join('\n')).toMatch(/ANTONIA\s+Fecha/);
  });

  it('draws a cell that fits at its character column, under its header', () => {
    const drawn = textPdf([['ROL       COMUNA', '120-4     TALCA']]).toString('latin1');
    const columnOf = (cell: string) =>
      Number(new RegExp(String.raw`Tf ([\d.]+) \d+ Td \(${cell}\)`).exec(drawn)?.[1]);
    expect(columnOf('COMUNA')).toBe(columnOf('TALCA'));
    expect(columnOf('COMUNA')).toBeGreaterThan(columnOf('ROL'));
  });
});
