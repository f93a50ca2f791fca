import type { Report } from '../../../common/report/schema';
import type { SectionExpansion } from './navigation/useSectionExpansion';
import { AppraisalSummarySection } from './sections/AppraisalSummarySection';
import { DebtCertificatesSection } from './sections/DebtCertificatesSection';
import { FiscalAppraisalSection } from './sections/FiscalAppraisalSection';
import { GpCertificatesSection } from './sections/GpCertificatesSection';
import { MarriageCertificatesSection } from './sections/MarriageCertificatesSection';
import { NotesSection } from './sections/NotesSection';
import { PropertySituationReportsSection } from './sections/PropertySituationReportsSection';
import { PublicExpropriationSection } from './sections/PublicExpropriationSection';
import { RegistryHistorySection } from './sections/RegistryHistorySection';
import { UploadedFilesSection } from './sections/UploadedFilesSection';

interface ReportSectionsProps {
  data: Report;
  onChange: (patch: Partial<Report>) => void;
  reportId: string | null;
  storedFiles: readonly string[];
  localFiles: readonly File[];
  sections: SectionExpansion;
}

/** Where the editor's skip link leads: the first section, past the header and the findings. */
export const REPORT_SECTIONS_ID = 'report-sections';

/** The ten editor sections in SPEC order; every change goes up as a patch of the report. */
export function ReportSections({
  data,
  onChange,
  reportId,
  storedFiles,
  localFiles,
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
