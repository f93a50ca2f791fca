/** A stylised report excerpt beside the hero text; decorative, so hidden from assistive technology. */
export function ReportPreview() {
  return (
    <div className="report-preview" aria-hidden="true">
      <div className="report-preview__header">
        <span className="report-preview__label">Estudio de títulos</span>
        <span className="report-preview__title">Rol de avalúo 1234-56</span>
      </div>
      <ul className="report-preview__checks">
        <li className="report-preview__check report-preview__check--ok">Inscripción de dominio vigente</li>
        <li className="report-preview__check report-preview__check--ok">Títulos de los últimos 10 años</li>
        <li className="report-preview__check report-preview__check--warn">Hipoteca vigente a revisar</li>
        <li className="report-preview__check report-preview__check--ok">Sin deuda de contribuciones</li>
        <li className="report-preview__check report-preview__check--ok">
          Sin afectación de utilidad pública
        </li>
      </ul>
      <div className="report-preview__footer">
        <span>12 documentos analizados</span>
        <span>PDF · DOCX</span>
      </div>
    </div>
  );
}
