import PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../common/errors';
import { createReport } from '../factories/reports';
import { createUser } from '../factories/users';
import { createTestGateway } from '../support/gatewayHarness';
import { fromAddress, listenOnLoopback, type LoopbackAnswer } from '../support/loopbackClient';
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

/** Runs `count` calls of `call`, `concurrency` at a time, and returns their answers in order. */
async function burst(
  count: number,
  concurrency: number,
  call: (index: number) => Promise<LoopbackAnswer>,
): Promise<LoopbackAnswer[]> {
  const answers: LoopbackAnswer[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < count; index = next++) answers[index] = await call(index);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return answers;
}

describe('rate limits per caller through the gateway', () => {
  it("one user's 400 calls in a burst leave another user's requests 2xx; the first gets a Spanish 429 with Retry-After", async () => {
    server = await startTestPocketBase();
    const gateway = createTestGateway({ pb: server });
    const listening = await listenOnLoopback(gateway.app);
    const heavy = await createUser(server.url);
    const other = await createUser(server.url);
    const heavyReport = await createReport(heavy.pb);
    const otherReport = await createReport(other.pb);
    const heavyClient = fromAddress(listening.port, '127.0.0.2');
    const otherClient = fromAddress(listening.port, '127.0.0.3');
    try {
      // Half through the proxy, half through the analysis API, whose calls to PocketBase the
      // gateway makes itself (two each: the token check and the marks): 600 calls to PocketBase.
      const bearer = { authorization: `Bearer ${heavy.token}` };
      const answers = await burst(400, 8, (index) =>
        index % 2 === 0
          ? heavyClient.send('GET', `/api/collections/new_reports/records/${heavyReport.id}`, bearer)
          : heavyClient.send('GET', `/analysis/api/reports/${heavyReport.id}/marks`, bearer),
      );
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 401)).toEqual([]);
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe(String(API_ERRORS.BACKEND_RATE_LIMITED.retryAfterSeconds));
        expect(JSON.parse(answer.body)).toEqual({
          code: 'BACKEND_RATE_LIMITED',
          message: API_ERRORS.BACKEND_RATE_LIMITED.message,
        });
      }
      expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([429]));

      const otherBearer = { authorization: `Bearer ${other.token}` };
      const otherAnswers = await Promise.all([
        otherClient.send('GET', `/api/collections/new_reports/records/${otherReport.id}`, otherBearer),
        otherClient.send('GET', `/analysis/api/reports/${otherReport.id}/marks`, otherBearer),
        otherClient.send('GET', '/api/collections/new_reports/records', otherBearer),
      ]);
      expect(otherAnswers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    } finally {
      heavyClient.close();
      otherClient.close();
      await listening.close();
    }
  }, 120_000);
});
