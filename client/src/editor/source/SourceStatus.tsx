import type { FieldSource, SourceLocation } from './fieldSource';

interface SourceStatusProps {
  source: FieldSource | null;
  /** Whether the value's words were found on its page; null until its page is drawn. */
  found: boolean | null;
  /** A file a value was read from that the report does not keep. */
  missingFile: string | null;
  onShow: (location: SourceLocation) => void;
}

/** Where the focused field's value was read, or why it has no source; and other documents' readings. */
export function SourceStatus({ source, found, missingFile, onShow }: SourceStatusProps) {
  return (
    <>
      <div className="source-pane__status" aria-live="polite">
        {!source ? (
          <p>Seleccione un campo del reporte para ver dónde se leyó su valor.</p>
        ) : (
          <>
            <p className="source-pane__field">{source.field}</p>
            {source.kind === 'none' ? (
              <p>{source.message}</p>
            ) : (
              <>
                <p>
                  Leído de «{source.location.file}», página {source.location.page}.
                  {found === false && ' No se encontró el texto exacto del valor en la página.'}
                </p>
                {source.note && <p>{source.note}</p>}
              </>
            )}
          </>
        )}
        {missingFile && <p>«{missingFile}» no está guardado con este reporte.</p>}
      </div>
      {source?.kind === 'source' && source.others.length > 0 && (
        <div className="source-pane__others">
          <p>Otros documentos lo leen distinto:</p>
          <ul>
            {source.others.map((other, index) => (
              <li key={index}>
                <button type="button" className="link-button" onClick={() => onShow(other.location)}>
                  {other.value}: «{other.location.file}», página {other.location.page}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
