import type { Locator, Page } from '@playwright/test';

export class SupportWidget {
  readonly openButton: Locator;
  readonly panel: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly send: Locator;
  readonly status: Locator;

  constructor(page: Page) {
    this.openButton = page.getByRole('button', { name: 'Contactar a soporte' });
    this.panel = page.getByRole('dialog', { name: 'Contactar a soporte' });
    this.subject = this.panel.getByLabel('Asunto');
    this.message = this.panel.getByLabel('Mensaje');
    this.send = this.panel.getByRole('button', { name: /^(Enviar|Enviando\.\.\.)$/ });
    this.status = this.panel.getByRole('status');
  }

  async open(): Promise<void> {
    await this.openButton.click();
  }

  async submit(subject: string, message: string): Promise<void> {
    await this.subject.fill(subject);
    await this.message.fill(message);
    await this.send.click();
  }
}
