import type PocketBase from 'pocketbase';
import { COLLECTIONS } from '../../../../common/record/collections';
import { readStoredOutput } from '../../../../common/record/output';
import { readVersion, VERSION_LIST_FIELDS, type ReportVersion } from '../../../../common/record/versions';
import type { Report } from '../../../../common/report/schema';

/*
 * A report's history (issue #20): the versions pb_hooks/lib/reportVersions.js keeps, read straight
 * from PocketBase (owner only). The list leaves the snapshots out; one is read when a version is
 * opened or restored.
 */

/** The report's versions, newest first; `after` keeps only those written after that version. */
export async function fetchVersions(pb: PocketBase, reportId: string, after = 0): Promise<ReportVersion[]> {
  const records = await pb.collection(COLLECTIONS.reportVersions).getFullList({
    filter: pb.filter('report = {:reportId} && version > {:after}', { reportId, after }),
    fields: VERSION_LIST_FIELDS,
    sort: '-version',
    requestKey: null,
  });
  return records.map(readVersion);
}

export interface VersionSnapshot {
  version: ReportVersion;
  data: Report;
}

/** One version with the report as it stood; null when its snapshot cannot be read. */
export async function fetchVersionSnapshot(
  pb: PocketBase,
  reportId: string,
  version: number,
): Promise<VersionSnapshot | null> {
  const record = await pb
    .collection(COLLECTIONS.reportVersions)
    .getFirstListItem(pb.filter('report = {:reportId} && version = {:version}', { reportId, version }), {
      fields: `${VERSION_LIST_FIELDS},output`,
      requestKey: null,
    });
  const data = readStoredOutput(record.output, new Date());
  return data === null ? null : { version: readVersion(record), data };
}
