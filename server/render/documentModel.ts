import { REPORT_LIST_KEYS, type ReportListKey } from '../../common/documents/reportLists';
import type { FirmLetterhead } from '../../common/firm/settings';
import type { Finding } from '../../common/findings/finding';
import type { AnalysedDocument } from '../../common/record/analysis';
import type { ReviewStatus } from '../../common/review/status';
import type { Report } from '../../common/report/schema';
import { formatDateLong } from '../../common/format';
import { coverBlocks } from './cover';
import type { Block, DocumentModel } from './documentBlocks';
import { fiscalAppraisalsSection } from './sections/fiscalAppraisals';
import { gpCertificatesSection } from './sections/gpCertificates';
import { legalVerificationSection } from './sections/legalVerification';
import { loadedFilesSection } from './sections/loadedFiles';
import { marriageCertificatesSection } from './sections/marriageCertificates';
import { municipalAffectationSection } from './sections/municipalAffectation';
import { observationsSection } from './sections/observations';
import { propertySummarySection } from './sections/propertySummary';
import { registryHistorySection } from './sections/registryHistory';
import type { ReportSection } from './sections/reportSection';
import { situationReportsSection } from './sections/situationReports';
import { treasuryDebtSection } from './sections/treasuryDebt';

export type { DocumentModel } from './documentBlocks';

export interface ReportDocumentMeta {
  reportName: string;
  reportId: string;
  /** When the document is issued: the date on its cover and headers. */
  issuedAt: Date;
  documentCount: number;
  /** Uploaded file names as the reader should see them. */
  fileNames: readonly string[];
  /** The legal verification on the date of issue; when given, its section follows the cover. */
  findings?: readonly Finding[];
  /** The issuing firm (the user's firm settings), for cover, header, signature and footer. */
  firm?: FirmLetterhead;
  /** The report's review status, for the cover (`reviewStatusText`). */
  review?: ReviewStatus;
  /** The analysed documents with their type, issuer and date, for the list of documents. */
  documents?: readonly AnalysedDocument[];
}

/** The section that prints each list of the report. */
const LIST_SECTIONS = {
  property_registry_history: registryHistorySection,
  gp_certificates: gpCertificatesSection,
  debt_certificates: treasuryDebtSection,
  property_situation_reports: situationReportsSection,
  public_expropriation_certificates: municipalAffectationSection,
  certificados_avaluo: fiscalAppraisalsSection,
  certificados_matrimonio: marriageCertificatesSection,
} satisfies Record<ReportListKey, (report: Report) => ReportSection>;

/** The editor's sections in the editor's order (SPEC §2): the lists in the registry's order. */
function reportSections(report: Report, meta: ReportDocumentMeta): ReportSection[] {
  return [
    propertySummarySection(report),
    loadedFilesSection(meta.fileNames),
    ...REPORT_LIST_KEYS.map((list) => LIST_SECTIONS[list](report)),
    observationsSection(report),
  ];
}

/**
 * Cover, contents, then the numbered sections. Sections are numbered here, so a section added in
 * front of the others (e.g. a legal verification right after the cover) renumbers the rest.
 */
export function assembleDocument(
  title: string,
  issuedOn: string,
  cover: readonly Block[],
  sections: readonly ReportSection[],
): DocumentModel {
  return {
    title,
    issuedOn,
    blocks: [
      ...cover,
      { kind: 'contents', title: 'Índice' },
      ...sections.flatMap((section, index): Block[] => [
        { kind: 'heading', level: 1, text: `${index + 1}. ${section.title}` },
        ...section.blocks,
      ]),
    ],
  };
}

export function buildReportDocument(report: Report, meta: ReportDocumentMeta): DocumentModel {
  const issuedOn = formatDateLong(meta.issuedAt);
  const cover = coverBlocks(report, {
    reportName: meta.reportName,
    reportId: meta.reportId,
    issuedOn,
    documentCount: meta.documentCount,
    review: meta.review,
  });
  const sections = reportSections(report, meta);
  return assembleDocument(
    meta.reportName,
    issuedOn,
    cover,
    meta.findings ? [legalVerificationSection(meta.findings), ...sections] : sections,
  );
}
