import type { PageText } from '../pdfText';
import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { TextRun } from '../wordBoxes/textRuns';

/*
 * The TGR certificate opens with a row of boxes, "Total Deuda Liquidada Morosa | Total Deuda No
 * Vencida Liquidada | Acogidos ART 196 y 197", each with its amount ("CLP 89,412") printed inside,
 * under its own title, and empty boxes when there is no such debt. Read as lines, the amounts of
 * a worn scan lose their box: "CLP 89,412" alone under three titles. Here each amount goes to the
 * box whose title stands above it, by the words' positions (pdf.js items or tesseract words).
 */

export type HeaderBox = 'overdue' | 'notDue' | 'agreement';

export interface HeaderBoxAmount {
  box: HeaderBox;
  value: number;
  /** The amount as printed, to find it in the document's text. */
  printed: string;
}

interface Word {
  text: string;
  /** Along the text's direction, and across it (upwards), in points. */
  along: number;
  across: number;
  height: number;
}

const AMOUNT = /^(?:CLP|\$)?\s*(\d{1,3}(?:[.,]\d{3})+|\d+)$/i;
/** Amounts sit in the box, within this many title heights below the title row. */
const BOX_DEPTH = 5;

/** The page's words in the frame of its text: along its lines and across them. */
function wordsOf(runs: TextRun[]): Word[] {
  const [dx, dy] = runs
    .map((run) => run.advance)
    .reduce(([sumX, sumY], [x, y]) => [sumX + x, sumY + y], [0, 0]);
  const length = Math.hypot(dx, dy) || 1;
  const along: readonly [number, number] = [dx / length, dy / length];
  const up: readonly [number, number] = [-along[1], along[0]];
  return runs.flatMap((run) =>
    run.text
      .trim()
      .split(/\s+/)
      .filter((text) => text !== '')
      .map((text) => ({
        text,
        along: run.origin[0] * along[0] + run.origin[1] * along[1],
        across: run.origin[0] * up[0] + run.origin[1] * up[1],
        height: Math.hypot(...run.rise) || 1,
      })),
  );
}

const folded = (text: string) => foldKeepingLength(text).toLowerCase();

/** Where each box's title starts along the row of titles, or null when the row is not there. */
function titleRow(words: Word[]): { starts: [HeaderBox, number][]; across: number; height: number } | null {
  const overdue = words.find((word) => /^morosa/.test(folded(word.text)));
  if (!overdue) return null;
  const sameRow = (word: Word) => Math.abs(word.across - overdue.across) <= overdue.height * 0.6;
  const row = words.filter(sameRow).sort((a, b) => a.along - b.along);
  const titleStart = (end: Word) => {
    const before = row.filter((word) => word.along <= end.along && /^total/.test(folded(word.text)));
    return before.at(-1)?.along ?? end.along;
  };
  const starts: [HeaderBox, number][] = [['overdue', titleStart(overdue)]];
  const vencida = row.find(
    (word, index) => /^vencida/.test(folded(word.text)) && folded(row[index - 1]?.text ?? '') === 'no',
  );
  if (vencida) starts.push(['notDue', titleStart(vencida)]);
  const acogidos = row.find((word) => /^acogid/.test(folded(word.text)));
  if (acogidos) starts.push(['agreement', acogidos.along]);
  if (starts.length < 2) return null;
  return { starts: starts.sort((a, b) => a[1] - b[1]), across: overdue.across, height: overdue.height };
}

/**
 * The amounts printed inside the header boxes of a TGR certificate, each with its box, read from
 * the first page read by OCR that prints the row of box titles. Null when no such page has word
 * positions or titles, or when the boxes hold as many amounts as there are titles: then the
 * amounts' order alone says whose each one is, as it does on a text layer.
 */
export function headerBoxAmounts(pages: PageText[]): HeaderBoxAmount[] | null {
  for (const page of pages) {
    if (!page.ocr || !page.runs || page.runs.length === 0) continue;
    const words = wordsOf(page.runs);
    const row = titleRow(words);
    if (!row) continue;
    const first = row.starts[0]?.[1] ?? 0;
    const inBoxes = words.filter(
      (word) =>
        word.across < row.across - row.height * 0.6 &&
        word.across > row.across - row.height * BOX_DEPTH &&
        word.along >= first - row.height,
    );
    const printed = inBoxes.flatMap((word) => {
      const digits = AMOUNT.exec(word.text)?.[1];
      const value = digits ? parseInteger(digits) : null;
      return digits && value !== null ? [{ word, digits, value }] : [];
    });
    if (printed.length >= row.starts.length) return null;
    const amounts: HeaderBoxAmount[] = [];
    for (const { word, digits, value } of printed) {
      const box = row.starts.filter(([, start]) => start <= word.along + row.height).at(-1)?.[0];
      if (box && !amounts.some((amount) => amount.box === box)) amounts.push({ box, value, printed: digits });
    }
    return amounts;
  }
  return null;
}
