import { editDistance } from '../../../../common/text/editDistance';

/*
 * An address word the rest of the dossier spells otherwise (issue #17, "a value that disagrees
 * with the same thing elsewhere in the dossier"): the property's address is printed on most of
 * its certificates, and OCR misreading one letter of a word ("Pobl. San Pedfo") leaves a word one
 * letter away from the one more documents print ("Población San Pedro", "P SAN PEDRO"). The
 * spelling fewer documents give is doubtful; when as many give each, neither is preferred.
 */

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * An address value as the report states it, and the document of the report it belongs to (its
 * certificate or inscription: one file may hold a whole carpeta).
 */
export interface AddressReading {
  path: string;
  value: string;
  document: string;
}

/** Words long enough that one letter more or less is a misreading, not another word. */
const MIN_LETTERS = 5;

const wordsOf = (value: string) =>
  new Set((fold(value).match(/\p{L}+/gu) ?? []).filter((word) => word.length >= MIN_LETTERS));

/** Two spellings of one word, one letter apart, not its singular and plural ("Aromo", "Aromos"). */
const misspelling = (a: string, b: string) =>
  a !== b && editDistance(a, b, 1) === 1 && a !== `${b}s` && b !== `${a}s`;

/** Paths of the readings holding a word that more documents of the dossier spell otherwise. */
export function spelledOtherwise(readings: readonly AddressReading[]): string[] {
  const documentsOf = new Map<string, Set<string>>();
  for (const reading of readings)
    for (const word of wordsOf(reading.value))
      documentsOf.set(word, (documentsOf.get(word) ?? new Set()).add(reading.document));
  const count = (word: string) => documentsOf.get(word)?.size ?? 0;
  const known = [...documentsOf.keys()];
  return readings
    .filter((reading) =>
      [...wordsOf(reading.value)].some((word) =>
        known.some((other) => misspelling(word, other) && count(other) > count(word)),
      ),
    )
    .map(({ path }) => path);
}
