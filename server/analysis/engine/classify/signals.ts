import type { DocumentTypeId } from '../../../../common/documents/documentTypes';
import { ENGINE_TYPES } from '../types';

/**
 * The evidence for one document type. Patterns are matched on accent-folded, lower-case text
 * with single spaces (so words split over lines still meet).
 */
export interface TypeSignals {
  /** Titles as issuers print them; strongest near the top of the document. */
  titles: RegExp[];
  /** Who issues it. */
  issuers: RegExp[];
  /** Wording characteristic of this kind of document. */
  phrases: RegExp[];
  /** Labels of the fields it carries. */
  fields: RegExp[];
  /** Wording that rules the type out. */
  against: RegExp[];
}

/** The signals of a document type, declared by its engine module (engine/types/). */
export function typeSignals(type: DocumentTypeId): TypeSignals {
  return ENGINE_TYPES[type].signals;
}
