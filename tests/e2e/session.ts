import type { Page } from '@playwright/test';
import { createUser, type TestUser } from '../factories/users';
import { LoginPage } from './pages/LoginPage';
import { ReportEditorPage } from './pages/ReportEditorPage';

/**
 * Registers a user through the API of the server under test, then signs in through the login
 * screen; `remember` ticks "Recordarme", which other tabs of the browser need to share the session.
 */
export async function signedInUser(
  page: Page,
  baseURL: string | undefined,
  { remember = false } = {},
): Promise<TestUser> {
  if (!baseURL) throw new Error('Playwright baseURL is not configured');
  const user = await createUser(baseURL);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, user.password, { remember });
  await page.waitForURL('/dashboard');
  return user;
}

/** A signed-in user on the editor of a new report, ready to upload. */
export async function onNewReport(
  page: Page,
  baseURL: string | undefined,
  options: { remember?: boolean } = {},
): Promise<{ user: TestUser; editor: ReportEditorPage }> {
  const user = await signedInUser(page, baseURL, options);
  const editor = new ReportEditorPage(page);
  await editor.gotoNew();
  return { user, editor };
}
