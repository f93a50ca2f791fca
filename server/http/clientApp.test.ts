import { describe, expect, it } from 'vitest';
import { isSpaRoute } from './clientApp';

describe('isSpaRoute', () => {
  it('accepts exactly the routes of SPEC §2', () => {
    for (const route of [
      '/',
      '/login',
      '/register',
      '/dashboard',
      '/reports/new',
      '/reports/k3j2h1g0f9d8s7a',
    ]) {
      expect(isSpaRoute(route), route).toBe(true);
    }
    for (const route of ['/admin', '/reports', '/reports/a/b', '/login/extra', '/reports/../etc']) {
      expect(isSpaRoute(route), route).toBe(false);
    }
  });
});
