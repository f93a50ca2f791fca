// Scheduled backups with PocketBase's own cron backups (zips of pb_data in pb_data/backups), set at
// every start from BACKUP_CRON (a cron expression, or "off") and BACKUP_KEEP (how many scheduled
// backups are kept). The gateway validates both and passes them on; a PocketBase started without
// them keeps the schedule set in its dashboard.
onBootstrap((e) => {
  e.next();
  const cron = $os.getenv('BACKUP_CRON');
  if (cron === '') return;
  const settings = e.app.settings();
  settings.backups.cron = cron === 'off' ? '' : cron;
  settings.backups.cronMaxKeep = parseInt($os.getenv('BACKUP_KEEP'), 10);
  e.app.save(settings);
});

// The gateway's lock on the data directory (its name in TITULO360_LOCK_FILE) belongs to the running
// process, never to a backup: a restore must neither bring back an old lock nor take the current one.
onBackupCreate((e) => {
  const lock = $os.getenv('TITULO360_LOCK_FILE');
  if (lock) e.exclude = [...e.exclude, lock];
  e.next();
});

onBackupRestore((e) => {
  const lock = $os.getenv('TITULO360_LOCK_FILE');
  if (lock) e.exclude = [...e.exclude, lock];
  e.next();
});
