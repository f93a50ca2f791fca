import { comunaValue, nameValue } from '../text/recognizers';
import type { CertificateFields } from './certificateFields';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';

/*
 * A TGR header without labels for the taxpayer and the address: the rol's line goes on, after a
 * gap, with the taxpayer's name ("ROL 8110-00612-009   INVERSIONES BAHIA SAN VICENTE LTDA"),
 * and the next line is the property's address, in capitals ("AV COLON 3120 LT B - TALCAHUANO");
 * or the rol's line goes on with the comuna and the next line holds name and address, or with the
 * comuna and then the name, cells apart ("ROL 4106-00071-002   VICUÑA   ARAYA CORTES MARIA"). SII and
 * SERVIU certificates give the address the same way, under or beside the rol's line. Nothing here
 * is labelled, so every value is read as inferred.
 */

// A bullet, a bar or a slash may part the name from the rol ("ROL 7407-00214-005 · SOTO PAZ ANA").
const ROL_LINE = /^(\s*rol\s*:?\s*[\d.]+(?:\s*-\s*[\d.]+){1,2}(?:\s*[·•|/])?\s+)(\p{Lu}.*?)\s*$/iu;
/** An address in capitals: words and the unit's number, its comuna perhaps after a dash. */
const ADDRESS_LINE = /^\s*(\p{Lu}[\p{Lu}\d .,#º°–—-]*\d[\p{Lu}\d .,#º°–—-]*?)\s*$/u;
/** A line that opens with another field's label ("ROL 7308-…", "RUT …") holds no address. */
const LABEL_LINE = /^\s*(?:rol|rut|run|comuna|fecha|total|deuda|folio|c[oó]digo)\b/iu;

/**
 * The address printed on the line under the taxpayer's name, without a label ("CORNEJO ARAYA
 * PATRICIA" / "MANUEL RODRIGUEZ 77 — LICANTEN"): read as inferred. Null when that line is no
 * address in capitals.
 */
export function addressBelowName(fields: CertificateFields, name: string): string | null {
  const { raw } = fields.document;
  const at = raw.indexOf(name);
  const lineEnd = at < 0 ? -1 : raw.indexOf('\n', at + name.length);
  if (lineEnd < 0 || raw.slice(at + name.length, lineEnd).trim() !== '') return null;
  const nextEnd = raw.indexOf('\n', lineEnd + 1);
  const next = raw.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd);
  const address = LABEL_LINE.test(next) ? null : (ADDRESS_LINE.exec(next)?.[1] ?? null);
  if (!address) return null;
  fields.record.raw('direccion_propiedad', lineEnd + 1 + next.indexOf(address), address.length);
  fields.record.doubt('direccion_propiedad', ['inferred']);
  return address;
}

/** The cells of a header line parted by a bar, a bullet, a dash before a space or a wide gap ("OYARZO KRAUSE MATIAS A | LOS NOTROS 391"). */
const CELL_BREAK = /[^\S\n]*[|·•][^\S\n]*|[^\S\n]*[-–—][^\S\n]+|[^\S\n]{3,}/u;

/**
 * The rol's line goes on with the comuna ("ROL 154-00033-009 | LAGO RANCO"): the taxpayer's name
 * and the address are the next line's cells ("OYARZO KRAUSE MATIAS A | LOS NOTROS 391"), both
 * read as inferred. Null when that line is not a name in capitals and an address.
 */
function nameAndAddressBelow(
  fields: CertificateFields,
  next: string,
  nextAt: number,
): { name: string | null; address: string | null } | null {
  const [nameCell, addressCell, ...rest] = next
    .trim()
    .split(CELL_BREAK)
    .filter((cell) => cell !== '');
  if (!nameCell || !addressCell || rest.length > 0) return null;
  const name = nameValue(nameCell);
  const address = ADDRESS_LINE.exec(addressCell)?.[1];
  if (!name || name.value !== nameCell || name.value !== name.value.toUpperCase() || !address) return null;
  fields.record.raw('contribuyente.nombre', nextAt + next.indexOf(nameCell), name.value.length);
  fields.record.doubt('contribuyente.nombre', ['inferred']);
  fields.record.raw('direccion_propiedad', nextAt + next.lastIndexOf(address), address.length);
  fields.record.doubt('direccion_propiedad', ['inferred']);
  return { name: name.value, address };
}

/** The cell is a comuna's name and nothing else. */
const comunaOnly = (cell: string) => canonicalComuna(cell.trim()) !== null;

/** A line that is a name in capitals and nothing else: where it starts, and the name. */
function nameLine(line: string): { value: string; start: number } | null {
  const name = nameValue(line);
  const whole = name && name.value === line.trim() && name.value === name.value.toUpperCase();
  return whole && !LABEL_LINE.test(line) ? { value: name.value, start: line.indexOf(name.value) } : null;
}

/**
 * The taxpayer's name alone on the line under the rol's, the address (when not given beside the
 * rol) alone on the line after it ("ROL 214-8 / PURÉN" / "SOTO PAZ ANA" / "PRAT 44"): inferred.
 */
function nameThenAddressBelow(
  fields: CertificateFields,
  lines: string[],
  index: number,
  nextAt: number,
  address: string | null,
): BesideRol | null {
  const next = lines[index + 1] ?? '';
  const name = nameLine(next);
  if (!name) return null;
  fields.record.raw('contribuyente.nombre', nextAt + name.start, name.value.length);
  fields.record.doubt('contribuyente.nombre', ['inferred']);
  if (address !== null) return { name: name.value, address };
  const after = lines[index + 2] ?? '';
  const below = LABEL_LINE.test(after) ? undefined : ADDRESS_LINE.exec(after)?.[1];
  if (below) {
    fields.record.raw('direccion_propiedad', nextAt + next.length + 1 + after.indexOf(below), below.length);
    fields.record.doubt('direccion_propiedad', ['inferred']);
  }
  return { name: name.value, address: below ?? null };
}

/**
 * The rol's line going on with the comuna, then the name, cells apart ("ROL 4103-00233-009   LA
 * HIGUERA   ROJAS TAPIA ANA"): the comuna's cell and where the name's starts in `rest`; null when
 * the first cell is no comuna alone or the rest is more than one cell.
 */
function comunaThenName(rest: string): { comuna: string; length: number; nameAt: number } | null {
  const gap = CELL_BREAK.exec(rest);
  if (!gap) return null;
  const comuna = canonicalComuna(rest.slice(0, gap.index).trim());
  const nameAt = gap.index + gap[0].length;
  return comuna && !CELL_BREAK.test(rest.slice(nameAt).trim()) ? { comuna, length: gap.index, nameAt } : null;
}

/** What a TGR header prints beside and under the rol's line without labels. */
interface BesideRol {
  name: string | null;
  address: string | null;
  /** The comuna, recorded when taken, when the rol's line gives it before the address. */
  takeComuna?: () => string;
}

export function besideRol(fields: CertificateFields): BesideRol {
  const lines = fields.document.raw.split('\n');
  let offset = 0;
  for (const [index, line] of lines.entries()) {
    const match = ROL_LINE.exec(line);
    const nextAt = offset + line.length + 1;
    // The comuna alone after the rol, maybe misread by OCR ("ROL 214-8 / COLLIPULII"): one word
    // in capitals is no taxpayer's name.
    if (match?.[1] && match[2] && (comunaOnly(match[2]) || /^\p{Lu}+$/u.test(match[2].trim()))) {
      const next = lines[index + 1] ?? '';
      return (
        nameAndAddressBelow(fields, next, nextAt) ??
        nameThenAddressBelow(fields, lines, index, nextAt, null) ?? { name: null, address: null }
      );
    }
    // "ROL 77-4   CHEPICA   MANUEL RODRIGUEZ 214": the comuna and the address beside the rol,
    // the taxpayer's name on the next line.
    const rest = match?.[2] ?? '';
    const comuna = comunaValue(rest);
    const addressCell =
      comuna?.start === 0
        ? ADDRESS_LINE.exec(rest.slice(comuna.end).replace(/^\s*[|·•/–—-]?/u, ''))?.[1]
        : undefined;
    if (match?.[1] && addressCell) {
      const found = nameThenAddressBelow(fields, lines, index, nextAt, addressCell);
      if (found && comuna) {
        fields.record.raw('direccion_propiedad', offset + line.lastIndexOf(addressCell), addressCell.length);
        fields.record.doubt('direccion_propiedad', ['inferred']);
        const comunaAt = offset + match[1].length + comuna.start;
        const takeComuna = () => {
          fields.record.raw('comuna_propiedad', comunaAt, comuna.end - comuna.start);
          fields.record.doubt('comuna_propiedad', ['inferred']);
          return comuna.value;
        };
        return { ...found, takeComuna };
      }
    }
    if (match?.[1] && match[2]) {
      const split = comunaThenName(match[2]);
      const nameCell = split ? match[2].slice(split.nameAt) : match[2];
      const nameStart = match[1].length + (split?.nameAt ?? 0);
      const name = nameValue(nameCell);
      const whole = name && name.value === nameCell.trim() && name.value === name.value.toUpperCase();
      if (!whole) return { name: null, address: null };
      fields.record.raw('contribuyente.nombre', offset + nameStart + name.start, name.value.length);
      fields.record.doubt('contribuyente.nombre', ['inferred']);
      const next = lines[index + 1] ?? '';
      const address = ADDRESS_LINE.exec(next)?.[1] ?? null;
      if (address) {
        fields.record.raw(
          'direccion_propiedad',
          offset + line.length + 1 + next.indexOf(address),
          address.length,
        );
        fields.record.doubt('direccion_propiedad', ['inferred']);
      }
      const comunaAt = offset + match[1].length;
      const takeComuna = split
        ? () => {
            fields.record.raw('comuna_propiedad', comunaAt, split.length, 0.75);
            return split.comuna;
          }
        : undefined;
      return { name: name.value, address, ...(takeComuna && { takeComuna }) };
    }
    offset += line.length + 1;
  }
  return { name: null, address: null };
}

/** A line holding a rol and at most its comuna ("Rol 00007 - 00014   Comuna PUTRE", "ROL 101-00007-014 PUTRE"). */
const ROL_AND_COMUNA =
  /^\s*rol\s*:?\s*[\d.]+(?:\s*-\s*[\d.]+){1,2}(?:\s+(?:comuna\s*:?\s*)?(\p{L}[\p{L} ]*?))?\s*$/iu;

/**
 * The address printed without a label on the line under the rol's (an SII certificate's "Rol …
 * Comuna PUTRE" / "BAQUEDANO 240 LT 14 MZ 6"), recorded under `path` as inferred; null when that
 * line is no address in capitals.
 */
export function addressUnderRol(fields: CertificateFields, path: string): string | null {
  const lines = fields.document.raw.split('\n');
  let offset = 0;
  for (const [index, line] of lines.entries()) {
    const rol = ROL_AND_COMUNA.exec(line);
    if (rol && (rol[1] === undefined || comunaOnly(rol[1]))) {
      const next = lines[index + 1] ?? '';
      const address = LABEL_LINE.test(next) ? null : (ADDRESS_LINE.exec(next)?.[1] ?? null);
      if (!address) return null;
      fields.record.raw(path, offset + line.length + 1 + next.indexOf(address), address.length);
      fields.record.doubt(path, ['inferred']);
      return address;
    }
    offset += line.length + 1;
  }
  return null;
}

/**
 * A rol's line going on, after a bullet, a bar or a dash, with the address and its comuna after a
 * comma ("Rol 7-14 · Baquedano 240, Putre").
 */
const ROL_THEN_ADDRESS =
  /^(\s*rol(?:\s+de\s+aval[uú]o)?\s*:?\s*[\d.]+\s*-\s*[\dkK.]+\s*[·•|–—-]\s*)(\p{L}[^,\n]*?\d[^,\n]*?),\s*([^\n]+?)\s*$/iu;

/**
 * The address and comuna a rol's line gives after it without labels, the address recorded under
 * `path` as inferred; `takeComuna` records the comuna (when it is one) under its path when used.
 */
export function addressBesideRol(
  fields: CertificateFields,
  path: string,
): { address: string; takeComuna: (comunaPath: string) => string | null } | null {
  const lines = fields.document.raw.split('\n');
  let offset = 0;
  for (const line of lines) {
    const match = ROL_THEN_ADDRESS.exec(line);
    if (match?.[1] && match[2] && match[3]) {
      const address = match[2].trim();
      fields.record.raw(path, offset + match[1].length, address.length);
      fields.record.doubt(path, ['inferred']);
      const comunaAt = offset + line.lastIndexOf(match[3]);
      const printed = match[3];
      const takeComuna = (comunaPath: string) => {
        const comuna = canonicalComuna(printed);
        if (!comuna) return null;
        fields.record.raw(comunaPath, comunaAt, printed.length);
        fields.record.doubt(comunaPath, ['inferred']);
        return comuna;
      };
      return { address, takeComuna };
    }
    offset += line.length + 1;
  }
  return null;
}

/**
 * A rol and what its line prints after it: cells a bullet, a bar, a spaced slash or a comma parts
 * ("Rol 5-12 · LONCOCHE · PRAT 410", "Rol avalúo 5-12 / calle Prat 410 / comuna de Loncoche", "la
 * propiedad rol 5-12, Prat 410, Loncoche, no …"), or words alone where worn OCR lost those thin
 * marks ("Rol 5-12 LONCOCHE PRAT 410").
 */
const ROL_THEN_REST =
  /(?<!\p{L})(rol(?:\s+(?:de\s+)?aval[uú]o)?\s*:?\s*[\d.]+(?:\s*-\s*[\dkK.]+){1,2})((?:\s|[·•|,]).*)$/iu;
const SEPARATOR = /[·•|,]|\s\/\s/u;
/** A cell parted by a bullet, a bar, a slash between spaces or a comma. */
const BAR_CELL = /(?:[^·•|,/]|(?<=\S)\/(?=\S))+/gu;
/** An address cell: a street's words and its number, in any case ("Vivar 31", "PJE LOS AROMOS 1102"). */
const ADDRESS_CELL = /^\p{L}[\p{L}\d .#º°'-]*\d[\p{L}\d .#º°-]*$/u;
/** The comuna's own word before its name in a cell ("comuna de Loncoche"). */
const COMUNA_WORD = /^comuna\s+(?:de\s+)?/iu;
/** Another field labelled after the place ("… VIVAR 31 Destino: HABITACIONAL"). */
const LABELLED_REST = /\s+\p{L}+\s*:.*$/u;
/** Words a comuna's name may take. */
const MAX_COMUNA_WORDS = 3;

interface Cell {
  text: string;
  /** Offset in the rest of the line. */
  at: number;
}

/** The unlabelled cells after a rol: parted by their marks, else a comuna's words first or last and the address beside them. */
function restCells(rest: string): Cell[] {
  if (SEPARATOR.test(rest))
    return [...rest.matchAll(BAR_CELL)]
      .map((cell) => ({ text: cell[0].trim(), at: cell.index + cell[0].indexOf(cell[0].trim()) }))
      .filter((cell) => cell.text !== '' && !cell.text.includes(':'));
  const words = [...rest.replace(LABELLED_REST, '').matchAll(/\S+/gu)];
  const span = (part: RegExpMatchArray[]): Cell | null => {
    const [first] = part;
    const last = part.at(-1);
    return first && last
      ? { text: rest.slice(first.index, (last.index ?? 0) + last[0].length), at: first.index ?? 0 }
      : null;
  };
  for (let take = Math.min(MAX_COMUNA_WORDS, words.length - 1); take >= 1; take--) {
    for (const [comunaWords, addressWords] of [
      [words.slice(0, take), words.slice(take)],
      [words.slice(-take), words.slice(0, -take)],
    ]) {
      const comuna = span(comunaWords ?? []);
      const address = span(addressWords ?? []);
      if (comuna && address && comunaOnly(comuna.text) && ADDRESS_CELL.test(address.text))
        return [comuna, address];
    }
  }
  return [];
}

/**
 * The comuna and the address a rol gives in unlabelled cells after it ("Rol 01204-00318-005 ·
 * LONCOCHE · PRAT 410", "Rol 318-5 | LONCOCHE | PRAT 410 | Destino: HABITACIONAL"): one cell a
 * comuna's name alone, one an address with its number; a labelled cell is another field's. Both
 * recorded as inferred under the paths given; null unless the line holds both.
 */
export function placeBesideRol(
  fields: CertificateFields,
  addressPath: string,
  comunaPath: string,
): { address: string; comuna: string } | null {
  const lines = fields.document.raw.split('\n');
  let offset = 0;
  for (const line of lines) {
    const match = ROL_THEN_REST.exec(line);
    if (match?.[1] && match[2]) {
      const start = offset + match.index + match[1].length;
      const cells = restCells(match[2]).map((cell) => {
        const name = cell.text.replace(COMUNA_WORD, '');
        return { ...cell, name, nameAt: cell.at + cell.text.length - name.length };
      });
      const comunaCell = cells.find((cell) => comunaOnly(cell.name));
      const addressCell = cells.find((cell) => cell !== comunaCell && ADDRESS_CELL.test(cell.text));
      const comuna = comunaCell ? canonicalComuna(comunaCell.name) : null;
      if (!comunaCell || !addressCell || !comuna) return null;
      fields.record.raw(addressPath, start + addressCell.at, addressCell.text.length);
      fields.record.doubt(addressPath, ['inferred']);
      fields.record.raw(comunaPath, start + comunaCell.nameAt, comunaCell.name.length);
      fields.record.doubt(comunaPath, ['inferred']);
      return { address: addressCell.text, comuna };
    }
    offset += line.length + 1;
  }
  return null;
}
