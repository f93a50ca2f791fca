import type { DocumentText } from '../document';
import { locateValue, type LocatedValue } from './locateBoxes';

/** Text either side of a value that places it on its page (the value may occur more than once). */
const CONTEXT_CHARS = 40;

/**
 * The words a value was read from, with their boxes: `length` characters at `index` of the
 * document's body text or raw page lines, on the document's `page`-th page (boxes name its page
 * number in the file). Null where the page kept no text positions
 * (PageText.runs) or the value is not found among them. ProvenanceRecorder asks for them as it
 * records a value, so readers need not know about positions and copies of the provenance keep them.
 */
export function valueWords(
  document: DocumentText,
  read: 'text' | 'raw',
  index: number,
  length: number,
  page: number,
): LocatedValue | null {
  const pageText = document.pages[page - 1];
  const runs = pageText?.runs;
  const source = read === 'text' ? document.text : document.raw;
  const value = source.slice(index, index + length);
  if (!runs || value.trim() === '') return null;
  const context = source.slice(Math.max(0, index - CONTEXT_CHARS), index + length + CONTEXT_CHARS);
  return locateValue(runs, pageText.number, value, context);
}
