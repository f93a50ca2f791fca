import type { MarginNote, MarginSubject } from '../../../../common/findings/facts';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import { textSource } from './source';

const SUBJECTS: [MarginSubject, RegExp][] = [
  ['hipoteca', /hipoteca/],
  ['prohibicion', /prohibicion/],
  ['embargo', /embargo/],
  ['medida_precautoria', /precautoria/],
  ['litigio', /litigio|demanda|juicio/],
];

function subjectsOf(text: string): MarginSubject[] {
  const folded = foldAccents(text);
  return SUBJECTS.filter(([, pattern]) => pattern.test(folded)).map(([subject]) => subject);
}

/** The sentence around an offset: from the previous full stop (or semicolon) to the next. */
function sentenceAt(text: string, index: number, length: number): { from: number; to: number } {
  const before = text.slice(Math.max(0, index - 120), index);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf('.-'));
  const from = stop >= 0 ? index - before.length + stop + 2 : index - before.length;
  const after = text.slice(index + length, index + length + 160);
  const end = after.search(/\.(?:-|\s|$)|;/);
  return { from, to: index + length + (end >= 0 ? end : after.length) };
}

/**
 * Notes written in the margins of an inscription copy (chilean-documents.md §1.1–1.2): cancelled
 * liens (alzamientos), liens and lawsuits inscribed against the title ("Hipoteca a fs. …",
 * "Embargo a fs. …"). Extracted text puts the margin columns after the body, so the whole text is
 * searched; an inscription's own body never uses these phrases.
 */
export function readMarginNotes(document: DocumentText): MarginNote[] {
  const { text } = document;
  const notes: MarginNote[] = [];
  const releases =
    /\b(alzamiento|alzad[oa]s?|cancelaci[óo]n\s+de\s+(?:la\s+)?(?:hipoteca|prohibici[óo]n|embargo))\b/giu;
  for (const match of text.matchAll(releases)) {
    const { from, to } = sentenceAt(text, match.index, match[0].length);
    const sentence = text.slice(from, to).trim();
    const subjects = subjectsOf(sentence).filter((subject) => subject !== 'litigio');
    if (subjects.length === 0) continue;
    notes.push({
      kind: 'alzamiento',
      subjects,
      text: sentence,
      source: textSource(document, from, to - from),
    });
  }
  const inscribed =
    /\b(hipoteca|prohibici[óo]n|embargo|medida\s+precautoria|litigio|demanda)\s+(?:inscrita\s+)?a\s+(?:fs\.?|fojas)\s*\d/giu;
  for (const match of text.matchAll(inscribed)) {
    const { from, to } = sentenceAt(text, match.index, match[0].length);
    if (notes.some((note) => note.kind === 'alzamiento' && note.text.includes(match[0]))) continue;
    notes.push({
      kind: 'inscripcion',
      subjects: subjectsOf(match[1] ?? ''),
      text: text.slice(match.index, to).trim(),
      source: textSource(document, from, to - from),
    });
  }
  return notes;
}
