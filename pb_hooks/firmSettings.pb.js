// A user's firm settings belong to that user: the owner is stamped on create and never changes.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set('owner', e.auth.id);
  e.next();
}, 'firm_settings');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth() && e.record.get('owner') !== e.record.original().get('owner')) {
    throw new ForbiddenError('No puedes cambiar el propietario de la configuración.');
  }
  e.next();
}, 'firm_settings');
