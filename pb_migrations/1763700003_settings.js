// PocketBase sits behind the Express gateway, which appends the client address to
// X-Forwarded-For: trust that header and take its right-most (gateway-written) value.
// Rate limits are applied at every start by pb_hooks/rateLimits.pb.js.
migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = 'titulo360';
    settings.trustedProxy.headers = ['X-Forwarded-For'];
    settings.trustedProxy.useLeftmostIP = false;
    app.save(settings);
  },
  () => {
    // Settings are left as they are on revert.
  },
);
