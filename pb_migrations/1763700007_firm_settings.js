// The firm printed on a report's deliverable (#11 item 5): one record per user, owner only. The
// logo is a protected PNG or JPEG of at most 1 MB (common/firm/settings.ts checks the same before
// sending). pb_hooks/firmSettings.pb.js stamps the owner and keeps it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const ownerOnly = 'owner = @request.auth.id';
    const settings = new Collection({
      type: 'base',
      name: 'firm_settings',
      listRule: ownerOnly,
      viewRule: ownerOnly,
      createRule:
        '@request.auth.id != "" && @request.auth.collectionName = "users" && (owner = "" || owner = @request.auth.id)',
      updateRule:
        ownerOnly + ' && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)',
      deleteRule: ownerOnly,
      fields: [
        {
          type: 'relation',
          name: 'owner',
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: 'text', name: 'firm_name', max: 200 },
        {
          type: 'file',
          name: 'logo',
          maxSelect: 1,
          maxSize: 1024 * 1024,
          mimeTypes: ['image/png', 'image/jpeg'],
          protected: true,
        },
        { type: 'text', name: 'address', max: 300 },
        { type: 'text', name: 'lawyer_name', max: 200 },
        { type: 'text', name: 'footer_text', max: 1000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_firm_settings_owner ON firm_settings (owner)'],
    });
    app.save(settings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('firm_settings'));
  },
);
