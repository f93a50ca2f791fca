// PocketBase's own rate limiter, against password guessing and sign-up floods, set at every start
// from AUTH_RATE_LIMIT_PER_MINUTE (attempts per client address and minute; default 30, 0 = off).
// The gateway validates the variable and passes it on; PocketBase sees each client's address
// through the trusted X-Forwarded-For header. The gateway's Retry-After for these limits
// (server/proxy/pocketbaseProxy.ts, common/errors.ts) follows their windows: 60 s and 10 s.
onBootstrap((e) => {
  e.next();
  const raw = $os.getenv('AUTH_RATE_LIMIT_PER_MINUTE');
  const perMinute = raw === '' ? 30 : parseInt(raw, 10);
  const settings = e.app.settings();
  settings.rateLimits.enabled = perMinute > 0;
  settings.rateLimits.rules = [
    { label: '*:auth', audience: '', duration: 60, maxRequests: Math.max(perMinute, 1) },
    { label: '*:create', audience: '@guest', duration: 60, maxRequests: Math.max(perMinute, 1) },
    { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
  ];
  e.app.save(settings);
});
