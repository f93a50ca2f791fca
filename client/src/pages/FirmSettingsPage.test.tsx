import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordModel } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/client/renderApp';
import { createTestClient, signIn } from '../../../tests/support/client/testClient';

const stored = (fields: Partial<RecordModel> = {}): RecordModel => ({
  id: 'firm1',
  collectionId: 'pbc_firm',
  collectionName: 'firm_settings',
  firm_name: 'Estudio Soto',
  address: 'Huérfanos 1160',
  lawyer_name: 'Ana Soto',
  footer_text: '',
  logo: '',
  ...fields,
});

function setUp(existing: RecordModel[] = []) {
  const client = createTestClient();
  signIn(client);
  const settings = client.collection('firm_settings');
  vi.spyOn(settings, 'getList').mockResolvedValue({
    items: existing,
    page: 1,
    perPage: 1,
    totalItems: existing.length,
    totalPages: 1,
  });
  const create = vi
    .spyOn(settings, 'create')
    .mockImplementation((body) => Promise.resolve(stored(body as Partial<RecordModel>)));
  renderApp('/settings', client);
  return { create };
}

describe('FirmSettingsPage', () => {
  it('asks in Spanish for the firm and the lawyer before saving anything', async () => {
    const user = userEvent.setup();
    const { create } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('El nombre del estudio es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El nombre del abogado responsable es obligatorio.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del estudio jurídico')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a logo that is not a PNG or JPEG, or is over 1 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setUp();
    const input = await screen.findByLabelText('Logo');
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El logo debe ser una imagen PNG o JPEG.');
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El logo no puede superar 1 MB.');
    expect(screen.getByText('Sin logo')).toBeInTheDocument();
  });

  it('shows unsaved changes, then saves and says so', async () => {
    const user = userEvent.setup();
    const { create } = setUp();
    const status = await screen.findByText('Aún no ha guardado los datos del estudio.');
    await user.type(screen.getByLabelText('Nombre del estudio jurídico'), 'Estudio Pérez');
    await user.type(screen.getByLabelText('Abogado responsable'), 'Ana Pérez');
    expect(status).toHaveTextContent('Hay cambios sin guardar.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Datos guardados \(\d{1,2}:\d{2}.*\)\.$/));
    expect(create).toHaveBeenCalledWith(
      { firm_name: 'Estudio Pérez', address: '', lawyer_name: 'Ana Pérez', footer_text: '' },
      expect.anything(),
    );
  });

  it('loads the stored settings', async () => {
    setUp([stored()]);
    expect(await screen.findByLabelText('Nombre del estudio jurídico')).toHaveValue('Estudio Soto');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Huérfanos 1160');
    expect(screen.getByText('Datos guardados.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Datos del estudio' })).toHaveAttribute('href', '/settings');
  });
});
