import { randomUUID } from 'node:crypto';
import PocketBase, { type RecordModel } from 'pocketbase';

export interface TestUser {
  pb: PocketBase;
  record: RecordModel;
  email: string;
  password: string;
  token: string;
}

/** Registers a user through the public API (as the client does) and signs them in. */
export async function createUser(baseUrl: string, overrides: { name?: string } = {}): Promise<TestUser> {
  const pb = new PocketBase(baseUrl);
  pb.autoCancellation(false);
  const email = `usuario-${randomUUID().slice(0, 8)}@example.cl`;
  const password = 'clave-segura-123';
  await pb.collection('users').create({
    email,
    password,
    passwordConfirm: password,
    name: overrides.name ?? 'María Pérez',
  });
  const auth = await pb.collection('users').authWithPassword(email, password);
  return { pb, record: auth.record, email, password, token: auth.token };
}
