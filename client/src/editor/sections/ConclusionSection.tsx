import { useId } from 'react';
import type { Report } from '../../../../common/report/schema';
import { FieldShell } from '../fields/FieldShell';
import { TextInputField } from '../fields/TextInputField';
import { CollapsibleSection } from './CollapsibleSection';
import type { SectionControls } from './sectionKeys';

interface ConclusionSectionProps {
  clientName: string;
  conclusion: string;
  onChange: (patch: Pick<Partial<Report>, 'client_name' | 'conclusion'>) => void;
  controls: SectionControls;
}

/**
 * The lawyer's own words (#11 item 5): whom the study is for and its conclusion, which opens the
 * PDF and DOCX before the findings and the data.
 */
export function ConclusionSection({ clientName, conclusion, onChange, controls }: ConclusionSectionProps) {
  const conclusionId = useId();
  const hintId = useId();
  return (
    <CollapsibleSection
      sectionKey="conclusion"
      controls={controls}
      badge={conclusion.trim() ? 'Redactada' : 'Sin redactar'}
    >
      <p id={hintId} className="report-editor__note">
        La conclusión encabeza el informe PDF y DOCX, antes de los hallazgos y de los datos; el cliente
        aparece en la portada.
      </p>
      <div className="field-grid">
        <TextInputField
          label="Cliente"
          name="client_name"
          value={clientName}
          onChange={(client_name) => onChange({ client_name })}
          wide
        />
        <FieldShell id={conclusionId} label="Conclusión del abogado" wide>
          <textarea
            id={conclusionId}
            data-path="conclusion"
            className="editor-field__input"
            rows={8}
            value={conclusion}
            aria-describedby={hintId}
            onChange={(event) => onChange({ conclusion: event.target.value })}
          />
        </FieldShell>
      </div>
    </CollapsibleSection>
  );
}
