/** Words a line of running prose holds, at least, on the side of the gutter it fills. */
const PROSE_WORDS = 6;

/**
 * Running prose (a body's sentence), not a table's values or a margin's notes: several words, a
 * third of them at least in lower case. Its own module so the layout and the cell clipping it
 * calls share it without importing each other at load time.
 */
export function isProse(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length >= PROSE_WORDS && words.filter((word) => /^\p{Ll}/u.test(word)).length >= words.length / 3
  );
}
