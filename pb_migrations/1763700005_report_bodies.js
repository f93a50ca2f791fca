// The dashboard list must not read report bodies (#12): PocketBase reads whole rows, and SQLite
// walks every overflow page of a 19 MB `output` to reach the columns stored after it. So the
// heavy `output` and `analysis` move to report_bodies, 1:1 with new_reports (same id), which users
// cannot reach directly: pb_hooks/reportBodies.pb.js serves and writes them through new_reports,
// keeping SPEC §7's calls as they were. new_reports gains the small list fields the dashboard
// shows, searches and sorts (kept in sync on every save by common/record/listFields.ts) and the
// review status (written only by the status endpoint, see pb_hooks/reports.pb.js).
const BODY_MAX_BYTES = 20 * 1024 * 1024;

migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    const users = app.findCollectionByNameOrId('users');

    const bodies = new Collection({
      type: 'base',
      name: 'report_bodies',
      listRule: null,
      viewRule: null,
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
        // A 50-document report with provenance stays well under 20 MB.
        { type: 'json', name: 'output', maxSize: BODY_MAX_BYTES },
        { type: 'json', name: 'analysis', maxSize: BODY_MAX_BYTES },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_report_bodies_report ON report_bodies (report)'],
    });
    app.save(bodies);

    app
      .db()
      .newQuery(
        'INSERT INTO report_bodies (id, report, output, analysis, created, updated) ' +
          'SELECT id, id, output, analysis, created, updated FROM new_reports',
      )
      .execute();

    reports.fields.removeByName('output');
    reports.fields.removeByName('analysis');
    reports.fields.add(new TextField({ name: 'property_address', max: 300 }));
    reports.fields.add(new TextField({ name: 'property_comuna', max: 100 }));
    reports.fields.add(new TextField({ name: 'property_rol', max: 100 }));
    reports.fields.add(new TextField({ name: 'owner_names', max: 1000 }));
    reports.fields.add(
      new SelectField({ name: 'traffic_light', maxSelect: 1, values: ['rojo', 'amarillo', 'verde'] }),
    );
    reports.fields.add(new NumberField({ name: 'document_count', onlyInt: true, min: 0 }));
    reports.fields.add(new TextField({ name: 'search_text', max: 2000 }));
    reports.fields.add(new TextField({ name: 'sort_name', max: 200 }));
    reports.fields.add(
      new SelectField({
        name: 'review_status',
        maxSelect: 1,
        values: ['borrador', 'en_revision', 'revisado'],
      }),
    );
    reports.fields.add(
      new RelationField({
        name: 'review_status_by',
        collectionId: users.id,
        maxSelect: 1,
        cascadeDelete: false,
      }),
    );
    reports.fields.add(new TextField({ name: 'review_status_by_name', max: 200 }));
    reports.fields.add(new DateField({ name: 'review_status_at' }));
    reports.fields.add(new JSONField({ name: 'review_override', maxSize: 16 * 1024 }));
    reports.indexes.push('CREATE INDEX idx_new_reports_owner_sort_name ON new_reports (owner, sort_name)');
    app.save(reports);

    // Until its next save computes them, an existing report lists with its name, its file count
    // and a draft status.
    app
      .db()
      .newQuery(
        "UPDATE new_reports SET review_status = 'borrador', sort_name = lower(trim(name)), " +
          'search_text = lower(trim(name)), ' +
          'document_count = CASE WHEN json_valid(source_pdfs) THEN json_array_length(source_pdfs) ELSE 0 END',
      )
      .execute();
  },
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    for (const name of [
      'property_address',
      'property_comuna',
      'property_rol',
      'owner_names',
      'traffic_light',
      'document_count',
      'search_text',
      'sort_name',
      'review_status',
      'review_status_by',
      'review_status_by_name',
      'review_status_at',
      'review_override',
    ]) {
      reports.fields.removeByName(name);
    }
    reports.indexes = reports.indexes.filter((index) => !index.includes('idx_new_reports_owner_sort_name'));
    reports.fields.add(new JSONField({ name: 'output', maxSize: BODY_MAX_BYTES }));
    reports.fields.add(new JSONField({ name: 'analysis', maxSize: BODY_MAX_BYTES }));
    app.save(reports);
    app
      .db()
      .newQuery(
        'UPDATE new_reports SET ' +
          'output = (SELECT output FROM report_bodies WHERE report_bodies.id = new_reports.id), ' +
          'analysis = (SELECT analysis FROM report_bodies WHERE report_bodies.id = new_reports.id)',
      )
      .execute();
    app.delete(app.findCollectionByNameOrId('report_bodies'));
  },
);
