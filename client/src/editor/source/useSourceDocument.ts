import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { SourcePdf } from '../../../../common/record/sources';
import type { SourceCache } from './sourceCache';
import { SourceError } from './sourceDocuments';

export type SourceDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'error'; message: string };

type Outcome = Exclude<SourceDocumentState, { status: 'loading' }>;

function failure(error: unknown, file: SourcePdf): Outcome {
  if (error instanceof SourceError) return { status: 'error', message: error.message };
  console.warn('No se pudo mostrar el documento', error);
  return { status: 'error', message: `«${file.name}» no se pudo mostrar. Inténtelo de nuevo.` };
}

/** The opened PDF of `file` (null while none is shown), and a way to try again after a failure. */
export function useSourceDocument(
  cache: SourceCache,
  file: SourcePdf | null,
): { state: SourceDocumentState | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: Outcome } | null>(null);
  const key = file ? `${attempt}:${file.storedName}` : null;

  useEffect(() => {
    if (!file || key === null) return;
    let current = true;
    cache.get(file).then(
      (opened) => current && setResult({ key, outcome: { status: 'ready', document: opened.document } }),
      (error: unknown) => current && setResult({ key, outcome: failure(error, file) }),
    );
    return () => {
      current = false;
    };
  }, [cache, file, key]);

  const state = key === null ? null : result?.key === key ? result.outcome : { status: 'loading' as const };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
