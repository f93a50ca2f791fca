import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentType } from '../classify';
import type { DocumentText } from '../document';
import type { ExtractedDocument } from '../extractDocument';
import { extractGpCertificate } from '../extractors/gpCertificate';
import { extractInscription } from '../extractors/inscription';
import { certifiesVigencia, isLienCertificate } from './cbrSignals';
import { segmentGp } from './segment';

/**
 * CBR offices (notary-conservadores above all) issue one PDF holding several certificates:
 * dominio vigente with hipotecas y gravámenes, interdicciones y prohibiciones, litigios and bien
 * familiar (chilean-documents.md §1.3). The document keeps the one type it was classified as; the
 * other part is read too and merged like a document of its own (same file).
 */
export function bundledParts(type: DocumentType, document: DocumentText): ExtractedDocument[] {
  const file = document.file;
  const folded = foldAccents(document.text);
  if (type === 'gp' && certifiesVigencia(folded)) {
    const inscription = extractInscription(document);
    return inscription.value.entry.fojas === null
      ? []
      : [{ type: 'dominio_vigente', file, result: inscription }];
  }
  if ((type === 'dominio_vigente' || type === 'titulo_anterior') && isLienCertificate(folded)) {
    const segments = segmentGp(document.normalized.text);
    const reviews = segments.parts.some(
      (part) =>
        (part.section === 'gravamenes' || part.section === 'prohibiciones') &&
        (part.none || part.count !== null),
    );
    return reviews || segments.entries.length > 0
      ? [{ type: 'gp', file, result: extractGpCertificate(document) }]
      : [];
  }
  return [];
}
