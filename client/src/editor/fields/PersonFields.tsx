import { newDeslinde, newPersonRef, newRegistryPerson } from '../../../../common/report/defaults';
import type { Deslinde, PersonRef, RegistryPerson } from '../../../../common/report/schema';
import { ESTADO_CIVIL_OPTIONS } from '../../../../common/vocabularies/estadoCivil';
import { FieldPathScope, useFieldPath } from '../navigation/FieldPathContext';
import { ItemStatusMark } from '../review/ItemStatusMark';
import { ItemListEditor } from './ItemListEditor';
import { OptionalTextField } from './OptionalTextField';
import { NullableSelectField } from './SelectField';
import { TextInputField } from './TextInputField';

interface PersonRefFieldsProps {
  /** The person's field in the document (`contribuyente`), when not an item of a list. */
  name?: string;
  person: PersonRef;
  onChange: (person: PersonRef) => void;
  /** Prefix for the labels, e.g. 'Marido' gives 'Nombre del marido'. */
  nameLabel?: string;
  rutLabel?: string;
  /** Who the person is (`Contribuyente`), naming the status mark of the person as a whole. */
  personLabel?: string;
}

/** Nombre and RUT of one person named by a certificate (taxpayer, spouse, GP owner). */
export function PersonRefFields({
  name,
  person,
  onChange,
  nameLabel = 'Nombre',
  rutLabel = 'RUT',
  personLabel = 'Persona',
}: PersonRefFieldsProps) {
  const path = useFieldPath(name);
  const fields = (
    <>
      <TextInputField
        label={nameLabel}
        value={person.nombre}
        name="nombre"
        onChange={(nombre) => onChange({ ...person, nombre })}
      />
      <OptionalTextField
        label={rutLabel}
        value={person.rut}
        name="rut"
        onChange={(rut) => onChange({ ...person, rut })}
      />
    </>
  );
  if (name === undefined) return fields;
  // The engine may read the person as one value: its mark, and a target for links to it.
  return (
    <div className="person-ref" data-path={path}>
      <ItemStatusMark path={path} label={personLabel} />
      <FieldPathScope segment={name}>{fields}</FieldPathScope>
    </div>
  );
}

interface ListProps<T> {
  /** The list's field in the document, e.g. `propietarios`. */
  name: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
}

/** Owners of a GP certificate: nombre and RUT. */
export function PersonListEditor({ name, items, onChange }: ListProps<PersonRef>) {
  return (
    <ItemListEditor
      name={name}
      title="Propietarios"
      itemLabel="Propietario"
      items={items}
      onChange={onChange}
      createItem={newPersonRef}
      renderItem={(person, change) => <PersonRefFields person={person} onChange={change} />}
    />
  );
}

interface RegistryPersonListEditorProps extends ListProps<RegistryPerson> {
  title: string;
  itemLabel: string;
}

/** Owners or sellers of a registry inscription: nombre, RUT, estado civil, domicilio. */
export function RegistryPersonListEditor({
  name,
  title,
  itemLabel,
  items,
  onChange,
}: RegistryPersonListEditorProps) {
  return (
    <ItemListEditor
      name={name}
      title={title}
      itemLabel={itemLabel}
      items={items}
      onChange={onChange}
      createItem={newRegistryPerson}
      renderItem={(person, change) => (
        <>
          <TextInputField
            label="Nombre"
            value={person.nombre}
            name="nombre"
            onChange={(nombre) => change({ ...person, nombre })}
          />
          <OptionalTextField
            label="RUT"
            value={person.rut}
            name="rut"
            onChange={(rut) => change({ ...person, rut })}
          />
          <NullableSelectField
            label="Estado civil"
            value={person.estado_civil}
            options={ESTADO_CIVIL_OPTIONS}
            name="estado_civil"
            onChange={(estado_civil) => change({ ...person, estado_civil })}
          />
          <TextInputField
            label="Domicilio"
            value={person.domicilio}
            name="domicilio"
            onChange={(domicilio) => change({ ...person, domicilio })}
          />
        </>
      )}
    />
  );
}

/** Boundaries of the property: dirección (side), largo and the neighbouring property. */
export function DeslindesEditor({ name, items, onChange }: ListProps<Deslinde>) {
  return (
    <ItemListEditor
      name={name}
      title="Deslindes"
      itemLabel="Deslinde"
      items={items}
      onChange={onChange}
      createItem={newDeslinde}
      renderItem={(deslinde, change) => (
        <>
          <TextInputField
            label="Dirección (orientación)"
            value={deslinde.direccion}
            name="direccion"
            onChange={(direccion) => change({ ...deslinde, direccion })}
          />
          <TextInputField
            label="Largo"
            value={deslinde.largo}
            name="largo"
            onChange={(largo) => change({ ...deslinde, largo })}
          />
          <TextInputField
            label="Propiedad colindante"
            value={deslinde.propiedad}
            name="propiedad"
            onChange={(propiedad) => change({ ...deslinde, propiedad })}
          />
        </>
      )}
    />
  );
}
