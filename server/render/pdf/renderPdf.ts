import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentModel } from '../documentBlocks';
import { fitLine, fitLines, textWidth } from '../textFit';
import { keepHeadingsWithContent } from './keepHeadingsWithContent';
import { blockContent } from './pdfBlocks';
import { isFontFile, PDF_FONT, PDF_FONTS } from './pdfFonts';
import { printableModel } from './printableText';
import { COLORS, PAGE_MARGINS, STYLES } from './pdfTheme';

// pdfmake keeps fonts and access policies on a module-wide instance: set them once. Nothing is
// fetched (no URL is allowed) and only the embedded font files may be read from disk.
pdfmake.setFonts(PDF_FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(isFontFile);

const [marginLeft, , marginRight] = PAGE_MARGINS;
/** A4's width less the side margins, in points. */
const CONTENT_WIDTH = 595.28 - marginLeft - marginRight;
const CHROME_SIZE = 8;
const FOOTER_TEXT_SIZE = 7;
const COLUMN_GAP = 12;

function documentContent(model: DocumentModel): Content[] {
  let afterContents = false;
  return keepHeadingsWithContent(model.blocks).map((group) => {
    const content = group.map((block) => blockContent(block, afterContents));
    if (group.some((block) => block.kind === 'contents')) afterContents = true;
    return content.length === 1 && content[0] !== undefined
      ? content[0]
      : { stack: content, unbreakable: true };
  });
}

/** The running header: the firm and the report on the left, on one line whatever their length (#11). */
function pageHeader(model: DocumentModel): Content {
  const issued = `Emitido el ${model.issuedOn}`;
  const room = CONTENT_WIDTH - textWidth(issued, CHROME_SIZE) - COLUMN_GAP;
  return {
    columns: [
      {
        text: fitLine(model.runningHeader, room, CHROME_SIZE, true),
        style: 'pageChrome',
        bold: true,
        noWrap: true,
      },
      { text: issued, style: 'pageChrome', alignment: 'right', width: 'auto', noWrap: true },
    ],
    columnGap: COLUMN_GAP,
    margin: [marginLeft, 34, marginRight, 0],
  };
}

/** The firm's text (at most two lines) over `Página N de M`. */
function pageFooter(footerLines: readonly string[], currentPage: number, pageCount: number): Content {
  return {
    stack: [
      ...footerLines.map((line) => ({ text: line, style: 'firmFooter' })),
      {
        columns: [
          { text: 'Estudio de títulos', style: 'pageChrome' },
          { text: `Página ${currentPage} de ${pageCount}`, style: 'pageChrome', alignment: 'right' },
        ],
        margin: [0, footerLines.length > 0 ? 4 : 0, 0, 0],
      },
    ],
    margin: [marginLeft, footerLines.length > 0 ? 14 : 24, marginRight, 0],
  };
}

function documentDefinition(model: DocumentModel): TDocumentDefinitions {
  const header = pageHeader(model);
  const footerLines = fitLines(model.footerText, CONTENT_WIDTH, FOOTER_TEXT_SIZE, 2);
  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    info: { title: model.title, author: 'titulo360', subject: 'Estudio de títulos', creator: 'titulo360' },
    language: 'es-CL',
    defaultStyle: { font: PDF_FONT, fontSize: 9.5, color: COLORS.ink, lineHeight: 1.15 },
    styles: STYLES,
    header: (currentPage) => (currentPage === 1 ? null : header),
    footer: (currentPage, pageCount) => pageFooter(footerLines, currentPage, pageCount),
    content: documentContent(model),
  };
}

export async function renderPdf(model: DocumentModel): Promise<Buffer> {
  return pdfmake.createPdf(documentDefinition(printableModel(model))).getBuffer();
}
