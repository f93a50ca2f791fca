import type { ProvenanceBox, ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';

/*
 * A boxed form's rule read as a digit (issue #18): on a worn copy of a label/value box ("| Nro.
 * inscripción | 77 |"), OCR may lose every rule but read the one before a number as a "1" ("Nro.
 * inscripción 177"), with confidence. The values of such a form start at one column; a number
 * starting with 1 whose box starts left of that column by about a character was read with the
 * rule. It is doubted: the digit may or may not be printed. Only the certificates' label/value
 * forms are looked at (civil registry, SII, TGR, SERVIU, municipal), not a CBR's prose or tables.
 */

/** Values of the same page starting at one column (within this share of a line's height) make the column. */
const SAME_COLUMN = 0.3;
/** Other values that must share the column. */
const MIN_COLUMN_VALUES = 3;
/** How far left of the column, in line heights, the rule and its space lie. */
const RULE_OFFSET = { min: 0.3, max: 2.5 };
/** Rows of one form lie close together: values further than this many line heights away are another block's (a scan's skew grows with the distance). */
const FORM_REACH = 8;

/**
 * A CBR's copies and GPs are prose and tables: their numbers start lines and cells whose starts
 * make columns of their own. The label/value boxes are the other certificates'.
 */
const CBR_PATHS = /^(?:property_registry_history|gp_certificates)\[/;

const keyOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

interface Placed {
  path: string;
  value: string;
  box: ProvenanceBox;
  file: string;
}

/** Paths of numbers read by OCR with a "1" where a boxed form's values start one character later. */
export function rulesReadAsOne(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  const placed: Placed[] = statedLeaves(report).flatMap(([path, value]) => {
    const source = provenance[path];
    const box = source?.boxes?.[0];
    if (!source || !box || !ocrFiles.has(source.file) || source.derived) return [];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return [{ path, value: String(value), box, file: source.file }];
  });
  return placed
    .filter(({ path, value }) => /^1\d+$/.test(value) && !CBR_PATHS.test(path))
    .filter((number) => {
      const height = number.box.height;
      if (height <= 0) return false;
      const others = placed.filter(
        (other) =>
          other.path !== number.path &&
          other.file === number.file &&
          other.box.page === number.box.page &&
          Math.abs(other.box.y - number.box.y) > height / 2 &&
          Math.abs(other.box.y - number.box.y) <= FORM_REACH * height,
      );
      // The column the most other values start at, to the right of the number's first digit.
      return others.some((anchor) => {
        const offset = anchor.box.x - number.box.x;
        if (offset < RULE_OFFSET.min * height || offset > RULE_OFFSET.max * height) return false;
        const column = others.filter((other) => Math.abs(other.box.x - anchor.box.x) <= SAME_COLUMN * height);
        // A form's column holds several fields; a table's column one field of several rows (its
        // numbers aligned right, a longer one starting left of the others).
        const fields = new Set(column.map((other) => keyOf(other.path)));
        return new Set(column.map((other) => other.box.y)).size >= MIN_COLUMN_VALUES && fields.size >= 2;
      });
    })
    .map(({ path }) => path);
}
