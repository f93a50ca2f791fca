import type { TextItem } from 'pdfjs-dist/types/src/display/api';

import { openPdf } from './openPdf';
import { layoutPage, type PositionedText } from './text/layout';
import { textItemRun, type TextRun } from './wordBoxes/textRuns';

/** One page of a PDF as lines of text, in reading order (columns one after another). */
export interface PageText {
  /** 1-based. */
  number: number;
  lines: string[];
  /** Characters of real text on the page; an OCR step plugs in where this is too low. */
  textLength: number;
  /** Where the page's text is drawn (text items, or OCR words), for the boxes of provenance. */
  runs?: TextRun[];
  /** Set on pages read by OCR: the words read with low confidence, so values holding them look doubtful. */
  ocr?: { doubtfulWords: string[] };
  /** Why OCR could not read the page (Spanish, for the report notes); absent when it could. */
  unreadable?: string;
}

export type PdfErrorKind = 'encrypted' | 'invalid' | 'empty' | 'too_long';

/** Title documents run to tens of pages; far more is a hostile or mistaken file, refused before any work. */
export const MAX_PAGES = 300;

/** A PDF the engine cannot read; `message` is Spanish and safe to show in the report notes. */
export class PdfReadError extends Error {
  readonly kind: PdfErrorKind;

  constructor(kind: PdfErrorKind, message: string) {
    super(message);
    this.name = 'PdfReadError';
    this.kind = kind;
  }
}

function isTextItem(item: object): item is TextItem {
  return 'str' in item && 'transform' in item;
}

function toPositioned(item: TextItem): PositionedText {
  const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
  const fontSize = Math.hypot(c, d) || item.height || 10;
  return { text: item.str, x, y, width: item.width, fontSize };
}

/** Maps pdf.js failures to the typed error callers turn into report notes. */
export function toReadError(error: unknown): PdfReadError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new PdfReadError('encrypted', 'el PDF está protegido con contraseña y no se puede leer');
  }
  return new PdfReadError('invalid', 'el archivo no es un PDF válido o está dañado');
}

/**
 * Reads every page's text layer, telling `onPage` as each is read; throws PdfReadError for
 * encrypted, damaged or empty PDFs.
 */
export async function readPdfText(
  bytes: Uint8Array,
  onPage?: (page: PageText, pagesTotal: number) => void,
): Promise<PageText[]> {
  const loadingTask = openPdf(bytes);
  try {
    const document = await loadingTask.promise.catch((error: unknown) => {
      throw toReadError(error);
    });
    if (document.numPages === 0) throw new PdfReadError('empty', 'el PDF no tiene páginas');
    if (document.numPages > MAX_PAGES) {
      throw new PdfReadError(
        'too_long',
        `el PDF tiene ${document.numPages} páginas y el máximo por documento es ${MAX_PAGES}`,
      );
    }
    const pages: PageText[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number).catch((error: unknown) => {
        throw toReadError(error);
      });
      const content = await page.getTextContent();
      const textItems = content.items.filter(isTextItem);
      const items = textItems.map(toPositioned);
      const lines = layoutPage(items);
      const textLength = items.reduce((sum, item) => sum + item.text.trim().length, 0);
      const read: PageText = { number, lines, textLength, runs: textItems.map(textItemRun) };
      pages.push(read);
      page.cleanup();
      onPage?.(read, document.numPages);
    }
    return pages;
  } finally {
    await loadingTask.destroy();
  }
}
