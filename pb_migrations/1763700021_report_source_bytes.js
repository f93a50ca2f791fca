// The bytes of a report's source PDFs, on its row (issue 21): a user's storage is the sum over
// their reports, read without their bodies. Written by the analysis service with every upload.
migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    reports.fields.add(new NumberField({ name: 'source_bytes', min: 0, onlyInt: true }));
    app.save(reports);
  },
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    reports.fields.removeByName('source_bytes');
    app.save(reports);
  },
);
