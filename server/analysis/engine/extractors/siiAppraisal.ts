import type { FiscalAppraisal } from '../../../../common/report/schema';
import {
  COMUNA_NAME_WORDS,
  foldAccents,
  SII_COMMA_DESTINATIONS,
  SII_DESTINATION_WORDS,
} from '../../../../common/vocabularies';
import type { DocumentText } from '../document';
import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { FieldSearch } from '../text/labelledValues';
import { lineCells, lineSpans } from '../text/cells';
import { cellValue, comunaValue, spacedAmountValue, type Recognizer } from '../text/recognizers';
import { notADestination } from '../checks/destinationWords';
import { componentGrid, partsRow } from './appraisalGrid';
import { CertificateFields } from './certificateFields';
import { ADDRESS, COMUNA, COMUNA_WITH_ROL, ISSUE_DATE, ROL } from './propertyLabels';
import { addressUnderRol, placeBesideRol } from './rolLineCells';
import { destinationUnderHeader } from './siiHeaderCells';
import { pipedRow } from './siiPipedRow';
import { valuesBeforeLabels } from './valuesBeforeLabels';
import type { Extraction } from './types';

/** Whether a text is a destination SII names with a comma ("HOTEL, MOTEL", "Hotel,Motel"). */
function isCommaDestination(text: string): boolean {
  const folded = foldAccents(text.trim())
    .toLowerCase()
    .replace(/\s*,\s*/g, ', ');
  return SII_COMMA_DESTINATIONS.some((name) => name === folded);
}

/** A destination as SII prints it: capitalised words up to the end of the cell or clause. */
const destinationValue: Recognizer<string> = (region) => {
  const cell = cellValue(region);
  if (!cell) return null;
  // "H - HABITACIONAL": SII's code letter before the destination's name.
  const code = /^[A-Z]{1,2}\s*[-–]\s*(?=\p{Lu}{3})/u.exec(cell.value)?.[0].length ?? 0;
  const [first = '', second] = cell.value.slice(code).split(/[;.(]/)[0]?.split(',') ?? [];
  // A comma ends the destination, unless SII's own name holds it ("HOTEL, MOTEL").
  const named = second !== undefined && isCommaDestination(`${first},${second}`);
  // Marks after the words are no part of them ("HABITACIONAL **", a worn copy's specks).
  const value = (named ? `${first},${second}` : first).replace(/[^\p{L}]+$/u, '').trim();
  if (value === '' || value.split(/\s+/).length > 5 || /\d/.test(value)) return null;
  return { value, start: cell.start + code, end: cell.start + code + value.length };
};

const DESTINATION: FieldSearch<string> = {
  labels: [
    /\bdestino\s+(?:(?:del|de\s+la)\s+(?:bien\s+raiz|inmueble|predio|propiedad)|principal)\b/,
    /\bdestino\b(?:\s+(?:actual|vigente))?/,
    /\buso\s+(?:del\s+inmueble|de\s+suelo)\b/,
  ],
  recognize: destinationValue,
};

/** "1er semestre 2025", "segundo semestre de 2025": the period an amount is for, part of its label. */
const SEMESTER = String.raw`(?:\s+(?:del?\s+|al\s+)?(?:\d\s*(?:er|do|°|º)?|primer|segundo)\s+semestre(?:\s+(?:de\s+|del\s+)?\d{4})?)?`;

/** "Avalúo total (06 + 07)": the sum of a form's numbered lines the total is, part of its label. */
const LINE_SUM = String.raw`(?:\s*\(\s*(?:\d{1,2}|[a-z])\s*\+\s*(?:\d{1,2}|[a-z])\s*\))?`;

const TOTAL: FieldSearch<number> = {
  labels: [
    new RegExp(
      // "Avalúo total terreno" and "Avalúo total construcciones" are parts of the detallado, not its total.
      String.raw`\bavaluo\s+(?:fiscal\s+)?total\b(?!\s+(?:de\s+(?:la\s+|las\s+)?|del\s+)?(?:terreno|construcci))(?:\s+(?:del|de\s+la)\s+(?:predio|inmueble|bien\s+raiz|propiedad)|\s+propiedad)?(?:\s+(?:vigente|actual))?${SEMESTER}${LINE_SUM}`,
    ),
    /\btotal\s+avaluo\b/,
    // "Avalúo vigente al 01-07-2025:": the date the amount is in force from is part of the label.
    /\bavaluo\s+(?:fiscal\s+)?(?:total\s+)?(?:vigente|actual)\s+al\s+(?:\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}\s*[°º]?\s+de\s+[a-z]+\s+(?:de\s+)?\d{4})(?=\s*:)/,
    new RegExp(
      String.raw`\bavaluo\s+fiscal(?:\s+(?:vigente|actual))?${SEMESTER}(?=\s*(?:\([^)\n]{1,8}\)\s*)?:)`,
    ),
    /\bavaluo\s+fiscal\b(?!\s+(?:simple|de\s+bienes))(?:\s+(?:vigente|actual))?/,
    // A bare "Avalúo" cell or label beside "Exento" and "Afecto" is the total.
    /\bavaluo\b(?=\s*:|\s{3,})/,
  ],
  recognize: spacedAmountValue,
};

const EXEMPT: FieldSearch<number> = {
  labels: [
    new RegExp(String.raw`\bavaluo\s+exento\b(?:\s+de\s+(?:impuestos?|contribuciones))?${SEMESTER}`),
    /\b(?:monto|parte|porcion)\s+exent[oa]\b(?:\s+(?:de|a)\s+(?:impuestos?|contribuciones))?/,
    /\bexent[oa]\b/,
    // "Exención habitacional (D.L. 17.235): $ …": the law's number is no amount.
    /\bexencion\b(?:\s+habitacional)?(?:\s*\([^)\n]{0,40}\))?/,
  ],
  recognize: spacedAmountValue,
};

const TAXED: FieldSearch<number> = {
  labels: [
    new RegExp(String.raw`\bavaluo\s+afecto\b(?:\s+a\s+(?:impuestos?|contribuciones))?${SEMESTER}`),
    /\b(?:monto|parte|porcion)\s+afect[oa]\b(?:\s+(?:de|a)\s+(?:impuestos?|contribuciones))?/,
    /\bafect[oa]\b/,
    // What the tax is computed on is the taxed part.
    /\b(?:base|avaluo)\s+imponible\b/,
  ],
  recognize: spacedAmountValue,
};

/**
 * "$ 56.846.995 corresponde a la parte exenta": an amount printed before the words that name it,
 * joined to them by lower-case words only (a capital would start the next labelled field).
 */
function amountBefore(fields: CertificateFields, path: string, words: RegExp, reach = 50): number | null {
  const { text } = fields.document;
  const folded = foldKeepingLength(text);
  const pattern = new RegExp(
    `\\$\\s*(\\d{1,3}(?:\\.\\d{3})+|\\d+)(?:(?!\\$)[^.;\\p{Lu}]){0,${reach}}?(?:${words.source})`,
    'gu',
  );
  const match = pattern.exec(folded);
  const value = match?.[1] ? parseInteger(match[1]) : null;
  if (!match || value === null) return null;
  fields.record.text(path, match.index, match[0].length, 0.75);
  return value;
}

/**
 * "$62.218.904 corresponde a avalúo exento y $9.684.211 a avalúo afecto": the part an amount is
 * right before, joined by "corresponde a" or "a" alone. Read before a label's value after it, which
 * in such a sentence is the next part's amount.
 */
const namedRightAfter = (part: string) =>
  new RegExp(String.raw`\s+(?:corresponden?\s+)?al?\s+(?:la\s+parte\s+|el\s+)?(?:avaluo\s+)?${part}`);

/** The headers of SII's one-row table, in any order, each found even where glued to the next. */
const ROW_HEADERS = {
  comuna: /comuna/,
  direccion: /direccion/,
  destino: /destino/,
  avaluo_afecto: /afecto/,
  avaluo_exento: /exento/,
  avaluo_total: /total/,
} as const;

type RowField = keyof typeof ROW_HEADERS;

/** A rol de avalúo in a table's cell: "00064-00012", "2518-211", "00118 - 00009". */
const ROL_CELL = /(?<![\d-])(\d{1,5})\s?-\s?([\dkK]{1,5})(?![\d-])/u;

/**
 * A row "ROL  COMUNA  DIRECCIÓN  DESTINO  $ …  $ …  $ …": the rol (after the comuna when the header
 * prints it first), the words between, three amounts; the last one's "$" OCR may read as a digit
 * ("542.495.492"), which the appraisal's sum check then doubts. A table drawn with box rules
 * prints the amounts bare ("COMERCIO 318.774.102 0 318.774.102"): grouped by thousands, in a run of
 * digits, or a 0 (which OCR may read as an O).
 */
const ROW_AMOUNT = String.raw`\$\s?[\d.]+|\d{1,3}(?:\.\d{3})+|\d{4,}|[0O]`;
/** The row of a table with `amounts` amount columns (a header may print the total alone). */
const tableRow = (amounts: number) =>
  new RegExp(
    String.raw`^(\s*(?:(\p{L}[\p{L}. ]*?)\s+)?\d{1,5}-[\dkK]{1,5}\s+)(\p{L}[^$\n]*?)` +
      String.raw`\s+(${ROW_AMOUNT})`.repeat(amounts) +
      String.raw`\s*$`,
    'u',
  );

/**
 * The address's second line under the row, alone in its column ("LT 23 MZ 4", "DP 1204 BX 12"): a
 * short run of capitals and digits, no amount nor label.
 */
const ADDRESS_WRAP = /^\s*\p{Lu}{1,4}\.?\s*\d[\p{Lu}\d .-]{0,24}$/u;

/** A rule drawn under a table's header (dashes, equals signs or box rules only), or a blank line. */
const RULE_OR_BLANK = /^[\s\-–—=_|+]*$/u;

/**
 * The destination of SII's roll closing a row's words ("… DP 1204 HABITACIONAL", "… BX 87 BODEGA Y
 * ALMACENAJE"), all its words, as a match of the words after one space: null when none closes it.
 */
function trailingDestination(middle: string): RegExpExecArray | null {
  const words = middle.split(' ');
  for (let from = 1; from < words.length; from++) {
    const rest = words.slice(from);
    if (/^(?:Y|E|DE)$/u.test(rest[0] ?? '') || destinationWordsFrom(rest) !== rest.length) continue;
    return new RegExp(String.raw`\s(${escapeRegExp(rest.join(' '))})$`, 'u').exec(middle);
  }
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * SII's one-row table whose header the text layer glued into fewer cells than it has labels
 * ("ROL   COMUNA DIRECCIÓN   DESTINO   AVALÚO AFECTOAVALÚO EXENTOAVALÚO TOTAL") over a row glued
 * the same way: the amounts are the row's last three cells, in the order of their headers; the
 * words between the rol and them are the comuna (a known one), the address and the destination
 * (its last word), in that order when the header prints them so.
 */
function gluedTableRow(fields: CertificateFields): Partial<Record<'rol' | RowField, string | number>> {
  const lines = lineSpans(fields.document.raw);
  for (const [index, { text: line }] of lines.entries()) {
    const folded = foldKeepingLength(line).toLowerCase();
    const at = (field: RowField) => folded.search(ROW_HEADERS[field]);
    const rol = folded.search(/\brol\b/);
    const comunaFirst = at('comuna') >= 0 && at('comuna') < rol;
    // A header may leave the comuna out, printed in the certificate's title instead.
    const noComuna = at('comuna') < 0;
    // A header may print the total alone, without the taxed and exempt parts.
    const totalOnly = at('avaluo_total') > rol && at('avaluo_afecto') < 0 && at('avaluo_exento') < 0;
    const beforeRol = Object.entries(ROW_HEADERS).filter(
      ([field]) =>
        !((comunaFirst || noComuna) && field === 'comuna') &&
        !(totalOnly && (field === 'avaluo_afecto' || field === 'avaluo_exento')),
    );
    if (rol < 0 || beforeRol.some(([, pattern]) => folded.search(pattern) < rol)) continue;
    if (lineCells(line).length >= 7) continue;
    // A rule drawn under the header ("--------  -------") is no row, nor are the blanked rows of
    // a certificate's other roles (reading/bundle.ts) before this role's.
    const rowLine = lines.slice(index + 1).find((next) => !RULE_OR_BLANK.test(next.text));
    const row = rowLine?.text ?? '';
    const rowStart = rowLine?.start ?? 0;
    // A table of the total alone is read so only where the row's cells were glued by single
    // spaces; a row spaced into its cells is the spaced table's (spacedTableRow).
    if (totalOnly && /\S {2,}\S/u.test(row.trim())) return {};
    const match = tableRow(totalOnly ? 1 : 3).exec(row);
    if (!match?.[1] || !match[3] || (match[2] !== undefined) !== comunaFirst) return {};
    const found: Partial<Record<'rol' | RowField, string | number>> = {};
    const rolCell = ROL_CELL.exec(match[1]);
    if (rolCell?.[1] && rolCell[2]) {
      found.rol = `${Number(rolCell[1])}-${Number(rolCell[2])}`;
      fields.record.raw('rol_avaluo', rowStart + rolCell.index, rolCell[0].length, 0.75);
    }
    const amountFields = (
      totalOnly ? (['avaluo_total'] as const) : (['avaluo_afecto', 'avaluo_exento', 'avaluo_total'] as const)
    )
      .slice()
      .sort((a, b) => at(a) - at(b));
    let from = match[1].length + match[3].length;
    amountFields.forEach((field, place) => {
      const text = match[4 + place] ?? '';
      const start = row.indexOf(text, from);
      from = start + text.length;
      // A bare zero a worn copy's OCR read as the letter ("318.774.102 O 318.774.102").
      const value = parseInteger(text.replace(/[$\s]/g, '').replace(/^O$/u, '0'));
      if (value === null) return;
      found[field] = value;
      fields.record.raw(field, rowStart + start, text.length, 0.75);
    });
    if (!(at('comuna') < at('direccion') && at('direccion') < at('destino'))) return found;
    const middle = match[3];
    const middleStart = rowStart + match[1].length;
    const destino = trailingDestination(middle) ?? /\s(\p{Lu}{4,})$/u.exec(middle);
    if (noComuna) {
      // "00064-00012 PORTALES 154 HABITACIONAL": the address, then the destination.
      const address = destino ? middle.slice(0, destino.index).trim() : '';
      if (!destino?.[1] || !/\d/.test(address)) return found;
      // A table of the total alone may wrap the address onto a line of its own below the row.
      const wrapLine = rowLine ? lines[lines.indexOf(rowLine) + 1] : undefined;
      const wrap = totalOnly && wrapLine && ADDRESS_WRAP.test(wrapLine.text) ? wrapLine.text.trim() : null;
      found.direccion = wrap ? `${address} ${wrap}` : address;
      fields.record.raw('direccion', middleStart, address.length, 0.75);
      found.destino = destino[1];
      fields.record.raw('destino', middleStart + destino.index + 1, destino[1].length, 0.75);
      return found;
    }
    if (comunaFirst) {
      // "CURICO 02015-00031 MEMBRILLAR 1290 HABITACIONAL": the comuna printed before the rol.
      const comuna = comunaValue(match[2] ?? '');
      const address = destino ? middle.slice(0, destino.index).trim() : '';
      if (!comuna || !destino?.[1] || address === '') return found;
      found.comuna = comuna.value;
      fields.record.raw('comuna', rowStart + row.indexOf(match[2] ?? ''), (match[2] ?? '').length, 0.75);
      found.direccion = address;
      fields.record.raw('direccion', middleStart, address.length, 0.75);
      found.destino = destino[1];
      fields.record.raw('destino', middleStart + destino.index + 1, destino[1].length, 0.75);
      return found;
    }
    const comuna = comunaValue(middle);
    if (!comuna || comuna.start !== 0 || !destino?.[1]) return found;
    const address = middle.slice(comuna.end, destino.index).trim();
    if (address === '') return found;
    found.comuna = comuna.value;
    fields.record.raw('comuna', middleStart, comuna.end, 0.75);
    found.direccion = address;
    fields.record.raw('direccion', middleStart + middle.indexOf(address, comuna.end), address.length, 0.75);
    found.destino = destino[1];
    fields.record.raw('destino', middleStart + destino.index + 1, destino[1].length, 0.75);
    return found;
  }
  return {};
}

/** A header cell's field; the amounts' own words first ("Avalúo exento" is no total). */
const HEADER_CELLS: readonly (readonly [RegExp, RowField])[] = [
  [/exento/, 'avaluo_exento'],
  [/afecto/, 'avaluo_afecto'],
  [/total/, 'avaluo_total'],
  [/comuna/, 'comuna'],
  [/direccion/, 'direccion'],
  [/destino/, 'destino'],
];

/**
 * SII's one-row table printed with every cell apart, its header in any order ("COMUNA  ROL
 * DIRECCIÓN  DESTINO  AVALÚO TOTAL  EXENTO  AFECTO") over a row of as many cells: each value is
 * the row's cell under its header's. Not when a header cell names two fields (glued).
 */
function spacedTableRow(fields: CertificateFields): Partial<Record<RowField, string | number>> {
  const lines = lineSpans(fields.document.raw);
  for (const [index, { text: line }] of lines.entries()) {
    const header = lineCells(line).map((cell) => foldKeepingLength(cell.text).toLowerCase());
    if (!header.includes('rol') || !header.some((cell) => /exento|afecto|total/.test(cell))) continue;
    // Headers the text layer glued into one cell ("COMUNA DESTINO") leave the columns unknown.
    const glued = header.some((name) => HEADER_CELLS.filter(([pattern]) => pattern.test(name)).length > 1);
    if (glued || header.length < 4) return {};
    // A rule drawn under the header ("--------  -------") is no row.
    const rowLine = lines.slice(index + 1).find((next) => !RULE_OR_BLANK.test(next.text));
    const cells = lineCells(rowLine?.text ?? '');
    if (!rowLine || cells.length !== header.length) return {};
    const rowStart = rowLine.start;
    const found: Partial<Record<RowField, string | number>> = {};
    header.forEach((name, column) => {
      const field = HEADER_CELLS.find(([pattern]) => pattern.test(name))?.[1];
      const cell = cells[column];
      if (!field || !cell || found[field] !== undefined) return;
      const amount = field.startsWith('avaluo_');
      const value = amount ? parseInteger(cell.text.replace(/[$\s]/g, '')) : cell.text;
      if (value === null || (amount && !/^\$?\s?[\d.]+$/.test(cell.text))) return;
      found[field] = value;
      fields.record.raw(field, rowStart + cell.start, cell.text.length, 0.8);
    });
    return found;
  }
  return {};
}

/**
 * The cells of a descriptive one-row table's header: comuna, rol, dirección (or "Ubicación", the
 * same column) and destino, any order.
 */
const DESCRIPTIVE_HEADER = /^\s*(?:(?:comuna|rol|direccion|destino)(?:\s+|$)){3,4}$/;
/** The rol's header in words ("ROL DE AVALÚO", "Rol avalúo", "Rol S.I.I."), read as the one cell "rol". */
const ROL_HEADER = /\brol(?:\s+de)?\s+(?:avaluo|s\.?\s?i\.?\s?i\.?)(?!\p{L})/gu;
/** A header's words for the address column ("Nombre o dirección del predio"), read as "dirección". */
const ADDRESS_HEADER =
  /\bubicacion\b|\bnombre\s+(?:o\s+direccion\s+)?del\s+predio\b|\bdireccion\s+del\s+predio\b/g;
const DESTINATION_WORDS: ReadonlySet<string> = new Set(SII_DESTINATION_WORDS);

/**
 * How many of `words` from the first name a destination of SII's roll, with the words joining
 * them ("BODEGA Y ALMACENAJE"), none ending on a joining word.
 */
function destinationWordsFrom(words: string[]): number {
  let take = 0;
  while (take < words.length && /^\p{Lu}+$/u.test(words[take] ?? '')) {
    const word = foldAccents(words[take] ?? '').toLowerCase();
    if (!DESTINATION_WORDS.has(word) && !/^(?:y|e|de)$/.test(word)) break;
    take++;
  }
  while (take > 0 && /^(?:Y|E|DE)$/u.test(words[take - 1] ?? '')) take--;
  return take;
}

/** A known comuna ending a row's text, its words after the address ("INDEPENDENCIA 318   COBQUECURA"). */
function trailingComuna(text: string): { value: string; start: number; end: number } | null {
  const words = [...text.matchAll(/\p{L}[\p{L}'.]*/gu)];
  for (let take = Math.min(COMUNA_NAME_WORDS, words.length); take >= 1; take--) {
    const first = words[words.length - take];
    if (!first || /\S/u.test(text.slice(first.index).replace(/[\p{L}'.\s]/gu, ''))) continue;
    const comuna = comunaValue(text.slice(first.index));
    if (comuna && comuna.start === 0 && text.slice(first.index + comuna.end).trim() === '')
      return { value: comuna.value, start: first.index, end: first.index + comuna.end };
  }
  return null;
}

/**
 * A one-row table "Comuna   Rol   Dirección   Destino" (or without its destination) over its values, the text layer having glued
 * the row's cells with single spaces ("PUERTO MONTT   05620-00015 PJE LOS ULMOS 2277 HABITACIONAL"):
 * the rol is the rol-shaped cell (its dash maybe spaced, its header maybe "Rol de avalúo"), the comuna a known one where its header stands first, the
 * destino the row's last words naming a destination of SII's roll, the address what remains
 * between them, each where its header puts it.
 */
function descriptiveRow(fields: CertificateFields): Partial<Record<'rol' | RowField, string>> {
  const lines = lineSpans(fields.document.raw);
  for (const [index, { text: line, start: lineStart }] of lines.entries()) {
    const rowStart = lineStart + line.length + 1;
    const folded = foldKeepingLength(line)
      .toLowerCase()
      .replace(ROL_HEADER, 'rol')
      .replace(ADDRESS_HEADER, 'direccion');
    const order = folded.trim().split(/\s+/);
    // Its cells once each; the destination may be printed apart ("Destino: AGRICOLA" below).
    if (
      !DESCRIPTIVE_HEADER.test(folded) ||
      new Set(order).size !== order.length ||
      !order.includes('direccion') ||
      !order.includes('rol')
    )
      continue;
    const row = lines[index + 1]?.text ?? '';
    const rol = ROL_CELL.exec(row);
    // The address follows the rol, or the comuna printed between them ("Rol  Comuna  Dirección").
    const comunaBetween =
      order.indexOf('comuna') === order.indexOf('rol') + 1 &&
      order.indexOf('direccion') === order.indexOf('rol') + 2;
    // Or the destination printed between them ("Comuna  Rol  Destino  Nombre del predio").
    const destinoBetween =
      order.indexOf('destino') === order.indexOf('rol') + 1 &&
      order.indexOf('direccion') === order.indexOf('rol') + 2;
    if (
      !rol?.[1] ||
      !rol[2] ||
      (order.indexOf('rol') !== order.indexOf('direccion') - 1 && !comunaBetween && !destinoBetween)
    )
      return {};
    const before = row.slice(0, rol.index);
    let rest = row.slice(rol.index + rol[0].length);
    const found: Partial<Record<'rol' | RowField, string>> = { rol: `${Number(rol[1])}-${Number(rol[2])}` };
    fields.record.raw('rol_avaluo', rowStart + rol.index, rol[0].length, 0.75);
    if (order[0] === 'comuna') {
      const comuna = comunaValue(before);
      if (comuna && before.slice(comuna.end).trim() === '') {
        found.comuna = comuna.value;
        fields.record.raw('comuna', rowStart + comuna.start, comuna.end - comuna.start, 0.75);
      }
    }
    let restStart = rowStart + rol.index + rol[0].length;
    if (comunaBetween) {
      // The comuna's words, a known one, open what follows the rol.
      const lead = rest.length - rest.trimStart().length;
      const comuna = comunaValue(rest.trimStart());
      if (!comuna || comuna.start !== 0) return found;
      found.comuna = comuna.value;
      fields.record.raw('comuna', restStart + lead, comuna.end, 0.75);
      rest = rest.slice(lead + comuna.end);
      restStart += lead + comuna.end;
    }
    if (destinoBetween) {
      // The destination's words of SII's roll open what follows the rol; the address is the rest.
      const lead = rest.length - rest.trimStart().length;
      const words = rest.trimStart().split(/\s+/);
      const take = destinationWordsFrom(words);
      const destino = words.slice(0, take).join(' ');
      if (take > 0 && take < words.length && !notADestination(destino)) {
        found.destino = destino;
        fields.record.raw('destino', restStart + lead, destino.length, 0.75);
        rest = rest.slice(lead + destino.length);
        restStart += lead + destino.length;
      }
    }
    if (order.at(-1) === 'destino') {
      // The destination: the row's last words of SII's roll, with the words joining them
      // ("BODEGA Y ALMACENAJE"); the address ends before them.
      const words = rest.trimEnd().split(/\s+/);
      let take = 0;
      while (take < words.length - 1 && /^\p{Lu}+$/u.test(words[words.length - 1 - take] ?? '')) {
        const word = foldAccents(words[words.length - 1 - take] ?? '').toLowerCase();
        if (!DESTINATION_WORDS.has(word) && !/^(?:y|e|de)$/.test(word)) break;
        take++;
      }
      while (take > 0 && /^(?:Y|E|DE)$/u.test(words[words.length - take] ?? '')) take--;
      const destino = words.slice(words.length - take).join(' ');
      if (take > 0 && !notADestination(destino)) {
        const at = rest.lastIndexOf(destino);
        found.destino = destino;
        fields.record.raw('destino', restStart + at, destino.length, 0.75);
        rest = rest.slice(0, at);
      }
    }
    // The comuna after the address, closing the row ("ROL   DIRECCIÓN   COMUNA") or before the
    // destination read above ("Rol Dirección Comuna Destino"): a known one, the words left last.
    const comunaLast =
      order.at(-1) === 'comuna' || (order.at(-2) === 'comuna' && found.destino !== undefined);
    if (comunaLast && order.indexOf('comuna') === order.indexOf('direccion') + 1) {
      const comuna = trailingComuna(rest);
      if (comuna) {
        found.comuna = comuna.value;
        fields.record.raw('comuna', restStart + comuna.start, comuna.end - comuna.start, 0.75);
        rest = rest.slice(0, comuna.start);
      }
    }
    const address = rest.trim();
    if (address !== '' && /\d/.test(address)) {
      found.direccion = address;
      fields.record.raw('direccion', restStart + rest.indexOf(address), address.length, 0.75);
    }
    return found;
  }
  return {};
}

/** Reads an SII certificado de avalúo fiscal (chilean-documents.md §7) in any layout. */
const AMOUNT_FIELDS = ['avaluo_total', 'avaluo_afecto', 'avaluo_exento'] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];

/**
 * The three amounts with the one whose "$" OCR read as a leading 5 ("$66.614.264" read
 * "566.614.264") written without it, where only that reading makes the taxed and exempt parts add
 * up to the total; that amount's path, to be marked repaired. The amounts as read otherwise.
 */
function dollarReadAsFive(amounts: Record<AmountField, number | null>): {
  amounts: Record<AmountField, number | null>;
  repaired: AmountField | null;
} {
  const { avaluo_afecto: taxed, avaluo_exento: exempt, avaluo_total: total } = amounts;
  if (taxed === null || exempt === null || total === null || taxed + exempt === total)
    return { amounts, repaired: null };
  // What each amount must be for the parts to add up, given the other two.
  const expected: Record<AmountField, number> = {
    avaluo_total: taxed + exempt,
    avaluo_afecto: total - exempt,
    avaluo_exento: total - taxed,
  };
  const fits = AMOUNT_FIELDS.filter((field) => {
    const read = String(amounts[field]);
    return /^5\d{4,}$/u.test(read) && Number(read.slice(1)) === expected[field];
  });
  const [field] = fits;
  return fits.length === 1 && field
    ? { amounts: { ...amounts, [field]: expected[field] }, repaired: field }
    : { amounts, repaired: null };
}

export function extractSiiAppraisal(document: DocumentText): Extraction<FiscalAppraisal> {
  const fields = new CertificateFields(document, [
    ...ISSUE_DATE.labels,
    ...ROL.labels,
    ...ADDRESS.labels,
    ...COMUNA.labels,
    ...DESTINATION.labels,
    ...TOTAL.labels,
    ...EXEMPT.labels,
    ...TAXED.labels,
  ]);
  const after = valuesBeforeLabels(fields, [
    ['avaluo_exento', EXEMPT],
    ['avaluo_afecto', TAXED],
    ['avaluo_total', TOTAL],
    ['rol_avaluo', ROL],
    ['comuna', COMUNA],
    ['direccion', ADDRESS],
    ['destino', DESTINATION],
  ]);
  const afterNumber = (path: string) => {
    const value = after.get(path);
    return typeof value === 'number' ? value : null;
  };
  const afterText = (path: string) => {
    const value = after.get(path);
    return typeof value === 'string' ? value : null;
  };
  const glued = gluedTableRow(fields);
  const row = {
    ...pipedRow(fields),
    ...descriptiveRow(fields),
    ...(Object.keys(glued).length > 0 ? glued : spacedTableRow(fields)),
  };
  const grid = { ...partsRow(fields), ...componentGrid(fields) };
  const rowNumber = (field: RowField) =>
    (field === 'avaluo_afecto' || field === 'avaluo_exento' || field === 'avaluo_total'
      ? grid[field]
      : undefined) ?? (typeof row[field] === 'number' ? row[field] : null);
  const rowText = (field: RowField) => (typeof row[field] === 'string' ? row[field] : null);
  const total =
    afterNumber('avaluo_total') ?? rowNumber('avaluo_total') ?? fields.read('avaluo_total', TOTAL);
  const exempt =
    afterNumber('avaluo_exento') ??
    rowNumber('avaluo_exento') ??
    amountBefore(fields, 'avaluo_exento', namedRightAfter('exent[oa]'), 0) ??
    fields.read('avaluo_exento', EXEMPT) ??
    amountBefore(fields, 'avaluo_exento', /(?:parte|porcion)\s+exenta|exento/);
  const taxed =
    afterNumber('avaluo_afecto') ??
    rowNumber('avaluo_afecto') ??
    amountBefore(fields, 'avaluo_afecto', namedRightAfter('afect[oa]'), 0) ??
    fields.read('avaluo_afecto', TAXED) ??
    amountBefore(fields, 'avaluo_afecto', /(?:parte|porcion)\s+afecta|afecto/);
  const read = dollarReadAsFive({ avaluo_afecto: taxed, avaluo_exento: exempt, avaluo_total: total });
  if (read.repaired) fields.record.doubt(read.repaired, ['repaired_reading']);
  const address =
    afterText('direccion') ??
    rowText('direccion') ??
    fields.read('direccion', ADDRESS) ??
    fields.read('direccion', { ...ADDRESS, recognize: cellValue, narrative: false }) ??
    addressUnderRol(fields, 'direccion');
  const rolCells = address === null ? placeBesideRol(fields, 'direccion', 'comuna') : null;
  // A part the certificate does not print is the difference of the two it does: derived, not read.
  const derive = (path: string, from: string, value: number | null) => {
    if (value !== null) fields.record.derived(path, from);
    return value;
  };
  return {
    value: {
      fecha_emision: fields.issueDate('fecha_emision', ISSUE_DATE),
      rol_avaluo:
        afterText('rol_avaluo') ??
        (typeof row.rol === 'string' ? row.rol : null) ??
        fields.read('rol_avaluo', ROL),
      direccion: address ?? rolCells?.address ?? null,
      comuna:
        afterText('comuna') ??
        rowText('comuna') ??
        fields.read('comuna', COMUNA) ??
        fields.read('comuna', COMUNA_WITH_ROL) ??
        rolCells?.comuna ??
        null,
      destino:
        afterText('destino') ??
        rowText('destino') ??
        fields.read('destino', DESTINATION) ??
        destinationUnderHeader(fields),
      avaluo_afecto:
        read.amounts.avaluo_afecto ??
        derive('avaluo_afecto', 'avaluo_total', total !== null && exempt !== null ? total - exempt : null),
      avaluo_exento:
        read.amounts.avaluo_exento ??
        derive('avaluo_exento', 'avaluo_total', total !== null && taxed !== null ? total - taxed : null),
      avaluo_total:
        read.amounts.avaluo_total ??
        derive('avaluo_total', 'avaluo_exento', exempt !== null && taxed !== null ? exempt + taxed : null),
    },
    provenance: fields.record.entries,
    notes: [],
  };
}
