import { DOCUMENT_TYPES, type DocumentTypeId } from '../../../common/documents/documentTypes';
import { isDossierIndex } from './classify/dossierIndex';
import { scoreTypes, type TypeScore } from './classify/scoreTypes';
import type { DocumentText } from './document';
import { typeUnsure, type ReadingNote } from './readingNotes';

export type DocumentType = DocumentTypeId | 'unknown';

/** Below this score no type has enough evidence: the document is unknown. */
const MIN_SCORE = 5;
/**
 * Points between the best type and the runner-up at which the call is an even bet
 * (confidence 0.5): about half a title's worth.
 */
const EVEN_MARGIN = 4;
/** Below this confidence a type is unsure (the same threshold as an unsure value's). */
export const UNSURE_TYPE_CONFIDENCE = 0.5;

export interface Classification {
  type: DocumentType;
  score: number;
  /** 0–1 from the margin over the runner-up; below 0.5 the call is unsure and must be reviewed. */
  confidence: number;
  /** The next best type with its score, kept so a close call (or a bundle of two) is visible. */
  runnerUp: TypeScore | null;
}

/**
 * The document type from its content (titles, issuers, characteristic phrases, field labels),
 * never from the file name. Every type is scored; the best wins, and the runner-up is kept.
 */
export function classifyDocument(document: DocumentText): Classification {
  const [best, second] = scoreTypes(document.raw);
  const runnerUp = second && second.score > 0 ? second : null;
  if (!best || best.score < MIN_SCORE || isDossierIndex(document)) {
    return {
      type: 'unknown',
      score: best?.score ?? 0,
      confidence: 0,
      runnerUp: best && best.score > 0 ? best : null,
    };
  }
  const margin = best.score - Math.max(0, runnerUp?.score ?? 0);
  return { type: best.type, score: best.score, confidence: margin / (margin + EVEN_MARGIN), runnerUp };
}

/**
 * Whether the type was a close call to be reviewed: the runner-up came near, and the document was
 * not read as that type too (a bundle of dominio vigente and GP is read as both: no doubt there).
 */
export function isCloseCall(classification: Classification, readAs: readonly DocumentType[] = []): boolean {
  const { type, confidence, runnerUp } = classification;
  return (
    type !== 'unknown' &&
    confidence < UNSURE_TYPE_CONFIDENCE &&
    runnerUp !== null &&
    !readAs.includes(runnerUp.type)
  );
}

const isInscriptionCopy = (type: DocumentType) => {
  const feeds = type === 'unknown' ? null : DOCUMENT_TYPES[type].feeds;
  return feeds !== null && 'registry' in feeds && feeds.registry !== 'deed';
};

/**
 * Whether a call only decides between the current inscription and an earlier title: both are
 * copies of an inscription, read alike, and the call only places the copy in the history.
 */
export function decidesOnlyThePlace({ type, runnerUp }: Classification): boolean {
  return runnerUp !== null && isInscriptionCopy(type) && isInscriptionCopy(runnerUp.type);
}

/** An unsure call is never silently decided: the report notes say what else the document may be. */
export function unsureTypeNote(
  file: string,
  classification: Classification,
  readAs: readonly DocumentType[] = [],
): ReadingNote | null {
  const { type, runnerUp } = classification;
  if (type === 'unknown' || !runnerUp || !isCloseCall(classification, readAs)) return null;
  return typeUnsure(file, DOCUMENT_TYPES[type].shortLabel, DOCUMENT_TYPES[runnerUp.type].shortLabel);
}
