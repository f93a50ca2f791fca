import type PocketBase from 'pocketbase';
import { COLLECTIONS } from '../../../common/record/collections';
import {
  MARK_RECORD_FIELDS,
  markTarget,
  readMarks,
  type MarkInput,
  type MarkRef,
  type ReviewMark,
} from '../../../common/review/marks';
import { pocketBaseError } from '../reports/pocketbaseErrors';
import { assertReportVisible } from '../reports/reportStore';

/*
 * Review marks of a report, read and written as the calling user: PocketBase's rules keep them to
 * the report's owner and its hooks stamp the reviewer (pb_hooks/reviewMarks.pb.js).
 */

const marksOf = (pb: PocketBase) => pb.collection(COLLECTIONS.reviewMarks);

async function records(pb: PocketBase, reportId: string) {
  return marksOf(pb).getFullList({
    filter: pb.filter('report = {:reportId}', { reportId }),
    fields: MARK_RECORD_FIELDS,
    sort: 'created',
  });
}

/** The report's marks; REPORT_NOT_FOUND for a report that is not the caller's. */
export async function listMarks(pb: PocketBase, reportId: string): Promise<ReviewMark[]> {
  await assertReportVisible(pb, reportId);
  try {
    return readMarks(await records(pb, reportId));
  } catch (error) {
    throw pocketBaseError(error);
  }
}

const identity = (kind: string, target: string) => `${kind}\u0000${target}`;

/** Adds or replaces the given marks and removes others; answers the report's marks afterwards. */
export async function changeMarks(
  pb: PocketBase,
  reportId: string,
  change: { upsert: readonly MarkInput[]; remove: readonly MarkRef[] },
): Promise<ReviewMark[]> {
  await assertReportVisible(pb, reportId);
  try {
    const existing = new Map(
      (await records(pb, reportId)).map((record) => [
        identity(String(record.kind), String(record.target)),
        record.id,
      ]),
    );
    for (const mark of change.remove) {
      const id = existing.get(identity(mark.kind, markTarget(mark)));
      if (id) await marksOf(pb).delete(id);
    }
    for (const mark of change.upsert) {
      const fields = {
        kind: mark.kind,
        target: markTarget(mark),
        state: mark.kind === 'field' ? mark.state : 'reviewed',
        value: mark.kind === 'field' ? (mark.value ?? null) : null,
        comment: mark.comment ?? '',
      };
      const id = existing.get(identity(mark.kind, fields.target));
      if (id) await marksOf(pb).update(id, fields, { fields: 'id' });
      else await marksOf(pb).create({ ...fields, report: reportId }, { fields: 'id' });
    }
    return readMarks(await records(pb, reportId));
  } catch (error) {
    throw pocketBaseError(error);
  }
}

/** The mark's target with every output path in it moved (finding keys are `CODE|doc|path…`). */
function movedTarget(kind: string, target: string, move: (path: string) => string | undefined): string {
  if (kind === 'field') return move(target) ?? target;
  const [code = '', doc = '', ...refs] = target.split('|');
  return [code, doc, ...refs.map((ref) => move(ref) ?? ref)].join('|');
}

const firstIndex = (target: string) => Number(/\[(\d+)\]/.exec(target)?.[1] ?? -1);

/**
 * Moves marks with the entries they point at after a merge shifted them. Entries only move down
 * (new ones are inserted, none removed), so moving the last first never meets a taken target.
 */
export async function retargetMarks(
  pb: PocketBase,
  reportId: string,
  move: (path: string) => string | undefined,
): Promise<void> {
  const moves = (await records(pb, reportId))
    .map((record) => ({
      id: record.id,
      target: String(record.target),
      moved: movedTarget(String(record.kind), String(record.target), move),
    }))
    .filter((mark) => mark.moved !== mark.target)
    .sort((a, b) => firstIndex(b.target) - firstIndex(a.target));
  for (const mark of moves) await marksOf(pb).update(mark.id, { target: mark.moved }, { fields: 'id' });
}
