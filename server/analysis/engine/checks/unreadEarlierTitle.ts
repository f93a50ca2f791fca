import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { NUMBER_WORDS } from '../text/numberWords';

/*
 * A copy whose words cite the earlier title's inscription ("Tít. anterior: fs. 1.210 vta. Nº …",
 * "el título anterior rola a fojas …") while its entry has none: the reference was printed where
 * the reader could not place it (a boxed margin, a note read across the body). The entry's stated
 * default (`vuelta_anterior` false) is then no reading, and the reviewer is told to look.
 */

/**
 * An earlier title cited with its fojas, in digits or in words ("a fojas mil doscientos"), or with
 * its side alone where a worn copy lost the fojas' number ("a fojas vuelta número 39"), within one
 * clause.
 */
const CITED = new RegExp(
  String.raw`(?<!\p{L})(?:t[íi]t(?:ulo)?\.?|inscripci[óo]n|dominio)\s+anterior\b[^.;]{0,30}?(?<!\p{L})(?:fs\.?|fojas)\s*(?:\d|(?:${NUMBER_WORDS.join('|')}|vuelta|vta)(?!\p{L}))`,
  'iu',
);

/** The `vuelta_anterior` paths of entries whose words cite an earlier title the entry lacks. */
export function unreadEarlierTitles(report: Report, provenance: ProvenanceMap): string[] {
  return report.property_registry_history.flatMap((entry, index) => {
    if (entry.fojas_anterior !== null) return [];
    const prefix = `property_registry_history[${index}].`;
    const cited = Object.entries(provenance).some(
      ([path, source]) => path.startsWith(prefix) && CITED.test(source.snippet),
    );
    return cited ? [`${prefix}vuelta_anterior`] : [];
  });
}
