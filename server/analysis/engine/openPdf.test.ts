import { describe, expect, it } from 'vitest';
import { hugePagePdf, imageBombPdf } from '../../../tests/support/hostilePdfs';
import { findOversizedImage, MAX_IMAGE_PIXELS } from './openPdf';
import { minimalPdf } from './testing';

describe('findOversizedImage', () => {
  it('finds the 20000×20000 image of a 390 KB decompression bomb without decoding it', async () => {
    const bomb = await imageBombPdf();
    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(findOversizedImage(bomb)).toEqual({ width: 20_000, height: 20_000 });
  });

  it('lets through images within the cap and PDFs without images', async () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    expect(findOversizedImage(await imageBombPdf(side))).toBeNull();
    expect(findOversizedImage(minimalPdf([['texto']]))).toBeNull();
    expect(findOversizedImage(hugePagePdf())).toBeNull();
  });
});
