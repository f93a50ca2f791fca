import { earlierEntry, entry, gp } from '../factories/findings';
import { parseReport, type Report } from '../../common/report/schema';
import type { TestUser } from '../factories/users';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

const NOTE = 'Revisar la hipoteca con el banco antes de firmar';

function seededOutput(): Report {
  return {
    client_name: '',
    conclusion: '',
    property_registry_history: [entry({ fecha_emision: null }), earlierEntry({ fecha_emision: null })],
    gp_certificates: [gp({ fecha_emision: null })],
    notes: ['Nota inicial'],
  };
}

async function openSeededReport(editor: ReportEditorPage, user: TestUser): Promise<string> {
  const record = await user.pb
    .collection('new_reports')
    .create({ name: 'Estudio Bravo', output: seededOutput() });
  await editor.goto(record.id);
  return record.id;
}

async function storedNotes(user: TestUser, reportId: string): Promise<readonly string[] | null | undefined> {
  const record = await user.pb.collection('new_reports').getOne(reportId);
  return parseReport(record.output).notes;
}

test('unsaved edits are shown, Ctrl+S saves them, and leaving asks first', async ({ page, baseURL }) => {
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  const reportId = await openSeededReport(editor, user);
  const note = editor.section('Observaciones').getByRole('textbox').first();

  await expect(editor.saveStatus).toHaveText('Sin cambios por guardar');
  await note.fill(NOTE);
  await expect(editor.saveStatus).toHaveText('Cambios sin guardar');

  // A link inside the app: the dialog; staying keeps the edit on screen.
  await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
  await expect(editor.leaveDialog).toBeVisible();
  await expect(editor.leaveDialog).toContainText('cambios que no se han guardado');
  await editor.leaveDialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(`/reports/${reportId}`);
  await expect(note).toHaveValue(NOTE);

  // Ctrl+S saves, from wherever the focus is.
  await note.press('Control+s');
  await expect(editor.saveStatus).toHaveText('Guardado hace unos segundos');
  expect(await storedNotes(user, reportId)).toEqual([NOTE]);

  // Saved: leaving asks nothing.
  await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(editor.leaveDialog).toHaveCount(0);

  // Edited again, signing out asks too; leaving without saving goes on.
  await editor.goto(reportId);
  await note.fill('Otra nota');
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await editor.leaveDialog.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL('/login');
  // Signing out revoked every token of the user, the test's own API session too.
  await user.pb.collection('users').authWithPassword(user.email, user.password);
  expect(await storedNotes(user, reportId)).toEqual([NOTE]);
});

test('closing the tab with unsaved edits triggers the browser prompt', async ({ page, baseURL }) => {
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  await openSeededReport(editor, user);
  await editor.section('Observaciones').getByRole('textbox').first().fill(NOTE);
  await expect(editor.saveStatus).toHaveText('Cambios sin guardar');

  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await dialog;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.accept();
});

test('a failed save says why in Spanish, keeps the edits and does not download', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  const reportId = await openSeededReport(editor, user);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  consoleErrors.allow(/status of 404/);

  // Deleted meanwhile, e.g. from the dashboard in another tab.
  await user.pb.collection('new_reports').delete(reportId);
  const note = editor.section('Observaciones').getByRole('textbox').first();
  await note.fill(NOTE);
  await editor.downloadButton('PDF').click();
  await expect(editor.actionBarAlert).toHaveText(
    'No se pudo guardar: el reporte ya no existe (pudo eliminarse en otra pestaña). Sus cambios siguen en pantalla.',
  );
  await expect(editor.saveStatus).toHaveText('Cambios sin guardar');
  await expect(note).toHaveValue(NOTE);
  await expect(editor.downloadButton('PDF')).toBeEnabled();
  expect(downloads).toBe(0);
});

test('edits left unsaved by an expired session come back as a draft after signing in again', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // Two sign-ins and three reloads of a full editor.
  test.setTimeout(60_000);
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  const reportId = await openSeededReport(editor, user);
  consoleErrors.allow(/status of (401|403|404)/);

  // The session is revoked: a password change elsewhere invalidates the browser's token.
  const newPassword = 'otra-clave-segura-456';
  await user.pb.collection('users').update(user.record.id, {
    oldPassword: user.password,
    password: newPassword,
    passwordConfirm: newPassword,
  });
  const note = editor.section('Observaciones').getByRole('textbox').first();
  await note.fill(NOTE);
  await editor.saveButton.click();
  await expect(editor.actionBarAlert).toContainText('No se pudo guardar: su sesión expiró.');
  await expect(note).toHaveValue(NOTE);

  // The browser is closed on the lost work (the prompt accepted); the draft stays in this browser.
  page.on('dialog', (dialog) => void dialog.accept());
  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, newPassword);
  await page.waitForURL('/dashboard');
  await editor.goto(reportId);

  await expect(editor.draftBanner).toBeVisible();
  await expect(note).toHaveValue('Nota inicial');
  await editor.draftBanner.getByRole('button', { name: 'Recuperar borrador' }).click();
  await expect(editor.draftBanner).toHaveCount(0);
  await expect(note).toHaveValue(NOTE);
  await expect(editor.saveStatus).toHaveText('Cambios sin guardar');
  await editor.save();

  await user.pb.collection('users').authWithPassword(user.email, newPassword);
  expect(await storedNotes(user, reportId)).toEqual([NOTE]);
  const drafts = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('titulo360:borrador')),
  );
  expect(drafts).toEqual([]);

  // Discarding: a new draft is offered after a reload and can be dropped.
  await note.fill('Borrador para descartar');
  // Reloaded at once, within the typing pause: the draft is written as the page goes away.
  await page.reload();
  await editor.results.waitFor();
  await editor.draftBanner.getByRole('button', { name: 'Descartar' }).click();
  await expect(note).toHaveValue(NOTE);
  await page.reload();
  await editor.results.waitFor();
  await expect(editor.draftBanner).toHaveCount(0);
});

test('a draft older than the report’s last save (here or in another browser) is not offered', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  const reportId = await openSeededReport(editor, user);
  const note = editor.section('Observaciones').getByRole('textbox').first();
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('titulo360:borrador')));
  await note.fill('Borrador de este navegador');
  await expect.poll(drafts).toHaveLength(1);
  // The browser's own prompt on leaving with unsaved edits is accepted.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/dashboard');

  // Saved meanwhile from another browser: that save is newer than the draft.
  const saved = seededOutput();
  saved.notes = ['Guardado en otro equipo'];
  await user.pb.collection('new_reports').update(reportId, { output: saved });
  await editor.goto(reportId);
  await expect(note).toHaveValue('Guardado en otro equipo');
  await expect(editor.draftBanner).toHaveCount(0);
  expect(await drafts()).toEqual([]);
});
