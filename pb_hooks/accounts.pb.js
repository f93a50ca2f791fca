// Accounts (issue #20; README "Accounts"): sign-up policy, e-mail verification, server-side
// logout, and PocketBase's e-mails handed to the gateway's outbox.

// The links of the e-mails point to APP_URL, the address users reach the gateway at.
onBootstrap((e) => {
  e.next();
  const settings = e.app.settings();
  settings.meta.appName = 'titulo360';
  const appUrl = $os.getenv('APP_URL');
  if (appUrl) settings.meta.appURL = appUrl;
  e.app.save(settings);
});

// Every e-mail PocketBase writes (reset, verification) is stored instead of sent: the gateway
// delivers the outbox through SMTP_URL and retries while SMTP is down (server/accounts/mailOutbox.ts).
onMailerSend((e) => {
  const outbox = e.app.findCollectionByNameOrId('mail_outbox');
  for (const to of e.message.to) {
    const mail = new Record(outbox);
    mail.set('to', to.address);
    mail.set('subject', e.message.subject);
    mail.set('html', e.message.html);
    mail.set('text', e.message.text);
    mail.set('sent', false);
    mail.set('attempts', 0);
    mail.set('next_attempt_at', new DateTime());
    e.app.save(mail);
  }
});

onRecordCreateRequest((e) => {
  const policy = require(`${__hooks}/lib/accountPolicy.js`);
  if (!e.hasSuperuserAuth() && !policy.signupOpen()) throw new ForbiddenError(policy.messages().signupClosed);
  e.next();
}, 'users');

// Runs after the password was checked, so it tells nothing to whoever does not know it. The
// refused person gets a fresh link, in case the first one expired or went astray.
onRecordAuthRequest((e) => {
  const policy = require(`${__hooks}/lib/accountPolicy.js`);
  if (policy.verificationRequired() && e.record && !e.record.verified()) {
    $mails.sendRecordVerification(e.app, e.record);
    throw new ForbiddenError(policy.messages().emailNotVerified);
  }
  e.next();
}, 'users');

// A new account that must confirm its e-mail gets the link at once.
onRecordAfterCreateSuccess((e) => {
  const policy = require(`${__hooks}/lib/accountPolicy.js`);
  if (policy.verificationRequired() && !e.record.verified()) $mails.sendRecordVerification(e.app, e.record);
  e.next();
}, 'users');

// Signing out revokes every token of the user: a new token key invalidates them all.
routerAdd(
  'POST',
  '/api/accounts/logout',
  (e) => {
    const user = e.app.findRecordById('users', e.auth.id);
    user.refreshTokenKey();
    e.app.save(user);
    return e.noContent(204);
  },
  $apis.requireAuth('users'),
);

// In invitation mode, an account that never chose its password (created by an administrator,
// not yet verified) receives the reset link as an invitation; choosing the password verifies it.
onMailerRecordPasswordResetSend((e) => {
  const policy = require(`${__hooks}/lib/accountPolicy.js`);
  if (!policy.signupOpen() && !e.record.verified()) {
    const invitation = policy.invitation(
      e.app.settings().meta.appURL,
      e.meta.token,
      e.record.getString('name'),
    );
    e.message.subject = invitation.subject;
    e.message.html = invitation.html;
    e.message.text = '';
  }
  e.next();
}, 'users');

// The sign-up screen asks first, so that in invitation mode it says so instead of a form.
routerAdd('GET', '/api/accounts/signup', (e) => {
  const policy = require(`${__hooks}/lib/accountPolicy.js`);
  return e.json(200, { open: policy.signupOpen(), verifyEmail: policy.verificationRequired() });
});
