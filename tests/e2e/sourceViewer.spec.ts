import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { entry } from '../factories/findings';
import { readAnalysis, type ReportAnalysis } from '../../common/record/analysis';
import { normalizeForMatch } from '../../common/text/textMatch';
import type { TestUser } from '../factories/users';
import { seriousAccessibilityViolations } from './axe';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

/** A dev dossier: every text PDF, or the scanned twins (image only, read by OCR). */
const DOSSIER = path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-02/docs');
const dossier = (scanned: boolean) =>
  readdirSync(DOSSIER)
    .filter((name) => name.endsWith('.pdf') && name.endsWith('.scan.pdf') === scanned)
    .map((name) => path.join(DOSSIER, name));

/** Uploads the files through the upload area and waits for the analysed report. */
async function analyse(page: Page, user: TestUser, files: string[]): Promise<ReportAnalysis> {
  const editor = new ReportEditorPage(page);
  await editor.gotoNew();
  await editor.fileInput.setInputFiles(files);
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 240_000,
  });
  const [listed] = await user.pb.collection('new_reports').getFullList();
  const record = await user.pb.collection('new_reports').getOne(listed?.id ?? '');
  await editor.results.getByRole('button', { name: 'Expandir todo' }).click();
  return readAnalysis(record.analysis);
}

/** The provenance of the field at `path`: its own, or that of the value it is part of (an owner). */
function sourceOf(analysis: ReportAnalysis, path: string) {
  return analysis.provenance[path] ?? analysis.provenance[path.replace(/\.[a-z_]+$/, '')];
}

/** The PDF is fetched, parsed and drawn on a machine busy with other work: allow for it. */
const DRAWN = { timeout: 20_000 };

/** Clicks the field at `path` and checks the viewer opened its source's file at its page. */
async function showSource(editor: ReportEditorPage, analysis: ReportAnalysis, path: string) {
  const source = sourceOf(analysis, path);
  expect(source, `the engine read ${path}`).toBeDefined();
  const field = editor.fieldAt(path);
  await field.click();
  const chosen = editor.sourcePane.getByLabel('Documento', { exact: true }).locator('option:checked');
  await expect(chosen).toHaveText(source?.file ?? '');
  await expect(editor.sourcePageCount).toHaveText(new RegExp(`^Página ${source?.page} de \\d+$`), DRAWN);
  await expect(editor.sourcePane.locator('.source-page__highlight').first()).toBeVisible(DRAWN);
  await expect(editor.sourcePane).not.toContainText('No se encontró');
  return field;
}

/** One field of each section of the editor, read as printed (names, roles, addresses, offices). */
const TEXT_FIELDS = [
  'property_registry_history[0].rol_avaluo',
  'property_registry_history[0].propietarios[0].nombre',
  'gp_certificates[0].conservador',
  'debt_certificates[0].contribuyente.nombre',
  'property_situation_reports[0].direccion_propiedad',
  'public_expropriation_certificates[0].contribuyente.nombre',
  'certificados_avaluo[0].direccion',
  'certificados_matrimonio[0].marido.nombre',
];

test('clicking a field of each section opens its source page with the value’s words highlighted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const user = await signedInUser(page, baseURL);
  const analysis = await analyse(page, user, dossier(false));
  const editor = new ReportEditorPage(page);

  for (const path of TEXT_FIELDS) {
    const field = await showSource(editor, analysis, path);
    const value = normalizeForMatch(await field.inputValue());
    expect(value, path).not.toBe('');
    await expect
      .poll(async () => normalizeForMatch(await editor.highlightedSourceText()), { message: path })
      .toContain(value);
  }
  expect(await seriousAccessibilityViolations(page), 'editor with the source viewer open').toEqual([]);

  // A value typed over the engine's: its source no longer applies.
  const comuna = editor.fieldAt('certificados_avaluo[0].comuna');
  await comuna.fill('Otra comuna');
  await comuna.click();
  await expect(editor.sourcePane).toContainText('Editado, sin guardar: la fuente del documento ya no aplica');

  // The pane's own controls, by keyboard.
  const pages = editor.sourcePageCount;
  await editor.sourcePane
    .getByLabel('Documento', { exact: true })
    .selectOption({ label: '02_escritura.pdf' });
  await expect(pages).toHaveText(/^Página 1 de [2-9]/);
  await editor.sourcePane.getByRole('button', { name: 'Página siguiente' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages).toHaveText(/^Página 2 de/);
});

type Rect = { x: number; y: number; width: number; height: number };

/** Whether `box` lies on `sheet`, give or take the highlight's border. */
const inside = (box: Rect, sheet: Rect) =>
  box.x >= sheet.x - 4 &&
  box.y >= sheet.y - 4 &&
  box.x + box.width <= sheet.x + sheet.width + 4 &&
  box.y + box.height <= sheet.y + sheet.height + 4;

/** Values of scanned pages (one on a second page), each in another section. */
const SCANNED_FIELDS = [
  'property_registry_history[0].fojas_anterior',
  'property_registry_history[0].propietarios[0].rut',
  'certificados_avaluo[0].direccion',
  'certificados_matrimonio[0].marido.nombre',
];

test('on a scanned dossier the highlight comes from the OCR word boxes', async ({ page, baseURL }) => {
  test.setTimeout(400_000);
  const user = await signedInUser(page, baseURL);
  const analysis = await analyse(page, user, dossier(true));
  const editor = new ReportEditorPage(page);
  for (const path of SCANNED_FIELDS) {
    await showSource(editor, analysis, path);
    // A scan has no text layer to compare with: the boxes must at least sit on the page drawn,
    // measured once the page has its final size (a loaded machine draws it after the highlight).
    await expect
      .poll(
        async () => {
          const [sheet, ...boxes] = await editor.sourcePane
            .locator('.source-page, .source-page__highlight')
            .evaluateAll((elements) =>
              elements.map((element) => {
                const { x, y, width, height } = element.getBoundingClientRect();
                return { x, y, width, height };
              }),
            );
          return boxes.length > 0 && boxes.every((box) => sheet !== undefined && inside(box, sheet));
        },
        { message: path, ...DRAWN },
      )
      .toBe(true);
  }
});

test('a source file that cannot be read says so in Spanish and the editor keeps working', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  const form = new FormData();
  form.append('name', 'Archivo dañado');
  form.append('output', JSON.stringify({ property_registry_history: [entry()] }));
  form.append('source_pdfs', new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n']), 'danado.pdf');
  const record = await user.pb.collection('new_reports').create(form);
  const editor = new ReportEditorPage(page);
  await editor.goto(record.id);

  await expect(editor.sourcePane.getByRole('alert')).toContainText(
    '«danado.pdf» no se pudo mostrar: el archivo está dañado o no es un PDF válido.',
  );
  await editor.fieldAt('property_registry_history[0].conservador').focus();
  await expect(editor.sourcePane).toContainText('Historial de inscripciones 1 › Conservador');
  await expect(editor.sourcePane).toContainText('Valor por defecto');
  await editor.fieldAt('property_registry_history[0].comuna').fill('Providencia');
  await expect(editor.fieldAt('property_registry_history[0].comuna')).toHaveValue('Providencia');
  await expect(editor.sourcePane).toContainText('Sin fuente: ingresado a mano');
});
