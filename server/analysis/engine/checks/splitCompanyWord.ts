import { foldLower } from '../text/folded';

/*
 * The words of a company's name ("AGRÍCOLA", "INMOBILIARIA") are whole words: two pieces of a name
 * that together spell one of them ("AGRÍ COLA") are a word a worn copy split with a speck's space.
 */

/** Words of companies' names (folded) long enough that their halves are no words of a name. */
const COMPANY_NAME_WORDS: ReadonlySet<string> = new Set([
  'agricola',
  'forestal',
  'ganadera',
  'inmobiliaria',
  'constructora',
  'inversiones',
  'sociedad',
  'comercial',
  'comercializadora',
  'industrial',
  'servicios',
  'limitada',
  'empresa',
  'transportes',
  'desarrollo',
]);

/** Whether a name holds two neighbouring pieces that together spell a word of a company's name. */
export function companyWordSplit(name: string): boolean {
  const words = foldLower(name).split(/\s+/).filter(Boolean);
  return words.some(
    (word, at) =>
      at + 1 < words.length &&
      !COMPANY_NAME_WORDS.has(word) &&
      COMPANY_NAME_WORDS.has(`${word}${words[at + 1] ?? ''}`),
  );
}
