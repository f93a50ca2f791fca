/** Digits OCR reads for letters inside words (`EXPR0PIACI0N`, `emisi6n` with ó read as 6, `5ERVIU`). */
const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = { '0': 'o', '6': 'o', '5': 's' };

/**
 * Letters for the digits OCR put inside words, same length: a word of three or more letters whose
 * only digits are look-alikes (0, 6, 5), and `N0` before a word ("N0 se encuentra"). Numbers,
 * and codes that mix other digits with letters, are left alone.
 */
export function ocrLetters(text: string): string {
  return text.replace(/[\p{L}\d]+/gu, (token: string, offset: number) => {
    if (!/[056]/.test(token) || /[1-47-9]/.test(token)) return token;
    const letters = token.replace(/\d/g, '');
    const negation = /^[Nn]0$/.test(token) && /^\s+\p{L}/u.test(text.slice(offset + token.length));
    if (letters.length < 3 && !negation) return token;
    const upper = letters === letters.toUpperCase();
    return token.replace(/[056]/g, (digit) => {
      const letter = LETTER_FOR_DIGIT[digit] ?? digit;
      return upper ? letter.toUpperCase() : letter;
    });
  });
}

/**
 * The text without accents (`Ñ` → `N`, `á` → `a`) and with OCR's digits inside words read as
 * letters, same length and case, so offsets found in it hold in the original. Falls back to the
 * text itself in the rare case folding changes the length.
 */
export function foldKeepingLength(text: string): string {
  const folded = ocrLetters(text.normalize('NFD').replace(/\p{M}/gu, ''));
  return folded.length === text.length ? folded : text;
}

/** Lower-cased text without accents, one character for each of the text's, so offsets hold. */
export function foldLower(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A word without the punctuation OCR or a text layer glues to it ("Cisternas," → "Cisternas"). */
export function bareWord(word: string): string {
  return word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
}
