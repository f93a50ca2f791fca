import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';
import { foldLower } from '../text/folded';

/*
 * One creditor read two ways by OCR (issue #17): a bank usually holds both the mortgage and the
 * prohibition of one inscription, so a GP names it twice. Two creditors whose words agree but for
 * one or two that begin alike ("BANCO DEL ESTADO DE CHIC", "BANKGQ DEL ESTADO DE CHILE") are one
 * name a worn copy damaged in both places or in one: neither reading can be stated as sure.
 */

/** Letters two readings of one damaged word still share at its start. */
const SHARED_START = 2;

/** Words a reading may have damaged and still be the same name. */
const MAX_DAMAGED = 2;

const wordsOf = (value: string) => foldLower(value).match(/[\p{L}\d]+/gu) ?? [];

/** Whether two readings are one name damaged in a word or two, each begun alike. */
function sameNameDamaged(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length < 3) return false;
  const damaged = a.flatMap((word, index) => (word === b[index] ? [] : [[word, b[index] ?? '']]));
  return (
    damaged.length > 0 &&
    damaged.length <= MAX_DAMAGED &&
    damaged.length < a.length - 1 &&
    damaged.every(([x = '', y = '']) => x.slice(0, SHARED_START) === y.slice(0, SHARED_START))
  );
}

/**
 * Whether a reading is the other with a space OCR lost ("BANCO DELESTADO DE CHILE" beside "BANCO
 * DEL ESTADO DE CHILE"): the same letters in fewer words. Only the glued reading is doubted.
 */
function spaceLost(glued: readonly string[], spaced: readonly string[]): boolean {
  return glued.length < spaced.length && glued.join('') === spaced.join('');
}

/** Paths of the creditors read by OCR that another creditor of the report gives damaged otherwise. */
export function creditorsReadTwoWays(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  const creditors = statedLeaves(report).flatMap(([path, value]) => {
    const file = provenance[path]?.file;
    return path.endsWith('.acreedor') && typeof value === 'string' && file !== undefined && ocrFiles.has(file)
      ? [{ path, words: wordsOf(value) }]
      : [];
  });
  return creditors
    .filter((creditor) =>
      creditors.some(
        (other) =>
          other !== creditor &&
          (sameNameDamaged(creditor.words, other.words) || spaceLost(creditor.words, other.words)),
      ),
    )
    .map(({ path }) => path);
}
