// PocketBase sits behind the Express gateway, which appends the client address to
// X-Forwarded-For: trust that header and take its right-most (gateway-written) value.
// Auth endpoints get PocketBase's own rate limiter against password guessing.
migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = 'titulo360';
    settings.trustedProxy.headers = ['X-Forwarded-For'];
    settings.trustedProxy.useLeftmostIP = false;
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', duration: 60, maxRequests: 30 },
      { label: '*:create', audience: '@guest', duration: 60, maxRequests: 30 },
      { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
    ];
    app.save(settings);
  },
  () => {
    // Settings are left as they are on revert.
  },
);
