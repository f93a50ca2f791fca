import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../tests/factories/users';
import { CLIENT_ROUTES, createTestGateway } from '../tests/support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../tests/support/pocketbaseHarness';
import { freePort } from './pocketbase/embeddedPocketBase';

let pb: TestPocketBase;
let user: TestUser;

beforeAll(async () => {
  pb = await startTestPocketBase();
  user = await createUser(pb.url, { name: 'Ignacio Fuentes' });
});

afterAll(async () => {
  await pb?.stop();
});

describe('gateway', () => {
  it('proxies the PocketBase REST API with the caller’s token', async () => {
    const { app } = createTestGateway({ pb });
    const auth = await request(app)
      .post('/api/collections/users/auth-with-password')
      .send({ identity: user.email, password: user.password });
    expect(auth.status).toBe(200);
    expect(auth.body.record.name).toBe('Ignacio Fuentes');

    const created = await request(app)
      .post('/api/collections/new_reports/records')
      .set('authorization', auth.body.token)
      .send({ name: 'Vía gateway', output: { property_registry_history: [] } });
    expect(created.status).toBe(200);
    expect(created.body.owner).toBe(user.record.id);

    const list = await request(app)
      .get('/api/collections/new_reports/records')
      .query({ sort: '-created', fields: 'id,name,created' })
      .set('authorization', auth.body.token);
    expect(list.body.items[0]).toEqual({
      id: created.body.id,
      name: 'Vía gateway',
      created: created.body.created,
    });
  });

  it('streams realtime events without buffering', async () => {
    const { app } = createTestGateway({ pb });
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${port}/api/realtime`, { signal: controller.signal });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain('PB_CONNECT');
      controller.abort();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('serves the PocketBase dashboard under /_/', async () => {
    const { app } = createTestGateway({ pb });
    const response = await request(app).get('/_/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('PocketBase');
    // The dashboard keeps PocketBase's own CSP, not the client's.
    const direct = await fetch(`${pb.url}/_/`);
    expect(response.headers['content-security-policy']).toBe(direct.headers.get('content-security-policy'));
  });

  it('serves the client for the SPEC routes and a 404 page elsewhere', async () => {
    const { app } = createTestGateway({ pb });
    for (const route of CLIENT_ROUTES) {
      const response = await request(app).get(route).set('accept', 'text/html');
      expect(response.status, route).toBe(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const unknown = await request(app).get('/no-existe').set('accept', 'text/html');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<div id="root">');

    const asset = await request(app).get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await request(app).get('/assets/missing.js').set('accept', 'application/json');
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.body.message).toBeTruthy();
  });

  it('sends security headers with a CSP limited to the own origin', async () => {
    const { app } = createTestGateway({ pb });
    const response = await request(app).get('/login').set('accept', 'text/html');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('reports health of the gateway, PocketBase and SMTP', async () => {
    const { app } = createTestGateway({ pb, smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    const response = await request(app).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      gateway: 'ok',
      pocketbase: 'ok',
      pocketbaseRestarts: 0,
      analysis: 'in_process',
      smtp: 'down',
      serviceAccount: { status: 'ok' },
    });
  });

  it('answers 503 with a Spanish message when PocketBase is down', async () => {
    const deadPort = await freePort();
    const { app } = createTestGateway({ pb: { ...pb, url: `http://127.0.0.1:${deadPort}` } });
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.pocketbase).toBe('down');
    const proxied = await request(app).get('/api/collections/new_reports/records');
    expect(proxied.status).toBe(503);
    expect(proxied.body.message).toMatch(/no está disponible/);
  });

  it('guards the in-process analysis API with the PocketBase token', async () => {
    const { app } = createTestGateway({ pb });
    expect((await request(app).post('/analysis/api/upload_files')).status).toBe(401);
    const authorised = await request(app)
      .post('/analysis/api/upload_files')
      .set('authorization', `Bearer ${user.token}`);
    expect(authorised.status).toBe(400);
    expect(authorised.body.message).toBe('No se seleccionaron archivos');
  });

  it('proxies /analysis to ANALYSIS_URL when set, without the prefix', async () => {
    const seen: string[] = [];
    const remote = http
      .createServer((req, res) => {
        seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"report_id":"r1"}');
      })
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => remote.once('listening', resolve));
    try {
      const { port } = remote.address() as AddressInfo;
      const { app } = createTestGateway({ pb, analysisUrl: `http://127.0.0.1:${port}` });
      const response = await request(app)
        .post('/analysis/api/upload_files')
        .set('authorization', 'Bearer t0k');
      expect(response.body).toEqual({ report_id: 'r1' });
      expect(seen).toEqual(['POST /api/upload_files Bearer t0k']);
    } finally {
      remote.close();
    }
    const down = createTestGateway({ pb, analysisUrl: `http://127.0.0.1:${await freePort()}` });
    const unavailable = await request(down.app).post('/analysis/api/upload_files');
    expect(unavailable.status).toBe(503);
    expect(unavailable.body.message).toMatch(/análisis no está disponible/);
  });
});
