import type { Report } from '../../../../common/report/schema';
import { type Reference, sameReference } from './sameReference';

/*
 * A dossier's GP certificate reports the liens on one inscription. A second GP item on the same
 * inscription that reports no lien of its own (none, or only the inscription itself read as one)
 * is another CBR certificate on it (a bien familiar certificate, as the annotated certificates
 * type it, or a copy's certification page): its inscription, date and code are its own, but the
 * property's address, comuna and owners it gives are what that certificate names the inscription
 * by, which the GP item with the liens already states; they are doubted, not its identity.
 */

/** The fields of a repeated GP item that name the property rather than certify about it. */
export const REPEATED_PROPERTY_FIELDS = ['domicilio', 'comuna', 'propietarios'] as const;

type Gp = NonNullable<Report['gp_certificates']>[number];

const liensOf = (gp: Gp) => [...gp.gravamenes, ...gp.prohibiciones];

/**
 * Whether two references share their fojas and year where a número was read: one inscription
 * whose número OCR misread in one of them ("N2388" for "Nº 388"), as a page of a year's registry
 * holds few inscriptions.
 */
const sameFojasAndYear = (a: Reference, b: Reference) =>
  a.fojas !== null &&
  a.ano !== null &&
  a.numero !== null &&
  b.numero !== null &&
  a.fojas === b.fojas &&
  a.ano === b.ano;

/**
 * Indexes of the GP items that repeat another item's inscription without a lien of their own (an
 * inscription of the dossier read as a lien is none): the later one when neither reports a lien,
 * the one without liens otherwise. Two items on one fojas of one year are about one inscription
 * whatever número each read. An item whose own reference was not read is about the
 * inscription it reads as its only liens.
 */
export function repeatedGpItems(report: Report): number[] {
  const items = report.gp_certificates ?? [];
  const current = report.property_registry_history[0];
  const inscriptions: Reference[] = [...items, ...(current ? [current] : [])];
  const ownLiens = (gp: Gp) =>
    liensOf(gp).filter((lien) => !inscriptions.some((inscription) => sameReference(lien, inscription)));
  const about = (gp: Gp, other: Gp) =>
    sameReference(gp, other) ||
    sameFojasAndYear(gp, other) ||
    (gp.fojas === null && liensOf(gp).some((lien) => sameReference(lien, other)));
  return items.flatMap((gp, index) => {
    if (ownLiens(gp).length > 0) return [];
    const repeats = items.some(
      (other, at) => at !== index && about(gp, other) && (ownLiens(other).length > 0 || at < index),
    );
    return repeats ? [index] : [];
  });
}

/**
 * Indexes of the GP items that name no inscription and report no lien, beside another item that
 * names one: a page of that certificate split off as its own (its closing date and code), or
 * another document, certifying on nothing the reviewer can check.
 */
export function gpItemsWithoutInscription(report: Report): number[] {
  const items = report.gp_certificates ?? [];
  return items.flatMap((gp, index) =>
    gp.fojas === null &&
    liensOf(gp).length === 0 &&
    items.some((other, at) => at !== index && other.fojas !== null)
      ? [index]
      : [],
  );
}
