import { foldAccents, SII_DESTINATION_WORDS } from '../../../../common/vocabularies';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import { lineSpans } from '../text/cells';
import type { CertificateFields } from './certificateFields';

/*
 * SII's one row printed without its header, its cells joined by rules ("NATALES | 00321-00007 |
 * BAQUEDANO 814 | COMERCIO"): each cell tells what it is by its shape alone (a rol, a comuna SII
 * names, a destination of its roll, and the address holding a number), in any order. Read only
 * when every cell of the row is one of these, once each.
 */

/** A rol de avalúo alone in its cell, zero-padded or not: "00321-00007", "2518-211". */
const ROL_CELL = /^(\d{1,5})\s?-\s?([\dkK]{1,5})$/u;
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

/** The row's fields by their cells' shapes, recorded where printed; empty without such a row. */
export function pipedRow(fields: CertificateFields): Partial<Record<PipedRowField, string>> {
  for (const { text: line, start } of lineSpans(fields.document.raw)) {
    if (line.includes(':')) continue;
    const cells = [...line.matchAll(/[^|]+/gu)]
      .map((cell) => ({ text: cell[0].trim(), index: cell.index + cell[0].search(/\S|$/u) }))
      .filter((cell) => cell.text !== '');
    if (cells.length < MIN_CELLS || cells.length > MAX_CELLS || !line.includes('|')) continue;
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
