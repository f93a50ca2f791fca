import { isUnsure, type ProvenanceMap, type UnsureReason } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';
import { foldLower } from '../text/folded';
import { otherDocument, withoutReadingDoubt } from './agreement';
import { isDocumentWord } from './documentWords';

/*
 * OCR's doubt about a name or a place settled by the dossier (issue #17): tesseract gives a low
 * confidence to words no dictionary knows ("Jesuitas", "Henríquez") on a worn copy whether it read
 * them right or not. Where another document, read without any doubt, prints the very same words in
 * the same order, whole (a boundary's street the other certificates give before the property's
 * number, a creditor both certificates name), OCR read them as printed: a misreading would not
 * spell the words another document prints.
 */

/** Values written in words other documents print too: names, places, boundaries' neighbours. */
const WORDED = /\.(?:nombre|notaria|acreedor|domicilio|direccion|direccion_propiedad|propiedad)$/;

/** OCR's doubts, the only ones another document's words settle. */
const OCR_DOUBTS: ReadonlySet<UnsureReason> = new Set(['ocr_low_confidence', 'ocr_poor_page']);

/** Letters a word of a name needs to speak for the value: no linking word or initial. */
const NAME_WORD_LETTERS = 4;

const tokensOf = (value: string) => foldLower(value).match(/[\p{L}\d]+/gu) ?? [];

/**
 * True when `inner` is a run of `outer`'s words, in order, that ends where `outer` does or before
 * a number (a street before its number): not the first words of a longer name or address, which
 * a value OCR cut short would also be.
 */
function printedWithin(inner: readonly string[], outer: readonly string[]): boolean {
  return outer.some((_, start) => {
    const after = outer[start + inner.length];
    return (
      inner.every((word, offset) => outer[start + offset] === word) &&
      (after === undefined || /^\d/.test(after))
    );
  });
}

/**
 * The provenance with OCR's doubt lifted from the names and places whose words another document,
 * read without doubt, prints in the same order (holding a word of a name, not only the documents'
 * vocabulary).
 */
export function settleByWordsElsewhere(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const values = statedLeaves(report).flatMap(([path, value]) => {
    const source = provenance[path];
    return WORDED.test(path) && typeof value === 'string' && source
      ? [{ path, source, tokens: tokensOf(value) }]
      : [];
  });
  const settled: ProvenanceMap = { ...provenance };
  for (const value of values) {
    const reasons = value.source.unsure ?? [];
    if (reasons.length === 0 || !reasons.every((reason) => OCR_DOUBTS.has(reason))) continue;
    const named = value.tokens.some((word) => word.length >= NAME_WORD_LETTERS && !isDocumentWord(word));
    if (value.tokens.length < 2 || !named) continue;
    const printed = values.some(
      (other) =>
        other !== value &&
        !isUnsure(other.source) &&
        otherDocument(other.source, value.source, other.path, value.path) &&
        printedWithin(value.tokens, other.tokens),
    );
    if (printed) settled[value.path] = withoutReadingDoubt(value.source);
  }
  return settled;
}
