import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { itemOf, statedLeaves } from '../traceValues';
import { foldLower } from '../text/folded';
import { SPLITS } from '../text/ocrMergedLetters';
import { LOOK_ALIKES } from './readElsewhere';

/*
 * A place's word read by OCR as more documents of the dossier print it (issue #17). Where a worn
 * copy gives "Los Canera", "Población Cero Chuño" or "Fitz Ray" and the other documents print
 * "Los Carrera", "Cerro Chuño" and "Fitz Roy" beside the same word, a careful reader reads the
 * word as they print it: OCR merged two letters into one ("rr" read as "n"), read a doubled letter
 * once, or one letter as a look-alike (readElsewhere.ts). Only a word with a neighbour alike in
 * both readings, printed so by more documents than OCR's reading, is read again: two streets of
 * one dossier may differ by a letter, not with the same word beside them.
 */

/** Values whose words other documents print too: addresses, boundaries' neighbours, notaries, creditors. */
const READ_AGAIN = /\.(?:domicilio|direccion|direccion_propiedad|propiedad|notaria|acreedor)$/;

/** Values that print the same places and names, counted as evidence of their spelling. */
const EVIDENCE =
  /\.(?:domicilio|direccion|direccion_propiedad|propiedad|notaria|acreedor|descripcion_propiedad|nombre)$/;

/** Letters a worn copy may print once where the word doubles them. */
const DOUBLED = new Set(['r', 'l']);

interface Words {
  path: string;
  document: string;
  ocr: boolean;
  value: string;
  /** The value's words as printed and folded, in order. */
  printed: string[];
  folded: string[];
}

function wordsOf(path: string, value: string, document: string, ocr: boolean): Words {
  const printed = value.match(/\p{L}+/gu) ?? [];
  return { path, document, ocr, value, printed, folded: printed.map(foldLower) };
}

/** The words OCR may have read as `word`: a merged pair split, a look-alike letter, a doubled letter. */
function printedAs(word: string): Set<string> {
  const spellings = new Set<string>();
  [...word].forEach((char, index) => {
    const [head, tail] = [word.slice(0, index), word.slice(index + 1)];
    for (const [letter, pairs] of SPLITS)
      if (char === letter) for (const pair of pairs) spellings.add(`${head}${pair}${tail}`);
    for (const pair of LOOK_ALIKES) if (pair[0] === char) spellings.add(`${head}${pair[1] ?? ''}${tail}`);
    if (DOUBLED.has(char)) spellings.add(`${head}${char}${char}${tail}`);
  });
  spellings.delete(word);
  return spellings;
}

/** `word` in the case of `like`: upper case, capitalised or lower case. */
function inCaseOf(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  const lower = word.toLowerCase();
  return like[0] === like[0]?.toUpperCase() ? `${lower.charAt(0).toUpperCase()}${lower.slice(1)}` : lower;
}

/** Whether `other` has `spelling` at some place whose word before or after is that of `words` at `index`. */
function besideSameNeighbour(words: Words, index: number, other: Words, spelling: string): number {
  return other.folded.findIndex(
    (word, at) =>
      word === spelling &&
      ((index > 0 && other.folded[at - 1] === words.folded[index - 1]) ||
        (index + 1 < words.folded.length && other.folded[at + 1] === words.folded[index + 1])),
  );
}

/**
 * New readings of the values read by OCR (path → value) whose word more documents print spelled
 * as OCR may have misread it, beside the same neighbouring word.
 */
export function wordsReadAsDossierPrints(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): Map<string, string> {
  const values = statedLeaves(report).flatMap(([path, value]) => {
    const source = provenance[path];
    if (!EVIDENCE.test(path) || typeof value !== 'string' || !source) return [];
    // The report's item (certificate, inscription) is the document: one file may hold a whole carpeta.
    return [wordsOf(path, value, itemOf(path) || source.file, ocrFiles.has(source.file))];
  });
  const printedBy = (word: string) =>
    new Set(values.filter(({ folded }) => folded.includes(word)).map(({ document }) => document)).size;
  const read = new Map<string, string>();
  for (const words of values) {
    if (!words.ocr || !READ_AGAIN.test(words.path)) continue;
    const replaced = words.folded.map((word, index) => {
      if (word.length < 3) return null;
      for (const spelling of printedAs(word)) {
        if (printedBy(spelling) <= printedBy(word)) continue;
        for (const other of values) {
          if (other.document === words.document) continue;
          const at = besideSameNeighbour(words, index, other, spelling);
          if (at !== -1) return inCaseOf(other.printed[at] ?? spelling, words.printed[index] ?? word);
        }
      }
      return null;
    });
    if (replaced.every((word) => word === null)) continue;
    let at = 0;
    read.set(
      words.path,
      words.value.replace(/\p{L}+/gu, (word) => replaced[at++] ?? word),
    );
  }
  return read;
}
