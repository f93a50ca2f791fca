// Support messages are written and delivered by the gateway's outbox (a superuser service
// account); no user can list, read or change them. Admins read them in the dashboard.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const messages = new Collection({
      type: 'base',
      name: 'support_messages',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'subject', required: true, max: 200 },
        { type: 'text', name: 'content', required: true, max: 10000 },
        { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        { type: 'email', name: 'user_email' },
        { type: 'bool', name: 'sent' },
        { type: 'number', name: 'attempts', onlyInt: true, min: 0 },
        { type: 'date', name: 'next_attempt_at' },
        { type: 'date', name: 'sent_at' },
        { type: 'text', name: 'last_error', max: 2000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_support_messages_pending ON support_messages (sent, next_attempt_at)'],
    });
    app.save(messages);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('support_messages'));
  },
);
