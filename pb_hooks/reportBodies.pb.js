// SPEC §7 reads and writes a report's `output` through new_reports; since the body moved to
// report_bodies (pb_migrations/1763700005_report_bodies.js) these hooks keep those calls as they
// were: a view answers the body with the row, a create or update stores the body fields it sends
// in the same transaction as the row. Lists never read bodies.

onRecordViewRequest((e) => {
  const bodies = require(`${__hooks}/lib/reportBodies.js`);
  const fields = bodies.requestedFields(e);
  if (fields.length > 0) bodies.attach(e.record, bodies.read(e.app, e.record.id, fields));
  e.next();
}, 'new_reports');

onRecordCreateRequest((e) => {
  const bodies = require(`${__hooks}/lib/reportBodies.js`);
  const values = bodies.submitted(e);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    // Every report has a body, so later reads and writes need not guess.
    const stored = Object.assign({ output: null, analysis: null }, values);
    bodies.write(txApp, e.record.id, stored);
    bodies.attach(e.record, stored);
  });
}, 'new_reports');

onRecordUpdateRequest((e) => {
  const bodies = require(`${__hooks}/lib/reportBodies.js`);
  const values = bodies.submitted(e);
  // The answer carries the body fields asked for: those sent, and the stored ones not sent.
  const unsent = bodies.requestedFields(e).filter((name) => values[name] === undefined);
  if (Object.keys(values).length === 0) {
    if (unsent.length > 0) bodies.attach(e.record, bodies.read(e.app, e.record.id, unsent));
    e.next();
    return;
  }
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    bodies.write(txApp, e.record.id, values);
    bodies.attach(e.record, Object.assign(bodies.read(txApp, e.record.id, unsent), values));
  });
}, 'new_reports');
