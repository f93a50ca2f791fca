import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from '../../../../common/documents/documentTypes';
import { ocrLetters } from '../text/folded';
import { repairLabelWords } from '../text/ocrLabelWords';
import { typeSignals, type TypeSignals } from './signals';

/*
 * Every type is scored on the evidence its signals find. A title counts most near the top of
 * the document (where titles are printed) and less further down (a deed cited by an inscription,
 * a GP bundled after a dominio vigente); the issuer counts once; each characteristic phrase and
 * field label adds a little, up to a cap, so a long document cannot outvote a title with
 * boilerplate; wording that rules a type out takes a title's worth away.
 */
const WEIGHTS = {
  titleInHead: 8,
  title: 3,
  issuerInHead: 3,
  issuer: 1,
  phrase: 2,
  maxPhrases: 5,
  field: 1,
  maxFields: 4,
  against: 6,
} as const;

/**
 * Lines at the top of a document where titles and issuers are printed: at most 15, and no more
 * than half of a short certificate (whose closing lines are no title).
 */
const HEAD_LINES = 15;
const MIN_HEAD_LINES = 4;

export interface TypeScore {
  type: DocumentTypeId;
  score: number;
}

/** Lower-case, accent-free, single-spaced, misread label words repaired: words split over lines still meet. */
export function normalise(text: string): string {
  return ocrLetters(repairLabelWords(text).normalize('NFD').replace(/\p{M}/gu, ''))
    .toLowerCase()
    .replace(/[ \t]+/g, ' ');
}

function count(patterns: RegExp[], text: string): number {
  return patterns.filter((pattern) => pattern.test(text)).length;
}

function scoreType(signals: TypeSignals, head: string, body: string): number {
  const titled = signals.titles.some((pattern) => pattern.test(head))
    ? WEIGHTS.titleInHead
    : signals.titles.some((pattern) => pattern.test(body))
      ? WEIGHTS.title
      : 0;
  const issued = signals.issuers.some((pattern) => pattern.test(head))
    ? WEIGHTS.issuerInHead
    : signals.issuers.some((pattern) => pattern.test(body))
      ? WEIGHTS.issuer
      : 0;
  const phrases = Math.min(WEIGHTS.maxPhrases, count(signals.phrases, body)) * WEIGHTS.phrase;
  const fields = Math.min(WEIGHTS.maxFields, count(signals.fields, body)) * WEIGHTS.field;
  const against = count(signals.against, body) * WEIGHTS.against;
  return titled + issued + phrases + fields - against;
}

/** The lines at the top of a raw text where titles and issuers are printed, normalised. */
function headOf(raw: string): string {
  const lines = raw.split('\n').filter((line) => line.trim() !== '');
  const headLines = Math.min(HEAD_LINES, Math.max(MIN_HEAD_LINES, Math.ceil(lines.length / 2)));
  return normalise(lines.slice(0, headLines).join('\n'));
}

/** Every type's score for a document's raw text, best first. */
export function scoreTypes(raw: string): TypeScore[] {
  const head = headOf(raw);
  // One line for phrases: words split by a line break or a hyphenation still meet.
  const body = normalise(raw.replace(/(\p{L})-\n(\p{L})/gu, '$1$2').replace(/\n/g, ' '));
  return DOCUMENT_TYPE_IDS.map((type) => ({ type, score: scoreType(typeSignals(type), head, body) })).sort(
    (a, b) => b.score - a.score,
  );
}

/** The types whose title, and those whose issuer, one page prints at its top (reading/pageParts.ts). */
export function headEvidence(
  raw: string,
  /** Read only this many first lines (a page's top) instead of the document's head. */
  topLines?: number,
): { titled: DocumentTypeId[]; issued: DocumentTypeId[] } {
  const head =
    topLines === undefined
      ? headOf(raw)
      : normalise(
          raw
            .split('\n')
            .filter((line) => line.trim() !== '')
            .slice(0, topLines)
            .join('\n'),
        );
  const matching = (signals: (type: DocumentTypeId) => RegExp[]) =>
    DOCUMENT_TYPE_IDS.filter((type) => signals(type).some((pattern) => pattern.test(head)));
  return {
    titled: matching((type) => typeSignals(type).titles),
    issued: matching((type) => typeSignals(type).issuers),
  };
}
