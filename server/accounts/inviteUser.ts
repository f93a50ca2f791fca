import { randomBytes } from 'node:crypto';
import type PocketBase from 'pocketbase';

export interface Invitation {
  email: string;
  name: string;
}

/**
 * An administrator's invitation: the account is created with a password nobody knows and not
 * verified, and PocketBase's password reset sends the link where the invited person chooses one
 * (pb_hooks/accounts.pb.js words that e-mail as an invitation). Inviting an existing, not yet
 * activated account again sends a new link.
 */
export async function inviteUser(superuser: PocketBase, { email, name }: Invitation): Promise<void> {
  const users = superuser.collection('users');
  const existing = await users.getList(1, 1, { filter: superuser.filter('email = {:email}', { email }) });
  const found = existing.items[0];
  if (found?.verified) throw new Error(`${email} ya tiene una cuenta activa.`);
  if (!found) {
    const password = randomBytes(24).toString('base64url');
    await users.create({ email, name, password, passwordConfirm: password, verified: false });
  }
  await users.requestPasswordReset(email);
}
