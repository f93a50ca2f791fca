import PocketBase, { type RecordModel } from 'pocketbase';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../tests/factories/users';
import { createTestGateway, SUPPORT_TO } from '../../tests/support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../../tests/support/pocketbaseHarness';
import { freePort } from '../pocketbase/embeddedPocketBase';
import { startSmtpServer, type TestSmtpServer } from '../../tests/support/smtpTestServer';

let pb: TestPocketBase;
let smtp: TestSmtpServer;
let user: TestUser;

beforeAll(async () => {
  pb = await startTestPocketBase();
  smtp = await startSmtpServer();
  user = await createUser(pb.url, { name: 'Camila Rojas' });
});

afterAll(async () => {
  await smtp?.stop();
  await pb?.stop();
});

async function storedMessages(): Promise<RecordModel[]> {
  const admin = new PocketBase(pb.url);
  await admin.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
  return admin.collection('support_messages').getFullList({ sort: 'created' });
}

describe('POST /api/support/email', () => {
  it('answers 401 without a token or with an invalid one', async () => {
    const { app } = createTestGateway({ pb, smtpUrl: smtp.url });
    const body = { subject: 'Hola', content: 'Ayuda' };
    const missing = await request(app).post('/api/support/email').send(body);
    expect(missing.status).toBe(401);
    expect(missing.body.message).toMatch(/sesión/);
    const invalid = await request(app)
      .post('/api/support/email')
      .set('authorization', 'Bearer nope')
      .send(body);
    expect(invalid.status).toBe(401);
  });

  it('answers 400 with the SPEC message when a field is blank after trimming', async () => {
    const { app } = createTestGateway({ pb, smtpUrl: smtp.url });
    for (const body of [
      { subject: '   ', content: 'Texto' },
      { subject: 'Asunto', content: '\n\t ' },
      { subject: 'Solo' },
    ]) {
      const response = await request(app)
        .post('/api/support/email')
        .set('authorization', `Bearer ${user.token}`)
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Por favor completa todos los campos');
    }
  });

  it('stores the message and emails it to SUPPORT_TO with the subject and body', async () => {
    const { app, outbox } = createTestGateway({ pb, smtpUrl: smtp.url });
    const before = smtp.messages.length;
    const response = await request(app)
      .post('/api/support/email')
      .set('authorization', `Bearer ${user.token}`)
      .send({
        subject: '  No puedo descargar el PDF  ',
        content: 'El botón queda en «Generando...» ¿qué hago?',
      });
    expect(response.status).toBe(201);

    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(mail?.subject).toBe('[Soporte titulo360] No puedo descargar el PDF');
    expect(mail?.text).toContain('El botón queda en «Generando...» ¿qué hago?');
    expect(mail?.text).toContain(user.email);
    expect(mail?.replyTo?.text).toContain(user.email);
    const to = Array.isArray(mail?.to) ? mail.to[0] : mail?.to;
    expect(to?.text).toBe(SUPPORT_TO);

    await outbox.stop();
    const stored = (await storedMessages()).find((m) => m.subject === 'No puedo descargar el PDF');
    expect(stored).toMatchObject({ user: user.record.id, sent: true, attempts: 1 });
  });

  it('answers 429 with a Spanish message past the per-user limit', async () => {
    const { app } = createTestGateway({ pb, smtpUrl: smtp.url, rateLimit: { max: 2, windowMinutes: 15 } });
    const other = await createUser(pb.url);
    const send = (token: string) =>
      request(app)
        .post('/api/support/email')
        .set('authorization', `Bearer ${token}`)
        .send({ subject: 'a', content: 'b' });
    expect((await send(user.token)).status).toBe(201);
    expect((await send(user.token)).status).toBe(201);
    const limited = await send(user.token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/demasiados mensajes/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per user: another user is not affected.
    expect((await send(other.token)).status).toBe(201);
  });

  it('counts only accepted messages against the quota', async () => {
    const { app } = createTestGateway({ pb, smtpUrl: smtp.url, rateLimit: { max: 2, windowMinutes: 15 } });
    const sender = await createUser(pb.url);
    const send = (body: object) =>
      request(app).post('/api/support/email').set('authorization', `Bearer ${sender.token}`).send(body);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await send({ subject: ' ', content: 'b' })).status).toBe(400);
      expect((await send({ subject: 'a', content: 'x'.repeat(10_001) })).status).toBe(400);
    }
    expect((await send({ subject: 'a', content: 'b' })).status).toBe(201);
    expect((await send({ subject: 'a', content: 'b' })).status).toBe(201);
    expect((await send({ subject: 'a', content: 'b' })).status).toBe(429);
  });

  it('keeps the message when SMTP is down, succeeds for the user, and delivers it once SMTP is back', async () => {
    const port = await freePort();
    const { app, outbox } = createTestGateway({
      pb,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      retry: { baseDelayMs: 10, maxDelayMs: 20 },
    });
    const response = await request(app)
      .post('/api/support/email')
      .set('authorization', `Bearer ${user.token}`)
      .send({ subject: 'SMTP caído', content: 'Mensaje que no debe perderse' });
    expect(response.status).toBe(201);
    await outbox.stop();

    const pending = (await storedMessages()).find((m) => m.subject === 'SMTP caído');
    expect(pending).toMatchObject({ sent: false, attempts: 1 });
    expect(String(pending?.last_error)).not.toBe('');

    const revived = await startSmtpServer(port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await outbox.deliverDue();
      const [mail] = await revived.waitForMessages(1);
      expect(mail?.subject).toBe('[Soporte titulo360] SMTP caído');
      const delivered = (await storedMessages()).find((m) => m.subject === 'SMTP caído');
      expect(delivered).toMatchObject({ sent: true, attempts: 2 });
    } finally {
      await revived.stop();
    }
  });
});
