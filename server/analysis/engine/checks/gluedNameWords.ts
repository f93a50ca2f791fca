import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';
import { nameWords } from './ownerTwice';

/*
 * OCR drops the space between two words of a name ("CONSTANZA BELÉNTORO MUÑOZ") or glues the
 * label printed after it ("CÁCERES VERARUN 12.345.678-9"). No name holds a word that is two
 * words the dossier's other names print apart, nor one ending in a RUN or RUT label.
 */

/** The fewest letters each of two glued words keeps to be told ("TORO", "LUIS"). */
const MIN_PART = 3;

/** Words that join a name's words, never one of two glued ("DELGADO" is no "DEL" + "GADO"). */
const JOINING = new Set(['de', 'del', 'la', 'las', 'los', 'san', 'santa', 'y', 'e', 'don', 'dona']);

/** A word of capitals with an identity label glued at its end ("VERARUN", "SOTORUT"). */
const LABEL_GLUED = /\p{Lu}{3,}(?:RUN|RUT)(?!\p{L})/u;

/**
 * True when a name holds a word made of two words of the other names (`known`, folded as
 * `nameWords` folds them) that the name does not hold as such, or a word with a RUN/RUT label
 * glued to it.
 */
export function gluedNameWords(name: string, known: ReadonlySet<string>): boolean {
  if (LABEL_GLUED.test(name.normalize('NFC'))) return true;
  return [...nameWords(name)].some((word) => {
    if (known.has(word) || word.length < 2 * MIN_PART) return false;
    const part = (piece: string) => known.has(piece) && !JOINING.has(piece);
    for (let at = MIN_PART; at <= word.length - MIN_PART; at++)
      if (part(word.slice(0, at)) && part(word.slice(at))) return true;
    return false;
  });
}

/** Paths of the people's names holding two words of the dossier's other names glued together. */
export function namesWithGluedWords(report: Report): string[] {
  const names = statedLeaves(report).filter(
    (leaf): leaf is [string, string] => /\.nombre$/.test(leaf[0]) && typeof leaf[1] === 'string',
  );
  return names.flatMap(([path, name]) => {
    const known = new Set(names.flatMap(([other, words]) => (other === path ? [] : [...nameWords(words)])));
    return gluedNameWords(name, known) ? [path] : [];
  });
}
