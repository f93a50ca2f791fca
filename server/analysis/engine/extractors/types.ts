import type { DocumentText } from '../document';
import type { ProvenanceMap } from '../provenance';
import type { ReadingNote } from '../readingNotes';

/**
 * What an extractor returns: the SPEC values it found, where they came from, and what it could
 * not read. Legal observations are findings (common/findings/), never notes.
 */
export interface Extraction<T> {
  value: T;
  provenance: ProvenanceMap;
  notes: ReadingNote[];
}

export type Extractor<T> = (document: DocumentText) => Extraction<T>;
