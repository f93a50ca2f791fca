import { useId } from 'react';
import { childPath } from '../navigation/fieldPath';
import { removeAt, replaceAt } from '../state/listOps';
import { CollapsibleSection } from './CollapsibleSection';
import { ExcludedSection } from './ExcludedSection';
import { RemoveSectionButton } from './RemoveSectionButton';
import { sectionTitle, type SectionControls } from './sectionKeys';

interface NotesSectionProps {
  /** null or absent: the section is not part of the report. */
  notes: readonly string[] | null | undefined;
  onChange: (notes: string[] | null) => void;
  controls: SectionControls;
}

function NoteField({
  index,
  note,
  onChange,
  onRemove,
}: {
  index: number;
  note: string;
  onChange: (note: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const label = `Observación ${index + 1}`;
  return (
    <div className="note-field">
      <div className="note-field__header">
        <label htmlFor={id} className="editor-field__label">
          {label}
        </label>
        <button
          type="button"
          className="button button--small button--ghost-danger"
          onClick={onRemove}
          aria-label={`Eliminar ${label}`}
        >
          Eliminar
        </button>
      </div>
      <textarea
        id={id}
        data-path={childPath('notes', index)}
        className="editor-field__input"
        rows={3}
        value={note}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Section 10: free-text observations; optional (SPEC §4). */
export function NotesSection({ notes, onChange, controls }: NotesSectionProps) {
  const add = () => {
    onChange([...(notes ?? []), '']);
    controls.expand();
  };
  return (
    <CollapsibleSection
      sectionKey="notes"
      controls={controls}
      badge={
        notes == null
          ? 'No incluida'
          : `${notes.length} ${notes.length === 1 ? 'observación' : 'observaciones'}`
      }
      actions={
        notes != null && (
          <RemoveSectionButton sectionTitle={sectionTitle('notes')} onConfirm={() => onChange(null)} />
        )
      }
    >
      {notes == null ? (
        <ExcludedSection onInclude={add} />
      ) : (
        <div className="notes-list">
          {notes.length === 0 && <p className="item-list__empty">Sin observaciones.</p>}
          {notes.map((note, index) => (
            <NoteField
              // Notes have no identity of their own; the position is what the user edits.
              key={index}
              index={index}
              note={note}
              onChange={(changed) => onChange(replaceAt(notes, index, changed))}
              onRemove={() => onChange(removeAt(notes, index))}
            />
          ))}
          <button
            type="button"
            className="button button--small button--secondary document-list__add"
            onClick={add}
          >
            + Agregar observación
          </button>
        </div>
      )}
    </CollapsibleSection>
  );
}
