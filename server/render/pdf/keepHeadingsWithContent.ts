import type { Block } from '../documentBlocks';

/*
 * pdfmake's own "keep with next" (pageBreakBefore) lays the whole document out again for every
 * break it adds, which made long reports many times slower. Instead, headings travel with the
 * block they introduce inside one unbreakable group, when that block is small enough to fit
 * comfortably on a page; a long table or text starts right under its heading and breaks normally.
 */

const MAX_FIELD_ROWS = 16;
const MAX_TABLE_ROWS = 6;
const MAX_TEXT_CHARACTERS = 1200;

function isSmall(block: Block): boolean {
  switch (block.kind) {
    case 'fields':
      return block.rows.length <= MAX_FIELD_ROWS;
    case 'table':
      return block.rows.length <= MAX_TABLE_ROWS && block.rows.flat().join('').length <= MAX_TEXT_CHARACTERS;
    case 'paragraph':
      return block.spans.reduce((length, span) => length + span.text.length, 0) <= MAX_TEXT_CHARACTERS;
    case 'list':
      return block.items.join('').length <= MAX_TEXT_CHARACTERS;
    case 'note':
      return true;
    default:
      return false;
  }
}

/** The blocks in render order, each heading run grouped with the small block after it. */
export function keepHeadingsWithContent(blocks: readonly Block[]): Block[][] {
  const groups: Block[][] = [];
  let headings: Block[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') {
      headings.push(block);
      continue;
    }
    if (headings.length > 0 && isSmall(block)) groups.push([...headings, block]);
    else {
      if (headings.length > 0) groups.push(headings);
      groups.push([block]);
    }
    headings = [];
  }
  if (headings.length > 0) groups.push(headings);
  return groups;
}
