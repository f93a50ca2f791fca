import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { Block, FieldRow, ImageData, TableColumn, TextSpan } from '../documentBlocks';
import { COLORS, dataTableLayout, fieldsLayout, LOGO_FIT } from './pdfTheme';

function spanContent({ text, bold, italics, link }: TextSpan): Content {
  return link === undefined ? { text, bold, italics } : { text, bold, italics, link, style: 'link' };
}

/** Relative weights as percentages, which pdfmake spreads over the available width. */
function columnWidths(columns: readonly TableColumn[]): string[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  return columns.map((column) => `${((column.weight / total) * 100).toFixed(3)}%`);
}

function fieldRowCells(row: FieldRow): TableCell[] {
  return [{ text: row.label, style: 'fieldLabel' }, { text: row.value.map(spanContent) }];
}

function tableContent(
  columns: readonly TableColumn[],
  rows: readonly string[][],
  totals?: string[],
): Content {
  const cell = (text: string, index: number, style: string, totalsRow = false): TableCell => ({
    text,
    style,
    alignment: columns[index]?.align ?? 'left',
    ...(totalsRow ? { bold: true, fillColor: COLORS.totalsFill } : {}),
  });
  const body: TableCell[][] = [
    columns.map((column, index) => cell(column.header, index, 'tableHeader')),
    ...rows.map((row) => row.map((text, index) => cell(text, index, 'tableCell'))),
  ];
  if (totals) body.push(totals.map((text, index) => cell(text, index, 'tableCell', true)));
  return {
    table: { headerRows: 1, keepWithHeaderRows: 1, widths: columnWidths(columns), body },
    layout: dataTableLayout,
    margin: [0, 2, 0, 8],
  };
}

function headingContent(level: 1 | 2 | 3, text: string, inContents: boolean): Content {
  if (level === 1) {
    return {
      stack: [
        { text, style: 'h1', tocItem: inContents },
        { canvas: [{ type: 'line', x1: 0, y1: 3, x2: 471, y2: 3, lineWidth: 0.8, lineColor: COLORS.navy }] },
      ],
      margin: [0, 16, 0, 8],
    };
  }
  if (level === 2) return { text, style: 'h2', margin: [0, 10, 0, 5] };
  return {
    text: text.toLocaleUpperCase('es-CL'),
    style: 'h3',
    margin: [0, 8, 0, 3],
  };
}

function letterheadContent(logo: ImageData | null, name: string, lines: readonly string[]): Content {
  const firm: Column = {
    stack: [
      ...(name ? [{ text: name, style: 'firmName' }] : []),
      ...lines.map((line) => ({ text: line, style: 'firmLine' })),
    ],
    width: '*',
  };
  const image: Column | null = logo
    ? { stack: [{ image: `data:${logo.mimeType};base64,${logo.base64}`, fit: LOGO_FIT }], width: 'auto' }
    : null;
  return {
    columns: image ? [image, firm] : [firm],
    columnGap: 14,
    margin: [0, 0, 0, 8],
  };
}

/** One block as pdfmake content; level 1 headings after the contents block feed its entries. */
export function blockContent(block: Block, afterContents: boolean): Content {
  switch (block.kind) {
    case 'letterhead':
      return letterheadContent(block.logo, block.name, block.lines);
    case 'signature':
      return {
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.8, lineColor: COLORS.ink }] },
          ...block.lines.map((line, index) => ({
            text: line,
            style: index === 0 ? 'signatureName' : 'signatureLine',
          })),
        ],
        unbreakable: true,
        margin: [0, 64, 0, 0],
      };
    case 'title':
      return {
        stack: [
          { text: block.eyebrow.toLocaleUpperCase('es-CL'), style: 'eyebrow', margin: [0, 0, 0, 10] },
          { text: block.text, style: 'title', margin: [0, 0, 0, 8] },
          { text: block.subtitle, style: 'subtitle' },
          {
            canvas: [{ type: 'line', x1: 0, y1: 14, x2: 120, y2: 14, lineWidth: 2, lineColor: COLORS.navy }],
          },
        ],
        margin: [0, 150, 0, 36],
      };
    case 'heading':
      return headingContent(block.level, block.text, afterContents && block.level === 1);
    case 'paragraph':
      return { text: block.spans.map(spanContent), style: 'paragraph', margin: [0, 0, 0, 6] };
    case 'fields':
      return {
        table: { widths: [150, '*'], dontBreakRows: true, body: block.rows.map(fieldRowCells) },
        layout: fieldsLayout,
        margin: [0, 0, 0, 8],
      };
    case 'table':
      return tableContent(block.columns, block.rows, block.totals);
    case 'list':
      return { ol: block.items, style: 'paragraph', separator: ')', margin: [0, 0, 0, 6] };
    case 'note':
      return { text: block.text, style: 'note', margin: [0, 2, 0, 8] };
    case 'contents':
      return {
        toc: {
          title: { text: block.title, style: 'h1', margin: [0, 0, 0, 14] },
          textStyle: 'tocEntry',
          numberStyle: 'tocEntry',
          textMargin: [0, 3, 0, 3],
        },
      };
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
  }
}
