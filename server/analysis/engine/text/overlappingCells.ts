import { glyphWidth } from './gluedMargin';
import type { PositionedText } from './layout';
import { isProse } from './prose';

/*
 * A column's cell drawn wider than its column: a copy's margin note in capitals ("COMPRAVENTA",
 * "VENEGAS TORO") set in a box a few characters wide, whose glyphs run past the edge where the
 * body's lines start. The text layer then reports the note ending inside the body's first word, so
 * no gap shows between the columns and the two read as one word ("COMPRAVENTAOSVALDO"), or merges
 * note and body into one item. Where several lines start an item on one edge, an item left of it
 * that runs onto the item starting there is cut short of the edge, and one item run across the
 * edge between lines the edge parts is cut in two where its text should reach the edge.
 */

/** Lines that must start an item on one edge for it to be a column's edge. */
const MIN_EDGE_LINES = 4;
/** How far apart, in points, items may start and still share an edge. */
const EDGE_TOLERANCE = 1;
/** The gap given back before the edge, in font sizes: a narrow margin gutter's. */
const GIVEN_GAP = 0.6;
/** How far, in font sizes, the cut's estimated place may miss the edge (a narrow glyph's width). */
const CUT_MISS = 0.3;

/** The x of edges where several lines start an item that is not their first. */
function innerEdges(lines: PositionedText[][]): number[] {
  const starts = lines.flatMap((items) => items.slice(1).map((item) => item.x)).sort((a, b) => a - b);
  const edges: number[] = [];
  let group: number[] = [];
  const close = () => {
    if (group.length >= MIN_EDGE_LINES) edges.push(group[0] ?? 0);
    group = [];
  };
  for (const x of starts) {
    if (group.length > 0 && x - (group[0] ?? x) > EDGE_TOLERANCE) close();
    group.push(x);
  }
  close();
  return edges;
}

const onEdge = (item: PositionedText, edge: number) => Math.abs(item.x - edge) <= EDGE_TOLERANCE;

/** A text's width by typical glyph widths, in font sizes. */
const estimated = (text: string) => [...text].reduce((sum, char) => sum + glyphWidth(char), 0);

/**
 * How wide this page's font really draws text against the typical glyph widths: the median over
 * the items starting on the edge (each a whole body line).
 */
function fontScale(lines: PositionedText[][], edge: number): number | null {
  const ratios = lines
    .flatMap((items) => items.filter((item) => onEdge(item, edge) && item.text.length >= 10))
    .map((item) => item.width / (estimated(item.text) * item.fontSize))
    .sort((a, b) => a - b);
  return ratios.length >= MIN_EDGE_LINES ? (ratios[Math.floor(ratios.length / 2)] ?? null) : null;
}

/** Share of the items starting on the edge that must be running prose for an item to be cut across it. */
const PROSE_SHARE = 0.6;

/**
 * Running prose starts on the edge (a copy's body beside its margin): a form's values after their
 * labels ("Nombre : PAMELA …") are no body a note could be glued to.
 */
function proseOnEdge(lines: PositionedText[][], edge: number): boolean {
  const texts = lines.flatMap((items) => items.filter((item) => onEdge(item, edge)).map((item) => item.text));
  // A value after its label's colon (": decretado por el Juzgado …") is a form's, however long.
  const body = texts.filter((text) => isProse(text) && !/^\s*:/u.test(text));
  return body.length >= texts.length * PROSE_SHARE;
}

/** Glued lines in a row, at most, between the lines the edge parts above and below them. */
const MAX_GLUED_RUN = 2;

/** A line with an item ending left of the edge and one starting on it. */
function partedAt(items: PositionedText[] | undefined, edge: number): boolean {
  return (
    items !== undefined &&
    items.some((item) => onEdge(item, edge)) &&
    items.some((item) => item.x + item.width <= edge && item.x < edge)
  );
}

/**
 * A margin note's title naming the act, in capitals, glued to the body's first word in capitals
 * ("COMPRAVENTANELSON …"): the cut goes where the title ends, when that is near the edge, as
 * glyph widths alone may miss it by a letter.
 */
const MARGIN_TITLE =
  /^(?:COMPRAVENTA|DONACI[ÓO]N|HERENCIA|ADJUDICACI[ÓO]N|PERMUTA|APORTE|DACI[ÓO]N EN PAGO|TRANSFERENCIA|CESI[ÓO]N|PARTICI[ÓO]N|POSESI[ÓO]N EFECTIVA)(?=\p{Lu})/u;

/** How far, in font sizes, a space may stand from the edge and still be where the cut goes. */
const SPACE_REACH = 1.5;

/**
 * The item cut where its text, measured back from its end, reaches the edge: at the space nearest
 * it when one lies within reach (a line drawn as one run, the body a word space after the note),
 * else between two letters glued there; null when no place between characters falls near enough.
 */
function cutAtEdge(
  item: PositionedText,
  edge: number,
  scale: number,
  notesEnd: number | null,
): PositionedText[] | null {
  const chars = [...item.text];
  const end = item.x + item.width;
  const places = chars.flatMap((char, at) => {
    if (at === 0 || char === ' ') return [];
    const start = end - estimated(chars.slice(at).join('')) * item.fontSize * scale;
    const afterSpace = chars[at - 1] === ' ';
    const space = item.fontSize * glyphWidth(' ') * scale;
    const beside = afterSpace && notesEnd !== null ? Math.abs(start - space - notesEnd) : Infinity;
    return [{ at, miss: Math.abs(start - edge), beside, afterSpace }];
  });
  const nearest = (candidates: typeof places, by: 'miss' | 'beside' = 'miss') =>
    candidates.reduce<(typeof places)[number] | null>(
      (best, place) => (!best || place[by] < best[by] ? place : best),
      null,
    );
  const reach = item.fontSize * SPACE_REACH;
  const space = nearest(places.filter((place) => place.afterSpace));
  // A note narrower than its column leaves the body a word space after it, short of the edge:
  // with no space near the edge, a space where the other lines' notes end.
  const besideNotes = nearest(
    places.filter((place) => place.beside <= reach),
    'beside',
  );
  const titleEnd = MARGIN_TITLE.exec(item.text)?.[0].length;
  const title = places.find((place) => place.at === titleEnd && place.miss <= reach);
  const best =
    title ??
    (space && space.miss <= reach
      ? space
      : (besideNotes ?? nearest(places.filter((place) => place.miss <= item.fontSize * CUT_MISS))));
  if (!best) return null;
  const left = chars.slice(0, best.at).join('').trimEnd();
  const right = chars.slice(best.at).join('');
  if (left === '') return null;
  return [
    { ...item, text: left, width: Math.max(0, edge - item.fontSize * GIVEN_GAP - item.x) },
    { ...item, text: right, x: edge, width: end - edge },
  ];
}

/** How far, in font sizes, a body cell drawn after its note may stand off the column's edge. */
const SET_OFF_REACH = 3;
/** The widest gap, in font sizes, between a note and a body cell drawn right after it: a word space. */
const WORD_SPACE = 1.2;
/** Rows drawn as one run in a row, at most, between rows that start their body on the edge. */
const MAX_SET_OFF_RUN = 4;

/** A row of a note and a body cell a word space after it, the body's start near the edge but off it. */
function setOff(items: PositionedText[], edge: number): boolean {
  const [note, body] = items;
  if (items.length !== 2 || !note || !body || onEdge(body, edge)) return false;
  const size = body.fontSize;
  const gap = body.x - (note.x + note.width);
  return (
    note.x < edge - size * SET_OFF_REACH &&
    Math.abs(body.x - edge) <= size * SET_OFF_REACH &&
    gap >= 0 &&
    gap <= size * WORD_SPACE
  );
}

/**
 * Rows the text layer drew as one run, each note and its body cell a word space apart (a copy's
 * box printed as text, the margin cell full to its rule): the body's cell then starts wherever the
 * note happens to end, off the column's edge, and the note may run past the edge. Between rows
 * that start their body on the edge, the body's cell is set back on the edge and the note cut
 * short of it, so the gutter shows on these rows too.
 */
function setOffRows(lines: PositionedText[][], edge: number): void {
  const bodyOnEdge = (items: PositionedText[] | undefined) =>
    items?.some((item) => onEdge(item, edge)) ?? false;
  let row = 0;
  while (row < lines.length) {
    let end = row;
    while (end < lines.length && setOff(lines[end] ?? [], edge)) end++;
    const run = end - row;
    // Between rows on the edge; a run opening the column (a heading above it) needs more of them below.
    const below = bodyOnEdge(lines[end]) && bodyOnEdge(lines[end + 1]);
    const framed = bodyOnEdge(lines[row - 1]) ? bodyOnEdge(lines[end]) : below && bodyOnEdge(lines[end + 2]);
    if (run > 0 && run <= MAX_SET_OFF_RUN && framed) {
      for (const items of lines.slice(row, end)) {
        const [note, body] = items;
        if (!note || !body) continue;
        items[0] = { ...note, width: Math.min(note.width, edge - body.fontSize * GIVEN_GAP - note.x) };
        items[1] = { ...body, x: edge };
      }
    }
    row = Math.max(end, row + 1);
  }
}

/**
 * Each line's items (left to right) with cells run past a column's edge cut short of it. Lines are
 * given top to bottom and changed in place.
 */
export function clipAtColumnEdges(lines: PositionedText[][]): void {
  const edges = innerEdges(lines);
  for (const edge of edges) {
    for (const items of lines) {
      items.forEach((item, index) => {
        const next = items[index + 1];
        if (!next || !onEdge(next, edge) || item.x + item.width <= next.x) return;
        const end = next.x - next.fontSize * GIVEN_GAP;
        // Only an item that starts well left of the edge: a glyph's kerning overlap stays as it is.
        if (end > item.x) items[index] = { ...item, width: end - item.x };
      });
    }
    const scale = fontScale(lines, edge);
    if (scale === null || !proseOnEdge(lines, edge)) continue;
    setOffRows(lines, edge);
    const crossingOf = (items: PositionedText[] | undefined) =>
      (items ?? []).filter((item) => item.x < edge - item.fontSize && item.x + item.width > edge);
    // The nearest line the edge parts, past a few glued ones (a note of several lines glued all along).
    const partedNear = (row: number, step: number) => {
      for (let at = row + step, seen = 0; seen <= MAX_GLUED_RUN; at += step, seen++) {
        if (partedAt(lines[at], edge)) return true;
        if (crossingOf(lines[at]).length !== 1) return false;
      }
      return false;
    };
    // Where the notes of the lines the edge parts end, the furthest of them.
    const noteEnds = lines.flatMap((items) =>
      partedAt(items, edge)
        ? items.filter((item) => item.x + item.width <= edge).map((item) => item.x + item.width)
        : [],
    );
    const notesEnd = noteEnds.length > 0 ? Math.max(...noteEnds) : null;
    lines.forEach((items, row) => {
      if (!partedNear(row, -1) || !partedNear(row, 1)) return;
      const crossing = crossingOf(items);
      const item = crossing[0];
      if (crossing.length !== 1 || !item) return;
      const cut = cutAtEdge(item, edge, scale, notesEnd);
      if (cut) items.splice(items.indexOf(item), 1, ...cut);
    });
  }
}
