import type { Locator, Page } from '@playwright/test';

export class DashboardPage {
  readonly heading: Locator;
  readonly logoutButton: Locator;
  readonly newReportLink: Locator;
  readonly reportList: Locator;
  /** The link of each report row, in display order; its text is the report's label. */
  readonly reportLinks: Locator;
  /** Each report row (a card on phones), with its property, rol, owner, status, light, documents and date. */
  readonly reportRows: Locator;
  readonly search: Locator;
  readonly clearSearch: Locator;
  readonly sort: Locator;
  /** `N reportes`, `1 reporte para «…»` (a live region). */
  readonly listStatus: Locator;
  readonly emptyState: Locator;
  readonly deleteDialog: Locator;
  readonly listError: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dashboard - Mis Reportes' });
    this.logoutButton = page.getByRole('button', { name: 'Cerrar Sesión' });
    this.newReportLink = page.getByRole('link', { name: 'Cargar documentos' });
    this.reportList = page.getByRole('list', { name: 'Reportes Anteriores' });
    this.reportLinks = this.reportList.getByRole('link');
    this.reportRows = this.reportList.getByRole('listitem');
    this.search = page.getByRole('searchbox', { name: 'Buscar reportes' });
    this.clearSearch = page.getByRole('button', { name: 'Limpiar búsqueda' });
    this.sort = page.getByLabel('Ordenar por');
    this.listStatus = page.locator('.previous-reports__count');
    this.emptyState = page.getByText('No tienes reportes anteriores.');
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Confirmar eliminación' });
    this.listError = page.getByText('Error al cargar los reportes');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  greeting(name: string): Locator {
    return this.page.getByText(`Bienvenido, ${name}`);
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
  }

  reportLink(label: string): Locator {
    return this.reportList.getByRole('link').filter({ hasText: label });
  }

  reportRow(label: string): Locator {
    // `has` is matched inside each row, so its locator must not start from the list.
    return this.reportRows.filter({ has: this.page.getByRole('link').filter({ hasText: label }) });
  }

  /** Opens the confirmation dialog for the report shown as `label`. */
  async askToDelete(label: string): Promise<void> {
    await this.reportList.getByRole('button', { name: `Eliminar ${label}`, exact: true }).click();
  }

  dialogButton(name: 'Cancelar' | 'Eliminar' | 'Eliminando...'): Locator {
    return this.deleteDialog.getByRole('button', { name, exact: true });
  }
}
