import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import { canonicalConservador } from '../../../../common/vocabularies/conservadores';
import { findDates } from '../text/dates';
import type { ReadRef } from '../text/inscriptionRef';
import { registryOf, type FoundKind, type LienRegistry } from '../../../../common/vocabularies/lienKinds';
import { signingPlace } from './assign';
import { plausibleFojas, plausibleNumero, plausibleYear } from './validate';

/*
 * GP certificates that list inscriptions in a table (chilean-documents.md §4: registry codes and
 * "Foja Número Año" columns; other offices print "N° Tipo Fojas Número Año Acreedor"). The header
 * names the fojas, número and año columns in some order; each row gives those three numbers in
 * that order, its type before or after them. Rows whose cells the text layer glued into one run
 * of digits are split by plausibility and the other rows' digit counts, and stay unsure.
 * Works on normalised text, where the headers read `fojas`, `número`, `año`.
 */

export interface TableRow {
  kind: FoundKind | null;
  ref: ReadRef;
  index: number;
  end: number;
  registry: LienRegistry | null;
}

export interface Table {
  index: number;
  end: number;
  rows: TableRow[];
}

type Column = 'fojas' | 'número' | 'año';
const COLUMN = /(?<![\p{L}])(fojas|número|año)(?![\p{L}])/gu;

interface Header {
  index: number;
  end: number;
  columns: Column[];
  /** Number columns printed right before the fojas column ("Rep.  Fojas  Número  Año"). */
  leading: number;
}

/** A header cell over a column of numbers that is none of the three: a repertorio, an item's number. */
const NUMBER_COLUMN = /^(?:rep\.?|repertorio|número|nro\.?|n[°º]|folio|car[áa]tula|[íi]tem|#)$/iu;

/** How many number columns the header prints right before its first column name, on its line. */
function leadingNumberColumns(text: string, first: number): number {
  const cells = text
    .slice(text.lastIndexOf('\n', first - 1) + 1, first)
    .trim()
    .split(/\s+/u)
    .filter(Boolean);
  let count = 0;
  while (count < cells.length && NUMBER_COLUMN.test(cells[cells.length - 1 - count] ?? '')) count++;
  return count;
}

/** Headers: the three column names in a row, at most one other word between two of them. */
function headers(text: string): Header[] {
  const names = [...text.matchAll(COLUMN)];
  const found: Header[] = [];
  names.forEach((first, position) => {
    const three = names.slice(position, position + 3);
    const columns = three.map((match) => match[1] as Column);
    if (three.length < 3 || new Set(columns).size < 3) return;
    const gapsShort = three.slice(1).every((match, step) => {
      const previous = three[step];
      const gap = previous ? text.slice(previous.index + previous[0].length, match.index) : '';
      return /^\s+(?:\p{L}+\s+)?$/u.test(gap);
    });
    const last = three[2];
    if (gapsShort && last && !found.some((header) => header.end > first.index))
      found.push({
        index: first.index,
        end: last.index + last[0].length,
        columns,
        leading: leadingNumberColumns(text, first.index),
      });
  });
  return found;
}

const NUMBER = String.raw`(\d[\d.]*)`;
/** A number cell before the fojas (an item's number, a repertorio); OCR may read a stray mark after it ("2: 1502 …"). */
const LEADING_CELL = String.raw`\d[\d.]*[:;,]?\s+`;
/** The side after the fojas, its abbreviation's stop included ("908 v.  1104  2015"). */
const SIDE = String.raw`(?:\s*(vta\.?|vuelta|v\.?|f)(?![\p{L}]))?`;
/**
 * A row's three numbers in the header's column order (the side of the page after the fojas),
 * after the numbers of the columns the header prints before them (a repertorio).
 */
function rowPattern(columns: Column[], leading: number, between = String.raw`\s+`): RegExp {
  const cells = columns.map((column) => (column === 'fojas' ? `${NUMBER}${SIDE}` : NUMBER));
  const before = leading > 0 ? String.raw`(?<=(?:^|[^\d.])(?:${LEADING_CELL}){${leading}})` : '';
  return new RegExp(String.raw`${before}(?<![\d.])${cells.join(between)}(?![\d])`, 'giu');
}
/**
 * A ruled table's vertical rule between two cells, as a worn copy's OCR reads it: a lone "1", "l",
 * "I" or "|" ("188 vta 201   1 2019" under "Fojas  Número  Año").
 */
const RULE_BETWEEN_CELLS = String.raw`\s+(?:[1lI|]\s+)?`;
/** Cells glued into one run of digits, after a registry code or before the type. */
const GLUED_ROW = /(?<![\d])\d{9,16}(?![\d])/g;
/** The fojas and número glued into one run, the year still apart: `PRO22111905 2016`. */
const GLUED_BEFORE_YEAR = /(?<![\d.])(\d{5,12})\s+(\d{4})(?![\d])/g;
/** The número and año glued into one run, the fojas apart: `2210  19042016`. */
const GLUED_AFTER_FOJAS = /(?<![\d.])(\d{1,3}(?:\.\d{3})*|\d{1,6})\s+(\d{5,10})(?![\d.])/g;

const integer = (cell: string | undefined) => (cell ? Number(cell.replace(/\./g, '')) : null);

/** `before`: the row's text up to the match; a letter glued to the first number (`Hipotecas2210`) makes the reading a repaired one. */
function rowRef(match: RegExpExecArray, columns: Column[], before: string): ReadRef {
  const cells: Partial<Record<Column, number | null>> = {};
  let side: string | undefined;
  let group = 1;
  for (const column of columns) {
    cells[column] = integer(match[group++]);
    if (column === 'fojas') side = match[group++];
  }
  const year = cells['año'] ?? null;
  return {
    fojas: cells.fojas ?? null,
    vuelta: side !== undefined && !/^f$/iu.test(side),
    numero: cells['número'] ?? null,
    ano: plausibleYear(year) ? year : null,
    yearFrom: 'printed',
    index: match.index,
    text: match[0],
    confidence: /\p{L}$/u.test(before) ? 0.4 : 0.85,
  };
}

/** Digits a fojas or número may have: a number, never with a leading zero. */
const cellDigits = (digits: string) => digits.length > 0 && !digits.startsWith('0');

/**
 * The fojas and número in a glued run (year cut off): every split into two plausible numbers,
 * the one whose digit counts match the table's spaced rows when one does so best. Without such
 * rows, or with a tie, only a run that splits one way is split.
 */
function splitGlued(
  digits: string,
  typical: { fojas: number; numero: number } | null,
): [number, number] | null {
  const splits: [string, string][] = [];
  for (let cut = 1; cut < digits.length; cut++) {
    const fojas = digits.slice(0, cut);
    const numero = digits.slice(cut);
    if (
      cellDigits(fojas) &&
      cellDigits(numero) &&
      plausibleFojas(Number(fojas)) !== null &&
      plausibleNumero(Number(numero)) !== null
    )
      splits.push([fojas, numero]);
  }
  const distance = ([fojas, numero]: [string, string]) =>
    typical ? Math.abs(fojas.length - typical.fojas) + Math.abs(numero.length - typical.numero) : 0;
  const best = Math.min(...splits.map(distance));
  const closest = splits.filter((split) => distance(split) === best);
  const [chosen] = closest;
  if (closest.length === 1 && chosen) return [Number(chosen[0]), Number(chosen[1])];
  return typical ? null : sameOrder(closest);
}

/** How far apart a fojas and a número are, in orders of magnitude. */
const spread = ([fojas, numero]: [string, string]) => Math.abs(Math.log10(Number(fojas) / Number(numero)));
/** An inscription takes about a page: its fojas and número stay within this factor of each other. */
const MAX_SPREAD = Math.log10(4);
/** The runner-up must be this many times further apart for the closest split to be taken. */
const CLEAR_MARGIN = 4;

/**
 * Without spaced rows to compare with: the split whose fojas and número are of one order of
 * magnitude (a registry's fojas and números grow together through the year), when it is the only
 * such split by a clear margin.
 */
function sameOrder(splits: [string, string][]): [number, number] | null {
  const ranked = [...splits].sort((a, b) => spread(a) - spread(b));
  const [first, second] = ranked;
  if (!first || spread(first) > MAX_SPREAD) return null;
  if (second && spread(second) < Math.max(spread(first), 0.05) * CLEAR_MARGIN) return null;
  return [Number(first[0]), Number(first[1])];
}

/** Typical digit counts of the fojas and número of a table's spaced rows. */
function typicalDigits(refs: ReadRef[]): { fojas: number; numero: number } | null {
  const complete = refs.filter((ref) => ref.fojas !== null && ref.numero !== null);
  if (complete.length === 0) return null;
  const mean = (values: number[]) =>
    Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    fojas: mean(complete.map((ref) => String(ref.fojas).length)),
    numero: mean(complete.map((ref) => String(ref.numero).length)),
  };
}

/**
 * A row whose cells the text layer glued into one run of digits: the year is its last four digits
 * (or the cell after the run);
 * fojas and número are split off by plausibility and the table's other rows when the header puts
 * them first in that order, and stay doubtful (a repaired reading) either way.
 */
function gluedRef(
  match: RegExpMatchArray & { index: number },
  cells: { digits: string; year: string },
  columns: Column[],
  typical: { fojas: number; numero: number } | null,
): ReadRef {
  const year = Number(cells.year);
  const inOrder = columns.join() === 'fojas,número,año';
  const split = inOrder ? splitGlued(cells.digits, typical) : null;
  return {
    fojas: split?.[0] ?? null,
    vuelta: false,
    numero: split?.[1] ?? null,
    ano: plausibleYear(year) ? year : null,
    yearFrom: 'printed',
    index: match.index,
    text: match[0],
    confidence: 0.4,
  };
}

/**
 * A row whose número the text layer glued to its año (`2210  19042016`): the year is the run's
 * last four digits, the número what precedes them; a repaired reading, unsure.
 */
function numberGluedToYear(match: RegExpMatchArray & { index: number }, columns: Column[]): ReadRef[] {
  const run = match[2] ?? '';
  const year = Number(run.slice(-4));
  const numero = run.slice(0, -4);
  const fojas = integer(match[1]);
  if (columns.join() !== 'fojas,número,año' || !plausibleYear(year) || !cellDigits(numero)) return [];
  if (plausibleFojas(fojas) === null || plausibleNumero(Number(numero)) === null) return [];
  return [
    {
      fojas,
      vuelta: false,
      numero: Number(numero),
      ano: year,
      yearFrom: 'printed',
      index: match.index,
      text: match[0],
      confidence: 0.4,
    },
  ];
}

/**
 * A reference written out in prose ("EMBARGO fojas 3.876 número …"): a table's cells are bare
 * numbers under its header, so such a reference is the details printed after the table.
 */
const PROSE_REF = /\bfojas\s+\d/u;

/**
 * A heading in capitals of three words or more closed by a colon ("ANOTACIÓN MARGINAL DE LA
 * INSCRIPCIÓN DE DOMINIO:", "OTRAS ANOTACIONES VIGENTES:"): a section of its own after the rows,
 * whose entry (a litigio noted at the margin) is read as prose, its type with it.
 */
const SECTION_HEADING =
  /(?<=^|[\s.])\p{Lu}{3,}(?:\s+(?:DE|DEL|LA|LAS|LOS|EL|AL|A|EN|Y|E|\p{Lu}{3,})){2,10}\s*:/u;

/**
 * Where the rows of a table end: the next table, the next registry's heading, a section's heading
 * after its rows, a reference in prose, or the sign-off.
 */
function tableEnd(text: string, from: number, limit: number, kinds: FoundKind[]): number {
  const section = SECTION_HEADING.exec(text.slice(from, limit));
  // Only after a row: the header's own words never end the table.
  if (section && /\d/u.test(text.slice(from, from + section.index))) limit = from + section.index;
  const prose = PROSE_REF.exec(text.slice(from, limit));
  if (prose) {
    // The type that opens the prose entry ("EMBARGO fojas …", "la hipoteca de fojas …") goes with it.
    const at = from + prose.index;
    const opening = kinds.find(
      (kind) => kind.index >= from && /^\s*(?:de\s+)?$/u.test(text.slice(kind.index + kind.text.length, at)),
    );
    limit = opening?.index ?? at;
  }
  const signed = findDates(text.slice(from, limit)).find(
    (date) => signingPlace(text, from + date.index) !== null,
  );
  if (!signed) return limit;
  const at = from + signed.index;
  return at - signOffPlaceLength(text.slice(0, at));
}

/**
 * How long the place signing the date is, with its comma ("Quilpué, "): the fewest last words
 * that name a comuna or an office, so a row's last cell ("Prohibición BANCO BICE") stays in the
 * row; else every word before the comma.
 */
function signOffPlaceLength(before: string): number {
  const place = before.match(/[\p{L}.\s]*,\s*(?:a\s+)?$/u)?.[0] ?? '';
  const words = place.replace(/,\s*(?:a\s+)?$/u, '').trimEnd();
  const split = words.split(/\s+/u);
  for (let take = 1; take <= Math.min(4, split.length); take++) {
    const name = split.slice(-take).join(' ');
    if (canonicalComuna(name) ?? canonicalConservador(name))
      return place.length - (words.length - name.length);
  }
  return place.length;
}

/**
 * Words a registry's heading and the next row's type may print before the row's numbers; a
 * registry without entries prints its empty cells as dashes ("Hipotecas -- -- -- NO TIENE").
 */
const HEADING_AND_TYPE = /^(?:[\p{L}\s.,:;()]|(?<=\s)[-–—]{1,3}(?=\s)){1,90}$/u;

/**
 * The header's last column names and the first cells before the first row: words only (or dashes
 * for empty cells), a header's "A favor de / Monto", and the row's own number ("N° Registro …" over
 * "1   Hipotecas y Gravámenes   SERVIDUMBRE …").
 */
const CELLS_BEFORE_ROWS = /^(?:[\p{L}\s.,:;()/]|(?<=\s)[-–—]{1,3}(?=\s)){0,160}(?:(?<=\s)\d{1,3}[.)]?\s*)?$/u;

/**
 * A registry's heading printed after its rows, between two rows of one table ("HIPOTECA 120 98
 * 2021 …  HIPOTECAS Y GRAVÁMENES  PROHIBICIÓN 95 80 2021 …"): no end of the table, whose rows
 * each carry their type (a row without one takes the registry it is printed under). Only with a
 * row of the table before it, or words alone between the header and it (a first column naming
 * each row's registry, "REGISTRO | TIPO | FOJAS …" over "Hipotecas y Gravámenes | No registra"),
 * and the next row right after its words.
 */
function headingAfterRow(text: string, from: number, stop: number, pattern: RegExp): boolean {
  pattern.lastIndex = 0;
  const between = text.slice(from, stop);
  const rowBefore = pattern.test(between) || CELLS_BEFORE_ROWS.test(between);
  pattern.lastIndex = 0;
  const rowAfter = pattern.exec(text.slice(stop));
  pattern.lastIndex = 0;
  return rowBefore && rowAfter !== null && HEADING_AND_TYPE.test(text.slice(stop, stop + rowAfter.index));
}

/** How far before a row's numbers (or its type) its ordinal may stand, its registry's cell between. */
const ORDINAL_REACH = 60;

/**
 * Where each row starts when the table numbers its rows in a first column ("N°  Acto  Fojas …",
 * "1   PROHIBICIÓN …", "2   EMBARGO …"): at its number, so the previous row's last cell (its
 * creditor) ends before it. Only when every row's number is its place, 1, 2, 3…; else null.
 */
function ordinalStarts(text: string, rows: { index: number }[]): number[] | null {
  if (rows.length < 2) return null;
  const starts: number[] = [];
  for (const [position, row] of rows.entries()) {
    // The registry's cell may stand between the number and the row's type ("1   Hipotecas y
    // Gravámenes   SERVIDUMBRE …").
    const ordinal = new RegExp(String.raw`(?<=\s)${position + 1}[.)]?\s+(?:\p{L}[\p{L}.]*\s+){0,4}$`, 'u');
    const match = ordinal.exec(text.slice(Math.max(0, row.index - ORDINAL_REACH), row.index));
    if (!match) return null;
    starts.push(row.index - match[0].length);
  }
  return starts;
}

/**
 * The tables of a certificate and their rows. `stops` are where registries are named (a table
 * ends at the next one); `kinds` are the lien types found in the text.
 */
/**
 * The rows' numbers in the region. A match whose year is no year may have started a cell early, on
 * a number the text before the row ends with ("… a favor del lote número 2" / "2   1502   1190
 * 2020" under "N°  Fojas  Número  Año"): the match starting within it is taken when its year is one.
 */
function spacedRows(
  region: string,
  pattern: RegExp,
  acrossRule: RegExp,
  columns: Column[],
): { match: RegExpExecArray; acrossRule: boolean }[] {
  const year = (match: RegExpExecArray) => rowRef(match, columns, '').ano !== null;
  const rows: { match: RegExpExecArray; acrossRule: boolean }[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(region); match; match = pattern.exec(region)) {
    let row = match;
    // The row's cells read across a rule OCR took for a "1", before any later start is tried.
    acrossRule.lastIndex = match.index;
    const ruled = year(match) ? null : acrossRule.exec(region);
    if (ruled && ruled.index === match.index && year(ruled)) {
      rows.push({ match: ruled, acrossRule: true });
      pattern.lastIndex = ruled.index + ruled[0].length;
      continue;
    }
    if (!year(match)) {
      pattern.lastIndex = match.index + 1;
      const later = pattern.exec(region);
      if (later && later.index < match.index + match[0].length && year(later)) row = later;
      pattern.lastIndex = row.index + row[0].length;
    }
    rows.push({ match: row, acrossRule: false });
  }
  return rows;
}

export function readTables(text: string, kinds: FoundKind[], stops: number[]): Table[] {
  const found = headers(text);
  return found.map((header, position) => {
    const pattern = rowPattern(header.columns, header.leading);
    const limit = Math.min(
      found[position + 1]?.index ?? text.length,
      ...stops.filter((stop) => stop > header.end && !headingAfterRow(text, header.end, stop, pattern)),
    );
    const end = tableEnd(text, header.end, limit, kinds);
    const region = text.slice(header.end, end);
    const acrossRule = rowPattern(header.columns, header.leading, RULE_BETWEEN_CELLS);
    const spaced = spacedRows(region, pattern, acrossRule, header.columns).map(({ match, acrossRule }) => {
      const ref = rowRef(match, header.columns, region.slice(0, match.index));
      // The "1" read as a rule may be a cell after all: the row is a repaired reading, doubted.
      return { ref: acrossRule ? { ...ref, repaired: true } : ref };
    });
    const typical = typicalDigits(spaced.map(({ ref }) => ref));
    const apart = (match: RegExpMatchArray & { index: number }) =>
      spaced.every(
        ({ ref }) => match.index + match[0].length <= ref.index || ref.index + ref.text.length <= match.index,
      );
    const glued = [
      ...[...region.matchAll(GLUED_ROW)].map((match) =>
        gluedRef(match, { digits: match[0].slice(0, -4), year: match[0].slice(-4) }, header.columns, typical),
      ),
      ...[...region.matchAll(GLUED_BEFORE_YEAR)]
        .filter(apart)
        .map((match) =>
          gluedRef(match, { digits: match[1] ?? '', year: match[2] ?? '' }, header.columns, typical),
        ),
      ...[...region.matchAll(GLUED_AFTER_FOJAS)]
        .filter(apart)
        .flatMap((match) => numberGluedToYear(match, header.columns)),
    ].map((ref) => ({ ref }));
    const refs = [...spaced, ...glued]
      .map(({ ref }) => ({ ...ref, index: ref.index + header.end }))
      .sort((a, b) => a.index - b.index);
    // A row starts at the numbers of the columns before the fojas (its repertorio), so the row
    // before it ends there and does not take them for its creditor's.
    const leadingCells = new RegExp(String.raw`(?:${LEADING_CELL}){${header.leading}}$`, 'u');
    const rowStart = (at: number) =>
      at - (header.leading > 0 ? (leadingCells.exec(text.slice(header.end, at))?.[0].length ?? 0) : 0);
    const inRegion = kinds.filter((kind) => kind.index >= header.end && kind.index < end);
    // The type stands before the numbers when one is printed between the header and the first row.
    const typeFirst = inRegion.some((kind) => kind.index < (refs[0]?.index ?? end));
    const rows = refs.map((ref, index) => {
      const previous = refs[index - 1];
      const previousEnd = previous ? previous.index + previous.text.length : header.end;
      const nextStart = refs[index + 1]?.index ?? end;
      const refEnd = ref.index + ref.text.length;
      const kind = typeFirst
        ? inRegion.filter((found) => found.index >= previousEnd && found.index < ref.index).at(-1)
        : inRegion.find((found) => found.index >= refEnd && found.index < nextStart);
      return { kind: kind ?? null, ref, index: typeFirst ? (kind?.index ?? ref.index) : rowStart(ref.index) };
    });
    const numbered = ordinalStarts(text, rows);
    // A row runs until the next one starts (its type, when types come first).
    return {
      index: header.index,
      end,
      rows: rows.map((row, index): TableRow => ({
        ...row,
        index: numbered?.[index] ?? row.index,
        end: numbered?.[index + 1] ?? rows[index + 1]?.index ?? end,
        registry: row.kind ? registryOf(row.kind.kind) : null,
      })),
    };
  });
}
