import type { PageText } from '../pdfText';

/** A line of a run of pages: its page's index in the run and its row on that page. */
export interface RunLine {
  page: number;
  row: number;
}

/**
 * The run's lines in `[from, to)` kept, the others blanked (lengths kept, so what is read still
 * points at its page and boxes still match); pages with none kept are left out.
 */
export function keepLines(pages: PageText[], lines: RunLine[], from: number, to: number): PageText[] {
  const inRange = lines.slice(from, to);
  const kept = new Set(inRange.map((line) => `${line.page}:${line.row}`));
  const pagesKept = new Set(inRange.map((line) => line.page));
  return pages.flatMap((page, index) =>
    pagesKept.has(index)
      ? [
          {
            ...page,
            lines: page.lines.map((line, row) =>
              kept.has(`${index}:${row}`) ? line : ' '.repeat(line.length),
            ),
          },
        ]
      : [],
  );
}
