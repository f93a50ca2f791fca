import { describe, expect, it } from 'vitest';
import { imageSize } from './imageSize';
import { sampleLogo } from '../../tests/factories/deliverables';

/** A PNG header (signature and IHDR) declaring a picture of the given size, with no picture. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('imageSize', () => {
  it('reads the size of real PNG and JPEG logos', async () => {
    for (const mimeType of ['image/png', 'image/jpeg'] as const) {
      const logo = await sampleLogo(mimeType);
      expect(imageSize(logo.bytes, mimeType)).toEqual({ width: 300, height: 120 });
    }
  });

  it('refuses a picture too large to decode safely, a wrong type and garbage', async () => {
    expect(imageSize(pngHeader(4000, 3000), 'image/png')).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(pngHeader(60_000, 60_000), 'image/png')).toBeNull();
    expect(imageSize(pngHeader(0, 10), 'image/png')).toBeNull();
    expect(imageSize((await sampleLogo('image/png')).bytes, 'image/jpeg')).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2]), 'image/jpeg')).toBeNull();
    expect(imageSize(new Uint8Array(4), 'image/png')).toBeNull();
  });
});
