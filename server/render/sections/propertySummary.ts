import type { Report } from '../../../common/report/schema';
import { appraisalSummary, NO_APPRAISAL_LABEL, previewDescription } from '../../../common/report/summaries';
import { formatCLP } from '../../../common/format';
import type { Block } from '../documentBlocks';
import type { ReportSection } from './reportSection';

export function propertySummarySection(report: Report): ReportSection {
  const rows = appraisalSummary(report);
  const blocks: Block[] =
    rows.length === 0
      ? [{ kind: 'note', text: 'Las inscripciones del reporte no indican un rol de avalúo.' }]
      : [
          {
            kind: 'table',
            columns: [
              { header: 'Rol de avalúo', weight: 2 },
              { header: 'Avalúo total', weight: 2, align: 'right' },
              { header: 'Descripción', weight: 6 },
            ],
            rows: rows.map((row) => [
              row.rol,
              row.avaluoTotal === null ? NO_APPRAISAL_LABEL : formatCLP(row.avaluoTotal),
              previewDescription(row.descripcion),
            ]),
          },
        ];
  return { title: 'Resumen de la propiedad por rol de avalúo', blocks };
}
