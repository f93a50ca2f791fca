import type { ReactNode } from 'react';
import type { Descriptors } from '../../../../common/documents/describedFields';
import type { AnyDescriptor } from '../../../../common/documents/fieldDescriptor';
import type { ReportListKey } from '../../../../common/documents/reportLists';
import { newPersonRef } from '../../../../common/report/defaults';
import type { PersonRef } from '../../../../common/report/schema';
import { BooleanField } from './BooleanField';
import { ConservadorField } from './ConservadorField';
import { DateField } from './DateField';
import { IntegerField } from './IntegerField';
import { ItemListEditor } from './ItemListEditor';
import { OptionalTextField } from './OptionalTextField';
import { PersonRefFields } from './PersonFields';
import { NullableSelectField, SelectField } from './SelectField';
import { TextInputField } from './TextInputField';
import { VerificationCodeField } from './VerificationCodeField';

interface DescribedFieldsProps<T extends object> {
  /** The report list of the document, whose issuer decides the verification site. */
  list: ReportListKey;
  /** The fields to edit, in order (its list's `fields`, common/documents/types/). */
  descriptors: Descriptors;
  item: T;
  onChange: (item: T) => void;
  /** An element of an inner list sits in a grid already; a document groups its fields in grids. */
  inGrid?: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function personOf(value: unknown): PersonRef {
  return isRecord(value) && typeof value.nombre === 'string'
    ? { nombre: value.nombre, rut: text(value.rut) }
    : newPersonRef();
}

/** The editor of one scalar or person field, by its kind. */
function scalarField(
  list: ReportListKey,
  name: string,
  descriptor: AnyDescriptor,
  item: Readonly<Record<string, unknown>>,
  set: (value: unknown) => void,
): ReactNode {
  const value = item[name];
  const { label, hint } = descriptor;
  const common = { name, label };
  switch (descriptor.kind) {
    case 'date':
      return <DateField key={name} {...common} value={text(value)} onChange={set} />;
    case 'conservador':
      return <ConservadorField key={name} {...common} value={text(value)} onChange={set} />;
    case 'optionalText':
      return (
        <OptionalTextField key={name} {...common} value={text(value)} onChange={set} wide={descriptor.wide} />
      );
    case 'identifier':
    case 'amount':
      return (
        <IntegerField
          key={name}
          {...common}
          value={integer(value)}
          onChange={set}
          money={descriptor.kind === 'amount'}
        />
      );
    case 'yesNo':
      return <BooleanField key={name} {...common} hint={hint} checked={value === true} onChange={set} />;
    case 'select':
      return (
        <SelectField
          key={name}
          {...common}
          value={text(value) ?? ''}
          options={descriptor.options ?? []}
          onChange={set}
        />
      );
    case 'optionalSelect':
      return (
        <NullableSelectField
          key={name}
          {...common}
          value={text(value)}
          options={descriptor.options ?? []}
          onChange={set}
        />
      );
    case 'verificationCode':
      return (
        <VerificationCodeField
          key={name}
          name={name}
          value={text(value)}
          onChange={set}
          list={list}
          issuerName={descriptor.issuer ? text(item[descriptor.issuer]) : undefined}
        />
      );
    case 'person':
      return (
        <PersonRefFields
          key={name}
          name={name}
          person={personOf(value)}
          onChange={set}
          personLabel={label}
          nameLabel={descriptor.fields?.nombre?.label}
          rutLabel={descriptor.fields?.rut?.label}
        />
      );
    default:
      return (
        <TextInputField
          key={name}
          {...common}
          value={text(value)}
          onChange={set}
          wide={descriptor.wide}
          multiline={descriptor.kind === 'longText'}
        />
      );
  }
}

/**
 * The fields of one document or list element as its descriptors say: each by its kind, with the
 * group headings they open and the inner lists (owners, liens) as item lists.
 */
export function DescribedFields<T extends object>({
  list,
  descriptors,
  item,
  onChange,
  inGrid = false,
}: DescribedFieldsProps<T>) {
  const values: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries(item));
  const setter = (name: string) => (value: unknown) => onChange({ ...item, [name]: value });
  const parts: ReactNode[] = [];
  let row: ReactNode[] = [];
  const closeRow = () => {
    if (row.length === 0) return;
    parts.push(
      inGrid ? (
        row
      ) : (
        <div key={`grid-${parts.length}`} className="field-grid">
          {row}
        </div>
      ),
    );
    row = [];
  };
  for (const [name, descriptor] of Object.entries(descriptors)) {
    if (descriptor.shownWhen && !descriptor.shownWhen(values)) continue;
    if (descriptor.opensGroup) {
      closeRow();
      parts.push(
        <h4 key={`group-${name}`} className="document-card__subheading">
          {descriptor.opensGroup}
        </h4>,
      );
    }
    const elements = values[name];
    const fields = descriptor.fields;
    const create = descriptor.create;
    if (descriptor.kind === 'list' && fields && create && Array.isArray(elements)) {
      closeRow();
      parts.push(
        <ItemListEditor<unknown>
          key={name}
          name={name}
          title={descriptor.label}
          itemLabel={descriptor.itemLabel ?? descriptor.label}
          items={elements}
          onChange={setter(name)}
          createItem={create}
          renderItem={(element, change) =>
            isRecord(element) && (
              <DescribedFields list={list} descriptors={fields} item={element} onChange={change} inGrid />
            )
          }
        />,
      );
      continue;
    }
    row.push(scalarField(list, name, descriptor, values, setter(name)));
  }
  closeRow();
  return <>{parts}</>;
}
