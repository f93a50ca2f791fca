/*
 * The PocketBase collections of titulo360 and the fields code reads by name. The collections
 * themselves are defined by pb_migrations/ (JavaScript run by PocketBase, which cannot import
 * this module): keep the two in step.
 */

export const COLLECTIONS = {
  /** One light row per report (SPEC §3 `new_reports`): name, owner, source PDFs, list fields, status. */
  reports: 'new_reports',
  /** The heavy `output` and `analysis` of each report, 1:1 (same id); reached only through `new_reports`. */
  reportBodies: 'report_bodies',
  /** Per-field confirmations/edits and per-finding reviews. */
  reviewMarks: 'review_marks',
  /** One per write of a report: what changed, by whom, and the report as it stood (issue #20). */
  reportVersions: 'report_versions',
  /** One per user: the firm shown on the deliverable. */
  firmSettings: 'firm_settings',
  /** One per upload: the background analysis, its progress and its PDFs until it ends (issue 21). */
  analysisJobs: 'analysis_jobs',
} as const;

/** Fields of a `new_reports` row the dashboard list reads: never the report body. */
export const REPORT_LIST_FIELDS = [
  'id',
  'name',
  'created',
  'updated',
  'property_address',
  'property_comuna',
  'property_rol',
  'owner_names',
  'traffic_light',
  'document_count',
  'review_status',
  'review_status_by_name',
  'review_status_at',
] as const;

/** The review status fields, written only by the status endpoint (a PocketBase hook refuses users). */
export const REVIEW_STATUS_FIELDS = [
  'review_status',
  'review_status_by',
  'review_status_by_name',
  'review_status_at',
  'review_override',
] as const;

/** Fields of a report the editor, the downloads and the engine read (the body comes with them). */
export const REPORT_VIEW_FIELDS = [
  'id',
  'name',
  'output',
  'analysis',
  'source_pdfs',
  'created',
  'updated',
  'version',
  ...REVIEW_STATUS_FIELDS,
] as const;
