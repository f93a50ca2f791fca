import { foldAccents } from '../../../../common/vocabularies/comparisonKey';

/*
 * The words certificates label their values and name themselves with, as OCR or a damaged text
 * layer misreads them ("Cornuna", "Certlficado", "ava1úo", "inscripci0n"): "m" read "rn", "i"
 * read "l" or "1", "l" read "1", "o" read "0", accents lost. Readers key on these words, so a
 * misread one is written again as the word it can only be. Only whole words that match a label
 * word's shape are touched, so names, values and other words stay as printed.
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
] as const;

/** What OCR may print for each letter of a label word. */
const MISREAD: Readonly<Record<string, string>> = {
  m: '(?:m|rn)',
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

const shapes = LABEL_WORDS.map((word) => ({
  word,
  shape: new RegExp(`^${[...word].map((letter) => MISREAD[letter] ?? letter).join('')}$`, 'iu'),
}));

/** Any label word's shape, as a whole word. */
export const MISREAD_LABEL_WORD = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${LABEL_WORDS.map((word) => [...word].map((letter) => MISREAD[letter] ?? letter).join('')).join('|')})(?![\p{L}\d])`,
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
