import { computeRutCheckDigit, formatRut, parseRut } from '../../../../common/rut';
import { parseNumberWords, partedNumberWord } from './numberWords';
import { digitsForLetters } from './ocrDigits';

export interface FoundRut {
  /** Display form `12.345.678-5`. */
  rut: string;
  index: number;
  /** False when the check digit does not match the body (a typo or an OCR error). */
  valid: boolean;
}

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  cero: '0',
  uno: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  k: 'K',
  ka: 'K',
};

function rutOf(body: string, checkDigit: string, index: number): FoundRut | null {
  const formatted = formatRut(`${body}-${checkDigit}`);
  const parsed = parseRut(`${body}-${checkDigit}`);
  if (!formatted || !parsed) return null;
  return { rut: formatted, index, valid: computeRutCheckDigit(parsed.body) === parsed.checkDigit };
}

/**
 * RUTs printed in digits: `12.345.678-5`, `12345678-5`, `77.412.908-K`; OCR `O`/`l` inside are
 * repaired, and a space OCR put after a thousands point ("12.877. 340-1") is closed. A `B` or an
 * `S` read for an 8 or a 5 ("6.2B5.401-4", a typed copy scanned into the text layer) is repaired
 * only where the check digit then fits: those letters are less often a digit's misreading. So is
 * a check digit read as `l`, `I` or `O` ("9.9O7.34l-l").
 */
export function findDigitRuts(text: string): FoundRut[] {
  const pattern =
    /(?<![\d.])(\d[\dOolBS]?(?:[.,] ?)?[\dOolBS]{3}(?:[.,] ?)?[\dOolBS]{3})\s?[-‐–]\s?([\dkK]|[lIO](?!\p{L}))(?![\d])/gu;
  return [...text.matchAll(pattern)].flatMap((match) => {
    const printed = match[1] ?? '';
    const body = digitsForLetters(printed).replace(/[., ]/g, '');
    const printedCheck = match[2] ?? '';
    const rut = rutOf(body, digitsForLetters(printedCheck).toUpperCase(), match.index);
    if (rut && /[BS]/.test(printed) && !rut.valid) return [];
    // A check digit OCR read as a letter ("-l" for "-1", "-O" for "-0") is taken only where it fits.
    if (rut && /[lIO]/.test(printedCheck) && !rut.valid) return [];
    return rut ? [rut] : [];
  });
}

/**
 * RUTs whose digits OCR split with a space and no point ("1560328 1-6"): taken only when the
 * check digit fits the joined body, since a figure before a RUT is no part of it otherwise.
 */
function splitDigitRuts(text: string, found: readonly FoundRut[]): FoundRut[] {
  const pattern = /(?<![\d.])(\d{1,7} \d{1,7})\s?[-‐–]\s?([\dkK])(?![\d])/g;
  return [...text.matchAll(pattern)].flatMap((match) => {
    const body = (match[1] ?? '').replace(' ', '');
    if (body.length < 7 || body.length > 8) return [];
    const end = match.index + match[0].length;
    if (found.some((rut) => rut.index < end && rut.index + rut.rut.length > match.index)) return [];
    const rut = rutOf(body, (match[2] ?? '').toUpperCase(), match.index);
    return rut?.valid ? [rut] : [];
  });
}

/** A lone letter OCR read from a mark between words (a stamp's or a signature's stroke), not "y". */
const strayLetter = (word: string) => /^\p{L}$/u.test(word) && word.toLowerCase() !== 'y';

/** The words with each number word a line break parted ("ochocien" "tos") joined again. */
function joinParted(words: string[]): string[] {
  return words.reduce<string[]>((joined, word) => {
    const last = joined.at(-1);
    if (last !== undefined && partedNumberWord(last, word)) joined[joined.length - 1] = last + word;
    else joined.push(word);
    return joined;
  }, []);
}

/**
 * RUTs in words: "trece millones quinientos sesenta y seis mil doscientos cuatro guión seis". A
 * lone letter among the number words ("cincuenta y / E / cinco", a stroke OCR read between two
 * lines) is passed over only when the check digit then fits.
 */
export function findWordRuts(text: string): FoundRut[] {
  const pattern = /((?:[\p{L}]+\s+){1,20}?)gui[oó]n\s+([\p{L}]+)/giu;
  const results: FoundRut[] = [];
  for (const match of text.matchAll(pattern)) {
    const words = joinParted((match[1] ?? '').trim().split(/\s+/));
    const checkDigit = DIGIT_WORDS[(match[2] ?? '').toLowerCase()];
    if (!checkDigit) continue;
    for (let start = 0; start < words.length; start++) {
      const read = words.slice(start);
      const value = parseNumberWords(read.join(' '));
      const passedOver =
        value === null ? parseNumberWords(read.filter((word) => !strayLetter(word)).join(' ')) : null;
      const number = value ?? passedOver;
      if (number !== null && number >= 100_000) {
        const rut = rutOf(String(number), checkDigit, match.index);
        if (rut && (value !== null || rut.valid)) results.push(rut);
        break;
      }
    }
  }
  return results;
}

/** Every RUT in the text, digits or words, in order of appearance. */
export function findRuts(text: string): FoundRut[] {
  const digits = findDigitRuts(text);
  return [...digits, ...splitDigitRuts(text, digits), ...findWordRuts(text)].sort(
    (a, b) => a.index - b.index,
  );
}
