import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  LeaderType,
  PageBreak,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import type { Block, FieldRow, TableColumn, TextSpan } from '../documentBlocks';
import { COLORS, CONTENT_WIDTH, LIST_REFERENCE } from './docxTheme';

const HEADING_STYLES = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const RULE = { style: BorderStyle.SINGLE, size: 4, color: COLORS.rule } as const;
const STRONG_RULE = { style: BorderStyle.SINGLE, size: 8, color: COLORS.navy } as const;

const CELL_MARGINS = { top: 50, bottom: 50, left: 100, right: 100 } as const;

function spanRun({ text, bold, italics, link }: TextSpan): TextRun | ExternalHyperlink {
  if (link === undefined) return new TextRun({ text, bold, italics });
  return new ExternalHyperlink({
    link,
    children: [new TextRun({ text, bold, italics, color: COLORS.navy, underline: {} })],
  });
}

/** Cell text: one paragraph per line, so `\n` in a cell becomes a line of its own. */
function cellParagraphs(text: string, align: TableColumn['align'], bold = false): Paragraph[] {
  return text.split('\n').map(
    (line) =>
      new Paragraph({
        style: 'TableText',
        alignment: align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [new TextRun({ text: line, bold })],
      }),
  );
}

function twipWidths(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.floor((weight / total) * CONTENT_WIDTH));
}

function dataTable(columns: readonly TableColumn[], rows: readonly string[][], totals?: string[]): Table {
  const widths = twipWidths(columns.map((column) => column.weight));
  const row = (cells: readonly string[], fill: string | null, bold: boolean, header = false): TableRow =>
    new TableRow({
      ...(header ? { tableHeader: true } : {}),
      children: cells.map(
        (text, index) =>
          new TableCell({
            width: { size: widths[index] ?? 0, type: WidthType.DXA },
            margins: CELL_MARGINS,
            ...(fill === null ? {} : { shading: { type: ShadingType.CLEAR, fill, color: 'auto' } }),
            children: cellParagraphs(text, columns[index]?.align, bold),
          }),
      ),
    });
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: {
      top: STRONG_RULE,
      bottom: STRONG_RULE,
      left: NO_BORDER,
      right: NO_BORDER,
      insideHorizontal: RULE,
      insideVertical: NO_BORDER,
    },
    rows: [
      row(
        columns.map((column) => column.header),
        COLORS.headerFill,
        true,
        true,
      ),
      ...rows.map((cells, index) => row(cells, index % 2 === 1 ? COLORS.zebra : null, false)),
      ...(totals ? [row(totals, COLORS.headerFill, true)] : []),
    ],
  });
}

function fieldsTable(rows: readonly FieldRow[]): Table {
  const widths = [Math.round(CONTENT_WIDTH * 0.32), CONTENT_WIDTH - Math.round(CONTENT_WIDTH * 0.32)];
  const cell = (children: Paragraph[], width: number) =>
    new TableCell({ width: { size: width, type: WidthType.DXA }, margins: CELL_MARGINS, children });
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: {
      top: NO_BORDER,
      bottom: NO_BORDER,
      left: NO_BORDER,
      right: NO_BORDER,
      insideHorizontal: RULE,
      insideVertical: NO_BORDER,
    },
    rows: rows.map(
      ({ label, value }) =>
        new TableRow({
          cantSplit: true,
          children: [
            cell(
              [
                new Paragraph({
                  spacing: { after: 0 },
                  children: [new TextRun({ text: label, bold: true, color: COLORS.muted, size: 18 })],
                }),
              ],
              widths[0] ?? 0,
            ),
            cell([new Paragraph({ spacing: { after: 0 }, children: value.map(spanRun) })], widths[1] ?? 0),
          ],
        }),
    ),
  });
}

/** Word needs a paragraph between two consecutive tables, or it merges them. */
const spacer = (): Paragraph => new Paragraph({ spacing: { after: 60 }, children: [] });

/** One block as Word content. */
export function blockChildren(block: Block): FileChild[] {
  switch (block.kind) {
    case 'title':
      return [
        new Paragraph({ style: 'Eyebrow', text: block.eyebrow }),
        new Paragraph({ heading: HeadingLevel.TITLE, text: block.text }),
        new Paragraph({ style: 'Subtitle', text: block.subtitle }),
      ];
    case 'heading':
      return [new Paragraph({ heading: HEADING_STYLES[block.level], text: block.text })];
    case 'paragraph':
      return [new Paragraph({ style: 'BodyJustified', children: block.spans.map(spanRun) })];
    case 'fields':
      return [fieldsTable(block.rows), spacer()];
    case 'table':
      return [dataTable(block.columns, block.rows, block.totals), spacer()];
    case 'list':
      return block.items.map(
        (item) =>
          new Paragraph({
            style: 'BodyJustified',
            numbering: { reference: LIST_REFERENCE, level: 0 },
            text: item,
          }),
      );
    case 'note':
      return [new Paragraph({ style: 'Note', text: block.text })];
    case 'contents':
      return [
        new Paragraph({ style: 'ContentsTitle', text: block.title }),
        new TableOfContents(block.title, {
          hyperlink: true,
          headingStyleRange: '1-1',
          // Page numbers are Word's to fill in (Update Table); written clean, Word opens without asking.
          beginDirty: false,
          tabLeader: LeaderType.NONE,
        }),
      ];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}
