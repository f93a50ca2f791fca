import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';

/*
 * An SII appraisal prints its total and the two parts it is made of (issue #17): a taxed and an
 * exempt part that do not add up to the total mean one of the three was misread (a number OCR
 * cut short, a column read for another). When exactly one of them reads as a misreading of the
 * amount the other two call for (its head: "$5.736" for 5.736.563, or a few pesos no appraisal
 * states), that one is doubted; otherwise the report cannot tell which, and all three are.
 */

const AMOUNTS = ['avaluo_afecto', 'avaluo_exento', 'avaluo_total'] as const;

/** Below this, a non-zero amount is a fragment OCR left of an appraisal's pesos. */
const FEWEST_PESOS = 1000;

/** True when `read` looks like a misreading of `called`: its leading digits, or a stray fragment. */
const misreadingOf = (read: number, called: number) =>
  called > read && read > 0 && (read < FEWEST_PESOS || String(called).startsWith(String(read)));

/** Paths of the appraisal amounts whose parts do not add up to their total. */
export function appraisalSumDoubts(report: Report): string[] {
  return (report.certificados_avaluo ?? []).flatMap((certificate, index) => {
    const { avaluo_afecto: taxed, avaluo_exento: exempt, avaluo_total: total } = certificate;
    if (taxed === null || exempt === null || total === null || taxed + exempt === total) return [];
    const called = {
      avaluo_afecto: total - exempt,
      avaluo_exento: total - taxed,
      avaluo_total: taxed + exempt,
    };
    const read = { avaluo_afecto: taxed, avaluo_exento: exempt, avaluo_total: total };
    const culprits = AMOUNTS.filter((key) => misreadingOf(read[key], called[key]));
    return (culprits.length === 1 ? culprits : AMOUNTS).map((key) => `certificados_avaluo[${index}].${key}`);
  });
}

/**
 * On a scanned copy, an amount the certificate prints but OCR could not read is derived from the
 * other two: the sum that checks them is gone, and the page is one OCR struggled with. The two read
 * ones are doubted (a worn "$61.495.862" read "495.862" makes the derived part wrong too). So is a
 * taxed or exempt part read alone, its total lost ("12.448.330" for a printed 12.418.330).
 */
export function appraisalUncheckedOnScan(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  return (report.certificados_avaluo ?? []).flatMap((certificate, index) => {
    const path = (key: (typeof AMOUNTS)[number]) => `certificados_avaluo[${index}].${key}`;
    // The extractor records a derived amount as inferred from the amount it was computed from.
    const derived = AMOUNTS.filter((key) => provenance[path(key)]?.unsure?.includes('inferred'));
    const read = AMOUNTS.filter((key) => !derived.includes(key) && certificate[key] !== null);
    const scanned = [...derived, ...read].some((key) => ocrFiles.has(provenance[path(key)]?.file ?? ''));
    // A part read alone, without the total it is part of: OCR lost the amounts beside it.
    const partAlone = derived.length === 0 && read.length === 1 && certificate.avaluo_total === null;
    if (!(derived.length === 1 || partAlone) || !scanned) return [];
    return read.map(path);
  });
}
