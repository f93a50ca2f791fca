/** A component's bounding box (inclusive) and its count of pixels. */
interface ComponentBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  size: number;
}

/** A large component: its box and its pixels (indices into the page). */
export interface InkComponent extends ComponentBox {
  id: number;
  pixels: number[];
}

/**
 * The 8-connected components of `ink` (1 for ink) spanning `minSpan` pixels across and down, with
 * their pixels: every component is labelled with its box alone (a typed stack, no per-component
 * arrays: a page has thousands of letters), and only the large ones gather their pixels.
 */
export function largeInkComponents(
  ink: Uint8Array,
  width: number,
  height: number,
  minSpan: number,
): InkComponent[] {
  const label = new Int32Array(ink.length);
  const stack = new Int32Array(ink.length);
  let labels = 0;
  const large = new Map<number, InkComponent>();
  for (let start = 0; start < ink.length; start++) {
    if (label[start] !== 0 || ink[start] === 0) continue;
    const id = ++labels;
    label[start] = id;
    let [size, count, left, top, right, bottom] = [1, 0, width, height, 0, 0];
    stack[0] = start;
    while (size > 0) {
      const index = stack[--size] ?? 0;
      count++;
      const x = index % width;
      const y = (index - x) / width;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      for (let dy = y > 0 ? -1 : 0; dy <= (y < height - 1 ? 1 : 0); dy++)
        for (let dx = x > 0 ? -1 : 0; dx <= (x < width - 1 ? 1 : 0); dx++) {
          const neighbour = index + dy * width + dx;
          if (label[neighbour] !== 0 || ink[neighbour] === 0) continue;
          label[neighbour] = id;
          stack[size++] = neighbour;
        }
    }
    const box = { left, top, right, bottom, size: count };
    if (right - left + 1 >= minSpan && bottom - top + 1 >= minSpan) large.set(id, { ...box, id, pixels: [] });
  }
  if (large.size > 0) {
    // Which large component each label is (by position in `gathered`, plus one), in a typed array: a Map lookup per pixel costs more than the labelling.
    const gathered = [...large.values()];
    const slot = new Int32Array(labels + 1);
    gathered.forEach((component, at) => (slot[component.id] = at + 1));
    for (let index = 0; index < label.length; index++) {
      const at = slot[label[index] ?? 0] ?? 0;
      if (at !== 0) gathered[at - 1]?.pixels.push(index);
    }
  }
  return [...large.values()];
}
