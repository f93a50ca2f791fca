import { useId, useState } from 'react';
import { DisclosureButton } from '../components/DisclosureButton';
import { DOCUMENT_TYPE_IDS, DOCUMENT_TYPES } from '../../../common/documents/documentTypes';

/** The collapsible green list of the twelve document types the analysis reads (SPEC §1). */
export function SupportedTypesPanel() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="supported-types">
      <DisclosureButton
        className="supported-types__toggle"
        open={open}
        controls={listId}
        onToggle={() => setOpen((value) => !value)}
      >
        Tipos de documentos soportados
      </DisclosureButton>
      <ol id={listId} className="supported-types__list" hidden={!open}>
        {DOCUMENT_TYPE_IDS.map((type) => (
          <li key={type}>{DOCUMENT_TYPES[type].label}</li>
        ))}
      </ol>
    </div>
  );
}
