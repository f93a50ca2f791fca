import { lineCells, ruledCells, type LineCell as Cell } from './cells';
import { leadersAsColons } from './dotLeaders';
import { foldKeepingLength } from './folded';
import { repairLabelCell } from './labelRepair';
import type { Recognizer } from './recognizers';

/*
 * Finds a field's value by the words that label it, wherever the layout puts it: after the label
 * on the same line (with or without a colon), in the cell below a header row, on the next line,
 * before a label that stands alone (value printed above it), or further on in a sentence
 * ("… ubicada en Antonio Varas 1290, Rol de avalúo N° 6602-41 …"). The value itself is checked by a
 * recogniser of its kind (date, rol, amount, name…), so a label next to something else is skipped.
 */

/** How a value was tied to its label: the surer the tie, the higher the confidence. */
export type LabelTie = 'same-line' | 'table' | 'next-line' | 'narrative' | 'before';

export const TIE_CONFIDENCE: Readonly<Record<LabelTie, number>> = {
  'same-line': 0.9,
  table: 0.85,
  'next-line': 0.85,
  narrative: 0.8,
  before: 0.7,
};

export interface LabelledValue<T> {
  value: T;
  /** Offset of the value in the document's raw text (`where: 'raw'`) or body text (`'text'`). */
  index: number;
  length: number;
  where: 'raw' | 'text';
  tie: LabelTie;
}

export interface FieldSearch<T> {
  /** Labels in order of preference, written without accents (matched case-insensitively). */
  labels: RegExp[];
  recognize: Recognizer<T>;
  /** Also read the value before a label that stands alone ("VALUE\nLABEL", "VALUE   LABEL"). */
  before?: boolean;
  /** Also read the value after the label in the running text (default true). */
  narrative?: boolean;
}

export interface LabelledText {
  raw: string;
  text: string;
  /** Read by OCR: labels a worn copy garbled are matched as the label words they stand for (labelRepair.ts). */
  ocr?: boolean;
}

/**
 * The cells of a row under a header: apart by the layout's gaps, or, when that leaves fewer cells
 * than the header has and two spaces part exactly as many, by those ("00412-00023  CONCEPCION"); under
 * a header parted by rules, by the row's rules, a blank column kept ("$ 1.200  |  |  $ 300").
 */
function rowCells(line: string, header: Cell[], ruled: boolean): Cell[] {
  const parted = ruled ? ruledCells(line) : null;
  if (parted?.length === header.length) return parted;
  const cells = lineCells(line);
  if (cells.length >= header.length) return cells;
  const narrow = lineCells(line, 2);
  return narrow.length === header.length ? narrow : cells;
}

function globalPattern(pattern: RegExp): RegExp {
  const flags = new Set([...pattern.flags, 'g', 'i', 'u']);
  return new RegExp(pattern.source, [...flags].join(''));
}

/** One pattern matching any of the labels of a document's fields. */
export function anyLabel(labels: RegExp[]): RegExp {
  return new RegExp(labels.map((label) => `(?:${label.source})`).join('|'), 'iu');
}

/**
 * The cell of a row under a header cell: the one in the same place, or, when the row merged two
 * cells, the one sharing its columns. A lone value under several headers cannot be told apart.
 */
function cellBelow(header: Cell[], index: number, below: Cell[]): Cell | undefined {
  if (below.length === header.length) return below[index];
  const cell = header[index];
  if (!cell || below.length < 2) return undefined;
  const end = cell.start + cell.text.length;
  return below.find((other) => other.start < end && other.start + other.text.length > cell.start);
}

/**
 * A header whose labels the text layer joined into fewer cells than it has labels ("ROL   COMUNA
 * DESTINO   AVALÚO AFECTO AVALÚO EXENTO"), over a row joined the same way: when the row holds
 * exactly one word per label, the word in the label's place is its value; when it holds one cell
 * per label, the cell.
 */
function wordPerLabel(header: string, labelStart: number, row: string, stops: RegExp): Cell | undefined {
  // A fresh pattern: the shared one keeps where its last search ended.
  const labels = [...header.matchAll(new RegExp(stops))]
    .map((match) => match.index)
    .filter((start) => start === 0 || /\s/.test(header.charAt(start - 1)));
  const cells = lineCells(header);
  if (labels.length <= cells.length) return undefined;
  const words = [...row.matchAll(/\S+/g)].map((word) => ({ text: word[0], start: word.index }));
  const place = labels.filter((start) => start <= labelStart).length - 1;
  if (place < 0) return undefined;
  if (words.length === labels.length) return words[place];
  // Or a row whose own cells stayed apart, one per label, where the header's joined ("Rol de avalúo
  // Dirección   Comuna" over "77-4   Manuel Rodríguez 214   Chépica"); a row joined as well may
  // be joined elsewhere.
  const rowCells = lineCells(row);
  return rowCells.length === labels.length && rowCells.length > cells.length ? rowCells[place] : undefined;
}

/** The region cut where another field's label starts. */
function untilStop(region: string, stops: RegExp): string {
  const folded = foldKeepingLength(region);
  for (const match of folded.matchAll(stops)) {
    if (match.index > 0 && /[\s,;.:(]/.test(folded.charAt(match.index - 1)))
      return region.slice(0, match.index);
    if (match.index > 0 && gluedInCapitals(region, match.index, match[0].length))
      return region.slice(0, match.index);
  }
  return region;
}

/**
 * A label in capitals the text layer glued to the capitals before it, its value's digits after it
 * ("… HONDA SPARUT 77.318.402-K"): the value before it ends there.
 */
function gluedInCapitals(region: string, index: number, length: number): boolean {
  const label = region.slice(index, index + length);
  return (
    /\p{Lu}/u.test(region.charAt(index - 1)) &&
    /^\p{Lu}{3,}$/u.test(label) &&
    /^\s*:?\s*\d/u.test(region.slice(index + length))
  );
}

/** An amount in pesos with its sign or code ("$ 41.870", "CLP 0"): a value, never a heading's word. */
const PESOS_AMOUNT = /(?:\$|\bclp\b)[^\S\n]*\d/iu;

/** The unit a label names in brackets after it ("Avalúo Total ($)", "Deuda (CLP)"): part of the label. */
const LABEL_UNIT = /^[^\S\n]*\(\s*(?:\$|clp|pesos|en\s+pesos|\$\s*clp)\s*\)/iu;

/**
 * A label cell's tail a worn copy garbled before its colon ("PLANO / LOTEO Me”:" for "N°:",
 * "Destino del bien ralz:" for "raíz"): up to four words without digits, then the colon that
 * ends the cell.
 */
const GARBLED_LABEL_TAIL = /^(?:[^\S\n]*[^\s\d:]+){1,4}[^\S\n]*:[^\S\n]*$/u;

/**
 * True when the region holds nothing but separators, or a lone character OCR made of a colon; on
 * an OCR reading, also a garbled tail of the label ending with its colon.
 */
function isEmptyRegion(region: string, ocr = false): boolean {
  const rest = region.replace(/[\s:;.=|_~>»\-–—]/gu, '');
  return rest === '' || (rest.length === 1 && !/\d/.test(rest)) || (ocr && GARBLED_LABEL_TAIL.test(region));
}

function startsWithLabel(text: string, stops: RegExp): boolean {
  // A fresh pattern: searching with the shared one would move where `untilStop`'s next search starts.
  const match = new RegExp(stops).exec(foldKeepingLength(text.trimStart()));
  return match?.index === 0;
}

/**
 * A value the line break cut: its line ends with a comma or with a word no value ends with ("…,
 * Villa Santa" / "Elvira, comuna de …"; "Parcela 14 del" / "Proyecto de Parcelación …", or a
 * place's kind before its name: "Proyecto de Parcelación" / "Pichicolo, sector …"; "15
 * metros entre" / "líneas oficiales"), or with the abbreviation of a place's kind SII's roll prints
 * before its name ("PJE LOS ULMOS 0456 V" / "NAHUELBUTA", V for villa).
 */
const WRAPPED =
  /(?:,|\s(?:de|del|la|las|los|y|san|santa|santo|villa|poblaci[oó]n|pasaje|calle|avenida|entre|con|en|al|por|hasta|desde|sobre|hacia|para|v|pje|psje|pob|av|avda|cond|parc|parcelaci[oó]n|loteo|proyecto|sector|condominio|conjunto|hijuela|fundo)\.?)\s*$/iu;

/** A numbered item's number opening its line ("3. Vía: …", "4) ¿Afecto …?"). */
const ITEM_NUMBER = /^\s*(\d{1,2})\s*[.)]\s/u;

/**
 * A next line holding only the end of the sentence the value's line left open: a few words in lower
 * case and its full stop ("… 20 metros entre líneas" / "oficiales.").
 */
const SENTENCE_TAIL = /^\s*\p{Ll}[\p{L} ]{0,40}\.\s*$/u;

/**
 * A next line opening with a street's number ("… ubicada en Camino al Volcán" / "Nº 11.540, rol
 * …"): the value's line broke between the street and its number.
 */
const NUMBER_BELOW = /^\s*(?:n[°º]\.?|n[uú]mero)\s*\d/iu;

/** A line's rest joined with the next line: where the next line starts in it, and the indentation left out there. */
interface Continued {
  text: string;
  joinedAt: number;
  indent: number;
}

export class LabelledValues {
  private readonly lines: { text: string; folded: string; start: number }[] = [];
  private readonly foldedText: string;
  private readonly stops: RegExp;
  /** A line that is one label and nothing else, a colon at most. */
  private readonly wholeLabel: RegExp;

  /** `stops`: every label of the document's fields; a value never runs into another label. */
  constructor(
    private readonly document: LabelledText,
    stops: RegExp,
  ) {
    this.stops = globalPattern(stops);
    this.wholeLabel = new RegExp(`^(?:${stops.source})\\s*:?$`, 'iu');
    this.foldedText = foldKeepingLength(document.text);
    let start = 0;
    for (const text of document.raw.split('\n')) {
      const folded = leadersAsColons(foldKeepingLength(text));
      this.lines.push({ text, folded: document.ocr ? repairLabelCell(folded) : folded, start });
      start += text.length + 1;
    }
  }

  /** The value of the first label (in order of preference) that has one. */
  find<T>(search: FieldSearch<T>): LabelledValue<T> | null {
    for (const label of search.labels) {
      const found =
        this.inLines(label, search) ?? (search.narrative === false ? null : this.inText(label, search));
      if (found) return found;
    }
    return null;
  }

  /** The first line, in order, where the label has a value of the kind. */
  private inLines<T>(label: RegExp, search: FieldSearch<T>): LabelledValue<T> | null {
    const pattern = globalPattern(label);
    for (const [lineIndex, line] of this.lines.entries()) {
      for (const match of line.folded.matchAll(pattern)) {
        // A label lives in one cell: "AVALÚO      EXENTO" are two headers, not "avalúo exento".
        if (/\s{3,}/.test(match[0].trimEnd())) continue;
        const hit = this.atLabel(lineIndex, match.index, match.index + match[0].length, search);
        if (hit) return hit;
      }
    }
    return null;
  }

  private hit<T>(
    lineIndex: number,
    offset: number,
    region: string | Continued,
    search: FieldSearch<T>,
    tie: LabelTie,
  ): LabelledValue<T> | null {
    const line = this.lines[lineIndex];
    if (!line) return null;
    const { text, joinedAt, indent } =
      typeof region === 'string' ? { text: region, joinedAt: Infinity, indent: 0 } : region;
    const found = search.recognize(untilStop(text, this.stops));
    if (!found) return null;
    return {
      value: found.value,
      index: line.start + offset + found.start,
      // A value running on to the next line spans that line's indentation too, in the raw text.
      length: found.end - found.start + (found.end > joinedAt ? indent : 0),
      where: 'raw',
      tie,
    };
  }

  private nearLine(from: number, step: 1 | -1): number | null {
    for (
      let index = from + step, seen = 0;
      index >= 0 && index < this.lines.length && seen < 2;
      index += step
    ) {
      if ((this.lines[index]?.text.trim() ?? '') !== '') return index;
      seen++;
    }
    return null;
  }

  private atLabel<T>(
    lineIndex: number,
    labelStart: number,
    labelFolded: number,
    search: FieldSearch<T>,
  ): LabelledValue<T> | null {
    const text = this.lines[lineIndex]?.text ?? '';
    const labelEnd = labelFolded + (LABEL_UNIT.exec(text.slice(labelFolded))?.[0].length ?? 0);
    const ruled = ruledCells(text);
    const cells = ruled?.filter((cell) => cell.text !== '') ?? lineCells(text);
    const joined = this.wordBelowJoinedHeader(lineIndex, labelStart, cells, search);
    if (joined) return joined;
    const cellIndex = cells.findIndex(
      (cell) => labelStart >= cell.start && labelStart < cell.start + cell.text.length,
    );
    const cell = cells[cellIndex];
    const cellEnd = cell ? cell.start + cell.text.length : text.length;
    const inCell = text.slice(labelEnd, cellEnd);
    if (!isEmptyRegion(inCell, this.document.ocr))
      return (
        this.hit(lineIndex, labelEnd, this.continued(lineIndex, text.slice(labelEnd)), search, 'same-line') ??
        this.afterSplitLabel(lineIndex, inCell, search) ??
        this.belowGluedHeaderCell(lineIndex, labelStart, cells, cellIndex, ruled !== null, search)
      );
    // What is left of the label's cell is a colon or a stray mark (OCR reads ":" as "z"): the value follows it.
    const sameLine = this.hit(
      lineIndex,
      cellEnd,
      this.continued(lineIndex, text.slice(cellEnd)),
      search,
      'same-line',
    );
    // The label fills its cell, or sits in a cell that starts with another label ("Total Deuda …").
    const labelOnly =
      cell !== undefined && (labelStart - cell.start <= 1 || startsWithLabel(cell.text, this.stops));
    // A header row's cells are labels side by side; a label followed by a cell holding its kind
    // of value ("Circunscripción   VICTORIA   Nro. inscripción   144") pairs on its line instead.
    const nextCell = cells[cellIndex + 1];
    const valueBeside =
      nextCell !== undefined &&
      !startsWithLabel(nextCell.text, this.stops) &&
      search.recognize(nextCell.text) !== null;
    const headerRow =
      labelOnly &&
      !valueBeside &&
      cells.length >= 2 &&
      cells.filter((other) => startsWithLabel(other.text, this.stops)).length >= 2;
    if (headerRow) {
      const below = this.nearLine(lineIndex, 1);
      const belowCells = below === null ? [] : rowCells(this.lines[below]?.text ?? '', cells, ruled !== null);
      const target = cellBelow(cells, cellIndex, belowCells);
      if (below !== null && target) {
        const found =
          this.hit(below, target.start, target.text, search, 'table') ??
          this.wrappedCell(below, target, cells.length, ruled !== null, search);
        if (found) return found;
      }
      return null;
    }
    if (sameLine) return sameLine;
    const valueFirst = this.valueBeforeColon(lineIndex, cells, cellIndex, search);
    if (valueFirst) return valueFirst;
    const stacked = this.isLabelOnly(lineIndex) ? this.inStackedColumn(lineIndex, search) : null;
    if (stacked) return stacked;
    const next = this.nearLine(lineIndex, 1);
    const nextText = next === null ? '' : (this.lines[next]?.text ?? '');
    if (next !== null && !startsWithLabel(nextText, this.stops)) {
      const found = this.hit(next, 0, nextText, search, 'next-line');
      if (found) return found;
    }
    if (!search.before) return null;
    // "BRAVO LAGOS CAROLINA   NOMBRE" or "BRAVO LAGOS CAROLINA NOMBRE": the value ends where the label starts.
    const beforeInCell = cell ? text.slice(cell.start, labelStart) : '';
    if (!labelOnly && cell && beforeInCell.trim() !== '' && text.slice(labelEnd).trim() === '')
      return this.hit(lineIndex, cell.start, beforeInCell, search, 'before');
    if (!labelOnly) return null;
    const previousCell = cells[cellIndex - 1];
    if (previousCell) return this.hit(lineIndex, previousCell.start, previousCell.text, search, 'before');
    const previous = this.nearLine(lineIndex, -1);
    const previousText = previous === null ? '' : (this.lines[previous]?.text ?? '');
    if (previous === null || cells.length !== 1 || startsWithLabel(previousText, this.stops)) return null;
    return this.hit(previous, 0, previousText, search, 'before');
  }

  /**
   * "IQUIQUE      Comuna:": a label cell ending the line, after a cell that is neither a label nor
   * labelled, is the right-hand column of a form printing each value before its label, when the
   * label ends with its colon or a line beside it has the same shape ("65,104   Total Deuda
   * Morosa"); the next line holds the next field's value, not this one's.
   */
  private valueBeforeColon<T>(
    lineIndex: number,
    cells: Cell[],
    cellIndex: number,
    search: FieldSearch<T>,
  ): LabelledValue<T> | null {
    const cell = cells[cellIndex];
    const previous = cells[cellIndex - 1];
    if (!cell || !previous || cellIndex !== cells.length - 1) return null;
    if (previous.text.includes(':') || startsWithLabel(previous.text, this.stops)) return null;
    const form =
      /:\s*$/.test(cell.text) || [lineIndex - 1, lineIndex + 1].some((index) => this.isValueThenLabel(index));
    return form ? this.hit(lineIndex, previous.start, previous.text, search, 'before') : null;
  }

  /** A line holding one label and nothing else (a colon at most). */
  private isLabelOnly(lineIndex: number): boolean {
    return this.wholeLabel.test(this.lines[lineIndex]?.folded.trim() ?? '');
  }

  /**
   * Labels stacked one a line ("Fecha de emisión" / "ROL" / "NOMBRE"), then their values one a
   * line in the same order: a text layer that read a two-column form column by column. Lines
   * that carry their own label ("Nº de certificado: …") may stand between the two columns; a stack of fewer than three labels is no such form (a label over its value is).
   */
  private inStackedColumn<T>(lineIndex: number, search: FieldSearch<T>): LabelledValue<T> | null {
    let first = lineIndex;
    while (first > 0 && this.isLabelOnly(first - 1)) first--;
    let last = lineIndex;
    while (last + 1 < this.lines.length && this.isLabelOnly(last + 1)) last++;
    const count = last - first + 1;
    if (count < 3) return null;
    const values: number[] = [];
    for (let index = last + 1; index < this.lines.length && values.length < count; index++) {
      const text = this.lines[index]?.text.trim() ?? '';
      const labelled = startsWithLabel(text, this.stops) || /^\p{L}[\p{L}º°.\s]{0,30}:/u.test(text);
      if (text === '' || (labelled && values.length === 0)) continue;
      if (labelled) return null;
      values.push(index);
    }
    const target = values.length === count ? values[lineIndex - first] : undefined;
    return target === undefined
      ? null
      : this.hit(target, 0, this.lines[target]?.text ?? '', search, 'before');
  }

  /** A line "VALUE   LABEL": two cells or more, the last one a label, the one before it not. */
  private isValueThenLabel(lineIndex: number): boolean {
    const cells = lineCells(this.lines[lineIndex]?.text ?? '');
    const [previous, last] = cells.slice(-2);
    return (
      previous !== undefined &&
      last !== undefined &&
      startsWithLabel(last.text, this.stops) &&
      !previous.text.includes(':') &&
      !startsWithLabel(previous.text, this.stops)
    );
  }

  /**
   * A header cell holding its label and the next column's header, which the text layer joined
   * with one space ("Rol   Dirección   Comuna Afecto a expropiación"), over a row whose cell joins
   * the two values the same way ("… Chépica NO"): the value is what the label's recognizer reads
   * at the start of the cell below, when it ends before the cell does (the rest is the other
   * column's). A value that takes the whole cell cannot be told from the other column's.
   */
  private belowGluedHeaderCell<T>(
    lineIndex: number,
    labelStart: number,
    cells: Cell[],
    cellIndex: number,
    ruled: boolean,
    search: FieldSearch<T>,
  ): LabelledValue<T> | null {
    const cell = cells[cellIndex];
    if (!cell || labelStart - cell.start > 1) return null;
    // A copy of the shared pattern: searching with it moves where its next search starts.
    const stops = new RegExp(this.stops);
    if (cells.filter((other) => startsWithLabel(other.text, stops)).length < 2) return null;
    const below = this.nearLine(lineIndex, 1);
    const line = below === null ? undefined : this.lines[below];
    if (below === null || !line) return null;
    const belowCells = rowCells(line.text, cells, ruled);
    const target = belowCells.length === cells.length ? belowCells[cellIndex] : undefined;
    if (!target) return null;
    const found = this.hit(below, target.start, target.text, search, 'table');
    const cellEnd = line.start + target.start + target.text.trimEnd().length;
    return found && found.index + found.length < cellEnd ? found : null;
  }

  /**
   * The value under a label in a header row the text layer joined into fewer cells than it has
   * labels (wordPerLabel): only when every cell of the line starts with a label.
   */
  private wordBelowJoinedHeader<T>(
    lineIndex: number,
    labelStart: number,
    cells: Cell[],
    search: FieldSearch<T>,
  ): LabelledValue<T> | null {
    // One cell may hold every label, all joined with single spaces ("AVALÚO TOTAL AVALÚO EXENTO …"),
    // a colon-free header; one with a colon is a labelled line ("Domicilio del inmueble: …"), and so
    // is one giving amounts in pesos after its labels ("Deuda vencida CLP 0 · Deuda no vencida CLP 0").
    const oneCell = cells.length === 1 ? (cells[0]?.text ?? '') : null;
    const oneCellHeader = oneCell !== null && !oneCell.includes(':') && !PESOS_AMOUNT.test(oneCell);
    if (
      (cells.length < 2 && !oneCellHeader) ||
      !cells.every((cell) => startsWithLabel(cell.text, this.stops))
    )
      return null;
    const below = this.nearLine(lineIndex, 1);
    if (below === null) return null;
    const target = wordPerLabel(
      this.lines[lineIndex]?.folded ?? '',
      labelStart,
      this.lines[below]?.text ?? '',
      this.stops,
    );
    return target ? this.hit(below, target.start, target.text, search, 'table') : null;
  }

  /**
   * A line's rest that ends in a comma goes on on the next line ("Parcela 14," / "Lote B, sector
   * Los Maitenes"): joined with a space in place of the line break and the next line's
   * indentation, which the value's length in the raw text gets back.
   */
  /**
   * A table cell the row wrapped onto the next line under its own column ("Calle Manuel Montt" /
   * "Nº 1120", the other columns blank there): the cell and its second line read as one value.
   */
  private wrappedCell<T>(
    rowIndex: number,
    target: Cell,
    columns: number,
    ruled: boolean,
    search: FieldSearch<T>,
  ): LabelledValue<T> | null {
    const row = this.lines[rowIndex];
    const next = this.lines[rowIndex + 1];
    if (!row || !next) return null;
    const filled = (ruled ? (ruledCells(next.text) ?? []) : lineCells(next.text)).filter(
      (cell) => cell.text !== '',
    );
    const end = target.start + target.text.length;
    const under = filled.filter((cell) => cell.start < end && cell.start + cell.text.length > target.start);
    const wrapped = under[0];
    // A line of the form's labels ("Nº de certificado: …") is no second line of a cell.
    if (!wrapped || under.length !== 1 || filled.length >= columns || wrapped.text.includes(':')) return null;
    const joinedAt = target.text.length + 1;
    const indent = next.start + wrapped.start - (row.start + target.start) - joinedAt;
    return this.hit(
      rowIndex,
      target.start,
      { text: `${target.text} ${wrapped.text}`, joinedAt, indent },
      search,
      'table',
    );
  }

  private continued(lineIndex: number, rest: string): Continued {
    const ruled = this.ruledRest(lineIndex, rest);
    if (ruled) return ruled;
    const next = this.lines[lineIndex + 1];
    if (
      !next ||
      !(
        WRAPPED.test(rest) ||
        SENTENCE_TAIL.test(next.text) ||
        (NUMBER_BELOW.test(next.text) && /\p{L}\s*$/u.test(rest)) ||
        this.runsOnInLowerCase(rest, next.text) ||
        this.itemRest(lineIndex, rest)
      )
    )
      return { text: rest, joinedAt: Infinity, indent: 0 };
    // The next line's indentation (a value's column) is left out, so the value reads as one cell.
    const indent = next.text.length - next.text.trimStart().length;
    return { text: `${rest} ${next.text.trimStart()}`, joinedAt: rest.length + 1, indent };
  }

  /**
   * A value in a table drawn with rules whose cell wrapped onto the rows below, their label's cell
   * blank ("| Vía afectada |  Avenida X, ensanche a 20 metros |" / "|   | entre líneas oficiales |"):
   * the cell's lines read as one, without the rules; null when the rest is no ruled cell.
   */
  private ruledRest(lineIndex: number, rest: string): Continued | null {
    const line = this.lines[lineIndex];
    const cells = line ? ruledCells(line.text) : null;
    const offset = (line?.text.length ?? 0) - rest.length;
    const target = cells?.filter((cell) => cell.text !== '' && cell.start >= offset).at(-1);
    if (!line || !cells || !target || cells.at(-1) !== target) return null;
    const column = cells.length - 1;
    let text = rest.slice(0, target.start - offset + target.text.length);
    let end = line.start + target.start + target.text.length;
    let joinedAt = Infinity;
    let indent = 0;
    for (let index = lineIndex + 1; ; index++) {
      const next = this.lines[index];
      const below = next ? ruledCells(next.text) : null;
      const wrapped = below?.[column];
      if (!next || !below || below.length !== cells.length || !wrapped || wrapped.text === '') break;
      if (below.some((cell, at) => at !== column && cell.text !== '')) break;
      // The length the raw text spans is kept for the first join; further ones add their gaps too.
      const gap = next.start + wrapped.start - end - 1;
      if (joinedAt === Infinity) joinedAt = text.length + 1;
      indent += gap;
      text = `${text} ${wrapped.text}`;
      end = next.start + wrapped.start + wrapped.text.length;
    }
    return joinedAt === Infinity ? null : { text, joinedAt, indent };
  }

  /**
   * A numbered item's value the page's width cut, its rest on a line of its own before the next
   * item ("3. Vía: apertura de calle X entre Avenida Francisco" / "Javier y calle Y" / "4. …"):
   * the value ends on a word, and the line between the two items is no label.
   */
  private itemRest(lineIndex: number, rest: string): boolean {
    const item = (index: number) => ITEM_NUMBER.exec(this.lines[index]?.text ?? '')?.[1];
    const number = item(lineIndex);
    const next = this.lines[lineIndex + 1]?.text ?? '';
    return (
      number !== undefined &&
      item(lineIndex + 2) === String(Number(number) + 1) &&
      item(lineIndex + 1) === undefined &&
      /\p{L}\s*$/u.test(rest) &&
      /^\s*\p{L}{2}/u.test(next) &&
      !/:|\.{3}/u.test(next) &&
      !startsWithLabel(next, this.stops)
    );
  }

  /**
   * A cell's value running on to a line that opens in lower case ("calle Freire,
   * ensanche a 20 metros" / "      entre líneas oficiales"): the sentence goes on, no field starts
   * there (no label, no colon); a value ending with a full stop is whole.
   */
  private runsOnInLowerCase(rest: string, next: string): boolean {
    return (
      /\p{L}\s*$/u.test(rest) &&
      // A word in lower case, not a list's letter ("d) Afectación …").
      /^\s*\p{Ll}\p{L}/u.test(next) &&
      !/^\s*[\p{L} ]{1,30}:/u.test(next) &&
      !startsWithLabel(next, this.stops)
    );
  }

  /**
   * A label broken over two lines ("AVALÚO EXENTO DE" / "IMPUESTO: $ 38.410.000"): when the rest
   * of the label's line is a few words without digits, the value follows the colon that ends the
   * label on the next line.
   */
  private afterSplitLabel<T>(
    lineIndex: number,
    rest: string,
    search: FieldSearch<T>,
  ): LabelledValue<T> | null {
    // A label that ends its line with its colon is whole ("AVALÚO EXENTO DE IMPUESTO:" left blank).
    if (rest.trim().split(/\s+/).length > 3 || /\d/.test(rest) || /:\s*$/u.test(rest)) return null;
    const next = this.nearLine(lineIndex, 1);
    const nextText = next === null ? '' : (this.lines[next]?.text ?? '');
    const tail = /^\s*[\p{L} ]{1,30}:/u.exec(nextText);
    // A next line opening with a label of its own is the next field, not the label's end.
    if (next === null || !tail || startsWithLabel(nextText, this.stops)) return null;
    return this.hit(next, tail[0].length, nextText.slice(tail[0].length), search, 'next-line');
  }

  private inText<T>(label: RegExp, search: FieldSearch<T>): LabelledValue<T> | null {
    const { text } = this.document;
    for (const match of this.foldedText.matchAll(globalPattern(label))) {
      const from = match.index + match[0].length;
      const region = untilStop(text.slice(from, from + 240), this.stops);
      const found = search.recognize(region);
      if (found) {
        return {
          value: found.value,
          index: from + found.start,
          length: found.end - found.start,
          where: 'text',
          tie: 'narrative',
        };
      }
    }
    return null;
  }
}
