import {
  DOUBTFUL_CONFIDENCE,
  type Provenance,
  type ProvenanceMap,
  type UnsureReason,
} from '../../../common/record/provenance';
import { pageAt, type DocumentText } from './document';
import { valueBoxes } from './wordBoxes/valueBoxes';

/** Where an extracted value came from: the one shape of common/record/provenance.ts. */
export type { Provenance, ProvenanceMap };

const SNIPPET_MARGIN = 40;

const OCR_DOUBT: UnsureReason[] = ['ocr_low_confidence'];

/**
 * Share of a page's words OCR read with low confidence above which the whole page reads poorly:
 * every value read from it is doubtful, even one whose own words OCR trusted.
 */
export const POOR_OCR_SHARE = 0.3;
/** Fewer words than this on a page are too few to judge its OCR as a whole. */
const POOR_OCR_MIN_WORDS = 30;

/**
 * Words too common to say anything about one value: OCR doubting a "de" somewhere on the page does
 * not make every value holding a "de" doubtful (doubtful words are matched by spelling, not place).
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'de del la las el los en con por al y o a su sus que se un una'.split(' '),
);

/** Words compared without the punctuation OCR glues to them. */
function bareWord(word: string): string {
  return word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
}

/** Records provenance for values read from one document. */
export class ProvenanceRecorder {
  readonly entries: ProvenanceMap = {};

  constructor(private readonly document: DocumentText) {}

  /** A value read from the body text at `index`. */
  text(path: string, index: number, length: number, confidence = 0.9): void {
    this.entries[path] = this.build('text', index, length, confidence);
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

  /** A value read from the raw page text (headers, codes, tables) at `index`. */
  raw(path: string, index: number, length: number, confidence = 0.9): void {
    this.entries[path] = this.build('raw', index, length, confidence);
  }

  private build(read: 'text' | 'raw', index: number, length: number, confidence: number): Provenance {
    const [source, starts] =
      read === 'text'
        ? [this.document.text, this.document.pageStarts]
        : [this.document.raw, this.document.rawPageStarts];
    const from = Math.max(0, index - SNIPPET_MARGIN);
    const to = Math.min(source.length, index + length + SNIPPET_MARGIN);
    // `page` counts the document's pages; the record gives the file's page number (a part of a
    // file split into documents starts further in).
    const page = pageAt(starts, index);
    const reasons: UnsureReason[] = [
      ...(this.readDoubtfully(page, source.slice(index, index + length)) ? OCR_DOUBT : []),
      ...(this.poorPage(page) ? (['ocr_poor_page'] as const) : []),
    ];
    const boxes = valueBoxes(this.document, read, index, length, page);
    return {
      file: this.document.file,
      page: this.document.pages[page - 1]?.number ?? page,
      snippet: source.slice(from, to).replace(/\s+/g, ' ').trim(),
      ...(boxes.length > 0 ? { boxes } : {}),
      confidence: reasons.length > 0 ? Math.min(confidence, DOUBTFUL_CONFIDENCE) : confidence,
      ...(reasons.length > 0 ? { unsure: reasons } : {}),
    };
  }

  /** True when OCR read a large share of the page's words with low confidence (POOR_OCR_SHARE). */
  private poorPage(page: number): boolean {
    const text = this.document.pages[page - 1];
    const doubtful = text?.ocr?.doubtfulWords.length ?? 0;
    if (!text || doubtful === 0) return false;
    const words = text.lines
      .join(' ')
      .split(/\s+/)
      .filter((word) => word.length > 1).length;
    return words >= POOR_OCR_MIN_WORDS && doubtful / words > POOR_OCR_SHARE;
  }

  /** True when the value holds a word OCR read on that page with low confidence. */
  private readDoubtfully(page: number, value: string): boolean {
    const doubtful = this.document.pages[page - 1]?.ocr?.doubtfulWords ?? [];
    if (doubtful.length === 0) return false;
    const words = new Set(
      value
        .split(/\s+/)
        .map(bareWord)
        .filter((word) => word.length > 1 && !FUNCTION_WORDS.has(word.toLowerCase())),
    );
    return doubtful.some((word) => words.has(bareWord(word)));
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
