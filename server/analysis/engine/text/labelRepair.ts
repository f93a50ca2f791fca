import { editDistance } from '../../../../common/text/editDistance';

/*
 * A worn copy garbles a form's labels as readily as its values ("PROPIETASUO:", "DIRBOCIÓN:",
 * "ROL DE AYALÚO:"), and a label no pattern matches loses its value however well OCR read it.
 * The words of a label cell (the text before the colon that opens a line) are compared with the
 * words labels are made of; a word one or two letters from exactly one of them is read as it.
 * Only the folded copy the labels are searched in changes, keeping its length, so the value is
 * still read from the text as printed and every offset holds. (`ocrLabelWords.ts` repairs the
 * registry keywords OCR confuses letter for letter anywhere in a text; this repairs any garbling,
 * but only inside a form's label cell.)
 */

/** The words form labels are made of, folded (no accents), lowercase. */
export const LABEL_WORDS: readonly string[] = [
  'fecha emision emitido otorgamiento vigencia certificado documento informe folio numero codigo',
  'verificacion propietario propietaria propietarios contribuyente nombre solicitante',
  'direccion domicilio ubicacion comuna region avaluo fiscal plano loteo manzana destino',
  'superficie vialidad afectacion expropiacion monto deuda total exento inscripcion fojas registro',
]
  .join(' ')
  .split(' ');

/**
 * Real words a letter or two from a label word ("Plazo:" is no "Plano:", "Hojas:" no "Fojas:"):
 * a word printed as itself is never read as another.
 */
const NOT_LABELS: ReadonlySet<string> = new Set(
  'ficha hecha plazo llano plana plato lotes monte hombre comunal legion precio predio premio hojas rojas omitido informa'.split(
    ' ',
  ),
);

/** Shorter words are left alone: one letter changes too many of them into another word. */
const MIN_REPAIRED_LENGTH = 5;
/** A label cell is this short at most (several words, never a sentence). */
const MAX_LABEL_CELL = 40;

const TARGETS: readonly string[] = LABEL_WORDS.filter((word) => word.length >= MIN_REPAIRED_LENGTH);
const KNOWN: ReadonlySet<string> = new Set(LABEL_WORDS);

/** Letters a word may differ by and still be that label word: one in a short word, two in a long one. */
function allowedEdits(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * The label word a garbled word stands for: the one label word within its allowed edits, no
 * longer than the word and the `room` after it (it must fit in its place) and at most one letter
 * shorter; null when none or several are that near, or when the word is a label word already
 * (or its plural).
 */
export function nearestLabelWord(word: string, room = 0): string | null {
  const lower = word.toLowerCase();
  if (
    lower.length < MIN_REPAIRED_LENGTH ||
    KNOWN.has(lower) ||
    KNOWN.has(lower.replace(/e?s$/, '')) ||
    NOT_LABELS.has(lower)
  )
    return null;
  let found: string | null = null;
  let foundDistance = Infinity;
  let tied = false;
  for (const target of TARGETS) {
    if (target.length > lower.length + room || target.length < lower.length - 1) continue;
    const limit = allowedEdits(target.length);
    const distance = editDistance(lower, target, limit);
    if (distance > limit) continue;
    if (distance < foundDistance) [found, foundDistance, tied] = [target, distance, false];
    else if (distance === foundDistance) tied = true;
  }
  return tied ? null : found;
}

/** A form row is this short at most: a longer line is a sentence, whose first word labels nothing. */
const MAX_FORM_ROW = 60;

/**
 * A short row whose label lost both its colon and the gap after it ("oieccion SUECIA 2871"): its
 * first word read as the label word it stands for. A label word one letter longer than the word
 * and its space also blanks the value's first letter; only labels are searched in this copy, the
 * value is read from the text as printed.
 */
function repairFirstWord(folded: string): string {
  const row = /^([^\S\n]*)(\p{L}+)[^\S\n](?=\S)/u.exec(folded);
  const [, indent = '', word = ''] = row ?? [];
  if (!row || folded.trimEnd().length > MAX_FORM_ROW) return folded;
  const label = nearestLabelWord(word, 1);
  if (!label) return folded;
  const cased = word === word.toUpperCase() ? label.toUpperCase() : label;
  const taken = Math.max(word.length + 1, cased.length + 1);
  return indent + cased.padEnd(taken, ' ') + folded.slice(indent.length + taken);
}

/**
 * A numbered form row whose number lost its stop ("1 Fecha 3 de diciembre de 2026" for "1. Fecha:
 * …"): the number blanked, so a label searched at the line's start finds its word there. Only on
 * a short row opening with one or two digits and a capitalised word, its colon lost too (a row
 * keeping its colon is read by it).
 */
function withoutBareItemNumber(folded: string): string {
  if (folded.trimEnd().length > MAX_FORM_ROW || folded.includes(':')) return folded;
  return folded.replace(
    /^([^\S\n]*)(\d{1,2})(?=[^\S\n]+\p{Lu}\p{Ll}{2,})/u,
    (_, indent: string, number: string) => indent + ' '.repeat(number.length),
  );
}

/**
 * A folded line with the garbled words of its label cell (before the line's first colon, or its
 * first cell when OCR lost the colon, or its first word on a short row with neither) read as the
 * label words they stand for, each padded with spaces to the garbled word's length (the line
 * keeps its length).
 */
export function repairLabelCell(line: string): string {
  const folded = withoutBareItemNumber(line);
  const colon = /^[^\S\n]*([^:\n]+?[^\S\n]*):/.exec(folded);
  const firstCell = /^[^\S\n]*([^:\n]+?)[^\S\n]{3,}\S/.exec(folded);
  const cell = colon && !/\S\s{3,}\S/.test(colon[1] ?? '') ? colon : firstCell;
  if (!colon && !firstCell) return repairFirstWord(folded);
  const text = cell?.[1];
  if (!cell || text === undefined || text.length > MAX_LABEL_CELL || /\S\s{3,}\S/.test(text)) return folded;
  const start = cell.index + cell[0].indexOf(text);
  // A space after the word gives room for a letter OCR dropped ("propietano :").
  const repaired = text.replace(/(\p{L}+)(\s?)/gu, (whole: string, word: string, space: string) => {
    const label = nearestLabelWord(word, space.length);
    if (!label) return whole;
    const cased = word === word.toUpperCase() ? label.toUpperCase() : label;
    return cased.padEnd(whole.length, ' ');
  });
  return folded.slice(0, start) + repaired + folded.slice(start + text.length);
}
