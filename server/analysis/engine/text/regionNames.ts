import { COMUNAS_BY_REGION } from '../../../../common/vocabularies/comunas';
import { accentTolerant } from './numberWords';

/*
 * A Chilean region as prose names it after "Región" ("SERVIU Región del Biobío", "SERVIU de la
 * Región de Los Lagos"): its full name or the word it goes by, accents optional. A finite list,
 * so a region's name in capitalised words is told from the sentence going on after it.
 */

/** A name's pattern: accents and the tilde of Ñ optional, any spacing, the apostrophe of O'Higgins as printed or not. */
function namePattern(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/n/gu, '[nñ]')
      .replace(/N/gu, '[NÑ]')
      // A capital keeps its case: "Antofagasta" is "[AÁ]ntof[aá]g[aá]st[aá]".
      .replace(/[AEIOU]/gu, (vowel) => accentTolerant(vowel.toLowerCase()).toUpperCase())
      .replace(/[aeiou]/gu, accentTolerant)
      .replace(/'/g, "[’']?")
      .replace(/ /g, String.raw`\s+`)
  );
}

/** The words a region goes by besides its full name. */
const SHORT_NAMES = [
  'Arica',
  'Metropolitana',
  "O'Higgins",
  'Bio Bio',
  'Bío-Bío',
  'Araucanía',
  'Aysén',
  'Magallanes',
];

const NAMES = [...Object.keys(COMUNAS_BY_REGION), ...SHORT_NAMES]
  .sort((a, b) => b.length - a.length)
  .map(namePattern);

/** "Región del Biobío", "Región de Los Lagos", "Región Metropolitana": "Región" and the region's name. */
export const REGION = String.raw`Regi[óo]n\s+(?:(?:de\s+la|del|de)\s+)?(?:${NAMES.join('|')})(?!\p{L})`;
