import { REPORT_LIST_KEYS } from '../../common/documents/reportLists';
import type { FirmLetterhead } from '../../common/firm/settings';
import type { AnalysedDocument } from '../../common/record/analysis';
import type { ReviewStatus } from '../../common/review/status';
import type { Report } from '../../common/report/schema';
import { formatDateLong } from '../../common/format';
import { coverBlocks } from './cover';
import type { Block, DocumentModel } from './documentBlocks';
import { conclusionSection } from './sections/conclusion';
import type { Verification } from '../../common/findings/computeFindings';
import { legalVerificationSection } from './sections/legalVerification';
import { observationsSection } from './sections/observations';
import { propertySummarySection } from './sections/propertySummary';
import { listSection } from './sections/listSections';
import type { ReportSection } from './sections/reportSection';
import { uploadedDocumentsSection } from './sections/uploadedDocuments';

export type { DocumentModel } from './documentBlocks';

export interface ReportDocumentMeta {
  reportName: string;
  /** The record's id: names the file, never printed in it. */
  reportId: string;
  /** When the document is issued: the date on its cover and headers. */
  issuedAt: Date;
  documentCount: number;
  /** Uploaded file names as the reader should see them, in upload order. */
  fileNames: readonly string[];
  /** The legal verification on the date of issue; when given, its section follows the conclusion. */
  verification?: Verification;
  /** The issuing firm (the user's firm settings), for cover, header, signature and footer. */
  firm?: FirmLetterhead;
  /** The report's review status, for the cover. */
  review?: ReviewStatus;
  /** The analysed documents with their type, issuer and date, for the list of documents. */
  documents?: readonly AnalysedDocument[];
}

/**
 * The lawyer's conclusion leads (#11 item 5), then the legal verification, then the data in the
 * editor's order (SPEC §2): summary, documents, the lists in the registry's order, observations.
 */
function reportSections(report: Report, meta: ReportDocumentMeta): ReportSection[] {
  return [
    conclusionSection(report.conclusion),
    ...(meta.verification ? [legalVerificationSection(meta.verification)] : []),
    propertySummarySection(report),
    uploadedDocumentsSection(meta.fileNames, meta.documents ?? []),
    ...REPORT_LIST_KEYS.map((list) => listSection(list, report)),
    observationsSection(report),
  ];
}

/** Where the responsible lawyer signs, after the last section. */
function signatureBlocks(firm: FirmLetterhead | undefined): Block[] {
  const lines = [firm?.lawyerName.trim() ?? '', 'Abogado responsable', firm?.firmName.trim() ?? ''];
  return [{ kind: 'signature', lines: lines.filter(Boolean) }];
}

export interface DocumentFrame {
  title: string;
  issuedOn: string;
  runningHeader: string;
  footerText: string;
}

/**
 * Cover, contents, the numbered sections, then the closing blocks (the signature). Sections are
 * numbered here, so a section added in front of the others renumbers the rest.
 */
export function assembleDocument(
  frame: DocumentFrame,
  cover: readonly Block[],
  sections: readonly ReportSection[],
  closing: readonly Block[] = [],
): DocumentModel {
  return {
    ...frame,
    blocks: [
      ...cover,
      { kind: 'contents', title: 'Índice' },
      ...sections.flatMap((section, index): Block[] => [
        { kind: 'heading', level: 1, text: `${index + 1}. ${section.title}` },
        ...section.blocks,
      ]),
      ...closing,
    ],
  };
}

export function buildReportDocument(report: Report, meta: ReportDocumentMeta): DocumentModel {
  const issuedOn = formatDateLong(meta.issuedAt);
  const firmName = meta.firm?.firmName.trim() ?? '';
  const cover = coverBlocks(report, {
    reportName: meta.reportName,
    issuedOn,
    documentCount: meta.documentCount,
    firm: meta.firm,
    review: meta.review,
  });
  return assembleDocument(
    {
      title: meta.reportName,
      issuedOn,
      runningHeader: firmName ? `${firmName} · ${meta.reportName}` : meta.reportName,
      footerText: meta.firm?.footerText.trim() ?? '',
    },
    cover,
    reportSections(report, meta),
    signatureBlocks(meta.firm),
  );
}
