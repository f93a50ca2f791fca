import { expect, test } from './fixtures';
import { LandingPage } from './pages/LandingPage';

test('hero and closing links lead to registration and login', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();

  await expect(landing.startFree).toHaveAttribute('href', '/register');
  await expect(landing.heroLogin).toHaveAttribute('href', '/login');
  await expect(landing.closingStart).toHaveAttribute('href', '/register');

  await landing.startFree.click();
  await expect(page).toHaveURL('/register');
  await page.goBack();

  await landing.heroLogin.click();
  await expect(page).toHaveURL('/login');
  await page.goBack();

  await landing.closingStart.click();
  await expect(page).toHaveURL('/register');
});

test('Mira la demo scrolls to the demo video', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.demoSection).not.toBeInViewport();

  await landing.showDemo.click();

  await expect(landing.demoSection).toBeInViewport();
  await expect(landing.demoSection).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the demo video is muted, looped, inline, with mp4 and webm sources and a poster', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();

  await expect(landing.video).toHaveJSProperty('muted', true);
  await expect(landing.video).toHaveAttribute('loop', '');
  await expect(landing.video).toHaveAttribute('playsinline', '');
  await expect(landing.video).toHaveAttribute('poster', '/demo/titulo360-demo-poster.jpg');
  const sources = landing.video.locator('source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('src', '/demo/titulo360-demo.mp4');
  await expect(sources.nth(0)).toHaveAttribute('type', 'video/mp4');
  await expect(sources.nth(1)).toHaveAttribute('src', '/demo/titulo360-demo.webm');
  await expect(sources.nth(1)).toHaveAttribute('type', 'video/webm');
  // Fallback content of a playable <video> is not rendered, so it is found by markup, not by role.
  const fallback = landing.video.locator('a[download]');
  await expect(fallback).toHaveText('Descargar el video de demostración');
  await expect(fallback).toHaveAttribute('href', '/demo/titulo360-demo.mp4');
});

test('the team section presents six members with a profile link each', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();

  await expect(landing.teamSection.getByRole('listitem')).toHaveCount(6);
  await expect(landing.teamSection.getByRole('link', { name: /^Perfil profesional de / })).toHaveCount(6);
});
