import { editDistance } from '../../../../common/text/editDistance';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { leadingMisreadNumberWords, leadingNumberWords, misreadNumberWord } from './numberWords';
import { digitsForLetters } from './ocrDigits';

export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Three-letter month abbreviations as TGR prints them (`30-Jun-2026`), Spanish and English. */
const MONTH_ABBREVIATIONS: Readonly<Record<string, number>> = {
  ene: 1,
  jan: 1,
  feb: 2,
  mar: 3,
  abr: 4,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  aug: 8,
  sep: 9,
  set: 9,
  oct: 10,
  nov: 11,
  dic: 12,
  dec: 12,
};

const MONTH_PATTERN = `(${MONTHS.join('|')}|setiembre)`;

export interface FoundDate {
  iso: string;
  index: number;
  text: string;
}

function monthNumber(name: string): number {
  const folded = foldAccents(name);
  return folded === 'setiembre' ? 9 : MONTHS.findIndex((month) => month === folded) + 1;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1800 || year > 2200) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function digitYear(text: string): number {
  return Number(text.replace(/\./g, ''));
}

/** "a los tres días del mes de octubre de …", "a 2 días de octubre de …": the day counted in days. */
const DAYS_OF_MONTH = String.raw`d[ií]as?\s+(?:del\s+mes\s+)?`;

/**
 * A year an old typed copy prints with OCR's letters for digits ("de l988", "de 2OO4"): four
 * characters, at least two of them digits, standing alone.
 */
const OCR_YEAR = String.raw`(?=(?:[lIO]*\d){2})[\dlIO]{4}(?![\p{L}\d])`;

/**
 * Dates with the day in digits: `22 de agosto de 2022`, `26 Marzo de 2024`, `10 de Abril del 2025`,
 * `21 Diciembre 2021`; the year may be glued to the next word, as OCR joins it ("2026a las 17:02").
 */
function longDigitDates(text: string): FoundDate[] {
  const pattern = new RegExp(
    `\\b(\\d{1,2})[º°]?\\s+(?:${DAYS_OF_MONTH})?(?:de\\s+)?${MONTH_PATTERN}\\s+(?:(?:de|del)\\s+)?(?:(?:año|ano)\\s+)?(\\d\\.?\\d{3}(?!\\d)|${OCR_YEAR})`,
    'giu',
  );
  return [...foldedMatches(text, pattern)].flatMap((match) => {
    const iso = isoDate(
      digitYear(digitsForLetters(match[3] ?? '')),
      monthNumber(match[2] ?? ''),
      Number(match[1]),
    );
    return iso ? [{ iso, index: match.index, text: match[0] }] : [];
  });
}

/** "mil" glued by OCR to the number word before it ("dosmil") or after it ("mildieciocho"). */
const GLUED_BEFORE_THOUSAND = /^(\p{L}+?)(?=mil(?![eé]s))/iu;
const GLUED_AFTER_THOUSAND = /^((?:\p{L}+\s+){0,2}?mil)(?=\p{L})/iu;

/**
 * A year in words, also where OCR glued "mil" to a word beside it: read with the spaces put back,
 * its length the printed one's.
 */
function yearInWords(rest: string): { value: number; length: number } | null {
  const read = leadingNumberWords(rest);
  if (read && read.value >= 1000) return read;
  let spaced = rest;
  let inserted = 0;
  for (const glue of [GLUED_BEFORE_THOUSAND, GLUED_AFTER_THOUSAND]) {
    const found = glue.exec(spaced)?.[1];
    if (!found) continue;
    spaced = `${found} ${spaced.slice(found.length)}`;
    inserted++;
  }
  const again = inserted > 0 ? leadingNumberWords(spaced) : null;
  return again && again.value >= 1000 ? { value: again.value, length: again.length - inserted } : read;
}

/** Letters OCR may lose or misread in a month's name: one in a short name, two from eight letters on. */
const misreadLetters = (month: string) => (month.length >= 8 ? 2 : 1);

/**
 * The month a word OCR misread stands for ("novembre", "novniembie", "agosio"): the one month
 * within its misread letters, none when no month or two are that near.
 */
function misreadMonth(word: string): number | null {
  const folded = foldAccents(word).toLowerCase();
  const near = MONTHS.flatMap((month, index) =>
    editDistance(folded, month, misreadLetters(month)) <= misreadLetters(month) ? [index + 1] : [],
  );
  return near.length === 1 ? (near[0] ?? null) : null;
}

/**
 * `13 de novembre de 2026`: a date in digits whose month's name OCR misread, read where both "de"
 * around it and the year say it is one (a printed name is `longDigitDates`').
 */
function misreadMonthDates(text: string): FoundDate[] {
  return [...text.matchAll(/\b(\d{1,2})\s+de\s+(\p{L}{4,11})\s+(?:de|del)\s+(\d\.?\d{3})(?!\d)/gu)].flatMap(
    (match) => {
      const word = match[2] ?? '';
      if (new RegExp(`^${MONTH_PATTERN}$`, 'iu').test(foldAccents(word))) return [];
      const month = misreadMonth(word);
      const iso = month ? isoDate(digitYear(match[3] ?? ''), month, Number(match[1])) : null;
      return iso ? [{ iso, index: match.index, text: match[0] }] : [];
    },
  );
}

/** A year OCR read in part ("dos mil vemte" read "dos mil"): the reading of its misread words too. */
function longerReading(
  read: { value: number; length: number } | null,
  misread: { value: number; length: number } | null,
): { value: number; length: number } | null {
  if (!misread || misread.value < 1000 || (read && read.length >= misread.length)) return read;
  return misread;
}

/** Dates all in words: `veintinueve de septiembre del año dos mil veintiuno`, `primero de diciembre de dos mil veinte`. */
function wordDates(text: string): FoundDate[] {
  const pattern = new RegExp(
    // OCR may glue "de" to the month ("veintidós demayo de …").
    // A worn copy's OCR may misread the month's name ("dos de octibre del año …"): any word in
    // its place, read when it is one month's name or near only one (`misreadMonth`).
    `([\\p{L}]+(?:\\s+[\\p{L}]+){0,3})\\s+(?:${DAYS_OF_MONTH})?de\\s*(${MONTHS.join('|')}|setiembre|\\p{L}{4,11})\\s+(?:de|del)\\s+`,
    'giu',
  );
  const found: FoundDate[] = [];
  for (const match of foldedMatches(text, pattern)) {
    const dayWords = (match[1] ?? '').split(/\s+/);
    let day: number | null = null;
    let dayStart = match.index;
    for (let take = Math.min(3, dayWords.length); take >= 1 && day === null; take--) {
      const candidate = dayWords.slice(-take).join(' ');
      const parsed = leadingNumberWords(candidate);
      if (parsed && parsed.length === candidate.length) {
        day = parsed.value;
        dayStart = match.index + (match[1] ?? '').length - candidate.length;
      }
    }
    // A worn copy's day word OCR misread ("tes de diciembre", "vemtsiete de agosto").
    const lastWord = dayWords[dayWords.length - 1] ?? '';
    const misreadDay = day === null ? misreadNumberWord(lastWord) : null;
    if (misreadDay !== null) {
      day = leadingNumberWords(misreadDay)?.value ?? null;
      dayStart = match.index + (match[1] ?? '').length - lastWord.length;
    }
    if (day === null) continue;
    const rest = text.slice(match.index + match[0].length).replace(/^(?:a[ñn]o\s+)/i, '');
    const skipped = text.length - match.index - match[0].length - rest.length;
    // The year in words, or in digits where normalisation already turned "año dos mil …" into them.
    const printedYear = /^(\d\.?\d{3})\b/.exec(rest)?.[1];
    const year = printedYear
      ? { value: Number(printedYear.replace('.', '')), length: printedYear.length }
      : longerReading(yearInWords(rest), leadingMisreadNumberWords(rest));
    if (!year) continue;
    const month = monthNumber(match[2] ?? '') || misreadMonth(match[2] ?? '');
    if (!month) continue;
    const iso = isoDate(year.value, month, day);
    const end = match.index + match[0].length + skipped + year.length;
    if (iso) found.push({ iso, index: dayStart, text: text.slice(dayStart, end) });
  }
  return found;
}

/** `27/06/2017`, `26-06-2026`, `14.08.2023`, `30-Jun-2026`, `14 OCT 2025`, `14/oct/2025`, `14.III.2025`. */
function numericDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)) {
    const iso = isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
    if (iso) found.push({ iso, index: match.index, text: match[0] });
  }
  // ISO "2025-06-03", as online forms print it.
  for (const match of text.matchAll(/(?<![\d./-])(\d{4})([-/])(\d{2})\2(\d{2})(?![\d./-])/g)) {
    const iso = isoDate(Number(match[1]), Number(match[3]), Number(match[4]));
    if (iso) found.push({ iso, index: match.index, text: match[0] });
  }
  for (const match of text.matchAll(/\b(\d{1,2})(?:-|\/|\.|\s)([A-Za-z]{3})\.?(?:-|\/|\s)(\d{4})\b/g)) {
    const month = MONTH_ABBREVIATIONS[(match[2] ?? '').toLowerCase()];
    const iso = month ? isoDate(Number(match[3]), month, Number(match[1])) : null;
    if (iso) found.push({ iso, index: match.index, text: match[0] });
  }
  // The month in Roman numerals, as some offices stamp it: `14.III.2025`, `2-XI-2024`.
  for (const match of text.matchAll(
    /\b(\d{1,2})([.\-/ ])(X{0,1}I{1,3}|IV|VI{0,3}|IX|X{1}I{0,2})\2(\d{4})\b/g,
  )) {
    const month = ROMAN_MONTHS.indexOf(match[3] ?? '') + 1;
    const iso = month > 0 ? isoDate(Number(match[4]), month, Number(match[1])) : null;
    if (iso) found.push({ iso, index: match.index, text: match[0] });
  }
  return found;
}

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** Runs a pattern on the accent-folded text; folding keeps lengths for these letters, so indexes hold. */
function foldedMatches(
  text: string,
  pattern: RegExp,
): IterableIterator<RegExpMatchArray & { index: number }> {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '');
  const source = folded.length === text.length ? folded : text;
  return source.matchAll(pattern);
}

/** Every date in the text, in order of appearance, in any of the forms of chilean-documents.md §0.2. */
export function findDates(text: string): FoundDate[] {
  const all = [
    ...longDigitDates(text),
    ...misreadMonthDates(text),
    ...wordDates(text),
    ...numericDates(text),
  ];
  return all.sort((a, b) => a.index - b.index);
}

/** The first date in the text, as ISO `YYYY-MM-DD`, or null. */
export function parseDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}
