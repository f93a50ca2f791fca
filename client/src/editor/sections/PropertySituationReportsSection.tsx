import { newPropertySituationReport } from '../../../../common/report/defaults';
import type { PropertySituationReport } from '../../../../common/report/schema';
import { BooleanField } from '../fields/BooleanField';
import { DateField } from '../fields/DateField';
import { fieldSetter } from '../fields/fieldSetter';
import { IntegerField } from '../fields/IntegerField';
import { OptionalTextField } from '../fields/OptionalTextField';
import { TextInputField } from '../fields/TextInputField';
import { VerificationCodeField } from '../fields/VerificationCodeField';
import type { ListSectionProps } from './listSection';
import { DocumentListSection } from './DocumentListSection';

function SituationReportFields({
  report,
  onChange,
}: {
  report: PropertySituationReport;
  onChange: (report: PropertySituationReport) => void;
}) {
  const set = fieldSetter(report, onChange);
  return (
    <div className="field-grid">
      <DateField
        label="Fecha de emisión"
        value={report.fecha_emision}
        name="fecha_emision"
        onChange={set('fecha_emision')}
      />
      <IntegerField
        label="Número de certificado"
        value={report.numero_certificado}
        name="numero_certificado"
        onChange={set('numero_certificado')}
      />
      <TextInputField
        label="Rol de avalúo"
        value={report.rol_avaluo}
        name="rol_avaluo"
        onChange={set('rol_avaluo')}
      />
      <TextInputField
        label="Dirección de la propiedad"
        value={report.direccion_propiedad}
        name="direccion_propiedad"
        onChange={set('direccion_propiedad')}
        wide
      />
      <OptionalTextField
        label="Comuna de la propiedad"
        value={report.comuna_propiedad}
        name="comuna_propiedad"
        onChange={set('comuna_propiedad')}
      />
      <BooleanField
        label="Objeto de expropiación"
        checked={report.objeto_expropiacion}
        name="objeto_expropiacion"
        onChange={set('objeto_expropiacion')}
      />
      <VerificationCodeField
        value={report.codigo_verificacion}
        name="codigo_verificacion"
        onChange={set('codigo_verificacion')}
        issuer={{ kind: 'minvu' }}
      />
    </div>
  );
}

/** Section 6: the housing agency's (SERVIU) property situation reports. */
export function PropertySituationReportsSection({
  items,
  onChange,
  controls,
}: ListSectionProps<PropertySituationReport>) {
  return (
    <DocumentListSection
      items={items}
      onChange={onChange}
      controls={controls}
      sectionKey="situationReports"
      name="property_situation_reports"
      createItem={newPropertySituationReport}

      describe={(report) => (report.rol_avaluo ? `Rol ${report.rol_avaluo}` : '')}
      renderDocument={(report, change) => <SituationReportFields report={report} onChange={change} />}
    />
  );
}
