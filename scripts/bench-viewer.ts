/*
 * The source viewer (#10): how long until it shows the first page of a 40-page PDF. Target ≤ 1 s.
 * Against the real product in Debian's Chromium; the PDF is made here with pdfmake. Prints the
 * median (min, max) of warm runs, browser cache warm as in daily use:
 * - opening a report whose first source is the 40-page PDF, until its first page is drawn (the
 *   app, the report, pdf.js and its worker, the file, the page);
 * - choosing the 40-page PDF in the viewer's file chooser, until its first page is drawn (fetch
 *   with a file token, parse, draw).
 * Run: npx tsx scripts/bench-viewer.ts [runs]
 */
import { chromium, type Page } from '@playwright/test';
import pdfmake from 'pdfmake';
import type { Content } from 'pdfmake/interfaces';
import { isFontFile, PDF_FONT, PDF_FONTS } from '../server/render/pdf/pdfFonts';
import { LoginPage } from '../tests/e2e/pages/LoginPage';
import { createUser, type TestUser } from '../tests/factories/users';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/support/chromium';
import { startProduct } from './productServer';
import { productService } from '../tests/support/serviceSuperuser';
import type PocketBase from 'pocketbase';

const PAGES = 40;
const runs = Math.max(1, Number(process.argv[2] ?? 5));

pdfmake.setFonts(PDF_FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(isFontFile);

const PARAGRAPH =
  'Inscripción de dominio a fojas 4267 número 3712 del Registro de Propiedad del año 2018. ' +
  'El inmueble deslinda al norte con el sitio número dieciséis, al sur con pasaje Los Copihues, ' +
  'al oriente con el sitio número dieciocho y al poniente con el sitio número catorce. ';

/** A text PDF of `pages` pages, each full of text, as a long certificate or deed is. */
async function textPdf(pages: number): Promise<Buffer> {
  const content: Content[] = Array.from({ length: pages }, (_, index) => ({
    stack: [{ text: `Página ${index + 1}`, fontSize: 14, bold: true }, ...Array(12).fill(PARAGRAPH)],
    ...(index < pages - 1 ? { pageBreak: 'after' as const } : {}),
  }));
  return pdfmake
    .createPdf({ pageSize: 'A4', defaultStyle: { font: PDF_FONT, fontSize: 10 }, content })
    .getBuffer();
}

/** Only the server writes a report's analysis: the report is stored as the analysis service would. */
async function reportWithSources(
  service: PocketBase,
  user: TestUser,
  files: { name: string; bytes: Buffer }[],
): Promise<string> {
  const form = new FormData();
  form.append('owner', user.record.id);
  form.append('name', 'Banco de pruebas del visor');
  form.append('output', JSON.stringify({ today: new Date().toISOString(), property_registry_history: [] }));
  form.append(
    'analysis',
    JSON.stringify({
      documents: [],
      provenance: {},
      files: files.map(({ name }) => ({ name, sha256: name, bytes: 1 })),
    }),
  );
  for (const file of files)
    form.append(
      'source_pdfs',
      new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }),
      file.name,
    );
  return (await service.collection('new_reports').create(form)).id;
}

/** performance.now() in the page once the viewer has drawn the first page of a PDF of PAGES pages. */
async function firstPageDrawn(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    (pages) =>
      document.querySelector('.source-pane__page-count')?.textContent === `Página 1 de ${pages}` &&
      document.querySelector('.source-page canvas')
        ? performance.now()
        : false,
    PAGES,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

async function openingReport(page: Page, reportId: string): Promise<number> {
  await page.goto(`/reports/${reportId}`);
  return firstPageDrawn(page);
}

async function choosingFile(page: Page, reportId: string): Promise<number> {
  await page.goto(`/reports/${reportId}`);
  await page.waitForFunction(() => document.querySelector('.source-page canvas'), undefined, {
    polling: 'raf',
  });
  const chosenAt = await page.evaluate(() => performance.now());
  await page.getByLabel('Documento', { exact: true }).selectOption({ label: 'cuarenta.pdf' });
  return (await firstPageDrawn(page)) - chosenAt;
}

async function measure(label: string, run: () => Promise<number>): Promise<void> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) times.push(await run());
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(0).padStart(5)} ms` +
      ` (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; ${runs} runs)`,
  );
}

const product = await startProduct();
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const [long, short] = await Promise.all([textPdf(PAGES), textPdf(1)]);
  const user = await createUser(product.baseURL);
  const service = await productService(product.baseURL, product.dataDir);
  const longFirst = await reportWithSources(service, user, [{ name: 'cuarenta.pdf', bytes: long }]);
  const shortFirst = await reportWithSources(service, user, [
    { name: 'una.pdf', bytes: short },
    { name: 'cuarenta.pdf', bytes: long },
  ]);
  const page = await browser.newPage({ baseURL: product.baseURL, viewport: { width: 1366, height: 900 } });
  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, user.password);
  await page.waitForURL('**/dashboard');
  console.log(`${PAGES}-page PDF, ${(long.length / 1024).toFixed(0)} KiB; viewport 1366 × 900`);
  await measure('open the report → first page drawn', () => openingReport(page, longFirst));
  await measure('choose the PDF in the viewer → first page drawn', () => choosingFile(page, shortFirst));
} finally {
  await browser.close();
  product.stop();
}
