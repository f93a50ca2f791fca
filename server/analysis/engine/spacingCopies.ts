import { editDistance } from '../../../common/text/editDistance';
import type { ProvenanceMap } from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';
import { nearestSource, withRepairs, type Repair } from './printedAgain';
import { foldLower } from './text/folded';
import { isSpanishWord } from './text/spanishDictionary';
import { statedLeaves } from './traceValues';

/*
 * Words a copy glued or split (issue #18 item 5): a worn scan's narrow space lost ("BANCO
 * DELESTADO", "NORMA DEL CARMENJARA", "gravar porel plazo"), or a word cut at a wide gap after a
 * J ("J AIME", "ENAJ ENAR"). A careful reader spaces them as the dossier prints them elsewhere: a glued
 * word is respaced only where the dossier prints its parts as words, side by side, at least as
 * often as the glued word itself; a piece OCR cut after a J is joined to the next where the dossier
 * prints them as one word. A lower-case word printed nowhere else, one letter from a word the
 * dossier prints often ("númeto", "ppopiedad", "cale"), is read as that word. The repaired value
 * says so (`repaired_reading`).
 */

/** Values that are codes or figures, never words: their spacing is their format. */
const NOT_WORDS = /\.(?:codigo|rut|rol|fecha|fojas|numero|ano)[^.]*$/;

/** Parts a glued word is split into, at most. */
const MAX_PARTS = 3;

/** A word shorter than this is a word's piece or an initial, not a glued word. */
const MIN_GLUED = 5;

/** A word the dossier prints this often is one a misread letter is read back to. */
const OFTEN = 3;

/** Letters OCR takes for one another: stems, rounds, arches ("númeto", "easa", "rnetros"). */
const LOOK_ALIKE = ['rtilfpj', 'ceoa', 'nuhm'];

/** True when OCR may read `a` for `b`: the same letter, or two of one look-alike group. */
const lookAlike = (a: string, b: string) =>
  a === b || LOOK_ALIKE.some((group) => group.includes(a) && group.includes(b));

/**
 * True when `word` is `other` with one letter misread (as a look-alike), lost or doubled; never its
 * last letter, where words differ in gender and number ("como", "coma"), nor its first lost or added.
 */
function oneLetterOff(word: string, other: string): boolean {
  if (word.at(-1) !== other.at(-1)) return false;
  if (word.length === other.length) {
    const differ = [...word].flatMap((letter, at) => (letter === other[at] ? [] : [at]));
    const [at] = differ;
    return differ.length === 1 && at !== undefined && lookAlike(word[at] ?? '', other[at] ?? '');
  }
  return word[0] === other[0] && editDistance(word, other, 1) === 1;
}

/**
 * The dossier's words and pairs of neighbouring words, folded, with how often each is printed, and
 * how often a pair is printed joined by a hyphen ("Santander-Chile").
 */
export interface Vocabulary {
  words: Map<string, number>;
  /** The words printed often, each as printed in lower case ("número" for "numero"). */
  often: Map<string, string>;
  pairs: Map<string, number>;
  hyphenated: Map<string, number>;
}

const count = (counts: ReadonlyMap<string, number>, key: string) => counts.get(key) ?? 0;

function add(counts: Map<string, number>, key: string) {
  counts.set(key, count(counts, key) + 1);
}

/** A word: letters, with an apostrophe inside ("O'Higgins" is one word, not "O" and "Higgins"). */
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/**
 * The words of a text, folded, in order, each with whether a hyphen joins it to the word before;
 * a word broken by a hyphen at a line's end reads whole.
 */
function foldedWords(text: string): { word: string; printed: string; hyphen: boolean }[] {
  const joined = text.replace(/(\p{L})-\s*\n\s*(\p{L})/gu, '$1$2');
  const folded = foldLower(joined);
  let end = 0;
  return [...folded.matchAll(WORD)].map((match) => {
    const hyphen = folded.slice(end, match.index).trim() === '-';
    end = match.index + match[0].length;
    return { word: match[0], printed: joined.slice(match.index, end), hyphen };
  });
}

/**
 * OCR reads a wide gap after a J ("J AIME", "ENAJ ENAR", "J ardín"): a word ending in it is a
 * word's piece.
 */
const cutAfterJ = (word: string) => word.endsWith('j');

/** What the dossier's texts print, word by word. */
export function vocabularyOf(texts: Iterable<string>): Vocabulary {
  const vocabulary: Vocabulary = {
    words: new Map(),
    often: new Map(),
    pairs: new Map(),
    hyphenated: new Map(),
  };
  const lowerCase = new Map<string, string>();
  for (const text of texts) {
    const words = foldedWords(text);
    words.forEach(({ word, printed }, index) => {
      add(vocabulary.words, word);
      if (printed === printed.toLowerCase() && printed.length === word.length) lowerCase.set(word, printed);
      const next = words[index + 1];
      if (!next) return;
      add(vocabulary.pairs, `${word} ${next.word}`);
      if (next.hyphen) add(vocabulary.hyphenated, `${word} ${next.word}`);
    });
  }
  for (const [word, printed] of lowerCase)
    if (count(vocabulary.words, word) >= OFTEN) vocabulary.often.set(word, printed);
  return vocabulary;
}

/** A part a glued word may hold: a word the dossier prints; one letter only as a connector. */
const isPart = (part: string, vocabulary: Vocabulary) =>
  (part.length > 1 || /^[aeoy]$/.test(part)) && !cutAfterJ(part) && count(vocabulary.words, part) > 0;

/**
 * The one way to cut a folded glued word into two or three words the dossier prints side by side
 * (each pair at least as often as the glued word), fewest parts first; null when there is none or
 * more than one.
 */
export function gluedParts(word: string, vocabulary: Vocabulary): string[] | null {
  if (word.length < MIN_GLUED) return connectorParts(word, vocabulary);
  const seen = count(vocabulary.words, word);
  const cuts = (rest: string, parts: number): string[][] => {
    if (parts === 1) return isPart(rest, vocabulary) ? [[rest]] : [];
    const found: string[][] = [];
    for (let at = 1; at < rest.length; at++) {
      const head = rest.slice(0, at);
      if (!isPart(head, vocabulary)) continue;
      for (const tail of cuts(rest.slice(at), parts - 1)) {
        const [next = ''] = tail;
        if (count(vocabulary.pairs, `${head} ${next}`) >= Math.max(seen, 1)) found.push([head, ...tail]);
      }
    }
    return found;
  };
  for (let parts = 2; parts <= MAX_PARTS; parts++) {
    const found = cuts(word, parts);
    if (found.length === 1) return found[0] ?? null;
    if (found.length > 1) return null;
  }
  return connectorParts(word, vocabulary);
}

/** A preposition and the article after it, glued: no Spanish word ("porel", "dela", "enlos"). */
const PREPOSITION_ARTICLE = /^(por|de|en|con)(el|la|los|las)$/;

/**
 * A glued word the dossier never prints apart, cut where its parts are connectors: a preposition
 * and its article ("porel"), or "y" and a word the dossier prints often ("ycomuna", "casay").
 */
function connectorParts(word: string, vocabulary: Vocabulary): string[] | null {
  const [, preposition, article] = PREPOSITION_ARTICLE.exec(word) ?? [];
  if (preposition && article) return [preposition, article];
  const seen = count(vocabulary.words, word);
  const often = (part: string) =>
    part.length >= 4 && vocabulary.often.has(part) && count(vocabulary.words, part) > seen;
  if (word.startsWith('y') && often(word.slice(1))) return ['y', word.slice(1)];
  if (word.endsWith('y') && often(word.slice(0, -1))) return [word.slice(0, -1), 'y'];
  return null;
}

/**
 * True when two neighbouring folded words are one word OCR cut after its J: the first ends in J
 * and the dossier prints the two as one word. Other gaps are left: two words a careful reader
 * would join cannot be told from two words printed glued elsewhere ("San Miguel", "SanMiguel").
 */
export function cutWord(first: string, second: string, vocabulary: Vocabulary): boolean {
  return cutAfterJ(first) && count(vocabulary.words, first + second) > 0;
}

/**
 * The word a lower-case folded word printed at most once in the dossier was misread for: the one
 * word printed often one letter off (oneLetterOff), as printed; null when none or several.
 */
export function misreadWord(word: string, vocabulary: Vocabulary): string | null {
  if (word.length < 4 || count(vocabulary.words, word) > 1) return null;
  // A Spanish word one letter longer than the dossier's is no letter OCR added ("causa" is no "casa").
  const found = [...vocabulary.often].filter(
    ([other]) => oneLetterOff(word, other) && !(word.length > other.length && isSpanishWord(word)),
  );
  const [only] = found;
  return found.length === 1 && only ? only[1] : null;
}

/**
 * The value with its words spaced (with a space, or a hyphen) and spelt as the dossier prints them,
 * or null when nothing changes.
 */
export function respaced(value: string, vocabulary: Vocabulary): string | null {
  // Folding keeps one character per character for the letters of Spanish; another value is left.
  const folded = foldLower(value);
  if (folded.length !== value.length) return null;
  const words = [...folded.matchAll(WORD)].map((match) => ({ text: match[0], at: match.index }));
  const edits: { at: number; remove: number; insert: string }[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (next && next.at === word.at + word.text.length + 1 && value[word.at + word.text.length] === ' ') {
      if (cutWord(word.text, next.text, vocabulary))
        edits.push({ at: word.at + word.text.length, remove: 1, insert: '' });
    }
    const parts = gluedParts(word.text, vocabulary);
    const original = value.slice(word.at, word.at + word.text.length);
    const read = !parts && original === original.toLowerCase() ? misreadWord(word.text, vocabulary) : null;
    if (read) edits.push({ at: word.at, remove: word.text.length, insert: read });
    if (!parts) return;
    let at = word.at;
    parts.slice(0, -1).forEach((part, index) => {
      at += part.length;
      const pair = `${part} ${parts[index + 1] ?? ''}`;
      const hyphen = 2 * count(vocabulary.hyphenated, pair) > count(vocabulary.pairs, pair);
      edits.push({ at, remove: 0, insert: hyphen ? '-' : ' ' });
    });
  });
  if (edits.length === 0) return null;
  let result = value;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    result = result.slice(0, edit.at) + edit.insert + result.slice(edit.at + edit.remove);
  return result;
}

/** The report with every worded value respaced as the dossier's texts print its words. */
export function respaceFromCopies(
  report: Report,
  provenance: ProvenanceMap,
  texts: ReadonlyMap<string, string>,
): { report: Report; provenance: ProvenanceMap } {
  const vocabulary = vocabularyOf(texts.values());
  const repairs = statedLeaves(report).flatMap(([path, value]): Repair[] => {
    if (
      typeof value !== 'string' ||
      NOT_WORDS.test(path) ||
      !/^[a-z_]+\[/.test(path) ||
      path.startsWith('notes')
    )
      return [];
    const source = nearestSource(provenance, path);
    const repaired = respaced(value, vocabulary);
    return source && repaired !== null ? [{ path, source, value: repaired }] : [];
  });
  return withRepairs(report, provenance, repairs);
}
