/*
 * A creditor's name joins whole words with a hyphen ("SANTANDER-CHILE", "BBVA-CHILE"): a letter or
 * two hyphened to a word ("R-CHILE", "SANTANDER-C"), or a word mixing letters with digits
 * ("CH1LE"), is a word a worn copy garbled, which no shape of a name explains. Creditors' names
 * are not listed (a batch may name any bank), so the word's shape decides.
 */

/** Whether a creditor's name holds a word garbled into a letter's piece or letters and digits. */
export function garbledCreditorWord(creditor: string): boolean {
  return creditor
    .split(/\s+/)
    .some(
      (word) =>
        /^\p{L}{1,2}[-‐]\p{L}{3,}|\p{L}{3,}[-‐]\p{L}{1,2}$/u.test(word.replace(/[.,;]+$/, '')) ||
        /\p{L}\d|\d\p{L}/u.test(word.replace(/^\d+\p{L}?$/u, '')),
    );
}
