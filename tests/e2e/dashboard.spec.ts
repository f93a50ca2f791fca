import type { RecordModel } from 'pocketbase';
import { formatDashboardDate } from '../../common/format';
import { createReport } from '../factories/reports';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { signedInUser } from './session';

/** Three reports created one after the other, the second without a name. */
async function seedReports(user: Awaited<ReturnType<typeof signedInUser>>): Promise<RecordModel[]> {
  const first = await createReport(user.pb, { name: 'Estudio Providencia' });
  const second = await createReport(user.pb, { name: '' });
  const third = await createReport(user.pb, { name: 'Estudio Ñuñoa' });
  return [first, second, third];
}

test('a new user sees the empty state and the Crear Nuevo Reporte card', async ({ page, baseURL }) => {
  const user = await signedInUser(page, baseURL);
  const dashboard = new DashboardPage(page);

  await expect(dashboard.greeting(user.record.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crear Nuevo Reporte' })).toBeVisible();
  await expect(dashboard.newReportLink).toHaveAttribute('href', '/reports/new');
  await expect(dashboard.emptyState).toBeVisible();
  await expect(page.getByText('Crea tu primer reporte usando el botón de arriba.')).toBeVisible();
});

test('lists reports newest first with their name or Reporte {id} and the es-ES date', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  const [first, second, third] = await seedReports(user);
  if (!first || !second || !third) throw new Error('seeding failed');
  const dashboard = new DashboardPage(page);

  await dashboard.goto();

  await expect(dashboard.reportLinks).toHaveCount(3);
  const expected = [
    ['Estudio Ñuñoa', third],
    [`Reporte ${second.id}`, second],
    ['Estudio Providencia', first],
  ] as const;
  for (const [index, [label, record]] of expected.entries()) {
    const link = dashboard.reportLinks.nth(index);
    const date = formatDashboardDate(record.created);
    expect(date).toMatch(/^\d{1,2} [a-z]{3,4}\.? \d{4}, \d{2}:\d{2}$/);
    await expect(link).toHaveText(label);
    await expect(link).toHaveAttribute('href', `/reports/${record.id}`);
    await expect(dashboard.reportRows.nth(index)).toContainText(`Fecha: ${date}`);
  }
});

test('clicking a row opens the report in the editor', async ({ page, baseURL }) => {
  const user = await signedInUser(page, baseURL);
  const report = await createReport(user.pb, { name: 'Estudio para abrir' });
  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  // Click on the row's right part, away from the name: the whole row is the link.
  const row = dashboard.reportRow('Estudio para abrir');
  const box = await row.boundingBox();
  if (!box) throw new Error('row not visible');
  await row.click({ position: { x: box.width * 0.7, y: box.height / 2 } });

  await expect(page).toHaveURL(`/reports/${report.id}`);
  await expect(page.getByRole('heading', { name: 'Editor de Reporte' })).toBeVisible();
});

test('rows open with the keyboard', async ({ page, baseURL }) => {
  const user = await signedInUser(page, baseURL);
  const report = await createReport(user.pb, { name: 'Estudio por teclado' });
  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  await dashboard.reportLink('Estudio por teclado').focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/reports/${report.id}`);
});

test('deleting asks for confirmation: cancel keeps the report, Eliminar removes it', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  await seedReports(user);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.reportLinks).toHaveCount(3);

  await dashboard.askToDelete('Estudio Providencia');
  await expect(dashboard.deleteDialog).toBeVisible();
  await expect(dashboard.deleteDialog).toContainText('Estudio Providencia');
  await expect(dashboard.dialogButton('Cancelar')).toBeFocused();
  await dashboard.dialogButton('Cancelar').click();
  await expect(dashboard.deleteDialog).toBeHidden();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.reportLinks).toHaveCount(3);

  await dashboard.askToDelete('Estudio Providencia');
  await dashboard.dialogButton('Eliminar').click();
  await expect(dashboard.deleteDialog).toBeHidden();
  await expect(dashboard.reportLinks).toHaveCount(2);
  await expect(dashboard.reportLink('Estudio Providencia')).toHaveCount(0);

  // Gone on the server too.
  await page.reload();
  await expect(dashboard.reportLinks).toHaveCount(2);
  await expect(dashboard.reportLink('Estudio Providencia')).toHaveCount(0);
});

test('a failed deletion keeps the list and explains it', async ({ page, baseURL, consoleErrors }) => {
  const user = await signedInUser(page, baseURL);
  await seedReports(user);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.reportLinks).toHaveCount(3);

  consoleErrors.allow(/status of 500/);
  await page.route('**/api/collections/new_reports/records/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    // Slow enough to see the dialog's busy state.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return route.fulfill({ status: 500, json: { status: 500, message: 'Falla simulada.', data: {} } });
  });

  await dashboard.askToDelete('Estudio Ñuñoa');
  await dashboard.dialogButton('Eliminar').click();
  await expect(dashboard.dialogButton('Eliminando...')).toBeDisabled();
  // Neither Escape nor the backdrop closes it meanwhile.
  await page.keyboard.press('Escape');
  await expect(dashboard.deleteDialog).toBeVisible();

  await expect(dashboard.deleteDialog.getByRole('alert')).toHaveText('No se pudo eliminar el reporte.');
  await expect(dashboard.reportLinks).toHaveCount(3);

  await dashboard.dialogButton('Cancelar').click();
  await expect(dashboard.deleteDialog).toBeHidden();
  await expect(dashboard.reportLinks).toHaveCount(3);
  await expect(dashboard.reportLink('Estudio Ñuñoa')).toBeVisible();
});

test('a failed list load offers a retry', async ({ page, baseURL, consoleErrors }) => {
  await signedInUser(page, baseURL);
  const dashboard = new DashboardPage(page);
  consoleErrors.allow(/status of 503/);
  let failing = true;
  await page.route('**/api/collections/new_reports/records?*', (route) =>
    failing ? route.fulfill({ status: 503, json: { message: 'No disponible.' } }) : route.fallback(),
  );

  await dashboard.goto();
  await expect(dashboard.listError).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(dashboard.emptyState).toBeVisible();
});
