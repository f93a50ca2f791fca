import { useState } from 'react';
import { DOCUMENT_TYPES, isDocumentTypeId } from '../../../../common/documents/documentTypes';
import { formatMegabytes } from '../../../../common/format/fileSize';
import type { AnalysedDocument } from '../../../../common/record/analysis';
import { documentPlace, documentsOfFile, pagesText } from '../../../../common/record/documentPlace';
import type { SourcePdf } from '../../../../common/record/sources';
import { usePocketBase } from '../../lib/PocketBaseContext';
import { sourcePdfUrl } from '../api/reportRecords';
import { CollapsibleSection } from './CollapsibleSection';
import type { SectionControls } from './sectionKeys';

interface UploadedFilesSectionProps {
  reportId: string | null;
  /** The record's source PDFs. */
  storedFiles: readonly SourcePdf[];
  /** PDFs analysed during this visit, opened from the browser's memory. */
  localFiles: readonly File[];
  /** The documents the analysis read, to list those of a file that held several with their pages. */
  documents: readonly AnalysedDocument[];
  controls: SectionControls;
}

/** The PDF viewer's fragment that opens a file at a page (none for the first page of the file). */
const atPage = (page?: number) => (page && page > 1 ? `#page=${page}` : '');

function openLocalFile(file: File, page?: number) {
  const url = URL.createObjectURL(file);
  window.open(`${url}${atPage(page)}`, '_blank', 'noopener');
  // The new tab has loaded the document by then; keeping the URL longer only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface FilePartsProps {
  documents: readonly AnalysedDocument[];
  onOpen: (page: number) => void;
}

/**
 * The documents a file held when the analysis split it (a whole dossier or a bundle of
 * certificates in one PDF), each by type and pages, opened at its first page.
 */
function FileParts({ documents, onOpen }: FilePartsProps) {
  const parts = documents.flatMap((document) =>
    document.pageRange ? [{ document, range: document.pageRange }] : [],
  );
  if (parts.length === 0) return null;
  return (
    <ul className="uploaded-files__parts" aria-label="Documentos del archivo">
      {parts.map(({ document, range }) => (
        <li key={range.first} className="uploaded-files__part">
          <span className="uploaded-files__name">
            {isDocumentTypeId(document.type)
              ? DOCUMENT_TYPES[document.type].shortLabel
              : 'Documento no reconocido'}
          </span>
          <span className="uploaded-files__pages">{pagesText(range)}</span>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => onOpen(range.first)}
            aria-label={`Abrir ${documentPlace(document)}`}
          >
            Abrir
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Section 2: the analysed PDFs with 'Abrir', and under a file split into several documents, each
 * of them with its pages. The record's stored copies are listed when it has
 * them (they are the complete set); otherwise the files analysed in this visit.
 */
export function UploadedFilesSection({
  reportId,
  storedFiles,
  localFiles,
  documents,
  controls,
}: UploadedFilesSectionProps) {
  const pb = usePocketBase();
  const [error, setError] = useState<string | null>(null);
  const useStored = reportId !== null && storedFiles.length > 0;

  async function openStoredFile(storedName: string, page?: number) {
    if (reportId === null) return;
    // Opened before the token request so the browser treats it as a response to the click.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = `${await sourcePdfUrl(pb, reportId, storedName)}${atPage(page)}`;
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      setError(null);
    } catch (cause) {
      tab?.close();
      console.warn('No se pudo abrir el archivo', cause);
      setError('No se pudo abrir el archivo. Inténtelo de nuevo.');
    }
  }

  const count = useStored ? storedFiles.length : localFiles.length;
  return (
    <CollapsibleSection
      sectionKey="files"
      controls={controls}
      badge={`${count} ${count === 1 ? 'archivo' : 'archivos'}`}
    >
      {count === 0 ? (
        <p className="item-list__empty">No hay archivos cargados para este reporte.</p>
      ) : (
        <ul className="uploaded-files">
          {useStored
            ? storedFiles.map((file) => (
                <li key={file.storedName} className="uploaded-files__item">
                  <span className="uploaded-files__name">{file.name}</span>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => void openStoredFile(file.storedName)}
                    aria-label={`Abrir ${file.name}`}
                  >
                    Abrir
                  </button>
                  <FileParts
                    documents={documentsOfFile(documents, file.name)}
                    onOpen={(page) => void openStoredFile(file.storedName, page)}
                  />
                </li>
              ))
            : localFiles.map((file, index) => (
                <li key={`${file.name}-${index}`} className="uploaded-files__item">
                  <span className="uploaded-files__name">{file.name}</span>
                  <span className="uploaded-files__size">{formatMegabytes(file.size)}</span>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => openLocalFile(file)}
                    aria-label={`Abrir ${file.name}`}
                  >
                    Abrir
                  </button>
                  <FileParts
                    documents={documentsOfFile(documents, file.name)}
                    onOpen={(page) => openLocalFile(file, page)}
                  />
                </li>
              ))}
        </ul>
      )}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </CollapsibleSection>
  );
}
