// Reports belong to one user. Rules restrict every operation to the owner; the create rule only
// admits an empty owner (stamped by pb_hooks/reports.pb.js) or the caller's own id.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const ownerOnly = 'owner = @request.auth.id';
    const reports = new Collection({
      type: 'base',
      name: 'new_reports',
      listRule: ownerOnly,
      viewRule: ownerOnly,
      createRule:
        '@request.auth.id != "" && @request.auth.collectionName = "users" && (owner = "" || owner = @request.auth.id)',
      updateRule:
        ownerOnly + ' && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)',
      deleteRule: ownerOnly,
      fields: [
        { type: 'text', name: 'name', max: 200 },
        // A 50-document report with provenance stays well under 20 MB.
        { type: 'json', name: 'output', maxSize: 20 * 1024 * 1024 },
        {
          type: 'relation',
          name: 'owner',
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          type: 'file',
          name: 'source_pdfs',
          maxSelect: 40,
          maxSize: 25 * 1024 * 1024,
          mimeTypes: ['application/pdf'],
          protected: true,
        },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_new_reports_owner_created ON new_reports (owner, created)'],
    });
    app.save(reports);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('new_reports'));
  },
);
