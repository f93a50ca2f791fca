import os from 'node:os';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../common/errors';
import { createReport, reportData } from '../factories/reports';
import { createUser, type TestUser } from '../factories/users';
import { createTestGateway, type TestGateway } from '../support/gatewayHarness';
import { fromAddress, listenOnLoopback } from '../support/loopbackClient';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';

let pb: TestPocketBase;
let gateway: TestGateway;
let user: TestUser;
const logLines: string[] = [];

beforeAll(async () => {
  pb = await startTestPocketBase();
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  gateway = createTestGateway({ pb, logger });
  user = await createUser(pb.url, { name: 'Josefina Pérez Soto' });
});

afterAll(async () => {
  await pb?.stop();
});

/** An IPv4 address of this machine that is not loopback, if it has one. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe("PocketBase's dashboard /_/", () => {
  it('is served to loopback, and refused in Spanish to an address a local reverse proxy forwards', async () => {
    const local = await request(gateway.app).get('/_/');
    expect(local.status).toBe(200);
    expect(local.text).toMatch(/<html/i);

    const forwarded = await request(gateway.app).get('/_/').set('x-forwarded-for', '203.0.113.7');
    expect(forwarded.status).toBe(403);
    expect(forwarded.body).toEqual({
      code: 'ADMIN_LOOPBACK_ONLY',
      message: API_ERRORS.ADMIN_LOOPBACK_ONLY.message,
    });
    const assets = await request(gateway.app)
      .get('/_/images/favicon/favicon.png')
      .set('x-forwarded-for', '203.0.113.7');
    expect(assets.status).toBe(403);
  });

  it.skipIf(outsideAddress === undefined)(
    'is refused to a client connecting from a non-loopback address',
    async () => {
      const listening = await listenOnLoopback(gateway.app, '0.0.0.0');
      const outside = fromAddress(listening.port, outsideAddress ?? '', outsideAddress);
      try {
        expect((await outside.send('GET', '/_/')).status).toBe(403);
        expect((await outside.send('GET', '/api/health')).status).toBe(200);
      } finally {
        outside.close();
        await listening.close();
      }
    },
  );

  it('is served to any address with PB_ADMIN_PUBLIC=true', async () => {
    const open = createTestGateway({ pb, pocketbaseAdminPublic: true });
    const forwarded = await request(open.app).get('/_/').set('x-forwarded-for', '203.0.113.7');
    expect(forwarded.status).toBe(200);
  });
});

describe('edges of the API', () => {
  it("does not pass on PocketBase's CORS `*`", async () => {
    const simple = await request(gateway.app).get('/api/health').set('origin', 'https://otro-sitio.example');
    expect(simple.status).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(gateway.app)
      .options('/api/collections/new_reports/records')
      .set('origin', 'https://otro-sitio.example')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'authorization,content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('refuses a record id chosen by the client, and creates with its own', async () => {
    const chosen = await request(gateway.app)
      .post('/api/collections/new_reports/records')
      .set('authorization', user.token)
      .send({ ...reportData(), id: 'elegidoporminnn' });
    expect(chosen.status).toBe(400);
    expect(chosen.body.message).toBe(
      'El identificador de un registro lo asigna el servidor: no lo envíe al crearlo.',
    );
    expect(await user.pb.collection('new_reports').getFullList({ filter: 'id = "elegidoporminnn"' })).toEqual(
      [],
    );
    const generated = await request(gateway.app)
      .post('/api/collections/new_reports/records')
      .set('authorization', user.token)
      .send(reportData());
    expect(generated.status).toBe(200);
    expect(generated.body.id).toMatch(/^[a-z0-9]{15}$/);
    const support = await request(gateway.app).post('/api/collections/users/records').send({
      id: 'usuarioelegido1',
      email: 'elige@example.cl',
      password: 'clave-segura-123',
      passwordConfirm: 'clave-segura-123',
    });
    expect(support.status).toBe(400);
  });

  it('keeps file tokens and search text out of the request logs', async () => {
    const record = await createReport(user.pb);
    const fileToken = await user.pb.files.getToken();
    logLines.length = 0;
    await request(gateway.app).get(`/api/files/new_reports/${record.id}/nada.pdf?token=${fileToken}`);
    await request(gateway.app)
      .get('/api/collections/new_reports/records')
      .query({ filter: "name ~ 'Pérez 12.345.678-5'", page: 1 })
      .set('authorization', user.token);
    const logged = logLines.join('');
    expect(logged).toContain('/api/files/new_reports/');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(fileToken);
    expect(logged).not.toMatch(/P(é|%C3%A9)rez/);
    expect(logged).not.toContain('12.345.678');
  });

  it('answers unknown analysis API paths with a JSON 404, even to a browser', async () => {
    for (const path of [
      '/analysis/api/nada',
      '/analysis/api/download/xls',
      '/analysis/api/upload_files/x/y',
    ]) {
      const response = await request(gateway.app).get(path).set('accept', 'text/html');
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ code: 'NOT_FOUND', message: API_ERRORS.NOT_FOUND.message });
    }
  });
});
