// What the analysis engine keeps beside a report's SPEC `output`: the documents it read (type,
// pages, OCR, content hash) and the provenance of every extracted value. Owner-only like the rest.
migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    reports.fields.add(new JSONField({ name: 'analysis', maxSize: 20 * 1024 * 1024 }));
    app.save(reports);
  },
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    reports.fields.removeByName('analysis');
    app.save(reports);
  },
);
