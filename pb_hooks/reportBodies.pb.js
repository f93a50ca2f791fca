// SPEC §7 reads and writes a report's `output` through new_reports; since the body moved to
// report_bodies (pb_migrations/1763700005_report_bodies.js) these hooks keep those calls as they
// were: a view answers the body with the row, a create or update stores the body fields it sends
// in the same transaction as the row. Lists never read bodies. Every write is also a version
// (issue #20, pb_hooks/lib/reportVersions.js): `version` goes up by one, a write based on an older
// version is refused with 409, and report_versions keeps what changed, in the same transaction.

onRecordViewRequest((e) => {
  const bodies = require(`${__hooks}/lib/reportBodies.js`);
  const fields = bodies.requestedFields(e);
  if (fields.length > 0) bodies.attach(e.record, bodies.read(e.app, e.record.id, fields));
  e.next();
}, 'new_reports');

onRecordCreateRequest((e) => {
  const bodies = require(`${__hooks}/lib/reportBodies.js`);
  const versions = require(`${__hooks}/lib/reportVersions.js`);
  const values = bodies.submitted(e);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.record.set('version', 1);
    e.next();
    // Every report has a body, so later reads and writes need not guess.
    const stored = Object.assign({ output: null, analysis: null }, values);
    bodies.write(txApp, e.record.id, stored);
    versions.recordVersion(e, txApp, null, true);
    bodies.attach(e.record, stored);
  });
}, 'new_reports');

onRecordUpdateRequest((e) => {
  const bodies = require(`${__hooks}/lib/reportBodies.js`);
  const versions = require(`${__hooks}/lib/reportVersions.js`);
  const values = bodies.submitted(e);
  // The answer carries the body fields asked for: those sent, and the stored ones not sent.
  const unsent = bodies.requestedFields(e).filter((name) => values[name] === undefined);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    const before = versions.storedState(txApp, e.record.id);
    versions.refuseStale(e, before.record);
    versions.reopenReview(e, txApp, before);
    e.record.set('version', before.version + 1);
    e.next();
    if (Object.keys(values).length > 0) bodies.write(txApp, e.record.id, values);
    versions.recordVersion(e, txApp, before, false);
    bodies.attach(e.record, Object.assign(bodies.read(txApp, e.record.id, unsent), values));
  });
}, 'new_reports');
