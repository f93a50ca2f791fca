// Versions of a report (issue #20), shared by pb_hooks/reportBodies.pb.js (hook handlers run in
// isolated runtimes and require this). Every write of a new_reports row increments its `version`
// and leaves one report_versions row; a write that names the version it was based on
// (`version` in the body) is refused with 409 when the stored one moved on meanwhile.

const MAX_CHANGES = 300;
const KEEP_ALL_DAYS = 30;

function parseJson(raw) {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Key order is not meaning: request bodies reach hooks as Go maps, whose order is random.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value === undefined ? null : value);
}

function sameValue(a, b) {
  return canonical(a) === canonical(b);
}

function childPath(path, key) {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** Leaf changes between two JSON values, as `{ path, before, after }` with output paths. */
function diff(before, after, path, changes) {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = Object.keys(before);
    for (const key of Object.keys(after)) if (keys.indexOf(key) === -1) keys.push(key);
    for (const key of keys) diff(before[key], after[key], childPath(path, key), changes);
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index++)
      diff(before[index], after[index], childPath(path, index), changes);
    return changes;
  }
  if (!sameValue(before, after)) {
    changes.push({
      path,
      before: before === undefined ? null : before,
      after: after === undefined ? null : after,
    });
  }
  return changes;
}

function valueAt(root, path) {
  const segments = path.match(/[^.[\]]+|\[\d+\]/g) || [];
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = segment.charAt(0) === '[' ? current[Number(segment.slice(1, -1))] : current[segment];
  }
  return current;
}

function reviewStamp(record) {
  return {
    status: record.getString('review_status') || 'borrador',
    byName: record.getString('review_status_by_name'),
    at: record.getString('review_status_at'),
    override: parseJson(record.getString('review_override')),
  };
}

/**
 * Throws the catalogue's 409 when the request names a version other than the stored one. Read
 * inside the write transaction, so two saves based on the same version cannot both pass.
 */
function refuseStale(e, stored) {
  const expected = e.requestInfo().body['version'];
  if (expected === undefined || expected === null || expected === '') return;
  const current = stored.getInt('version');
  if (Number(expected) === current) return;
  const conflict = require(`${__hooks}/../common/hookErrors.json`).REPORT_VERSION_CONFLICT;
  throw new ApiError(conflict.status, conflict.message, {
    version: new ValidationError('report_version_conflict', conflict.message),
  });
}

/** Who a write is by: the signed-in user, or for the server the user it acts for (`acted_by`). */
function authorOf(e, app, record) {
  if (!e.hasSuperuserAuth()) return { id: e.auth.id, name: e.auth.getString('name') || e.auth.email() };
  const actedBy = e.requestInfo().body['acted_by'];
  const id = typeof actedBy === 'string' && actedBy !== '' ? actedBy : record.getString('owner');
  try {
    const user = app.findRecordById('users', id);
    return { id: user.id, name: user.getString('name') || user.email() };
  } catch {
    return { id: '', name: '' };
  }
}

/** The report as stored before this write: version, name, output and review stamp. */
function storedState(app, reportId) {
  const record = app.findRecordById('new_reports', reportId);
  let output = null;
  try {
    output = parseJson(app.findRecordById('report_bodies', reportId).getString('output'));
  } catch {
    output = null;
  }
  return {
    record,
    version: record.getInt('version'),
    name: record.getString('name'),
    output,
    review: reviewStamp(record),
  };
}

function submittedOutput(e) {
  const output = e.requestInfo().body['output'];
  return output === undefined ? undefined : parseJson(output);
}

/** Whether the write changes what the report says (its name or its output). */
function changesContent(e, before) {
  if (e.record.getString('name') !== before.name) return true;
  const output = submittedOutput(e);
  return output !== undefined && !sameValue(output, before.output);
}

/**
 * A reviewed report whose content changes goes back to "En revisión" (the version keeps the
 * earlier stamp). Set here, before the guard of pb_hooks/lib/serverOnlyFields.js, which refuses
 * only the status fields a user's request sends.
 */
function reopenReview(e, app, before) {
  if (before.review.status !== 'revisado' || !changesContent(e, before)) return;
  const author = authorOf(e, app, e.record);
  e.record.set('review_status', 'en_revision');
  e.record.set('review_status_by', author.id);
  e.record.set('review_status_by_name', author.name);
  e.record.set('review_status_at', new DateTime());
  e.record.set('review_override', null);
}

/** The engine's last reading of the report: the snapshot of its latest analysis. */
function engineOutput(app, reportId) {
  const rows = app.findRecordsByFilter(
    'report_versions',
    'report = {:report} && kind = "analysed"',
    '-version',
    1,
    0,
    { report: reportId },
  );
  return rows.length > 0 ? parseJson(rows[0].getString('output')) : null;
}

function kindOf(e, created, changes) {
  const body = e.requestInfo().body;
  if (body['analysis'] !== undefined) return 'analysed';
  if (created) return 'created';
  if (Number(body['restored_from']) > 0) return 'restored';
  return changes.length > 0 && changes.every((change) => change.path === 'review') ? 'status' : 'edited';
}

/**
 * Drops versions older than KEEP_ALL_DAYS that are not the last of their day. The engine's
 * analyses stay: a person's correction is shown beside the engine's value.
 */
function prune(app, reportId) {
  const cutoff = new Date(Date.now() - KEEP_ALL_DAYS * 86400000).toISOString().replace('T', ' ');
  app
    .db()
    .newQuery(
      'DELETE FROM report_versions WHERE report = {:report} AND created < {:cutoff} AND kind != "analysed" ' +
        'AND id NOT IN (SELECT id FROM (SELECT id, ROW_NUMBER() OVER ' +
        '(PARTITION BY substr(created, 1, 10) ORDER BY version DESC) AS rank ' +
        'FROM report_versions WHERE report = {:report}) WHERE rank = 1)',
    )
    .bind({ report: reportId, cutoff })
    .execute();
}

/** Stores the version this write made, after the record and its body were saved. */
function recordVersion(e, app, before, created) {
  const record = e.record;
  const submitted = submittedOutput(e);
  const output = submitted === undefined ? (before ? before.output : null) : submitted;
  const changes = [];
  if (before) {
    if (before.name !== record.getString('name'))
      changes.push({ path: 'name', before: before.name, after: record.getString('name') });
    diff(before.output, output, '', changes);
    const review = reviewStamp(record);
    if (!sameValue(before.review, review))
      changes.push({ path: 'review', before: before.review, after: review });
  }
  const kind = kindOf(e, created, changes);
  const engine = kind === 'edited' || kind === 'restored' ? engineOutput(app, record.id) : null;
  if (engine) {
    for (const change of changes) {
      if (change.path === 'name' || change.path === 'review') continue;
      const value = valueAt(engine, change.path);
      if (value !== undefined && !sameValue(value, change.after)) change.engine = value;
    }
  }
  const author = authorOf(e, app, record);
  const version = new Record(app.findCollectionByNameOrId('report_versions'));
  version.set('report', record.id);
  version.set('owner', record.getString('owner'));
  version.set('version', record.getInt('version'));
  version.set('kind', kind);
  version.set('author', author.id);
  version.set('author_name', author.name.slice(0, 200));
  version.set('name', record.getString('name'));
  const kept = changes.slice(0, MAX_CHANGES);
  version.set(
    'changes',
    changes.length > MAX_CHANGES ? kept.concat([{ more: changes.length - MAX_CHANGES }]) : kept,
  );
  version.set('output', output);
  version.set('review', reviewStamp(record));
  version.set('restored_from', kind === 'restored' ? Number(e.requestInfo().body['restored_from']) : 0);
  app.save(version);
  prune(app, record.id);
}

module.exports = { refuseStale, storedState, reopenReview, recordVersion };
