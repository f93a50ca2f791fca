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

  describe('a form of labels and values', () => {
    const row = (label: string | null, value: string, index: number) => [
      ...(label === null ? [] : [item(label, 40, 700 - index * 14)]),
      item(value, 200, 700 - index * 14),
    ];

    it('reads it row by row when some values stand without their label (lost by OCR, or a value wrapping)', () => {
      const form = [
        row('Fecha de emisión', '24/02/2026', 0),
        row('Código', 'CHC-0226-1', 1),
        row('Inmueble', 'pasaje Los Olmos 14, Villa Sur', 2),
        row('Comuna', 'Lonquén', 3),
        row(null, 'Fs. 12 N° 9 Año 2019', 4),
        row('Acreedor', 'BANCO DEL SUR', 5),
        row(null, 'no enajenar sin autorización', 6),
        row('Monto', '$1.000.000', 7),
      ].flat();
      const lines = layoutPage(form);
      expect(lines[0]).toMatch(/^Fecha de emisión\s+24\/02\/2026$/);
      expect(lines[4]).toBe('Fs. 12 N° 9 Año 2019');
      expect(lines[5]).toMatch(/^Acreedor\s+BANCO DEL SUR$/);
      expect(lines).toHaveLength(8);
    });

    it('keeps a table of several columns whose first column looks like labels as rows', () => {
      // Cells where a monospaced text puts them (5 points a character), as a text layer draws a table.
      const table = [
        'REGISTRO       CLASE         FOJAS  Nº    AÑO   FECHA INSC.  A FAVOR DE / DETALLE',
        'Hipotecas      HIPOTECA      412    377   2019  02/04/2019   BANCO DEL SUR S.A.,',
        '                                                             por 900,00 U.F.',
        'Prohibiciones  PROHIBICION   430    391   2019  02/04/2019   BANCO DEL SUR S.A.,',
        '                                                             de gravar y enajenar',
        'Litigios       —             —      —     —     —            sin inscripciones',
        'Bien Familiar  —             —      —     —     —            sin inscripciones',
      ].flatMap((line, row) =>
        [...line.matchAll(/\S+(?: \S+)*/g)].map((cell) =>
          item(cell[0], 40 + (cell.index ?? 0) * 5, 700 - row * 12),
        ),
      );
      const lines = layoutPage(table);
      expect(lines[1]).toMatch(
        /^Hipotecas\s+HIPOTECA\s+412\s+377\s+2019\s+02\/04\/2019\s+BANCO DEL SUR S\.A\.,$/,
      );
      expect(lines[2]).toBe('por 900,00 U.F.');
    });

    it('still reads short margin notes apart from a body printed in capitals beside them', () => {
      const body = Array.from({ length: 8 }, (_, index) =>
        item(`DON PEDRO SOTO ES DUEÑO DEL SITIO NÚMERO ${index + 1} DE LA MANZANA`, 200, 700 - index * 14),
      );
      const margin = Array.from({ length: 6 }, (_, index) => item(`NOTA ${index + 1}`, 40, 700 - index * 14));
      const lines = layoutPage([...body, ...margin]);
      expect(lines.slice(0, 6)).toEqual(['NOTA 1', 'NOTA 2', 'NOTA 3', 'NOTA 4', 'NOTA 5', 'NOTA 6']);
    });
  });

  it('keeps table rows together and marks wide gaps as cell breaks', () => {
    const rows = Array.from({ length: 5 }, (_, index) => [
      item(`3${index}`, 40, 700 - index * 12),
      item(`1,00${index}`, 300, 700 - index * 12),
    ]);
    expect(layoutPage(rows.flat())[0]).toBe('30   1,000');
  });
});
