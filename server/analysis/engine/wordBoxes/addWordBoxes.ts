import { locateBoxes } from './locateBoxes';
import { readingsOf } from './readings';
import type { DocumentText } from '../document';

/** Text either side of a value that places it on its page (the value may occur more than once). */
const CONTEXT_CHARS = 40;

/**
 * Gives every provenance recorded from the document the boxes of the words its value was read
 * from, where the page kept its text positions (PageText.runs). A post-pass over what the readers
 * recorded, so readers need not know about positions; a value not found keeps no boxes.
 */
export function addWordBoxes(document: DocumentText): void {
  for (const reading of readingsOf(document)) {
    const runs = document.pages[reading.provenance.page - 1]?.runs;
    const source = reading.in === 'text' ? document.text : document.raw;
    const value = source.slice(reading.index, reading.index + reading.length);
    if (!runs || value.trim() === '') continue;
    const context = source.slice(
      Math.max(0, reading.index - CONTEXT_CHARS),
      reading.index + reading.length + CONTEXT_CHARS,
    );
    const boxes = locateBoxes(runs, reading.provenance.page, value, context);
    if (boxes.length > 0) reading.provenance.boxes = boxes;
  }
}
