import { useId, useState } from 'react';
import { DOCUMENT_TYPE_IDS, DOCUMENT_TYPES } from '../../../common/documents/documentTypes';

/** The collapsible green list of the twelve document types the analysis reads (SPEC §1). */
export function SupportedTypesPanel() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="supported-types">
      <button
        type="button"
        className="supported-types__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="disclosure-icon" data-open={open} />
        Tipos de documentos soportados
      </button>
      <ol id={listId} className="supported-types__list" hidden={!open}>
        {DOCUMENT_TYPE_IDS.map((type) => (
          <li key={type}>{DOCUMENT_TYPES[type].label}</li>
        ))}
      </ol>
    </div>
  );
}
