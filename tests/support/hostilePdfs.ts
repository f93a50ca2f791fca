import { readFileSync } from 'node:fs';
import { createDeflate } from 'node:zlib';

/** A PDF object: a dictionary or other direct value, or a stream with its (binary) data. */
type PdfObject = string | { dictionary: string; data: Buffer };

/** Builds a PDF whose objects are given in order, with a correct cross-reference table. */
function assemblePdf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const push = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(`${index + 1} 0 obj\n${object}\nendobj\n`);
      return;
    }
    push(
      `${index + 1} 0 obj\n${object.dictionary.replace(/>>$/, ` /Length ${object.data.length} >>`)}\nstream\n`,
    );
    push(object.data);
    push('\nendstream\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A well-formed PDF with no pages at all. */
export const zeroPagePdf = (): Buffer =>
  assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);

/** A small file declaring thousands of (blank) pages. */
export function manyPagePdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ]);
}

/** The first part of a real PDF, as left by an interrupted download. */
export const truncatedPdf = (source: string, fraction = 0.4): Buffer => {
  const bytes = readFileSync(source);
  return bytes.subarray(0, Math.floor(bytes.length * fraction));
};

/** A PDF protected with a user password (made once with `qpdf --encrypt`). */
export const encryptedPdf = (): Buffer =>
  readFileSync(new URL('../fixtures/pdfs/encrypted.pdf', import.meta.url));

/** Deflates `size` zero bytes a slice at a time, so the bomb is built without holding it whole. */
function deflatedZeros(size: number): Promise<Buffer> {
  const slice = Buffer.alloc(Math.min(size, 4 * 1024 * 1024));
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    deflate.on('end', () => resolve(Buffer.concat(chunks)));
    deflate.on('error', reject);
  });
  for (let written = 0; written < size; written += slice.length) {
    deflate.write(slice.subarray(0, Math.min(slice.length, size - written)));
  }
  deflate.end();
  return done;
}

const bombs = new Map<number, Promise<Buffer>>();

/** Objects 1–4 of a one-page PDF that draws image object 5 over the whole page. */
const ONE_IMAGE_PAGE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
  { dictionary: '<< >>', data: Buffer.from('q 595 0 0 842 0 0 cm /Im0 Do Q', 'latin1') },
] as const;

/**
 * A decompression bomb: a one-page PDF without text whose page is one `side`×`side` 8-bit grey
 * image (20000 by default: ~390 KB on disk, 400 MB of pixels decoded, 1.6 GB as a canvas).
 */
export function imageBombPdf(side = 20_000): Promise<Buffer> {
  const cached = bombs.get(side);
  if (cached) return cached;
  const built = deflatedZeros(side * side).then((pixels) =>
    assemblePdf([
      ...ONE_IMAGE_PAGE,
      {
        dictionary: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`,
        data: pixels,
      },
    ]),
  );
  bombs.set(side, built);
  return built;
}

const softMaskBombs = new Map<number, Promise<Buffer>>();

/**
 * A soft-mask bomb: a one-page PDF without text drawing a 100×100 image whose soft mask is
 * `side`×`side`, with the mask's sizes given as indirect references (`/Width 7 0 R`), which a
 * look at the raw dictionary cannot read. pdf.js caps the image but decodes the mask at its size.
 */
export function softMaskBombPdf(side = 20_000): Promise<Buffer> {
  const cached = softMaskBombs.get(side);
  if (cached) return cached;
  const built = Promise.all([deflatedZeros(side * side), deflatedZeros(100 * 100)]).then(([mask, image]) =>
    assemblePdf([
      ...ONE_IMAGE_PAGE,
      {
        dictionary:
          '<< /Type /XObject /Subtype /Image /Width 100 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8 /SMask 6 0 R /Filter /FlateDecode >>',
        data: image,
      },
      {
        dictionary:
          '<< /Type /XObject /Subtype /Image /Width 7 0 R /Height 8 0 R /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>',
        data: mask,
      },
      String(side),
      String(side),
    ]),
  );
  softMaskBombs.set(side, built);
  return built;
}

/**
 * The plain image bomb with its dictionary padded past the first kilobytes (8 KB of blanks and a
 * comment before `/Width`), as a reader of a fixed window of the raw bytes would miss it.
 */
export async function paddedDictionaryBombPdf(): Promise<Buffer> {
  const side = 20_000;
  const pixels = await deflatedZeros(side * side);
  return assemblePdf([
    ...ONE_IMAGE_PAGE,
    {
      dictionary: `<< /Type /XObject /Subtype /Image ${' '.repeat(8192)}% relleno\n /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`,
      data: pixels,
    },
  ]);
}

/** A page drawing an image whose soft mask's width refers to an object the file does not have. */
export const unsizedMaskPdf = (): Buffer =>
  assemblePdf([
    ...ONE_IMAGE_PAGE,
    {
      dictionary:
        '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /SMask 6 0 R >>',
      data: Buffer.from([0]),
    },
    {
      dictionary:
        '<< /Type /XObject /Subtype /Image /Width 99 0 R /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 >>',
      data: Buffer.from([0]),
    },
  ]);

/** A blank page of 200 × 200 inches (PDF's largest page size) with no text: a canvas bomb for OCR. */
export const hugePagePdf = (): Buffer =>
  assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] >>',
  ]);
