// The bytes of a job's PDFs (issue 21): files waiting in a queued or running job count toward
// their owner's storage quota, as those of their reports do (`new_reports.source_bytes`), so that
// queueing uploads cannot pass it. Written by the analysis service when it queues the job.
migrate(
  (app) => {
    const jobs = app.findCollectionByNameOrId('analysis_jobs');
    jobs.fields.add(new NumberField({ name: 'files_bytes', min: 0, onlyInt: true }));
    app.save(jobs);
  },
  (app) => {
    const jobs = app.findCollectionByNameOrId('analysis_jobs');
    jobs.fields.removeByName('files_bytes');
    app.save(jobs);
  },
);
