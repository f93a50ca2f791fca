import { useId } from 'react';
import type { SourcePdf } from '../../../../common/record/sources';

/** Page widths offered, as multiples of the pane's width. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

interface StepperProps {
  back: string;
  forward: string;
  /** What is shown between the buttons: `Página 2 de 5`, `Zoom 150 %`. */
  text: string;
  className: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onStep: (step: -1 | 1) => void;
}

function Stepper({ back, forward, text, className, canGoBack, canGoForward, onStep }: StepperProps) {
  return (
    <div className="source-pane__stepper">
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => onStep(-1)}
        disabled={!canGoBack}
      >
        {back}
      </button>
      <span className={className}>{text}</span>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => onStep(1)}
        disabled={!canGoForward}
      >
        {forward}
      </button>
    </div>
  );
}

interface SourceControlsProps {
  sources: readonly SourcePdf[];
  storedName: string;
  onChooseFile: (storedName: string) => void;
  page: number;
  /** 0 while the document is not open. */
  pageCount: number;
  onPage: (page: number) => void;
  /** Index in ZOOM_LEVELS. */
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** The pane's file chooser, pages and zoom: native controls, operable by keyboard. */
export function SourceControls({
  sources,
  storedName,
  onChooseFile,
  page,
  pageCount,
  onPage,
  zoom,
  onZoom,
}: SourceControlsProps) {
  const fileSelectId = useId();
  return (
    <div className="source-pane__controls">
      <label htmlFor={fileSelectId} className="source-pane__label">
        Documento
      </label>
      <select
        id={fileSelectId}
        className="editor-field__input source-pane__file"
        value={storedName}
        onChange={(event) => onChooseFile(event.target.value)}
      >
        {sources.map((source) => (
          <option key={source.storedName} value={source.storedName}>
            {source.name}
          </option>
        ))}
      </select>
      <Stepper
        back="Página anterior"
        forward="Página siguiente"
        text={pageCount > 0 ? `Página ${page} de ${pageCount}` : 'Página —'}
        className="source-pane__page-count"
        canGoBack={page > 1}
        canGoForward={page < pageCount}
        onStep={(step) => onPage(page + step)}
      />
      <Stepper
        back="Alejar"
        forward="Acercar"
        text={`Zoom ${(ZOOM_LEVELS[zoom] ?? 1) * 100} %`}
        className="source-pane__zoom"
        canGoBack={zoom > 0}
        canGoForward={zoom < ZOOM_LEVELS.length - 1}
        onStep={(step) => onZoom(zoom + step)}
      />
    </div>
  );
}
