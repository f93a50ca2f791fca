import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';

const PASSWORD = 'clave-segura-2026';

test('registers, logs out and logs in again', async ({ page, consoleErrors }) => {
  const account = { name: 'Ana Pérez', email: `e2e-${randomUUID()}@example.com` };
  const register = new RegisterPage(page);
  const dashboard = new DashboardPage(page);
  const login = new LoginPage(page);

  await register.goto();
  await expect(register.heading).toBeVisible();

  await register.register({ ...account, password: 'corta', passwordConfirm: 'corta' });
  await expect(register.alerts).toHaveText('La contraseña debe tener al menos 8 caracteres');

  await register.register({ ...account, password: PASSWORD, passwordConfirm: `${PASSWORD}-distinta` });
  await expect(register.alerts).toHaveText('Las contraseñas no coinciden');

  await register.register({ ...account, password: PASSWORD, passwordConfirm: PASSWORD });
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.greeting(account.name)).toBeVisible();

  await dashboard.logout();
  await expect(page).toHaveURL('/login');
  await expect(login.heading).toBeVisible();

  // A refused login is an HTTP 400, which Chromium logs to the console.
  consoleErrors.allow(/status of 400/);
  await login.login(account.email, 'clave-equivocada');
  await expect(login.error).toHaveText('Email o contraseña incorrectos.');
  await expect(page).toHaveURL('/login');

  await login.login(account.email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.greeting(account.name)).toBeVisible();

  // The session survives a reload: it is validated with the server, not dropped.
  await page.reload();
  await expect(dashboard.greeting(account.name)).toBeVisible();
});

test('protected routes lead to /login and / shows the landing', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Comenzar Gratis' })).toHaveAttribute('href', '/register');
});
