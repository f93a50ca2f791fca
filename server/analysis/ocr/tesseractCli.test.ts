import { describe, expect, it } from 'vitest';

import { OcrTimeoutError } from './ocrEngine';
import { selectOcrEngine } from './selectEngine';
import { detectTesseractCli, runTesseractCli } from './tesseractCli';

const cliInstalled = await detectTesseractCli();

/** A white page with a black bar: enough work for tesseract to still be running after 1 ms. */
function blankPage() {
  const width = 1700;
  const height = 2200;
  const pixels = new Uint8Array(width * height).fill(255);
  pixels.fill(0, width * 1000, width * 1040);
  return { width, height, pixels };
}

describe('tesseract CLI', () => {
  it('is not detected when the binary is missing, and tesseract.js is used instead', async () => {
    expect(await detectTesseractCli('/nonexistent/tesseract')).toBe(false);
    const engine = await selectOcrEngine({ tesseractBinary: '/nonexistent/tesseract', concurrency: 1 });
    expect(engine.name).toBe('tesseract.js');
    await engine.close();
  });

  it.skipIf(!cliInstalled)('is used when installed with the Spanish model', async () => {
    const engine = await selectOcrEngine({ concurrency: 1 });
    expect(engine.name).toBe('tesseract-cli');
  });

  it.skipIf(!cliInstalled)('kills a page past its time budget', async () => {
    await expect(runTesseractCli('tesseract', blankPage(), 1)).rejects.toBeInstanceOf(OcrTimeoutError);
  });

  it('reports a binary that cannot run', async () => {
    await expect(runTesseractCli('/nonexistent/tesseract', blankPage(), 10_000)).rejects.toThrow();
  });
});
