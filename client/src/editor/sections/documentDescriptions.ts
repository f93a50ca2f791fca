import type { DocumentListKey, ReportItem } from '../../../../common/documents/reportLists';
import { formatCLP } from '../../../../common/format/currency';
import { inscriptionSummary } from './listSection';

const rol = (item: { rol_avaluo: string | null }) => (item.rol_avaluo ? `Rol ${item.rol_avaluo}` : '');

/** The short description beside each 'Documento N' of a list, telling its documents apart. */
export const DOCUMENT_DESCRIPTIONS: { readonly [K in DocumentListKey]: (item: ReportItem<K>) => string } = {
  gp_certificates: (certificate) =>
    [certificate.conservador, inscriptionSummary(certificate)].filter(Boolean).join(' · '),
  debt_certificates: rol,
  property_situation_reports: rol,
  public_expropriation_certificates: rol,
  certificados_avaluo: (appraisal) =>
    [rol(appraisal), formatCLP(appraisal.avaluo_total ?? 0)].filter(Boolean).join(' · '),
  certificados_matrimonio: (certificate) =>
    [certificate.marido.nombre, certificate.mujer.nombre].filter((name) => name.trim() !== '').join(' y '),
};
