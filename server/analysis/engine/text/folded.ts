/**
 * The text without accents (`Ñ` → `N`, `á` → `a`), same length and case, so offsets found in it
 * hold in the original. Falls back to the text itself in the rare case folding changes the length.
 */
export function foldKeepingLength(text: string): string {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '');
  return folded.length === text.length ? folded : text;
}
