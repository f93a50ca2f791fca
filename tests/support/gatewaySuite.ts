import { afterAll, beforeAll } from 'vitest';
import { createUser, type TestUser } from '../factories/users';
import { createTestGateway, type TestGateway } from './gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from './pocketbaseHarness';

export interface GatewaySuite {
  gateway: TestGateway;
  user: TestUser;
}

/**
 * A test gateway on a PocketBase of the test file's own, and one signed-up user: started before the
 * file's tests, stopped after them. Read the fields inside tests and hooks only.
 */
export function gatewaySuite(): Readonly<GatewaySuite> {
  let pb: TestPocketBase | undefined;
  let started: GatewaySuite | undefined;

  beforeAll(async () => {
    pb = await startTestPocketBase();
    const gateway = createTestGateway({ pb });
    started = { gateway, user: await createUser(pb.url) };
  });

  afterAll(async () => {
    await started?.gateway.runner?.stop(0);
    await pb?.stop();
  });

  const get = (): GatewaySuite => {
    if (!started) throw new Error('gatewaySuite is read before its beforeAll ran');
    return started;
  };
  return {
    get gateway() {
      return get().gateway;
    },
    get user() {
      return get().user;
    },
  };
}
