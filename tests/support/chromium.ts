import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a Playwright-downloaded browser (machines here reach no such host).
 * Background networking is off: the closed network refuses those connections, many at a time.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions;
