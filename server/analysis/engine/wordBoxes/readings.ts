import type { Provenance } from '../../../../common/record/provenance';
import type { DocumentText } from '../document';

/*
 * Where in its document's text each recorded provenance was read (ProvenanceRecorder notes it),
 * kept beside the provenance rather than in it, for the word-box pass (addWordBoxes.ts).
 */

export interface Reading {
  provenance: Provenance;
  /** The document text the value was read from: the body text or the raw page lines. */
  in: 'text' | 'raw';
  index: number;
  length: number;
}

const byDocument = new WeakMap<DocumentText, Reading[]>();

export function noteReading(document: DocumentText, reading: Reading): void {
  const readings = byDocument.get(document);
  if (readings) readings.push(reading);
  else byDocument.set(document, [reading]);
}

/** Every provenance recorded from the document, in the order recorded. */
export function readingsOf(document: DocumentText): readonly Reading[] {
  return byDocument.get(document) ?? [];
}
