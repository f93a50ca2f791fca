import { plausibleYear } from './validate';

/*
 * A GP table whose text layer glued every cell to the next, header and rows alike
 * ("NºActoInscripciónAñoFechaAcreedor / BeneficiarioMonto" over "1HIPOTECAfs. 201 vta.nº
 * 144201923/07/2019BANCO DEL ESTADO DE CHILE1.350,00 UF"): each row is parted by what its columns
 * hold, in the header's order, and every cell after the reference is written after its column's
 * header as a label ("Año: 2019 Fecha: 23/07/2019 Acreedor / Beneficiario: BANCO …"), as a GP of
 * labelled entries prints it. The número, the year and the date's day glued into one run of
 * digits are split where the year is plausible and not after the date's year; a table so split
 * is a repaired reading (issue #18 item 4), and its values say so.
 */

type Column = 'number' | 'kind' | 'reference' | 'year' | 'date' | 'creditor' | 'amount' | 'detail';

const LABELS: readonly [string, Column][] = [
  [String.raw`N[º°]`, 'number'],
  [String.raw`Acto|Tipo|Clase`, 'kind'],
  [String.raw`Inscripci[óo]n`, 'reference'],
  [String.raw`A[ñn]o`, 'year'],
  [String.raw`Fecha(?:\s+Inscr\.?)?`, 'date'],
  [String.raw`Acreedor(?:\s*\/\s*Beneficiario)?|Beneficiario|A\s+favor\s+de`, 'creditor'],
  [String.raw`Monto|Suma`, 'amount'],
  [String.raw`Alcance|Objeto|Detalle`, 'detail'],
];
const LABEL = LABELS.map(([label]) => label).join('|');

/** A header of four labels or more, two of them glued ("ActoInscripción"), and the rows after it up to the next heading. */
export const GLUED_TABLE = new RegExp(
  String.raw`(?<![\p{L}])((?:${LABEL})(?:\s?(?:${LABEL})){3,})\s+(\d[^]*?)(?=\s+[IVX]{1,4}\.\s|\s+\d{1,2}\.\s+\p{Lu}|$)`,
  'gu',
);

/** The columns a header names, in order; null when no two of its labels are glued. */
function columnsOf(header: string): { column: Column; label: string }[] | null {
  const found = [...header.matchAll(new RegExp(LABELS.map(([label]) => `(${label})`).join('|'), 'gu'))];
  const glued = found.some((match, index) => {
    const next = found[index + 1];
    return next !== undefined && next.index === match.index + match[0].length;
  });
  if (!glued) return null;
  return found.map((match) => {
    const at = match.slice(1).findIndex((group) => group !== undefined);
    return { column: LABELS[at]?.[1] ?? 'detail', label: match[0] };
  });
}

const KIND = /^\p{Lu}[\p{Lu}\s]*?(?=f(?:s|ojas)\.?\s*\d|\d|$)/iu;
const REFERENCE = /^(f(?:s|ojas)\.?\s*[\d.]+\s*(?:v(?:l?ta)?\.?|vuelta)?\s*n[º°.]?\s*)(\d+)/iu;
const DATE = /^\d{1,2}\/\d{1,2}\/\d{4}/u;
const AMOUNT = /^(?:UF\s*[\d.]+(?:,\d+)?|\$\s*[\d.]+(?:,\d+)?|[\d.]+(?:,\d+)?\s*UF)/u;
const CREDITOR = /^\p{Lu}[\p{Lu}\d\s.,&'-]*?(?=\s*(?:UF\s*\d|\$|\d[\d.]*,\d|\p{Ll})|\s*$)/u;

/** The número, year and date's day of a glued run ("1442019" + "23" before "/07/2019"). */
function splitDigits(
  run: string,
  dateYear: number | null,
): { numero: string; year: string; day: string } | null {
  for (let dayLength = 2; dayLength >= (dateYear === null ? 0 : 1); dayLength--) {
    const digits = run.slice(0, run.length - dayLength);
    const day = run.slice(run.length - dayLength);
    if (dayLength > 0 && (Number(day) < 1 || Number(day) > 31)) continue;
    const year = digits.slice(-4);
    const numero = digits.slice(0, -4);
    if (numero === '' || !plausibleYear(Number(year))) continue;
    if (dateYear !== null && Number(year) > dateYear) continue;
    return { numero, year, day };
  }
  return null;
}

/** One row read from the start of `text`: its labelled form and the length it took; null when it does not part. */
function readRow(
  text: string,
  columns: { column: Column; label: string }[],
): { row: string; length: number; split: boolean } | null {
  let rest = text;
  let split = false;
  const parts: string[] = [];
  for (const { column, label } of columns) {
    rest = rest.replace(/^\s+/u, '');
    const taken = (length: number) => {
      const cell = rest.slice(0, length).trim();
      rest = rest.slice(length);
      return cell;
    };
    if (column === 'number') {
      const number = /^\d{1,3}(?=\s?\p{Lu})/u.exec(rest);
      if (!number) return null;
      parts.push(taken(number[0].length));
    } else if (column === 'kind') {
      const kind = KIND.exec(rest);
      if (!kind?.[0].trim()) return null;
      parts.push(taken(kind[0].length));
    } else if (column === 'reference') {
      const reference = REFERENCE.exec(rest);
      if (!reference?.[1] || !reference[2]) return null;
      const dateAfter = /^\/\d{1,2}\/(\d{4})/u.exec(rest.slice(reference[0].length));
      const hasYear = columns.some((other) => other.column === 'year');
      const digits = hasYear
        ? splitDigits(reference[2], dateAfter?.[1] ? Number(dateAfter[1]) : null)
        : { numero: reference[2], year: '', day: '' };
      if (!digits) return null;
      split ||= hasYear;
      parts.push(`${reference[1].trim()} ${digits.numero}`);
      rest = `${digits.year} ${digits.day}${rest.slice(reference[0].length)}`;
    } else if (column === 'year') {
      const year = /^\d{4}/u.exec(rest);
      if (!year) return null;
      parts.push(`${label}: ${taken(4)}`);
    } else if (column === 'date') {
      const date = DATE.exec(rest);
      if (!date) return null;
      parts.push(`${label}: ${taken(date[0].length)}`);
    } else if (column === 'creditor') {
      const creditor = CREDITOR.exec(rest);
      if (!creditor?.[0].trim()) return null;
      parts.push(`${label}: ${taken(creditor[0].length)}`);
    } else if (column === 'amount') {
      const amount = AMOUNT.exec(rest);
      if (amount) parts.push(`${label}: ${taken(amount[0].length)}`);
    } else {
      const detail = /^[^\d]*?(?=\s\d{1,3}\s?\p{Lu}{3}|$)/u.exec(rest);
      if (detail?.[0].trim()) parts.push(`${label}: ${taken(detail[0].length)}`);
    }
  }
  return { row: parts.join(' '), length: text.length - rest.length, split };
}

/**
 * The table with its rows written as labelled entries, doubted as repaired when a run of digits
 * was split; null when it is no glued table or a row does not part.
 */
export function labelledRows(
  header: string,
  rows: string,
): string | { text: string; doubt: 'repaired_reading' } | null {
  const columns = columnsOf(header);
  if (!columns || !columns.some(({ column }) => column === 'reference')) return null;
  const read: string[] = [];
  let split = false;
  let rest = rows;
  while (rest.trim() !== '') {
    const row = readRow(rest, columns);
    if (!row || row.length === 0) return null;
    read.push(row.row);
    split ||= row.split;
    rest = rest.slice(row.length);
  }
  const text = `${header} ${read.join(' ')}`;
  return split ? { text, doubt: 'repaired_reading' } : text;
}
