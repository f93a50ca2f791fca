import { parseInteger } from '../text/amounts';
import { lineCells, lineSpans, ruledCells, type LineCell } from '../text/cells';
import { foldKeepingLength } from '../text/folded';
import type { CertificateFields } from './certificateFields';

/*
 * An appraisal detailed by component: a grid crossing the parts of the property (terreno,
 * construcciones) with the parts of the amount (afecto, exento), each with its total:
 *
 *                   Terreno       Construcciones   Total
 *   Avalúo afecto   $ 97.300.100  $ 91.150.200     $ 188.450.300
 *   Avalúo exento   $ 0           $ 0              $ 0
 *
 * or the same transposed (components as rows, "Afecto  Exento  Total" as columns). The
 * certificate's amounts are the property's: the Total column (or row) of each part, never the
 * first component's cell a label reader would take.
 */

export type GridField = 'avaluo_afecto' | 'avaluo_exento' | 'avaluo_total';

const PART_OF: readonly (readonly [RegExp, GridField])[] = [
  [/\bafect[oa]\b/, 'avaluo_afecto'],
  [/\bexent[oa]\b/, 'avaluo_exento'],
  [/\btotal\b/, 'avaluo_total'],
];

const folded = (text: string) => foldKeepingLength(text).toLowerCase().trim();
const partOf = (text: string) => PART_OF.find(([pattern]) => pattern.test(folded(text)))?.[1] ?? null;
const isTotal = (text: string) => /^(?:avaluo\s+)?total(?:es)?$/.test(folded(text));
const AMOUNT_CELL = /^\$?\s?\d{1,3}(?:\.\d{3})*$/;
/** How many lines under its header a grid's rows may stand. */
const GRID_ROWS = 6;

/** The amount in a cell, or null when the cell is none. */
function amountOf(cell: LineCell | undefined): number | null {
  return cell && AMOUNT_CELL.test(cell.text.trim()) ? parseInteger(cell.text.replace(/[$\s]/g, '')) : null;
}

/**
 * The amounts of a component grid, each recorded where printed; empty when the certificate has
 * no such grid (a header of two or more column names, one of them the total, over rows of one
 * label and as many amounts).
 */
export function componentGrid(fields: CertificateFields): Partial<Record<GridField, number>> {
  const lines = lineSpans(fields.document.raw);
  for (const [index, { text: line }] of lines.entries()) {
    const header = lineCells(line);
    const totalColumn = header.findIndex((cell) => isTotal(cell.text));
    if (header.length < 3 || totalColumn < 0 || header.some((cell) => /\d|\brol\b/.test(folded(cell.text))))
      continue;
    // Parts as columns (afecto, exento, total), components as rows; else the reverse.
    const columnsAreParts = header.every((cell) => partOf(cell.text) !== null);
    const found: Partial<Record<GridField, number>> = {};
    for (const { text: rowText, start } of lines.slice(index + 1, index + 1 + GRID_ROWS)) {
      const [label, ...cells] = lineCells(rowText);
      if (!label || cells.length !== header.length) continue;
      const record = (field: GridField, cell: LineCell | undefined) => {
        const value = amountOf(cell);
        if (value === null || !cell || found[field] !== undefined) return;
        found[field] = value;
        fields.record.raw(field, start + cell.start, cell.text.length, 0.8);
      };
      if (columnsAreParts) {
        if (!isTotal(label.text)) continue;
        header.forEach((cell, column) => {
          const field = partOf(cell.text);
          if (field) record(field, cells[column]);
        });
      } else {
        const field = partOf(label.text);
        if (field) record(field, cells[totalColumn]);
      }
    }
    if (Object.keys(found).length > 0) return found;
  }
  return {};
}

/** A figure in pesos in a row ("$ 118.430.250", "$0"). */
const PESOS_CELL = /\$\s?\d[\d.]*/gu;

/** A row's figures in pesos as its cells, whatever words stand before them. */
function pesosCells(row: string): LineCell[] {
  return [...row.matchAll(PESOS_CELL)].map((match) => ({ text: match[0], start: match.index }));
}

/**
 * A row of figures in pesos and nothing else ("$ 88.417.260 $ 22.904.115 $ 65.513.145"): its
 * figures are its cells even where a scan's OCR closed the gaps between the columns to one space.
 */
const onlyPesos = (row: string) => /\$/.test(row) && row.replace(PESOS_CELL, '').trim() === '';

/** What a part's name may say it is exempt from or subject to: "Avalúo Exento de Impuesto". */
const TAX_WORDS = /(?<!\p{L})(?:de|a)\s+(?:impuestos?|contribuciones)(?!\p{L})/gu;
/** A table's rules between its header's cells. */
const RULES = /[|¦│]/gu;

/** The parts' names, folded ("afecto", "exenta", "total"); a header may print "avalúo" before each. */
const PARTS = String.raw`afect[oa]|exent[oa]|total`;
/** The parts' names in a header, in the order printed: "AVALÚO TOTAL", "Afecto", "AVALÚO EXENTO". */
const PART_NAME = new RegExp(String.raw`(?:avaluo\s+)?(${PARTS})(?!\p{L})`, 'gu');
/**
 * The components an agricultural certificate prints before its total ("Terreno (42,30 ha)
 * Construcciones   Avalúo total"): columns of the row, none of the report's amounts. Their area in
 * brackets is part of the cell.
 */
const COMPONENT_NAME =
  /(?:avaluo\s+(?:de\s+(?:los?\s+|las?\s+)?)?)?(?:terrenos?|construcci(?:on|ones))(?:\s*\([^()\n]{1,20}\))?(?!\p{L})/gu;
/** Any column's name in such a header, its part's field or null for a component. */
const COLUMN_NAME = new RegExp(`${PART_NAME.source}|${COMPONENT_NAME.source}`, 'gu');

/**
 * The parts named on one line, parted by slashes, then their amounts in the same order ("AFECTO /
 * EXENTO / TOTAL .. 118.902.600 / 48.013.205 / 166.915.805"); null for any other line.
 */
const SLASHED_PART = String.raw`(?:avaluo\s+)?(?:${PARTS})`;
const SLASHED_PARTS = new RegExp(
  String.raw`^\s*(${SLASHED_PART}(?:\s*\/\s*${SLASHED_PART})+)[\s.:…_-]+(\$?\s?\d[\d.]*(?:\s*\/\s*\$?\s?\d[\d.]*)+)\s*$`,
  'u',
);

/** `header` is the line folded, as `partsRow` reads it. */
function slashedParts(
  fields: CertificateFields,
  line: string,
  header: string,
  start: number,
): Partial<Record<GridField, number>> | null {
  const match = SLASHED_PARTS.exec(header);
  if (!match?.[1] || !match[2]) return null;
  const names = match[1].split('/').map((name) => partOf(name));
  // `folded` trims the line: its leading spaces come back for the offsets.
  const at = line.length - line.trimStart().length + match[0].indexOf(match[2]);
  const cells = [...match[2].matchAll(/\$?\s?\d[\d.]*/gu)];
  if (cells.length !== names.length || new Set(names).size !== names.length) return null;
  const found: Partial<Record<GridField, number>> = {};
  names.forEach((field, column) => {
    const cell = cells[column];
    const amount = cell ? amountOf({ text: cell[0], start: 0 }) : null;
    if (!field || !cell || amount === null) return;
    found[field] = amount;
    fields.record.raw(field, start + at + cell.index, cell[0].length, 0.8);
  });
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The amounts of a header naming only the appraisal's parts, in any order, over a line of as many
 * amounts ("AVALÚO TOTAL   AVALÚO AFECTO AVALÚO EXENTO" / "$ 52.118.300   $ 0   $ 52.118.300"):
 * the n-th amount is the n-th part's, however the text layer glued the header's cells. The
 * header may name the components first ("Terreno (42,30 ha)   Construcciones   Avalúo total"),
 * their amounts skipped.
 */
export function partsRow(fields: CertificateFields): Partial<Record<GridField, number>> {
  const lines = lineSpans(fields.document.raw);
  for (const [index, { text: line, start }] of lines.entries()) {
    const header = folded(line);
    const slashed = slashedParts(fields, line, header, start);
    if (slashed) return slashed;
    const columns = [...header.matchAll(COLUMN_NAME)].map((match) => (match[1] ? partOf(match[1]) : null));
    const names = columns.filter((name) => name !== null);
    const rest = header.replace(COLUMN_NAME, '').replace(TAX_WORDS, '').replace(RULES, '').trim();
    if (
      names.length < (columns.length > names.length ? 1 : 2) ||
      new Set(names).size < names.length ||
      (rest !== '' && rest !== 'destino')
    )
      continue;
    const row = lines.slice(index + 1).find((next) => next.text.trim() !== '');
    // A table drawn with rules ("| $41.308.115 | $41.308.115 | $0 |") is parted by its rules; one
    // heading the destination first ("DESTINO   AVALÚO TOTAL …" over "HABITACIONAL $ 118.430.250
    // …", the word glued to the first amount) gives its amounts as the row's figures in pesos.
    const cells = (
      rest === 'destino' || onlyPesos(row?.text ?? '')
        ? pesosCells(row?.text ?? '')
        : (ruledCells(row?.text ?? '') ?? lineCells(row?.text ?? ''))
    ).filter((cell) => cell.text !== '');
    const amounts = cells.map(amountOf);
    if (!row || cells.length !== columns.length || amounts.some((amount) => amount === null)) continue;
    const found: Partial<Record<GridField, number>> = {};
    columns.forEach((field, column) => {
      const cell = cells[column];
      const amount = amounts[column];
      if (!field || !cell || amount === null || amount === undefined) return;
      found[field] = amount;
      fields.record.raw(field, row.start + cell.start, cell.text.length, 0.8);
    });
    return found;
  }
  return {};
}
