// Who may sign up and sign in, from the variables the gateway passes on (server/config.ts):
// SIGNUP_MODE `invitation` (the default, also when unset) or `open`, and SIGNUP_VERIFY_EMAIL
// (`false` lets open sign-ups in without confirming their e-mail). The Spanish texts are the ones
// of the error catalogue (common/accounts/accountMessages.json).
// A plain module (not *.pb.js): hook handlers run in isolated contexts and require it.

function signupOpen() {
  return $os.getenv('SIGNUP_MODE') === 'open';
}

function verificationRequired() {
  return signupOpen() && $os.getenv('SIGNUP_VERIFY_EMAIL') !== 'false';
}

function messages() {
  return require(`${__hooks}/../common/accounts/accountMessages.json`);
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// The invitation names the page where the invited person chooses a password (the reset token).
function invitation(appUrl, token, name) {
  const link = `${appUrl}/activar-cuenta/${token}`;
  return {
    subject: 'Invitación a titulo360',
    html: `<p>Estimado(a) ${escapeHtml(name)}:</p>
<p>El administrador de su estudio creó una cuenta para usted en titulo360. Para activarla, elija su contraseña:</p>
<p><a href="${link}">Activar mi cuenta</a></p>
<p>El enlace vence en 30 minutos; si vence, pida una nueva invitación o use «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.</p>
<p>titulo360</p>`,
  };
}

module.exports = { signupOpen, verificationRequired, messages, invitation };
