import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import type { Reference } from './sameReference';

/*
 * A table of a GP's entries prints, per row, its index, fojas, número and año ("2   1502   1190
 * 2020 Hipoteca …"). A reference read as fojas and número followed by one more number before its
 * year took the row's index for the fojas: its fojas is the index, its número the fojas, and the
 * número is the number left over. Three numbers and a year where a reference has two is no
 * reference read whole.
 */

/** A whole number as a table may print it: bare or with thousands dots ("1502", "1.502"). */
function printed(value: number): string {
  const bare = String(value);
  const dotted = bare.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return bare === dotted ? bare : `(?:${bare}|${dotted.replace(/\./g, '\\.')})`;
}

/**
 * True when the snippet prints the reference's fojas and número (a "vta." between them or not)
 * and then another number before its year (the reference's, or any when none was read), where the
 * row's columns were read one place off.
 */
export function referenceShiftedInRow(reference: Reference, snippet: string): boolean {
  const { fojas, numero, ano } = reference;
  if (fojas === null || numero === null) return false;
  // A year the reading lost (it took the year's column for the número's) is any year printed there.
  const year = ano === null ? String.raw`(?:19|20)\d{2}` : String(ano);
  const row = new RegExp(
    String.raw`(?<![\d.])${printed(fojas)}\s+(?:v(?:ta|uelta)?\.?\s+)?${printed(numero)}\s+\d[\d.]{1,6}\s+${year}(?![\d.])`,
    'i',
  );
  return row.test(snippet);
}

/** Paths of the GP entries' references whose own words show them read one column off. */
export const liensReadOffTheRow = (report: Report, provenance: ProvenanceMap): string[] =>
  (report.gp_certificates ?? []).flatMap((gp, index) =>
    (['gravamenes', 'prohibiciones'] as const).flatMap((list) =>
      gp[list].flatMap((lien, at) => {
        const path = `gp_certificates[${index}].${list}[${at}]`;
        const source = provenance[`${path}.fojas`];
        return source && referenceShiftedInRow(lien, source.snippet)
          ? ['fojas', 'numero', 'ano'].map((key) => `${path}.${key}`)
          : [];
      }),
    ),
  );
