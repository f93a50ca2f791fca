import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import type { OcrEngine } from '../../server/analysis/ocr/ocrEngine';
import { cachedEngine, ocrStepVersion } from './ocrCache';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function countingEngine(): OcrEngine & { calls: number } {
  return {
    name: 'tesseract-cli',
    concurrency: 1,
    calls: 0,
    async recognizeTsv(image, _timeout, thresholding = 'global', layout = 'page') {
      this.calls++;
      return `${image.pixels.join(',')} ${thresholding} ${layout}`;
    },
    close: async () => undefined,
  };
}

describe('the eval OCR cache', () => {
  it("answers tesseract's reading of an image it read before, per image, thresholding and layout", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tsv-'));
    folders.push(folder);
    const engine = countingEngine();
    const cached = cachedEngine(engine, folder);
    const image = { width: 2, height: 1, pixels: new Uint8Array([0, 255]) };
    const first = await cached.recognizeTsv(image, 1000, 'global', 'page');
    expect(
      await cached.recognizeTsv({ ...image, pixels: new Uint8Array([0, 255]) }, 1000, 'global', 'page'),
    ).toBe(first);
    expect(engine.calls).toBe(1);
    await cached.recognizeTsv(image, 1000, 'global', 'sparse');
    await cached.recognizeTsv({ ...image, pixels: new Uint8Array([1, 255]) }, 1000, 'global', 'page');
    expect(engine.calls).toBe(3);
  });

  it("versions the pages by the OCR step's source, down to the files it imports", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'step-'));
    folders.push(folder);
    writeFileSync(
      join(folder, 'reader.ts'),
      "import { lines } from './layout';\nexport const read = lines;\n",
    );
    writeFileSync(join(folder, 'layout.ts'), 'export const lines = 1;\n');
    const before = await ocrStepVersion(join(folder, 'reader.ts'));
    expect(await ocrStepVersion(join(folder, 'reader.ts'))).toBe(before);
    writeFileSync(join(folder, 'layout.ts'), 'export const lines = 2;\n');
    expect(await ocrStepVersion(join(folder, 'reader.ts'))).not.toBe(before);
  });
});
