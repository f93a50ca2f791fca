import { PERSON_NAMES_WITH_MERGEABLE_PAIRS } from '../../../../common/vocabularies/personNames';
import { DOUBTFUL_WORD_CONFIDENCE } from '../../ocr/noiseWords';
import { isDocumentWord } from '../checks/documentWords';
import type { PageText } from '../pdfText';
import { bareWord } from './folded';
import { labelWordFor } from './ocrLabelWords';
import { dictionaryForm, isSpanishWord } from './spanishDictionary';

/*
 * Words a worn copy's OCR merged two letters of (issue #18): tesseract reads the pair "rn" as "m"
 * ("Hemán", "Osomo"), "rr" as "n" or "m" ("Canetera", "Umutia"), "ri" as "n", "li" as "u" and "cl"
 * as "d". A word that is no Spanish word, no word of the documents and no listed
 * name, but that one of its letters read back as its pair turns into one (and only one), is
 * written again as that word, in lines and word boxes alike, before anything is read from the
 * page. A capitalised word that so turns into a listed name ("Femando": Fernando) is written again
 * even when the dictionary knows its letters as some rare form. OCR is often sure of such a word,
 * so every word written again is made a doubtful one: the values holding it are marked, and the
 * reviewer sees the words as the engine reads them.
 */

/** Letters OCR reads for two, and the pairs they may stand for. */
export const SPLITS: readonly [string, readonly string[]][] = [
  // "rr" worn into "m" ("Pama" for "Parra"), as "rn" is.
  ['m', ['rn', 'rr']],
  ['n', ['rr', 'ri']],
  ['u', ['li']],
  ['d', ['cl']],
];

/** Shorter words have too many neighbours one pair away to tell which was printed. */
const MIN_LETTERS = 5;

const PERSON_NAMES: ReadonlySet<string> = new Set(PERSON_NAMES_WITH_MERGEABLE_PAIRS);

const isPersonName = (word: string) => PERSON_NAMES.has(dictionaryForm(word).replace(/ñ/g, 'n'));

const knownWord = (word: string) => isDocumentWord(word) || isPersonName(word) || isSpanishWord(word);

/** The word with one of its letters read back as a pair OCR merges into it, in the letter's case. */
function unmergedSpellings(word: string): string[] {
  const spellings: string[] = [];
  [...word].forEach((char, index) => {
    const lower = char.toLowerCase();
    for (const [letter, pairs] of SPLITS) {
      if (lower !== letter) continue;
      for (const pair of pairs)
        spellings.push(
          `${word.slice(0, index)}${char === lower ? pair : pair.toUpperCase()}${word.slice(index + 1)}`,
        );
    }
  });
  return spellings;
}

/** The one word `word` is a merged reading of, or null (a known word, none, or more than one). */
export function unmergedWord(word: string): string | null {
  if (word.length < MIN_LETTERS || !/^\p{L}+$/u.test(word) || isDocumentWord(word) || isPersonName(word))
    return null;
  // A label word misread ("Cornuna") is the normalisation's to write again (ocrLabelWords.ts).
  if (labelWordFor(word) !== null) return null;
  const spellings = unmergedSpellings(word);
  const capitalised = word[0] !== word[0]?.toLowerCase();
  const names = new Set(capitalised ? spellings.filter(isPersonName) : []);
  if (names.size === 1) return [...names][0] ?? null;
  if (names.size > 1 || isSpanishWord(word)) return null;
  const known = new Set(spellings.filter(knownWord));
  return known.size === 1 ? ([...known][0] ?? null) : null;
}

/** `text`'s whitespace-separated words written again where `respelled` has their bare form. */
function respellText(text: string, respelled: ReadonlyMap<string, string>): string {
  return text.replace(/\S+/g, (token) => {
    const bare = bareWord(token);
    const spelling = respelled.get(bare);
    return spelling === undefined ? token : token.replace(bare, spelling);
  });
}

/**
 * The parts of words a line break cut with a hyphen ("UNIDADES DE FOMEN-" / "TO"): a part is no
 * word, and reading one back as one ("FORREN") would spoil the word the lines join again.
 */
function brokenWordParts(lines: readonly string[]): Set<string> {
  const parts = new Set<string>();
  lines.forEach((line, index) => {
    const words = line.trim().split(/\s+/);
    const last = words.at(-1) ?? '';
    if (/\p{L}-$/u.test(last)) parts.add(bareWord(last));
    if (/\p{L}-$/u.test(lines[index - 1]?.trimEnd() ?? '')) parts.add(bareWord(words[0] ?? ''));
  });
  return parts;
}

/** A page read by OCR with the words it merged two letters of written again (see above). */
export function respellMergedLetters(page: PageText): PageText {
  if (!page.ocr) return page;
  const respelled = new Map<string, string>();
  const fragments = brokenWordParts(page.lines);
  for (const token of new Set(page.lines.join(' ').split(/\s+/))) {
    const bare = bareWord(token);
    const spelling = fragments.has(bare) ? null : unmergedWord(bare);
    if (spelling !== null) respelled.set(bare, spelling);
  }
  if (respelled.size === 0) return page;
  const respell = (text: string) => respellText(text, respelled);
  return {
    ...page,
    lines: page.lines.map(respell),
    ...(page.runs
      ? {
          runs: page.runs.map((run) => {
            const text = respell(run.text);
            return text === run.text
              ? run
              : { ...run, text, confidence: Math.min(run.confidence ?? 0, DOUBTFUL_WORD_CONFIDENCE - 1) };
          }),
        }
      : {}),
    ocr: { ...page.ocr, doubtfulWords: [...page.ocr.doubtfulWords, ...[...respelled.values()]] },
  };
}
