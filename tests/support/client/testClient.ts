import PocketBase, { BaseAuthStore } from 'pocketbase';

// Port 9 (discard) has no listener: any request fails fast as a network error, never reaching a server.
const UNREACHABLE_URL = 'http://127.0.0.1:9';

export const TEST_USER = { id: 'user0000000001', email: 'ana@example.com', name: 'Ana Pérez' };

/** A PocketBase client with an in-memory session, so tests neither share state nor touch a server. */
export function createTestClient(): PocketBase {
  return new PocketBase(UNREACHABLE_URL, new BaseAuthStore());
}

function fakeToken(): string {
  const payload = {
    collectionId: '_pb_users_auth_',
    exp: Math.floor(Date.now() / 1000) + 3600,
    type: 'auth',
  };
  return ['header', btoa(JSON.stringify(payload)), 'signature'].join('.');
}

/** Puts a session for TEST_USER (or the given user) in the client's store, as a past login would. */
export function signIn(
  client: PocketBase,
  user: { id: string; email: string; name: string } = TEST_USER,
): void {
  client.authStore.save(fakeToken(), { ...user, collectionId: '_pb_users_auth_', collectionName: 'users' });
}
