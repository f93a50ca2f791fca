import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';

interface LeaveEditorDialogProps {
  onLeave: () => void;
  onStay: () => void;
}

/** Asked before leaving the editor with unsaved edits. */
export function LeaveEditorDialog({ onLeave, onStay }: LeaveEditorDialogProps) {
  return (
    <ConfirmDialog
      title="Cambios sin guardar"
      confirmLabel="Salir sin guardar"
      busyLabel="Saliendo..."
      cancelLabel="Seguir editando"
      danger
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>
        Este reporte tiene cambios que no se han guardado. Si sale ahora, quedarán solo como borrador en este
        navegador y podrá recuperarlos al volver a abrir el reporte.
      </p>
    </ConfirmDialog>
  );
}
