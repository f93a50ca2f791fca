import type { MarriageCertificate } from '../../../../common/report/schema';
import { MARITAL_REGIME_OPTIONS } from '../../../../common/vocabularies/maritalRegime';
import { DateField } from '../fields/DateField';
import { fieldSetter } from '../fields/fieldSetter';
import { IntegerField } from '../fields/IntegerField';
import { PersonRefFields } from '../fields/PersonFields';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import type { ListSectionProps } from './listSection';
import { DocumentListSection } from './DocumentListSection';

function MarriageFields({
  certificate,
  onChange,
}: {
  certificate: MarriageCertificate;
  onChange: (certificate: MarriageCertificate) => void;
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
        label="Circunscripción"
        value={certificate.circunscripcion}
        name="circunscripcion"
        onChange={set('circunscripcion')}
      />
      <IntegerField
        label="Número de inscripción"
        value={certificate.numero_de_inscripcion}
        name="numero_de_inscripcion"
        onChange={set('numero_de_inscripcion')}
      />
      <IntegerField label="Año de inscripción" value={certificate.ano} name="ano" onChange={set('ano')} />
      <PersonRefFields
        person={certificate.marido}
        name="marido"
        onChange={set('marido')}
        nameLabel="Nombre del marido"
        rutLabel="RUT del marido"
        personLabel="Marido"
      />
      <PersonRefFields
        person={certificate.mujer}
        name="mujer"
        onChange={set('mujer')}
        nameLabel="Nombre de la mujer"
        rutLabel="RUT de la mujer"
        personLabel="Mujer"
      />
      <SelectField
        label="Régimen patrimonial"
        value={certificate.tipo_de_sociedad_conyugal}
        options={MARITAL_REGIME_OPTIONS}
        name="tipo_de_sociedad_conyugal"
        onChange={set('tipo_de_sociedad_conyugal')}
      />
    </div>
  );
}

/** Section 9: marriage certificates of the owners. */
export function MarriageCertificatesSection({
  items,
  onChange,
  controls,
}: ListSectionProps<MarriageCertificate>) {
  return (
    <DocumentListSection
      items={items}
      onChange={onChange}
      controls={controls}
      list="certificados_matrimonio"

      describe={(certificate) =>
        [certificate.marido.nombre, certificate.mujer.nombre].filter((name) => name.trim() !== '').join(' y ')
      }
      renderDocument={(certificate, change) => <MarriageFields certificate={certificate} onChange={change} />}
    />
  );
}
