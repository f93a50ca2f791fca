import { newPersonRef } from '../../../../common/report/defaults';
import type { PublicExpropriationCertificate } from '../../../../common/report/schema';
import {
  AFFECTATION_TYPE_VALUES,
  TIPO_VIVIENDA_VALUES,
  VIAL_TYPE_VALUES,
} from '../../../../common/vocabularies/expropriation';
import { BooleanField } from '../fields/BooleanField';
import { DateField } from '../fields/DateField';
import { fieldSetter } from '../fields/fieldSetter';
import { IntegerField } from '../fields/IntegerField';
import { OptionalTextField } from '../fields/OptionalTextField';
import { PersonRefFields } from '../fields/PersonFields';
import { NullableSelectField, optionsOf, SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import { VerificationCodeField } from '../fields/VerificationCodeField';
import type { ListSectionProps } from './listSection';
import { DocumentListSection } from './DocumentListSection';

const TIPO_VIVIENDA_OPTIONS = optionsOf(TIPO_VIVIENDA_VALUES);
const VIAL_TYPE_OPTIONS = optionsOf(VIAL_TYPE_VALUES);
const AFFECTATION_OPTIONS = optionsOf(AFFECTATION_TYPE_VALUES);

function ExpropriationFields({
  certificate,
  onChange,
}: {
  certificate: PublicExpropriationCertificate;
  onChange: (certificate: PublicExpropriationCertificate) => void;
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
        person={certificate.contribuyente ?? newPersonRef()}
        name="contribuyente"
        onChange={set('contribuyente')}
        nameLabel="Nombre del contribuyente"
        rutLabel="RUT del contribuyente"
        personLabel="Contribuyente"
      />
      <SelectField
        label="Tipo de vivienda"
        value={certificate.tipo_vivienda}
        options={TIPO_VIVIENDA_OPTIONS}
        name="tipo_vivienda"
        onChange={set('tipo_vivienda')}
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
      <IntegerField label="Plano" value={certificate.plano} name="plano" onChange={set('plano')} />
      <BooleanField
        label="Objeto de expropiación"
        checked={certificate.objeto_expropiacion}
        name="objeto_expropiacion"
        onChange={set('objeto_expropiacion')}
      />
      <BooleanField
        label="Expropiación vial"
        checked={certificate.expropiacion_vial}
        name="expropiacion_vial"
        onChange={set('expropiacion_vial')}
      />
      {certificate.expropiacion_vial && (
        <>
          <NullableSelectField
            label="Tipo de expropiación vial"
            value={certificate.tipo_expropiacion_vial}
            options={VIAL_TYPE_OPTIONS}
            name="tipo_expropiacion_vial"
            onChange={set('tipo_expropiacion_vial')}
          />
          <TextInputField
            label="Vías afectadas"
            value={certificate.vias_expropiacion_vial}
            name="vias_expropiacion_vial"
            onChange={set('vias_expropiacion_vial')}
          />
          <NullableSelectField
            label="Tipo de afectación vial"
            value={certificate.tipo_afectacion_vial}
            options={AFFECTATION_OPTIONS}
            name="tipo_afectacion_vial"
            onChange={set('tipo_afectacion_vial')}
          />
        </>
      )}
      <BooleanField
        label="Expropiación por parque"
        checked={certificate.expropiacion_por_parque}
        name="expropiacion_por_parque"
        onChange={set('expropiacion_por_parque')}
      />
      {certificate.expropiacion_por_parque && (
        <NullableSelectField
          label="Tipo de afectación por parque"
          value={certificate.tipo_afectacion_por_parque}
          options={AFFECTATION_OPTIONS}
          name="tipo_afectacion_por_parque"
          onChange={set('tipo_afectacion_por_parque')}
        />
      )}
      <VerificationCodeField
        value={certificate.codigo_verificacion}
        name="codigo_verificacion"
        onChange={set('codigo_verificacion')}
        list="public_expropriation_certificates"
        issuerName={certificate.comuna_propiedad}
      />
    </div>
  );
}

/** Section 7: municipal certificates of public-utility affectation. */
export function PublicExpropriationSection({
  items,
  onChange,
  controls,
}: ListSectionProps<PublicExpropriationCertificate>) {
  return (
    <DocumentListSection
      items={items}
      onChange={onChange}
      controls={controls}
      list="public_expropriation_certificates"

      describe={(certificate) => (certificate.rol_avaluo ? `Rol ${certificate.rol_avaluo}` : '')}
      renderDocument={(certificate, change) => (
        <ExpropriationFields certificate={certificate} onChange={change} />
      )}
    />
  );
}
