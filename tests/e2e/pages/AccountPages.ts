import type { Locator, Page } from '@playwright/test';

/** `/recuperar-clave`: asks for a reset link. */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly status: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { name: 'Recuperar contraseña' });
    this.email = page.getByLabel('Email');
    this.submit = page.getByRole('button', { name: /^(Enviar enlace|Enviando\.\.\.)$/ });
    this.status = page.getByRole('status');
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}

/** `/restablecer-clave/:token` and `/activar-cuenta/:token`: choose a password from an e-mailed link. */
export class SetPasswordPage {
  readonly password: Locator;
  readonly passwordConfirm: Locator;
  readonly submit: Locator;
  readonly status: Locator;
  readonly alerts: Locator;
  readonly loginLink: Locator;

  constructor(private readonly page: Page) {
    this.password = page.getByLabel('Nueva contraseña', { exact: true });
    this.passwordConfirm = page.getByLabel('Confirmar nueva contraseña');
    this.submit = page.getByRole('button', { name: /^(Guardar contraseña|Guardando\.\.\.)$/ });
    this.status = page.getByRole('status');
    this.alerts = page.getByRole('alert');
    this.loginLink = page.getByRole('link', { name: 'Iniciar Sesión' });
  }

  /** Opens the page an e-mail's link points to. */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async choose(password: string): Promise<void> {
    await this.password.fill(password);
    await this.passwordConfirm.fill(password);
    await this.submit.click();
  }
}

/** The "Cambiar contraseña" form of `/settings`. */
export class ChangePasswordForm {
  readonly oldPassword: Locator;
  readonly password: Locator;
  readonly passwordConfirm: Locator;
  readonly submit: Locator;
  readonly status: Locator;
  readonly alert: Locator;

  constructor(private readonly page: Page) {
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    this.oldPassword = form.getByLabel('Contraseña actual');
    this.password = form.getByLabel('Nueva contraseña', { exact: true });
    this.passwordConfirm = form.getByLabel('Confirmar nueva contraseña');
    this.submit = form.getByRole('button', { name: /^(Cambiar contraseña|Cambiando\.\.\.)$/ });
    this.status = form.getByRole('status');
    this.alert = form.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings');
  }

  async change(oldPassword: string, password: string): Promise<void> {
    await this.oldPassword.fill(oldPassword);
    await this.password.fill(password);
    await this.passwordConfirm.fill(password);
    await this.submit.click();
  }
}
