/** Immutable list edits shared by every multi-item editor. */

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, position) => (position === index ? item : current));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** Moves the item at `from` one place up (-1) or down (+1); out-of-range moves leave the list as it is. */
export function moveBy<T>(list: readonly T[], from: number, offset: -1 | 1): T[] {
  const to = from + offset;
  const moved = list[from];
  const displaced = list[to];
  if (moved === undefined || displaced === undefined) return [...list];
  const result = [...list];
  result[to] = moved;
  result[from] = displaced;
  return result;
}
