/*
 * Pixel size of a logo (PNG or JPEG) read from its header, so the renderers can scale it and a
 * hostile file never reaches the PDF library: a 1 MB PNG may declare a picture of billions of
 * pixels, which decoding would expand in memory.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** Largest logo drawn: 25 million pixels (a 5000 × 5000 picture) is more than any letterhead needs. */
export const MAX_LOGO_PIXELS = 25_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpegSize(bytes: Uint8Array): ImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (isStartOfFrame(marker))
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** The picture's size when it is a PNG or JPEG of a drawable size; null otherwise. */
export function imageSize(bytes: Uint8Array, mimeType: 'image/png' | 'image/jpeg'): ImageSize | null {
  const size = mimeType === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return size.width * size.height <= MAX_LOGO_PIXELS ? size : null;
}
