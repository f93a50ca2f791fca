import type { Provenance, ProvenanceBox } from '../../../../common/record/provenance';

/*
 * Whether two values were read from the very same printed words: the same file and page, and a
 * first box at the same place (a point of tolerance for rounding). Two fields that each have words
 * of their own in the document never share them.
 */

const TOLERANCE = 1;

const sameBox = (a: ProvenanceBox, b: ProvenanceBox) =>
  a.page === b.page && Math.abs(a.x - b.x) <= TOLERANCE && Math.abs(a.y - b.y) <= TOLERANCE;

/** True when both values were read (not derived) from the same words of the same document. */
export function readFromSameWords(a: Provenance | undefined, b: Provenance | undefined): boolean {
  if (!a || !b || a.derived || b.derived || a.file !== b.file) return false;
  const [first, other] = [a.boxes?.[0], b.boxes?.[0]];
  return first !== undefined && other !== undefined && sameBox(first, other);
}
