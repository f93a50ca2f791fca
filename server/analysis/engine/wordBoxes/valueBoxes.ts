import type { ProvenanceBox } from '../../../../common/record/provenance';
import type { DocumentText } from '../document';
import { locateBoxes } from './locateBoxes';

/** Text either side of a value that places it on its page (the value may occur more than once). */
const CONTEXT_CHARS = 40;

/**
 * The boxes of the words a value was read from: `length` characters at `index` of the document's
 * body text or raw page lines, on the document's `page`-th page (boxes name its page number in the
 * file). Empty where the page kept no text positions
 * (PageText.runs) or the value is not found among them. ProvenanceRecorder asks for them as it
 * records a value, so readers need not know about positions and copies of the provenance keep them.
 */
export function valueBoxes(
  document: DocumentText,
  read: 'text' | 'raw',
  index: number,
  length: number,
  page: number,
): ProvenanceBox[] {
  const pageText = document.pages[page - 1];
  const runs = pageText?.runs;
  const source = read === 'text' ? document.text : document.raw;
  const value = source.slice(index, index + length);
  if (!runs || value.trim() === '') return [];
  const context = source.slice(Math.max(0, index - CONTEXT_CHARS), index + length + CONTEXT_CHARS);
  return locateBoxes(runs, pageText.number, value, context);
}
