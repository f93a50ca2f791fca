import { checklistRows, checklistSummary, type ChecklistItem } from '../../../../common/findings';

/**
 * Which of the twelve document types the study has, each with its dates and age against the usual
 * limit, and which this property still needs (#11 item 4). A table that reflows into cards on
 * phones.
 */
export function DocumentChecklist({ checklist }: { checklist: readonly ChecklistItem[] }) {
  const rows = checklistRows(checklist);
  return (
    <details className="document-checklist" open={rows.some((row) => row.status === 'faltante')}>
      <summary className="document-checklist__summary">
        Documentos del estudio: <span>{checklistSummary(checklist)}</span>
      </summary>
      <table className="document-checklist__table">
        <thead>
          <tr>
            <th scope="col">Documento</th>
            <th scope="col">Estado</th>
            <th scope="col">Emisión</th>
            <th scope="col">Antigüedad</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.doc} data-status={row.status}>
              <th scope="row">{row.label}</th>
              <td data-label="Estado">
                <span className="checklist-status">{row.statusLabel}</span>
                {row.note && <span className="document-checklist__note">{row.note}</span>}
              </td>
              <td data-label="Emisión">{row.issued.length > 0 ? row.issued.join(', ') : '—'}</td>
              <td data-label="Antigüedad">{row.ages.length > 0 ? row.ages.join(', ') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
