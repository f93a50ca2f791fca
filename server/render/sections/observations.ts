import type { Report } from '../../../common/report/schema';
import type { ReportSection } from './reportSection';

export function observationsSection(report: Report): ReportSection {
  const notes = (report.notes ?? []).map((note) => note.trim()).filter((note) => note !== '');
  return {
    title: 'Observaciones',
    blocks:
      notes.length === 0 ? [{ kind: 'note', text: 'Sin observaciones.' }] : [{ kind: 'list', items: notes }],
  };
}
