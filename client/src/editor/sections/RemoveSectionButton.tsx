import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';

interface RemoveSectionButtonProps {
  sectionTitle: string;
  onConfirm: () => void;
}

/** 'Eliminar sección', confirmed first because all the section's data is lost (SPEC §2). */
export function RemoveSectionButton({ sectionTitle, onConfirm }: RemoveSectionButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--ghost-danger"
        onClick={() => setAsking(true)}
        aria-label={`Eliminar sección ${sectionTitle}`}
      >
        Eliminar sección
      </button>
      {asking && (
        <ConfirmDialog
          title="Eliminar sección"
          confirmLabel="Eliminar sección"
          busyLabel="Eliminando..."
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          <p>
            ¿Está seguro de que desea eliminar la sección «{sectionTitle}»? Se perderán todos los datos
            ingresados en esta sección.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
