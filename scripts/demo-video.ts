/**
 * `npm run demo-video`: records the real product for the landing page. It starts `npm start` on a
 * scratch PocketBase, drives Debian's Chromium through registration, the upload of a sample
 * dossier, the analysed report and a download, captures the screen through the DevTools
 * screencast (Playwright's own recorder needs a browser-bundled ffmpeg this machine cannot
 * download) and encodes WebM, MP4 and a poster frame with Debian's ffmpeg into client/public/demo.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/support/chromium';
import { startProduct } from './productServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT_DIR = path.join(ROOT, 'client', 'public', 'demo');
const DOSSIER = path.resolve(ROOT, '../shared/corpus/dev/dev-02/docs');
const VIEWPORT = { width: 1280, height: 720 };

interface Frame {
  file: string;
  at: number;
}

/** A visible pause, so a viewer can read what is on screen. */
const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

async function slowScroll(page: Page, pixels: number): Promise<void> {
  for (let done = 0; done < pixels; done += 120) {
    await page.mouse.wheel(0, 120);
    await pause(page, 90);
  }
}

async function performDemo(page: Page): Promise<void> {
  await page.goto('/');
  await pause(page, 1500);
  await page.getByRole('link', { name: 'Comenzar Gratis' }).first().click();
  await page.getByLabel('Nombre').pressSequentially('Estudio Demostración', { delay: 35 });
  await page.getByLabel('Email').pressSequentially(`demo-${Date.now()}@titulo360.local`, { delay: 20 });
  await page.getByLabel('Contraseña', { exact: true }).fill('demostracion-2026');
  await page.getByLabel('Confirmar Contraseña').fill('demostracion-2026');
  await pause(page, 400);
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await page.waitForURL('**/dashboard');
  await pause(page, 1200);
  await page
    .getByRole('link', { name: /Cargar documentos|Crear Nuevo Reporte/ })
    .first()
    .click();
  await page.waitForURL('**/reports/new');

  const files = readdirSync(DOSSIER)
    .filter((name) => name.endsWith('.pdf') && !name.endsWith('.scan.pdf'))
    .map((name) => path.join(DOSSIER, name));
  await page.getByLabel('Seleccionar archivos PDF').setInputFiles(files);
  await pause(page, 1500);
  await page.getByRole('button', { name: 'Subir y Analizar' }).click();
  await page
    .getByText('Análisis completado: Documentos procesados exitosamente')
    .waitFor({ timeout: 180_000 });
  await pause(page, 1500);
  await slowScroll(page, 2600);
  await pause(page, 800);
  await page.getByLabel('Nombre del reporte').fill('Casa en La Cisterna');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).first().click();
  await download;
  await pause(page, 1500);
}

async function record(baseURL: string, framesDir: string): Promise<Frame[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: VIEWPORT,
      locale: 'es-CL',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const frames: Frame[] = [];
    session.on('Page.screencastFrame', (event) => {
      const file = path.join(framesDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(event.data, 'base64'));
      frames.push({ file, at: event.metadata.timestamp ?? Date.now() / 1000 });
      void session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
    });
    await session.send('Page.startScreencast', { format: 'jpeg', quality: 85, everyNthFrame: 1 });
    await performDemo(page);
    await session.send('Page.stopScreencast');
    return frames;
  } finally {
    await browser.close();
  }
}

/** Frames arrive when the screen changes: give each the time until the next one. */
function concatList(frames: Frame[]): string {
  const lines = frames.flatMap((frame, index) => {
    const next = frames[index + 1];
    const duration = next ? Math.max(0.02, next.at - frame.at) : 1;
    return [`file '${frame.file}'`, `duration ${duration.toFixed(3)}`];
  });
  const last = frames.at(-1);
  return [...lines, ...(last ? [`file '${last.file}'`] : [])].join('\n');
}

function encode(frames: Frame[], workDir: string): void {
  const list = path.join(workDir, 'frames.txt');
  writeFileSync(list, concatList(frames));
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const input = ['-y', '-hide_banner', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list];
  const scale = ['-vf', `fps=25,scale=${VIEWPORT.width}:-2,format=yuv420p`];
  const mp4 = path.join(OUTPUT_DIR, 'titulo360-demo.mp4');
  execFileSync('ffmpeg', [
    ...input,
    ...scale,
    '-c:v',
    'libx264',
    '-crf',
    '28',
    '-preset',
    'slow',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  execFileSync('ffmpeg', [
    ...input,
    ...scale,
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    path.join(OUTPUT_DIR, 'titulo360-demo.webm'),
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    // The analysed report, near the end, says more than the first screen.
    '-sseof',
    '-6',
    '-i',
    mp4,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    path.join(OUTPUT_DIR, 'titulo360-demo-poster.jpg'),
  ]);
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-demo-'));
  const framesDir = path.join(workDir, 'frames');
  mkdirSync(framesDir);
  const product = await startProduct();
  try {
    console.log('[demo] recording...');
    const frames = await record(product.baseURL, framesDir);
    console.log(`[demo] ${frames.length} frames; encoding...`);
    encode(frames, workDir);
    console.log(`[demo] written to ${path.relative(ROOT, OUTPUT_DIR)}`);
  } finally {
    product.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
