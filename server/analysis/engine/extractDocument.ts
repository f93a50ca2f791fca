import type {
  FiscalAppraisal,
  GpCertificate,
  PropertySituationReport,
  PublicExpropriationCertificate,
} from '../../../common/report/schema';
import type { DocumentType } from './classify';
import type { DocumentText } from './document';
import { extractAseoCertificate, type AseoData } from './extractors/aseoCertificate';
import { extractCompanyCertificate, type CompanyData } from './extractors/companyCertificate';
import { extractDeed, type DeedData } from './extractors/deed';
import { extractGpCertificate } from './extractors/gpCertificate';
import { extractInscription, type InscriptionData } from './extractors/inscription';
import { extractMarriageCertificate, type MarriageData } from './extractors/marriageCertificate';
import { extractMunicipalAffectation } from './extractors/municipalAffectation';
import { extractNoMarriage, type NoMarriageData } from './extractors/noMarriage';
import { extractServiuReport } from './extractors/serviuReport';
import { extractSiiAppraisal } from './extractors/siiAppraisal';
import { extractTgrDebt, type TgrDebtData } from './extractors/tgrDebt';
import type { Extraction } from './extractors/types';

/** One document's extraction, tagged with its type so the merge step knows where it goes. */
export type ExtractedDocument =
  | { type: 'dominio_vigente' | 'titulo_anterior'; file: string; result: Extraction<InscriptionData> }
  | { type: 'escritura'; file: string; result: Extraction<DeedData> }
  | { type: 'gp'; file: string; result: Extraction<GpCertificate> }
  | { type: 'deuda_tgr'; file: string; result: Extraction<TgrDebtData> }
  | { type: 'no_deuda_aseo'; file: string; result: Extraction<AseoData> }
  | { type: 'avaluo_fiscal'; file: string; result: Extraction<FiscalAppraisal> }
  | { type: 'serviu_no_expropiacion'; file: string; result: Extraction<PropertySituationReport> }
  | { type: 'afectacion_utilidad_publica'; file: string; result: Extraction<PublicExpropriationCertificate> }
  | { type: 'matrimonio'; file: string; result: Extraction<MarriageData> }
  | { type: 'no_matrimonio'; file: string; result: Extraction<NoMarriageData> }
  | { type: 'sociedad'; file: string; result: Extraction<CompanyData> };

/** Runs the extractor of the document's type; null for unknown documents. */
export function extractDocument(type: DocumentType, document: DocumentText): ExtractedDocument | null {
  const file = document.file;
  switch (type) {
    case 'dominio_vigente':
    case 'titulo_anterior':
      return { type, file, result: extractInscription(document) };
    case 'escritura':
      return { type, file, result: extractDeed(document) };
    case 'gp':
      return { type, file, result: extractGpCertificate(document) };
    case 'deuda_tgr':
      return { type, file, result: extractTgrDebt(document) };
    case 'no_deuda_aseo':
      return { type, file, result: extractAseoCertificate(document) };
    case 'avaluo_fiscal':
      return { type, file, result: extractSiiAppraisal(document) };
    case 'serviu_no_expropiacion':
      return { type, file, result: extractServiuReport(document) };
    case 'afectacion_utilidad_publica':
      return { type, file, result: extractMunicipalAffectation(document) };
    case 'matrimonio':
      return { type, file, result: extractMarriageCertificate(document) };
    case 'no_matrimonio':
      return { type, file, result: extractNoMarriage(document) };
    case 'sociedad':
      return { type, file, result: extractCompanyCertificate(document) };
    case 'unknown':
      return null;
  }
}
