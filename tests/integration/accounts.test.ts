import PocketBase from 'pocketbase';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import accountMessages from '../../common/accounts/accountMessages.json' with { type: 'json' };
import { accountMailOutbox } from '../../server/accounts/accountMailOutbox';
import { inviteUser } from '../../server/accounts/inviteUser';
import { DEFAULT_RETRY } from '../../server/mail/pocketbaseOutbox';
import { serviceClient } from '../../server/pocketbase/clients';
import { freePort } from '../../server/pocketbase/embeddedPocketBase';
import { createUser } from '../factories/users';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpTestServer';
import { statusOf } from '../support/statusOf';

const APP_URL = 'http://titulo360.test';
const PASSWORD = 'clave-segura-123';

let server: TestPocketBase | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await server?.stop();
  await smtp?.stop();
  server = smtp = undefined;
});

function anonymous(pb: TestPocketBase): PocketBase {
  const client = new PocketBase(pb.url);
  client.autoCancellation(false);
  return client;
}

async function superuser(pb: TestPocketBase): Promise<PocketBase> {
  return serviceClient(pb.url, pb.superuser)();
}

/** The message a failed SDK call carries. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error && 'status' in error && typeof error.status === 'number')
      return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('the call succeeded');
}

/** Delivers the outbox to the test SMTP server and returns the token of the link in the last mail. */
async function deliveredLink(pb: TestPocketBase, page: string, count: number): Promise<string> {
  const sink = smtp;
  if (!sink) throw new Error('start the SMTP server first');
  const outbox = accountMailOutbox(
    serviceClient(pb.url, pb.superuser),
    { url: sink.url, from: 'titulo360@localhost' },
    pino({ level: 'silent' }),
  );
  const deadline = Date.now() + 20_000;
  // PocketBase writes the e-mail in the background: deliver until it has arrived.
  while (sink.messages.length < count && Date.now() < deadline) {
    await outbox.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [mail] = (await sink.waitForMessages(count)).slice(-1);
  const html = typeof mail?.html === 'string' ? mail.html : '';
  const match = new RegExp(`${APP_URL}/${page}/([\\w.-]+)`).exec(html);
  if (!match?.[1]) throw new Error(`no /${page}/ link in: ${html}`);
  return match[1];
}

describe('accounts (pb_hooks/accounts.pb.js)', () => {
  it('in invitation mode refuses public sign-up in Spanish; an invitation lets the person choose a password', async () => {
    server = await startTestPocketBase({
      accounts: { signupMode: 'invitation', verifyEmail: true, appUrl: APP_URL },
    });
    smtp = await startSmtpServer();
    const outsider = refusal(
      anonymous(server).collection('users').create({
        email: 'intruso@example.cl',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    );
    expect(await outsider).toEqual({ status: 403, message: accountMessages.signupClosed });
    expect(await anonymous(server).send('/api/accounts/signup', {})).toEqual({
      open: false,
      verifyEmail: false,
    });

    await inviteUser(await superuser(server), { email: 'nueva@example.cl', name: 'Nueva Abogada' });
    const token = await deliveredLink(server, 'activar-cuenta', 1);
    expect(smtp.messages[0]?.subject).toBe('Invitación a titulo360');
    expect(smtp.messages[0]?.to).toMatchObject({ text: 'nueva@example.cl' });

    const guest = anonymous(server);
    await guest.collection('users').confirmPasswordReset(token, PASSWORD, PASSWORD);
    const auth = await guest.collection('users').authWithPassword('nueva@example.cl', PASSWORD);
    expect(auth.record.verified).toBe(true);
    expect(auth.record.name).toBe('Nueva Abogada');
  });

  it('in open mode sends a verification e-mail and refuses the sign-in until it is confirmed', async () => {
    server = await startTestPocketBase({
      accounts: { signupMode: 'open', verifyEmail: true, appUrl: APP_URL },
    });
    smtp = await startSmtpServer();
    const guest = anonymous(server);
    expect(await guest.send('/api/accounts/signup', {})).toEqual({ open: true, verifyEmail: true });
    await guest.collection('users').create({
      email: 'abierta@example.cl',
      name: 'Ana',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(await refusal(guest.collection('users').authWithPassword('abierta@example.cl', PASSWORD))).toEqual(
      {
        status: 403,
        message: accountMessages.emailNotVerified,
      },
    );
    // A wrong password learns nothing about the account.
    expect(
      await statusOf(guest.collection('users').authWithPassword('abierta@example.cl', 'otra-clave-1')),
    ).toBe(400);

    // Nobody verifies their own account by saying so.
    await guest
      .collection('users')
      .create({
        email: 'atajo@example.cl',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        verified: true,
      })
      .catch(() => undefined);
    expect(await statusOf(guest.collection('users').authWithPassword('atajo@example.cl', PASSWORD))).not.toBe(
      200,
    );

    const token = await deliveredLink(server, 'verificar-email', 1);
    expect(smtp.messages[0]?.subject).toBe('Confirme su email en titulo360');
    await guest.collection('users').confirmVerification(token);
    expect(await statusOf(guest.collection('users').authWithPassword('abierta@example.cl', PASSWORD))).toBe(
      200,
    );
  });

  it('keeps a reset e-mail while SMTP is down and delivers it once SMTP is back', async () => {
    server = await startTestPocketBase();
    const user = await createUser(server.url);
    await anonymous(server).collection('users').requestPasswordReset(user.email);

    const downPort = await freePort();
    const failing = accountMailOutbox(
      serviceClient(server.url, server.superuser),
      { url: `smtp://127.0.0.1:${downPort}`, from: 'titulo360@localhost' },
      pino({ level: 'silent' }),
      { ...DEFAULT_RETRY, baseDelayMs: 0 },
    );
    const admin = await superuser(server);
    const deadline = Date.now() + 20_000;
    let pending = await admin.collection('mail_outbox').getFullList();
    while ((pending.length === 0 || pending[0]?.attempts === 0) && Date.now() < deadline) {
      await failing.deliverDue();
      pending = await admin.collection('mail_outbox').getFullList();
    }
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ to: user.email, sent: false, attempts: 1 });
    expect(pending[0]?.last_error).not.toBe('');

    smtp = await startSmtpServer();
    const token = await deliveredLink(server, 'restablecer-clave', 1);
    expect(smtp.messages[0]?.subject).toBe('Restablezca su contraseña de titulo360');
    const [stored] = await admin.collection('mail_outbox').getFullList();
    expect(stored).toMatchObject({ sent: true, attempts: 2 });

    const guest = anonymous(server);
    await guest.collection('users').confirmPasswordReset(token, 'clave-nueva-456', 'clave-nueva-456');
    expect(await statusOf(guest.collection('users').authWithPassword(user.email, user.password))).toBe(400);
    expect(await statusOf(guest.collection('users').authWithPassword(user.email, 'clave-nueva-456'))).toBe(
      200,
    );
    // The sessions opened with the old password are over.
    expect(await statusOf(user.pb.collection('users').authRefresh())).toBe(401);
  });

  it('revokes every token of the user on logout', async () => {
    server = await startTestPocketBase();
    const user = await createUser(server.url);
    const otherDevice = anonymous(server);
    await otherDevice.collection('users').authWithPassword(user.email, user.password);

    await user.pb.send('/api/accounts/logout', { method: 'POST' });
    expect(await statusOf(user.pb.collection('users').authRefresh())).toBe(401);
    expect(await statusOf(otherDevice.collection('users').getOne(user.record.id))).toBe(404);
    expect(await statusOf(anonymous(server).send('/api/accounts/logout', { method: 'POST' }))).toBe(401);
    // Signing in again works.
    expect(
      await statusOf(anonymous(server).collection('users').authWithPassword(user.email, user.password)),
    ).toBe(200);
  });
});
