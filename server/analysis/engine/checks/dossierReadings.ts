import { setValueAt } from '../../../../common/record/paths';
import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { wordsReadAsDossierPrints } from './dossierSpelling';
import { plansReadAsOthers } from './planNumber';
import { numberSignsReadByOcr } from './numberSign';
import { codesReadAsSiblings } from './siblingCodes';

/*
 * What OCR read, read again against the rest of the dossier before the doubt checks run (issue
 * #17): a code's office letters as its sibling codes print them (siblingCodes.ts), a place's word
 * as more documents print it (dossierSpelling.ts), the property's plan as the other documents
 * number it (planNumber.ts), the sign of "Nº" as a text document prints the same value (numberSign.ts). Each value keeps its provenance: the words it was read from.
 */

/** The report with the values OCR read given as the dossier's other documents show they are printed. */
export function readAcrossDossier(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): Report {
  const readings = new Map<string, string | number>([
    ...codesReadAsSiblings(report, provenance, ocrFiles),
    ...plansReadAsOthers(report, provenance, ocrFiles),
    ...wordsReadAsDossierPrints(report, provenance, ocrFiles),
    ...numberSignsReadByOcr(report, provenance, ocrFiles).read,
  ]);
  if (readings.size === 0) return report;
  const read = structuredClone(report);
  for (const [path, value] of readings) setValueAt(read, path, value);
  return read;
}
