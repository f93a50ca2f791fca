import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly hero: Locator;
  readonly startFree: Locator;
  readonly heroLogin: Locator;
  readonly showDemo: Locator;
  readonly demoSection: Locator;
  readonly video: Locator;
  readonly teamSection: Locator;
  readonly closingStart: Locator;

  constructor(private readonly page: Page) {
    this.hero = page.getByRole('region', { name: 'Diseñando el futuro de las transacciones inmobiliarias' });
    this.startFree = this.hero.getByRole('link', { name: 'Comenzar Gratis' });
    this.heroLogin = this.hero.getByRole('link', { name: 'Iniciar Sesión' });
    this.showDemo = this.hero.getByRole('link', { name: 'Mira la demo' });
    this.demoSection = page.locator('#demo');
    this.video = page.getByLabel('Video de demostración de titulo360');
    this.teamSection = page.getByRole('region', { name: 'Las personas detrás de titulo360' });
    this.closingStart = page.getByRole('link', { name: 'Empezar Gratis' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }
}
