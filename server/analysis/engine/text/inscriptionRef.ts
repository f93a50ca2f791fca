import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import { normalize, type NormalizedText } from '../reading/normalize';
import { plausibleFojas, plausibleNumero, plausibleYear } from '../reading/validate';
import { parseInteger } from './amounts';
import { findDates } from './dates';

/**
 * The key of a CBR inscription: fojas (with vuelta), número and año (chilean-documents.md §0.4).
 * `index`/`text` locate it in the text it was read from.
 */
export interface InscriptionRef {
  fojas: number;
  vuelta: boolean;
  numero: number;
  ano: number;
  index: number;
  text: string;
  /** 0–1: lower when the year came from a date rather than an "año", or digits were repaired. */
  confidence: number;
}

/** A reference as read, where a part the text does not give (or gives illegibly) is null. */
export interface ReadRef extends Omit<InscriptionRef, 'fojas' | 'numero' | 'ano'> {
  fojas: number | null;
  numero: number | null;
  ano: number | null;
  /** Where the year came from: printed after the number, or the inscription date ("con fecha …"). */
  yearFrom: 'printed' | 'date' | null;
  /** Read by repairing what the text prints (a table's rule OCR took for a digit): doubted. */
  repaired?: boolean;
}

const NUMBER = String.raw`\d[\dOol]*(?:\.\d{3})*`;
/**
 * Marks between a reference's parts, dashes, middle dots and rules included ("Fojas 2.390 vuelta -
 * Número 1.915 - Año 2020", "Fojas 1018 · Número 812 · Año 2018", "Fojas 77 | Número 61",
 * "fojas 903 / número 802 / año 2019").
 */
const SEPARATOR = String.raw`[\s,;:.\-–—·•|/]*`;
/** Between número and año: words like "del Registro de Propiedad … correspondiente al", never another reference or a new sentence. */
const GAP = String.raw`(?:(?!fojas|\.\s+\p{Lu})[^]){0,170}?`;
/** A year, with the thousands dot some offices print (`2.019`). */
const year = (name: string) => String.raw`(?<${name}>\d\.?[\dOol]{3})(?![\d])`;
/**
 * The year after "año", after "de"/"del", after a dash, a slash, a middle dot or a rule ("fs. 812 ·
 * N° 640 · 2019 · inscrita el …": a list's fields apart by dots), or after the registry's name
 * ("del Registro de Propiedad de 2017", "Registro de Propiedad 2017"), maybe named by its book
 * alone right after the número ("fs. 188 N° 142 Propiedad 2025").
 */
const YEAR_PART =
  String.raw`(?:${SEPARATOR}(?:del? )?año ${year('yearA')}|${SEPARATOR}del? ${year('yearB')}|` +
  String.raw`\s*[-/]\s*${year('yearC')}|\s*[·•|]\s*${year('yearG')}|${SEPARATOR}propiedad\s+${year('yearF')}|${GAP}\baño ${year('yearD')}|` +
  String.raw`${GAP}\bregistro\s+(?:de\s+\p{L}+|respectiv\p{L}*)\s*,?\s*(?:del?\s+)?${year('yearE')})?`;
const FOJAS = String.raw`fojas (?<fojas>${NUMBER})(?: (?<side>vuelta|frente))?`;
/**
 * The repertorio some offices print between fojas and número ("Fojas 1204, Rep. N° 4512, Número
 * 877", "fojas 1204 (Repertorio 4512) número 877"): another book's number, skipped.
 */
const REPERTORIO = String.raw`(?:${SEPARATOR}\(?\s*(?:rep\.?|repertorio)(?: número)?\s*${NUMBER}\s*\)?)?`;

/** The owner some offices name between fojas and número ("a fojas 500, a nombre de don …, con el número 480"). */
const OWNER_BETWEEN = String.raw`(?:,\s*a\s+nombre\s+de\s+[^,;.]{3,90},)?`;

/**
 * A copy's heading naming the registry between the fojas and the número ("Fs. 1020 vta.   REGISTRO
 * DE PROPIEDAD   N° 877   AÑO 2009"), only marks around it.
 */
const REGISTRY_BETWEEN = String.raw`(?:${SEPARATOR}registro\s+de\s+(?:propiedad|hipotecas|interdicciones|prohibiciones)\b)?`;

/** A blot printed where a digit was lost ("1▒8"): the number around it cannot be read. */
const BLOT = '[▒░▓█■�]';

/**
 * A part the copy says it cannot read, in its place ("número (ilegible)", "N° [ilegible]", "número
 * ???"), or whose digits a blot broke ("número 1▒8"): the reference's other parts stand; that one
 * is null.
 */
const ILLEGIBLE = String.raw`[(\[]?\s*(?:ilegible|no\s+legible|borroso|\?{2,})\s*[)\]]?|\d*${BLOT}[\d▒░▓█■�]*`;

/**
 * The grammar on normalised text (reading/normalize.ts has unified `Fs.`/`Nro`/`N°`/`vta`/`F`,
 * split glued tokens and turned numbers in words into digits):
 * `fojas 58210 número 84137 … del año 2021`, `fojas 4218 número 4906 de 2017`,
 * `fojas 3412 vuelta- 2871- 2018`, `fojas 1052 vuelta número 1316 … año 2020`, and with the year
 * missing (`fojas 2391 número 1886, a favor de …, con fecha 21 de diciembre de 2016`).
 */
const FOJAS_FIRST = new RegExp(
  String.raw`${FOJAS}${REPERTORIO}${OWNER_BETWEEN}${REGISTRY_BETWEEN}(?:${SEPARATOR}(?:(?:bajo|con) el )?número (?:(?<numero>${NUMBER})(?!${BLOT})|${ILLEGIBLE})|\s*-\s*(?<numeroDash>${NUMBER}))` +
    YEAR_PART,
  'giu',
);
/** The same key with the número first: "inscrita bajo el número 1204 a fojas 880 del año 2016". */
const NUMBER_FIRST = new RegExp(
  String.raw`(?:(?:bajo|con) el )?número (?<numero>${NUMBER})${SEPARATOR}(?:(?:a|de|en|y) )?${FOJAS}` +
    YEAR_PART,
  'giu',
);

/**
 * The año before the número: "a fojas 455 del Registro de Propiedad del año 2010, con el número
 * 398", or a copy's heading with the registry's year between ("fs. 233 vta. REGISTRO DE PROPIEDAD
 * 2020 N° 190").
 */
const YEAR_BEFORE_NUMBER = new RegExp(
  String.raw`${FOJAS}(?:${GAP}\baño |${SEPARATOR}registro\s+de\s+\p{L}+\s*,?\s*(?:del?\s+)?)${year('yearA')}` +
    String.raw`${SEPARATOR}(?:(?:bajo|con) el )?número (?<numero>${NUMBER})`,
  'giu',
);

/**
 * The year first: "en el Registro de Propiedad del año 2018 a fojas 1204 número 877", "Registro de
 * Propiedad correspondiente al año 2018, a fojas 1204, bajo el número 877", "Registro de Propiedad
 * 2018, fojas 1204, número 877", "el año 2018 a fojas 1204 con el número 877".
 */
const YEAR_FIRST = new RegExp(
  String.raw`(?:\bregistro\s+de\s+\p{L}+(?:\s+correspondiente)?\s*,?\s*(?:(?:al|del?)\s+)?(?:año\s+)?|\baño\s+)${year('yearA')}` +
    String.raw`${SEPARATOR}(?:(?:a|en) )?${FOJAS}${REPERTORIO}${SEPARATOR}(?:(?:bajo|con) el )?número (?<numero>${NUMBER})(?![\d])`,
  'giu',
);

/** A date that gives the inscription its year when no año is printed: "con fecha …", "Fecha Inscripción: …". */
const DATE_LABEL = /^[^]{0,90}?(?:con\s+fecha|de\s+fecha|fecha\s+(?:de\s+)?inscripci[óo]n\s*:?)\s*/iu;

/** An integer from digits, OCR letters repaired; whether a repair was needed. */
function readNumber(text: string | undefined): { value: number | null; repaired: boolean } {
  if (text === undefined) return { value: null, repaired: false };
  return { value: parseInteger(text), repaired: /[Ool]/.test(text) };
}

/** The year of the inscription date that follows a reference without "año", within its clause. */
function yearFromDate(text: string, from: number): number | null {
  const after = text.slice(from, from + 160).split(/fojas/)[0] ?? '';
  const label = DATE_LABEL.exec(after);
  if (!label) return null;
  const date = findDates(after.slice(label[0].length))[0];
  if (!date || date.index > 2) return null;
  const year = Number(date.iso.slice(0, 4));
  return plausibleYear(year) ? year : null;
}

/** A match's parts: its named groups and what it matched. */
type RefMatch = Pick<RegExpMatchArray, 'groups'> & { 0: string };

function toRef(text: string, match: RefMatch, index: number): ReadRef {
  const groups = match.groups ?? {};
  const fojas = readNumber(groups.fojas);
  const numero = readNumber(groups.numero ?? groups.numeroDash);
  const printedYear = readNumber(
    groups.yearA ??
      groups.yearB ??
      groups.yearC ??
      groups.yearG ??
      groups.yearF ??
      groups.yearD ??
      groups.yearE,
  );
  const printed = plausibleYear(printedYear.value) ? printedYear.value : null;
  const dated = printed === null ? yearFromDate(text, index + match[0].length) : null;
  const ano = printed ?? dated;
  const repaired = fojas.repaired || numero.repaired || printedYear.repaired;
  const complete = fojas.value !== null && numero.value !== null && ano !== null;
  return {
    fojas: plausibleFojas(fojas.value),
    vuelta: groups.side === 'vuelta',
    numero: plausibleNumero(numero.value),
    ano,
    yearFrom: printed !== null ? 'printed' : dated !== null ? 'date' : null,
    index,
    text: match[0],
    confidence: (complete ? (printed !== null ? 0.95 : 0.8) : 0.45) - (repaired ? 0.2 : 0),
  };
}

/** Every reference in normalised text, with indices in that text. */
export function readRefs(text: string): ReadRef[] {
  const refs = [...text.matchAll(FOJAS_FIRST)].map((match) => toRef(text, match, match.index));
  const overlaps = (index: number, end: number) =>
    refs.some((ref) => index < ref.index + ref.text.length && ref.index < end);
  for (const pattern of [NUMBER_FIRST, YEAR_BEFORE_NUMBER])
    for (const match of text.matchAll(pattern))
      if (!overlaps(match.index, match.index + match[0].length)) refs.push(toRef(text, match, match.index));
  // A year printed before fojas and número completes the reference read without one inside it.
  for (const match of text.matchAll(YEAR_FIRST)) {
    const end = match.index + match[0].length;
    const inside = refs.filter((ref) => match.index < ref.index + ref.text.length && ref.index < end);
    if (inside.some((ref) => ref.ano !== null || ref.index + ref.text.length > end)) continue;
    for (const ref of inside) refs.splice(refs.indexOf(ref), 1);
    refs.push(toRef(text, match, match.index));
  }
  refs.push(...interruptedRefs(text, refs));
  return sharedYears(
    text,
    refs.sort((a, b) => a.index - b.index),
  );
}

/** An inscription's fojas that no número follows: where a line from another column broke in. */
const LONE_FOJAS = new RegExp(
  String.raw`(?:inscripci[óo]n|inscrit[oa])\s+(?:de\s+|a\s+)?${FOJAS}(?=\s+\p{L})`,
  'giu',
);
/** The fewest words a line that interrupts a reference holds. */
const MIN_INTERRUPTION_WORDS = 3;
/** The rest of the reference after the interruption: its número and, necessarily, its year. */
const NUMBER_AND_YEAR = new RegExp(String.raw`^número (?<numero>${NUMBER})${YEAR_PART}`, 'iu');

/**
 * A reference a margin column or a stamp interleaved line by line interrupts ("inscripción de
 * fojas 2230 SUBINSCRIPCIÓN: … fs. 77 N° 60 año 2019.- número 1980 del Registro de Propiedad del
 * año 2011"): the inscription's fojas without a número, and the next número not part of another
 * reference, with its year, within a few lines. Joined, and doubtful: the join is a guess.
 */
function interruptedRefs(text: string, refs: ReadRef[]): ReadRef[] {
  const inRef = (index: number) =>
    refs.some((ref) => index >= ref.index && index < ref.index + ref.text.length);
  const joined: ReadRef[] = [];
  for (const lone of text.matchAll(LONE_FOJAS)) {
    const fojasAt = lone.index + lone[0].search(/fojas/iu);
    if (inRef(fojasAt)) continue;
    const from = lone.index + lone[0].length;
    const window = text.slice(from, from + 200);
    const numero = [...window.matchAll(/número \d/giu)].find((found) => !inRef(from + found.index));
    // A word or two between them is a garbled keyword or side ("611 elta N° 655"), whose vuelta
    // cannot be told: no join. An interleaved line holds more.
    if (!numero || window.slice(0, numero.index).trim().split(/\s+/).length < MIN_INTERRUPTION_WORDS)
      continue;
    const rest = NUMBER_AND_YEAR.exec(window.slice(numero.index));
    if (!rest) continue;
    const end = from + numero.index + rest[0].length;
    const match = {
      0: text.slice(fojasAt, end),
      groups: { ...lone.groups, ...rest.groups },
    } satisfies RefMatch;
    const ref = toRef(text, match, fojasAt);
    if (ref.yearFrom === 'printed') joined.push({ ...ref, confidence: DOUBTFUL_CONFIDENCE });
  }
  return joined;
}

/** The year said once for two references: "fojas 2210 número 1801 y fojas 2211 número 1802, ambas del año 2022". */
const BOTH = /\bamb[oa]s\b/iu;

/**
 * A reference without its year takes the next one's, in the same sentence, when that one says
 * its year is both's ("… ambas del año 2022").
 */
function sharedYears(text: string, refs: ReadRef[]): ReadRef[] {
  const shared = [...refs];
  for (let position = shared.length - 2; position >= 0; position--) {
    const ref = shared[position];
    const next = shared[position + 1];
    if (!ref || !next || ref.ano !== null || next.ano === null) continue;
    const between = text.slice(ref.index + ref.text.length, next.index);
    const sameSentence = between.length <= 120 && !/[.;]\s/u.test(between);
    if (
      sameSentence &&
      (BOTH.test(next.text) || BOTH.test(text.slice(next.index + next.text.length).slice(0, 12)))
    )
      shared[position] = {
        ...ref,
        ano: next.ano,
        yearFrom: next.yearFrom,
        confidence: Math.min(ref.confidence, next.confidence),
      };
  }
  return shared;
}

/** References read from normalised text, located in its source text. */
export function readSourceRefs(normalized: NormalizedText): ReadRef[] {
  return readRefs(normalized.text).map((ref) => {
    const span = normalized.sourceSpan(ref.index, ref.text.length);
    return { ...ref, index: span.index, text: normalized.source.slice(span.index, span.index + span.length) };
  });
}

function isComplete(ref: ReadRef): ref is ReadRef & InscriptionRef {
  return ref.fojas !== null && ref.numero !== null && ref.ano !== null;
}

/** Every complete fojas/número/año reference in the text, in order, located in that text. */
export function findInscriptionRefs(text: string): InscriptionRef[] {
  return readSourceRefs(normalize(text))
    .filter(isComplete)
    .map(({ fojas, vuelta, numero, ano, index, text: printed, confidence }) => ({
      fojas,
      vuelta,
      numero,
      ano,
      index,
      text: printed,
      confidence,
    }));
}

/** The first complete reference in the text, or null. */
export function findInscriptionRef(text: string): InscriptionRef | null {
  return findInscriptionRefs(text)[0] ?? null;
}

/**
 * The first reference whose número the copy prints as unreadable ("a fojas 97 vuelta, número
 * (ilegible), del año 1986"), its fojas and year read, located in the text; null when none.
 */
export function findIllegibleNumberRef(text: string): ReadRef | null {
  return (
    readSourceRefs(normalize(text)).find(
      (ref) =>
        ref.fojas !== null &&
        ref.numero === null &&
        ref.ano !== null &&
        new RegExp(ILLEGIBLE, 'iu').test(ref.text),
    ) ?? null
  );
}

/** The report's four inscription fields from a reference, nulls (and no vuelta) without one. */
export function inscriptionFields(ref: Pick<ReadRef, 'fojas' | 'vuelta' | 'numero' | 'ano'> | null): {
  fojas: number | null;
  vuelta: boolean;
  numero: number | null;
  ano: number | null;
} {
  return {
    fojas: ref?.fojas ?? null,
    vuelta: ref?.vuelta ?? false,
    numero: ref?.numero ?? null,
    ano: ref?.ano ?? null,
  };
}

/** A span of the text a reference was read from. */
export interface Span {
  index: number;
  length: number;
}

export type RefPart = 'fojas' | 'vuelta' | 'numero' | 'ano';

export const REF_PARTS: readonly RefPart[] = ['fojas', 'vuelta', 'numero', 'ano'];

/**
 * Where each part of a reference is printed within it (offsets in the text the reference was read
 * from), so a doubt about one part (a fojas whose keyword was repaired) is not the others'; a part
 * that cannot be placed is the whole reference.
 */
export function refParts(
  ref: Pick<ReadRef, 'index' | 'text'> & { ano?: number | null },
): Record<RefPart, Span> {
  const whole = { index: ref.index, length: ref.text.length };
  const at = (match: RegExpExecArray | null, group = 1): Span => {
    const printed = match?.[group];
    return match && printed
      ? { index: ref.index + match.index + match[0].lastIndexOf(printed), length: printed.length }
      : whole;
  };
  const fojas = /fojas\s+(\d[\d.]*(?:\s+(?:vuelta|frente))?)/iu.exec(ref.text);
  const numero = /n[úu]mero\s+(\d[\d.]*)/iu.exec(ref.text);
  const years = [...ref.text.matchAll(/(?<!\d)(\d\.?\d{3})(?!\d)/gu)];
  return {
    fojas: at(fojas),
    vuelta: at(fojas),
    numero: at(numero),
    // The year printed before fojas and número is not the last number of the reference.
    ano: at(years.find((found) => Number(found[1]?.replace('.', '')) === ref.ano) ?? years.at(-1) ?? null),
  };
}
