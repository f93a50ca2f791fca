import { z } from 'zod';
import { toInstant } from '../format/chileTime';
import { REVIEW_STATUS_VALUES, reviewOverrideSchema, type ReviewStatus } from '../review/status';

/*
 * A report's versions (issue #20), as pb_hooks/lib/reportVersions.js writes them to
 * `report_versions` on every write of the report: who, when, what kind of write, the fields that
 * changed (old and new value, and the engine's value beside a person's correction), the review
 * stamp in force after it, and (read only when asked) the report as it stood.
 */

export const VERSION_KINDS = ['created', 'analysed', 'edited', 'status', 'restored'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** What a history entry says a write was. */
export const VERSION_KIND_LABELS = {
  created: 'Creación',
  analysed: 'Análisis de documentos',
  edited: 'Edición',
  status: 'Cambio de estado de revisión',
  restored: 'Restauración',
} as const satisfies Record<VersionKind, string>;

/** The fields of a version the history lists (never its snapshot, which can be large). */
export const VERSION_LIST_FIELDS = [
  'id',
  'version',
  'kind',
  'author_name',
  'name',
  'changes',
  'review',
  'restored_from',
  'created',
].join(',');

/** `path` is an output path, or `name` (the report's name) or `review` (the review stamp). */
export const versionChangeSchema = z.object({
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The engine's reading of the field, when a person's value differs from it. */
  engine: z.unknown().optional(),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;

const changeEntrySchema = z.union([versionChangeSchema, z.object({ more: z.number() })]);

const versionReviewSchema = z.object({
  status: z.enum(REVIEW_STATUS_VALUES).catch('borrador'),
  byName: z.string().catch(''),
  at: z.string().catch(''),
  override: reviewOverrideSchema.nullable().catch(null).default(null),
});

/** A version's review stamp as the rest of the product reads it. */
export function versionReviewStatus(value: unknown): ReviewStatus {
  const review = versionReviewSchema
    .catch({ status: 'borrador', byName: '', at: '', override: null })
    .parse(value);
  return {
    status: review.status,
    byId: '',
    byName: review.byName,
    at: toInstant(review.at)?.toISOString() ?? null,
    override: review.status === 'revisado' ? review.override : null,
  };
}

const versionRecordSchema = z.object({
  id: z.string(),
  version: z.number(),
  kind: z.enum(VERSION_KINDS).catch('edited'),
  author_name: z.string().catch(''),
  name: z.string().catch(''),
  changes: z.array(changeEntrySchema).nullable().catch([]),
  review: z.unknown(),
  restored_from: z.number().catch(0),
  created: z.string(),
});

export interface ReportVersion {
  id: string;
  version: number;
  kind: VersionKind;
  authorName: string;
  name: string;
  changes: VersionChange[];
  /** Changes not kept in the history (a write changing more than the hook keeps). */
  moreChanges: number;
  review: ReviewStatus;
  /** The version a restore brought back; 0 for other writes. */
  restoredFrom: number;
  /** When it was written (ISO). */
  at: string;
}

export function readVersion(record: unknown): ReportVersion {
  const parsed = versionRecordSchema.parse(record);
  const entries = parsed.changes ?? [];
  return {
    id: parsed.id,
    version: parsed.version,
    kind: parsed.kind,
    authorName: parsed.author_name,
    name: parsed.name,
    changes: entries.flatMap((entry) => ('path' in entry ? [entry] : [])),
    moreChanges: entries.reduce((sum, entry) => sum + ('more' in entry ? entry.more : 0), 0),
    review: versionReviewStatus(parsed.review),
    restoredFrom: parsed.restored_from,
    at: toInstant(parsed.created)?.toISOString() ?? parsed.created,
  };
}
