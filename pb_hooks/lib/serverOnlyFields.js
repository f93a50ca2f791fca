// What only the server writes on a report (shared by pb_hooks/reports.pb.js, whose handlers run
// in isolated runtimes): the engine's `analysis`, which the review gate checks, and the review
// status fields, set by the status endpoint. A user's request that sends them is refused; the
// request's own keys are read (with PocketBase's `+`/`-` modifiers), not the record, since a
// save of a reviewed report reopens its review (pb_hooks/lib/reportVersions.js) before this runs.

const STATUS_FIELDS = [
  'review_status',
  'review_status_by',
  'review_status_by_name',
  'review_status_at',
  'review_override',
];

function refused(code) {
  return new ForbiddenError(require(`${__hooks}/../common/hookErrors.json`)[code].message);
}

function refuseServerOnlyFields(e, { status }) {
  const sent = Object.keys(e.requestInfo().body).map((key) => key.replace(/^\+|[+-]$/g, ''));
  if (sent.indexOf('analysis') !== -1) throw refused('ANALYSIS_SERVER_ONLY');
  if (status && sent.some((name) => STATUS_FIELDS.indexOf(name) !== -1))
    throw refused('REVIEW_STATUS_SERVER_ONLY');
}

module.exports = { STATUS_FIELDS, refuseServerOnlyFields };
