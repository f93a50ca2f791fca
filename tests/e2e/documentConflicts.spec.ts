import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { tgrCertificatePdf } from '../support/certificatePdfs';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

/*
 * A rol two documents give differently (#10 item 3), found by the real engine: a dev dossier's
 * dominio vigente and a TGR certificate made up for another rol (tests/support/certificatePdfs.ts).
 */

const DOMINIO = path.resolve(
  import.meta.dirname,
  '../../../shared/corpus/dev/dev-01/docs/01_dominio_vigente.pdf',
);
const TGR_FILE = 'tgr-otro-rol.pdf';

const INSCRIBED = 'property_registry_history[0].rol_avaluo';
const CERTIFIED = 'debt_certificates[0].rol_avaluo';

function mark(page: Page, valuePath: string) {
  return page.locator(`[data-review-for="${valuePath}"]`);
}

/** The output path of the focused control, or null. */
function focusedPath(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.activeElement?.closest<HTMLElement>('[data-path]')?.dataset.path ?? null,
  );
}

test('a rol the TGR certificate gives differently is doubtful on both fields, with both sources, and Alt+N reaches it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  await editor.gotoNew();
  await editor.fileInput.setInputFiles([
    { name: path.basename(DOMINIO), mimeType: 'application/pdf', buffer: readFileSync(DOMINIO) },
    { name: TGR_FILE, mimeType: 'application/pdf', buffer: tgrCertificatePdf('120-06120-009') },
  ]);
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 120_000,
  });

  await editor.results.getByRole('button', { name: 'Expandir todo' }).click();
  const inscribedRol = await editor.fieldAt(INSCRIBED).inputValue();
  expect(inscribedRol).toMatch(/^\d+-\d+$/);
  await expect(editor.fieldAt(CERTIFIED)).toHaveValue('6120-9');
  const inscribed = mark(page, INSCRIBED);
  await expect(inscribed).toContainText('Motor · dudoso: Los documentos no coinciden en este valor');
  await expect(inscribed).toContainText(/Leído en 01_dominio_vigente\.pdf, pág\. \d+\./);
  await expect(inscribed).toContainText(`Otro documento: «6120-9» en ${TGR_FILE}, pág. 1.`);
  const certified = mark(page, CERTIFIED);
  await expect(certified).toContainText('Motor · dudoso: Los documentos no coinciden en este valor');
  await expect(certified).toContainText(`Leído en ${TGR_FILE}, pág. 1.`);
  await expect(certified).toContainText(
    new RegExp(`Otro documento: «${inscribedRol}» en 01_dominio_vigente\\.pdf, pág\\. \\d+\\.`),
  );
  await expect(editor.fieldAt(CERTIFIED)).toHaveAccessibleDescription(/Los documentos no coinciden/);
  // The finding says what the marks show.
  await expect(
    editor.finding(`es del rol 6120-9, distinto del de la inscripción vigente (${inscribedRol})`),
  ).toHaveCount(1);

  // The review flow stops at both, however collapsed the sections are.
  await editor.results.getByRole('button', { name: 'Contraer todo' }).click();
  await editor.results.getByRole('heading', { name: 'Revisar y Editar Resultados' }).click();
  const doubtful = await page.locator('[data-review-for][data-tone="doubtful"]').count();
  const visited = new Set<string>();
  for (let step = 0; step < doubtful && !(visited.has(INSCRIBED) && visited.has(CERTIFIED)); step++) {
    await page.keyboard.press('Alt+N');
    await expect.poll(() => focusedPath(page)).not.toBeNull();
    visited.add((await focusedPath(page)) ?? '');
  }
  expect([...visited]).toEqual(expect.arrayContaining([INSCRIBED, CERTIFIED]));
  await expect(editor.fieldAt(CERTIFIED)).toBeInViewport();
});
