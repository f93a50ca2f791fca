import { createRequire } from 'node:module';
import type { DocumentModel } from '../documentBlocks';
import { ROBOTO_REGULAR } from './pdfFonts';

interface FontkitFont {
  characterSet: number[];
}

const require = createRequire(import.meta.url);
// fontkit is what pdfmake (through pdfkit) reads the fonts with; it ships no type declarations.
const fontkit: { openSync(path: string): FontkitFont } = require('fontkit');

/** Code points the embedded Roboto draws; anything else would print as an empty box. */
const drawable = new Set(fontkit.openSync(ROBOTO_REGULAR).characterSet);

/** Plain stand-ins for symbols people type in notes but Roboto lacks. */
const STAND_INS: Readonly<Record<string, string>> = {
  '←': '<-',
  '→': '->',
  '↔': '<->',
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

/** The text with every character Roboto cannot draw replaced by a stand-in, or `?` as a last resort. */
export function printableText(text: string): string {
  if (ASCII.test(text)) return text;
  let printable = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (drawable.has(codePoint) || character === '\n') printable += character;
    else printable += STAND_INS[character] ?? '?';
  }
  return printable;
}

/** The same model with all its text made printable. */
export function printableModel(model: DocumentModel): DocumentModel {
  const copy: DocumentModel = JSON.parse(JSON.stringify(model), (_key, value: unknown) =>
    typeof value === 'string' ? printableText(value) : value,
  );
  return copy;
}
