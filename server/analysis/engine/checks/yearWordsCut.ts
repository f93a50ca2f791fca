import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { isNumberWord, NUMBER_WORDS } from '../text/numberWords';

/*
 * A year in words a worn copy cut short ("del año dos mil do “ Rol …"): the words read make a year
 * ("dos mil", 2000), but the next word is the start of another number word ("do" of "dos", "doce")
 * the copy lost the rest of. The year read is a guess, short of what was printed.
 */

/** Short words of running text that may follow a year: no fragment ("… del año dos mil tres se inscribió"). */
const SHORT_WORDS = new Set([
  'a',
  'al',
  'de',
  'del',
  'el',
  'en',
  'es',
  'la',
  'lo',
  'los',
  'no',
  'o',
  'se',
  'su',
  'un',
  'una',
  'con',
  'por',
  'que',
  'sin',
  'ver',
  'vta',
]);

/** The words after each "año" of the clause, as printed (letters only, parted by spaces). */
const AFTER_YEAR_WORD = /\ba[ñn]o\s+((?:\p{L}+[^\S\n]+){1,8})/giu;

/** True when a year in words in `clause` is followed by a fragment that starts a number word. */
export function yearWordsCut(clause: string): boolean {
  return [...clause.matchAll(AFTER_YEAR_WORD)].some((match) => {
    const words = (match[1] ?? '').trim().split(/\s+/u);
    const numberWords = words.findIndex((word) => !isNumberWord(word));
    if (numberWords < 1) return false;
    const fragment = foldAccents((words[numberWords] ?? '').toLowerCase());
    if (fragment.length > 6 || SHORT_WORDS.has(fragment)) return false;
    return NUMBER_WORDS.some((word) => foldAccents(word).startsWith(fragment));
  });
}

/** A year in words ending on its tens ("mil novecientos noventa"), as a date's text closes. */
const ENDS_ON_TENS = /(?<!\p{L})(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)\s*$/iu;
/** The "y" after it, then the next word, as printed. */
const AND_THEN_WORD = /^[^\S\n]*\n?[^\S\n]*y\s+(\p{L}+)/u;

/**
 * A date's year in words read up to its tens, with a "y" after it and no units ("dos de agosto de
 * mil novecientos noventa y COMPRAVENTA … cuatro", a margin's words OCR read between the halves
 * of a line): the units were lost, the year read (1990) is short of the one printed.
 */
export function yearCutAfterTens(dateText: string, after: string): boolean {
  if (!ENDS_ON_TENS.test(dateText)) return false;
  const next = AND_THEN_WORD.exec(after)?.[1];
  return next !== undefined && !isNumberWord(next.toLowerCase());
}
