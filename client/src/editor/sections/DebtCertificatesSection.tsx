import type { DebtCertificate } from '../../../../common/report/schema';
import { DateField } from '../fields/DateField';
import { fieldSetter } from '../fields/fieldSetter';
import { IntegerField } from '../fields/IntegerField';
import { OptionalTextField } from '../fields/OptionalTextField';
import { PersonRefFields } from '../fields/PersonFields';
import { TextInputField } from '../fields/TextInputField';
import { VerificationCodeField } from '../fields/VerificationCodeField';
import { DebtSummaryTable } from './DebtSummaryTable';
import type { ListSectionProps } from './listSection';
import { DocumentListSection } from './DocumentListSection';

function DebtCertificateFields({
  certificate,
  onChange,
}: {
  certificate: DebtCertificate;
  onChange: (certificate: DebtCertificate) => void;
}) {
  const set = fieldSetter(certificate, onChange);
  return (
    <div className="field-grid">
      <DateField
        label="Fecha de emisión"
        value={certificate.fecha_emision}
        name="fecha_emision"
        onChange={set('fecha_emision')}
      />
      <TextInputField
        label="Rol de avalúo"
        value={certificate.rol_avaluo}
        name="rol_avaluo"
        onChange={set('rol_avaluo')}
      />
      <PersonRefFields
        person={certificate.contribuyente}
        name="contribuyente"
        onChange={set('contribuyente')}
        nameLabel="Nombre del contribuyente"
        rutLabel="RUT del contribuyente"
        personLabel="Contribuyente"
      />
      <TextInputField
        label="Dirección de la propiedad"
        value={certificate.direccion_propiedad}
        name="direccion_propiedad"
        onChange={set('direccion_propiedad')}
        wide
      />
      <OptionalTextField
        label="Comuna de la propiedad"
        value={certificate.comuna_propiedad}
        name="comuna_propiedad"
        onChange={set('comuna_propiedad')}
      />
      <IntegerField
        label="Deuda no vencida"
        value={certificate.total_deuda_no_vencida_liquidada}
        name="total_deuda_no_vencida_liquidada"
        onChange={set('total_deuda_no_vencida_liquidada')}
        money
      />
      <IntegerField
        label="Deuda morosa"
        value={certificate.total_deuda_vencida_liquidada}
        name="total_deuda_vencida_liquidada"
        onChange={set('total_deuda_vencida_liquidada')}
        money
      />
      <VerificationCodeField
        value={certificate.codigo_verificacion}
        name="codigo_verificacion"
        onChange={set('codigo_verificacion')}
        list="debt_certificates"
      />
    </div>
  );
}

/** Section 5: Treasury debt certificates, with the debt summary by role. */
export function DebtCertificatesSection({ items, onChange, controls }: ListSectionProps<DebtCertificate>) {
  return (
    <DocumentListSection
      items={items}
      onChange={onChange}
      controls={controls}
      list="debt_certificates"
      summary={<DebtSummaryTable certificates={items} />}
      describe={(certificate) => (certificate.rol_avaluo ? `Rol ${certificate.rol_avaluo}` : '')}
      renderDocument={(certificate, change) => (
        <DebtCertificateFields certificate={certificate} onChange={change} />
      )}
    />
  );
}
