import { writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, fakeClientBuild } from '../../tests/support/gatewayHarness';
import { clientApp, isSpaRoute } from './clientApp';

describe('isSpaRoute', () => {
  it('accepts exactly the routes of SPEC §2 and the firm settings', () => {
    for (const route of CLIENT_ROUTES) expect(isSpaRoute(route), route).toBe(true);
    for (const route of [
      '/admin',
      '/reports',
      '/reports/a/b',
      '/login/extra',
      '/reports/../etc',
      '/settings/x',
      '/restablecer-clave',
      '/verificar-email/a/b',
    ]) {
      expect(isSpaRoute(route), route).toBe(false);
    }
  });
});

describe('clientApp', () => {
  it('does not serve source maps, even when a build has them', async () => {
    const dist = fakeClientBuild();
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), '{"sources":["../src/main.tsx"]}');
    const app = express().use(clientApp(dist));
    expect((await request(app).get('/assets/app-abc123.js')).status).toBe(200);
    const map = await request(app).get('/assets/app-abc123.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('main.tsx');
  });
});
