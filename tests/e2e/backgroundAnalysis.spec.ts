import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { onNewReport } from './session';

/** Three scanned pages: tens of seconds of OCR, long enough to leave while they are read. */
const SCAN = path.resolve(
  import.meta.dirname,
  '../../../shared/corpus/dev/dev-01/docs/01_dominio_vigente.scan.pdf',
);
const GP = path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-01/docs/04_gp.pdf');

/** The upload screen or editor while OCR reads the scan: its file (of the job's) and its page. */
const SCAN_PAGE_PROGRESS =
  /^Analizando «01_dominio_vigente\.scan\.pdf»( \([12] de 2\))? · reconociendo texto, página [1-3] de 3$/;

const pdf = (file: string) => ({
  name: path.basename(file),
  mimeType: 'application/pdf',
  buffer: readFileSync(file),
});

test('an analysis goes on after its tab is closed: the dashboard shows it running, then done', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Remembered, so that a new tab is still signed in.
  const { user, editor } = await onNewReport(page, baseURL, { remember: true });
  await editor.fileInput.setInputFiles([pdf(SCAN), pdf(GP)]);
  await editor.uploadButton.click();
  // The server holds the files: the real progress, down to the scanned page OCR reads, replaces
  // the warning not to close the window.
  await expect(page.getByTestId('analysis-job-progress')).toHaveText(SCAN_PAGE_PROGRESS, { timeout: 90_000 });
  await expect(page.getByText('El análisis continúa aunque cierre esta ventana')).toBeVisible();
  await page.close();

  const tab = await context.newPage();
  const dashboard = new DashboardPage(tab);
  await dashboard.goto();
  const row = dashboard.reportRows.first();
  await expect(row.getByTestId('report-row-analysis')).toHaveText(
    /^(En cola para análisis…|Analizando… [0-2]\/2)$/,
  );
  // Live: the row loses its progress and gains its documents when the job ends.
  await expect(tab.getByTestId('analysis-ended')).toHaveText(
    'Un análisis terminó: su reporte está listo para revisar.',
    { timeout: 200_000 },
  );
  await expect(row.getByTestId('report-row-analysis')).toHaveCount(0);
  await expect(row).toContainText('2');
  const [report] = await user.pb.collection('new_reports').getFullList();
  expect(report?.document_count).toBe(2);
  const jobs = await user.pb.collection('analysis_jobs').getFullList();
  expect(jobs.map((job) => job.state)).toEqual(['done']);
});

test('the editor opened on a report still analysed follows it, and Cancelar análisis stops it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { user, editor } = await onNewReport(page, baseURL);
  await editor.fileInput.setInputFiles([pdf(SCAN)]);
  await editor.uploadButton.click();
  await expect(page.getByTestId('analysis-job-progress')).toBeVisible({ timeout: 60_000 });
  const [report] = await user.pb.collection('new_reports').getFullList();

  // Another visit to the report picks its analysis up, with its pages as OCR reads them.
  await editor.goto(report?.id ?? '');
  await expect(page.getByTestId('analysis-job-progress')).toHaveText(SCAN_PAGE_PROGRESS, { timeout: 90_000 });
  await editor.cancelAnalysisButton.click();
  await expect(page.getByText('Análisis cancelado por el usuario', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await user.pb.collection('analysis_jobs').getFullList()).map((job) => job.state))
    .toEqual(['cancelled']);
  // Longer than the scan takes: the cancelled analysis stored nothing.
  await page.waitForTimeout(30_000);
  expect((await user.pb.collection('new_reports').getOne(report?.id ?? '')).document_count).toBe(0);
});
