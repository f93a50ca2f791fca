import { canonicalComuna, COMUNA_NAME_WORDS } from '../../../../common/vocabularies/comunas';
import { lineCells, lineSpans, type LineCell } from '../text/cells';
import type { CertificateFields } from './certificateFields';

/*
 * A TGR header printing its labels as a row of column heads and the values on the line under
 * them ("ROL   NOMBRE   COMUNA" over "1404-02210-044   SOTO PAZ ANA Y OT   LICANTEN"): each
 * value is read from the cell under its head, the cells parted by a wide gap.
 */

/** A column head of such a row. */
const HEAD = /^(?:rol|nombre|comuna|direcci[oó]n)$/iu;
/** A name cell: capitals, spaces and a name's marks only ("SOTO PAZ ANA Y OT"). */
const NAME_CELL = /^\p{Lu}[\p{Lu} .'&-]*\p{Lu}\.?$/u;
/** How far under its heads the values may be printed, in lines (blank ones skipped). */
const ROW_REACH = 2;

/** A line's cells, words apart by one space and the cells by two or more, placed in the whole text. */
const cellsOf = ({ text, start }: LineCell): LineCell[] =>
  lineCells(text, 2).map((cell) => ({ text: cell.text, start: start + cell.start }));

export interface HeadedRow {
  nombre: string | null;
  comuna: string | null;
}

/**
 * The row's cells with the comuna parted from the name before it, where the text layer read the
 * gap between them as one space ("… ESTEBAN Y OT PAINE" under "NOMBRE   COMUNA"): the last words
 * of that cell naming a comuna are its own cell.
 */
function withComunaApart(cells: LineCell[], heads: string[]): LineCell[] {
  const at = heads.indexOf('nombre');
  const cell = cells[at];
  if (!cell || heads[at + 1] !== 'comuna') return cells;
  const words = cell.text.split(' ');
  for (let take = Math.min(COMUNA_NAME_WORDS, words.length - 1); take >= 1; take--) {
    const comuna = words.slice(-take).join(' ');
    if (!canonicalComuna(comuna)) continue;
    const name = words.slice(0, -take).join(' ');
    return [
      ...cells.slice(0, at),
      { text: name, start: cell.start },
      { text: comuna, start: cell.start + name.length + 1 },
      ...cells.slice(at + 1),
    ];
  }
  return cells;
}

/** The taxpayer's name and the comuna a row of column heads gives, recorded; nulls without one. */
export function headedRow(fields: CertificateFields): HeadedRow {
  const lines = lineSpans(fields.document.raw);
  for (const [index, line] of lines.entries()) {
    const heads = cellsOf(line);
    const names = heads.map((head) => head.text.toLowerCase());
    if (heads.length < 2 || !names.includes('nombre') || !heads.every((head) => HEAD.test(head.text)))
      continue;
    const below = lines.slice(index + 1, index + 1 + ROW_REACH).find((next) => next.text.trim() !== '');
    const printed = below ? cellsOf(below) : [];
    const values = printed.length === heads.length - 1 ? withComunaApart(printed, names) : printed;
    if (values.length !== heads.length) return { nombre: null, comuna: null };
    const under = (head: string) => values[names.indexOf(head)];
    const nameCell = under('nombre');
    const nombre = nameCell && NAME_CELL.test(nameCell.text) ? nameCell : undefined;
    if (nombre) fields.record.raw('contribuyente.nombre', nombre.start, nombre.text.length, 0.85);
    const comunaCell = under('comuna');
    const comuna = comunaCell ? canonicalComuna(comunaCell.text) : null;
    if (comunaCell && comuna)
      fields.record.raw('comuna_propiedad', comunaCell.start, comunaCell.text.length, 0.85);
    return { nombre: nombre?.text ?? null, comuna };
  }
  return { nombre: null, comuna: null };
}
