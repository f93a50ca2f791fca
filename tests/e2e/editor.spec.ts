import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { dateInputToIso } from '../../common/format/dateInput';
import { newPublicExpropriationCertificate } from '../../common/documents/types/afectacionUtilidadPublica';
import { defaultReportName } from '../../common/report/defaults';
import { parseReport, type RegistryEntry, type Report } from '../../common/report/schema';
import { createUser, type TestUser } from '../factories/users';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { ReportEditorPage } from './pages/ReportEditorPage';

const LONG_DESCRIPTION =
  'Departamento número quinientos uno del quinto piso y bodega número doce del primer subterráneo del edificio Torre Suecia, con acceso por calle Suecia 2871.';

/** A report as an analysis would leave it: several sections filled, others empty. */
function seededOutput(): Report {
  const registryBase = {
    fecha_emision: null,
    conservador: 'Santiago',
    vuelta: false,
    codigo_verificacion: 'cpv4b7e21a-0',
    propietarios: [
      { nombre: 'María Pérez', rut: '12.345.678-5', estado_civil: 'soltero', domicilio: 'Suecia 2871' },
    ],
    deslindes: [{ direccion: 'Norte', largo: '10 metros', propiedad: 'Departamento 502' }],
    comuna: 'Providencia',
    plano: 0,
    conservador_anterior: 'Santiago',
    fojas_anterior: 0,
    vuelta_anterior: false,
    numero_anterior: 0,
    ano_anterior: 0,
    fecha_registro: null,
    notaria_comuna: 'Santiago',
    notaria: 'Notaría Pública de Santiago',
    vendedores: [],
    precio: '5.000 UF',
  } satisfies Omit<RegistryEntry, 'fojas' | 'numero' | 'ano' | 'rol_avaluo' | 'descripcion_propiedad'>;
  return {
    client_name: '',
    conclusion: '',
    today: '2026-03-05T03:00:00.000Z',
    property_registry_history: [
      {
        ...registryBase,
        fojas: 100,
        numero: 10,
        ano: 2021,
        rol_avaluo: '100-1',
        descripcion_propiedad: LONG_DESCRIPTION,
      },
      {
        ...registryBase,
        fojas: 200,
        numero: 20,
        ano: 2015,
        rol_avaluo: '100-1',
        descripcion_propiedad: 'Anterior',
      },
    ],
    notes: ['Nota inicial'],
    gp_certificates: [
      {
        fecha_emision: '2026-02-10',
        conservador: 'Santiago',
        fojas: 100,
        vuelta: false,
        numero: 10,
        ano: 2021,
        codigo_verificacion: 'cgp-123',
        domicilio: 'Suecia 2871, departamento 501',
        comuna: 'Providencia',
        propietarios: [{ nombre: 'María Pérez', rut: '12.345.678-5' }],
        gravamenes: [
          {
            fecha_emision: null,
            conservador: 'Santiago',
            fojas: 300,
            vuelta: true,
            numero: 30,
            ano: 2021,
            codigo_verificacion: null,
            tipo: 'HIPOTECA',
            suma_dinero: '3.000 UF',
            acreedor: 'Banco de Chile',
          },
        ],
        prohibiciones: [],
      },
    ],
    debt_certificates: [
      {
        fecha_emision: '2026-02-11',
        rol_avaluo: '100-1',
        contribuyente: { nombre: 'María Pérez', rut: null },
        direccion_propiedad: 'Suecia 2871',
        comuna_propiedad: 'Providencia',
        total_deuda_vencida_liquidada: 1500,
        total_deuda_no_vencida_liquidada: 98_000,
        codigo_verificacion: '123AB4567890123',
      },
    ],
    public_expropriation_certificates: [
      {
        ...newPublicExpropriationCertificate(),
        contribuyente: null,
        rol_avaluo: '100-1',
        direccion_propiedad: 'Suecia 2871',
        comuna_propiedad: 'Providencia',
      },
    ],
    certificados_avaluo: [
      {
        fecha_emision: null,
        rol_avaluo: '100-1',
        direccion: 'Suecia 2871',
        comuna: 'Providencia',
        destino: 'Habitacional',
        avaluo_afecto: 40_000_000,
        avaluo_exento: 10_000_000,
        avaluo_total: 50_000_000,
      },
    ],
  };
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
}

async function seedReport(user: TestUser, name: string): Promise<string> {
  const record = await user.pb.collection('new_reports').create({ name, output: seededOutput() });
  return record.id;
}

/** PDFs on disk, so picking the same file twice gives the same name, size and modification time. */
function samplePdfs(): { a: string; b: string; text: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'titulo360-editor-'));
  const a = path.join(dir, 'dominio.pdf');
  const b = path.join(dir, 'gp.pdf');
  const text = path.join(dir, 'notas.txt');
  writeFileSync(a, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1.5 * 1024 * 1024 - 9, 32)]));
  writeFileSync(b, '%PDF-1.4\n%%EOF\n');
  writeFileSync(text, 'no es un pdf');
  return { a, b, text };
}

test('edits an existing report in several sections, saves and finds the edits after a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const user = await createUser(baseURL ?? '');
  const reportId = await seedReport(user, 'Estudio calle Suecia 2871');
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  await editor.goto(reportId);

  await expect(editor.heading('Editor de Reporte')).toBeVisible();
  await expect(editor.heading('Editando Reporte Existente')).toBeVisible();
  await expect(editor.nameInput).toHaveValue('Estudio calle Suecia 2871');

  // 1. Summary: role, appraisal and a description cut at 100 characters.
  const summary = editor.section(/Resumen de la propiedad/);
  await expect(summary.getByRole('row', { name: /100-1/ })).toContainText('$50.000.000');
  await expect(summary.getByText(LONG_DESCRIPTION)).toHaveCount(0);
  await summary.getByRole('button', { name: 'Ver más' }).click();
  await expect(summary.getByText(LONG_DESCRIPTION)).toBeVisible();

  // 3. Registry history: reorder, then edit a date in the entry now first.
  const registry = editor.section(/Historial de inscripciones/);
  await expect(registry.getByRole('button', { name: 'Subir Documento 1' })).toBeDisabled();
  await expect(registry.getByRole('button', { name: 'Bajar Documento 2' })).toBeDisabled();
  await registry.getByRole('button', { name: 'Bajar Documento 1' }).click();
  const firstEntry = editor.document(registry, 1);
  await expect(editor.field(firstEntry, 'Fojas *')).toHaveValue('200');
  await editor.field(firstEntry, 'Fecha de emisión').fill('2024-05-17');

  // 4. GP: an integer typed with thousands dots.
  const gp = editor.section(/hipotecas, gravámenes/);
  await editor.expand(gp);
  const gpCertificate = editor.document(gp, 1);
  await editor.field(gpCertificate, 'Fojas *').first().fill('4.321');
  await expect(gpCertificate.getByRole('link', { name: /^Verificar/ }).first()).toHaveAttribute(
    'href',
    'https://www.conservador.cl',
  );

  // 5. Debt: the summary by role, then the whole section removed after confirming.
  const debt = editor.section(/deuda de contribuciones/);
  await editor.expand(debt);
  await expect(debt.getByRole('row', { name: /Total general/ })).toContainText('$99.500');
  await debt.getByRole('button', { name: /^Eliminar sección / }).click();
  await expect(editor.confirmDialog()).toContainText('eliminar la sección');
  await expect(editor.confirmDialog()).toContainText('Se perderán todos los datos');
  await editor.confirmDialog().getByRole('button', { name: 'Eliminar sección' }).click();
  await expect(debt.getByText('Esta sección no tiene documentos')).toBeVisible();

  // 7. Expropriation: the road affectation fields appear only when the flag is set.
  const expropriation = editor.section(/afectación a utilidad pública/);
  await editor.expand(expropriation);
  const certificate = editor.document(expropriation, 1);
  await expect(editor.field(certificate, 'Tipo de expropiación vial')).toHaveCount(0);
  await editor.field(certificate, 'Expropiación vial').check();
  await editor.field(certificate, 'Tipo de expropiación vial').selectOption('Apertura');
  await editor.field(certificate, 'Vías afectadas').fill('Avenida Suecia');

  // 9. Marriage: added from the empty section, with a select.
  const marriage = editor.section(/Certificado de matrimonio/);
  await editor.expand(marriage);
  await marriage.getByRole('button', { name: '+ Agregar documento' }).click();
  await editor
    .field(editor.document(marriage, 1), 'Régimen patrimonial *')
    .selectOption('con_sociedad_conyugal');

  await editor.save();

  const stored = await user.pb.collection('new_reports').getOne(reportId);
  const output = parseReport(stored.output);
  expect(output.property_registry_history.map((entry) => entry.fojas)).toEqual([200, 100]);
  expect(output.property_registry_history[0]?.fecha_emision).toBe(dateInputToIso('2024-05-17'));
  expect(output.gp_certificates?.[0]?.fojas).toBe(4321);
  expect(output.debt_certificates).toBeUndefined();
  expect(output.public_expropriation_certificates?.[0]).toMatchObject({
    expropiacion_vial: true,
    tipo_expropiacion_vial: 'Apertura',
    vias_expropiacion_vial: 'Avenida Suecia',
  });
  expect(output.certificados_matrimonio?.[0]?.tipo_de_sociedad_conyugal).toBe('con_sociedad_conyugal');

  await page.reload();
  await expect(editor.field(editor.document(registry, 1), 'Fojas *')).toHaveValue('200');
  await expect(editor.field(editor.document(registry, 1), 'Fecha de emisión')).toHaveValue('2024-05-17');
  await editor.expand(gp);
  await expect(editor.field(editor.document(gp, 1), 'Fojas *').first()).toHaveValue('4321');
  await editor.expand(debt);
  await expect(debt.getByText('Esta sección no tiene documentos')).toBeVisible();
  await editor.expand(expropriation);
  await expect(editor.field(editor.document(expropriation, 1), 'Tipo de expropiación vial')).toHaveValue(
    'Apertura',
  );
});

test('saves a report nobody named under its property, else as "Reporte {fecha}"', async ({
  page,
  baseURL,
}) => {
  const user = await createUser(baseURL ?? '');
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  const expected = 'Suecia 2871, Providencia — rol 100-1';

  // Left blank by the user.
  const blanked = await seedReport(user, 'Nombre provisorio');
  await editor.goto(blanked);
  await editor.nameInput.fill('   ');
  await editor.saveButton.click();
  await expect(editor.nameInput).toHaveValue(expected);
  expect((await user.pb.collection('new_reports').getOne(blanked)).name).toBe(expected);

  // Named "Reporte {fecha}" by an earlier version: renamed on its next save.
  const dated = await seedReport(user, 'Reporte 20-11-2026');
  await editor.goto(dated);
  await editor.field(editor.results, 'Cliente').fill('Banco Andino');
  await editor.save();
  await expect(editor.nameInput).toHaveValue(expected);

  // A name the user typed stays, and a report whose property is unknown gets the dated default.
  const unknown = await user.pb.collection('new_reports').create({
    name: 'Sin propiedad',
    output: { client_name: '', conclusion: '', property_registry_history: [] },
  });
  await editor.goto(unknown.id);
  await editor.field(editor.results, 'Cliente').fill('Banco Andino');
  await editor.save();
  await expect(editor.nameInput).toHaveValue('Sin propiedad');
  await editor.nameInput.fill('');
  await editor.saveButton.click();
  await expect(editor.nameInput).toHaveValue(defaultReportName(new Date()));
});

test('validates the upload: only PDFs, duplicates skipped, sizes in MB', async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? '');
  const files = samplePdfs();
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  await editor.gotoNew();

  await expect(editor.heading('Nuevo Reporte')).toBeVisible();
  await expect(editor.heading('Cargar Documentos')).toBeVisible();
  await editor.supportedTypesToggle.click();
  await expect(page.locator('.supported-types__list li')).toHaveCount(12);

  // 501 from the engine is not reached: nothing is sent without files.
  await editor.uploadButton.click();
  await expect(page.getByText('No se seleccionaron archivos', { exact: true })).toBeVisible();

  await editor.fileInput.setInputFiles([files.a, files.text]);
  await expect(page.getByText('notas.txt: solo se aceptan archivos PDF')).toBeVisible();
  await expect(editor.selectedFiles.getByRole('listitem')).toHaveCount(1);
  await expect(editor.selectedFiles).toContainText('dominio.pdf');
  await expect(editor.selectedFiles).toContainText('1,50 MB');

  await editor.fileInput.setInputFiles([files.a, files.b]);
  const duplicates = page.getByText('Archivos duplicados omitidos: dominio.pdf', { exact: true });
  await expect(duplicates).toBeVisible();
  await expect(editor.selectedFiles.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Cerrar aviso de archivos duplicados' }).click();
  await expect(duplicates).toHaveCount(0);

  await editor.selectedFiles.getByRole('button', { name: 'Quitar dominio.pdf' }).click();
  await expect(editor.selectedFiles.getByRole('listitem')).toHaveCount(1);
  await editor.selectedFiles.getByRole('button', { name: 'Eliminar todos' }).click();
  await expect(editor.selectedFiles).toHaveCount(0);
});

test('cancels an analysis in flight: yellow banner and no error', async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? '');
  const files = samplePdfs();
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  // Held: the request stays in flight until the browser aborts it.
  await page.route('**/analysis/api/upload_files', () => undefined);
  await editor.gotoNew();

  await editor.fileInput.setInputFiles([files.b]);
  await editor.uploadButton.click();
  await expect(editor.uploadButton).toHaveText('Subiendo...');
  await expect(editor.uploadButton).toBeDisabled();
  await expect(page.getByText('No cierre esta ventana - Puede demorar hasta 5 minutos')).toBeVisible();

  await editor.cancelAnalysisButton.click();
  await expect(page.getByText('Análisis cancelado por el usuario', { exact: true })).toBeVisible();
  await expect(page.getByText('Error al procesar el análisis')).toHaveCount(0);
  await expect(editor.uploadButton).toHaveText('Subir y Analizar');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('shows "Error al procesar el análisis" when the engine refuses', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const user = await createUser(baseURL ?? '');
  const files = samplePdfs();
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  // The gateway's answer while no engine is configured (501), whatever this server runs.
  await page.route('**/analysis/api/upload_files', (route) =>
    route.fulfill({
      status: 501,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'ANALYSIS_NOT_IMPLEMENTED', message: 'No disponible' }),
    }),
  );
  consoleErrors.allow(/status of 501/);
  await editor.gotoNew();

  await editor.fileInput.setInputFiles([files.b]);
  await editor.uploadButton.click();
  await expect(page.getByText('Error al procesar el análisis', { exact: true })).toBeVisible();
  await expect(editor.uploadButton).toHaveText('Subir y Analizar');
  await expect(editor.results).toHaveCount(0);
});

test('shows the analysed report with the blue banner, and Nuevo Análisis starts over', async ({
  page,
  baseURL,
}) => {
  const user = await createUser(baseURL ?? '');
  const reportId = await seedReport(user, '');
  const files = samplePdfs();
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  // The engine's answer is stood in for; the report it names is then read from PocketBase.
  let authorization: string | null = null;
  await page.route('**/analysis/api/upload_files', async (route) => {
    authorization = await route.request().headerValue('authorization');
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      // No background job: the answer's report is read at once.
      body: JSON.stringify({ report_id: reportId, job_id: null, refused: [] }),
    });
  });
  await editor.gotoNew();

  await editor.fileInput.setInputFiles([files.b]);
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible();
  await expect(
    page.getByText('Los análisis que haga a continuación actualizarán este mismo reporte.'),
  ).toBeVisible();
  const browserToken = await page.evaluate(() => {
    // Kept in localStorage with "Recordarme", else in sessionStorage (issue #20).
    const raw = localStorage.getItem('pocketbase_auth') ?? sessionStorage.getItem('pocketbase_auth');
    const stored: unknown = JSON.parse(raw ?? '{}');
    return typeof stored === 'object' && stored !== null && 'token' in stored ? stored.token : null;
  });
  expect(authorization).toBe(`Bearer ${String(browserToken)}`);
  await expect(editor.results).toBeVisible();
  await expect(editor.nameInput).toHaveValue('');
  const uploaded = editor.section(/Archivos Cargados/);
  await expect(uploaded.getByRole('button', { name: 'Abrir gp.pdf' })).toBeVisible();

  // With an unsaved edit, 'Nuevo Análisis' asks first; staying keeps the report and the edit.
  await editor.nameInput.fill('Estudio sin guardar');
  const leaveDialog = page.getByRole('alertdialog', { name: 'Cambios sin guardar' });
  await page.getByRole('button', { name: 'Nuevo Análisis' }).click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(editor.results).toBeVisible();
  await expect(editor.nameInput).toHaveValue('Estudio sin guardar');

  await page.getByRole('button', { name: 'Nuevo Análisis' }).click();
  await leaveDialog.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(editor.results).toHaveCount(0);
  await expect(editor.nameInput).toHaveCount(0);
  await expect(editor.selectedFiles).toHaveCount(0);
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toHaveCount(0);
});

test('saves before downloading, names the file as the server does and shows download errors', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const user = await createUser(baseURL ?? '');
  const reportId = await seedReport(user, 'Descargas');
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  // The renderers are stood in for: a PDF for one format, a server failure for the other.
  await page.route('**/analysis/api/download/pdf?*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/pdf',
      headers: {
        'Content-Disposition': `attachment; filename="estudio-nunoa.pdf"; filename*=UTF-8''estudio-%C3%B1u%C3%B1oa.pdf`,
      },
      body: '%PDF-1.4\n%%EOF\n',
    }),
  );
  await page.route('**/analysis/api/download/docx?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  consoleErrors.allow(/status of 500/);
  await editor.goto(reportId);
  await editor.nameInput.fill('Nombre antes de descargar');

  const downloadPromise = page.waitForEvent('download');
  await editor.downloadButton('PDF').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('estudio-ñuñoa.pdf');
  expect((await user.pb.collection('new_reports').getOne(reportId)).name).toBe('Nombre antes de descargar');

  await editor.downloadButton('DOCX').click();
  await expect(editor.actionBarAlert).toHaveText('HTTP error! status: 500');
  await expect(editor.downloadButton('DOCX')).toBeEnabled();
});

test('a report that cannot be loaded shows the error with a retry, in the upload stage', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const user = await createUser(baseURL ?? '');
  const editor = new ReportEditorPage(page);
  await signIn(page, user);
  consoleErrors.allow(/status of 404/);
  await page.goto('/reports/noexiste0000001');

  await expect(page.getByText('Error al cargar el reporte', { exact: true })).toBeVisible();
  await expect(editor.results).toHaveCount(0);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Error al cargar el reporte', { exact: true })).toBeVisible();
});
