import { newGpCertificate, newLien, newProhibition } from '../../../../common/report/defaults';
import type { GpCertificate, Lien, Prohibition } from '../../../../common/report/schema';
import { fieldSetter } from '../fields/fieldSetter';
import { InscriptionFields } from '../fields/InscriptionFields';
import { ItemListEditor } from '../fields/ItemListEditor';
import { OptionalTextField } from '../fields/OptionalTextField';
import { PersonListEditor } from '../fields/PersonFields';
import { TextInputField } from '../fields/TextInputField';
import { inscriptionSummary, type ListSectionProps } from './listSection';
import { DocumentListSection } from './DocumentListSection';

function LienFields({ lien, onChange }: { lien: Lien; onChange: (lien: Lien) => void }) {
  const set = fieldSetter(lien, onChange);
  return (
    <>
      <TextInputField label="Tipo" value={lien.tipo} name="tipo" onChange={set('tipo')} />
      <TextInputField label="Acreedor" value={lien.acreedor} name="acreedor" onChange={set('acreedor')} />
      <TextInputField
        label="Suma de dinero"
        value={lien.suma_dinero}
        name="suma_dinero"
        onChange={set('suma_dinero')}
      />
      <InscriptionFields value={lien} onChange={onChange} />
    </>
  );
}

function ProhibitionFields({
  prohibition,
  onChange,
}: {
  prohibition: Prohibition;
  onChange: (prohibition: Prohibition) => void;
}) {
  const set = fieldSetter(prohibition, onChange);
  return (
    <>
      <TextInputField label="Tipo" value={prohibition.tipo} name="tipo" onChange={set('tipo')} />
      <TextInputField
        label="Acreedor"
        value={prohibition.acreedor}
        name="acreedor"
        onChange={set('acreedor')}
      />
      <TextInputField label="Acción" value={prohibition.accion} name="accion" onChange={set('accion')} />
      <OptionalTextField
        label="Suma de dinero"
        value={prohibition.suma_dinero}
        name="suma_dinero"
        onChange={set('suma_dinero')}
      />
      <InscriptionFields value={prohibition} onChange={onChange} />
    </>
  );
}

function GpCertificateFields({
  certificate,
  onChange,
}: {
  certificate: GpCertificate;
  onChange: (certificate: GpCertificate) => void;
}) {
  const set = fieldSetter(certificate, onChange);
  return (
    <>
      <div className="field-grid">
        <InscriptionFields value={certificate} onChange={onChange} />
        <TextInputField
          label="Domicilio"
          value={certificate.domicilio}
          name="domicilio"
          onChange={set('domicilio')}
          wide
        />
        <OptionalTextField label="Comuna" value={certificate.comuna} name="comuna" onChange={set('comuna')} />
      </div>
      <PersonListEditor items={certificate.propietarios} name="propietarios" onChange={set('propietarios')} />
      <ItemListEditor
        title="Gravámenes"
        itemLabel="Gravamen"
        items={certificate.gravamenes}
        name="gravamenes"
        onChange={set('gravamenes')}
        createItem={newLien}
        renderItem={(lien, change) => <LienFields lien={lien} onChange={change} />}
      />
      <ItemListEditor
        title="Prohibiciones"
        itemLabel="Prohibición"
        items={certificate.prohibiciones}
        name="prohibiciones"
        onChange={set('prohibiciones')}
        createItem={newProhibition}
        renderItem={(prohibition, change) => (
          <ProhibitionFields prohibition={prohibition} onChange={change} />
        )}
      />
    </>
  );
}

/** Section 4: certificates of mortgages, liens and prohibitions. */
export function GpCertificatesSection({ items, onChange, controls }: ListSectionProps<GpCertificate>) {
  return (
    <DocumentListSection
      items={items}
      onChange={onChange}
      controls={controls}
      sectionKey="gpCertificates"
      name="gp_certificates"
      createItem={newGpCertificate}

      describe={(certificate) =>
        [certificate.conservador, inscriptionSummary(certificate)].filter(Boolean).join(' · ')
      }
      renderDocument={(certificate, change) => (
        <GpCertificateFields certificate={certificate} onChange={change} />
      )}
    />
  );
}
