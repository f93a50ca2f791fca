import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument, type DocumentText } from '../../server/analysis/engine/document';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';

/** A document built from page texts, for extractor tests that should not need a PDF. */
export function documentFromPages(file: string, pages: string[]): DocumentText {
  return buildDocument(
    file,
    pages.map((page, index) => {
      const lines = page.split('\n');
      return { number: index + 1, lines, textLength: lines.join('').length };
    }),
  );
}

/** A CBR document (copy, GP, deed) of one or more pages, each given as its lines. */
export function cbrDocument(...pages: string[][]): DocumentText {
  return documentFromPages(
    'cbr.pdf',
    pages.map((lines) => lines.join('\n')),
  );
}

/** A one-page certificate given as its lines. */
export function certificateDocument(lines: string[]): DocumentText {
  return documentFromPages('certificado.pdf', [lines.join('\n')]);
}

/** A document as OCR reads it: every page marked as OCR'd, with the words read with low confidence. */
export function ocrDocumentFromPages(
  file: string,
  pages: string[],
  doubtfulWords: string[] = [],
): DocumentText {
  const document = documentFromPages(file, pages);
  return { ...document, pages: document.pages.map((page) => ({ ...page, ocr: { doubtfulWords } })) };
}

/** A minimal valid PDF with one page per entry, each page showing its lines (Helvetica, 10 pt). */
export function minimalPdf(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, index) => {
    const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
    const stream = lines
      .map((line, row) => `BT /F1 10 Tf 50 ${750 - row * 14} Td (${escape(line)}) Tj ET`)
      .join('\n');
    const id = pageIds[index] ?? 0;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    body += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * A page as a text layer gives it: `lines` as the layout joined them (close columns kept together
 * by one space), `printed` where each cell is drawn (5 pt a character).
 */
export function drawnPage(lines: string[], printed: string[]): PageText {
  const runs = printed.flatMap((line, row) =>
    [...line.matchAll(/\S+(?: \S+)*/g)].map((cell) => ({
      text: cell[0],
      origin: [56 + cell.index * 5, 780 - row * 13] as const,
      advance: [cell[0].length * 5, 0] as const,
      rise: [0, 9.5] as const,
    })),
  );
  return { number: 1, lines, textLength: lines.join('').length, runs };
}

/** A file's pages as the text layer gives them, numbered from 1. */
export const pageTexts = (...pages: string[][]): PageText[] =>
  pages.map((lines, index) => ({ number: index + 1, lines, textLength: lines.join('').length }));

/** The page ranges a file's pages split into. */
export const partRanges = (...pages: string[][]) =>
  splitIntoParts(pageTexts(...pages)).map((part) => [part.first, part.last]);

/** The parts a file's pages split into, as "first-last type". */
export const typedParts = (...pages: string[][]) =>
  splitIntoParts(pageTexts(...pages)).map(
    ({ first, last, pages: partPages }) =>
      `${first}-${last} ${classifyDocument(buildDocument('carpeta.pdf', partPages)).type}`,
  );
