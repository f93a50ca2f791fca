import { Document, Footer, Header, Packer, PageNumber, Paragraph, TabStopType, TextRun } from 'docx';
import type { DocumentModel } from '../documentBlocks';
import { blockChildren } from './docxBlocks';
import { CONTENT_WIDTH, NUMBERING, PAGE, STYLES } from './docxTheme';

function pageHeader(model: DocumentModel): Header {
  return new Header({
    children: [
      new Paragraph({
        style: 'PageChrome',
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({ text: model.title, bold: true }),
          new TextRun(`\tEmitido el ${model.issuedOn}`),
        ],
      }),
    ],
  });
}

/** `Página N de M` from Word's PAGE and NUMPAGES fields, so it stays right after edits. */
function pageFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        style: 'PageChrome',
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun('Estudio de títulos\t'),
          new TextRun({ children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES] }),
        ],
      }),
    ],
  });
}

export async function renderDocx(model: DocumentModel): Promise<Buffer> {
  const document = new Document({
    title: model.title,
    creator: 'titulo360',
    description: 'Estudio de títulos',
    styles: STYLES,
    numbering: NUMBERING,
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.marginTop,
              bottom: PAGE.marginBottom,
              left: PAGE.marginSide,
              right: PAGE.marginSide,
              header: 700,
              footer: 600,
            },
          },
        },
        // The cover carries no running header, as in the PDF.
        headers: {
          default: pageHeader(model),
          first: new Header({ children: [new Paragraph({ children: [] })] }),
        },
        footers: { default: pageFooter(), first: pageFooter() },
        children: model.blocks.flatMap(blockChildren),
      },
    ],
  });
  return Packer.toBuffer(document);
}
