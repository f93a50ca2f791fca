import { foldAccents } from '../../../../common/vocabularies/comparisonKey';

/*
 * The words certificates label their values and name themselves with, as OCR or a damaged text
 * layer misreads them ("Cornuna", "Certlficado", "ava1úo", "inscripci0n"): "m" read "rn", "i"
 * read "l" or "1", "l" read "1", "o" read "0", accents lost; on a worn photocopy also a thinned
 * "r" read "i", "t", "l" or "n" ("Registio", "numelo", "metios"), "c" read "e", and "ri" run
 * together into "n" or its "i" lost ("Insenpeion", "antenor", "orginal"). Readers key on these
 * words, so a misread one is written again as the word it can only be. Only whole words that
 * match a label word's shape are touched, so names, values and other words stay as printed.
 */

const LABEL_WORDS = [
  'comuna',
  'fojas',
  'número',
  'inscripción',
  'inscrito',
  'inscrita',
  'registro',
  'propiedad',
  'certificado',
  'certifico',
  'avalúo',
  'vuelta',
  'hipotecas',
  'hipoteca',
  'gravámenes',
  'prohibiciones',
  'prohibición',
  'interdicciones',
  'interdicción',
  'embargo',
  'conservador',
  'dominio',
  'vigente',
  'original',
  'anterior',
  'metros',
  'verificación',
  'notaría',
] as const;

/** What OCR may print for each letter of a label word. */
const MISREAD: Readonly<Record<string, string>> = {
  m: '(?:m|rn)',
  r: '[rtiln1]',
  c: '[ce]',
  i: '[iíl1]',
  í: '[iíl1]',
  l: '[l1]',
  o: '[oó0]',
  ó: '[oó0]',
  a: '[aá]',
  á: '[aá]',
  e: '[eé]',
  é: '[eé]',
  u: '[uú]',
  ú: '[uú]',
};

/** What OCR may print for "ri": the two letters, run together into "n", or the "i" lost. */
const MISREAD_RI = '(?:r[iíl1]|n|r)';

/** The pattern of every way OCR may print a label word. */
function shapeOf(word: string): string {
  return word
    .split(/(r[ií])/u)
    .map((part) =>
      /^r[ií]$/u.test(part) ? MISREAD_RI : [...part].map((letter) => MISREAD[letter] ?? letter).join(''),
    )
    .join('');
}

const shapes = LABEL_WORDS.map((word) => ({ word, shape: new RegExp(`^${shapeOf(word)}$`, 'iu') }));

/** Any label word's shape, as a whole word. */
export const MISREAD_LABEL_WORD = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${LABEL_WORDS.map(shapeOf).join('|')})(?![\p{L}\d])`,
  'giu',
);

/**
 * The label word a misread word stands for, in its case ("CORNUNA" → "COMUNA"); null when the
 * word is no label word or is printed right (accents aside).
 */
export function labelWordFor(printed: string): string | null {
  const match = shapes.find(({ shape }) => shape.test(printed));
  if (!match || foldAccents(printed) === foldAccents(match.word)) return null;
  const letters = printed.replace(/[^\p{L}]/gu, '');
  if (letters === letters.toUpperCase()) return match.word.toUpperCase();
  return /^\p{Lu}/u.test(printed)
    ? `${match.word.charAt(0).toUpperCase()}${match.word.slice(1)}`
    : match.word;
}

/** The text with every misread label word written again. */
export function repairLabelWords(text: string): string {
  return text.replace(MISREAD_LABEL_WORD, (word) => labelWordFor(word) ?? word);
}
