import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { MESSAGES } from '../../common/errors';
import { startProduct, type ProductServer } from '../../scripts/productServer';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpTestServer';
import { expect, test } from './fixtures';
import { ChangePasswordForm, ForgotPasswordPage, SetPasswordPage } from './pages/AccountPages';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';

/*
 * Accounts (issue #20) on servers of their own, each with a real SMTP server on loopback: one with
 * the defaults of an installation (sign-up by invitation), one with open sign-up and e-mail
 * verification. The suite's shared server lets anyone sign up without an e-mail.
 */

const run = promisify(execFile);
const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
const MAIL_TIMEOUT_MS = 60_000;
const PASSWORD = 'clave-invitada-2026';

interface MailedServer {
  product: ProductServer;
  smtp: TestSmtpServer;
}

async function startMailedServer(port: number, env: NodeJS.ProcessEnv): Promise<MailedServer> {
  const smtp = await startSmtpServer();
  const baseURL = `http://127.0.0.1:${port}`;
  const product = await startProduct({
    port,
    env: { APP_URL: baseURL, SMTP_URL: smtp.url, SUPPORT_TO: 'soporte@titulo360.test', ...env },
  });
  return { product, smtp };
}

async function stopMailedServer(server: MailedServer | undefined): Promise<void> {
  server?.product.stop();
  await server?.smtp.stop();
}

/** The link of the latest e-mail sent to `to`, once it has arrived. */
async function mailedLink(
  smtp: TestSmtpServer,
  to: string,
  count: number,
): Promise<{ mail: ParsedMail; link: string }> {
  const sentTo = () => smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(to));
  await expect.poll(() => sentTo().length, { timeout: MAIL_TIMEOUT_MS }).toBeGreaterThanOrEqual(count);
  const mail = sentTo()[count - 1];
  if (!mail) throw new Error(`no e-mail ${count} to ${to}`);
  const link = /href="([^"]+)"/.exec(typeof mail.html === 'string' ? mail.html : '')?.[1];
  if (!link) throw new Error(`no link in the e-mail "${mail.subject ?? ''}"`);
  return { mail, link };
}

async function pageOn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-CL' });
  return context.newPage();
}

async function invite(server: MailedServer, email: string, name: string): Promise<void> {
  const port = new URL(server.product.baseURL).port;
  await run(process.execPath, ['--import', 'tsx', 'scripts/invite.ts', email, name], {
    env: { ...process.env, PORT: port, PB_DATA_DIR: server.product.dataDir },
    timeout: 60_000,
  });
}

/** Signs in through the login screen and waits for the dashboard. */
async function signIn(page: Page, email: string, password: string, remember = false): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(email, password, { remember });
  await expect(new DashboardPage(page).heading).toBeVisible();
}

test.describe('sign-up by invitation (the default of an installation)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let server: MailedServer | undefined;
  const email = `invitada-${Date.now()}@example.cl`;
  let password = PASSWORD;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startMailedServer(E2E_PORT + 1, {
      SIGNUP_MODE: 'invitation',
      SIGNUP_VERIFY_EMAIL: 'true',
    });
  });
  test.afterAll(async () => stopMailedServer(server));

  test('refuses sign-up in Spanish; an invitation lets the person choose a password and sign in', async ({
    browser,
  }) => {
    if (!server) throw new Error('server not started');
    const page = await pageOn(browser, server.product.baseURL);
    const register = new RegisterPage(page);
    await register.goto();
    // The screen says so instead of a form (the API refuses as well: tests/integration/accounts.test.ts).
    await expect(page.getByRole('status')).toHaveText(MESSAGES.signupClosed);
    await expect(register.submit).toHaveCount(0);
    await new LoginPage(page).goto();
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveCount(0);

    await invite(server, email, 'Inés Invitada');
    const { mail, link } = await mailedLink(server.smtp, email, 1);
    expect(mail.subject).toBe('Invitación a titulo360');
    expect(link).toMatch(new RegExp(`^${server.product.baseURL}/activar-cuenta/`));

    const activation = new SetPasswordPage(page);
    await activation.open(link);
    await expect(page.getByRole('heading', { name: 'Activar su cuenta' })).toBeVisible();
    await activation.choose(password);
    await expect(activation.status).toHaveText(MESSAGES.accountActivated);
    await activation.loginLink.click();
    await signIn(page, email, password);
    await expect(page.getByText('Bienvenido, Inés Invitada')).toBeVisible();
    await page.context().close();
  });

  test('a password reset e-mail arrives in Spanish and its new password works', async ({ browser }) => {
    if (!server) throw new Error('server not started');
    const page = await pageOn(browser, server.product.baseURL);
    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPassword.click();
    const forgot = new ForgotPasswordPage(page);
    await expect(forgot.heading).toBeVisible();
    await forgot.request(email);
    await expect(forgot.status).toHaveText(MESSAGES.passwordResetRequested);

    const { mail, link } = await mailedLink(server.smtp, email, 2);
    expect(mail.subject).toBe('Restablezca su contraseña de titulo360');
    expect(link).toMatch(new RegExp(`^${server.product.baseURL}/restablecer-clave/`));
    const reset = new SetPasswordPage(page);
    await reset.open(link);
    await reset.choose('clave-restablecida-2026');
    await expect(reset.status).toHaveText(MESSAGES.passwordResetDone);

    // The link served once.
    await reset.open(link);
    await reset.choose('otra-clave-2026');
    await expect(reset.alerts).toHaveText(MESSAGES.passwordResetLinkInvalid);

    await login.goto();
    await login.login(email, password);
    await expect(login.error).toHaveText('Email o contraseña incorrectos.');
    password = 'clave-restablecida-2026';
    await signIn(page, email, password);
    await page.context().close();
  });

  test('changes the password in the settings with the current one', async ({ browser }) => {
    if (!server) throw new Error('server not started');
    const page = await pageOn(browser, server.product.baseURL);
    await signIn(page, email, password);
    const form = new ChangePasswordForm(page);
    await form.goto();
    await form.change('no-es-la-actual', 'clave-cambiada-2026');
    await expect(form.alert).toHaveText(MESSAGES.oldPasswordWrong);
    await form.change(password, 'clave-cambiada-2026');
    await expect(form.status).toHaveText(MESSAGES.passwordChanged);
    password = 'clave-cambiada-2026';

    // Still signed in with the new password after a reload; signing in again needs it.
    await page.reload();
    await expect(form.oldPassword).toBeVisible();
    await new DashboardPage(page).goto();
    await new DashboardPage(page).logout();
    await signIn(page, email, password);
    await page.context().close();
  });

  test('"Recordarme" off: a new browser session is signed out; on: it stays signed in', async ({
    browser,
  }) => {
    if (!server) throw new Error('server not started');
    for (const remember of [false, true]) {
      const page = await pageOn(browser, server.product.baseURL);
      await signIn(page, email, password, remember);
      // What a browser keeps when it is closed and opened again: cookies and localStorage.
      const kept = await page.context().storageState();
      await page.context().close();

      const reopened = await browser.newContext({ baseURL: server.product.baseURL, storageState: kept });
      const again = await reopened.newPage();
      await again.goto('/dashboard');
      if (remember) await expect(new DashboardPage(again).heading).toBeVisible();
      else await expect(again).toHaveURL(/\/login$/);
      await reopened.close();
    }
  });

  test('a logged-out token is refused by the API', async ({ browser }) => {
    if (!server) throw new Error('server not started');
    const page = await pageOn(browser, server.product.baseURL);
    await signIn(page, email, password);
    const token = await page.evaluate(() => {
      const stored: unknown = JSON.parse(window.sessionStorage.getItem('pocketbase_auth') ?? '{}');
      return typeof stored === 'object' && stored !== null ? String(Reflect.get(stored, 'token')) : '';
    });
    const refresh = () =>
      page.request
        .post('/api/collections/users/auth-refresh', { headers: { Authorization: token } })
        .then((response) => response.status());
    expect(await refresh()).toBe(200);

    await new DashboardPage(page).logout();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(refresh, { timeout: 15_000 }).toBe(401);
    await page.context().close();
  });
});

test.describe('open sign-up with e-mail verification', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: MailedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startMailedServer(E2E_PORT + 2, { SIGNUP_MODE: 'open', SIGNUP_VERIFY_EMAIL: 'true' });
  });
  test.afterAll(async () => stopMailedServer(server));

  test('a new account signs in only after confirming its e-mail', async ({ browser }) => {
    if (!server) throw new Error('server not started');
    const page = await pageOn(browser, server.product.baseURL);
    const email = `abierta-${Date.now()}@example.cl`;
    const register = new RegisterPage(page);
    await register.goto();
    await register.register({ name: 'Olga Abierta', email, password: PASSWORD, passwordConfirm: PASSWORD });
    await expect(page.getByRole('status')).toHaveText(MESSAGES.registrationNeedsVerification);

    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, PASSWORD);
    await expect(login.error).toHaveText(MESSAGES.emailNotVerified);

    const { mail, link } = await mailedLink(server.smtp, email, 1);
    expect(mail.subject).toBe('Confirme su email en titulo360');
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText(MESSAGES.emailVerified);
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Bienvenido, Olga Abierta')).toBeVisible();
    await page.context().close();
  });
});
