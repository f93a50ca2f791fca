import { useState } from 'react';
import { formatMegabytes } from '../../../../common/format/fileSize';
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
  controls: SectionControls;
}

function openLocalFile(file: File) {
  const url = URL.createObjectURL(file);
  window.open(url, '_blank', 'noopener');
  // The new tab has loaded the document by then; keeping the URL longer only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Section 2: the analysed PDFs with 'Abrir'. The record's stored copies are listed when it has
 * them (they are the complete set); otherwise the files analysed in this visit.
 */
export function UploadedFilesSection({
  reportId,
  storedFiles,
  localFiles,
  controls,
}: UploadedFilesSectionProps) {
  const pb = usePocketBase();
  const [error, setError] = useState<string | null>(null);
  const useStored = reportId !== null && storedFiles.length > 0;

  async function openStoredFile(storedName: string) {
    if (reportId === null) return;
    // Opened before the token request so the browser treats it as a response to the click.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await sourcePdfUrl(pb, reportId, storedName);
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
