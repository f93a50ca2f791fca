/** One word of tesseract's TSV output, with its box in image pixels (y grows downwards). */
export interface OcrWord {
  block: number;
  paragraph: number;
  line: number;
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
  text: string;
}

/** TSV level of a word row (page 1, block 2, paragraph 3, line 4, word 5). */
const WORD_LEVEL = 5;

/** Parses tesseract's TSV output (`tesseract … tsv`, tesseract.js `tsv: true`) into its words. */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || Number(cells[0]) !== WORD_LEVEL) continue;
    const text = (cells[11] ?? '').trim();
    if (text === '') continue;
    const [, , block, paragraph, line, , left, top, width, height, confidence] = cells.map(Number);
    words.push({
      block: block ?? 0,
      paragraph: paragraph ?? 0,
      line: line ?? 0,
      left: left ?? 0,
      top: top ?? 0,
      width: width ?? 0,
      height: height ?? 0,
      confidence: confidence ?? 0,
      text,
    });
  }
  return words;
}
