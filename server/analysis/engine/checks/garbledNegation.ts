import type { DocumentText } from '../document';

/*
 * A statement of affectation read as a "yes" on a worn copy whose "NO" before the verb OCR garbled
 * into a shred glued to it ("rol 1207-31, Q'se encuentra afecta a expropiación"): the word where the
 * negation would stand is one OCR doubted, so the "yes" is only as sure as that word.
 */

/** The statement's verb, maybe with a shred glued before it, closing the text before the subject. */
const VERB_BEFORE_SUBJECT = /(\S*?)(?:se\s+(?:encuentra|halla)|est[áa]|resulta)\s+(?:\p{L}+\s+){0,3}$/iu;
/** How far before its subject the verb of the statement may stand. */
const VERB_REACH = 60;

/** The word before `at` in `text` (the one a space parts from it), or ''. */
const wordBefore = (text: string, at: number) => /(\S+)\s*$/u.exec(text.slice(0, at))?.[1] ?? '';

/**
 * True when the statement whose subject stands at `subjectAt` in `document.raw` is affirmed by a
 * verb glued to, or right after, a word OCR read with low confidence where its "no" would stand.
 */
export function negationPlaceGarbled(document: DocumentText, subjectAt: number): boolean {
  const doubtful = new Set(document.pages.flatMap((page) => page.ocr?.doubtfulWords ?? []));
  if (doubtful.size === 0) return false;
  const before = document.raw.slice(Math.max(0, subjectAt - VERB_REACH), subjectAt);
  const verb = VERB_BEFORE_SUBJECT.exec(before);
  if (!verb) return false;
  const glued = verb[1] ?? '';
  // The shred glued to the verb as OCR read it in one word ("Q'se"), else the word before the verb.
  const word =
    glued !== ''
      ? `${glued}${before.slice(verb.index + glued.length).split(/\s/u)[0] ?? ''}`
      : wordBefore(before, verb.index);
  return word !== '' && doubtful.has(word) && !/^no$/iu.test(word);
}
