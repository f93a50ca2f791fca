import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ busy = false, onConfirm = () => undefined }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <ConfirmDialog
          title="Confirmar eliminación"
          confirmLabel="Eliminar"
          busyLabel="Eliminando..."
          busy={busy}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        >
          <p>¿Eliminar la sección?</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled, described modal that traps Tab and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });

    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar eliminación' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('¿Eliminar la sección?');
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    const confirm = screen.getByRole('button', { name: 'Eliminar' });
    expect(cancel).toHaveFocus();

    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop press but not on a press inside the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    await user.click(screen.getByText('¿Eliminar la sección?'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    const backdrop = screen.getByRole('alertdialog').parentElement;
    if (!backdrop) throw new Error('dialog without backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness busy onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('alertdialog');

    await user.keyboard('{Escape}');
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('dialog without backdrop');
    await user.click(backdrop);

    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});
