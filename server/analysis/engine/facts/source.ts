import type { FactSource } from '../../../../common/findings/facts';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';

/** Where a fact was read in the document's body text (same record as the extracted values). */
export function textSource(
  document: DocumentText,
  index: number,
  length: number,
  confidence = 0.85,
): FactSource {
  const recorder = new ProvenanceRecorder(document);
  recorder.text('fact', index, length, confidence);
  const source = recorder.entries.fact;
  return source ?? { file: document.file, page: document.pages[0]?.number ?? 1, snippet: '', confidence };
}

/** Where a fact was read in the document's normalised body text (`document.normalized`). */
export function normalizedSource(
  document: DocumentText,
  index: number,
  length: number,
  confidence = 0.85,
): FactSource {
  const span = document.normalized.sourceSpan(index, length);
  return textSource(document, span.index, span.length, confidence);
}
