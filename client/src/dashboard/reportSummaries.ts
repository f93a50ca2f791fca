import type PocketBase from 'pocketbase';

export const REPORTS_COLLECTION = 'new_reports';

/** What the report list shows: never the report's `output`, which can be megabytes. */
export interface ReportSummary {
  id: string;
  name: string;
  created: string;
}

/** The user's reports, newest first, across all pages (SPEC §7, §9). */
export function fetchReportSummaries(pb: PocketBase): Promise<ReportSummary[]> {
  return pb.collection(REPORTS_COLLECTION).getFullList<ReportSummary>({
    sort: '-created',
    fields: 'id,name,created',
    // StrictMode mounts twice; without this the SDK would cancel the first request as a duplicate.
    requestKey: null,
  });
}

export async function deleteReport(pb: PocketBase, id: string): Promise<void> {
  await pb.collection(REPORTS_COLLECTION).delete(id, { requestKey: null });
}

/** The name shown for a report: its own, or `Reporte {id}` when it has none. */
export function reportLabel(report: Pick<ReportSummary, 'id' | 'name'>): string {
  return report.name.trim() || `Reporte ${report.id}`;
}
