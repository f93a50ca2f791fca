import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pdfPageTexts } from '../support/readRendered';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

/** A whole dev dossier (text PDFs), as a lawyer would drop it on the upload area. */
const DOSSIER = path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-02/docs');
const dossierFiles = () =>
  readdirSync(DOSSIER)
    .filter((name) => name.endsWith('.pdf') && !name.endsWith('.scan.pdf'))
    .map((name) => path.join(DOSSIER, name));

test('analyses a real dossier, fills the sections, and downloads the report as PDF and DOCX', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  await editor.gotoNew();

  const files = dossierFiles();
  await editor.fileInput.setInputFiles(files);
  await expect(editor.selectedFiles.getByRole('listitem')).toHaveCount(files.length);
  // The warning stands while the files travel (then the job's progress takes its place): hold the
  // upload until the warning is read, or a fast machine finishes before the check looks.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/analysis/api/upload_files', async (route) => {
    await held;
    await route.continue();
  });
  await editor.uploadButton.click();
  await expect(page.getByText('No cierre esta ventana - Puede demorar hasta 5 minutos')).toBeVisible();
  release();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 150_000,
  });

  // Lists never carry report bodies: the report is read on its own.
  const [listed] = await user.pb.collection('new_reports').getFullList();
  const record = await user.pb.collection('new_reports').getOne(listed?.id ?? '');
  expect(record.owner).toBe(user.record.id);
  const reportId = record.id;
  const output = record.output;
  expect(output.property_registry_history.length).toBeGreaterThanOrEqual(2);

  // What the engine read is on screen, in the sections where a lawyer looks for it.
  const registry = editor.section(/Historial de inscripciones/);
  await expect(editor.field(editor.document(registry, 1), 'Fojas *').first()).toHaveValue(
    String(output.property_registry_history[0].fojas),
  );
  const gp = editor.section(/hipotecas, gravámenes/);
  await editor.expand(gp);
  await expect(editor.document(gp, 1)).toBeVisible();
  const debt = editor.section(/deuda de contribuciones/);
  await editor.expand(debt);
  await expect(debt.getByText(/morosa/i).first()).toBeVisible();
  const uploaded = editor.section(/Archivos Cargados/);
  await expect(uploaded.getByRole('button', { name: /^Abrir / })).toHaveCount(files.length);

  // A stored source PDF opens in a new tab through a protected-file token.
  const popupPromise = context.waitForEvent('page');
  await uploaded
    .getByRole('button', { name: /^Abrir / })
    .first()
    .click();
  const popup = await popupPromise;
  // The tab opens at once and gets its address once the file token has arrived.
  await popup.waitForURL(/\/api\/files\/.+\.pdf\?token=/);
  await popup.close();

  // Named from the property the documents describe (#20), and downloaded under that name.
  const propertyName = 'PJE LOS COPIHUES 8841, La Cisterna — rol 3412-17';
  expect(record.name).toBe(propertyName);
  await expect(editor.nameInput).toHaveValue(propertyName);
  const fileNames = {
    PDF: 'estudio-pje-los-copihues-8841-la-cisterna.pdf',
    DOCX: 'estudio-la-cisterna.docx',
  };
  for (const format of ['PDF', 'DOCX'] as const) {
    // The DOCX after the user names the report: its name then names the file.
    if (format === 'DOCX') await editor.nameInput.fill('Estudio La Cisterna');
    const downloadPromise = page.waitForEvent('download');
    await editor.downloadButton(format).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(fileNames[format]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe(format === 'PDF' ? '%PDF' : 'PK\u0003\u0004');
    if (format === 'PDF') {
      // The documents are listed by type, issuer and issue date, as the engine read them.
      const text = (await pdfPageTexts(bytes)).join(' ');
      expect(text).toContain('Certificado de deuda (Tesorería) Tesorería General de la República');
      expect(text).toMatch(/Conservador de Bienes Raíces de San Miguel \d{1,2} de [a-z]+ de \d{4}/);
      expect(text).toContain(propertyName);
    }
  }
  expect((await user.pb.collection('new_reports').getOne(reportId)).name).toBe('Estudio La Cisterna');
});

test('analyses the good files of a mixed batch and names each file left out', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  await editor.gotoNew();

  const gp = dossierFiles().find((file) => file.endsWith('_gp.pdf')) ?? '';
  await editor.fileInput.setInputFiles([
    { name: path.basename(gp), mimeType: 'application/pdf', buffer: readFileSync(gp) },
    { name: 'vacio.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    { name: 'notas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Notas de la reunión') },
  ]);
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 90_000,
  });
  const refused = page.getByRole('status').filter({ hasText: 'Archivos no analizados:' });
  await expect(refused.getByRole('listitem')).toHaveText([
    '«vacio.pdf» está vacío',
    '«notas.pdf» no es un PDF',
  ]);

  const [listed] = await user.pb.collection('new_reports').getFullList();
  const record = await user.pb.collection('new_reports').getOne(listed?.id ?? '');
  expect(record.analysis.documents.map((document: { file: string }) => document.file)).toEqual([
    path.basename(gp),
  ]);
});

test('trying again after a lost answer sends the same key and leaves one report', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  const keys: (string | null)[] = [];
  await page.route('**/analysis/api/upload_files', async (route) => {
    keys.push(await route.request().headerValue('idempotency-key'));
    if (keys.length > 1) return route.continue();
    // The first attempt reaches the server, which stores the report; its answer is lost.
    await route.fetch({ timeout: 90_000 });
    await route.abort('connectionreset');
  });
  consoleErrors.allow(/ERR_CONNECTION_RESET|upload_files/);
  await editor.gotoNew();

  const gp = dossierFiles().find((file) => file.endsWith('_gp.pdf')) ?? '';
  await editor.fileInput.setInputFiles(gp);
  await editor.uploadButton.click();
  await expect(page.getByText('Error al procesar el análisis', { exact: true })).toBeVisible({
    timeout: 90_000,
  });
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 90_000,
  });

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await user.pb.collection('new_reports').getFullList()).toHaveLength(1);
});
