import type { MarriageCertificate, PersonRef } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { lineCells, type LineCell as Cell } from '../text/cells';
import { findDates } from '../text/dates';
import { foldKeepingLength } from '../text/folded';
import type { FieldSearch } from '../text/labelledValues';
import {
  cellValue,
  comunaValue,
  dateValue,
  integerValue,
  nameValue,
  type Recognizer,
} from '../text/recognizers';
import { findRuts, type FoundRut } from '../text/rut';
import { statementsAbout, type Statement } from '../text/statements';
import { unreadRegimeWords } from '../checks/regimeWords';
import { CertificateFields } from './certificateFields';
import { ISSUE_DATE } from './propertyLabels';
import { titleCase, wrappedName } from './shared';
import type { Extraction } from './types';

/** A subinscription the certificate records, with the date of the act it records. */
export interface Subinscription {
  date: string | null;
  /** Offset of its mention in the raw text, for provenance. */
  index: number;
}

export interface MarriageData {
  certificate: MarriageCertificate;
  /** Wedding date ("FECHA CELEBRACIÓN", "celebrado el …"). */
  celebrada: string | null;
  /** A separation pact: at the wedding (dated by it) or later. */
  separation: Subinscription | null;
  divorce: Subinscription | null;
  annulment: Subinscription | null;
}

const yearValue: Recognizer<number> = (region) => {
  const found = integerValue(region);
  return found && found.value >= 1900 && found.value <= 2100 ? found : null;
};

/**
 * A mark a worn copy's OCR read before the place's first letter ("Circunscripción ¿PICA"): no
 * part of a name, blanked in place so what is read keeps its offsets.
 */
const SPECK_BEFORE_NAME = /^([^\S\n]*)[¿¡](?=\p{Lu})/u;

/** A circunscripción: a comuna's name, else the office's name as printed (title case). */
const placeValue: Recognizer<string> = (printed) => {
  const region = printed.replace(SPECK_BEFORE_NAME, '$1 ');
  const comuna = comunaValue(region);
  if (comuna) return comuna;
  const cell = cellValue(region);
  const words = cell?.value.split(/[,;.(]/)[0]?.trim() ?? '';
  if (!cell || words === '' || /\d/.test(words) || words.split(/\s+/).length > 4) return null;
  return { value: titleCase(words), start: cell.start, end: cell.start + words.length };
};

const CIRCUNSCRIPCION: FieldSearch<string> = {
  // "Circ.:" abbreviates it on short forms.
  labels: [/\bcircunscripcion\b(?:\s+de\b)?/, /\bcirc\.(?=\s*:)/],
  recognize: placeValue,
};

/**
 * A numbered form's next item after a label whose value a worn copy lost ("2. N° inscripción:
 * 4. Marido:"): its item number and label, never the inscription's number.
 */
const NEXT_ITEM = /^[.)]-?[^\S\n]+\p{L}[^\n:\d]{0,30}:/u;

const inscriptionNumber: Recognizer<number> = (region) => {
  const found = integerValue(region);
  if (!found) return null;
  const itemNumber = found.end - found.start <= 2 && NEXT_ITEM.test(region.slice(found.end));
  return itemNumber ? null : found;
};

const NUMBER: FieldSearch<number> = {
  labels: [
    /\bn(?:ro|umero|°|º)\.?\s*(?:de\s+)?insc(?:ripcion\b|\.)/,
    /\binscripcion\s*:?\s*(?=n[°º.]|nro|numero|#)/,
    /\bbajo\s+el\s+numero\b/,
    /\binscrito\s+(?:con\s+el|bajo\s+el)\s+(?=n)/,
    /\binscripcion\b(?=\s*:?\s*\d)/,
    // "Número" heading a table cell ("Circunscripción   Número   Año") or labelling one ("NUMERO : 377").
    /\bnumero\b(?=\s{3,}|\s*$|\s*:)/,
    // Abbreviated beside the circunscripción and the year ("Circ.: ARAUCO  Nro.: 97  Año: 2014").
    // Only after the circunscripción on its line: a certificate's own "N°: …" is no inscription's.
    /(?<=\bcirc(?:unscripcion|\.)?[^\n]{1,40}?)(?<!\p{L})(?:nro|n[°º])\.?(?=\s*:\s*\d)/u,
  ],
  recognize: inscriptionNumber,
};

const YEAR: FieldSearch<number> = {
  // "Año de registro": the year of the register the marriage is inscribed in.
  // A form's bare "Registro ..... 2004" beside the inscription's number: the register's year (not
  // the "Registro Civil" heading; a register's letter is no year).
  labels: [
    /\bano\s+(?:de\s+(?:la\s+)?)?inscripcion\b/,
    /\bano\s+(?:de\s+|del\s+)?registro\b/,
    /\bano\b/,
    /\bregistro\b(?!\s+civil)/,
  ],
  recognize: yearValue,
};

const WEDDING_DATE: FieldSearch<string> = {
  labels: [
    /\bfecha\s+(?:de\s+)?celebracion\b/,
    // "celebrado en Talca el …": a place may stand between.
    /\bcelebrad[oa]\s+(?:en\s+[a-z ]{2,30}?\s+)?(?:el|con\s+fecha)\b/,
    /\bcelebracion\b/,
    /\bfecha\s+(?:de\s+|del\s+)?matrimonio\b/,
    // The act in prose: "con fecha doce de marzo de dos mil diez, … contrajeron matrimonio", or
    // "contrajeron matrimonio el …".
    /\bcon\s+fecha\b(?=[^.]{0,160}\bcontraj(?:eron|o)\s+matrimonio\b)/,
    /\bcontraj(?:eron|o)\s+matrimonio\s+(?:en\s+[a-z ]{2,30}?\s+)?(?:el|con\s+fecha)\b/,
  ],
  recognize: dateValue,
};

/** Where each spouse's data starts; first the explicit labels, then the narrative's "don"/"doña". */
const HUSBAND = [
  /\bnombre\s+del\s+(?:marido|esposo|conyuge\s+var[oó]n|contrayente)\b/,
  /\bconyuge\s+(?:varon|masculino|1)\b/,
  /\bmarido\b/,
  /\besposo\b/,
  /\bcontrayente\s*(?:1|uno|\(?el\)?|var[oó]n|hombre)(?=[\s:)]|$)/,
  // The same "Contrayente:" label for both: the first printed, then the second.
  /\bcontrayente(?=\s*:)/,
  // "Él:   NAME   RUN …" / "Ella: NAME …": the pronouns as labels, each opening its line.
  /(?:^|\n)[^\S\n]*el[^\S\n]*:/,
  /\bentre\s+don\b/,
  /\bdon\b/,
];
const WIFE = [
  /\bnombre\s+de\s+la\s+(?:mujer|esposa|contrayente)\b/,
  /\bconyuge\s+(?:mujer|femenin[oa]|2)\b/,
  /\bmujer\b/,
  /\besposa\b/,
  /\bcontrayente\s*(?:2|dos|\(?ella\)?|mujer)(?=[\s:)]|$)/,
  /\bcontrayente\s*:[^]*?\bcontrayente(?=\s*:)/,
  /(?:^|\n)[^\S\n]*ella[^\S\n]*:/,
  /\by\s+dona\b/,
  /\bdona\b/,
];
const NAME_LABEL = /\bnombres?(?:\s+completo|\s+y\s+apellidos)?\b\s*:?/giu;
/** Words in capitals, one or two spaces apart (a wider gap is the next cell). */
const UPPER_WORDS = new RegExp(
  String.raw`^[^\S\n]*:?[^\S\n]*([\p{Lu}][\p{Lu}'´-]*(?:[ \t]{1,2}(?:DE[ \t]|DEL[ \t]|LA[ \t]|LOS[ \t]|Y[ \t])*[\p{Lu}][\p{Lu}'´-]*){0,4})`,
  'u',
);

/** The words in capitals after a label (the label in any case, the value in capitals). */
function upperAfter(block: string, label: RegExp): { value: string; index: number } | null {
  const match = new RegExp(label.source, 'iu').exec(foldKeepingLength(block));
  if (!match) return null;
  const from = match.index + match[0].length;
  const value = UPPER_WORDS.exec(block.slice(from));
  return value?.[1] ? { value: value[1], index: from + value[0].indexOf(value[1]) } : null;
}

/**
 * Forms that print the surnames apart: "Nombres: JORGE LUIS" / "Apellidos: LEIVA CASTRO", or
 * "Apellido paterno: ARAVENA   Apellido materno: TORO   Nombres: FELIPE ANDRÉS"; joined as one name.
 */
function splitName(block: string): { value: string; index: number } | null {
  const given = upperAfter(block, /\bnombres?\b/);
  if (!given) return null;
  const father = upperAfter(block, /\bapellido\s+paterno\b/)?.value;
  const mother = upperAfter(block, /\bapellido\s+materno\b/)?.value;
  const surnames = father
    ? [father, mother].filter(Boolean).join(' ')
    : upperAfter(block, /\bapellidos?\b/)?.value;
  return surnames ? { value: `${given.value} ${surnames}`, index: given.index } : null;
}

function firstMatch(folded: string, labels: RegExp[]): { index: number; end: number } | null {
  for (const label of labels) {
    const match = new RegExp(label.source, 'iu').exec(folded);
    if (match) return { index: match.index, end: match.index + match[0].length };
  }
  return null;
}

/**
 * A RUN or RUT label cut to a shred right after a name, on its line or opening the next one, the
 * number after it: the worn copy lost letters there, and may have lost the name's last words.
 */
const CUT_ID_LABEL_AFTER =
  /^[^\S\n]*(?:\n[^\S\n]*|[^\S\n])(?:RU|UN|UT|R\.U|U\.N|U\.T)\.?[^\S\n]*[.:]*[^\S\n]*\d/u;

/**
 * One spouse from the block that starts at their label and ends where the other spouse's starts:
 * the name right after the label (or after a "Nombre" label inside the block), the first RUN.
 */
function spouse(fields: CertificateFields, path: string, own: RegExp[], other: RegExp[]): PersonRef {
  const { raw } = fields.document;
  const folded = foldKeepingLength(raw);
  const anchor = firstMatch(folded, own);
  if (!anchor) return { nombre: '', rut: null };
  const otherAnchor = firstMatch(folded.slice(anchor.end), other);
  const blockEnd = Math.min(anchor.end + (otherAnchor?.index ?? 400), anchor.end + 400);
  const block = raw.slice(anchor.end, blockEnd);
  const nameStarts = [
    0,
    ...[...foldKeepingLength(block).matchAll(NAME_LABEL)].map((match) => match.index + match[0].length),
  ];
  const split = splitName(block);
  let name = split ? { value: split.value, index: anchor.end + split.index } : null;
  for (const start of split ? [] : nameStarts) {
    const found = nameValue(
      // "(él)", or the parenthesis closing a label naming the spouse ("Contrayente (marido): …").
      block.slice(start).replace(/^\s*(?:\((?:el|él|ella)\)|\))\s*/iu, (lead) => ' '.repeat(lead.length)),
    );
    if (found) {
      name = { value: found.value, index: anchor.end + start + found.start };
      break;
    }
  }
  if (name) name = { value: wrappedName(raw, name.index, name.value).value, index: name.index };
  const rut = findRuts(block)[0];
  if (name) fields.record.raw(`${path}.nombre`, name.index, name.value.length);
  // The RUN's label after the name cut short ("… FUENTÉ" over "RU   10.553.871-5"): OCR lost
  // letters there, maybe the name's last words too.
  if (name && CUT_ID_LABEL_AFTER.test(raw.slice(name.index + name.value.length)))
    fields.record.doubt(`${path}.nombre`, ['name_shape']);
  if (rut) fields.record.raw(`${path}.rut`, anchor.end + rut.index, rut.rut.length);
  return { nombre: name?.value ?? '', rut: rut?.rut ?? null };
}

/**
 * The spouses of a worn copy whose labels OCR lost altogether, the page only values: two names,
 * each on the line above its RUN. The form names the husband first, so the first pair is his;
 * each name is inferred, so doubted. Null unless exactly two such pairs stand in the text.
 */
function spousesInOrder(fields: CertificateFields): { marido: PersonRef; mujer: PersonRef } | null {
  const { raw } = fields.document;
  const pairs = findRuts(raw).flatMap((rut) => {
    const lineStart = raw.lastIndexOf('\n', rut.index) + 1;
    if (lineStart === 0 || raw.slice(lineStart, rut.index).trim() !== '') return [];
    // A speck OCR read before the name (". MARÍA JOSÉ …") is not part of it.
    const line = raw.slice(raw.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    const lead = /^[^\p{L}]*/u.exec(line)?.[0].length ?? 0;
    const name = nameValue(line.slice(lead));
    const at = lineStart - 1 - line.length + lead;
    return name ? [{ name: { ...name, index: at + name.start }, rut }] : [];
  });
  if (pairs.length !== 2) return null;
  const person = (pair: (typeof pairs)[number], path: string): PersonRef => {
    fields.record.raw(`${path}.nombre`, pair.name.index, pair.name.value.length);
    fields.record.raw(`${path}.rut`, pair.rut.index, pair.rut.rut.length);
    // The name says whose the pair is; its RUN, checked by its digit, follows it.
    fields.record.doubt(`${path}.nombre`, ['inferred']);
    return { nombre: pair.name.value, rut: pair.rut.rut };
  };
  const [first, second] = pairs;
  return first && second ? { marido: person(first, 'marido'), mujer: person(second, 'mujer') } : null;
}

/** A plural label heading the spouses' rows ("Contrayentes:", "CONTRAYENTES"). */
const SPOUSES_LIST = /\bcontrayentes\b\s*:?[^\S\n]*(?:\n|$)/iu;

/**
 * Spouses listed under one plural label, a row each holding a name and its RUN ("Contrayentes:" /
 * "GONZALO … ..... R.U.N. 12.390.455-9" / "PAULINA … ... R.U.N. 17.204.561-8"): the form names
 * the husband first, as a "Contrayente:" label printed twice does. Null unless the two rows after
 * the label each hold both.
 */
function listedSpouses(fields: CertificateFields): { marido: PersonRef; mujer: PersonRef } | null {
  const { raw } = fields.document;
  const label = SPOUSES_LIST.exec(foldKeepingLength(raw));
  if (!label) return null;
  let at = label.index + label[0].length;
  const rows: { name: { value: string; index: number }; rut: FoundRut }[] = [];
  for (const line of raw.slice(at).split('\n').slice(0, 2)) {
    const rut = findRuts(line)[0];
    const name = rut ? nameValue(line.slice(0, rut.index)) : null;
    if (!rut || !name) return null;
    rows.push({
      name: { value: name.value, index: at + name.start },
      rut: { ...rut, index: at + rut.index },
    });
    at += line.length + 1;
  }
  const person = (row: (typeof rows)[number], path: string): PersonRef => {
    fields.record.raw(`${path}.nombre`, row.name.index, row.name.value.length);
    fields.record.raw(`${path}.rut`, row.rut.index, row.rut.rut.length);
    return { nombre: row.name.value, rut: row.rut.rut };
  };
  const [first, second] = rows;
  return first && second ? { marido: person(first, 'marido'), mujer: person(second, 'mujer') } : null;
}

/** Spouses printed side by side: the value cells under each spouse's column, by label. */
interface ColumnSpouse {
  given: Cell & { line: number };
  surnames?: Cell & { line: number };
  rut?: Cell & { line: number };
}

/**
 * A form with the spouses side by side ("MARIDO   MUJER" over rows "Nombre   X   Y",
 * "RUN   x   y"): each value goes to the spouse whose column it stands under.
 */
function columnSpouses(fields: CertificateFields): { marido: PersonRef; mujer: PersonRef } | null {
  const { raw } = fields.document;
  const lines = raw.split('\n');
  const starts: number[] = [];
  lines.reduce((offset, line) => (starts.push(offset), offset + line.length + 1), 0);
  // "DATOS DEL MARIDO", "Antecedentes de la mujer": a column's heading around the spouse's label.
  const heading = (text: string) =>
    foldKeepingLength(text)
      .toLowerCase()
      .replace(/^(?:datos|antecedentes|identificacion|nombre)\s+(?:de\s+la|del?)\s+/u, '')
      // "CONTRAYENTE (MARIDO)", "Cónyuge - mujer": the role the heading qualifies.
      .replace(/^(?:contrayente|conyuge)\s*(?:\(\s*(.+?)\s*\)|[-–]\s*(.+))$/u, '$1$2')
      .replace(/\s*:$/u, '');
  const isSpouse = (cell: Cell | undefined, labels: RegExp[]) =>
    cell !== undefined &&
    labels.some((label) => new RegExp(`^${label.source}$`, 'iu').test(heading(cell.text)));
  const header = lines.findIndex((line) => {
    const cells = lineCells(line);
    return cells.length === 2 && isSpouse(cells[0], HUSBAND) && isSpouse(cells[1], WIFE);
  });
  if (header < 0) return null;
  const columns = lineCells(lines[header] ?? '').map((cell) => cell.start);
  const found: [Partial<ColumnSpouse>, Partial<ColumnSpouse>] = [{}, {}];
  const slotOf = (label: string) => {
    const key = foldKeepingLength(label).toLowerCase().trim();
    if (/^r\.?\s?u\.?\s?[nt]\.?$|^rut$|^run$/.test(key)) return 'rut';
    if (/^apellidos?\b/.test(key)) return 'surnames';
    return /^nombres?\b/.test(key) ? 'given' : null;
  };
  const place = (slot: 'rut' | 'surnames' | 'given', value: Cell, line: number, column: number) => {
    const distances = columns.map((start) => Math.abs(start - column));
    const target = found[distances.indexOf(Math.min(...distances))];
    if (target) target[slot] = { ...value, line };
  };
  // Labels over values ("Nombre del marido   Nombre de la mujer" over the two names, "RUN   RUN"
  // over the two RUNs): the row of labels names the slot of the row of values under it.
  let pending: 'rut' | 'surnames' | 'given' | null = /^nombre/iu.test(lines[header]?.trim() ?? '')
    ? 'given'
    : null;
  for (let index = header + 1; index < Math.min(lines.length, header + 8); index++) {
    const cells = lineCells(lines[index] ?? '');
    const labels = cells.map((cell) => (cell.text.includes(':') ? null : slotOf(cell.text)));
    if (cells.length >= 2 && labels.every((slot) => slot !== null && slot === labels[0])) {
      pending = labels[0] ?? null;
      continue;
    }
    if (
      pending &&
      cells.length >= 2 &&
      labels.every((slot) => slot === null) &&
      !cells[0]?.text.includes(':')
    ) {
      for (const cell of cells) place(pending, cell, index, cell.start);
      pending = null;
      continue;
    }
    // The names alone right under the spouses' headings, before any labelled row.
    if (
      !pending &&
      cells.length === 2 &&
      found.every((spouse) => spouse.given === undefined) &&
      cells.every((cell) => !cell.text.includes(':') && slotOf(cell.text) === null && nameValue(cell.text))
    ) {
      for (const cell of cells) place('given', cell, index, cell.start);
      continue;
    }
    pending = null;
    // Each spouse's column labels its own values ("Nombre: RAÚL …      Nombre: ANA …"); a RUN's
    // label may stand before it without a colon ("RUN 12.345.678-9").
    const labelled = cells.map(
      (cell) =>
        /^([^:]{2,20}):\s*(\S.*)$/u.exec(cell.text) ?? /^(r\.?\s?u\.?\s?[nt]\.?)\s+(\d.*)$/iu.exec(cell.text),
    );
    if (cells.length >= 2 && labelled.every((match) => match && slotOf(match[1] ?? ''))) {
      labelled.forEach((match, at) => {
        const cell = cells[at];
        const slot = slotOf(match?.[1] ?? '');
        const text = match?.[2] ?? '';
        if (cell && slot)
          place(slot, { text, start: cell.start + cell.text.length - text.length }, index, cell.start);
      });
      continue;
    }
    const [label, ...values] = cells;
    const slot = label ? slotOf(label.text) : null;
    if (!slot || values.length === 0) continue;
    for (const value of values) place(slot, value, index, value.start);
  }
  const person = (spouse: Partial<ColumnSpouse>, path: string): PersonRef | null => {
    const given = spouse.given ? nameValue(spouse.given.text) : null;
    if (!spouse.given || !given) return null;
    const surnames = spouse.surnames ? nameValue(spouse.surnames.text) : null;
    const rut = spouse.rut ? findRuts(spouse.rut.text)[0] : undefined;
    fields.record.raw(
      `${path}.nombre`,
      (starts[spouse.given.line] ?? 0) + spouse.given.start + given.start,
      given.value.length,
    );
    if (rut && spouse.rut)
      fields.record.raw(
        `${path}.rut`,
        (starts[spouse.rut.line] ?? 0) + spouse.rut.start + rut.index,
        rut.rut.length,
      );
    return {
      nombre: surnames ? `${given.value} ${surnames.value}` : given.value,
      rut: rut?.rut ?? null,
    };
  };
  const marido = person(found[0], 'marido');
  const mujer = person(found[1], 'mujer');
  return marido && mujer ? { marido, mujer } : null;
}

/** A full stop ends a sentence; a dot between digits ("12.05.2017") does not. */
// An abbreviation's stop ends no sentence: "Art. 1723 C.C.", "R.U.N.", "Nro.".
const FULL_STOP = /(?<!(?:^|[^\p{L}])(?:\p{L}|arts?|inc|nro|num))\.(?!\d)/giu;

/** Where the last full stop before `index` stands, -1 when none. */
function lastFullStop(raw: string, index: number): number {
  return [...raw.slice(0, index).matchAll(FULL_STOP)].at(-1)?.index ?? -1;
}

/** Where the first full stop from `index` stands, -1 when none. */
function nextFullStop(raw: string, index: number): number {
  FULL_STOP.lastIndex = index;
  return FULL_STOP.exec(raw)?.index ?? -1;
}

/**
 * The date nearest to a statement in its sentence (the judgment's or the pact's date). A labelled
 * line ("Subinscripción N° 2: Divorcio. Sentencia de fecha …") starts the sentence at its label;
 * a statement that closes its sentence alone, as a heading, is dated by the next one.
 */
function dateOf(raw: string, statement: Statement): string | null {
  const lineStart = raw.lastIndexOf('\n', statement.index) + 1;
  const labelled = /^[^\n:.]{2,40}:/u.test(raw.slice(lineStart, statement.index));
  // Nothing above the subinscriptions' heading dates one: the form's dates are the wedding's.
  const headings = [
    ...raw.slice(0, statement.index).matchAll(/subinscripci(?:o|ó)n(?:es)?[^\S\n]*:?[^\S\n]*\n/giu),
  ];
  const lastHeading = headings.at(-1);
  const start = Math.max(
    lastFullStop(raw, statement.index) + 1,
    statement.index - 200,
    labelled ? lineStart : 0,
    lastHeading ? lastHeading.index + lastHeading[0].length : 0,
  );
  const stop = nextFullStop(raw, statement.index + statement.length);
  const alone = raw
    .slice(start, statement.index)
    .replace(/^[^\n:.]{2,40}:/u, '')
    .trim();
  const heading =
    stop >= 0 && alone === '' && raw.slice(statement.index + statement.length, stop).trim() === '';
  const endAt = heading ? nextFullStop(raw, stop + 1) : stop;
  const sentence = raw.slice(start, endAt < 0 ? undefined : endAt).replace(/\n/g, ' ');
  const at = statement.index - start;
  const distance = (index: number) => Math.abs(index - at);
  return findDates(sentence).sort((a, b) => distance(a.index) - distance(b.index))[0]?.iso ?? null;
}

function subinscription(raw: string, subject: RegExp, ignore?: RegExp): Subinscription | null {
  const statement = statementsAbout(raw, subject, ignore ? { ignore } : {}).find((found) => found.affirmed);
  return statement ? { date: dateOf(raw, statement), index: statement.index } : null;
}

/**
 * Reads a Registro Civil certificado de matrimonio (chilean-documents.md §10) in any layout —
 * labelled lines, spouse blocks, one sentence — with its subinscriptions (separation pact,
 * divorce, annulment), which decide the regime.
 */
/** A RUN's thousands stop read as a comma: "14,106.377-4", "13.582,904-8". */
const COMMA_RUN = /(?<![\d.,])\d{1,2}[.,]\d{3}[.,]\d{3}-[\dkK](?![\dkK])/gu;

/**
 * The spouses' RUNs side by side on a row of their own ("R.U.N.  13.742.518-1   15.086.331-7"),
 * the label perhaps run onto the first: the two numbers in their columns' order.
 */
function runRowInOrder(raw: string): [FoundRut, FoundRut] | null {
  let offset = 0;
  for (const printed of raw.split('\n')) {
    // A worn copy's OCR reads a RUN's stop as a comma ("14,106.377-4"): the same length, so the
    // offsets hold; the number read so is marked repaired by the caller.
    const line = printed.replace(COMMA_RUN, (run) => run.replace(/,/g, '.'));
    const label = /^\s*(?:r\.?\s?u\.?\s?[nt]\.?|c[eé]dula(?:\s+de\s+identidad)?)\s*:?\s+/iu.exec(line);
    const ruts = label ? findRuts(line) : [];
    const [first, second] = ruts;
    // Nothing but the two numbers after the label (no name nor date run onto them).
    const bare = /^[\d.\s-]+[\dkK]\s*$/u.test(line.slice(label?.[0].length));
    if (first && second && ruts.length === 2 && bare)
      return [
        { ...first, index: offset + first.index },
        { ...second, index: offset + second.index },
      ];
    offset += line.length + 1;
  }
  return null;
}

/**
 * A spouse named in capitals, then their identity number after a comma ("GUSTAVO ADOLFO PÉREZ
 * SOTO, RUN 11.730.962-2"), its words perhaps wrapped onto the next line: the name ends at the
 * comma before the number's label.
 */
const NAME_THEN_RUN =
  /(\p{Lu}[\p{Lu}'´-]*(?:\s+(?:(?:DE|DEL|LA|LAS|LOS|Y)\s+)*\p{Lu}[\p{Lu}'´-]*){1,6})[^\S\n]*,[^\S\n]*(?:R\.?[^\S\n]?U\.?[^\S\n]?[NT]\.?|C\.?[^\S\n]?I\.?|c[ée]dula(?:[^\S\n]+de[^\S\n]+identidad)?)(?:[^\S\n]+N[°º.]?)?[^\S\n]*:?[^\S\n]*(?=\d)/gu;
/** How far after "celebrado … entre" the two spouses are looked for. */
const BETWEEN_REACH = 300;

/**
 * The spouses a narrative form lists after "entre" with no label nor "don"/"doña" ("Celebrado el
 * … entre: / GUSTAVO …, RUN …, y / FRANCISCA …, RUN …."): two names, each with its RUN after a
 * comma. The form names the husband first, so the first is his; each name is inferred, so doubted.
 */
function spousesBetween(fields: CertificateFields): { marido: PersonRef; mujer: PersonRef } | null {
  const { raw } = fields.document;
  const between = /\bentre\b[^\S\n]*:?/iu.exec(raw);
  if (!between) return null;
  const from = between.index + between[0].length;
  const block = raw.slice(from, from + BETWEEN_REACH);
  const pairs = [...block.matchAll(NAME_THEN_RUN)].flatMap((match) => {
    const rutAt = match.index + match[0].length;
    const rut = findRuts(block.slice(rutAt))[0];
    const name = match[1];
    return rut?.index === 0 && name
      ? [{ name, index: from + match.index, rut: rut.rut, rutAt: from + rutAt }]
      : [];
  });
  const [first, second] = pairs;
  if (!first || !second || pairs.length !== 2) return null;
  const person = (pair: typeof first, path: string): PersonRef => {
    fields.record.raw(`${path}.nombre`, pair.index, pair.name.length);
    fields.record.raw(`${path}.rut`, pair.rutAt, pair.rut.length);
    fields.record.doubt(`${path}.nombre`, ['inferred']);
    return { nombre: pair.name.replace(/\s+/gu, ' '), rut: pair.rut };
  };
  return { marido: person(first, 'marido'), mujer: person(second, 'mujer') };
}

export function extractMarriageCertificate(document: DocumentText): Extraction<MarriageData> {
  const fields = new CertificateFields(document, [
    ...ISSUE_DATE.labels,
    ...CIRCUNSCRIPCION.labels,
    ...NUMBER.labels,
    ...YEAR.labels,
    ...WEDDING_DATE.labels,
    /\bregistro\b/,
    /\br\.?\s?u\.?\s?[nt]\.?(?=[\s:])/,
  ]);
  const { raw } = document;
  const celebrada = fields.read(null, WEDDING_DATE);
  const pact = subinscription(
    raw,
    // "Régimen: Separación total" names the pact without its last words; "de cuerpos" is no pact.
    /separacion\s+(?:total\s+|convencional\s+|judicial\s+)?de\s+bienes|separacion\s+total\b(?!\s+de\b)|separ(?:ad[oa]s?|aron)\s+(?:totalmente\s+)?de\s+bienes|participacion\s+en\s+(?:los\s+)?gananciales/,
  );
  const atWedding =
    pact !== null &&
    /en\s+el\s+acto\s+(?:del\s+matrimonio|de\s+(?:su\s+)?celebracion)|al\s+(?:momento\s+de\s+)?(?:contraer|celebrar)/i.test(
      foldKeepingLength(raw),
    );
  const separation = pact ? { ...pact, date: atWedding ? celebrada : pact.date } : null;
  const labelled = columnSpouses(fields) ??
    listedSpouses(fields) ?? {
      marido: spouse(fields, 'marido', HUSBAND, WIFE),
      mujer: spouse(fields, 'mujer', WIFE, HUSBAND),
    };
  const none = labelled.marido.nombre === '' && labelled.mujer.nombre === '';
  const { marido, mujer } =
    (none ? ((fields.ocr ? spousesInOrder(fields) : null) ?? spousesBetween(fields)) : null) ?? labelled;
  // One spouse read and the other not: a side-by-side form whose columns the layout ran together
  // gives the one read both spouses' cells ("Nombre RAÚL … MARISOL …", the husband's RUN).
  const alone =
    marido.nombre === '' ? (mujer.nombre === '' ? null : 'mujer') : mujer.nombre === '' ? 'marido' : null;
  const runs = alone ? runRowInOrder(raw) : null;
  if (runs) {
    // The RUN row still parts its two numbers: the husband's column comes first.
    marido.rut = runs[0].rut;
    mujer.rut = runs[1].rut;
    fields.record.raw('marido.rut', runs[0].index, runs[0].rut.length);
    fields.record.raw('mujer.rut', runs[1].index, runs[1].rut.length);
    for (const [path, run] of [
      ['marido.rut', runs[0]],
      ['mujer.rut', runs[1]],
    ] as const)
      if (raw.slice(run.index, run.index + run.rut.length).includes(','))
        fields.record.doubt(path, ['repaired_reading']);
  }
  fields.checkRut('marido.rut', marido.rut ?? null);
  fields.checkRut('mujer.rut', mujer.rut ?? null);
  // Two spouses never share a RUN, nor is a spouse's name empty beside a RUN: the layout was misread.
  if (marido.rut && marido.rut === mujer.rut) {
    fields.record.doubt('marido.rut', ['value_shape']);
    fields.record.doubt('mujer.rut', ['value_shape']);
  }
  for (const [path, person] of [
    ['marido', marido],
    ['mujer', mujer],
  ] as const)
    if (person.nombre === '' && person.rut) fields.record.doubt(`${path}.rut`, ['inferred']);
  if (alone) {
    fields.record.doubt(`${alone}.nombre`, ['name_shape']);
    if (!runs) fields.record.doubt(`${alone}.rut`, ['inferred']);
  }
  // The default regime, when words of another were printed but not read as a pact, is a guess.
  const unread = separation ? null : unreadRegimeWords(raw);
  if (unread) {
    fields.record.raw('tipo_de_sociedad_conyugal', unread.index, unread.length);
    fields.record.doubt('tipo_de_sociedad_conyugal', ['inferred']);
  }
  const fechaEmision = fields.issueDate('fecha_emision', ISSUE_DATE);
  const ano = fields.read('ano', YEAR);
  // A register's year after the certificate was issued is no year it could be inscribed in: a
  // digit misread ("2098" for "2008").
  if (ano !== null && fechaEmision !== null && ano > Number(fechaEmision.slice(0, 4)))
    fields.record.doubt('ano', ['value_shape']);
  const divorce = subinscription(raw, /\bdivorcio\b|\bdivorciad[oa]s\b/);
  const annulment = subinscription(raw, /\bnulidad\b|\bdeclar\w*\s+nul[oa]\b/);
  return {
    value: {
      certificate: {
        fecha_emision: fechaEmision,
        ano,
        circunscripcion: fields.read('circunscripcion', CIRCUNSCRIPCION),
        numero_de_inscripcion: fields.read('numero_de_inscripcion', NUMBER),
        marido,
        mujer,
        tipo_de_sociedad_conyugal: separation ? 'con_separacion_de_bienes' : 'con_sociedad_conyugal',
      },
      celebrada,
      separation,
      divorce,
      annulment,
    },
    provenance: fields.record.entries,
    notes: [],
  };
}
