import { expect, test } from './fixtures';
import { SupportWidget } from './pages/SupportWidget';
import { signedInUser } from './session';

test('the support widget validates, sends, confirms and closes after 2 s', async ({ page, baseURL }) => {
  await signedInUser(page, baseURL);
  const widget = new SupportWidget(page);

  await widget.open();
  await expect(widget.panel).toBeVisible();
  await expect(widget.subject).toBeFocused();

  await widget.submit('   ', 'Necesito ayuda con un reporte.');
  await expect(widget.status).toHaveText('Por favor completa todos los campos');

  const request = page.waitForRequest('**/api/support/email');
  await widget.submit('Consulta sobre descargas', 'El PDF del reporte no se descarga.');
  const sent = await request;
  expect(sent.postDataJSON()).toEqual({
    subject: 'Consulta sobre descargas',
    content: 'El PDF del reporte no se descarga.',
  });
  expect(sent.headers()['authorization']).toMatch(/^Bearer .+/);

  await expect(widget.status).toHaveText('Mensaje enviado exitosamente');
  const shownAt = Date.now();
  await expect(widget.panel).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
  await expect(widget.openButton).toBeFocused();

  await widget.open();
  await expect(widget.subject).toHaveValue('');
  await expect(widget.message).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(widget.panel).toBeHidden();
});

test('the support widget is on the editor screen too', async ({ page, baseURL }) => {
  await signedInUser(page, baseURL);
  await page.goto('/reports/new');

  const widget = new SupportWidget(page);
  await widget.open();
  await expect(widget.panel).toBeVisible();
});

test('the landing has no support widget', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Comenzar Gratis' })).toBeVisible();
  await expect(new SupportWidget(page).openButton).toHaveCount(0);
});
