// Shared by pb_hooks/reportBodies.pb.js (PocketBase runs each hook handler in its own runtime, so
// handlers load this with require()). A report's `output` and `analysis` live in report_bodies,
// under the report's own id.

const BODY_FIELDS = ['output', 'analysis'];

/** The body fields the request asks for: both, unless a `fields` list leaves them out. */
function requestedFields(e) {
  const fields = e.requestInfo().query['fields'];
  if (!fields) return BODY_FIELDS;
  const names = String(fields)
    .split(',')
    .map((name) => name.trim().split(':')[0]);
  if (names.indexOf('*') !== -1) return BODY_FIELDS;
  return BODY_FIELDS.filter((name) => names.indexOf(name) !== -1);
}

/** The body fields a create or update request sends, with their values. */
function submitted(e) {
  const body = e.requestInfo().body;
  const values = {};
  for (const name of BODY_FIELDS) {
    if (body[name] !== undefined) values[name] = body[name];
  }
  return values;
}

function findBody(app, reportId) {
  try {
    return app.findRecordById('report_bodies', reportId);
  } catch {
    return null;
  }
}

/** Adds the body fields to the record as it is answered (not stored in new_reports). */
function attach(record, values) {
  record.withCustomData(true);
  for (const name of Object.keys(values)) record.set(name, values[name]);
}

/** The stored body fields of a report, `null` for those it has none of. */
function read(app, reportId, fields) {
  const body = findBody(app, reportId);
  const values = {};
  for (const name of fields) values[name] = body ? body.get(name) : null;
  return values;
}

/** Writes the given body fields of a report, creating its body if it has none yet. */
function write(app, reportId, values) {
  let body = findBody(app, reportId);
  if (!body) {
    body = new Record(app.findCollectionByNameOrId('report_bodies'));
    body.set('id', reportId);
    body.set('report', reportId);
  }
  for (const name of Object.keys(values)) body.set(name, values[name]);
  app.save(body);
}

module.exports = { BODY_FIELDS, requestedFields, submitted, attach, read, write };
