// Users sign up publicly and see only themselves; `name` is shown in the dashboard greeting.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    if (!users.fields.getByName('name')) {
      users.fields.add(new TextField({ name: 'name', max: 120 }));
    }
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = '';
    users.updateRule = 'id = @request.auth.id';
    users.deleteRule = 'id = @request.auth.id';
    app.save(users);
  },
  () => {
    // The users collection predates this migration; reverting leaves it as it is.
  },
);
