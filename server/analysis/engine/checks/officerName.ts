import { foldLower } from '../text/folded';

/*
 * The parties of a deed or a certificate (the owners, the sellers, the spouses, the taxpayer) are
 * named by their own words; the officers before whom it was done (a notary, a registrar, a civil
 * registry officer, a judge) and the representatives who signed for a company are named after
 * their title ("ante el Notario de Concepción don …", "representada por doña …"). A party's name
 * read right after such a title is the officer's or the representative's, not the party's.
 */

/** An officer's or representative's title, with the courtesy words that may follow it, ending where the name starts. */
const TITLE_BEFORE =
  /\b(?:notari[oa]s?(?:\s+p[uú]blic[oa])?(?:\s+(?:suplente|interin[oa]|titular))?(?:\s+de\s+[\p{L} ]{2,30}?)?|conservador(?:a)?(?:\s+de\s+bienes\s+ra[ií]ces)?(?:\s+de\s+[\p{L} ]{2,30}?)?|oficial\s+(?:del\s+registro\s+)?civil|juez(?:a)?|receptor(?:a)?|representad[oa]s?\s+(?:legalmente\s+)?por|en\s+representaci[oó]n\s+de|apoderad[oa]s?)[\s,]*(?:(?:don|do[nñ]a|se[nñ]or(?:a)?|sr\.?|sra\.?)\s*)?$/u;

/** How far before the name its title is looked for. */
const REACH = 80;

/** True when the words right before a name in its snippet are an officer's or representative's title. */
export function nameAfterOfficerTitle(value: string, snippet: string): boolean {
  const folded = foldLower(snippet);
  const at = folded.indexOf(foldLower(value.trim()));
  if (at <= 0) return false;
  return TITLE_BEFORE.test(folded.slice(Math.max(0, at - REACH), at));
}
