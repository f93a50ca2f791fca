import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
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
import type { Block, FieldRow, ImageData, TableColumn, TextSpan } from '../documentBlocks';
import { COLORS, CONTENT_WIDTH, LIST_REFERENCE, LOGO_BOX_PX, SIGNATURE_WIDTH } from './docxTheme';

const HEADING_STYLES = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const RULE = { style: BorderStyle.SINGLE, size: 4, color: COLORS.rule } as const;
const STRONG_RULE = { style: BorderStyle.SINGLE, size: 8, color: COLORS.navy } as const;

/** A full-width table's borders: `outer` above and below, a rule between rows, nothing else. */
function tableFrame(outer: typeof NO_BORDER | typeof STRONG_RULE, widths: number[]) {
  return {
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: {
      top: outer,
      bottom: outer,
      left: NO_BORDER,
      right: NO_BORDER,
      insideHorizontal: RULE,
      insideVertical: NO_BORDER,
    },
  };
}

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
    ...tableFrame(STRONG_RULE, widths),
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
    ...tableFrame(NO_BORDER, widths),
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

/** The logo scaled into its box, keeping its proportions. */
function logoParagraph(logo: ImageData): Paragraph {
  const scale = Math.min(LOGO_BOX_PX.width / logo.width, LOGO_BOX_PX.height / logo.height, 1);
  return new Paragraph({
    spacing: { after: 120 },
    children: [
      new ImageRun({
        type: logo.mimeType === 'image/png' ? 'png' : 'jpg',
        data: Buffer.from(logo.base64, 'base64'),
        transformation: { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) },
        altText: { name: 'Logo', description: 'Logo del estudio', title: 'Logo' },
      }),
    ],
  });
}

/** A rule to sign on, then the signer's lines; kept together on one page. */
function signatureParagraphs(lines: readonly string[]): Paragraph[] {
  const indent = { right: CONTENT_WIDTH - SIGNATURE_WIDTH };
  return [
    new Paragraph({
      keepNext: true,
      indent,
      spacing: { before: 1200, after: 0 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: COLORS.ink, space: 1 } },
      children: [],
    }),
    ...lines.map(
      (line, index) =>
        new Paragraph({
          style: index === 0 ? 'SignatureName' : 'SignatureLine',
          keepNext: index < lines.length - 1,
          indent,
          text: line,
        }),
    ),
  ];
}

/** One block as Word content. */
export function blockChildren(block: Block): FileChild[] {
  switch (block.kind) {
    case 'letterhead':
      return [
        ...(block.logo ? [logoParagraph(block.logo)] : []),
        ...(block.name ? [new Paragraph({ style: 'FirmName', text: block.name })] : []),
        ...block.lines.map((line) => new Paragraph({ style: 'FirmLine', text: line })),
      ];
    case 'signature':
      return signatureParagraphs(block.lines);
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
