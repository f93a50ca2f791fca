import { expect, test as base, type Page } from '@playwright/test';

/** Collects the page's console errors and uncaught exceptions; each test may allow expected ones. */
export class ConsoleErrors {
  private readonly errors: string[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(`Uncaught: ${error.message}`));
  }

  /** For errors a test provokes on purpose, e.g. the browser logging a refused login (HTTP 400). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.errors.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const consoleErrors = new ConsoleErrors(page);
      await use(consoleErrors);
      expect(consoleErrors.unexpected(), 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
