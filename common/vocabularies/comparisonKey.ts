/**
 * Key for matching names the way documents print them: accents, ñ, case, spacing and punctuation
 * are ignored, so `NUNOA`, `ñuñoa` and `Ñuñoa` meet, and so do `TIL TIL` and `Tiltil`
 * (text extracted from PDFs sometimes loses or adds spaces).
 */
export function comparisonKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Abbreviations a place name's first word is printed with: "Pto. Montt", "Sta. Cruz", "Sn. Felipe". */
const PLACE_ABBREVIATIONS: readonly [RegExp, string][] = [
  [/^pto\.?\s*(?=\p{L})/u, 'puerto '],
  [/^sta\.?\s*(?=\p{L})/u, 'santa '],
  [/^sn\.?\s*(?=\p{L})/u, 'san '],
];

/** Lower-cased text without accents, spacing kept: the form prefix patterns are written against. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A folded place name (foldAccents) with its first word's abbreviation written out. */
export function expandPlaceAbbreviation(folded: string): string {
  return PLACE_ABBREVIATIONS.reduce((name, [abbreviation, word]) => name.replace(abbreviation, word), folded);
}

/**
 * Builds a lookup from canonical names (plus aliases) to the canonical spelling.
 * Throws at module load if two entries collide, so a bad list cannot ship silently.
 */
export function canonicalLookup<T extends string>(
  canonical: readonly T[],
  aliases: Readonly<Record<string, T>>,
): ReadonlyMap<string, T> {
  const lookup = new Map<string, T>();
  const add = (name: string, value: T) => {
    const key = comparisonKey(name);
    const existing = lookup.get(key);
    if (existing !== undefined && existing !== value) {
      throw new Error(`Conflicting names: "${existing}" and "${value}"`);
    }
    lookup.set(key, value);
  };
  for (const name of canonical) add(name, name);
  for (const [alias, value] of Object.entries(aliases)) add(alias, value);
  return lookup;
}
