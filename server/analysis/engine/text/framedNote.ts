/*
 * A note drawn in a one-column box, its rule on the left of every line and maybe on the right
 * ("| LITIGIO. Con fecha … cumplimiento|", "| de contrato deducida por …"), as a certificate frames
 * a marginal annotation: the rules are the frame, not the text's, and running text read across
 * them would carry them into the values ("causa Rol | C-4418-2025"). A line that is only the
 * frame is dropped. A box of two cells or more per line (a table, a copy's margin) is not one.
 */

const RULE = '[|¦│]';
/** A line of the box: its left rule, its text with no rule inside, maybe its right rule. */
const FRAMED_LINE = new RegExp(`^\\s*${RULE}(?:\\s+([^|¦│]*?\\S))?\\s*(?:${RULE})?\\s*$`, 'u');
/** A box holds at least this many lines with text. */
const MIN_TEXT_LINES = 2;

/** The page's lines with each one-column framed note read without its frame. */
export function unframeNotes(lines: string[]): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < lines.length) {
    let end = at;
    while (end < lines.length && FRAMED_LINE.test(lines[end] ?? '')) end++;
    const box = lines.slice(at, end).map((line) => FRAMED_LINE.exec(line)?.[1] ?? '');
    if (box.filter((text) => text !== '').length >= MIN_TEXT_LINES) {
      out.push(...box.filter((text) => text !== ''));
      at = end;
    } else {
      out.push(lines[at] ?? '');
      at++;
    }
  }
  return out;
}
