import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * Spanish word forms (an-array-of-spanish-words: 636,000 forms, MIT, installed with the project's
 * packages), to tell a word OCR misread from one it read as printed (ocrMergedLetters.ts). The list
 * spells forms without accents but with "ñ". Loaded on the first question (only a scan asks), and
 * kept as sorted 53-bit hashes of the forms: 5 MB instead of 70 MB of strings in each analysis
 * thread; two forms sharing a hash is a chance of about one in a billion per question.
 */

const require = createRequire(import.meta.url);

/** Two 32-bit FNV-1a hashes of the form joined into one safe integer. */
function hashOf(form: string): number {
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (let index = 0; index < form.length; index++) {
    const code = form.charCodeAt(index);
    high = Math.imul(high ^ code, 0x01000193) >>> 0;
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
  }
  return high * 0x200000 + (low & 0x1fffff);
}

let hashes: Float64Array | undefined;

function dictionary(): Float64Array {
  if (hashes) return hashes;
  const text = readFileSync(require.resolve('an-array-of-spanish-words'), 'utf8');
  // The file is one JSON array of plain strings ("aba","ababa",…): split rather than parsed, so no
  // array of 636,000 strings is built at once.
  const found: number[] = [];
  for (let start = text.indexOf('"'); start !== -1;) {
    const end = text.indexOf('"', start + 1);
    if (end === -1) break;
    found.push(hashOf(text.slice(start + 1, end)));
    start = text.indexOf('"', end + 1);
  }
  hashes = Float64Array.from(found).sort();
  return hashes;
}

/** The word as the list spells it: lower case, accents dropped, "ñ" kept. */
export function dictionaryForm(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .split('ñ')
    .map((part) => part.normalize('NFD').replace(/\p{M}/gu, ''))
    .join('ñ');
}

/** True when the word is a Spanish word form (any case or accents). */
export function isSpanishWord(word: string): boolean {
  const sorted = dictionary();
  const hash = hashOf(dictionaryForm(word));
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle] ?? 0;
    if (value === hash) return true;
    if (value < hash) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
