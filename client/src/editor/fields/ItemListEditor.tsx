import type { ReactNode } from 'react';
import { childPath } from '../navigation/fieldPath';
import { FieldPathScope, useFieldPath } from '../navigation/FieldPathContext';
import { ItemStatusMark } from '../review/ItemStatusMark';
import { removeAt, replaceAt } from '../state/listOps';

interface ItemListEditorProps<T> {
  /** The list's field in the document, e.g. `gravamenes`: items are paths inside it. */
  name: string;
  /** Legend of the list, e.g. 'Propietarios'. */
  title: string;
  /** Name of one item, e.g. 'Propietario'; items are numbered after it. */
  itemLabel: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  createItem: () => T;
  renderItem: (item: T, onItemChange: (item: T) => void) => ReactNode;
}

/** An editable list inside a document (owners, sellers, boundaries, liens, prohibitions). */
export function ItemListEditor<T>({
  name,
  title,
  itemLabel,
  items,
  onChange,
  createItem,
  renderItem,
}: ItemListEditorProps<T>) {
  const path = useFieldPath(name);
  return (
    // Focusable for a finding about an empty list (no owners): focus then lands on the list.
    <fieldset className="item-list" data-path={path} tabIndex={-1}>
      <legend className="item-list__legend">
        {title} <span className="item-list__count">({items.length})</span>
      </legend>
      <ItemStatusMark path={path} label={title} />
      {items.length === 0 && <p className="item-list__empty">Sin registros.</p>}
      {items.map((item, index) => {
        const label = `${itemLabel} ${index + 1}`;
        const itemPath = childPath(path, index);
        return (
          // Items have no identity of their own; the position is what the user sees and edits.
          // Focusable so the review of a whole item (its engine mark) can land on it.
          <div
            key={index}
            className="item-list__item"
            role="group"
            aria-label={label}
            data-path={itemPath}
            tabIndex={-1}
          >
            <div className="item-list__item-header">
              <span className="item-list__item-title">{label}</span>
              <button
                type="button"
                className="button button--small button--ghost-danger"
                onClick={() => onChange(removeAt(items, index))}
                aria-label={`Quitar ${label}`}
              >
                Quitar
              </button>
            </div>
            <ItemStatusMark path={itemPath} label={label} />
            <div className="field-grid">
              <FieldPathScope segment={name}>
                <FieldPathScope segment={index}>
                  {renderItem(item, (changed) => onChange(replaceAt(items, index, changed)))}
                </FieldPathScope>
              </FieldPathScope>
            </div>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--small button--secondary item-list__add"
        onClick={() => onChange([...items, createItem()])}
      >
        + Agregar {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
