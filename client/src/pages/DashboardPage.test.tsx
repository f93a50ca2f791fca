import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_LIST_QUERY_FIELDS } from '../../../common/record/listRow';
import { renderApp } from '../../../tests/support/client/renderApp';
import { createTestClient, signIn } from '../../../tests/support/client/testClient';

const record = (
  id: string,
  name: string,
  created: string,
  fields: Partial<RecordModel> = {},
): RecordModel => ({
  id,
  name,
  created,
  collectionId: 'pbc_reports',
  collectionName: 'new_reports',
  ...fields,
});

// As the server sends them: newest first (sort -created).
const REPORTS: RecordModel[] = [
  record('rep3', 'Estudio calle Suecia 2871', '2026-03-05 15:04:00.000Z', {
    property_address: 'Suecia 2871, depto. 1204',
    property_comuna: 'Ñuñoa',
    property_rol: '4521-87',
    owner_names: 'CAROLINA ANDREA BRAVO LAGOS',
    traffic_light: 'rojo',
    document_count: 9,
    review_status: 'revisado',
    review_status_by_name: 'Ana Pérez',
    review_status_at: '2026-03-06 14:00:00.000Z',
  }),
  record('rep2', '', '2026-02-10 12:30:00.000Z'),
  record('rep1', 'Casa Ñuñoa', '2025-12-24 22:15:00.000Z'),
];

function signedInClient(): PocketBase {
  const client = createTestClient();
  signIn(client);
  return client;
}

function serverError(status: number): ClientResponseError {
  return new ClientResponseError({ status, response: { message: 'Something went wrong.' } });
}

async function renderDashboard(client: PocketBase) {
  renderApp('/dashboard', client);
  return screen.findByRole('list', { name: 'Reportes Anteriores' });
}

function rowLinks(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function rows(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

describe('DashboardPage', () => {
  it('lists the reports newest first with label and es-ES date, fetching only the shown columns', async () => {
    const client = signedInClient();
    const getFullList = vi.spyOn(client.collection('new_reports'), 'getFullList').mockResolvedValue(REPORTS);

    const list = await renderDashboard(client);

    expect(getFullList).toHaveBeenCalledTimes(1);
    expect(getFullList).toHaveBeenCalledWith({
      sort: '-created',
      fields: REPORT_LIST_QUERY_FIELDS,
      requestKey: null,
    });
    expect(rowLinks(list)).toEqual(['Estudio calle Suecia 2871', 'Reporte rep2', 'Casa Ñuñoa']);
    expect(rows(list)[0]).toBe(
      'Estudio calle Suecia 2871Suecia 2871, depto. 1204, Ñuñoa' +
        'Rol: 4521-87Propietario: CAROLINA ANDREA BRAVO LAGOS' +
        'Estado: RevisadoAna Pérez · 06-03-2026Semáforo: RojoDocumentos: 9' +
        'Fecha: 5 mar 2026, 12:04Eliminar',
    );
    expect(rows(list)[1]).toContain(
      'Propiedad sin identificarRol: —Propietario: —Estado: BorradorSemáforo: —',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 reportes');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/reports/rep3', '/reports/rep2', '/reports/rep1']);
    expect(screen.getByText('Bienvenido, Ana Pérez')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crear Nuevo Reporte' })).toBeInTheDocument();
  });

  it('searches after a pause in typing, clears the search, and sorts by name', async () => {
    const client = signedInClient();
    const getFullList = vi.spyOn(client.collection('new_reports'), 'getFullList').mockResolvedValue(REPORTS);
    await renderDashboard(client);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Buscar reportes' });

    getFullList.mockResolvedValueOnce([REPORTS[0] as RecordModel]);
    await user.type(search, 'Ñuñoa 4521');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 reporte para «Ñuñoa 4521»'));
    // One request for the words typed, not one per key.
    expect(getFullList).toHaveBeenCalledTimes(2);
    expect(getFullList).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: expect.stringContaining('search_text ~ "nunoa"') as unknown }),
    );

    getFullList.mockResolvedValueOnce([]);
    await user.type(search, 'x');
    expect(await screen.findByText('Ningún reporte coincide con la búsqueda.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 reportes'));

    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Nombre (A–Z)');
    await waitFor(() =>
      expect(getFullList).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'sort_name,-created' })),
    );
    expect(JSON.stringify(getFullList.mock.calls)).not.toContain('output');
  });

  it('opens a report from its row', async () => {
    const client = signedInClient();
    vi.spyOn(client.collection('new_reports'), 'getFullList').mockResolvedValue(REPORTS);
    const list = await renderDashboard(client);

    await userEvent.click(within(list).getByText('Casa Ñuñoa'));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/reports/rep1');
  });

  it('shows loading, then the empty state', async () => {
    const client = signedInClient();
    let resolve: (reports: RecordModel[]) => void = () => undefined;
    vi.spyOn(client.collection('new_reports'), 'getFullList').mockReturnValue(
      new Promise((done) => {
        resolve = done;
      }),
    );
    renderApp('/dashboard', client);

    expect(await screen.findByText('Cargando reportes...')).toBeInTheDocument();
    resolve([]);
    expect(await screen.findByText('No tienes reportes anteriores.')).toBeInTheDocument();
    expect(screen.getByText('Crea tu primer reporte usando el botón de arriba.')).toBeInTheDocument();
  });

  it('shows the load failure and retries', async () => {
    const client = signedInClient();
    const getFullList = vi
      .spyOn(client.collection('new_reports'), 'getFullList')
      .mockRejectedValueOnce(serverError(500))
      .mockResolvedValue(REPORTS);
    renderApp('/dashboard', client);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los reportes');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('list', { name: 'Reportes Anteriores' })).toBeInTheDocument();
    expect(getFullList).toHaveBeenCalledTimes(2);
  });

  it('deletes a report after confirmation, showing Eliminando... meanwhile', async () => {
    const client = signedInClient();
    vi.spyOn(client.collection('new_reports'), 'getFullList').mockResolvedValue(REPORTS);
    let finishDelete: (done: boolean) => void = () => undefined;
    const remove = vi.spyOn(client.collection('new_reports'), 'delete').mockReturnValue(
      new Promise((done) => {
        finishDelete = done;
      }),
    );
    const list = await renderDashboard(client);
    const user = userEvent.setup();

    await user.click(within(list).getByRole('button', { name: 'Eliminar Reporte rep2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar eliminación' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(within(dialog).getByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Not closable while deleting.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    finishDelete(true);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith('rep2', { requestKey: null });
    expect(rowLinks(list)).toHaveLength(2);
    expect(within(list).queryByText('Reporte rep2')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reportes Anteriores' })).toHaveFocus();
  });

  it('keeps the list and shows the SPEC message when the deletion fails', async () => {
    const client = signedInClient();
    vi.spyOn(client.collection('new_reports'), 'getFullList').mockResolvedValue(REPORTS);
    vi.spyOn(client.collection('new_reports'), 'delete').mockRejectedValue(serverError(500));
    const list = await renderDashboard(client);
    const user = userEvent.setup();

    await user.click(within(list).getByRole('button', { name: 'Eliminar Casa Ñuñoa' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar eliminación' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo eliminar el reporte.');
    expect(rowLinks(list)).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(dialog).not.toBeInTheDocument();
    expect(rowLinks(list)).toHaveLength(3);
  });

  it('cancels without deleting and gives focus back to the row button', async () => {
    const client = signedInClient();
    vi.spyOn(client.collection('new_reports'), 'getFullList').mockResolvedValue(REPORTS);
    const remove = vi.spyOn(client.collection('new_reports'), 'delete');
    const list = await renderDashboard(client);
    const user = userEvent.setup();
    const deleteButton = within(list).getByRole('button', { name: 'Eliminar Casa Ñuñoa' });

    await user.click(deleteButton);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
  });
});
