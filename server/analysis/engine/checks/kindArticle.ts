import { foldLower } from '../text/folded';

/*
 * A GP entry's kind is a heading ("EMBARGO", "HIPOTECA"); a certificate written as prose names it
 * with its article ("se registra un embargo decretado por …"), and a kind read with the article
 * ("UN EMBARGO") was taken from the sentence, not from a heading, so its bounds are the reader's guess.
 */

/** Articles a sentence puts before a lien's kind. */
const ARTICLE = /^(?:un|una|unos|unas|el|la|los|las|dicho|dicha)\s+\S/;

/** True when a lien's kind starts with an article ("UN EMBARGO", "una hipoteca"). */
export function kindWithArticle(value: string): boolean {
  return ARTICLE.test(foldLower(value.trim()));
}
