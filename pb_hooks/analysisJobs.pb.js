// The claim of analysis jobs (issue 21), for the analysis service's superuser only. One SQLite
// write transaction (PocketBase runs them one at a time) re-queues the running jobs whose runner
// stopped beating, then marks one queued job running under a fresh claim token: two runners
// asking at once never get the same job. Among queued jobs, the oldest of the owner with the
// fewest running jobs is taken, so one user's long batch does not hold every runner. A job whose
// runner died three times (a file that takes its process down) fails instead of looping.
routerAdd(
  'POST',
  '/api/analysis-jobs/claim',
  (e) => {
    // Handlers run in their own context: constants live here.
    const MAX_ATTEMPTS = 3;
    const body = e.requestInfo().body;
    const runner = String(body['runner'] || '').slice(0, 100);
    const staleSeconds = Math.max(1, Number(body['staleSeconds']) || 60);
    const stamp = (ms) => new Date(ms).toISOString().replace('T', ' ');
    let claimed = null;
    e.app.runInTransaction((tx) => {
      const now = Date.now();
      const stale = tx.findRecordsByFilter(
        'analysis_jobs',
        "state = 'running' && heartbeat_at < {:stale}",
        'created',
        100,
        0,
        { stale: stamp(now - staleSeconds * 1000) },
      );
      for (const job of stale) {
        job.set('claimed_by', '');
        job.set('claim_token', '');
        if (job.getInt('attempts') >= MAX_ATTEMPTS) {
          const interrupted = require(`${__hooks}/../common/hookErrors.json`).ANALYSIS_INTERRUPTED;
          job.set('state', 'failed');
          job.set('stage', 'done');
          job.set('error_code', 'ANALYSIS_INTERRUPTED');
          job.set('error_message', interrupted.message);
          job.set('finished_at', stamp(now));
          job.set('files', []);
        } else {
          job.set('state', 'queued');
        }
        tx.save(job);
      }
      const queued = tx.findRecordsByFilter('analysis_jobs', "state = 'queued'", 'created', 200, 0);
      if (queued.length === 0) return;
      const running = tx.findRecordsByFilter('analysis_jobs', "state = 'running'", '', 1000, 0);
      const runningOf = {};
      for (const job of running) {
        const owner = job.getString('owner');
        runningOf[owner] = (runningOf[owner] || 0) + 1;
      }
      let chosen = queued[0];
      for (const job of queued) {
        if ((runningOf[job.getString('owner')] || 0) < (runningOf[chosen.getString('owner')] || 0))
          chosen = job;
      }
      const token = $security.randomString(32);
      chosen.set('state', 'running');
      chosen.set('claimed_by', runner);
      chosen.set('claim_token', token);
      chosen.set('claimed_at', stamp(now));
      chosen.set('heartbeat_at', stamp(now));
      chosen.set('attempts', chosen.getInt('attempts') + 1);
      tx.save(chosen);
      claimed = { id: chosen.id, token: token };
    });
    return e.json(200, { job: claimed });
  },
  $apis.requireSuperuserAuth(),
);
