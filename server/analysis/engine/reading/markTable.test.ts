import { describe, expect, it } from 'vitest';

import { buildDocument } from '../document';
import type { PageText } from '../pdfText';
import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { markedRows, rowAbout } from './markTable';

/** A text page whose cells are drawn at their character column (5 pt each), as a table's are. */
function tablePage(lines: string[]): PageText {
  const runs = lines.flatMap((line, row) =>
    [...line.matchAll(/\S+(?: \S+)*/g)].map((cell) => ({
      text: cell[0],
      origin: [56 + cell.index * 5, 780 - row * 13] as const,
      advance: [cell[0].length * 5, 0] as const,
      rise: [0, 9.5] as const,
    })),
  );
  return {
    number: 1,
    lines: lines.map((line) => line.trim().replace(/\s{3,}/g, '   ')),
    textLength: lines.join('').length,
    runs,
  };
}

const tableDocument = (lines: string[]) => buildDocument('tabla.pdf', [tablePage(lines)]);

describe('markedRows', () => {
  it('reads a mark by the column it stands in under a SÍ / NO header, with the detail beside it', () => {
    const rows = markedRows(
      tableDocument([
        'Afectación                SÍ     NO     Detalle',
        'Ensanche de vía            X            Avenida Los Pinos',
        'Área verde proyectada             X',
        'Utilidad pública',
      ]),
    );
    expect(rowAbout(rows, /ensanche/)).toMatchObject({ answer: true, detail: 'Avenida Los Pinos' });
    expect(rowAbout(rows, /area verde/)).toMatchObject({ answer: false, detail: '' });
    // A row without a mark says nothing: its answer is left unread, not taken from its label.
    expect(rowAbout(rows, /utilidad publica/)).toMatchObject({ answer: null });
  });

  it('reads marks printed before the labels, under SÍ / NO columns on the left', () => {
    const rows = markedRows(
      tableDocument(['SÍ    NO    Afectación', '      X     Vialidad', 'X           Parque o área verde']),
    );
    expect(rowAbout(rows, /vialidad/)?.answer).toBe(false);
    expect(rowAbout(rows, /parque/)?.answer).toBe(true);
  });

  it('reads "afecta" / "no afecta" columns and a mark between them as unread', () => {
    const rows = markedRows(
      tableDocument([
        'Proyecto                     Afecta      No afecta',
        'Expropiación SERVIU                         X',
        'Programa habitacional            X',
        'Apertura de calle' + ' '.repeat(21) + 'X',
      ]),
    );
    expect(rowAbout(rows, /expropiacion/)?.answer).toBe(false);
    expect(rowAbout(rows, /programa/)?.answer).toBe(true);
    expect(rowAbout(rows, /apertura/)?.answer).toBeNull();
  });

  it('never guesses a lone mark’s column when its row is not among the words the page draws', () => {
    const page = tablePage(['Concepto   SÍ   NO', 'Vialidad   X']);
    const drawn = { ...page, runs: page.runs?.filter((run) => run.text !== 'X') };
    expect(rowAbout(markedRows(buildDocument('a.pdf', [drawn])), /vialidad/)?.answer).toBeNull();
  });

  it('reads the typed columns of a text given without its drawing', () => {
    const document = documentFromPages('texto.pdf', [
      ['AFECTACIÓN   SI   NO', 'Vialidad   X', 'Parques' + ' '.repeat(11) + 'X'].join('\n'),
    ]);
    const rows = markedRows(document);
    expect(rowAbout(rows, /vialidad/)?.answer).toBe(true);
    expect(rowAbout(rows, /parques/)?.answer).toBe(false);
  });

  it('reads answers printed before the label, with a tick after them, and N/A as no answer', () => {
    const document = documentFromPages('antes.pdf', [
      [
        'Marca   Afectación',
        'NO   Afectación por vialidad',
        'SÍ ✓   Parque comunal proyectado',
        'N/A   Zona de riesgo',
      ].join('\n'),
    ]);
    const rows = markedRows(document);
    expect(rowAbout(rows, /vialidad/)?.answer).toBe(false);
    expect(rowAbout(rows, /parque/)?.answer).toBe(true);
    expect(rowAbout(rows, /riesgo/)?.answer).toBeNull();
  });

  it('reads the option whose box is ticked after it, and none when no box is', () => {
    const read = (line: string) =>
      rowAbout(markedRows(documentFromPages('cajas.pdf', [line])), /expropiacion/)?.answer;
    expect(read('Afecto a expropiación:   SÍ ☐   NO ☒')).toBe(false);
    expect(read('Afecto a expropiación:   SÍ [X]   NO [ ]')).toBe(true);
    expect(read('Afecto a expropiación:   SÍ   NO')).toBeNull();
    expect(read('Afecto a expropiación   no afecto')).toBe(false);
  });

  it('takes no row from prose or labelled values', () => {
    const document = documentFromPages('prosa.pdf', [
      [
        'El inmueble no se encuentra afecto a expropiación.',
        'ROL DE AVALÚO:   6120-9   ÁREA: [X] URBANA [ ] RURAL',
        '[ X ] Ensanche   [ ] Apertura',
      ].join('\n'),
    ]);
    expect(markedRows(document)).toEqual([]);
  });
});
