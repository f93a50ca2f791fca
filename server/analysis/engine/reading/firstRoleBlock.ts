import { buildDocument, type DocumentText } from '../document';

/*
 * A TGR certificate detailing each role in a block of its own (">> ROL 2811-204   AV …", "ROL:
 * 880-12"), each with its own totals. The document is read as its first role's; a total that
 * role's block lost (a worn copy's OCR cut "Deuda no vencida liqui…") is then found in the next
 * block, under the next role's label. The first role's block alone tells whether its totals are
 * its own.
 */

/** A line opening a role's block with its rol (bundle.ts reads the other roles from the same lines). */
export const BLOCK_ROL = /^[\s>»*•·#-]*rol\s*(?:n[°º.]?\s*)?:?\s*(\d{1,5})\s?-\s?(\d{1,5})(?![\d-])/iu;

/**
 * The document with the lines from the second role's block on blanked (offsets kept), or null
 * when it details fewer than two roles.
 */
export function firstRoleBlock(document: DocumentText): DocumentText | null {
  const lines = document.pages.flatMap((page) => page.lines);
  const starts = lines.flatMap((line, index) => (BLOCK_ROL.test(line) ? [index] : []));
  const rols = new Set(
    lines.flatMap((line) => {
      const found = BLOCK_ROL.exec(line);
      return found ? [`${Number(found[1])}-${Number(found[2])}`] : [];
    }),
  );
  const second = starts[1];
  if (second === undefined || rols.size < 2) return null;
  let index = 0;
  const pages = document.pages.map((page) => ({
    ...page,
    lines: page.lines.map((line) => (index++ >= second ? ' '.repeat(line.length) : line)),
  }));
  return buildDocument(document.file, pages);
}
