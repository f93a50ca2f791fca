import { useState } from 'react';
import type { Report } from '../../../common/report/schema';
import { AppraisalSummarySection } from './sections/AppraisalSummarySection';
import { DebtCertificatesSection } from './sections/DebtCertificatesSection';
import { FiscalAppraisalSection } from './sections/FiscalAppraisalSection';
import { GpCertificatesSection } from './sections/GpCertificatesSection';
import { MarriageCertificatesSection } from './sections/MarriageCertificatesSection';
import { NotesSection } from './sections/NotesSection';
import { PropertySituationReportsSection } from './sections/PropertySituationReportsSection';
import { PublicExpropriationSection } from './sections/PublicExpropriationSection';
import { RegistryHistorySection } from './sections/RegistryHistorySection';
import {
  INITIAL_EXPANDED,
  SECTION_KEYS,
  type ExpandedSections,
  type SectionControls,
  type SectionKey,
} from './sections/sectionKeys';
import { UploadedFilesSection } from './sections/UploadedFilesSection';

interface ReportSectionsProps {
  data: Report;
  onChange: (patch: Partial<Report>) => void;
  reportId: string | null;
  storedFiles: readonly string[];
  localFiles: readonly File[];
}

function allSections(expanded: boolean): ExpandedSections {
  const sections: Record<SectionKey, boolean> = { ...INITIAL_EXPANDED };
  for (const key of SECTION_KEYS) sections[key] = expanded;
  return sections;
}

/** The ten editor sections in SPEC order; every change goes up as a patch of the report. */
export function ReportSections({ data, onChange, reportId, storedFiles, localFiles }: ReportSectionsProps) {
  const [expanded, setExpanded] = useState<ExpandedSections>(INITIAL_EXPANDED);

  const controls = (key: SectionKey): SectionControls => ({
    expanded: expanded[key],
    toggle: () => setExpanded((current) => ({ ...current, [key]: !current[key] })),
    expand: () => setExpanded((current) => ({ ...current, [key]: true })),
  });

  return (
    <div className="report-sections">
      <div className="report-sections__toolbar">
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => setExpanded(allSections(true))}
        >
          Expandir todo
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => setExpanded(allSections(false))}
        >
          Contraer todo
        </button>
        <p className="report-sections__legend">
          <span aria-hidden="true">*</span> Campo requerido
        </p>
      </div>
      <AppraisalSummarySection report={data} controls={controls('summary')} />
      <UploadedFilesSection
        reportId={reportId}
        storedFiles={storedFiles}
        localFiles={localFiles}
        controls={controls('files')}
      />
      <RegistryHistorySection
        items={data.property_registry_history}
        onChange={(property_registry_history) => onChange({ property_registry_history })}
        controls={controls('registryHistory')}
      />
      <GpCertificatesSection
        items={data.gp_certificates ?? []}
        onChange={(gp_certificates) => onChange({ gp_certificates })}
        controls={controls('gpCertificates')}
      />
      <DebtCertificatesSection
        items={data.debt_certificates ?? []}
        onChange={(debt_certificates) => onChange({ debt_certificates })}
        controls={controls('debtCertificates')}
      />
      <PropertySituationReportsSection
        items={data.property_situation_reports ?? []}
        onChange={(property_situation_reports) => onChange({ property_situation_reports })}
        controls={controls('situationReports')}
      />
      <PublicExpropriationSection
        items={data.public_expropriation_certificates ?? []}
        onChange={(public_expropriation_certificates) => onChange({ public_expropriation_certificates })}
        controls={controls('expropriationCertificates')}
      />
      <FiscalAppraisalSection
        items={data.certificados_avaluo ?? []}
        onChange={(certificados_avaluo) => onChange({ certificados_avaluo })}
        controls={controls('fiscalAppraisals')}
      />
      <MarriageCertificatesSection
        items={data.certificados_matrimonio ?? []}
        onChange={(certificados_matrimonio) => onChange({ certificados_matrimonio })}
        controls={controls('marriageCertificates')}
      />
      <NotesSection
        notes={data.notes}
        onChange={(notes) => onChange({ notes })}
        controls={controls('notes')}
      />
    </div>
  );
}
