// Review marks (#10 item 6), one record per mark, so a confirmation is one small write that never
// races the engine's writes of the report body: per-field confirmations and edits (with the value
// confirmed) and per-finding reviews. Owner only; pb_hooks/reviewMarks.pb.js stamps owner,
// reviewer and date from the signed-in user and the server's clock. The finding reviews the editor kept inside `analysis.reviews`
// before become records, attributed to the report's owner (the only one who could make them).
migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId('new_reports');
    const users = app.findCollectionByNameOrId('users');
    const ownerOnly = 'owner = @request.auth.id';
    const marks = new Collection({
      type: 'base',
      name: 'review_marks',
      listRule: ownerOnly,
      viewRule: ownerOnly,
      createRule: '@request.auth.collectionName = "users" && report.owner = @request.auth.id',
      updateRule: ownerOnly + ' && @request.body.report:isset = false',
      deleteRule: ownerOnly,
      fields: [
        {
          type: 'relation',
          name: 'report',
          required: true,
          collectionId: reports.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        {
          type: 'relation',
          name: 'owner',
          required: true,
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: 'select', name: 'kind', required: true, maxSelect: 1, values: ['field', 'finding'] },
        // An output path (`gp_certificates[0].gravamenes[1].fojas`) or a finding key.
        { type: 'text', name: 'target', required: true, max: 500 },
        {
          type: 'select',
          name: 'state',
          required: true,
          maxSelect: 1,
          values: ['confirmed', 'edited', 'reviewed'],
        },
        // The value confirmed or written, to tell when it changed afterwards.
        { type: 'json', name: 'value', maxSize: 64 * 1024 },
        { type: 'text', name: 'comment', max: 2000 },
        { type: 'relation', name: 'reviewer', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        { type: 'text', name: 'reviewer_name', max: 200 },
        // When the mark was set; moving a mark with its entry (a merge) keeps it.
        { type: 'date', name: 'marked_at' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_review_marks_target ON review_marks (report, kind, target)',
        'CREATE INDEX idx_review_marks_owner ON review_marks (owner)',
      ],
    });
    app.save(marks);

    const rows = arrayOf(new DynamicModel({ report: '', owner: '', owner_name: '', reviews: '' }));
    app
      .db()
      .newQuery(
        "SELECT b.id AS report, r.owner AS owner, COALESCE(u.name, '') AS owner_name, " +
          "json_extract(b.analysis, '$.reviews') AS reviews " +
          'FROM report_bodies b JOIN new_reports r ON r.id = b.id LEFT JOIN users u ON u.id = r.owner ' +
          "WHERE json_valid(b.analysis) AND json_type(b.analysis, '$.reviews') = 'array'",
      )
      .all(rows);
    for (const row of rows) {
      let reviews = [];
      try {
        reviews = JSON.parse(row.reviews);
      } catch {
        continue;
      }
      const seen = {};
      for (const review of reviews) {
        if (!review || typeof review.key !== 'string' || review.key === '' || seen[review.key]) continue;
        seen[review.key] = true;
        const record = new Record(marks);
        record.set('report', row.report);
        record.set('owner', row.owner);
        record.set('kind', 'finding');
        record.set('target', review.key.slice(0, 500));
        record.set('state', 'reviewed');
        record.set('comment', typeof review.comment === 'string' ? review.comment.slice(0, 2000) : '');
        record.set('reviewer', row.owner);
        // Earlier editors kept the reviewer's name in the review; the owner is the only one who could mark.
        const reviewerName =
          typeof review.reviewer === 'string' && review.reviewer ? review.reviewer : row.owner_name;
        record.set('reviewer_name', reviewerName.slice(0, 200));
        record.set('marked_at', typeof review.reviewedAt === 'string' ? review.reviewedAt : new DateTime());
        app.save(record);
      }
    }
    app
      .db()
      .newQuery(
        "UPDATE report_bodies SET analysis = json_remove(analysis, '$.reviews') " +
          "WHERE json_valid(analysis) AND json_type(analysis, '$.reviews') IS NOT NULL",
      )
      .execute();
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('review_marks'));
  },
);
