import { execFile, spawn } from 'node:child_process';

import {
  OCR_LANGUAGE,
  OcrTimeoutError,
  PAGE_SEGMENTATION,
  THRESHOLDING_METHOD,
  type OcrEngine,
  type PageLayout,
  type Thresholding,
} from './ocrEngine';
import { OCR_DPI, toPgm, type GreyImage } from './renderPage';

export const DEFAULT_TESSERACT_BINARY = 'tesseract';

/**
 * Tesseract spreads one page over every core with OpenMP; on these machines that is several
 * times slower than one thread per process with one process per core.
 */
const CLI_ENVIRONMENT = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** True when the binary runs and has the Spanish model installed (`tesseract-ocr-spa`). */
export function detectTesseractCli(binary = DEFAULT_TESSERACT_BINARY): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(binary, ['--list-langs'], { env: CLI_ENVIRONMENT, timeout: 10_000 }, (error, stdout) => {
      resolve(!error && stdout.split(/\s+/).includes(OCR_LANGUAGE));
    });
  });
}

/** Runs one tesseract process on a page (PGM on stdin, TSV on stdout), killed past the timeout. */
export function runTesseractCli(
  binary: string,
  image: GreyImage,
  timeoutMs: number,
  thresholding: Thresholding = 'global',
  layout: PageLayout = 'page',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const method = `thresholding_method=${THRESHOLDING_METHOD[thresholding]}`;
    const segmentation = ['--psm', PAGE_SEGMENTATION[layout]];
    const args = [
      'stdin',
      'stdout',
      '-l',
      OCR_LANGUAGE,
      '--dpi',
      String(OCR_DPI),
      ...segmentation,
      '-c',
      method,
      'tsv',
    ];
    const child = spawn(binary, args, {
      env: CLI_ENVIRONMENT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    let errors = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2_000);
    });
    // A killed process closes stdin early; the write error is reported by 'close' instead.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new OcrTimeoutError(`tesseract exceeded ${timeoutMs} ms`));
      else if (code !== 0) reject(new Error(`tesseract exited with ${code}: ${errors.trim()}`));
      else resolve(Buffer.concat(output).toString('utf8'));
    });
    child.stdin.end(toPgm(image));
  });
}

/** The Debian tesseract CLI as an OCR engine: one process per page, `concurrency` at a time. */
export function tesseractCliEngine(binary: string, concurrency: number): OcrEngine {
  return {
    name: 'tesseract-cli',
    concurrency,
    recognizeTsv: (image, timeoutMs, thresholding, layout) =>
      runTesseractCli(binary, image, timeoutMs, thresholding, layout),
    close: () => Promise.resolve(),
  };
}
