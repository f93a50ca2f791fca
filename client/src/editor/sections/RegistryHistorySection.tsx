import { newRegistryEntry } from '../../../../common/report/defaults';
import type { RegistryEntry } from '../../../../common/report/schema';
import { BooleanField } from '../fields/BooleanField';
import { ConservadorField } from '../fields/ConservadorField';
import { DateField } from '../fields/DateField';
import { fieldSetter } from '../fields/fieldSetter';
import { InscriptionFields } from '../fields/InscriptionFields';
import { IntegerField } from '../fields/IntegerField';
import { OptionalTextField } from '../fields/OptionalTextField';
import { DeslindesEditor, RegistryPersonListEditor } from '../fields/PersonFields';
import { TextInputField } from '../fields/TextInputField';
import { CollapsibleSection } from './CollapsibleSection';
import { DocumentList } from './DocumentList';
import { documentCount, inscriptionSummary, type ListSectionProps } from './listSection';
import { RemoveSectionButton } from './RemoveSectionButton';
import { SECTION_TITLES } from './sectionKeys';

function RegistryEntryFields({
  entry,
  onChange,
}: {
  entry: RegistryEntry;
  onChange: (entry: RegistryEntry) => void;
}) {
  const set = fieldSetter(entry, onChange);
  return (
    <>
      <h4 className="document-card__subheading">Inscripción</h4>
      <div className="field-grid">
        <InscriptionFields value={entry} onChange={onChange} />
        <TextInputField
          label="Rol de avalúo"
          value={entry.rol_avaluo}
          name="rol_avaluo"
          onChange={set('rol_avaluo')}
        />
        <OptionalTextField label="Comuna" value={entry.comuna} name="comuna" onChange={set('comuna')} />
        <IntegerField label="Plano" value={entry.plano} name="plano" onChange={set('plano')} />
        <DateField
          label="Fecha de registro"
          value={entry.fecha_registro}
          name="fecha_registro"
          onChange={set('fecha_registro')}
        />
        <TextInputField
          label="Descripción de la propiedad"
          value={entry.descripcion_propiedad}
          name="descripcion_propiedad"
          onChange={set('descripcion_propiedad')}
          multiline
        />
      </div>
      <RegistryPersonListEditor
        title="Propietarios"
        itemLabel="Propietario"
        items={entry.propietarios}
        name="propietarios"
        onChange={set('propietarios')}
      />
      <DeslindesEditor items={entry.deslindes} name="deslindes" onChange={set('deslindes')} />

      <h4 className="document-card__subheading">Título y transferencia</h4>
      <div className="field-grid">
        <TextInputField label="Notaría" value={entry.notaria} name="notaria" onChange={set('notaria')} />
        <TextInputField
          label="Comuna de la notaría"
          value={entry.notaria_comuna}
          name="notaria_comuna"
          onChange={set('notaria_comuna')}
        />
        <TextInputField label="Precio" value={entry.precio} name="precio" onChange={set('precio')} />
      </div>
      <RegistryPersonListEditor
        title="Vendedores"
        itemLabel="Vendedor"
        items={entry.vendedores}
        name="vendedores"
        onChange={set('vendedores')}
      />

      <h4 className="document-card__subheading">Inscripción anterior</h4>
      <div className="field-grid">
        <ConservadorField
          label="Conservador anterior"
          value={entry.conservador_anterior}
          name="conservador_anterior"
          onChange={set('conservador_anterior')}
        />
        <IntegerField
          label="Fojas anterior"
          value={entry.fojas_anterior}
          name="fojas_anterior"
          onChange={set('fojas_anterior')}
        />
        <BooleanField
          label="Vuelta anterior"
          checked={entry.vuelta_anterior}
          name="vuelta_anterior"
          onChange={set('vuelta_anterior')}
        />
        <IntegerField
          label="Número anterior"
          value={entry.numero_anterior}
          name="numero_anterior"
          onChange={set('numero_anterior')}
        />
        <IntegerField
          label="Año anterior"
          value={entry.ano_anterior}
          name="ano_anterior"
          onChange={set('ano_anterior')}
        />
      </div>
    </>
  );
}

/**
 * Section 3: the registry inscriptions, current first, then earlier titles. Optional: an empty
 * history is shown as a section not included in the report.
 */
export function RegistryHistorySection({ items, onChange, controls }: ListSectionProps<RegistryEntry>) {
  const addFirst = () => {
    onChange([newRegistryEntry(new Date())]);
    controls.expand();
  };
  return (
    <CollapsibleSection
      sectionKey="registryHistory"
      controls={controls}
      badge={documentCount(items.length)}
      actions={
        items.length > 0 && (
          <RemoveSectionButton sectionTitle={SECTION_TITLES.registryHistory} onConfirm={() => onChange([])} />
        )
      }
    >
      {items.length === 0 ? (
        <div className="empty-section">
          <p>Esta sección no está incluida en el reporte</p>
          <button type="button" className="button button--small button--secondary" onClick={addFirst}>
            + Incluir sección
          </button>
        </div>
      ) : (
        <DocumentList
          name="property_registry_history"
          items={items}
          onChange={onChange}
          createItem={() => newRegistryEntry(new Date())}
          onAdd={controls.expand}
          reorderable
          describe={(entry, index) =>
            [index === 0 ? 'Inscripción vigente' : 'Título anterior', inscriptionSummary(entry)]
              .filter(Boolean)
              .join(' · ')
          }
          renderDocument={(entry, change) => <RegistryEntryFields entry={entry} onChange={change} />}
        />
      )}
    </CollapsibleSection>
  );
}
