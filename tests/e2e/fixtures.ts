import { expect, test as base, type Page } from '@playwright/test';

interface ConsoleError {
  text: string;
  /** The resource the message is about, e.g. the address of a failed request; '' when none. */
  url: string;
}

/** Collects the page's console errors and uncaught exceptions; each test may allow expected ones. */
export class ConsoleErrors {
  private readonly errors: ConsoleError[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push({ text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => this.errors.push({ text: `Uncaught: ${error.message}`, url: '' }));
  }

  /**
   * For errors a test provokes on purpose, e.g. the browser logging a refused login (HTTP 400).
   * The pattern is tried on the message and on the address of the resource it is about.
   */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.errors
      .filter(({ text, url }) => !this.allowed.some((pattern) => pattern.test(text) || pattern.test(url)))
      .map(({ text, url }) => (url ? `${text} (${url})` : text));
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
