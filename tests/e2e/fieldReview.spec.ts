import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readAnalysis } from '../../common/record/analysis';
import { isUnsure } from '../../common/record/provenance';
import { reviewRisk } from '../../common/review/risk';
import { pdfPageTexts } from '../support/readRendered';
import { seriousAccessibilityViolations } from './axe';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';
import { storeAnalysis } from '../factories/reports';
import type { TestUser } from '../factories/users';
import { API_ERRORS } from '../../common/errors';
import { e2eService } from '../support/serviceSuperuser';

/*
 * Review of the engine's values on a real dev dossier (#10 items 3–5), through the product: the
 * PDFs are uploaded and analysed by the real engine, marks and status go through the real API.
 */

const DOSSIER = path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-01/docs');
/**
 * Text PDFs and one scan (OCR): the inscription, its earlier title scanned, the GP with its
 * mortgage, TGR, SII. No certificate twice: which copy of a duplicate the report keeps is the
 * merge's business (mergeIntoReport.test.ts), not this review's.
 */
const FILES = [
  '01_dominio_vigente.pdf',
  '03_titulo_anterior_1.scan.pdf',
  '04_gp.pdf',
  '05_deuda_tgr.pdf',
  '06_avaluo_fiscal.pdf',
].map((name) => path.join(DOSSIER, name));

const REVIEWER = 'María Pérez';
const TODAY = /\d\d-\d\d-\d{4}/;

/** Uploads the dossier in a new report; resolves to the report's id once the editor shows it. */
async function analysedReport(page: Page, editor: ReportEditorPage): Promise<string> {
  await editor.gotoNew();
  await editor.fileInput.setInputFiles(FILES);
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 120_000,
  });
  await expect(page).toHaveURL(/\/reports\/[a-z0-9]{15}$/);
  return page.url().split('/').pop() ?? '';
}

/**
 * Besides what the engine doubts itself, more doubt recorded as the engine records it: every value
 * of the scanned certificate as read by OCR with low confidence, and the SII rol contradicted by
 * the TGR certificate (dev-01's documents agree; documentConflicts.spec.ts has the engine find one).
 */
async function doubtSomeValues(
  user: TestUser,
  baseURL: string,
  reportId: string,
): Promise<{ unsure: string[]; tracked: string[] }> {
  const record = await user.pb.collection('new_reports').getOne(reportId, { fields: 'analysis' });
  const analysis = readAnalysis(record.analysis);
  const { provenance } = analysis;
  for (const [key, source] of Object.entries(provenance))
    if (source.file.endsWith('.scan.pdf')) provenance[key] = { ...source, unsure: ['ocr_low_confidence'] };
  const rol = provenance['certificados_avaluo[0].rol_avaluo'];
  const tgr = provenance['debt_certificates[0].rol_avaluo'];
  if (!rol || !tgr) throw new Error('the engine read no rol from the SII or TGR certificate');
  provenance['certificados_avaluo[0].rol_avaluo'] = {
    ...rol,
    unsure: ['conflicting_documents'],
    conflicts: [{ value: '9999-99', file: tgr.file, page: tgr.page, snippet: tgr.snippet }],
  };
  // Only the server writes a report's analysis (issue #20): as the analysis service would.
  await storeAnalysis(await e2eService(baseURL), reportId, analysis);
  return {
    unsure: Object.entries(provenance).flatMap(([key, source]) => (isUnsure(source) ? [key] : [])),
    tracked: Object.keys(provenance),
  };
}

/** A signed-in user's report of the dossier, analysed, with its doubts, open in the editor. */
async function dossierUnderReview(page: Page, baseURL: string | undefined) {
  const user = await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  const reportId = await analysedReport(page, editor);
  const values = await doubtSomeValues(user, baseURL ?? '', reportId);
  await editor.goto(reportId);
  return { user, editor, reportId, ...values };
}

/** The value under review the focused control belongs to (as the editor's flow reads it). */
function focusedValue(page: Page, tracked: readonly string[]): Promise<string | null> {
  return page.evaluate((paths) => {
    const active = document.activeElement;
    const field = active?.closest('.editor-field');
    const holder =
      field?.querySelector<HTMLElement>('[data-path]') ?? active?.closest<HTMLElement>('[data-path]');
    let current = holder?.dataset.path ?? '';
    while (current) {
      if (paths.includes(current)) return current;
      current = current.replace(/(\.[a-z_0-9]+|\[\d+\])$/, '');
    }
    return null;
  }, tracked);
}

function progress(editor: ReportEditorPage) {
  return editor.actionBar.getByText(/^\d+ de \d+ campos revisados/);
}

function mark(page: Page, valuePath: string) {
  return page.locator(`[data-review-for="${valuePath}"]`);
}

test.describe.configure({ mode: 'serial' });

test('Alt+N reaches every unsure value first, riskiest first and then in document order, opening what is collapsed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { editor, unsure, tracked } = await dossierUnderReview(page, baseURL);
  expect(unsure.length).toBeGreaterThan(2);

  // Every value the engine read shows its mark; the doubtful ones look it, with the other reading.
  await editor.results.getByRole('button', { name: 'Expandir todo' }).click();
  for (const value of tracked) await expect(mark(page, value), value).toHaveCount(1);
  await expect(progress(editor)).toHaveText(new RegExp(`^0 de ${tracked.length} campos revisados`));
  const conflict = mark(page, 'certificados_avaluo[0].rol_avaluo');
  await expect(conflict).toContainText('Motor · dudoso: Los documentos no coinciden en este valor');
  await expect(conflict).toContainText(/Otro documento: «9999-99» en 05_deuda_tgr\.pdf, pág\. 1/);
  const rolInput = page.locator('[data-path="certificados_avaluo[0].rol_avaluo"]');
  await expect(rolInput).toHaveAccessibleDescription(/Motor · dudoso/);
  const amber = await rolInput.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(amber).toBe('rgb(138, 90, 0)');
  await expect(mark(page, 'gp_certificates[0].fecha_emision')).toContainText('Motor · alta confianza');
  expect(await seriousAccessibilityViolations(page), 'editor with status marks').toEqual([]);

  await editor.results.getByRole('button', { name: 'Contraer todo' }).click();
  await editor.results.getByRole('heading', { name: 'Revisar y Editar Resultados' }).click();
  const visited: string[] = [];
  for (let step = 0; step < unsure.length; step++) {
    await page.keyboard.press('Alt+N');
    await expect.poll(() => focusedValue(page, tracked)).not.toBe(visited.at(-1) ?? null);
    const value = await focusedValue(page, tracked);
    if (value) visited.push(value);
    await expect(page.locator(':focus')).toBeInViewport();
  }
  expect([...visited].sort()).toEqual([...unsure].sort());
  const positions = await page.evaluate(
    (paths) =>
      paths.map((value) => {
        const all = [...document.querySelectorAll('[data-review-for]')];
        return all.findIndex((element) => element.getAttribute('data-review-for') === value);
      }),
    visited,
  );
  // Riskiest first (common/review/risk.ts), each level in the order the editor shows them.
  const order = visited.map((value, index) => [reviewRisk(value), positions[index] ?? -1] as const);
  expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  // Then the values the engine is sure of, not yet confirmed.
  await page.keyboard.press('Alt+N');
  await expect.poll(() => focusedValue(page, tracked)).not.toBe(visited.at(-1));
  expect(unsure).not.toContain(await focusedValue(page, tracked));
  test.info().annotations.push({
    type: 'values',
    description: `${tracked.length} with engine provenance, ${unsure.length} unsure`,
  });
});

test('confirming (Alt+C) and editing persist after a reload, the edit as "Editado por"', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { editor, tracked } = await dossierUnderReview(page, baseURL);

  // The first value to review is a doubtful one; Alt+C confirms it where it is.
  await page.keyboard.press('Alt+N');
  await expect.poll(() => focusedValue(page, tracked)).not.toBeNull();
  const confirmed = (await focusedValue(page, tracked)) ?? '';
  await expect(mark(page, confirmed)).toContainText('Motor · dudoso');
  await page.keyboard.press('Alt+C');
  await expect(mark(page, confirmed)).toContainText(
    new RegExp(`Confirmado por ${REVIEWER}, ${TODAY.source}`),
  );
  await expect(progress(editor)).toHaveText(new RegExp(`^1 de ${tracked.length} campos revisados`));

  // A value confirmed with the button, then taken back, is doubtful again.
  const destino = 'certificados_avaluo[0].destino';
  const sii = editor.section(/avalúo fiscal/);
  await editor.expand(sii);
  await mark(page, destino).getByRole('button', { name: 'Confirmar Destino' }).click();
  await expect(mark(page, destino)).toContainText(`Confirmado por ${REVIEWER}`);
  await mark(page, destino).getByRole('button', { name: 'Deshacer la confirmación de Destino' }).click();
  await expect(mark(page, destino)).toContainText('Motor · alta confianza');

  // An edited value shows so at once, and who edited it once saved.
  const address = 'certificados_avaluo[0].direccion';
  const input = page.locator(`[data-path="${address}"]`);
  await input.fill('AVENIDA IRARRÁZAVAL 3050, DEPTO 1204');
  await expect(mark(page, address)).toContainText('Editado, sin guardar');
  await editor.save();
  await expect(mark(page, address)).toContainText(new RegExp(`Editado por ${REVIEWER}, ${TODAY.source}`));

  await page.reload();
  await editor.results.waitFor();
  await editor.expand(sii);
  await expect(mark(page, confirmed)).toContainText(`Confirmado por ${REVIEWER}`);
  await expect(mark(page, address)).toContainText(new RegExp(`Editado por ${REVIEWER}, ${TODAY.source}`));
  await expect(input).toHaveValue('AVENIDA IRARRÁZAVAL 3050, DEPTO 1204');
  await expect(progress(editor)).toHaveText(new RegExp(`^2 de ${tracked.length} campos revisados`));
});

test('"revisado" needs a conclusion, and a reason while a mortgage is unconfirmed; the client PDF prints the stamp, never the reason; an edit reopens the review', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { user, editor, reportId } = await dossierUnderReview(page, baseURL);
  const status = editor.reviewStatus;
  await expect(status).toContainText('Borrador');
  const askStatus = (data: unknown) =>
    page.request.post(`/analysis/api/reports/${reportId}/status`, {
      headers: { Authorization: `Bearer ${user.token}` },
      data,
    });

  // Without the lawyer's conclusion, not even a reason makes it "revisado" (issue #20).
  const reason = {
    reason: 'Hipoteca vigente informada al cliente; se alzará con el precio de la compraventa.',
  };
  const noConclusion = await askStatus({ status: 'revisado', override: reason });
  expect(noConclusion.status()).toBe(409);
  expect(await noConclusion.json()).toMatchObject({ code: 'REVIEW_CONCLUSION_MISSING' });
  await status.getByRole('button', { name: 'Marcar como revisado' }).click();
  await expect(status.getByRole('alert')).toHaveText(API_ERRORS.REVIEW_CONCLUSION_MISSING.message);
  await expect(page.getByRole('dialog', { name: 'Marcar como revisado' })).toHaveCount(0);

  await editor.writeConclusion(
    'Los títulos están ajustados a derecho; la hipoteca vigente se alzará con el precio.',
  );
  await editor.save();

  // The server refuses it outright, naming what is pending.
  const refused = await askStatus({ status: 'revisado' });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /^No se puede marcar como revisado: hay \d+ gravámenes o prohibiciones sin confirmar/,
  );

  await status.getByRole('button', { name: 'Iniciar revisión' }).click();
  await expect(status).toContainText('En revisión');
  await status.getByRole('button', { name: 'Marcar como revisado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como revisado' });
  await expect(dialog).toContainText(/Quedan \d+ gravámenes o prohibiciones sin confirmar/);
  await expect(dialog.getByRole('listitem').filter({ hasText: /^HIPOTECA/ })).not.toHaveCount(0);
  expect(await seriousAccessibilityViolations(page), 'dialog listing what is pending').toEqual([]);

  await dialog.getByRole('button', { name: 'Marcar como revisado igualmente' }).click();
  await expect(dialog.getByText('Escriba el motivo, con al menos 10 caracteres.')).toBeVisible();
  await expect(dialog.getByLabel('Motivo para marcarlo como revisado igualmente')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(status).toContainText('En revisión');

  // From the list to the mortgage itself, and back.
  await dialog
    .getByRole('listitem')
    .filter({ hasText: /^HIPOTECA/ })
    .first()
    .getByRole('button')
    .click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('[data-path]')?.getAttribute('data-path')),
    )
    .toMatch(/^gp_certificates\[0\]\.gravamenes\[\d\]/);

  await status.getByRole('button', { name: 'Marcar como revisado' }).click();
  await dialog.getByLabel('Motivo para marcarlo como revisado igualmente').fill(reason.reason);
  await dialog.getByRole('button', { name: 'Marcar como revisado igualmente' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText(new RegExp(`Revisado por ${REVIEWER} el ${TODAY.source}`));
  await expect(status).toContainText('Motivo: Hipoteca vigente informada al cliente');

  await page.reload();
  await editor.results.waitFor();
  await expect(status).toContainText(new RegExp(`Revisado por ${REVIEWER} el ${TODAY.source}`));

  // The client's PDF: the stamp and the responsible lawyer's line, never the internal reason.
  const download = page.waitForEvent('download');
  await editor.downloadButton('PDF').click();
  const text = (await pdfPageTexts(readFileSync(await (await download).path()))).join(' ');
  expect(text).toMatch(new RegExp(`Revisado por ${REVIEWER} el ${TODAY.source}`));
  expect(text).toContain('Abogado responsable');
  expect(text).not.toContain('Hipoteca vigente informada al cliente');
  expect(text).not.toContain('gravámenes o prohibiciones sin confirmar');
  expect(text).not.toContain('Borrador');

  // An edit after "Revisado" reopens the review; the history keeps the earlier stamp.
  await editor.writeConclusion('Los títulos están ajustados a derecho, salvo la hipoteca vigente.');
  await editor.save();
  await expect(status).toContainText('En revisión');
  await expect(status).not.toContainText('Revisado por');
  await editor.historyButton.click();
  const reopened = editor.history.getByRole('article').first();
  await expect(reopened).toContainText('Edición por María Pérez');
  await expect(reopened).toContainText(
    new RegExp(`Estado de revisión: Revisado por ${REVIEWER} el ${TODAY.source} → En revisión`),
  );
  await expect(editor.history.getByText('Motivo: Hipoteca vigente informada al cliente')).toBeVisible();
  await page.reload();
  await editor.results.waitFor();
  await expect(status).toContainText('En revisión');
});
