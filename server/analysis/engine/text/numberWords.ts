import { editDistance } from '../../../../common/text/editDistance';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';

/** Values of the Spanish number words found in legal text (masculine, feminine and apocopated forms). */
const WORD_VALUES: Readonly<Record<string, number>> = {
  cero: 0,
  un: 1,
  uno: 1,
  una: 1,
  primero: 1,
  primer: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};

const THOUSAND = new Set(['mil']);
const MILLION = new Set(['millon', 'millones']);

/** Every word that can be part of a number, for building patterns. */
export const NUMBER_WORDS: readonly string[] = [
  ...Object.keys(WORD_VALUES),
  'mil',
  'millon',
  'millón',
  'millones',
  'y',
];

const ACCENTED: Readonly<Record<string, string>> = { a: '[aá]', e: '[eé]', i: '[ií]', o: '[oó]', u: '[uú]' };
/** A word of the vocabulary as a pattern its accented spelling matches too: `veintidos` matches `veintidós`. */
export const accentTolerant = (word: string) => word.replace(/[aeiou]/g, (vowel) => ACCENTED[vowel] ?? vowel);

/**
 * The number words (and "y") as one regex alternation, accents optional ("dieciséis", "veintidós"
 * as printed), longest first so "doscientos" is not read as "dos".
 */
export const NUMBER_WORD_ALTERNATION: string = [...NUMBER_WORDS]
  .sort((a, b) => b.length - a.length)
  .map(accentTolerant)
  .join('|');

const isWholeNumberWord = (folded: string) =>
  folded in WORD_VALUES || THOUSAND.has(folded) || MILLION.has(folded);

/** The tens that take "y" before their unit ("ochenta y siete"). */
const TENS = new Set(['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa']);

/**
 * "dos milonce", "dosmil veinte": "mil" and the number word beside it glued by a worn copy (the
 * space between them too faint for OCR), parted again; so are a ten and its "y" ("ochentay
 * siete", "ochenta ysiete"). Null when the folded word is no such pair. Only these pairs: a word
 * a line end cut ("cuatrocien") holds other number words.
 */
function gluedNumberWords(folded: string): [string, string] | null {
  const head = folded.startsWith('mil') ? 'mil' : null;
  const tail = folded.endsWith('mil') ? 'mil' : null;
  if (head && isWholeNumberWord(folded.slice(head.length))) return [head, folded.slice(head.length)];
  if (tail && isWholeNumberWord(folded.slice(0, -tail.length))) return [folded.slice(0, -tail.length), tail];
  if (folded.endsWith('y') && TENS.has(folded.slice(0, -1))) return [folded.slice(0, -1), 'y'];
  const unit = folded.slice(1);
  if (folded.startsWith('y') && (WORD_VALUES[unit] ?? 10) < 10) return ['y', unit];
  return null;
}

/** True when the word can be part of a number written in words. */
export function isNumberWord(word: string): boolean {
  const folded = foldAccents(word);
  return isWholeNumberWord(folded) || folded === 'y' || gluedNumberWords(folded) !== null;
}

/**
 * Whether two words are one number word a line break parted without a hyphen ("dieci" "nueve",
 * "ochocien" "tos"): together a number word, the first no word of its own.
 */
export function partedNumberWord(head: string, tail: string): boolean {
  return !isNumberWord(head) && isNumberWord(head + tail);
}

/**
 * "cincuenta y ocho mil doscientos diez" → 58210, "dos mil veintiuno" → 2021, "primero" → 1.
 * Null when any word is not part of a number.
 */
export function parseNumberWords(text: string): number | null {
  const words = foldAccents(text)
    .replace(/[.,;:()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .flatMap((word) => (isWholeNumberWord(word) ? [word] : (gluedNumberWords(word) ?? [word])));
  if (words.length === 0 || words.every((word) => word === 'y')) return null;
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === 'y') continue;
    const value = WORD_VALUES[word];
    if (value !== undefined) current += value;
    else if (THOUSAND.has(word)) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (MILLION.has(word)) {
      total = (total + (current || 1)) * 1_000_000;
      current = 0;
    } else return null;
  }
  return total + current;
}

/** Longest run of number words at the start of the text, with its numeric value. */
export function leadingNumberWords(text: string): { value: number; length: number } | null {
  const pattern = /[\p{L}]+/gu;
  let best: { value: number; length: number } | null = null;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const between = text.slice(end, match.index);
    if (end > 0 && !/^\s+$/.test(between)) break;
    if (end === 0 && match.index > 0 && !/^\s*$/.test(text.slice(0, match.index))) break;
    if (!isNumberWord(match[0])) break;
    end = match.index + match[0].length;
    const value = parseNumberWords(text.slice(0, end));
    if (value !== null && !/\by\s*$/.test(text.slice(0, end))) best = { value, length: end };
  }
  return best;
}

/**
 * Words a date's number words sit beside that are one letter from a number word ("Don" from
 * "dos", "los" from "dos", "bien" from "cien"): never read as misread number words.
 */
const NOT_NUMBER_WORDS = new Set([
  'don',
  'dona',
  'los',
  'las',
  'del',
  'de',
  'el',
  'la',
  'al',
  'ano',
  'mes',
  'dia',
  'bien',
  'tras',
  'mis',
]);

/** Letters OCR may misread in a number word: one in a short word, two from eight letters on. */
const misreadLetters = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * The number word a worn copy's OCR misread ("vemte" for "veinte", "mul" for "mil", "tes" for
 * "tres", "vemtsiete" for "veintisiete"): "in" run together into "m", a letter lost or misread.
 * Null when the word is a number word already, a word of its own, or near two number words.
 */
export function misreadNumberWord(word: string): string | null {
  const folded = foldAccents(word).toLowerCase();
  if (folded.length < 3 || !/^\p{L}+$/u.test(folded) || isNumberWord(folded) || NOT_NUMBER_WORDS.has(folded))
    return null;
  const readings = [folded, folded.replace(/m/g, 'in')];
  const near = NUMBER_WORDS.filter((number) =>
    readings.some(
      (reading) => editDistance(reading, number, misreadLetters(number)) <= misreadLetters(number),
    ),
  );
  return near.length === 1 ? (near[0] ?? null) : null;
}

/**
 * The longest run of number words at the start of the text, misread ones read as the number words
 * they stand for (`misreadNumberWord`): a worn copy's "dos mul doce", "dos mil vemte".
 */
export function leadingMisreadNumberWords(text: string): { value: number; length: number } | null {
  const pattern = /[\p{L}]+/gu;
  const words: string[] = [];
  let best: { value: number; length: number } | null = null;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const between = text.slice(end, match.index);
    if (end > 0 ? !/^\s+$/.test(between) : !/^\s*$/.test(between)) break;
    const word = isNumberWord(match[0]) ? match[0] : misreadNumberWord(match[0]);
    if (word === null) break;
    words.push(word);
    end = match.index + match[0].length;
    const value = parseNumberWords(words.join(' '));
    if (value !== null && word !== 'y') best = { value, length: end };
  }
  return best;
}
