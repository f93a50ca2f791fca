// What API rules cannot say: a report created by a user always belongs to that user, and no
// user request may move a report to another owner (e.g. through relation modifiers). The review
// status is set only by the status endpoint (POST /analysis/api/reports/:id/status, acting as the
// service superuser after checking the report): a user request starts a report as a draft and
// cannot change its status fields.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set('owner', e.auth.id);
    e.record.set('review_status', 'borrador');
    for (const name of ['review_status_by', 'review_status_by_name', 'review_status_at'])
      e.record.set(name, '');
    e.record.set('review_override', null);
  }
  e.next();
}, 'new_reports');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    if (e.record.get('owner') !== e.record.original().get('owner')) {
      throw new ForbiddenError('No puedes cambiar el propietario del reporte.');
    }
    const statusFields = [
      'review_status',
      'review_status_by',
      'review_status_by_name',
      'review_status_at',
      'review_override',
    ];
    for (const name of statusFields) {
      if (e.record.getString(name) !== e.record.original().getString(name)) {
        throw new ForbiddenError(
          'El estado de revisión del reporte solo se cambia con la acción de revisión del editor.',
        );
      }
    }
  }
  e.next();
}, 'new_reports');
