import { DOCUMENT_TYPES, isDocumentTypeId } from '../../../common/documents/documentTypes';
import type { AnalysedDocument } from '../../../common/record/analysis';
import { documentPlace, documentsOfFile } from '../../../common/record/documentPlace';
import { dateOrNotGiven, textOrNotGiven } from '../displayValues';
import type { ReportSection } from './reportSection';

/**
 * The uploaded documents by type, issuer and date (#11 item 5), in upload order; a file the
 * analysis did not recognise is named by its file name, and a file that held several documents
 * (a whole dossier or a bundle in one PDF) gives one row per document, named with its pages.
 */
export function uploadedDocumentsSection(
  fileNames: readonly string[],
  documents: readonly AnalysedDocument[],
): ReportSection {
  const names = fileNames.length > 0 ? fileNames : [...new Set(documents.map((document) => document.file))];
  const rows = names
    .flatMap((name) => {
      const read = documentsOfFile(documents, name);
      return read.length > 0 ? read : [{ file: name }];
    })
    .map((document: Partial<AnalysedDocument> & { file: string }, index) => {
      const type = document.type;
      if (!isDocumentTypeId(type))
        return [String(index + 1), `Documento no reconocido (${documentPlace(document)})`, '—', '—'];
      const label = DOCUMENT_TYPES[type].shortLabel;
      return [
        String(index + 1),
        document.pageRange ? `${label} (${documentPlace(document)})` : label,
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
