// A review mark belongs to the signed-in user who sets it: owner, reviewer, reviewer name and the
// date (`marked_at`) are stamped on every user write that sets or changes the mark, never taken
// from the request. Moving a mark to another path of the same report (its entry moved when a
// merge inserted another before it) keeps who set it and when. The create rule requires the
// report to be the user's own; the update rule keeps the mark on its report.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set('owner', e.auth.id);
    e.record.set('reviewer', e.auth.id);
    e.record.set('reviewer_name', e.auth.getString('name') || e.auth.email());
    e.record.set('marked_at', new DateTime());
  }
  e.next();
}, 'review_marks');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const original = e.record.original();
    if (e.record.get('owner') !== original.get('owner')) {
      throw new ForbiddenError('No puedes cambiar el propietario de la marca.');
    }
    const changed = ['kind', 'state', 'value', 'comment'].some(
      (name) => e.record.getString(name) !== original.getString(name),
    );
    if (changed) {
      e.record.set('reviewer', e.auth.id);
      e.record.set('reviewer_name', e.auth.getString('name') || e.auth.email());
      e.record.set('marked_at', new DateTime());
    } else {
      for (const name of ['reviewer', 'reviewer_name', 'marked_at']) e.record.set(name, original.get(name));
    }
  }
  e.next();
}, 'review_marks');
