import type { Report } from '../../../../common/report/schema';
import { sameReference, type Reference } from './sameReference';

/*
 * The current inscription, and the one a GP certifies, is never an earlier title of the chain: a
 * copy whose earlier title was read as its own (the seller's acquisition "por inscripción de fojas
 * …" taken for the property's) gives the reference of the earlier title's copy, and a GP read
 * beside that copy its own. The history holds each inscription once; the GP certifies the current.
 */

/** The reference's fields: its vuelta was read with its fojas, and is doubtful with them. */
const REFERENCE = ['fojas', 'vuelta', 'numero', 'ano'] as const;

/** Paths of the current inscription's and the GPs' references that name an earlier title of the chain. */
export function earlierTitleReferences(report: Report): string[] {
  const [current, ...earlier] = report.property_registry_history;
  if (!current) return [];
  const titles: Reference[] = [
    ...earlier,
    { fojas: current.fojas_anterior, numero: current.numero_anterior, ano: current.ano_anterior },
  ];
  const isEarlier = (reference: Reference) => titles.some((title) => sameReference(title, reference));
  const paths: string[] = [];
  const currentIsEarlier = earlier.some((title) => sameReference(title, current));
  const stated = (value: Reference & { vuelta?: boolean | null }) =>
    REFERENCE.filter((key) => value[key] !== null && value[key] !== undefined);
  if (currentIsEarlier) paths.push(...stated(current).map((key) => `property_registry_history[0].${key}`));
  (report.gp_certificates ?? []).forEach((gp, index) => {
    if (isEarlier(gp) && (currentIsEarlier || !sameReference(gp, current)))
      paths.push(...stated(gp).map((key) => `gp_certificates[${index}].${key}`));
  });
  return paths;
}
