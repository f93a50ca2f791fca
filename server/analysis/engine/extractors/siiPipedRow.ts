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
const DESTINATIONS: ReadonlySet<string> = new Set(SII_DESTINATION_WORDS);
/** The least and most cells such a row has. */
const MIN_CELLS = 3;
const MAX_CELLS = 5;

/**
 * What parts the row's cells: rules ("NATALES | 00321-00007 | …"), middle dots or slashes between
 * spaces ("ROL 240-5 · AYSEN · …", "ARAUCO / 88-7 / ESMERALDA 412 / HABITACIONAL"); a row without
 * them is cut by its cells' shapes (unruledCells).
 */
function cellRule(line: string): RegExp | null {
  if (line.includes('|')) return /\|/gu;
  if (/\s·\s/u.test(line)) return /\s+·\s+/gu;
  return /\s\/\s/u.test(line) ? /\s+\/\s+/gu : null;
}

/**
 * A row without rules, its gaps kept or lost by the text layer ("LAJA  112-4  LOS ROBLES 88
 * AGRICOLA", "SANTA BARBARA402-15 RESERVA CORA 2 LOS JUNQUILLOS AGRICOLA"), cut in SII's order:
 * the comuna's words up to the rol, the rol, the address (with a number) and the destination's
 * one word. The cells' shapes are checked as any row's.
 */
const UNRULED_ROW = /^(\D+?)\s*(\d{1,5}\s?-\s?[\dkK]{1,5})\s+(\S.*\d.*?)\s+(\p{L}+)\s*$/u;

function unruledCells(line: string): { text: string; index: number }[] {
  const row = UNRULED_ROW.exec(line);
  if (!row) return [];
  let from = 0;
  return row.slice(1).map((text) => {
    const index = line.indexOf(text, from);
    from = index + text.length;
    return { text, index };
  });
}

/** The line's cells between its rules, each where it starts in the line. */
function cellsOf(line: string, rule: RegExp): { text: string; index: number }[] {
  const cells: { text: string; index: number }[] = [];
  let from = 0;
  for (const match of line.matchAll(rule)) {
    cells.push({ text: line.slice(from, match.index), index: from });
    from = match.index + match[0].length;
  }
  return [...cells, { text: line.slice(from), index: from }];
}

const FIELDS = ['rol', 'comuna', 'direccion', 'destino'] as const;
export type PipedRowField = (typeof FIELDS)[number];
/** Where each cell's value is recorded in the appraisal. */
const PATHS = {
  rol: 'rol_avaluo',
  comuna: 'comuna',
  direccion: 'direccion',
  destino: 'destino',
} satisfies Record<PipedRowField, string>;

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
    const rule = cellRule(line);
    const cells = (rule ? cellsOf(line, rule) : unruledCells(line))
      .map((cell) => ({ text: cell.text.trim(), index: cell.index + cell.text.search(/\S|$/u) }))
      .filter((cell) => cell.text !== '');
    if (cells.length < MIN_CELLS || cells.length > MAX_CELLS) continue;
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
    const values: Partial<Record<PipedRowField, string>> = {};
    for (const field of FIELDS) {
      const value = found[field];
      if (!value) continue;
      // Unlabelled: the cell's role is inferred from its shape, so it is read less sure.
      fields.record.raw(PATHS[field], value.index, value.length, 0.75);
      values[field] = value.value;
    }
    return values;
  }
  return {};
}
