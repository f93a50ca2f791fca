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

export type Block =
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
  | { kind: 'pageBreak' };

export interface DocumentModel {
  /** Shown in every page header and in the file's metadata. */
  title: string;
  /** Date of issue in words, shown in the page header. */
  issuedOn: string;
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
