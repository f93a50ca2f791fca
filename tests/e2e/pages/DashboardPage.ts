import type { Locator, Page } from '@playwright/test';

export class DashboardPage {
  readonly heading: Locator;
  readonly logoutButton: Locator;
  readonly newReportLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dashboard - Mis Reportes' });
    this.logoutButton = page.getByRole('button', { name: 'Cerrar Sesión' });
    this.newReportLink = page.getByRole('link', { name: 'Cargar documentos' });
  }

  greeting(name: string): Locator {
    return this.page.getByText(`Bienvenido, ${name}`);
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
  }
}
