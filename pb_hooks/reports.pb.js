// What API rules cannot say: a report created by a user always belongs to that user, and no
// user request may move a report to another owner (e.g. through relation modifiers).

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set('owner', e.auth.id);
  }
  e.next();
}, 'new_reports');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth() && e.record.get('owner') !== e.record.original().get('owner')) {
    throw new ForbiddenError('No puedes cambiar el propietario del reporte.');
  }
  e.next();
}, 'new_reports');
