import type { Locator, Page } from '@playwright/test';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export class RegisterPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly passwordConfirm: Locator;
  readonly submit: Locator;
  readonly alerts: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Crear Cuenta' });
    this.name = page.getByLabel('Nombre');
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Contraseña', { exact: true });
    this.passwordConfirm = page.getByLabel('Confirmar Contraseña');
    this.submit = page.getByRole('button', { name: /^(Crear Cuenta|Registrando\.\.\.)$/ });
    this.alerts = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  async register(account: NewAccount): Promise<void> {
    await this.name.fill(account.name);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.passwordConfirm.fill(account.passwordConfirm);
    await this.submit.click();
  }
}
