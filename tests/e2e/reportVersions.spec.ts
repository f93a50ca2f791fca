import { API_ERRORS } from '../../common/errors';
import { analysisData, createAnalysedReport } from '../factories/reports';
import { e2eService } from '../support/serviceSuperuser';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

/*
 * Issue #20 through the product: no save silently overwrites another, every save is a version the
 * history lists and can restore, and the engine's analysis is the server's alone.
 */

test('two tabs: the second save is refused with what changed, the first kept; then kept as a new version', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // The refused save is a 409 the browser logs.
  consoleErrors.allow(/status of 409/);
  // A second tab shares the session only when it is remembered (sessionStorage is per tab).
  const user = await signedInUser(page, baseURL, { remember: true });
  const report = await createAnalysedReport(await e2eService(baseURL ?? ''), user.record.id, {
    name: 'Estudio Suecia',
  });

  const first = new ReportEditorPage(page);
  const otherTab = await page.context().newPage();
  const second = new ReportEditorPage(otherTab);
  await first.goto(report.id);
  await second.goto(report.id);

  await first.nameInput.fill('Estudio Suecia (pestaña 1)');
  await first.save();

  await second.nameInput.fill('Estudio Suecia (pestaña 2)');
  await second.saveButton.click();
  await expect(second.saveConflict).toBeVisible();
  await expect(second.actionBarAlert).toHaveText(API_ERRORS.REPORT_VERSION_CONFLICT.message);
  await expect(second.saveConflict.getByRole('article', { name: 'Versión 2' })).toContainText(
    'Nombre del reporte: Estudio Suecia → Estudio Suecia (pestaña 1)',
  );
  // Nothing was overwritten: the first save is what is stored.
  expect((await user.pb.collection('new_reports').getOne(report.id)).name).toBe('Estudio Suecia (pestaña 1)');
  await expect(second.nameInput).toHaveValue('Estudio Suecia (pestaña 2)');

  await second.saveConflict.getByRole('button', { name: 'Guardar mis cambios como nueva versión' }).click();
  await expect(second.saveConflict).toBeHidden();
  await expect(second.saveStatus).toHaveText(/^Guardado hace/);
  const stored = await user.pb.collection('new_reports').getOne(report.id);
  expect(stored).toMatchObject({ name: 'Estudio Suecia (pestaña 2)', version: 3 });

  // The first tab, now behind, is refused in turn and may reload what is stored.
  await first.nameInput.fill('Estudio Suecia (pestaña 1, otra vez)');
  await first.saveButton.click();
  await expect(first.saveConflict).toBeVisible();
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('titulo360:borrador')));
  await expect.poll(drafts).toHaveLength(1);
  await first.saveConflict.getByRole('button', { name: /^Recargar el reporte guardado/ }).click();
  await expect(first.saveConflict).toBeHidden();
  await expect(first.nameInput).toHaveValue('Estudio Suecia (pestaña 2)');
  // The edits the lawyer chose to drop are not kept as a draft to offer later.
  await expect.poll(drafts).toEqual([]);
  await otherTab.close();
});

test('the history lists every version with its changes, opens one read-only and restores it as a new version', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  const report = await createAnalysedReport(await e2eService(baseURL ?? ''), user.record.id, {
    name: 'Estudio Los Copihues',
  });
  const editor = new ReportEditorPage(page);
  await editor.goto(report.id);
  await editor.nameInput.fill('Estudio Los Copihues corregido');
  await editor.save();

  await editor.historyButton.click();
  await expect(editor.history.getByRole('article')).toHaveCount(2);
  await expect(editor.version(2)).toContainText('Versión 2 · Edición por María Pérez');
  await expect(editor.version(2)).toContainText('(versión actual)');
  await expect(editor.version(2)).toContainText(
    'Nombre del reporte: Estudio Los Copihues → Estudio Los Copihues corregido',
  );
  await expect(editor.version(1)).toContainText('Versión 1 · Análisis de documentos por María Pérez');

  await editor.version(1).getByRole('button', { name: 'Ver versión 1' }).click();
  const opened = editor.history.getByRole('region', { name: 'Versión 1 (solo lectura)' });
  await expect(opened).toContainText('Nombre: Estudio Los Copihues');
  await expect(opened).toContainText('Propiedad con hipoteca vigente.');
  await expect(opened.getByRole('textbox')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await editor.version(1).getByRole('button', { name: 'Descargar PDF de la versión 1' }).click();
  // Named from the report's name, as every download (issue #20 item 5).
  expect((await download).suggestedFilename()).toMatch(/^estudio-[a-z0-9-]+-version-1\.pdf$/);

  await editor.version(1).getByRole('button', { name: 'Restaurar versión 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restaurar la versión 1' })
    .getByRole('button', { name: 'Restaurar' })
    .click();
  await expect(editor.nameInput).toHaveValue('Estudio Los Copihues');
  await expect(editor.history.getByRole('article')).toHaveCount(3);
  await expect(editor.version(3)).toContainText('Restauración de la versión 1 por María Pérez');
  await expect(editor.version(3)).toContainText(
    'Nombre del reporte: Estudio Los Copihues corregido → Estudio Los Copihues',
  );
  expect(await user.pb.collection('new_reports').getOne(report.id)).toMatchObject({
    name: 'Estudio Los Copihues',
    version: 3,
  });
});

test('a user’s PATCH of the engine’s analysis is refused, and the analysis stays as the engine wrote it', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  const report = await createAnalysedReport(await e2eService(baseURL ?? ''), user.record.id);
  const refused = await page.request.patch(`/api/collections/new_reports/records/${report.id}`, {
    headers: { Authorization: user.token },
    data: { analysis: { documents: [], provenance: {}, facts: {} } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    API_ERRORS.ANALYSIS_SERVER_ONLY.message,
  );
  expect((await user.pb.collection('new_reports').getOne(report.id)).analysis).toEqual(analysisData());
});
