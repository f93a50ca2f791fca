/*
 * A registry's fojas and números grow together through its year: an inscription takes about a
 * page, a long one a few, so a reference whose número is many times its fojas, or its fojas many
 * times its número, has one of the two misread: a table's stray mark read as a digit ("1131" for
 * 131), a row's numbers taken one column off (fojas 201 número 1 from "188 vta 201 1 2019").
 */

/** Fojas and número further apart than this factor are not one inscription's. */
export const MAX_STEP = 6;
/** Below this, small numbers (the year's first pages) are too few to judge. */
const SMALLEST_JUDGED = 100;

/** True when a reference's fojas and número are too far apart to be one inscription's. */
export function outOfStep(fojas: number, numero: number): boolean {
  if (fojas <= 0 || numero <= 0 || Math.max(fojas, numero) < SMALLEST_JUDGED) return false;
  return Math.max(fojas, numero) > MAX_STEP * Math.min(fojas, numero);
}

/**
 * Paths of the references out of step among the stated values: the fojas, its vuelta and the
 * número of any inscription, lien or earlier title ("fojas"/"numero", "fojas_anterior"/…).
 */
export function referencesOutOfStep(leaves: readonly (readonly [string, unknown])[]): string[] {
  const values = new Map(leaves);
  return leaves.flatMap(([path, fojas]) => {
    const field = /(?:^|\.)fojas(_anterior)?$/.exec(path);
    if (!field || typeof fojas !== 'number') return [];
    const sibling = (key: string) =>
      `${path.slice(0, field.index)}${field.index > 0 ? '.' : ''}${key}${field[1] ?? ''}`;
    const numero = values.get(sibling('numero'));
    if (typeof numero !== 'number' || !outOfStep(fojas, numero)) return [];
    return [path, sibling('numero'), sibling('vuelta')].filter((key) => values.has(key));
  });
}
