interface ExcludedSectionProps {
  onInclude: () => void;
}

/** The body of an optional section left out of the report, with the button that brings it back. */
export function ExcludedSection({ onInclude }: ExcludedSectionProps) {
  return (
    <div className="empty-section">
      <p>Esta sección no está incluida en el reporte</p>
      <button type="button" className="button button--small button--secondary" onClick={onInclude}>
        + Incluir sección
      </button>
    </div>
  );
}
