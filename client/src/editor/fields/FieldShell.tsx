import type { ReactNode } from 'react';
import { FieldStatusMark } from '../review/FieldStatusMark';
import { statusTextId, useFieldReviewMark } from '../review/fieldReviewContext';

interface FieldShellProps {
  id: string;
  label: string;
  /** The field's output path: its status mark (engine, confirmed, edited) is shown under it. */
  path?: string;
  /** Marks the field with an asterisk (SPEC §5); nothing is blocked. */
  required?: boolean;
  /** Spans the whole row of the field grid. */
  wide?: boolean;
  children: ReactNode;
}

/** Label above control, then the value's status mark: the layout every editor field shares. */
export function FieldShell({ id, label, path, required = false, wide = false, children }: FieldShellProps) {
  const mark = useFieldReviewMark(path);
  return (
    <div
      className={wide ? 'editor-field editor-field--wide' : 'editor-field'}
      data-review-tone={mark?.description.tone}
    >
      <label className="editor-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="editor-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {mark && <FieldStatusMark mark={mark} label={label} textId={statusTextId(id)} />}
    </div>
  );
}
