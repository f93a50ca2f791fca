// Record ids are PocketBase's own: a client that picks the id of a record it creates could use a
// guessable one, or probe which ids exist. A user request that sends `id` on create is refused;
// superusers (the dashboard, the gateway's service account) keep PocketBase's default.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const id = e.requestInfo().body['id'];
    if (id !== undefined && id !== null && id !== '') {
      const message = 'El identificador de un registro lo asigna el servidor: no lo envíe al crearlo.';
      throw new BadRequestError(message, { id: new ValidationError('validation_server_id', message) });
    }
  }
  e.next();
});
