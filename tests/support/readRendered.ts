import { unzipSync, strFromU8 } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Text of each page of a PDF, as pdf.js reads it, with runs of whitespace collapsed. */
export async function pdfPageTexts(buffer: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, disableFontFace: true });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(text.replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

export interface DocxParagraph {
  /** Paragraph style id (`Heading1`, `Title`, …); '' for Normal. */
  style: string;
  text: string;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}

/** The parts of a DOCX (a zip), as text. */
export function docxParts(buffer: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(buffer));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Paragraphs of a WordprocessingML part in order, tables' cells included. */
export function docxParagraphs(xml: string): DocxParagraph[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(paragraph)?.[1] ?? '',
    text: decodeXml(
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''),
    ),
  }));
}
