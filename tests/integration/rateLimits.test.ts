import PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';
import { statusOf } from '../support/statusOf';

let server: TestPocketBase | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

function attemptStatus(pb: PocketBase, email: string): Promise<number> {
  return statusOf(pb.collection('users').authWithPassword(email, 'clave-equivocada'));
}

describe('PocketBase rate limits (pb_hooks/rateLimits.pb.js)', () => {
  it('limits sign-in attempts per client and minute as AUTH_RATE_LIMIT_PER_MINUTE says', async () => {
    server = await startTestPocketBase({ authRateLimitPerMinute: 3 });
    const user = await createUser(server.url);
    const anonymous = new PocketBase(server.url);
    anonymous.autoCancellation(false);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push(await attemptStatus(anonymous, user.email));
    // createUser signed in once already: two wrong passwords fit in the limit of three, then 429.
    expect(statuses).toEqual([400, 400, 429, 429]);
  });

  it('is on with 30 a minute by default, and off with 0', async () => {
    server = await startTestPocketBase();
    const admin = new PocketBase(server.url);
    await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
    const settings = await admin.settings.getAll();
    expect(settings.rateLimits.enabled).toBe(true);
    expect(settings.rateLimits.rules).toContainEqual(
      expect.objectContaining({ label: '*:auth', maxRequests: 30 }),
    );
    await server.stop();

    server = await startTestPocketBase({ authRateLimitPerMinute: 0 });
    const off = new PocketBase(server.url);
    await off.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password);
    expect((await off.settings.getAll()).rateLimits.enabled).toBe(false);
  });
});
