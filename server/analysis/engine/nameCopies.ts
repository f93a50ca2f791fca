import { statedPeople, type StatedPerson } from '../../../common/documents/statedValues';
import type { ProvenanceMap, UnsureReason } from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';
import { isDoubted, nearestSource, withRepairs } from './printedAgain';
import { foldLower } from './text/folded';

/*
 * A person's name a worn scan read with a stretch lost (issue #18 item 5): a stamp's ring over
 * "SOTOMAYOR RE", a signature over the last letter of "MIRANDA", a label cell whose surnames OCR
 * dropped. A careful reader finds the name printed whole elsewhere: the act's heading in the
 * copy's margin ("COMPRAVENTA / MANUEL JESÚS / SOTOMAYOR REYES / A / …"), or another document
 * naming the person with the same RUT. Only names already doubted are completed, only from one
 * printing that fits them, and the completed name says so (`repaired_reading`).
 */

/** Doubts that say a name may be cut or misread. */
const NAME_DOUBTS: ReadonlySet<UnsureReason> = new Set(['name_shape', 'ocr_low_confidence']);

/** Words a name printed elsewhere may add where the doubted reading lost them. */
const LOST_WORDS = 3;

/** A name's words, folded (accents, case), letters only. */
const nameWords = (name: string): string[] => foldLower(name).match(/\p{L}+/gu) ?? [];

/** True when `short`'s words appear in `long`'s in order. */
function wordsWithin(short: readonly string[], long: readonly string[]): boolean {
  let at = 0;
  for (const word of long) if (at < short.length && word === short[at]) at++;
  return at === short.length;
}

/**
 * True when `printed` (words) is the name `read` (words) with a stretch lost: it opens with the
 * reading's first words and ends with its last ones ("manuel jesus sot" … "yes" in "manuel jesus
 * sotomayor reyes"), or, when nothing of the reading follows the stretch, only the last word's
 * end is lost ("mirand" for "miranda").
 */
export function nameWithStretchLost(read: readonly string[], printed: readonly string[]): boolean {
  const [text, whole] = [read.join(' '), printed.join(' ')];
  if (whole.length <= text.length || printed.length > read.length + LOST_WORDS) return false;
  for (let split = 1; split <= read.length; split++) {
    const head = read.slice(0, split).join(' ');
    const tail = read.slice(split).join(' ');
    if (tail === '') {
      if (printed.length === read.length && whole.startsWith(head)) return true;
      continue;
    }
    if (whole.startsWith(head) && whole.endsWith(tail) && head.length + tail.length < whole.length)
      return true;
  }
  return false;
}

/** Words printed as a name: a capital first ("SOTOMAYOR", "Cáceres"). */
const NAME_WORD = /^\p{Lu}[\p{L}'-]*$/u;

/**
 * The runs of words printed as names in a text that complete `read` (nameWithStretchLost), as
 * printed; one spelling each.
 */
export function completionsIn(text: string, read: readonly string[]): string[] {
  const words = text.split(/[\s,;:.()"“”]+/).filter((word) => word !== '');
  const found = new Map<string, string>();
  for (let start = 0; start < words.length; start++) {
    for (let length = read.length; length <= read.length + LOST_WORDS; length++) {
      const run = words.slice(start, start + length);
      if (run.length < length || !run.every((word) => NAME_WORD.test(word))) break;
      const folded = run.map((word) => nameWords(word).join(''));
      if (nameWithStretchLost(read, folded)) found.set(folded.join(' '), run.join(' '));
    }
  }
  return [...found.values()];
}

/** A RUT by its digits and check digit ("13.566.204-6" and "13566204-6" are one). */
const rutKey = (rut: string) => rut.toUpperCase().replace(/[^\dK]/g, '');

/** The full name another document gives a person with the same RUT, read without doubt. */
function sameRutName(person: StatedPerson, people: readonly StatedPerson[], provenance: ProvenanceMap) {
  const read = nameWords(person.nombre);
  const names = people.flatMap((other) => {
    if (other.path === person.path || !person.rut || !other.rut) return [];
    if (rutKey(other.rut) !== rutKey(person.rut)) return [];
    const words = nameWords(other.nombre);
    const source = nearestSource(provenance, `${other.path}.nombre`);
    if (!source || isDoubted(source)) return [];
    return words.length > read.length && wordsWithin(read, words) ? [other.nombre] : [];
  });
  return new Set(names.map((name) => nameWords(name).join(' '))).size === 1 ? names[0] : undefined;
}

/**
 * The report with every doubted name an OCR'd document read with a stretch lost completed from
 * its one whole printing: a person of another document with the same RUT, or a run of name words
 * in the document's own text (`texts`, by file). Each completed name is marked `repaired_reading`.
 */
export function completeNamesFromCopies(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
  texts: ReadonlyMap<string, string>,
): { report: Report; provenance: ProvenanceMap } {
  const people = statedPeople(report);
  const completed = people.flatMap((person) => {
    const path = `${person.path}.nombre`;
    const source = nearestSource(provenance, path);
    if (!source || !ocrFiles.has(source.file)) return [];
    if (!(source.unsure ?? []).some((reason) => NAME_DOUBTS.has(reason))) return [];
    const byRut = sameRutName(person, people, provenance);
    if (byRut) return [{ path, source, value: byRut }];
    const printed = completionsIn(texts.get(source.file) ?? '', nameWords(person.nombre));
    const [nombre] = printed;
    if (printed.length !== 1 || !nombre) return [];
    // A name read in capitals stays in capitals, whichever way the margin prints it.
    const capitals = person.nombre === person.nombre.toLocaleUpperCase('es');
    return [{ path, source, value: capitals ? nombre.toLocaleUpperCase('es') : nombre }];
  });
  return withRepairs(report, provenance, completed);
}
