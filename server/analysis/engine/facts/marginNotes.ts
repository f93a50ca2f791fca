import type { MarginNote, MarginSubject } from '../../../../common/findings/facts';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import { refRole } from '../reading/assign';
import { readRefs } from '../text/inscriptionRef';
import { findLienKinds, type LienKind } from '../../../../common/vocabularies/lienKinds';
import { normalizedSource } from './source';

const SUBJECTS: [MarginSubject, RegExp][] = [
  ['hipoteca', /hipoteca/],
  ['prohibicion', /prohibicion/],
  ['embargo', /embargo/],
  ['medida_precautoria', /precautoria/],
  ['litigio', /litigio|demanda|juicio/],
];

const KIND_SUBJECTS: Partial<Record<LienKind, MarginSubject>> = {
  hipoteca: 'hipoteca',
  prohibicion: 'prohibicion',
  embargo: 'embargo',
  precautoria: 'medida_precautoria',
  litigio: 'litigio',
};

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

const RELEASES =
  /\b(alzamiento|alzad[oa]s?|cancelaci[óo]n\s+de\s+(?:la\s+)?(?:hipoteca|prohibici[óo]n|embargo))\b/giu;

/**
 * Notes written in the margins of an inscription copy (chilean-documents.md §1.1–1.2): cancelled
 * liens (alzamientos) and liens or lawsuits inscribed against the title ("Hipoteca a fs. 3412vta-
 * 2871- 2018", "Embargo a fojas … número …"). Extracted text puts the margin columns after the
 * body, so the whole normalised text is searched; the inscription's own references (its title,
 * the previous title) are told apart by their context.
 */
export function readMarginNotes(document: DocumentText): MarginNote[] {
  const text = document.normalized.text;
  const notes: MarginNote[] = [];
  const releases: { from: number; to: number }[] = [];
  for (const match of text.matchAll(RELEASES)) {
    const { from, to } = sentenceAt(text, match.index, match[0].length);
    const sentence = text.slice(from, to).trim();
    const subjects = subjectsOf(sentence).filter((subject) => subject !== 'litigio');
    if (subjects.length === 0 || releases.some((release) => release.from === from)) continue;
    releases.push({ from, to });
    notes.push({
      kind: 'alzamiento',
      subjects,
      text: document.normalized.sourceSlice(from, to - from).trim(),
      source: normalizedSource(document, from, to - from),
    });
  }
  for (const ref of readRefs(text)) {
    if (refRole(text, ref) !== 'item') continue;
    if (releases.some((release) => ref.index >= release.from && ref.index < release.to)) continue;
    const lead = text.slice(Math.max(0, ref.index - 40), ref.index);
    const kind = findLienKinds(lead).at(-1);
    const subject = kind ? KIND_SUBJECTS[kind.kind] : undefined;
    if (
      !kind ||
      !subject ||
      !/^\s*(?:inscrit[oa]\s+)?a\s+$/iu.test(lead.slice(kind.index + kind.text.length))
    )
      continue;
    const from = ref.index - (lead.length - kind.index);
    const { to } = sentenceAt(text, ref.index, ref.text.length);
    notes.push({
      kind: 'inscripcion',
      subjects: [subject],
      text: document.normalized.sourceSlice(from, to - from).trim(),
      source: normalizedSource(document, from, to - from),
    });
  }
  return notes;
}
