import { useState } from 'react';
import { formatCLP } from '../../../../common/format/currency';
import type { Report } from '../../../../common/report/schema';
import {
  appraisalSummary,
  isDescriptionTruncated,
  NO_APPRAISAL_LABEL,
  NO_DESCRIPTION_LABEL,
  previewDescription,
  type AppraisalSummaryRow,
} from '../../../../common/report/summaries';
import { CollapsibleSection } from './CollapsibleSection';
import type { SectionControls } from './sectionKeys';

function DescriptionCell({ descripcion }: { descripcion: string }) {
  const [expanded, setExpanded] = useState(false);
  if (descripcion === '') return <span className="summary-table__muted">{NO_DESCRIPTION_LABEL}</span>;
  if (!isDescriptionTruncated(descripcion)) return <>{descripcion}</>;
  return (
    <>
      {expanded ? descripcion : previewDescription(descripcion)}{' '}
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Ver menos' : 'Ver más'}
      </button>
    </>
  );
}

function SummaryRow({ row }: { row: AppraisalSummaryRow }) {
  return (
    <tr>
      <th scope="row" data-label="Rol de avalúo">
        {row.rol}
      </th>
      <td className="summary-table__amount" data-label="Avalúo total">
        {row.avaluoTotal === null ? NO_APPRAISAL_LABEL : formatCLP(row.avaluoTotal)}
      </td>
      <td data-label="Descripción">
        <DescriptionCell descripcion={row.descripcion} />
      </td>
    </tr>
  );
}

interface AppraisalSummarySectionProps {
  report: Pick<Report, 'property_registry_history' | 'certificados_avaluo'>;
  controls: SectionControls;
}

/** Section 1: the property by appraisal role, from the registry entries and appraisal certificates. */
export function AppraisalSummarySection({ report, controls }: AppraisalSummarySectionProps) {
  const rows = appraisalSummary(report);
  return (
    <CollapsibleSection sectionKey="summary" controls={controls}>
      {rows.length === 0 ? (
        <p className="item-list__empty">
          Ninguna inscripción tiene rol de avalúo; agréguelo en el historial de inscripciones.
        </p>
      ) : (
        <div className="table-scroll">
          <table className="summary-table summary-table--stacking">
            <thead>
              <tr>
                <th scope="col">Rol de avalúo</th>
                <th scope="col" className="summary-table__amount">
                  Avalúo total
                </th>
                <th scope="col">Descripción</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <SummaryRow key={row.rol} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CollapsibleSection>
  );
}
