import { isDocumentWord } from './documentWords';

/*
 * A proper name whose word lost its first letters on a worn copy ("Avenida Francisco avier Silva",
 * "don mín Ledesma Carrasco"): OCR dropped the capital and kept the rest in lower case. A name's
 * words are capitalised; the lower-case words a name or a street holds are its particles and the
 * documents' own words ("de", "los", "número", "calle", "esquina"), never a fragment of a name.
 */

/** Lower-case words a name or an address holds between capitalised words, besides the documents' vocabulary. */
const NAME_LINKS: ReadonlySet<string> = new Set([
  'da',
  'di',
  'du',
  'van',
  'von',
  'der',
  'le',
  'lo',
  'esquina',
  'entre',
  'sector',
  'hijuela',
  'fundo',
  'predio',
  'sucesion',
  'sucesión',
  'hermanos',
  'don',
  'doña',
  'dona',
]);

const CAPITALISED = /^\p{Lu}\p{Ll}+[.,;]?$/u;
const LOWER = /^\p{Ll}{2,}$/u;

/** True when a lower-case word of two letters or more is no particle and no word of the documents. */
const fragment = (word: string) => LOWER.test(word) && !NAME_LINKS.has(word) && !isDocumentWord(word);

/**
 * True when a name or address written in capitalised words holds a lower-case fragment between
 * two of them ("Francisco avier Silva") or, for a name, opens with one ("mín Ledesma Carrasco").
 */
export function lostCapital(value: string, name: boolean): boolean {
  const words = value.trim().split(/\s+/);
  const inside = words.some(
    (word, at) =>
      at > 0 &&
      CAPITALISED.test(words[at - 1] ?? '') &&
      CAPITALISED.test(words[at + 1] ?? '') &&
      fragment(word.replace(/[.,;]$/, '')),
  );
  const [first, second] = words;
  const opening = name && first !== undefined && fragment(first) && CAPITALISED.test(second ?? '');
  return inside || opening;
}
