import type { DocumentText } from '../document';
import type { ProvenanceMap } from '../provenance';

/** What an extractor returns: the SPEC values it found, where they came from, and Spanish findings. */
export interface Extraction<T> {
  value: T;
  provenance: ProvenanceMap;
  notes: string[];
}

export type Extractor<T> = (document: DocumentText) => Extraction<T>;
