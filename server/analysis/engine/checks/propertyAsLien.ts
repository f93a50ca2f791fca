import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';
import { sameReference } from './sameReference';

/**
 * A GP entry whose reference is the very inscription the certificate reviews (fojas, número and
 * año of the dominio vigente it names) is no lien: the inscription's own words (a bundled copy, a
 * heading repeated atop a page) were read as an entry. So is an entry whose reference is the
 * current inscription's that another certificate of the dossier reviews (a bien familiar
 * certificate naming the property's inscription, read as an entry). Every value of it is doubted,
 * not only its reference: its kind, office and date came from the same words.
 */
export function liensNamingTheProperty(report: Report): string[] {
  const current = report.property_registry_history[0];
  const certified = current && (report.gp_certificates ?? []).some((gp) => sameReference(gp, current));
  return (report.gp_certificates ?? []).flatMap((gp, index) =>
    (['gravamenes', 'prohibiciones'] as const).flatMap((list) =>
      gp[list].flatMap((lien, at) =>
        sameReference(gp, lien) || (certified && sameReference(current, lien))
          ? statedLeaves(lien, `gp_certificates[${index}].${list}[${at}]`).map(([path]) => path)
          : [],
      ),
    ),
  );
}
