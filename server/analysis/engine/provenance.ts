import { pageAt, type DocumentText } from './document';

/** Where an extracted value came from, kept beside the report output (keyed by output path). */
export interface Provenance {
  file: string;
  page: number;
  snippet: string;
  /** 0–1: how sure the rule is (exact label match high, inferred or defaulted values lower). */
  confidence: number;
  /** Where the value stands in the document's `text` (body) or `raw` page text, for locating it on the page. */
  offset?: { in: 'text' | 'raw'; index: number; length: number };
}

export type ProvenanceMap = Record<string, Provenance>;

const SNIPPET_MARGIN = 40;

/** Records provenance for values read from one document. */
export class ProvenanceRecorder {
  readonly entries: ProvenanceMap = {};

  constructor(private readonly document: DocumentText) {}

  /** A value read from the body text at `index`. */
  text(path: string, index: number, length: number, confidence = 0.9): void {
    this.entries[path] = {
      ...this.build(this.document.text, this.document.pageStarts, index, length, confidence),
      offset: { in: 'text', index, length },
    };
  }

  /** A value read from the normalised body text (`document.normalized`) at `index`. */
  normalized(path: string, index: number, length: number, confidence = 0.9): void {
    const span = this.document.normalized.sourceSpan(index, length);
    this.text(path, span.index, span.length, confidence);
  }

  /** An office found by extractors/shared.ts `issuingOffice`, wherever it was read. */
  office(
    path: string,
    office: { index: number; in: 'raw' | 'normalized'; name: string; confidence: number },
  ): void {
    if (office.in === 'raw') this.raw(path, office.index, office.name.length, office.confidence);
    else this.normalized(path, office.index, office.name.length, office.confidence);
  }

  /** A value read from the raw page text (headers, codes, tables) at `index`. */
  raw(path: string, index: number, length: number, confidence = 0.9): void {
    this.entries[path] = {
      ...this.build(this.document.raw, this.document.rawPageStarts, index, length, confidence),
      offset: { in: 'raw', index, length },
    };
  }

  private build(
    source: string,
    starts: number[],
    index: number,
    length: number,
    confidence: number,
  ): Provenance {
    const from = Math.max(0, index - SNIPPET_MARGIN);
    const to = Math.min(source.length, index + length + SNIPPET_MARGIN);
    return {
      file: this.document.file,
      page: pageAt(starts, index),
      snippet: source.slice(from, to).replace(/\s+/g, ' ').trim(),
      confidence,
    };
  }
}

/** Re-keys a document's provenance under the output path its values were merged into. */
export function prefixProvenance(entries: ProvenanceMap, prefix: string): ProvenanceMap {
  return Object.fromEntries(Object.entries(entries).map(([path, value]) => [`${prefix}${path}`, value]));
}
