import { DOCUMENT_TYPES, isDocumentTypeId } from '../../../common/documents/documentTypes';
import type { AnalysedDocument } from '../../../common/record/analysis';
import { dateOrNotGiven, textOrNotGiven } from '../displayValues';
import type { ReportSection } from './reportSection';

/**
 * The uploaded documents by type, issuer and date (#11 item 5), in upload order; a file the
 * analysis did not recognise is named by its file name.
 */
export function uploadedDocumentsSection(
  fileNames: readonly string[],
  documents: readonly AnalysedDocument[],
): ReportSection {
  const names = fileNames.length > 0 ? fileNames : documents.map((document) => document.file);
  const rows = names.map((name, index) => {
    const document = documents.find((candidate) => candidate.file === name);
    const type = document?.type;
    if (!document || !isDocumentTypeId(type))
      return [String(index + 1), `Documento no reconocido (${name})`, '—', '—'];
    return [
      String(index + 1),
      DOCUMENT_TYPES[type].shortLabel,
      textOrNotGiven(document.issuer),
      dateOrNotGiven(document.fecha_emision),
    ];
  });
  return {
    title: 'Documentos cargados',
    blocks:
      rows.length === 0
        ? [{ kind: 'note', text: 'El reporte no conserva documentos cargados.' }]
        : [
            {
              kind: 'table',
              columns: [
                { header: 'N.º', weight: 1, align: 'right' },
                { header: 'Documento', weight: 5 },
                { header: 'Emisor', weight: 4 },
                { header: 'Fecha de emisión', weight: 2.5 },
              ],
              rows,
            },
          ],
  };
}
