/**
 * `npm run invite -- EMAIL [NOMBRE]`: an administrator invites a person (SIGNUP_MODE=invitation).
 * Run on the server while titulo360 is running: it signs in with the gateway's service account
 * and PocketBase e-mails the invitation link through the gateway's outbox.
 */
import { z } from 'zod';
import { inviteUser } from '../server/accounts/inviteUser';
import { loadConfig, superuserFile } from '../server/config';
import { serviceClient } from '../server/pocketbase/clients';
import { readServiceCredentials } from '../server/pocketbase/serviceAccount';

const config = loadConfig();
const [email, ...nameParts] = process.argv.slice(2);
if (!email || !z.email().safeParse(email).success) {
  console.error('Uso: npm run invite -- EMAIL [NOMBRE]');
  process.exit(1);
}
const credentials = readServiceCredentials(superuserFile(config));
if (!credentials) {
  console.error(
    `No se encontró la cuenta de servicio en ${superuserFile(config)}: inicie titulo360 una vez.`,
  );
  process.exit(1);
}
// The gateway forwards PocketBase's API; a separate PocketBase is reached directly.
const pocketbaseUrl = config.POCKETBASE_URL ?? `http://127.0.0.1:${config.PORT}`;
try {
  const superuser = await serviceClient(pocketbaseUrl, credentials)();
  await inviteUser(superuser, { email, name: nameParts.join(' ') });
  console.log(`Invitación enviada a ${email}. El enlace vence en 30 minutos.`);
} catch (error) {
  console.error(`No se pudo invitar a ${email}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
