import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly remember: Locator;
  readonly forgotPassword: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Iniciar Sesión' });
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Contraseña');
    this.submit = page.getByRole('button', { name: /^(Iniciar Sesión|Iniciando\.\.\.)$/ });
    this.error = page.getByRole('alert');
    this.remember = page.getByLabel('Recordarme');
    this.forgotPassword = page.getByRole('link', { name: '¿Olvidaste tu contraseña?' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async login(email: string, password: string, { remember = false } = {}): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.remember.setChecked(remember);
    await this.submit.click();
  }
}
