import { Fragment, type ReactNode } from 'react';
import { REPORT_LIST_KEYS, type ReportListKey } from '../../../common/documents/reportLists';
import type { Report } from '../../../common/report/schema';
import type { SectionExpansion } from './navigation/useSectionExpansion';
import { AppraisalSummarySection } from './sections/AppraisalSummarySection';
import { ConclusionSection } from './sections/ConclusionSection';
import { DebtSummaryTable } from './sections/DebtSummaryTable';
import { DescribedListSection } from './sections/DescribedListSection';
import { NotesSection } from './sections/NotesSection';
import { RegistryHistorySection } from './sections/RegistryHistorySection';
import type { SectionControls } from './sections/sectionKeys';
import { UploadedFilesSection } from './sections/UploadedFilesSection';
import type { AnalysedDocument } from '../../../common/record/analysis';
import type { SourcePdf } from '../../../common/record/sources';

type ListSectionRenderer = (
  data: Report,
  onChange: (patch: Partial<Report>) => void,
  controls: SectionControls,
) => ReactNode;

/** The section that edits each list of the report; the registry (common/documents) orders them. */
const LIST_SECTIONS = {
  property_registry_history: (data, onChange, controls) => (
    <RegistryHistorySection
      items={data.property_registry_history}
      onChange={(property_registry_history) => onChange({ property_registry_history })}
      controls={controls}
    />
  ),
  gp_certificates: (data, onChange, controls) => (
    <DescribedListSection
      list="gp_certificates"
      items={data.gp_certificates ?? []}
      onChange={(gp_certificates) => onChange({ gp_certificates })}
      controls={controls}
    />
  ),
  debt_certificates: (data, onChange, controls) => (
    <DescribedListSection
      list="debt_certificates"
      items={data.debt_certificates ?? []}
      onChange={(debt_certificates) => onChange({ debt_certificates })}
      controls={controls}
      summary={<DebtSummaryTable certificates={data.debt_certificates ?? []} />}
    />
  ),
  property_situation_reports: (data, onChange, controls) => (
    <DescribedListSection
      list="property_situation_reports"
      items={data.property_situation_reports ?? []}
      onChange={(property_situation_reports) => onChange({ property_situation_reports })}
      controls={controls}
    />
  ),
  public_expropriation_certificates: (data, onChange, controls) => (
    <DescribedListSection
      list="public_expropriation_certificates"
      items={data.public_expropriation_certificates ?? []}
      onChange={(public_expropriation_certificates) => onChange({ public_expropriation_certificates })}
      controls={controls}
    />
  ),
  certificados_avaluo: (data, onChange, controls) => (
    <DescribedListSection
      list="certificados_avaluo"
      items={data.certificados_avaluo ?? []}
      onChange={(certificados_avaluo) => onChange({ certificados_avaluo })}
      controls={controls}
    />
  ),
  certificados_matrimonio: (data, onChange, controls) => (
    <DescribedListSection
      list="certificados_matrimonio"
      items={data.certificados_matrimonio ?? []}
      onChange={(certificados_matrimonio) => onChange({ certificados_matrimonio })}
      controls={controls}
    />
  ),
} satisfies Record<ReportListKey, ListSectionRenderer>;

interface ReportSectionsProps {
  data: Report;
  onChange: (patch: Partial<Report>) => void;
  reportId: string | null;
  storedFiles: readonly SourcePdf[];
  localFiles: readonly File[];
  /** The documents the analysis read (a file split into several lists them under it). */
  documents: readonly AnalysedDocument[];
  sections: SectionExpansion;
}

/** Where the editor's skip link leads: the first section, past the header and the findings. */
export const REPORT_SECTIONS_ID = 'report-sections';

/**
 * The editor sections in SPEC order (the lists in the registry's order); every change goes up as a
 * patch of the report.
 */
export function ReportSections({
  data,
  onChange,
  reportId,
  storedFiles,
  localFiles,
  documents,
  sections,
}: ReportSectionsProps) {
  const { controls } = sections;

  return (
    <div className="report-sections" id={REPORT_SECTIONS_ID} tabIndex={-1}>
      <div className="report-sections__toolbar">
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => sections.setAll(true)}
        >
          Expandir todo
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => sections.setAll(false)}
        >
          Contraer todo
        </button>
        <p className="report-sections__legend">
          <span aria-hidden="true">*</span> Campo requerido
        </p>
      </div>
      <ConclusionSection
        clientName={data.client_name}
        conclusion={data.conclusion}
        onChange={onChange}
        controls={controls('conclusion')}
      />
      <AppraisalSummarySection report={data} controls={controls('summary')} />
      <UploadedFilesSection
        reportId={reportId}
        storedFiles={storedFiles}
        localFiles={localFiles}
        documents={documents}
        controls={controls('files')}
      />
      {REPORT_LIST_KEYS.map((list) => (
        <Fragment key={list}>{LIST_SECTIONS[list](data, onChange, controls(list))}</Fragment>
      ))}
      <NotesSection
        notes={data.notes}
        onChange={(notes) => onChange({ notes })}
        controls={controls('notes')}
      />
    </div>
  );
}
