import { readFileSync } from 'node:fs';
import { gp } from '../factories/findings';
import { parseReport } from '../../common/report/schema';
import { undatedStudy } from '../factories/reports';
import { docxParagraphs, docxParts, pdfPageTexts } from '../support/readRendered';
import { sampleLogo } from '../factories/deliverables';
import { seriousAccessibilityViolations } from './axe';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

const FIRM = 'Estudio Jurídico Fernández & Asociados';
const LAWYER = 'Josefina Fernández Ruiz';
const CLIENT = 'Banco Andino S.A.';
const CONCLUSION = 'El título está saneado y procede la compraventa, una vez alzada la hipoteca.';

test('firm settings: Spanish validation, logo preview, saved and kept after a reload; axe-clean', async ({
  page,
  baseURL,
}) => {
  await signedInUser(page, baseURL);
  await page.getByRole('link', { name: 'Datos del estudio' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { name: 'Datos del estudio', level: 1 })).toBeVisible();
  // The account's storage quota (issue 21, STORAGE_QUOTA_MB's default) and what it uses.
  await expect(
    page.getByText(/^Los documentos de sus reportes ocupan 0,0 MB de 2\.048,0 MB\./),
  ).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'settings, empty').toEqual([]);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El nombre del estudio es obligatorio.')).toBeVisible();
  await expect(page.getByText('El nombre del abogado responsable es obligatorio.')).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'settings, with errors').toEqual([]);

  await page.getByLabel('Nombre del estudio jurídico').fill(FIRM);
  await page.getByLabel('Dirección').fill('Av. Apoquindo 3000, oficina 501, Las Condes');
  await page.getByLabel('Abogado responsable').fill(LAWYER);
  await page.getByLabel('Texto al pie de página (opcional)').fill('Documento confidencial.');
  const logo = page.getByLabel('Logo');
  await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('El logo debe ser una imagen PNG o JPEG.')).toBeVisible();
  // Fixed fields no longer show their error.
  await expect(page.getByText('El nombre del estudio es obligatorio.')).toHaveCount(0);
  await logo.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from((await sampleLogo('image/png')).bytes),
  });
  const preview = page.getByRole('img', { name: 'Vista previa del logo' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/^Datos guardados \(/)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nombre del estudio jurídico')).toHaveValue(FIRM);
  await expect(page.getByLabel('Abogado responsable')).toHaveValue(LAWYER);
  await expect(page.getByLabel('Texto al pie de página (opcional)')).toHaveValue('Documento confidencial.');
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  // The stored (protected) logo loads into the preview.
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);
  expect(await seriousAccessibilityViolations(page), 'settings, saved').toEqual([]);
});

test('the deliverable: firm on the PDF cover, conclusion first, signature; DOCX in es-CL', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await signedInUser(page, baseURL);
  await user.pb.collection('firm_settings').create({
    firm_name: FIRM,
    address: 'Av. Apoquindo 3000, oficina 501, Las Condes',
    lawyer_name: LAWYER,
    footer_text: 'Documento confidencial.',
  });
  const record = await user.pb.collection('new_reports').create({
    name: 'Estudio Suecia 2871',
    output: undatedStudy({ gp_certificates: [gp({ domicilio: 'Suecia 2871' })] }),
  });
  const editor = new ReportEditorPage(page);
  await editor.goto(record.id);

  // The conclusion is the editor's first section, and round-trips through a save.
  const conclusion = editor.section('Conclusión');
  await conclusion.getByLabel('Cliente').fill(CLIENT);
  await conclusion.getByLabel('Conclusión del abogado').fill(CONCLUSION);
  await editor.save();
  await page.reload();
  await editor.results.waitFor();
  await expect(conclusion.getByLabel('Conclusión del abogado')).toHaveValue(CONCLUSION);
  expect(parseReport((await user.pb.collection('new_reports').getOne(record.id)).output)).toMatchObject({
    client_name: CLIENT,
    conclusion: CONCLUSION,
  });

  const pdfDownload = page.waitForEvent('download');
  await editor.downloadButton('PDF').click();
  const pages = await pdfPageTexts(readFileSync(await (await pdfDownload).path()));
  const [cover = ''] = pages;
  expect(cover).toMatch(new RegExp(`^${FIRM} Av\\. Apoquindo 3000`));
  for (const text of ['Propiedad Suecia 2871', 'Comuna Ñuñoa', 'Rol de avalúo 4521-87', `Cliente ${CLIENT}`])
    expect(cover).toContain(text);
  expect(cover).toContain(`Abogado responsable ${LAWYER}`);
  // A draft is "En revisión" for the client: "Borrador" is internal (issue #20).
  expect(cover).toContain('Estado de revisión En revisión');
  expect(cover).not.toContain('Borrador');
  expect(cover).not.toContain(record.id);
  const body = pages.slice(1).join(' ');
  expect(body.indexOf(`1. Conclusión ${CONCLUSION}`)).toBeGreaterThan(-1);
  expect(body.indexOf(CONCLUSION)).toBeLessThan(body.indexOf('2. Verificación legal Semáforo'));
  expect(body).toContain('Documentos del estudio');
  expect(pages.at(-1)).toContain(`${LAWYER} Abogado responsable ${FIRM}`);
  // The chain of title is written with real arrows.
  expect(body).toMatch(/Cadena de títulos: 2019 ← 2010/);

  const docxDownload = page.waitForEvent('download');
  await editor.downloadButton('DOCX').click();
  const parts = docxParts(readFileSync(await (await docxDownload).path()));
  expect(parts['word/styles.xml']).toContain('<w:lang w:val="es-CL"/>');
  expect(docxParagraphs(parts['word/document.xml'] ?? '')[0]).toEqual({ style: 'FirmName', text: FIRM });
});

test('a study without a GP certificate shows the missing-GP finding and the checklist says so', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  const record = await user.pb
    .collection('new_reports')
    .create({ name: 'Sin GP', output: undatedStudy({ gp_certificates: undefined }) });
  const editor = new ReportEditorPage(page);
  await editor.goto(record.id);

  const missing = editor.finding(/No se acompañó certificado de hipotecas y gravámenes/);
  await expect(missing).toContainText(
    'no es posible descartar hipotecas, gravámenes, prohibiciones ni embargos',
  );
  await expect(missing).toContainText('Documento: Certificado de hipotecas y gravámenes (GP)');
  await expect(editor.verificationStatus).toContainText('Rojo');
  const checklist = editor.verification.locator('details', { hasText: 'Documentos del estudio' });
  await expect(checklist).toHaveAttribute('open', '');
  await expect(checklist.getByRole('row', { name: /hipotecas y gravámenes/ })).toContainText(
    'FaltaRequerido en todo estudio de títulos.',
  );
  await expect(checklist.getByRole('row', { name: /Inscripción de dominio vigente/ })).toContainText(
    'Recibido',
  );
});
