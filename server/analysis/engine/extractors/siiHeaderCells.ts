import { notADestination } from '../checks/destinationWords';
import { lineCells, lineSpans, type LineCell } from '../text/cells';
import { foldKeepingLength } from '../text/folded';
import type { CertificateFields } from './certificateFields';

/*
 * SII's short header row of the property's cells, without the address ("Comuna   Rol   Destino"
 * over "CONCHALI   03140-00022   HABITACIONAL", the address under its own label below): the
 * destination is the row's cell under its header's. The other cells are read by their own forms.
 */

/** A header's cell: one of the row's fields, the rol's maybe in words ("Rol de avalúo"). */
const HEADER_CELL = /^(?:comuna|rol(?:\s+(?:de\s+)?avaluo)?|destino)$/u;

/** A last cell whose words in capitals follow the rol's figures, the gap between them lost. */
const GLUED_LAST_CELL = /^(.*\d)\s+(\p{Lu}{3,}(?:\s+(?:(?:Y|E|DE)\s+)?\p{Lu}{3,})*)$/u;

/**
 * The row's cell under the header's column: the row's cells lining up with the header's, or, the
 * destination being the last column, the words the text layer glued to the cell before it
 * ("03140-00022 HABITACIONAL").
 */
function cellUnder(cells: LineCell[], columns: number, column: number): LineCell | null {
  if (cells.length === columns) return cells[column] ?? null;
  const last = cells.at(-1);
  if (column !== columns - 1 || cells.length !== columns - 1 || !last) return null;
  const glued = GLUED_LAST_CELL.exec(last.text);
  const words = glued?.[2];
  return words ? { text: words, start: last.start + last.text.length - words.length } : null;
}

/** The destination printed under its header in a row of comuna, rol and destino cells; null when none is. */
export function destinationUnderHeader(fields: CertificateFields): string | null {
  const lines = lineSpans(fields.document.raw);
  for (const [index, { text }] of lines.entries()) {
    const header = lineCells(text).map((cell) => foldKeepingLength(cell.text).toLowerCase());
    const column = header.indexOf('destino');
    if (column < 0 || header.length < 2 || !header.every((cell) => HEADER_CELL.test(cell))) continue;
    const row = lines[index + 1];
    if (!row) return null;
    const cell = cellUnder(lineCells(row.text), header.length, column);
    if (!cell || notADestination(cell.text) || cell.text !== cell.text.toUpperCase()) return null;
    fields.record.raw('destino', row.start + cell.start, cell.text.length, 0.8);
    return cell.text;
  }
  return null;
}
