// Accounts (issue #20): PocketBase's own e-mails (password reset, invitation, verification) are
// written in Spanish and point to the client's pages; pb_hooks/accounts.pb.js puts them in the
// `mail_outbox` collection, which the gateway delivers through SMTP_URL and retries while SMTP is
// down. No user can list, read or change the outbox.
const RESET_BODY = `<p>Estimado(a) {RECORD:name}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de su cuenta en {APP_NAME}.</p>
<p><a href="{APP_URL}/restablecer-clave/{TOKEN}">Restablecer mi contraseña</a></p>
<p>El enlace vence en 30 minutos. Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.</p>
<p>{APP_NAME}</p>`;

const VERIFICATION_BODY = `<p>Estimado(a) {RECORD:name}:</p>
<p>Gracias por registrarse en {APP_NAME}. Para activar su cuenta, confirme su email:</p>
<p><a href="{APP_URL}/verificar-email/{TOKEN}">Confirmar mi email</a></p>
<p>Si usted no creó esta cuenta, ignore este mensaje.</p>
<p>{APP_NAME}</p>`;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.resetPasswordTemplate = { subject: 'Restablezca su contraseña de {APP_NAME}', body: RESET_BODY };
    users.verificationTemplate = { subject: 'Confirme su email en {APP_NAME}', body: VERIFICATION_BODY };
    // A reset link is a key to the account: it lives 30 minutes, not PocketBase's default.
    users.passwordResetToken.duration = 30 * 60;
    // PocketBase's "new sign-in location" alert is English and of little use on a firm's network.
    users.authAlert.enabled = false;
    app.save(users);

    // Accounts made before sign-up required a verified e-mail keep signing in.
    app.db().newQuery('UPDATE users SET verified = TRUE').execute();

    const outbox = new Collection({
      type: 'base',
      name: 'mail_outbox',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'email', name: 'to', required: true },
        { type: 'text', name: 'subject', required: true, max: 500 },
        { type: 'text', name: 'html', max: 100000 },
        { type: 'text', name: 'text', max: 100000 },
        { type: 'bool', name: 'sent' },
        { type: 'number', name: 'attempts', onlyInt: true, min: 0 },
        { type: 'date', name: 'next_attempt_at' },
        { type: 'date', name: 'sent_at' },
        { type: 'text', name: 'last_error', max: 2000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_mail_outbox_pending ON mail_outbox (sent, next_attempt_at)'],
    });
    app.save(outbox);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('mail_outbox'));
  },
);
