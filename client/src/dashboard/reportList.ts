import type PocketBase from 'pocketbase';
import { COLLECTIONS } from '../../../common/record/collections';
import {
  readListRow,
  REPORT_LIST_QUERY_FIELDS,
  REPORT_SORTS,
  searchFilter,
  type ReportListQuery,
  type ReportListRow,
} from '../../../common/record/listRow';

export type { ReportListQuery, ReportListRow, ReportSort } from '../../../common/record/listRow';

/**
 * The user's reports for the dashboard (SPEC §7's list call, newest first by default, across all
 * pages), searched and sorted by PocketBase. Only the list columns are read: never a report body.
 */
export async function listReports(pb: PocketBase, query: ReportListQuery = {}): Promise<ReportListRow[]> {
  const search = searchFilter(query.search ?? '');
  const records = await pb.collection(COLLECTIONS.reports).getFullList({
    sort: REPORT_SORTS[query.sort ?? 'newest'],
    fields: REPORT_LIST_QUERY_FIELDS,
    ...(search.expression ? { filter: pb.filter(search.expression, search.params) } : {}),
    // StrictMode mounts twice; without this the SDK would cancel the first request as a duplicate.
    requestKey: null,
  });
  return records.flatMap((record) => readListRow(record) ?? []);
}

export async function deleteReport(pb: PocketBase, id: string): Promise<void> {
  await pb.collection(COLLECTIONS.reports).delete(id, { requestKey: null });
}

/** The name shown for a report: its own, or `Reporte {id}` when it has none. */
export function reportLabel(report: Pick<ReportListRow, 'id' | 'name'>): string {
  return report.name.trim() || `Reporte ${report.id}`;
}
