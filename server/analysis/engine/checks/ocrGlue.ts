/*
 * What OCR does to a line's spacing (issue #17): it drops the space between two words, or splits a
 * number at its thousands. A value read from an OCR page that shows either was read from words
 * that were not printed so, whatever confidence tesseract gave them.
 */

/** Lower-case words ending in a vowel or an infinitive before "y" that are Spanish words as they are. */
const WORDS_ENDING_IN_Y: ReadonlySet<string> = new Set(
  'estoy convoy virrey jersey carey maguey mamey batey guirigay'.split(' '),
);

/** A prohibition's act (its infinitive) with more letters glued on than a pronoun. */
const ACT_GLUED =
  /(?<!\p{L})(?:gravar|enajenar|celebrar|arrendar|hipotecar|transferir|ceder|vender)(?!(?:se|lo|la|los|las|le|les)(?!\p{L}))\p{Ll}+/iu;

/** A prohibition's act glued to the conjunction before it ("gravar yenajenar", "ni vender niarrendar"). */
const CONJUNCTION_GLUED_TO_ACT =
  /(?<!\p{L})(?:y|e|o|ni)(?:gravar|enajenar|celebrar|arrendar|hipotecar|transferir|ceder|vender)(?!\p{L})/iu;

/** A company form glued to the word before it ("MAITENESLIMITADA"); "delimitada" and "ilimitada" are words. */
const COMPANY_FORM_GLUED = /(?<!\p{L})(?!(?:de|i)limitada(?!\p{L}))\p{L}{2,}(?:limitada|ltda)(?!\p{L})/iu;

/**
 * True when the text holds two words OCR ran together: a lower-case letter glued to a capital or
 * to "N°" ("del MarN°", "LOS PINOSN°"; not "SpA" nor "MacKenna"), "número" glued to the word before it
 * ("Colonúmero"), a lower-case word glued to the conjunction "y" ("casay", "enajenary"), an
 * infinitive glued to "ni" ("hipotecarni", no Spanish word ends so), or a prohibition's act glued
 * to the next word ("celebraractos"; a pronoun after it, "enajenarlo", is one word) or to the
 * conjunction before it ("yenajenar"), or a company
 * form glued to the name before it ("ANDESLTDA").
 */
export function gluedOcrWords(text: string): boolean {
  if (/\p{Ll}{2}(?:\p{Lu}|N[°º])|\p{Lu}{2}N[°º]/u.test(text.replace(/\bMa?c(?=\p{Lu})/gu, ''))) return true;
  if (/\p{L}(?:número|numero)/iu.test(text)) return true;
  if (/(?<!\p{L})\p{Ll}{2,}[aei]rni(?!\p{L})/u.test(text)) return true;
  if (ACT_GLUED.test(text) || CONJUNCTION_GLUED_TO_ACT.test(text)) return true;
  if (COMPANY_FORM_GLUED.test(text)) return true;
  const glued = text.match(/(?<!\p{L})\p{Ll}{3,}(?:[aeo]|[aei]r)y(?!\p{L})/gu) ?? [];
  return glued.some((word) => !WORDS_ENDING_IN_Y.has(word));
}

/**
 * True when an amount (digits with thousands separators) is followed in its line by a group of
 * three digits after a single space or separator ("5.736 563"): OCR split one number in two, and
 * the value holds only its first part. A group followed by another number is the next column of a
 * row of numbers ("611 540 2022": fojas, número, año), not the rest of the value.
 */
export function numberCutShort(value: string, after: string): boolean {
  return /^\d[\d.]*$/.test(value.trim()) && /^[ .,]\d{3}(?!\d)(?![ .,]?\s*\d)/.test(after);
}
