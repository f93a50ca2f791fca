import { DOUBTFUL_WORD_CONFIDENCE, trustedCharacters } from './noiseWords';
import type { StampBox } from './stampRemoval';
import type { OcrWord } from './tesseractTsv';

/*
 * An office stamp's ring pressed over print makes tesseract misread the letters it crosses (or
 * drop them), while taking the ring off the page costs letters where the ring runs along a
 * stroke. So the page is read both ways and, under each ring only, each word (or group of words
 * the two readings cut differently) is kept from the reading that trusts more of its characters;
 * the rest of the page keeps the first reading untouched.
 */

/** Block numbers of words taken from the stamp-free reading start here, apart from the first reading's. */
const LIFTED_BLOCKS = 200_000;
/** Two words are the same print when their boxes share this much of the smaller one's area. */
const SAME_PRINT_SHARE = 0.3;

/**
 * A word only the stamp-free reading found is added when at least this long: a lone character
 * there is most often what is left of the ring inside a line.
 */
const MIN_ADDED_LENGTH = 2;

/** Mean confidence of the words' characters (a longer reading of the same print is not a better one). */
function meanConfidence(words: OcrWord[]): number {
  const characters = words.reduce((sum, word) => sum + word.text.length, 0);
  return characters > 0
    ? words.reduce((sum, word) => sum + word.confidence * word.text.length, 0) / characters
    : 0;
}

/** A word on the rows a ring crosses (the ring joins the line's print into one shape, all along it). */
const besideStamp = (word: OcrWord, stamps: StampBox[]) =>
  stamps.some((stamp) => word.top <= stamp.bottom && word.top + word.height >= stamp.top);

function samePrint(a: OcrWord, b: OcrWord): boolean {
  const across = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const down = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  if (across <= 0 || down <= 0) return false;
  return across * down >= SAME_PRINT_SHARE * Math.min(a.width * a.height, b.width * b.height);
}

/** Words of both readings under the rings, grouped where their boxes cover the same print. */
function groupsOfSamePrint(first: OcrWord[], lifted: OcrWord[]): { first: OcrWord[]; lifted: OcrWord[] }[] {
  const all = [...first, ...lifted];
  const parent = all.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  first.forEach((a, i) =>
    lifted.forEach((b, j) => {
      if (samePrint(a, b)) parent[root(first.length + j)] = root(i);
    }),
  );
  const groups = new Map<number, { first: OcrWord[]; lifted: OcrWord[] }>();
  all.forEach((word, index) => {
    const group = groups.get(root(index)) ?? { first: [], lifted: [] };
    (index < first.length ? group.first : group.lifted).push(word);
    groups.set(root(index), group);
  });
  return [...groups.values()];
}

/**
 * The first reading with the words under stamps' rings replaced by the stamp-free reading's words
 * of the same print when those trust more characters; words only the stamp-free reading found
 * there are added when trusted.
 */
export function withStampFreeWords(words: OcrWord[], lifted: OcrWord[], stamps: StampBox[]): OcrWord[] {
  if (stamps.length === 0) return words;
  const groups = groupsOfSamePrint(
    words.filter((word) => besideStamp(word, stamps)),
    lifted.filter((word) => besideStamp(word, stamps)),
  );
  const replaced = new Set<OcrWord>();
  const added: OcrWord[] = [];
  for (const group of groups) {
    const [first] = group.first;
    if (!first) {
      for (const word of group.lifted)
        if (
          word.confidence >= DOUBTFUL_WORD_CONFIDENCE &&
          word.text.length >= MIN_ADDED_LENGTH &&
          !words.some((other) => samePrint(other, word))
        )
          added.push(onLineOf(words, word));
    } else if (
      trustedCharacters(group.lifted) > trustedCharacters(group.first) &&
      meanConfidence(group.lifted) > meanConfidence(group.first)
    ) {
      for (const word of group.first) replaced.add(word);
      added.push(
        ...group.lifted.map((word) => ({
          ...word,
          block: first.block,
          paragraph: first.paragraph,
          line: first.line,
        })),
      );
    }
  }
  return [...words.filter((word) => !replaced.has(word)), ...added];
}

/**
 * A word of the stamp-free reading given the line of the first reading's word beside it on the
 * same row (so the layout keeps it in that line), or a block of its own when the row is new.
 */
function onLineOf(words: OcrWord[], word: OcrWord): OcrWord {
  const middle = word.top + word.height / 2;
  const row = words.filter((other) => middle >= other.top && middle <= other.top + other.height);
  const nearest = row.sort((a, b) => Math.abs(a.left - word.left) - Math.abs(b.left - word.left))[0];
  return nearest
    ? { ...word, block: nearest.block, paragraph: nearest.paragraph, line: nearest.line }
    : { ...word, block: word.block + LIFTED_BLOCKS };
}
