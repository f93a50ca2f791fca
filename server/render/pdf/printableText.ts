import type { DocumentModel } from '../documentBlocks';
import { breakLongWords, DRAWABLE } from '../textFit';

/** Plain stand-ins for symbols people type in notes but the PDF's font lacks. */
const STAND_INS: Readonly<Record<string, string>> = {
  '⇐': '<=',
  '⇒': '=>',
  '✓': '(sí)',
  '✔': '(sí)',
  '✗': '(no)',
  '✘': '(no)',
  '☐': '[ ]',
  '☑': '[x]',
  '▪': '•',
};

const ASCII = /^[\x20-\x7e\n]*$/;

/** The text with every character the font cannot draw replaced by a stand-in, or `?` as a last resort. */
export function printableText(text: string): string {
  if (ASCII.test(text)) return text;
  let printable = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (DRAWABLE.has(codePoint) || character === '\n') printable += character;
    else printable += STAND_INS[character] ?? '?';
  }
  return printable;
}

/** Strings of the model that are not set as text: a break in them would corrupt them. */
const NOT_SET_AS_TEXT = new Set(['link', 'base64', 'mimeType']);

/** The same model with all its text made printable, long words broken (see breakLongWords). */
export function printableModel(model: DocumentModel): DocumentModel {
  const copy: DocumentModel = JSON.parse(JSON.stringify(model), (key, value: unknown) => {
    if (typeof value !== 'string') return value;
    return printableText(NOT_SET_AS_TEXT.has(key) ? value : breakLongWords(value));
  });
  return copy;
}
