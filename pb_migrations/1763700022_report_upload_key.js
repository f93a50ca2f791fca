// The idempotency key of the upload that created a report (issue 21): a retried upload (a dropped
// connection, an answer lost after the report was stored) finds the report instead of making a
// second one. Unique per owner, so two attempts running at once store one report.
migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    reports.fields.add(new TextField({ name: 'upload_key', max: 100 }));
    reports.indexes.push(
      "CREATE UNIQUE INDEX idx_new_reports_owner_upload_key ON new_reports (owner, upload_key) WHERE upload_key != ''",
    );
    app.save(reports);
  },
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    reports.indexes = reports.indexes.filter((index) => !index.includes('idx_new_reports_owner_upload_key'));
    reports.fields.removeByName('upload_key');
    app.save(reports);
  },
);
