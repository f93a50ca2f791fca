/**
 * `npm run screenshots [-- <folder>]`: looks at what we built. Starts the real product on a scratch
 * PocketBase, registers a user, fills the firm settings, analyses a dev dossier, and captures each
 * screen at 1366 and 390 px wide, the source viewer with a highlighted value, and the first pages of
 * the downloaded PDF (rasterised with poppler's pdftoppm). Writes PNGs and the downloads to the
 * folder (default: a new folder under the system's temporary directory) and prints its path.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/support/chromium';
import { startProduct } from './productServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOSSIER = path.resolve(ROOT, '../shared/corpus/dev/dev-02/docs');
const WIDTHS = [1366, 390] as const;
const OUT = path.resolve(process.argv[2] ?? mkdtempSync(path.join(os.tmpdir(), 'titulo360-screens-')));

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage });
    const overflow = await page.evaluate(() => {
      const wide = [...document.querySelectorAll('body *')].find(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
      );
      return wide ? `${wide.tagName.toLowerCase()}.${wide.className}` : null;
    });
    if (overflow) console.log(`[screenshots] ${name} at ${width} px: wider than the window: ${overflow}`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
}

async function register(page: Page): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nombre').fill('Josefina Fernández Ruiz');
  await page.getByLabel('Email').fill(`screens-${Date.now()}@titulo360.local`);
  await page.getByLabel('Contraseña', { exact: true }).fill('capturas-2026');
  await page.getByLabel('Confirmar Contraseña').fill('capturas-2026');
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await page.waitForURL('**/dashboard');
}

async function fillFirm(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Datos del estudio' }).click();
  await page.getByLabel('Nombre del estudio jurídico').fill('Estudio Jurídico Fernández & Asociados');
  await page.getByLabel('Dirección').fill('Av. Apoquindo 3000, oficina 501, Las Condes');
  await page.getByLabel('Abogado responsable').fill('Josefina Fernández Ruiz');
  await page.getByLabel('Texto al pie de página (opcional)').fill('Documento confidencial.');
  await shoot(page, '02-settings');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText(/^Datos guardados \(/).waitFor();
}

async function analyse(page: Page): Promise<void> {
  await page.goto('/reports/new');
  const files = readdirSync(DOSSIER)
    .filter((name) => name.endsWith('.pdf') && !name.endsWith('.scan.pdf'))
    .map((name) => path.join(DOSSIER, name));
  await page.getByLabel('Seleccionar archivos PDF').setInputFiles(files);
  await shoot(page, '03-upload');
  await page.getByRole('button', { name: 'Subir y Analizar' }).click();
  await page.waitForURL(/\/reports\/[a-z0-9]{15}$/, { timeout: 180_000 });
  await page.getByRole('region', { name: 'Revisar y Editar Resultados' }).waitFor();
  await page.getByLabel('Nombre del reporte').fill('Casa pasaje Los Copihues, La Cisterna');
  await shoot(page, '04-editor-top');
  // A value with provenance: the viewer opens its page and highlights its words.
  await page.locator('input[data-path="property_registry_history[0].fojas"]').first().click();
  await page.locator('.textLayer [data-highlighted]').first().waitFor({ timeout: 30_000 });
  await shoot(page, '05-editor-source');
  await page.keyboard.press('Control+s');
  await page.getByText(/^Guardado hace/).waitFor();
}

async function downloads(page: Page): Promise<void> {
  for (const format of ['PDF', 'DOCX'] as const) {
    const download = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Guardar y descargar' })
      .getByRole('button', { name: `Descargar ${format}` })
      .click();
    await (await download).saveAs(path.join(OUT, `report.${format.toLowerCase()}`));
  }
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '4',
    path.join(OUT, 'report.pdf'),
    path.join(OUT, '07-pdf-page'),
  ]);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const product = await startProduct();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({
      baseURL: product.baseURL,
      locale: 'es-CL',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await shoot(page, '00-landing');
    await register(page);
    await shoot(page, '01-dashboard-empty');
    await fillFirm(page);
    await analyse(page);
    await downloads(page);
    await page.goto('/dashboard');
    await page
      .getByRole('heading', { name: /Reportes/ })
      .first()
      .waitFor();
    await shoot(page, '06-dashboard');
    writeFileSync(
      path.join(OUT, 'README.txt'),
      `Captured ${new Date().toISOString()} from ${product.baseURL}\n`,
    );
    console.log(`[screenshots] written to ${OUT}`);
  } finally {
    await browser.close();
    product.stop();
  }
}

await main();
