import { AFFECTATION_TYPE_VALUES } from '../../../../common/vocabularies/expropriation';
import { foldLower } from '../text/folded';

/*
 * The detail of a certificate's answer (the street widened, the kind of expropriation) is a
 * phrase: a box mark in it ("[X]", "[ ]", "☒"), or the option of another row ("afectación involucra
 * edificios"), is the table's next rows read into the detail.
 */

const BOX_MARK = /\[\s*[xX✓✗]?\s*\]|[☐☑☒]/u;

/** The options of the affectation's own row, folded: details of other rows never name them. */
const AFFECTATION_OPTIONS = AFFECTATION_TYPE_VALUES.map((option) => foldLower(option));

/**
 * Whether a detail holds a box mark of the certificate's table or, unless it is the affectation's
 * own kind (`ownRow`), that row's option.
 */
export function tableInDetail(detail: string, ownRow: boolean): boolean {
  if (BOX_MARK.test(detail)) return true;
  const folded = foldLower(detail);
  return !ownRow && AFFECTATION_OPTIONS.some((option) => folded.includes(option));
}
