import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { ProvenanceMap } from '../../../../common/record/provenance';
import { sourcePdfFor, type SourcePdf } from '../../../../common/record/sources';
import type { Report } from '../../../../common/report/schema';
import type { ReviewMark } from '../../../../common/review/marks';
import { Spinner } from '../../components/Spinner';
import { usePocketBase } from '../../lib/PocketBaseContext';
import { fieldSource, type SourceLocation } from './fieldSource';
import { useFocusedField, type FocusedField } from './focusedField';
import { PageView, type HighlightRequest } from './PageView';
import { loadPdfjs } from './pdfjs';
import { SourceCache } from './sourceCache';
import { SourceControls, ZOOM_LEVELS } from './SourceControls';
import { openStoredSource } from './sourceDocuments';
import { SourceStatus } from './SourceStatus';
import { useElementWidth } from './useElementWidth';
import { useSourceDocument } from './useSourceDocument';
import './sourcePane.css';

export interface SourcePaneProps {
  /** The editor's sections: focusing or clicking a field there shows its source. */
  sectionsRef: RefObject<HTMLElement | null>;
  reportId: string | null;
  sources: readonly SourcePdf[];
  report: Report;
  /** The report as last loaded or saved. */
  saved: Report | null;
  provenance: ProvenanceMap;
  marks: readonly ReviewMark[];
}

interface Shown {
  storedName: string;
  page: number;
}

function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="source-pane__error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--small button--secondary" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}

/** Starts loading pdf.js and its worker before any document is asked for. */
export function preloadPdfjs(): void {
  loadPdfjs().catch(() => undefined);
}

/**
 * The source viewer (#10): the report's stored PDFs beside the sections, opened at the page a
 * focused field's value was read from, with its words highlighted; or why the field has no source.
 */
export default function SourcePane({
  sectionsRef,
  reportId,
  sources,
  report,
  saved,
  provenance,
  marks,
}: SourcePaneProps) {
  const pb = usePocketBase();
  const headingId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollerRef);
  const [now] = useState(() => new Date());

  const [cache] = useState(
    () =>
      new SourceCache((file, signal) =>
        reportId === null
          ? Promise.reject(new Error('Sin reporte'))
          : openStoredSource(pb, reportId, file, signal),
      ),
  );
  useEffect(() => () => cache.closeAll(), [cache]);

  const [chosen, setChosen] = useState<Shown | null>(null);
  const [highlight, setHighlight] = useState<HighlightRequest | null>(null);
  const [found, setFound] = useState<{ request: HighlightRequest; found: boolean } | null>(null);
  const [missingFile, setMissingFile] = useState<string | null>(null);
  const [drawAttempt, setDrawAttempt] = useState({ page: 0, failed: false });
  const [zoom, setZoom] = useState(0);

  const focused = useFocusedField(sectionsRef);
  const source = useMemo(
    () => (focused ? fieldSource(focused.path, { report, saved, provenance, marks, now }) : null),
    [focused, report, saved, provenance, marks, now],
  );

  function show(location: SourceLocation) {
    const file = sourcePdfFor(sources, location.file);
    setMissingFile(file ? null : location.file);
    if (file) setChosen({ storedName: file.storedName, page: location.page });
    setHighlight({ location });
  }

  // Follows the focused field: adjusted while rendering, as React advises for state that follows props.
  const [followed, setFollowed] = useState<FocusedField | null>(null);
  if (focused !== followed) {
    setFollowed(focused);
    if (source?.kind === 'source') show(source.location);
    else {
      setHighlight(null);
      setMissingFile(null);
    }
  }

  // The first file until one is chosen, and again if the chosen one is gone from the report.
  const file = sources.find((candidate) => candidate.storedName === chosen?.storedName) ?? sources[0] ?? null;
  const shown = file && {
    storedName: file.storedName,
    page: chosen?.storedName === file.storedName ? chosen.page : 1,
  };
  const { state: documentState, retry } = useSourceDocument(cache, file);
  const pdf = documentState?.status === 'ready' ? documentState.document : null;
  const pageCount = pdf?.numPages ?? 0;
  const page = shown ? Math.min(Math.max(shown.page, 1), Math.max(pageCount, 1)) : 1;
  const highlightHere =
    highlight && file && sourcePdfFor(sources, highlight.location.file) === file ? highlight : null;
  const drawFailed = drawAttempt.failed && drawAttempt.page === page;

  return (
    <aside className="source-pane" aria-labelledby={headingId}>
      <h3 id={headingId} className="source-pane__heading">
        Documento fuente
      </h3>
      <SourceStatus
        source={source}
        found={found?.request === highlight ? found.found : null}
        missingFile={missingFile}
        onShow={show}
      />
      {shown ? (
        <SourceControls
          sources={sources}
          storedName={shown.storedName}
          onChooseFile={(storedName) => setChosen({ storedName, page: 1 })}
          page={page}
          pageCount={pageCount}
          onPage={(next) => setChosen({ ...shown, page: next })}
          zoom={zoom}
          onZoom={setZoom}
        />
      ) : (
        <p className="source-pane__empty">Este reporte no tiene documentos fuente guardados.</p>
      )}
      <div
        ref={scrollerRef}
        className="source-pane__viewport"
        role="region"
        aria-label="Página del documento"
        tabIndex={0}
      >
        {documentState?.status === 'loading' && <Spinner label="Cargando documento..." />}
        {documentState?.status === 'error' && <RetryAlert message={documentState.message} onRetry={retry} />}
        {drawFailed && (
          <RetryAlert
            message={`No se pudo dibujar la página ${page}.`}
            onRetry={() => setDrawAttempt({ page: 0, failed: false })}
          />
        )}
        {pdf && !drawFailed && (
          <PageView
            pdf={pdf}
            pageNumber={page}
            width={width * (ZOOM_LEVELS[zoom] ?? 1)}
            highlight={highlightHere}
            scrollerRef={scrollerRef}
            onHighlighted={(wasFound) => highlight && setFound({ request: highlight, found: wasFound })}
            onFailed={() => setDrawAttempt({ page, failed: true })}
          />
        )}
      </div>
    </aside>
  );
}
