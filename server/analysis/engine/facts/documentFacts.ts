import { combineFacts, emptyFacts, type ReportFacts } from '../../../../common/findings/facts';
import type { DocumentText } from '../document';
import { issueDate, typeFacts, type ExtractedDocument } from '../extractDocument';

/**
 * Facts one classified document gives beyond the report (see common/findings/facts.ts): its type
 * and issue date, and what the reader of its type draws from its value and text.
 */
export function documentFacts(extracted: ExtractedDocument, document: DocumentText): ReportFacts {
  const facts = emptyFacts();
  facts.documents.push({ file: document.file, type: extracted.type, fecha_emision: issueDate(extracted) });
  return combineFacts([facts, { ...emptyFacts(), ...typeFacts(extracted, document) }]);
}
