import { readFileSync } from 'node:fs';

/** Builds a PDF whose objects are given in order, with a correct cross-reference table. */
function assemblePdf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
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
