import { RUT_LABEL } from '../text/names';
import { nameValue } from '../text/recognizers';
import type { CertificateFields } from './certificateFields';
import { canonicalComuna, COMUNA_NAME_WORDS } from '../../../../common/vocabularies/comunas';

/*
 * TGR, SII and SERVIU certificates often print the property's place without labels: the rol's
 * line goes on with cells ("ROL 4106-00071-002   VICUÑA   ARAYA CORTES MARIA", "Rol 5-12 ·
 * LONCOCHE · PRAT 410", "Rol 7-14 · Baquedano 240, Putre") and the lines under it hold what the
 * line did not (the taxpayer's name, the address). One reader splits a rol's line into cells and
 * tells a comuna, an address and a name apart; each certificate takes what it needs. Nothing here
 * is labelled, so every value is recorded as inferred.
 */

/** A rol before unlabelled cells ("ROL 8110-00612-009", "Rol de avalúo 5-12", "rol 318-K"). */
const ROL = String.raw`rol(?:\s+(?:de\s+)?aval[uú]o)?\s*:?\s*[\d.]+(?:\s*-\s*[\dkK.]+){1,2}`;
/** A rol opening its line, or anywhere in it but inside a word. */
const ROL_AT_START = new RegExp(`^\\s*${ROL}`, 'iu');
const ROL_IN_LINE = new RegExp(`(?<!\\p{L})${ROL}`, 'iu');

/**
 * What parts cells: a bullet, a bar, a comma, a slash or a period between spaces, a dash before a
 * space or a wide gap ("OYARZO KRAUSE MATIAS A | LOS NOTROS 391", "PRAT 410 - LONCOCHE").
 */
const CELL_BREAK = /\s*[|·•,]\s*|\s+\/\s+|\s*[-–—]\s+|\s+\.\s+|\s{3,}/gu;
/** A line holding a cell's mark. */
const CELL_MARK = new RegExp(CELL_BREAK.source, 'u');
/** An address in capitals: words and the unit's number, its comuna perhaps after a dash. */
const ADDRESS_LINE = /^\s*(\p{Lu}[\p{Lu}\d .,#º°'’–—-]*\d[\p{Lu}\d .,#º°'’–—-]*?)\s*$/u;
/** An address cell: a street's words and its number, in any case ("Vivar 31", "PJE LOS AROMOS 1102"). */
const ADDRESS_CELL = /^\p{L}[\p{L}\d .#º°'’-]*\d[\p{L}\d .#º°'’-]*$/u;
/** A line that opens with another field's label ("ROL 7308-…", "RUT …") holds no address. */
const LABEL_LINE = /^\s*(?:(?:rol|rut|run|comuna|fecha|total|deuda|folio|c[oó]digo)\b|r\.\s?u\.\s?[tn]\.)/iu;
/** The taxpayer's RUT closing a line, labelled or not, maybe in a cell of its own ("… LTDA R.U.T. 76.411.285-7"). */
const TRAILING_RUT =
  /(?:\s*[|·•,]\s*|\s+)(?:(?:rut|run|r\.\s?u\.\s?[tn]\.?)\s*:?\s*)?\d{1,2}\.?\d{3}\.?\d{3}\s?-\s?[\dkK]\s*$/iu;
/** The comuna's own word before its name in a cell ("comuna de Loncoche", "Comuna PUTRE"). */
const COMUNA_WORD = /^comuna\s*:?\s*(?:de\s+)?/iu;
/** Another field labelled after the place ("… VIVAR 31 Destino: HABITACIONAL"). */
const LABELLED_REST = /\s+\p{L}+\s*:.*$/u;

interface Cell {
  text: string;
  /** Offset in the raw text. */
  at: number;
}

/** A line of the raw text and its offset there. */
interface Line {
  at: number;
  text: string;
}

/** A line holding a rol, and the cells after it. */
interface RolLine {
  /** Offset of the line in the raw text. */
  lineAt: number;
  line: string;
  cells: Cell[];
  /** The cells before the rol on its line ("Comuna VILLA ALEMANA / Rol 112-9 / …"). */
  before: Cell[];
  /** The two lines under it, with their offsets in the raw text. */
  below: [Line, Line];
}

/** The comuna a cell names alone, after its own word perhaps, and where that name starts. */
function comunaCell(cell: Cell): { comuna: string; cell: Cell } | null {
  const name = cell.text.replace(COMUNA_WORD, '');
  const comuna = canonicalComuna(name);
  return comuna ? { comuna, cell: { text: name, at: cell.at + cell.text.length - name.length } } : null;
}

/** The comuna a cell gives, recorded as inferred only when a reader takes it. */
const takingComuna = (fields: CertificateFields, comuna: { comuna: string; cell: Cell }) => (): string => {
  inferred(fields, 'comuna_propiedad', comuna.cell.at, comuna.cell.text.length);
  return comuna.comuna;
};

/** A name in capitals and nothing else, where it starts in `text`. */
function wholeName(text: string): { value: string; start: number } | null {
  const name = nameValue(text);
  const whole = name && name.value === text.trim() && name.value === name.value.toUpperCase();
  return whole && !LABEL_LINE.test(text) ? { value: name.value, start: text.indexOf(name.value) } : null;
}

/**
 * The cells of what follows a rol: parted by their marks; a single cell without marks may still
 * be a comuna's words and an address side by side ("LONCOCHE PRAT 410", worn OCR losing the thin
 * bars), read as those two cells when so.
 */
function cellsOf(rest: string, restAt: number): Cell[] {
  const cells: Cell[] = [];
  let from = 0;
  for (const end of [...rest.matchAll(CELL_BREAK), null]) {
    const text = rest.slice(from, end?.index);
    const trimmed = text.trim();
    if (trimmed !== '') cells.push({ text: trimmed, at: restAt + from + text.indexOf(trimmed) });
    if (end) from = end.index + end[0].length;
  }
  const [only] = cells;
  return cells.length === 1 && only ? (comunaAndAddress(only) ?? cells) : cells;
}

/** A cell that is a comuna's words and an address, either first, parted only by a space. */
function comunaAndAddress(cell: Cell): Cell[] | null {
  const words = [...cell.text.replace(LABELLED_REST, '').matchAll(/\S+/gu)];
  const span = (part: RegExpMatchArray[]): Cell | null => {
    const [first] = part;
    const last = part.at(-1);
    if (first?.index === undefined || last?.index === undefined) return null;
    return { text: cell.text.slice(first.index, last.index + last[0].length), at: cell.at + first.index };
  };
  for (let take = Math.min(COMUNA_NAME_WORDS, words.length - 1); take >= 1; take--) {
    const comunaFirst = [span(words.slice(0, take)), span(words.slice(take))] as const;
    const comunaLast = [span(words.slice(-take)), span(words.slice(0, -take))] as const;
    for (const [comuna, address] of [comunaFirst, comunaLast]) {
      if (comuna && address && comunaCell(comuna) && ADDRESS_CELL.test(address.text))
        return comuna.at < address.at ? [comuna, address] : [address, comuna];
    }
  }
  return null;
}

/**
 * A box's edges around a line's cells ("| ROL 5805-00112-009   COMUNA X   |"): blanked, lengths
 * kept, so the rol opens its line and the lines under it hold their cells alone.
 */
const unboxed = (line: string) => line.replace(/^(\s*)[|│]/u, '$1 ').replace(/[|│](\s*)$/u, ' $1');

/** The lines holding a rol, with their cells; `atStart` keeps only lines the rol opens. */
function* rolLines(raw: string, atStart: boolean): Generator<RolLine> {
  const lines = raw.split('\n').map(unboxed);
  let lineAt = 0;
  for (const [index, line] of lines.entries()) {
    const rol = (atStart ? ROL_AT_START : ROL_IN_LINE).exec(line);
    if (rol) {
      const restStart = rol.index + rol[0].length;
      const next = { at: lineAt + line.length + 1, text: lines[index + 1] ?? '' };
      const after = { at: next.at + next.text.length + 1, text: lines[index + 2] ?? '' };
      yield {
        lineAt,
        line,
        cells: cellsOf(line.slice(restStart), lineAt + restStart),
        before: cellsOf(line.slice(0, rol.index), lineAt),
        below: [next, after],
      };
    }
    lineAt += line.length + 1;
  }
}

/** An address in capitals alone on a line, where it starts in the line. */
function addressLine(text: string): { value: string; start: number } | null {
  const address = LABEL_LINE.test(text) ? undefined : ADDRESS_LINE.exec(text)?.[1];
  return address ? { value: address, start: text.indexOf(address) } : null;
}

/** Records a value read from unlabelled words as inferred. */
function inferred(fields: CertificateFields, path: string, at: number, length: number): void {
  fields.record.raw(path, at, length);
  fields.record.doubt(path, ['inferred']);
}

/** The rest of a name's line that is its RUT ("OLIVARES MENA RAUL  (RUT 5.118.440-8)"): no part of it. */
export const RUT_CELL_AFTER = new RegExp(
  String.raw`^[^\S\n]*[(,]?[^\S\n]*(?:${RUT_LABEL})\.?[^\S\n]*:?[^\S\n]*[\d.]+-[\dkK][^\S\n]*\)?[^\S\n]*$`,
  'u',
);

/**
 * The address printed on the line under the taxpayer's name, without a label ("CORNEJO ARAYA
 * PATRICIA" / "MANUEL RODRIGUEZ 77 — LICANTEN"): read as inferred. Null when that line is no
 * address in capitals.
 */
export function addressBelowName(fields: CertificateFields, name: string): string | null {
  const { raw } = fields.document;
  const at = raw.indexOf(name);
  const lineEnd = at < 0 ? -1 : raw.indexOf('\n', at + name.length);
  const rest = lineEnd < 0 ? '' : raw.slice(at + name.length, lineEnd);
  if (lineEnd < 0 || (rest.trim() !== '' && !RUT_CELL_AFTER.test(rest))) return null;
  const nextEnd = raw.indexOf('\n', lineEnd + 1);
  const address = addressLine(raw.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd));
  if (!address) return null;
  inferred(fields, 'direccion_propiedad', lineEnd + 1 + address.start, address.value.length);
  return address.value;
}

/** What a TGR header prints beside and under the rol's line without labels. */
interface BesideRol {
  name: string | null;
  address: string | null;
  /** The comuna, recorded when taken, when the rol's line gives it. */
  takeComuna?: () => string;
}

const NOTHING: BesideRol = { name: null, address: null };

/**
 * The taxpayer's name, the address and the comuna a TGR header prints without labels on and under
 * the first line a rol opens with a name, a comuna or an address after it:
 * - the comuna alone, maybe misread by OCR into one capitalised word ("ROL 214-8 / COLLIPULII"):
 *   name and address are the next line's two cells, or the next line and the one after;
 * - the comuna and the address ("ROL 77-4   CHEPICA   MANUEL RODRIGUEZ 214"): the name is the
 *   next line;
 * - the name, after the comuna perhaps ("ROL 4106-00071-002   VICUÑA   ARAYA CORTES MARIA"): the
 *   address is the next line.
 */
export function besideRol(fields: CertificateFields): BesideRol {
  const { raw } = fields.document;
  for (const rolLine of rolLines(raw, true)) {
    const [first, second, ...more] = rolLine.cells;
    if (!first || !/^\p{Lu}/u.test(first.text)) continue;
    const comuna = comunaCell(first);
    const takeComuna = comuna ? takingComuna(fields, comuna) : undefined;
    if (more.length > 0) return nameAddressComuna(fields, rolLine.cells) ?? NOTHING;
    if (!second && (comuna || /^\p{Lu}+$/u.test(first.text)))
      return namedBelow(fields, rolLine, null) ?? NOTHING;
    if (comuna && second && ADDRESS_CELL.test(second.text) && second.text === second.text.toUpperCase()) {
      const found = namedBelow(fields, rolLine, second.text);
      if (!found) return NOTHING;
      inferred(fields, 'direccion_propiedad', second.at, second.text.length);
      return { ...found, ...(takeComuna && { takeComuna }) };
    }
    const nameCell = comuna && second ? second : second ? null : first;
    const name = nameCell && wholeName(nameCell.text);
    if (!nameCell || !name) return NOTHING;
    inferred(fields, 'contribuyente.nombre', nameCell.at + name.start, name.value.length);
    const [next] = rolLine.below;
    // The next line may give the comuna after the address ("PARCELA 4 EL ROBLE . PAINE").
    // Only cells its marks part: one run of words ("PJE RINCON BAJO 14 CALETA TORTEL") keeps its
    // reading below, a locality perhaps named after its comuna.
    const nextCells =
      comuna || !CELL_MARK.test(next.text) ? null : addressAndComuna(fields, cellsOf(next.text, next.at));
    if (nextCells) return { name: name.value, ...nextCells };
    const address = addressLine(next.text);
    if (address) inferred(fields, 'direccion_propiedad', next.at + address.start, address.value.length);
    return { name: name.value, address: address?.value ?? null, ...(takeComuna && { takeComuna }) };
  }
  return NOTHING;
}

/**
 * A line's two cells, an address in capitals and then the comuna alone ("RESERVA CORA 2 LOS
 * AROMOS . LAJA"), recorded as inferred when taken; null otherwise.
 */
function addressAndComuna(fields: CertificateFields, cells: Cell[]): Omit<BesideRol, 'name'> | null {
  const [addressCell, comunaCellRead, ...rest] = cells;
  const comuna = comunaCellRead && rest.length === 0 ? comunaCell(comunaCellRead) : null;
  const address = addressCell ? ADDRESS_LINE.exec(addressCell.text)?.[1] : undefined;
  if (!addressCell || !comuna || !address) return null;
  inferred(fields, 'direccion_propiedad', addressCell.at + addressCell.text.indexOf(address), address.length);
  return { address, takeComuna: takingComuna(fields, comuna) };
}

/**
 * The rol's line going on with the taxpayer's name, the address and the comuna, in that order
 * ("Rol 12-4 | SOTO PAZ ANA | PARCELA 9 EL ROBLE | PAINE"): all three recorded as inferred; null
 * unless the cells are those three.
 */
function nameAddressComuna(fields: CertificateFields, cells: Cell[]): BesideRol | null {
  const [nameCell, ...place] = cells;
  const name = nameCell ? wholeName(nameCell.text) : null;
  const found = name && nameCell ? addressAndComuna(fields, place) : null;
  if (!found || !name || !nameCell) return null;
  inferred(fields, 'contribuyente.nombre', nameCell.at + name.start, name.value.length);
  return { name: name.value, ...found };
}

/**
 * The taxpayer's name under a rol's line, and the address (when the rol's line did not give it):
 * the next line's two cells ("OYARZO KRAUSE MATIAS A | LOS NOTROS 391"), or the name alone on the
 * next line and the address alone on the one after ("SOTO PAZ ANA" / "PRAT 44"). Null when the
 * next line holds no name.
 */
function namedBelow(fields: CertificateFields, rolLine: RolLine, address: string | null): BesideRol | null {
  const [next] = rolLine.below;
  const [nameCell, addressCell, ...more] = cellsOf(next.text, next.at);
  const pair = address === null && nameCell && addressCell && more.length === 0;
  const pairName = pair ? wholeName(nameCell.text) : null;
  const pairAddress = pair ? addressLine(addressCell.text)?.value : undefined;
  if (nameCell && addressCell && pairName && pairAddress) {
    inferred(fields, 'contribuyente.nombre', nameCell.at + pairName.start, pairName.value.length);
    inferred(
      fields,
      'direccion_propiedad',
      addressCell.at + addressCell.text.indexOf(pairAddress),
      pairAddress.length,
    );
    return { name: pairName.value, address: pairAddress };
  }
  // The name's line may end with the taxpayer's RUT ("COMERCIAL SUR LTDA R.U.T. 76.411.285-7",
  // in a cell of its own or not): the name is what stands before it.
  const name = wholeName(next.text.replace(TRAILING_RUT, ''));
  if (!name) return null;
  inferred(fields, 'contribuyente.nombre', next.at + name.start, name.value.length);
  if (address !== null) return { name: name.value, address };
  const [, after] = rolLine.below;
  const below = addressLine(after.text);
  if (below) inferred(fields, 'direccion_propiedad', after.at + below.start, below.value.length);
  return { name: name.value, address: below?.value ?? null };
}

/**
 * The address printed without a label on the line under a rol's that holds at most its comuna
 * (an SII certificate's "Rol … Comuna PUTRE" / "BAQUEDANO 240 LT 14 MZ 6"), recorded under `path`
 * as inferred; null when that line is no address in capitals.
 */
export function addressUnderRol(fields: CertificateFields, path: string): string | null {
  const { raw } = fields.document;
  for (const rolLine of rolLines(raw, true)) {
    const [first, ...more] = rolLine.cells;
    if (more.length > 0 || (first && !comunaCell(first))) continue;
    const [next] = rolLine.below;
    const address = addressLine(next.text);
    if (!address) return null;
    inferred(fields, path, next.at + address.start, address.value.length);
    return address.value;
  }
  return null;
}

/**
 * The comuna and the address a rol gives in unlabelled cells after it ("Rol 01204-00318-005 ·
 * LONCOCHE · PRAT 410", "Rol 318-5 | LONCOCHE | PRAT 410 | Destino: HABITACIONAL", "Rol 7-14 ·
 * Baquedano 240, Putre", "la propiedad rol 5-12, Prat 410, Loncoche, no …", "Comuna PUTRE / Rol
 * 7-14 / BAQUEDANO 240"): one cell a comuna's name alone (or, before the rol, after its own word),
 * one an address with its number; a labelled cell is another field's, what its colon follows a
 * place perhaps ("Rol 40-2, Parcela 9 Los Robles: predio RURAL", "…, Santa Juana:"). The comuna's
 * name may open the next line after "comuna de" ending the rol's. The address alone, without a
 * comuna, where a zone or a label follows it ("Rol 88-7 · calle Prat N° 41 · Urbano").
 * Recorded as inferred under the paths given; null unless the first line a rol leads holds them.
 */
export function placeBesideRol(
  fields: CertificateFields,
  addressPath: string,
  comunaPath: string,
): { address: string; comuna: string | null } | null {
  for (const rolLine of rolLines(fields.document.raw, false)) {
    if (rolLine.cells.length === 0) continue;
    const cells = rolLine.cells.map(beforeColon).filter((cell) => cell.text !== '');
    const comunas = cells.map(comunaCell);
    const comunaAt = comunas.findIndex((found) => found !== null);
    // Or the comuna's cell before the rol, after its own word ("Comuna VILLA ALEMANA / Rol …").
    const [comunaBefore] = rolLine.before;
    const comuna =
      comunas[comunaAt] ??
      (rolLine.before.length === 1 && comunaBefore && COMUNA_WORD.test(comunaBefore.text)
        ? comunaCell(comunaBefore)
        : null) ??
      (DANGLING_COMUNA.test(cells.at(-1)?.text ?? '') ? comunaOpening(rolLine.below[0]) : null);
    const addressAt = cells.findIndex(
      (cell, index) => index !== comunaAt && ADDRESS_CELL.test(cell.text) && !DOCUMENT_WORD.test(cell.text),
    );
    const address = cells[addressAt];
    if (!address) return null;
    const after = cells[addressAt + 1];
    // Alone at the line's end, it may be a roll's cell another reader takes ("Rol 45-19 · PRAT 31").
    const alone =
      address.labelled ||
      (after !== undefined &&
        (ZONE_CELL.test(after.text) || DANGLING_COMUNA.test(after.text) || after.labelled));
    if (!comuna && !alone) return null;
    inferred(fields, addressPath, address.at, address.text.length);
    if (comuna) inferred(fields, comunaPath, comuna.cell.at, comuna.cell.text.length);
    return { address: address.text, comuna: comuna?.comuna ?? null };
  }
  return null;
}

/** A cell up to its colon (a label's, or the one closing the place before an answer). */
function beforeColon(cell: Cell): Cell & { labelled: boolean } {
  const colon = cell.text.indexOf(':');
  return colon < 0
    ? { ...cell, labelled: false }
    : { text: cell.text.slice(0, colon).trim(), at: cell.at, labelled: true };
}

/** "comuna de" ending the rol's line: the name opens the next. */
const DANGLING_COMUNA = /^comuna(?:\s+de)?$/iu;
/** A zone's cell after the address ("Urbano", "zona RURAL", "área rural"). */
const ZONE_CELL = /^(?:zona\s+|[aá]rea\s+)?(?:urban[oa]|rural)$/iu;
/** A document's own number or code, which no address is ("Certificado N° 44", "Folio 12"). */
const DOCUMENT_WORD =
  /^(?:cert(?:ificado)?|folio|ord(?:inario)?|c[oó]d(?:igo)?|resoluci[oó]n|oficio|n[°º])\b/iu;

/** The comuna whose name opens a line ("Pichidegua, NO está …"), its longest name first. */
function comunaOpening(line: Line): { comuna: string; cell: Cell } | null {
  const words = [...line.text.matchAll(/\p{L}[\p{L}'’.-]*/gu)].slice(0, COMUNA_NAME_WORDS);
  for (let take = words.length; take >= 1; take--) {
    const first = words[0];
    const last = words[take - 1];
    if (first?.index === undefined || last?.index === undefined) continue;
    const text = line.text.slice(first.index, last.index + last[0].length);
    const comuna = canonicalComuna(text);
    if (comuna) return { comuna, cell: { text, at: line.at + first.index } };
  }
  return null;
}

/**
 * The address printed alone after the first rol, on the rol's line ("ROL 2811-204   AV LOS
 * PAJARITOS 3450 DP 1204", a block of a certificate detailing several roles): an address in
 * capitals, no comuna. Recorded as inferred; null when the rol's line holds anything else.
 */
export function addressAloneBesideRol(fields: CertificateFields, path: string): string | null {
  for (const rolLine of rolLines(fields.document.raw, false)) {
    const [cell, ...more] = rolLine.cells;
    if (!cell || more.length > 0 || comunaCell(cell)) return null;
    if (!ADDRESS_CELL.test(cell.text) || cell.text !== cell.text.toUpperCase()) return null;
    inferred(fields, path, cell.at, cell.text.length);
    return cell.text;
  }
  return null;
}
