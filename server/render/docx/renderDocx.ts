import { Document, Footer, Header, Packer, PageNumber, Paragraph, TabStopType, TextRun } from 'docx';
import type { DocumentModel } from '../documentBlocks';
import { fitLine, fitLines, textWidth } from '../textFit';
import { blockChildren } from './docxBlocks';
import { CONTENT_WIDTH, NUMBERING, PAGE, STYLES } from './docxTheme';

const CHROME_SIZE_PT = 8;
const FOOTER_TEXT_SIZE_PT = 7;
const TAB_GAP_PT = 12;
const CONTENT_WIDTH_PT = CONTENT_WIDTH / 20;
/**
 * The header is measured with Arial's metrics; an office suite without Calibri draws it in a
 * wider face (LibreOffice: DejaVu Sans, up to a fifth wider), so the line is measured that much
 * shorter and never wraps there either.
 */
const HEADER_WIDTH_PT = CONTENT_WIDTH_PT / 1.2;

/** The firm and the report on the left, on one line whatever their length (#11), the date on the right. */
function pageHeader(model: DocumentModel): Header {
  const issued = `Emitido el ${model.issuedOn}`;
  const room = HEADER_WIDTH_PT - textWidth(issued, CHROME_SIZE_PT) - TAB_GAP_PT;
  return new Header({
    children: [
      new Paragraph({
        style: 'PageChrome',
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({ text: fitLine(model.runningHeader, room, CHROME_SIZE_PT, true), bold: true }),
          new TextRun(`\t${issued}`),
        ],
      }),
    ],
  });
}

/** The firm's text (at most two lines), then `Página N de M` from Word's PAGE and NUMPAGES fields. */
function pageFooter(model: DocumentModel): Footer {
  return new Footer({
    children: [
      ...fitLines(model.footerText, CONTENT_WIDTH_PT, FOOTER_TEXT_SIZE_PT, 2).map(
        (line) => new Paragraph({ style: 'FirmFooter', text: line }),
      ),
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
        footers: { default: pageFooter(model), first: pageFooter(model) },
        children: model.blocks.flatMap(blockChildren),
      },
    ],
  });
  return Packer.toBuffer(document);
}
