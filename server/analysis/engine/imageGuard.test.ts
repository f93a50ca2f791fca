import { describe, expect, it } from 'vitest';
import {
  hugePagePdf,
  imageBombPdf,
  paddedDictionaryBombPdf,
  softMaskBombPdf,
  unsizedMaskPdf,
} from '../../../tests/support/hostilePdfs';
import { findImageProblem } from './imageGuard';
import { MAX_IMAGE_PIXELS } from './openPdf';
import { minimalPdf } from '../../../tests/support/engineDocuments';

const oversized = { kind: 'oversized', width: 20_000, height: 20_000 };

describe('findImageProblem', () => {
  it('finds the 20000×20000 image of a 390 KB decompression bomb without decoding it', async () => {
    const bomb = await imageBombPdf();
    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(await findImageProblem(bomb)).toEqual(oversized);
  });

  it('resolves a soft mask’s sizes given as indirect references', async () => {
    expect(await findImageProblem(await softMaskBombPdf())).toEqual(oversized);
  });

  it('reads a dictionary padded past its first kilobytes', async () => {
    expect(await findImageProblem(await paddedDictionaryBombPdf())).toEqual(oversized);
  });

  it('refuses an image whose size cannot be established', async () => {
    expect(await findImageProblem(unsizedMaskPdf())).toEqual({ kind: 'unknownSize' });
  });

  it('lets through images within the cap and PDFs without images', async () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    expect(await findImageProblem(await imageBombPdf(side))).toBeNull();
    expect(await findImageProblem(await softMaskBombPdf(side))).toBeNull();
    expect(await findImageProblem(minimalPdf([['texto']]))).toBeNull();
    expect(await findImageProblem(hugePagePdf())).toBeNull();
  });
});
