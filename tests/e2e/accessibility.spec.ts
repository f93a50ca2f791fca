import { earlierEntry, entry, gp } from '../factories/findings';
import { seriousAccessibilityViolations } from './axe';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

test('no serious or critical axe violations on the public screens', async ({ page, consoleErrors }) => {
  // The made-up verification link is refused (HTTP 400), which Chromium logs.
  consoleErrors.allow(/status of 400/);
  for (const path of [
    '/',
    '/login',
    '/register',
    '/recuperar-clave',
    '/restablecer-clave/enlace',
    '/verificar-email/enlace',
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousAccessibilityViolations(page), path).toEqual([]);
  }
});

test('no serious or critical axe violations on the dashboard and the editor', async ({ page, baseURL }) => {
  // axe runs five times, over the whole editor among them: near 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  const user = await signedInUser(page, baseURL);
  const record = await user.pb.collection('new_reports').create({
    name: 'Estudio Bravo',
    output: {
      property_registry_history: [entry(), earlierEntry()],
      gp_certificates: [gp()],
      debt_certificates: [],
      notes: ['Nota'],
    },
  });
  await page.goto('/dashboard');
  await page.getByText('Estudio Bravo').waitFor();
  expect(await seriousAccessibilityViolations(page), 'dashboard').toEqual([]);

  const editor = new ReportEditorPage(page);
  await editor.gotoNew();
  await editor.heading('Cargar Documentos').waitFor();
  expect(await seriousAccessibilityViolations(page), 'editor, new').toEqual([]);
  await editor.supportedTypesToggle.click();
  expect(await seriousAccessibilityViolations(page), 'editor, new, supported types open').toEqual([]);

  await editor.goto(record.id);
  await editor.results.getByRole('button', { name: 'Expandir todo' }).click();
  await editor.actionBar.getByRole('button', { name: /campos? requeridos? vac/ }).click();
  expect(await seriousAccessibilityViolations(page), 'editor, existing, expanded').toEqual([]);
  await page.getByRole('button', { name: /soporte/i }).click();
  expect(await seriousAccessibilityViolations(page), 'editor with the support form open').toEqual([]);
});

test('no serious or critical axe violations at phone width (390 px)', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await seriousAccessibilityViolations(page), 'landing').toEqual([]);

  const user = await signedInUser(page, baseURL);
  const record = await user.pb.collection('new_reports').create({
    name: 'Estudio Bravo',
    output: { property_registry_history: [entry(), earlierEntry()], gp_certificates: [gp()] },
  });
  await page.goto('/dashboard');
  await page.getByText('Estudio Bravo').waitFor();
  expect(await seriousAccessibilityViolations(page), 'dashboard').toEqual([]);

  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Datos del estudio', level: 1 }).waitFor();
  expect(await seriousAccessibilityViolations(page), 'settings').toEqual([]);

  const editor = new ReportEditorPage(page);
  await editor.goto(record.id);
  await editor.results.getByRole('button', { name: 'Expandir todo' }).click();
  expect(await seriousAccessibilityViolations(page), 'editor, expanded').toEqual([]);

  // The server answers an unknown address with the app and a 404 status, which the browser logs.
  consoleErrors.allow(/\/no-existe$/);
  await page.goto('/no-existe');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await seriousAccessibilityViolations(page), 'not found').toEqual([]);
});
