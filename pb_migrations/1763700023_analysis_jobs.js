// Analysis as background work (issue 21): one job per upload, read by its owner (the upload screen,
// the dashboard row and the editor follow it, also through PocketBase's realtime API) and written
// only by the analysis service's superuser: users can neither create, change nor delete a job.
// The uploaded PDFs wait in `files` until the job ends; `file_names` keeps their names in order.
// Claims are taken by pb_hooks/analysisJobs.pb.js, in one transaction, so that no two runners
// take one job.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const reports = app.findCollectionByNameOrId('new_reports');
    const ownerOnly = 'owner = @request.auth.id';
    const jobs = new Collection({
      type: 'base',
      name: 'analysis_jobs',
      listRule: ownerOnly,
      viewRule: ownerOnly,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'owner',
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          type: 'relation',
          name: 'report',
          required: true,
          collectionId: reports.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          type: 'select',
          name: 'state',
          required: true,
          maxSelect: 1,
          values: ['queued', 'running', 'done', 'failed', 'cancelled'],
        },
        { type: 'number', name: 'files_total', onlyInt: true, min: 0 },
        { type: 'number', name: 'files_done', onlyInt: true, min: 0 },
        { type: 'number', name: 'pages_total', onlyInt: true, min: 0 },
        { type: 'number', name: 'pages_done', onlyInt: true, min: 0 },
        { type: 'text', name: 'stage', max: 40 },
        { type: 'text', name: 'current_file', max: 300 },
        { type: 'text', name: 'error_code', max: 60 },
        { type: 'text', name: 'error_message', max: 2000 },
        { type: 'json', name: 'refused', maxSize: 200 * 1024 },
        { type: 'json', name: 'file_names', maxSize: 100 * 1024 },
        {
          type: 'file',
          name: 'files',
          maxSelect: 40,
          maxSize: 25 * 1024 * 1024,
          mimeTypes: ['application/pdf'],
          protected: true,
        },
        { type: 'text', name: 'upload_key', max: 100 },
        { type: 'number', name: 'attempts', onlyInt: true, min: 0 },
        { type: 'text', name: 'claimed_by', max: 100 },
        { type: 'text', name: 'claim_token', max: 64, hidden: true },
        { type: 'date', name: 'claimed_at' },
        { type: 'date', name: 'heartbeat_at' },
        { type: 'date', name: 'finished_at' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_analysis_jobs_state_created ON analysis_jobs (state, created)',
        'CREATE INDEX idx_analysis_jobs_report ON analysis_jobs (report)',
        "CREATE UNIQUE INDEX idx_analysis_jobs_owner_upload_key ON analysis_jobs (owner, upload_key) WHERE upload_key != ''",
      ],
    });
    app.save(jobs);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('analysis_jobs'));
  },
);
