import { foldAccents, SII_DESTINATION_WORDS } from '../../../../common/vocabularies';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import { lineSpans } from '../text/cells';
import type { CertificateFields } from './certificateFields';

/*
 * SII's one row printed without its header, its cells joined by rules ("NATALES | 00321-00007 |
 * BAQUEDANO 814 | COMERCIO", or spaced middle dots): each cell tells what it is by its shape alone (a rol, a comuna SII
 * names, a destination of its roll, and the address holding a number), in any order. Read only
 * when every cell of the row is one of these, once each.
 */

/** A rol de avalúo alone in its cell, zero-padded or not: "00321-00007", "2518-211". */
// Its label may open the cell ("ROL 240-5").
const ROL_CELL = /^(?:ROL\s+|Rol\s+)?(\d{1,5})\s?-\s?([\dkK]{1,5})$/u;
/** The rules between cells: a bar, or a middle dot between spaces ("ROL 240-5 · AYSEN · …"). */
const CELL_RULE = /\s*(?:\||\s·\s)\s*/u;
const DESTINATIONS: ReadonlySet<string> = new Set(SII_DESTINATION_WORDS);
/** The least and most cells such a row has. */
const MIN_CELLS = 3;
const MAX_CELLS = 5;

export type PipedRowField = 'rol' | 'comuna' | 'direccion' | 'destino';

const isDestination = (cell: string) => {
  const words = foldAccents(cell)
    .toLowerCase()
    .split(/[\s,]+/u)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => DESTINATIONS.has(word));
};

/** A line's cells between its rules, each with where its text starts in the line. */
function cellsOf(line: string): { text: string; index: number }[] {
  const cells: { text: string; index: number }[] = [];
  let from = 0;
  for (const rule of line.matchAll(new RegExp(CELL_RULE.source, 'gu'))) {
    cells.push(cellAt(line, from, rule.index));
    from = rule.index + rule[0].length;
  }
  cells.push(cellAt(line, from, line.length));
  return cells.filter((cell) => cell.text !== '');
}

function cellAt(line: string, from: number, to: number): { text: string; index: number } {
  const piece = line.slice(from, to);
  return { text: piece.trim(), index: from + Math.max(0, piece.search(/\S/u)) };
}

/** The row's fields by their cells' shapes, recorded where printed; empty without such a row. */
export function pipedRow(fields: CertificateFields): Partial<Record<PipedRowField, string>> {
  for (const { text: line, start } of lineSpans(fields.document.raw)) {
    if (line.includes(':')) continue;
    const cells = cellsOf(line);
    if (cells.length < MIN_CELLS || cells.length > MAX_CELLS || !CELL_RULE.test(line)) continue;
    const found: Partial<Record<PipedRowField, { value: string; index: number; length: number }>> = {};
    const take = (field: PipedRowField, value: string, cell: { text: string; index: number }) => {
      if (found[field]) return false;
      found[field] = { value, index: start + cell.index, length: cell.text.length };
      return true;
    };
    const read = cells.every((cell) => {
      const rol = ROL_CELL.exec(cell.text);
      if (rol?.[1] && rol[2]) return take('rol', `${Number(rol[1])}-${Number(rol[2])}`, cell);
      const comuna = canonicalComuna(cell.text);
      if (comuna) return take('comuna', comuna, cell);
      if (isDestination(cell.text)) return take('destino', cell.text, cell);
      if (/\p{L}/u.test(cell.text) && /\d/.test(cell.text)) return take('direccion', cell.text, cell);
      return false;
    });
    if (!read || !found.rol || (!found.direccion && !found.destino)) continue;
    const paths: Record<PipedRowField, string> = {
      rol: 'rol_avaluo',
      comuna: 'comuna',
      direccion: 'direccion',
      destino: 'destino',
    };
    const values: Partial<Record<PipedRowField, string>> = {};
    for (const [field, value] of Object.entries(found) as [PipedRowField, (typeof found)[PipedRowField]][]) {
      if (!value) continue;
      // Unlabelled: the cell's role is inferred from its shape, so it is read less sure.
      fields.record.raw(paths[field], value.index, value.length, 0.75);
      values[field] = value.value;
    }
    return values;
  }
  return {};
}
