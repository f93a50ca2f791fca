import type { ProvenanceMap } from '../../../../common/record/provenance';
import { PERSON_NAMES_WITH_MERGEABLE_PAIRS } from '../../../../common/vocabularies/personNames';
import type { Report } from '../../../../common/report/schema';
import { itemOf, statedLeaves } from '../traceValues';
import { isDocumentWord } from './documentWords';
import { foldLower } from '../text/folded';
import { SPLITS } from '../text/ocrMergedLetters';

/*
 * A word OCR misread that another document prints right (issue #17): tesseract merges two letters
 * into one that looks like them ("rn" read as "m": "Hemán" for "Hernán"; "li" as "u": "COLUN" for
 * "COLLIN"; "rr" as "n") and runs two words into one ("SANJOAQUIN"). When another document of the
 * dossier gives the word unmerged, the merged reading is the doubtful one: OCR does not split a
 * letter into two that look like it, nor a word into two. So is a word one look-alike letter off
 * a word another document prints ("Pedfo" for "Pedro", "Avquina" for "Ayquina") and no word of
 * the documents' vocabulary: the two cannot both be right, and OCR's is the likelier misreading.
 */

/** Pairs of letters OCR reads as one, and the letter it reads. */
const MERGES: readonly [RegExp, string][] = [
  [/rn/g, 'm'],
  [/rr/g, 'n'],
  [/ri/g, 'n'],
  [/li/g, 'u'],
  [/cl/g, 'd'],
  [/vv/g, 'w'],
];

/** The word with every pair OCR may merge merged. */
const merged = (word: string) => MERGES.reduce((text, [pair, letter]) => text.replace(pair, letter), word);

/** Kinds of values whose words other documents print too: names, addresses and descriptions. */
const KINDS = /\.(?:nombre|notaria|acreedor|domicilio|direccion|direccion_propiedad|descripcion_propiedad)$/;

const wordsOf = (value: string): string[] => foldLower(value).match(/\p{L}+/gu) ?? [];

/**
 * True when two words are one OCR split after its first letter ("J AIME", "J avier"): a lone
 * letter before letters that are no word of the documents. A lone letter before a word ("V LOS
 * LAURELES", villa) is an abbreviation the documents print.
 */
const splitWord = (first: string, rest: string) => first.length === 1 && !isDocumentWord(rest);

/**
 * True when `word` is a merged reading of a word of `other` (longer, and alike once merged), or
 * two of `other`'s words run together (in either order: the TGR and the GP print surnames first)
 * that are not one word OCR split (splitWord).
 */
function mergedReading(word: string, other: readonly string[]): boolean {
  if (word.length < 4 || other.includes(word)) return false;
  const key = merged(word);
  return other.some(
    (candidate, index) =>
      (candidate.length > word.length && merged(candidate) === key) ||
      other.some((next, at) => at !== index && !splitWord(candidate, next) && `${candidate}${next}` === word),
  );
}

/** Letters OCR takes for one another, either way. */
export const LOOK_ALIKES: ReadonlySet<string> = new Set(
  ['vy', 'fr', 'ft', 'ce', 'co', 'ao', 'il', 'lt', 'hb', 'nh', 'uv'].flatMap((pair) => [
    pair,
    [...pair].reverse().join(''),
  ]),
);

/** The word of `other` that `word` is with one letter read as a look-alike ("Pedfo", "Pedro"). */
function lookAlikeOf(word: string, other: readonly string[]): string | undefined {
  if (word.length < 5 || other.includes(word) || isDocumentWord(word)) return undefined;
  return other.find((candidate) => {
    if (candidate.length !== word.length) return false;
    const differences = [...word].flatMap((char, index) =>
      char === candidate[index] ? [] : [`${char}${candidate[index] ?? ''}`],
    );
    return differences.length === 1 && LOOK_ALIKES.has(differences[0] ?? '');
  });
}

/** People's names OCR may merge, which a name or a street named after one prints (`Los Carrera`). */
const PERSON_NAMES: ReadonlySet<string> = new Set(PERSON_NAMES_WITH_MERGEABLE_PAIRS);

/** A word of the documents' vocabulary or a person's name of that list (folded). */
const knownWord = (word: string) => isDocumentWord(word) || PERSON_NAMES.has(word);

/**
 * True when `word` is no word of the documents' vocabulary nor a listed name, but one of its
 * letters read back as the two OCR merged into it makes one ("Canetera" for "Carretera", "Hemán"
 * for "Hernán"): the vocabulary stands for the document that would print it unmerged.
 */
function mergedVocabularyWord(word: string): boolean {
  if (word.length < 4 || knownWord(word)) return false;
  return SPLITS.some(([letter, pairs]) =>
    [...word].some(
      (char, index) =>
        char === letter &&
        pairs.some((pair) => knownWord(`${word.slice(0, index)}${pair}${word.slice(index + 1)}`)),
    ),
  );
}

/**
 * Paths of the names and addresses read by OCR holding a word another document prints unmerged
 * or one look-alike letter off, or a word of the documents' vocabulary or a listed name merged.
 */
export function mergedAgainstOtherDocuments(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  const values = statedLeaves(report).flatMap(([path, value]) => {
    const source = provenance[path];
    // The report's item (certificate, inscription) is the document: one file may hold a whole carpeta.
    return KINDS.test(path) && typeof value === 'string' && source
      ? [{ path, file: source.file, document: itemOf(path) || source.file, words: wordsOf(value) }]
      : [];
  });
  // How many documents print a word: of two look-alike spellings, the one fewer print is doubted (both on a tie).
  const printedBy = (word: string) =>
    new Set(values.filter(({ words }) => words.includes(word)).map(({ document }) => document)).size;
  const lookAlikeReading = (word: string, other: readonly string[]) => {
    const alike = lookAlikeOf(word, other);
    return alike !== undefined && printedBy(alike) >= printedBy(word);
  };
  const besideAlike = (word: string, before: string | undefined, other: readonly string[]) => {
    // Two letters off is no look-alike: only a spelling more documents print speaks against it.
    const alike = spelledNearBeside(word, before, other);
    return alike !== undefined && printedBy(alike) > printedBy(word);
  };
  return values
    .filter(
      ({ file, document, words }) =>
        ocrFiles.has(file) &&
        words.some(
          (word, index) =>
            mergedVocabularyWord(word) ||
            values.some(
              (other) =>
                other.document !== document &&
                (mergedReading(word, other.words) ||
                  lookAlikeReading(word, other.words) ||
                  besideAlike(word, words[index - 1], other.words)),
            ),
        ),
    )
    .map(({ path }) => path);
}

/** Letters a word needs for two misread letters to leave it recognisable. */
const NEAR_MIN_LETTERS = 6;

/** Edits (a letter changed, added or dropped) between two words, up to `limit` + 1. */
function editsBetween(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, char] of [...a].entries()) {
    const row = [i + 1];
    for (const [j, other] of [...b].entries())
      row.push(
        Math.min(
          (previous[j + 1] ?? 0) + 1,
          (row[j] ?? 0) + 1,
          (previous[j] ?? 0) + (char === other ? 0 : 1),
        ),
      );
    previous = row;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * The word of `other` that `word` is with up to two letters misread ("Laweles" for "Laureles"),
 * printed right after the same word (`before`): no word of the vocabulary, read where another
 * document prints the other spelling beside the same neighbour.
 */
function spelledNearBeside(
  word: string,
  before: string | undefined,
  other: readonly string[],
): string | undefined {
  if (word.length < NEAR_MIN_LETTERS || before === undefined || isDocumentWord(word) || other.includes(word))
    return undefined;
  return other.find(
    (candidate, index) =>
      index > 0 &&
      other[index - 1] === before &&
      candidate.length >= NEAR_MIN_LETTERS &&
      editsBetween(word, candidate, 2) <= 2,
  );
}
