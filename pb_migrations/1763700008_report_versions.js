// Versions of a report (issue #20 items 1 and 2). new_reports gains `version`, a number every
// write increments (pb_hooks/reportBodies.pb.js): a save that names the version it was based on
// is refused with 409 when another save came in between. Every write also leaves a row in
// report_versions: who, when, what kind of write, the fields that changed (old and new values,
// and the engine's value beside a person's correction), the review stamp in force and a snapshot
// of the report, so a past version can be shown, downloaded and restored. Users only read their
// own versions; the hook writes them, so none can be forged. Bounded by
// pb_hooks/lib/reportVersions.js: every version of the last 30 days, one per day before.
migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    const users = app.findCollectionByNameOrId('users');
    reports.fields.add(new NumberField({ name: 'version', onlyInt: true, min: 0 }));
    app.save(reports);
    app.db().newQuery('UPDATE new_reports SET version = 1').execute();

    const ownerOnly = 'owner = @request.auth.id';
    const versions = new Collection({
      type: 'base',
      name: 'report_versions',
      listRule: ownerOnly,
      viewRule: ownerOnly,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'report',
          required: true,
          collectionId: reports.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          type: 'relation',
          name: 'owner',
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: 'number', name: 'version', required: true, onlyInt: true, min: 1 },
        {
          type: 'select',
          name: 'kind',
          required: true,
          maxSelect: 1,
          values: ['created', 'analysed', 'edited', 'status', 'restored'],
        },
        { type: 'relation', name: 'author', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        { type: 'text', name: 'author_name', max: 200 },
        { type: 'text', name: 'name', max: 200 },
        // [{ path, before, after, engine? }], at most 300 (then `more` counts the rest).
        { type: 'json', name: 'changes', maxSize: 4 * 1024 * 1024 },
        // The report as it stood after this write (within the report limits: 2 million characters).
        { type: 'json', name: 'output', maxSize: 20 * 1024 * 1024 },
        // The review stamp in force after this write, override reason included (internal).
        { type: 'json', name: 'review', maxSize: 64 * 1024 },
        { type: 'number', name: 'restored_from', onlyInt: true, min: 0 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_report_versions_report_version ON report_versions (report, version)',
        'CREATE INDEX idx_report_versions_owner ON report_versions (owner)',
      ],
    });
    app.save(versions);

    // Existing reports start their history with what they hold now.
    app
      .db()
      .newQuery(
        'INSERT INTO report_versions (id, report, owner, version, kind, author, author_name, name, changes, output, review, restored_from, created) ' +
          "SELECT r.id, r.id, r.owner, 1, 'created', '', '', r.name, '[]', b.output, " +
          "json_object('status', r.review_status, 'byName', r.review_status_by_name, 'at', r.review_status_at), 0, r.updated " +
          'FROM new_reports r LEFT JOIN report_bodies b ON b.id = r.id',
      )
      .execute();
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('report_versions'));
    const reports = app.findCollectionByNameOrId('new_reports');
    reports.fields.removeByName('version');
    app.save(reports);
  },
);
