import { foldLower } from '../text/folded';

/*
 * A GP table's registry cell names two kinds ("Interdicciones y Prohibiciones"); when the row's own
 * type is garbled ("PROHIBIC A …" on a worn copy), the reader falls back on the cell's first kind
 * in singular. Which of the two the entry is, the cell does not say: the kind is a guess.
 */

/** The plural a kind's word takes ("interdiccion" → "interdicciones", "hipoteca" → "hipotecas"). */
function plural(word: string): string {
  return /[aeiou]$/.test(word) ? `${word}s` : `${word}es`;
}

/** The registries' names in plural, as a GP's registry cells print them. */
const REGISTRY_PLURALS = ['hipotecas', 'gravamenes', 'interdicciones', 'prohibiciones', 'embargos'];

/**
 * True when a lien's kind is printed in its entry only in plural, beside another registry's name
 * ("Interdicciones y Prohibiciones", "Hipotecas y Gravámenes", the cell's lines interleaved with
 * the row's), never in singular.
 */
export function kindFromTwoKindRegistry(value: string, snippet: string): boolean {
  const word = foldLower(value.trim().split(/\s+/)[0] ?? '');
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return false;
  const text = foldLower(snippet);
  const printed = (name: string) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text);
  const many = plural(word);
  return (
    !printed(word) && printed(many) && REGISTRY_PLURALS.some((other) => other !== many && printed(other))
  );
}
