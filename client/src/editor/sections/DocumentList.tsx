import { useCallback, useState, type ReactNode } from 'react';
import { DisclosureButton } from '../../components/DisclosureButton';
import { useDocumentOpener } from '../navigation/documentOpeners';
import { childPath } from '../navigation/fieldPath';
import { FieldPathScope, useFieldPath } from '../navigation/FieldPathContext';
import { moveBy, removeAt, replaceAt } from '../state/listOps';

interface DocumentListProps<T> {
  /** The report list edited, e.g. `gp_certificates`: the documents' fields are paths inside it. */
  name: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  createItem: () => T;
  renderDocument: (item: T, onItemChange: (item: T) => void) => ReactNode;
  /** A short description beside 'Documento N', e.g. the inscription's fojas and year. */
  describe?: (item: T, index: number) => string;
  /** Adds up/down buttons (registry history: the order is the title chain). */
  reorderable?: boolean;
  /** Called after a document is added, so the section opens. */
  onAdd?: () => void;
}

/** The documents of a multi-document section: 'Documento N' cards, add and remove (SPEC §2). */
export function DocumentList<T>({
  name,
  items,
  onChange,
  createItem,
  renderDocument,
  describe,
  reorderable = false,
  onAdd,
}: DocumentListProps<T>) {
  // Collapsed documents by position; positions move with the documents when they are reordered.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const listPath = useFieldPath(name);
  const open = useCallback(
    (index: number) =>
      setCollapsed((current) => {
        if (!current.has(index)) return current;
        const next = new Set(current);
        next.delete(index);
        return next;
      }),
    [],
  );
  useDocumentOpener(listPath, open);

  function add() {
    onChange([...items, createItem()]);
    onAdd?.();
  }

  if (items.length === 0) {
    return (
      <div className="empty-section">
        <p>Esta sección no tiene documentos</p>
        <button type="button" className="button button--small button--secondary" onClick={add}>
          + Agregar documento
        </button>
      </div>
    );
  }

  function move(index: number, offset: -1 | 1) {
    onChange(moveBy(items, index, offset));
    const target = index + offset;
    setCollapsed((current) => {
      const next = new Set<number>();
      for (const position of current) {
        next.add(position === index ? target : position === target ? index : position);
      }
      return next;
    });
  }

  function remove(index: number) {
    onChange(removeAt(items, index));
    setCollapsed((current) => {
      const next = new Set<number>();
      for (const position of current) {
        if (position !== index) next.add(position > index ? position - 1 : position);
      }
      return next;
    });
  }

  function toggle(index: number) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }

  return (
    <div className="document-list">
      {items.map((item, index) => {
        const label = `Documento ${index + 1}`;
        const isCollapsed = collapsed.has(index);
        const description = describe?.(item, index);
        return (
          // Documents have no identity of their own; their position is what the user edits.
          <article
            key={index}
            className="document-card"
            aria-label={label}
            data-path={childPath(listPath, index)}
          >
            <header className="document-card__header">
              <DisclosureButton
                className="document-card__toggle"
                open={!isCollapsed}
                onToggle={() => toggle(index)}
              >
                <span className="document-card__title">{label}</span>
                {description && <span className="document-card__description">{description}</span>}
              </DisclosureButton>
              <div className="document-card__actions">
                {reorderable && (
                  <>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      aria-label={`Subir ${label}`}
                    >
                      ↑ Subir
                    </button>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => move(index, 1)}
                      disabled={index === items.length - 1}
                      aria-label={`Bajar ${label}`}
                    >
                      ↓ Bajar
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="button button--small button--ghost-danger"
                  onClick={() => remove(index)}
                  aria-label={`Eliminar ${label}`}
                >
                  Eliminar
                </button>
              </div>
            </header>
            {!isCollapsed && (
              <div className="document-card__body">
                <FieldPathScope segment={name}>
                  <FieldPathScope segment={index}>
                    {renderDocument(item, (changed) => onChange(replaceAt(items, index, changed)))}
                  </FieldPathScope>
                </FieldPathScope>
              </div>
            )}
          </article>
        );
      })}
      <button
        type="button"
        className="button button--small button--secondary document-list__add"
        onClick={add}
      >
        + Agregar otro documento
      </button>
    </div>
  );
}
