import { statedValues } from '../../../common/documents/statedValues';
import type { ProvenanceMap } from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';
import { rolKey } from './conflicts';
import { isDoubted, ocrDoubted, withRepairs } from './printedAgain';
import { lettersWithin } from './titleCopies';

/*
 * A rol a worn scan read with a digit lost (issue #18 item 5): "1208-31" for a printed
 * "1208-311", two thin ones run together. Every certificate about the property prints its rol,
 * so a careful reader takes the digit from them. Only a reading OCR doubted is repaired, only
 * when each of its numbers is the other documents' with one digit lost or the same, and only when
 * every document read without doubt gives that one rol; the repaired rol says so
 * (`repaired_reading`) and keeps its own document's format.
 */

/** The rol's last two numbers (its manzana and predio), as printed. */
const rolNumbers = (value: string): string[] => (value.match(/\d+/g) ?? []).slice(-2);

/**
 * `read` with the digits it lost taken from `printed` ("1208-31", "1208-311" → "1208-311"); null
 * unless each of its last two numbers is `printed`'s, or `printed`'s with one digit lost.
 */
export function rolWithDigitsLost(read: string, printed: string): string | null {
  const [mine, theirs] = [rolNumbers(read), rolNumbers(printed).map((number) => String(Number(number)))];
  if (mine.length !== 2 || theirs.length !== 2) return null;
  let lost = false;
  const repaired = mine.map((number, index) => {
    const other = theirs[index] ?? '';
    if (String(Number(number)) === other) return number;
    // A number printed with leading zeros is a format of its own; its lost digit cannot be placed.
    if (/^0/.test(number) || number.length + 1 !== other.length || !lettersWithin(number, other)) return null;
    lost = true;
    return other;
  });
  if (!lost || repaired.some((number) => number === null)) return null;
  const at = [...read.matchAll(/\d+/g)].slice(-2);
  let result = read;
  for (let index = at.length - 1; index >= 0; index--) {
    const match = at[index];
    const number = repaired[index];
    if (!match || number === null || number === undefined) return null;
    result = `${result.slice(0, match.index)}${number}${result.slice(match.index + match[0].length)}`;
  }
  return result;
}

/**
 * The report with each rol an OCR'd certificate read with a digit lost repaired from the rol every
 * other document gives without doubt (`rolWithDigitsLost`), marked `repaired_reading`.
 */
export function repairRolsFromCopies(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): { report: Report; provenance: ProvenanceMap } {
  // The certificates' rols and the current inscription's (an earlier title may name an older rol).
  const current = {
    path: 'property_registry_history[0].rol_avaluo',
    value: report.property_registry_history[0]?.rol_avaluo,
  };
  const rols = [current, ...statedValues(report, ['rol_avaluo'])].flatMap(({ path, value }) =>
    typeof value === 'string' && value !== '' ? [{ path, value, source: provenance[path] }] : [],
  );
  const repairs = rols.flatMap(({ path, value, source }) => {
    if (!source || !ocrFiles.has(source.file)) return [];
    if (!ocrDoubted(source)) return [];
    const sure = rols.filter((other) => other.path !== path && other.source && !isDoubted(other.source));
    const keys = new Set(sure.map((other) => rolKey(other.value)));
    const [printed] = sure;
    if (keys.size !== 1 || !printed) return [];
    const repaired = rolWithDigitsLost(value, printed.value);
    return repaired ? [{ path, source, value: repaired }] : [];
  });
  return withRepairs(report, provenance, repairs);
}
