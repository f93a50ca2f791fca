import type PocketBase from 'pocketbase';
import { afterAll, beforeAll } from 'vitest';
import { createUser, type TestUser } from '../factories/users';
import { startTestPocketBase, type TestPocketBase } from './pocketbaseHarness';
import { signInService } from './serviceSuperuser';

interface TwoUsers {
  server: TestPocketBase;
  /** The gateway's superuser client, as the server's own code uses PocketBase. */
  service: PocketBase;
  alice: TestUser;
  bob: TestUser;
}

/**
 * A real PocketBase for one test file with two users, Alicia and Roberto: started before the
 * file's tests, stopped after them. Read its parts inside tests (`env.alice`).
 */
export function pocketBaseWithTwoUsers(): Readonly<TwoUsers> {
  let started: TwoUsers | undefined;
  beforeAll(async () => {
    const server = await startTestPocketBase();
    started = {
      server,
      service: await signInService(server.url, server.superuser),
      alice: await createUser(server.url, { name: 'Alicia Soto' }),
      bob: await createUser(server.url, { name: 'Roberto Díaz' }),
    };
  });
  afterAll(async () => {
    await started?.server.stop();
  });
  const part = <K extends keyof TwoUsers>(key: K): TwoUsers[K] => {
    if (!started) throw new Error('PocketBase is started before the tests only');
    return started[key];
  };
  return {
    get server() {
      return part('server');
    },
    get service() {
      return part('service');
    },
    get alice() {
      return part('alice');
    },
    get bob() {
      return part('bob');
    },
  };
}
