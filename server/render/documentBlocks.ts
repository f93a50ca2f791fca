/*
 * The intermediate document both renderers draw: a flat list of generic blocks. Nothing here
 * knows about reports, PDF or Word, so a new section is new blocks, never a renderer change.
 */

/** A run of text inside a paragraph or a field value. */
export interface TextSpan {
  text: string;
  bold?: boolean;
  italics?: boolean;
  /** External address the run links to. */
  link?: string;
}

export type HeadingLevel = 1 | 2 | 3;

export type ColumnAlign = 'left' | 'right';

export interface TableColumn {
  header: string;
  /** Relative width: each column gets weight / sum of weights of the row width. */
  weight: number;
  align?: ColumnAlign;
}

export interface FieldRow {
  label: string;
  value: TextSpan[];
}

/** A picture embedded in the document, with its size in pixels (for its proportions). */
export interface ImageData {
  base64: string;
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export type Block =
  /** Who issues the document, at the top of its cover: logo, name, address. */
  | { kind: 'letterhead'; logo: ImageData | null; name: string; lines: string[] }
  /** The document's title on its cover. */
  | { kind: 'title'; eyebrow: string; text: string; subtitle: string }
  /** Level 1 headings are the sections the contents block lists. */
  | { kind: 'heading'; level: HeadingLevel; text: string }
  | { kind: 'paragraph'; spans: TextSpan[] }
  /** Label–value pairs, drawn as a two-column grid. */
  | { kind: 'fields'; rows: FieldRow[] }
  /** Cells may hold line breaks (`\n`); `totals` is an emphasised last row. */
  | { kind: 'table'; columns: TableColumn[]; rows: string[][]; totals?: string[] }
  | { kind: 'list'; items: string[] }
  /** Muted remark, e.g. that a section has no documents. */
  | { kind: 'note'; text: string }
  /** The list of level 1 headings that follow it. */
  | { kind: 'contents'; title: string }
  | { kind: 'pageBreak' }
  /** Where the responsible person signs: a line, then their name, role and organisation. */
  | { kind: 'signature'; lines: string[] };

export interface DocumentModel {
  /** The file's title in its metadata. */
  title: string;
  /** Date of issue in words, shown in the page header. */
  issuedOn: string;
  /** Every page header but the cover's: who issues it and what; the renderers keep it to one line. */
  runningHeader: string;
  /** Text at the foot of every page (the firm's); '' for none. */
  footerText: string;
  blocks: Block[];
}

/** Titles of the level 1 headings after the contents block, in order: the contents list. */
export function contentsEntries(blocks: readonly Block[]): string[] {
  const start = blocks.findIndex((block) => block.kind === 'contents');
  return blocks
    .slice(start + 1)
    .flatMap((block) => (block.kind === 'heading' && block.level === 1 ? [block.text] : []));
}

export const span = (text: string, style: Omit<TextSpan, 'text'> = {}): TextSpan => ({ text, ...style });
