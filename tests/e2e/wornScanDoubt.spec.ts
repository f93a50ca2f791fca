import type { Page } from '@playwright/test';
import { wornTgrWithNameOnTwoLines } from '../support/wornCertificates';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

/*
 * Issue #17: a wrong-looking value on a worn scan is marked doubtful with its reason, and the
 * review flow (Alt+N) reaches it. The scan is a worn photocopy of a made-up TGR certificate whose
 * taxpayer's name runs onto a second line, so the name read from its labelled line is cut.
 */

const NAME = 'debt_certificates[0].contribuyente.nombre';

/** The output path of the focused control, or null. */
function focusedPath(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.activeElement?.closest<HTMLElement>('[data-path]')?.dataset.path ?? null,
  );
}

test('a name cut on a worn scan is doubtful, says why, and Alt+N reaches it', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  await editor.gotoNew();
  await editor.fileInput.setInputFiles([
    { name: 'tgr-escaneado.pdf', mimeType: 'application/pdf', buffer: await wornTgrWithNameOnTwoLines() },
  ]);
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 180_000,
  });

  await editor.results.getByRole('button', { name: 'Expandir todo' }).click();
  await expect(editor.fieldAt(NAME)).toHaveValue(/HUENCHUMAN/);
  const mark = page.locator(`[data-review-for="${NAME}"]`);
  await expect(mark).toContainText('Motor · dudoso: El nombre parece cortado');

  await editor.results.getByRole('button', { name: 'Contraer todo' }).click();
  await editor.results.getByRole('heading', { name: 'Revisar y Editar Resultados' }).click();
  const doubtful = await page.locator('[data-review-for][data-tone="doubtful"]').count();
  expect(doubtful).toBeGreaterThan(0);
  let reached = false;
  for (let step = 0; step < doubtful && !reached; step++) {
    await page.keyboard.press('Alt+N');
    await expect.poll(() => focusedPath(page)).not.toBeNull();
    reached = (await focusedPath(page)) === NAME;
  }
  expect(reached).toBe(true);
  await expect(editor.fieldAt(NAME)).toBeInViewport();
});
