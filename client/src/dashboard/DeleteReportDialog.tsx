import { useState } from 'react';
import { MESSAGES } from '../../../common/errors';
import { ConfirmDialog } from '../components/dialog/ConfirmDialog';
import { apiErrorMessage } from '../lib/apiErrors';
import { usePocketBase } from '../lib/PocketBaseContext';
import { deleteReport, reportLabel, type ReportListRow } from './reportList';

interface DeleteReportDialogProps {
  report: ReportListRow;
  onDeleted: (id: string) => void;
  onCancel: () => void;
}

/** Confirms and performs a deletion; on failure it stays open with the error, so the user can retry. */
export function DeleteReportDialog({ report, onDeleted, onCancel }: DeleteReportDialogProps) {
  const pb = usePocketBase();
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleConfirm() {
    setError(null);
    setIsDeleting(true);
    try {
      await deleteReport(pb, report.id);
      onDeleted(report.id);
    } catch (failure) {
      setError(apiErrorMessage(failure, { fallback: MESSAGES.reportDeleteFailed }));
      setIsDeleting(false);
    }
  }

  return (
    <ConfirmDialog
      title="Confirmar eliminación"
      confirmLabel="Eliminar"
      busyLabel="Eliminando..."
      danger
      busy={isDeleting}
      error={error}
      onConfirm={handleConfirm}
      onCancel={onCancel}
    >
      <p>
        ¿Seguro que deseas eliminar <strong>{reportLabel(report)}</strong>? Esta acción no se puede deshacer.
      </p>
    </ConfirmDialog>
  );
}
