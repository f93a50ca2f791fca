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

/**
 * A creditor whose opening words recur inside it, the first time cut short ("BANCO DE CRÉDITO E
 * INVERBANCO DE CRÉDITO E INVERSIONES"): the lines of two columns (an entry's and the one beside
 * it, or a page's last line and the next page's first) read as one, so the name and what follows
 * it (an amount) may be the other column's.
 */
export function creditorReadTwice(creditor: string): boolean {
  const words = creditor.trim().split(/\s+/u);
  if (words.length < 4) return false;
  const opening = words.slice(0, 3).join(' ');
  return creditor.indexOf(opening, opening.length) > 0;
}
