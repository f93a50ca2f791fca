import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentModel } from '../documentBlocks';
import { keepHeadingsWithContent } from './keepHeadingsWithContent';
import { blockContent } from './pdfBlocks';
import { isFontFile, ROBOTO } from './pdfFonts';
import { printableModel } from './printableText';
import { COLORS, PAGE_MARGINS, STYLES } from './pdfTheme';

// pdfmake keeps fonts and access policies on a module-wide instance: set them once. Nothing is
// fetched (no URL is allowed) and only the embedded font files may be read from disk.
pdfmake.setFonts(ROBOTO);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(isFontFile);

const [marginLeft, , marginRight] = PAGE_MARGINS;

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

function documentDefinition(model: DocumentModel): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    info: { title: model.title, author: 'titulo360', subject: 'Estudio de títulos', creator: 'titulo360' },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: COLORS.ink, lineHeight: 1.15 },
    styles: STYLES,
    header: (currentPage) =>
      currentPage === 1
        ? null
        : {
            columns: [
              { text: model.title, style: 'pageChrome', bold: true },
              { text: `Emitido el ${model.issuedOn}`, style: 'pageChrome', alignment: 'right' },
            ],
            margin: [marginLeft, 34, marginRight, 0],
          },
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: 'Estudio de títulos', style: 'pageChrome' },
        { text: `Página ${currentPage} de ${pageCount}`, style: 'pageChrome', alignment: 'right' },
      ],
      margin: [marginLeft, 24, marginRight, 0],
    }),
    content: documentContent(model),
  };
}

export async function renderPdf(model: DocumentModel): Promise<Buffer> {
  return pdfmake.createPdf(documentDefinition(printableModel(model))).getBuffer();
}
