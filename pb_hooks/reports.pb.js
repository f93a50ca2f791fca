// What API rules cannot say: a report created by a user always belongs to that user, and no
// user request may move a report to another owner (e.g. through relation modifiers). The review
// status is set only by the status endpoint (POST /analysis/api/reports/:id/status, acting as the
// service superuser after checking the report): a user request starts a report as a draft and
// cannot send its status fields. The engine's `analysis` (what the review gate checks) is written
// only by the server (issue #20): see pb_hooks/lib/serverOnlyFields.js.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/serverOnlyFields.js`).refuseServerOnlyFields(e, { status: false });
    e.record.set('owner', e.auth.id);
    e.record.set('review_status', 'borrador');
    for (const name of ['review_status_by', 'review_status_by_name', 'review_status_at'])
      e.record.set(name, '');
    e.record.set('review_override', null);
  } else if (e.record.getString('review_status') === '') {
    // A report the engine creates for a user starts as a draft too.
    e.record.set('review_status', 'borrador');
  }
  e.next();
}, 'new_reports');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/serverOnlyFields.js`).refuseServerOnlyFields(e, { status: true });
    if (e.record.get('owner') !== e.record.original().get('owner')) {
      throw new ForbiddenError('No puedes cambiar el propietario del reporte.');
    }
  }
  e.next();
}, 'new_reports');
