import type PocketBase from 'pocketbase';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { apiErrorOf } from '../../lib/apiErrors';
import { sourcePdfUrl } from '../api/reportRecords';
import { loadPdfjs, type LoadedPdfjs } from './pdfjs';

/*
 * A report's stored source PDF, fetched with a PocketBase file token (the files are protected,
 * owner only) and opened with pdf.js. Every failure becomes a Spanish message for the pane.
 */

/** A stored PDF is at most a few megabytes on the same server: longer means it is not coming. */
export const SOURCE_FETCH_TIMEOUT_MS = 30_000;

export interface OpenedSource {
  document: PDFDocumentProxy;
  /** Frees the document and its worker-side data. */
  close: () => Promise<void>;
}

/** Why a source could not be shown, in Spanish. */
export class SourceError extends Error {
  override readonly name = 'SourceError';
}

async function fetchBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(SOURCE_FETCH_TIMEOUT_MS)]),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return new Uint8Array(await response.arrayBuffer());
}

function openFailure(error: unknown, fileName: string): SourceError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new SourceError(`«${fileName}» está protegido con contraseña y no se puede mostrar.`);
  }
  return new SourceError(`«${fileName}» no se pudo mostrar: el archivo está dañado o no es un PDF válido.`);
}

const VIEWER_UNAVAILABLE =
  'No se pudo cargar el visor de documentos. Recargue la página e inténtelo de nuevo.';

async function openBytes(
  library: Promise<LoadedPdfjs>,
  bytes: Uint8Array,
  fileName: string,
): Promise<OpenedSource> {
  const { pdfjs, worker } = await library;
  // No eval of font programs (CVE-2024-4367); the content security policy forbids it anyway.
  const task: PDFDocumentLoadingTask = pdfjs.getDocument({
    data: bytes,
    worker,
    isEvalSupported: false,
    enableXfa: false,
  });
  try {
    return { document: await task.promise, close: () => task.destroy() };
  } catch (error) {
    void task.destroy();
    throw openFailure(error, fileName);
  }
}

/** Fetches and opens one stored source PDF of report `reportId`. */
export async function openStoredSource(
  pb: PocketBase,
  reportId: string,
  file: { storedName: string; name: string },
  signal: AbortSignal,
): Promise<OpenedSource> {
  // pdf.js and its worker load while the file downloads.
  const library = loadPdfjs().catch(() => {
    throw new SourceError(VIEWER_UNAVAILABLE);
  });
  library.catch(() => undefined);
  let bytes: Uint8Array;
  try {
    bytes = await fetchBytes(await sourcePdfUrl(pb, reportId, file.storedName), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SourceError(`No se pudo descargar «${file.name}». Revise su conexión e inténtelo de nuevo.`);
  }
  return openBytes(library, bytes, file.name);
}
