import {
  DOUBTFUL_CONFIDENCE,
  type Provenance,
  type ProvenanceMap,
  type UnsureReason,
} from '../../../common/record/provenance';
import { pageAt, type DocumentText } from './document';
import { ocrDoubts } from './checks/ocrDoubt';
import { valueWords } from './wordBoxes/valueBoxes';

/** Where an extracted value came from: the one shape of common/record/provenance.ts. */
export type { Provenance, ProvenanceMap };

const SNIPPET_MARGIN = 40;

const OCR_DOUBT: UnsureReason[] = ['ocr_low_confidence'];

/** Values of arbitrary characters (verification codes), which no word or grammar helps OCR read. */
const ARBITRARY = /(?:^|\.)codigo_verificacion$/;

/** Records provenance for values read from one document. */
export class ProvenanceRecorder {
  readonly entries: ProvenanceMap = {};

  constructor(private readonly document: DocumentText) {}

  /** A value read from the body text at `index`. */
  text(path: string, index: number, length: number, confidence = 0.9): void {
    this.entries[path] = this.build(path, 'text', index, length, confidence);
  }

  /**
   * A value read from the normalised body text (`document.normalized`) at `index`; unsure when
   * normalisation had to repair what it was read from (reading/normalize.ts `doubtsIn`).
   */
  normalized(path: string, index: number, length: number, confidence = 0.9): void {
    const span = this.document.normalized.sourceSpan(index, length);
    this.text(path, span.index, span.length, confidence);
    this.doubt(path, this.document.normalized.doubtsIn(index, length));
  }

  /**
   * A value read within a larger normalised span (a reference's número, a lien entry's
   * creditor): it points at the span, and is doubtful only for what normalisation repaired in
   * `own`, the characters the value itself was read from.
   */
  normalizedIn(
    path: string,
    index: number,
    length: number,
    own: readonly { index: number; length: number }[],
    confidence = 0.9,
  ): void {
    const span = this.document.normalized.sourceSpan(index, length);
    this.text(path, span.index, span.length, confidence);
    const { normalized } = this.document;
    this.doubt(path, [...new Set(own.flatMap((part) => normalized.doubtsIn(part.index, part.length)))]);
  }

  /** An office found by extractors/issuingOffice.ts, wherever it was read. */
  office(
    path: string,
    office: { index: number; in: 'raw' | 'normalized'; name: string; confidence: number },
  ): void {
    if (office.in === 'raw') this.raw(path, office.index, office.name.length, office.confidence);
    else this.normalized(path, office.index, office.name.length, office.confidence);
  }

  /**
   * Marks a recorded value doubtful, below the confidence of a sure value: for the given reasons
   * (what normalisation repaired; none given, nothing changes), or, called without reasons (a
   * failed RUT check digit, a code OCR may have misread), with OCR's reason when its page was OCR.
   */
  doubt(path: string, reasons?: readonly UnsureReason[]): void {
    const source = this.entries[path];
    if (!source) return;
    if (reasons !== undefined) {
      this.entries[path] = doubted(source, reasons);
      return;
    }
    const ocr = this.document.pages.find((page) => page.number === source.page)?.ocr !== undefined;
    const all = new Set([...(source.unsure ?? []), ...(ocr ? OCR_DOUBT : [])]);
    this.entries[path] = {
      ...source,
      confidence: Math.min(source.confidence, DOUBTFUL_CONFIDENCE),
      ...(all.size > 0 ? { unsure: [...all] } : {}),
    };
  }

  /**
   * Lifts OCR's doubt about a recorded value's words once the value's own check confirmed it (a
   * price whose words and figures say one amount), at `confidence`; its other doubts stay.
   */
  confirm(path: string, confidence: number): void {
    const source = this.entries[path];
    if (!source?.unsure?.includes('ocr_low_confidence')) return;
    const { unsure, ...entry } = source;
    const left = unsure.filter((reason) => reason !== 'ocr_low_confidence');
    this.entries[path] = left.length > 0 ? { ...entry, unsure: left } : { ...entry, confidence };
  }

  /**
   * A value the engine derived from a recorded one (a difference, a sum) rather than read: it
   * points at that value's words and says it was inferred; `sure`, when those words settle it (a
   * city's street for an urban property), it says only that it was derived from them.
   */
  derived(path: string, from: string, sure = false): void {
    const source = this.entries[from];
    if (source) this.entries[path] = sure ? { ...source, derived: true } : doubted(source, ['inferred']);
  }

  /** A value read from the raw page text (headers, codes, tables) at `index`. */
  raw(path: string, index: number, length: number, confidence = 0.9): void {
    this.entries[path] = this.build(path, 'raw', index, length, confidence);
  }

  private build(
    path: string,
    read: 'text' | 'raw',
    index: number,
    length: number,
    confidence: number,
  ): Provenance {
    const [source, starts] =
      read === 'text'
        ? [this.document.text, this.document.pageStarts]
        : [this.document.raw, this.document.rawPageStarts];
    const from = Math.max(0, index - SNIPPET_MARGIN);
    const to = Math.min(source.length, index + length + SNIPPET_MARGIN);
    // `page` counts the document's pages; the record gives the file's page number (a part of a
    // file split into documents starts further in).
    const page = pageAt(starts, index);
    const words = valueWords(this.document, read, index, length, page);
    const reasons = ocrDoubts(
      this.document.pages[page - 1],
      source.slice(index, index + length),
      words,
      source.slice(index + length, index + length + 8),
      ARBITRARY.test(path),
    );
    const boxes = words?.boxes ?? [];
    return {
      file: this.document.file,
      page: this.document.pages[page - 1]?.number ?? page,
      snippet: source.slice(from, to).replace(/\s+/g, ' ').trim(),
      ...(boxes.length > 0 ? { boxes } : {}),
      confidence: reasons.length > 0 ? Math.min(confidence, DOUBTFUL_CONFIDENCE) : confidence,
      ...(reasons.length > 0 ? { unsure: reasons } : {}),
    };
  }
}

/** The provenance of a value doubted for these reasons: below the confidence of a sure value. */
export function doubted(entry: Provenance, reasons: readonly UnsureReason[]): Provenance {
  if (reasons.length === 0) return entry;
  return {
    ...entry,
    confidence: Math.min(entry.confidence, DOUBTFUL_CONFIDENCE),
    unsure: [...new Set([...(entry.unsure ?? []), ...reasons])],
  };
}

/** Every value of a document doubted for these reasons (e.g. its type was a close call). */
export function doubtedAll(entries: ProvenanceMap, reasons: readonly UnsureReason[]): ProvenanceMap {
  return Object.fromEntries(Object.entries(entries).map(([path, entry]) => [path, doubted(entry, reasons)]));
}

/** Re-keys a document's provenance under the output path its values were merged into. */
export function prefixProvenance(entries: ProvenanceMap, prefix: string): ProvenanceMap {
  return Object.fromEntries(Object.entries(entries).map(([path, value]) => [`${prefix}${path}`, value]));
}
