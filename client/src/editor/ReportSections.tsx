import { Fragment, type ReactNode } from 'react';
import { DOCUMENT_LIST_KEYS, type DocumentListKey } from '../../../common/documents/reportLists';
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

/**
 * Certificate lists edited with more than their fields; every other one by the generic section
 * alone, fed by its module's field descriptors (common/documents/types/).
 */
const OWN_SECTIONS: Partial<Record<DocumentListKey, ListSectionRenderer>> = {
  debt_certificates: (data, onChange, controls) => (
    <DescribedListSection
      list="debt_certificates"
      items={data.debt_certificates ?? []}
      onChange={(debt_certificates) => onChange({ debt_certificates })}
      controls={controls}
      summary={<DebtSummaryTable certificates={data.debt_certificates ?? []} />}
    />
  ),
};

function describedSection<K extends DocumentListKey>(list: K): ListSectionRenderer {
  return (data, onChange, controls) => (
    <DescribedListSection
      list={list}
      items={data[list] ?? []}
      onChange={(items) => onChange({ [list]: items })}
      controls={controls}
    />
  );
}

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
 * The editor sections in SPEC order (the registry history, then the certificate lists in the
 * registry's order); every change goes up as a patch of the report.
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
      <RegistryHistorySection
        items={data.property_registry_history}
        onChange={(property_registry_history) => onChange({ property_registry_history })}
        controls={controls('property_registry_history')}
      />
      {DOCUMENT_LIST_KEYS.map((list) => (
        <Fragment key={list}>
          {(OWN_SECTIONS[list] ?? describedSection(list))(data, onChange, controls(list))}
        </Fragment>
      ))}
      <NotesSection
        notes={data.notes}
        onChange={(notes) => onChange({ notes })}
        controls={controls('notes')}
      />
    </div>
  );
}
