import type { PersonRef } from '../../../../common/report/schema';
import { FieldPathScope, useFieldPath } from '../navigation/FieldPathContext';
import { ItemStatusMark } from '../review/ItemStatusMark';
import { OptionalTextField } from './OptionalTextField';
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
