/*
 * A lien certificate printing its registers side by side: a heading naming one register on the
 * left and another on the right ("HIPOTECAS Y GRAVÁMENES      INTERDICCIONES Y PROHIBICIONES"),
 * then lines holding an entry's line of each column apart by a wide gap. Read across, the two
 * columns' entries mix; each column is read whole, the left first, under its own heading. The
 * block ends at a blank line or at a line of one cell running from the left edge across both
 * columns (the certificate's closing prose).
 */

const REGISTER = /hipotecas|grav[áa]menes|interdicciones|prohibiciones|embargos|litigios/iu;
/** Two cells apart by a gap of three spaces or more. */
const TWO_CELLS = /^(\s*\S.*?\S|\s*\S)\s{3,}(\S.*?)\s*$/u;
/** A line wider than this many characters from the left edge is prose across both columns. */
const PROSE_WIDTH = 1.2;

/**
 * A line's two cells: cut where the right heading starts when the line keeps the columns' places
 * (a left cell may fill its column up to one space before it), else at a wide gap.
 */
function cellsOf(line: string, rightStart: number): [string, string] | null {
  if (
    line.charAt(rightStart - 1) === ' ' &&
    /\S/u.test(line.charAt(rightStart)) &&
    /\S/u.test(line.slice(0, rightStart))
  )
    return [line.slice(0, rightStart).trim(), line.slice(rightStart).trim()];
  const cells = TWO_CELLS.exec(line);
  return cells?.[1] && cells[2] ? [cells[1].trim(), cells[2].trim()] : null;
}

/** The page's lines with registers printed side by side read one column after the other. */
export function readSideBySideRegisters(lines: string[]): string[] {
  const at = lines.findIndex((line) => {
    const cells = TWO_CELLS.exec(line);
    return Boolean(cells?.[1] && cells[2] && REGISTER.test(cells[1]) && REGISTER.test(cells[2]));
  });
  if (at < 0) return lines;
  const heading = TWO_CELLS.exec(lines[at] ?? '');
  const rightStart = (lines[at] ?? '').length - (heading?.[2]?.length ?? 0);
  const left: string[] = [heading?.[1]?.trim() ?? ''];
  const right: string[] = [heading?.[2]?.trim() ?? ''];
  let end = at + 1;
  for (; end < lines.length; end++) {
    const line = lines[end] ?? '';
    if (line.trim() === '') break;
    const cells = cellsOf(line, rightStart);
    if (cells) {
      left.push(cells[0]);
      right.push(cells[1]);
    } else if (line.search(/\S/u) >= rightStart / 2) right.push(line.trim());
    else if (line.trim().length > rightStart * PROSE_WIDTH) break;
    else left.push(line.trim());
  }
  return [...lines.slice(0, at), ...left, ...right, ...lines.slice(end)];
}
