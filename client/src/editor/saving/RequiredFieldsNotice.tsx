import { useId, useState } from 'react';
import { DisclosureButton } from '../../components/DisclosureButton';
import type { EmptyRequiredField } from '../../../../common/report/requiredFields';

interface RequiredFieldsNoticeProps {
  fields: readonly EmptyRequiredField[];
  onReveal: (paths: readonly string[]) => void;
}

function countText(count: number): string {
  return count === 1 ? '1 campo requerido vacío' : `${count} campos requeridos vacíos`;
}

/**
 * The required fields (SPEC §5 asterisks) still empty, next to the downloads: each one leads to
 * its field. Informative only; nothing is blocked.
 */
export function RequiredFieldsNotice({ fields, onReveal }: RequiredFieldsNoticeProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (fields.length === 0) return null;
  return (
    <div className="required-notice">
      <DisclosureButton
        className="required-notice__toggle"
        open={open}
        controls={listId}
        onToggle={() => setOpen((current) => !current)}
      >
        {countText(fields.length)}
      </DisclosureButton>
      <ul id={listId} className="required-notice__list" hidden={!open}>
        {fields.map((field) => (
          <li key={field.path}>
            <button type="button" className="link-button" onClick={() => onReveal([field.path])}>
              {field.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
