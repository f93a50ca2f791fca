/*
 * A value cut inside a word (issue #17, "cut words"): the reader stopped where the printed word
 * did not ("USUFRUCTO VITALICI" out of "USUFRUCTO VITALICIOa favor").
 */

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isUpper = (letter: string) => letter !== letter.toLowerCase() && letter === letter.toUpperCase();
const isLower = (letter: string) => letter !== letter.toUpperCase() && letter === letter.toLowerCase();

/** Two letters of one word: of the same case (a glued next word starts in the other case, "VITALICIOa"). */
const sameWord = (a: string, b: string) => (isUpper(a) && isUpper(b)) || (isLower(a) && isLower(b));

/** An article or a connector printed glued before a value ("UNASERVIDUMBRE", "deMORALES"). */
const GLUED_BEFORE = /^(?:un|una|el|la|los|las|de|del|y|a|en|don|dona)$/i;
/** A connector printed glued after a value ("REGLAMENTODECOPROPIEDAD", "SERVIDUMBREdeocupación"). */
const GLUED_AFTER = /^(?:de|del|en|con|por|para|sobre|y)/i;

/**
 * True when every place the value is printed in its snippet runs on, in the same case, into
 * letters before or after it: the value holds part of a word. A value not found verbatim says
 * nothing here.
 */
export function cutInsideWord(value: string, snippet: string): boolean {
  const text = fold(value.trim()).replace(/\s+/g, ' ');
  if (text.length < 3) return false;
  const printed = fold(snippet).replace(/\s+/g, ' ');
  const places = [...printed.matchAll(new RegExp(escape(text), 'g'))];
  if (places.length === 0) return false;
  return places.every(({ index }) => {
    const before = printed[index - 1] ?? '';
    const after = printed[index + text.length] ?? '';
    // A plural's ending the reader left out ("HIPOTECA" of "HIPOTECAS") makes the kind's name, no
    // cut; nor do an article or a connector the text layer glued to it ("UNREGLAMENTODECOPROPIEDAD").
    const rest = /^\p{L}+/u.exec(printed.slice(index + text.length))?.[0] ?? '';
    const lead = /\p{L}+$/u.exec(printed.slice(0, index))?.[0] ?? '';
    const glued = GLUED_BEFORE.test(lead) || GLUED_AFTER.test(rest) || /^(?:e?s)$/i.test(rest);
    return !glued && (sameWord(before, text[0] ?? '') || sameWord(text.at(-1) ?? '', after));
  });
}
