import { createAnalysedReport } from '../factories/reports';
import { e2eService } from '../support/serviceSuperuser';
import { completeFacts, gp, mortgage } from '../factories/findings';
import type { Report } from '../../common/report/schema';
import { undatedStudy } from '../factories/reports';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

const OWNER = 'CAROLINA ANDREA BRAVO LAGOS';
const MISSPELT_OWNER = 'CAROLINA ANDRA BRAVO LAGOS';
const MORTGAGE_MESSAGE = /HIPOTECA inscrita a fojas 300 número 30 del año 2019/;
const NAME_MESSAGE = /consigna al propietario como "CAROLINA ANDRA BRAVO LAGOS"/;
const REVIEW_COMMENT = 'Se alzará con el precio de la compraventa';

/**
 * A title with a mortgage in force (alta) and the owner's name misspelt in the GP certificate
 * (media), besides a complete chain of title and no tax debt (informativas). Certificates carry no issue date, so
 * none is stale whatever day the test runs.
 */
function seededOutput(): Report {
  return undatedStudy({
    gp_certificates: [
      gp({
        propietarios: [{ nombre: MISSPELT_OWNER, rut: null }],
        gravamenes: [mortgage()],
      }),
    ],
  });
}

/** What the engine keeps beside an analysed report; marks and saves must leave it as it is. */
const seededAnalysis = {
  documents: [{ file: 'gp.pdf', type: 'gp', pages: 2, ocr: false, sha256: 'abc123' }],
  provenance: {
    'gp_certificates[0].domicilio': { file: 'gp.pdf', page: 1, snippet: 'Suecia 2871', confidence: 0.9 },
  },
  // The owner's certificate of no marriage, undated like the certificates.
  facts: completeFacts({
    documents: [{ file: 'no_matrimonio.pdf', type: 'no_matrimonio', fecha_emision: null }],
    noMarriages: completeFacts().noMarriages.map((noMarriage) => ({ ...noMarriage, fecha_emision: null })),
  }),
};

test('legal verification: a finding leads to its field, edits clear it, and a revisado mark is kept', async ({
  page,
  baseURL,
}) => {
  const user = await signedInUser(page, baseURL);
  // Only the server writes a report's analysis (issue #20): as the analysis service would.
  const record = await createAnalysedReport(await e2eService(baseURL ?? ''), user.record.id, {
    name: 'Estudio Bravo Lagos',
    output: seededOutput(),
    analysis: seededAnalysis,
  });
  const editor = new ReportEditorPage(page);
  await editor.goto(record.id);

  // Rojo: a pending alta; every finding is pending.
  await expect(editor.verificationStatus).toContainText('Rojo');
  await expect(editor.verificationStatus).toContainText('4 hallazgos pendientes de revisión');
  await expect(editor.trafficLight()).toHaveAttribute('data-light', 'rojo');
  await expect(editor.trafficLight()).toHaveCSS('border-left-color', 'rgb(180, 35, 24)');
  await expect(editor.verification.getByRole('heading', { level: 4 })).toHaveText([
    'Alta (1)',
    'Media (1)',
    'Informativa (2)',
  ]);
  const nameFinding = editor.finding(NAME_MESSAGE);
  await expect(nameFinding).toContainText('Documento: Certificado de hipotecas y gravámenes (GP)');

  // The link opens the collapsed GP section and focuses the misspelt name.
  const gpSection = editor.section(/hipotecas, gravámenes/);
  await expect(gpSection.locator('.editor-section__toggle')).toHaveAttribute('aria-expanded', 'false');
  await nameFinding.getByRole('button', { name: 'Ir a los campos' }).click();
  await expect(gpSection.locator('.editor-section__toggle')).toHaveAttribute('aria-expanded', 'true');
  const gpOwner = editor.document(gpSection, 1).getByRole('group', { name: 'Propietario 1' });
  const gpOwnerName = editor.field(gpOwner, 'Nombre');
  await expect(gpOwnerName).toBeFocused();
  await expect(gpOwnerName).toBeInViewport();
  await expect(gpOwnerName).toHaveValue(MISSPELT_OWNER);

  // Corrected, the finding is gone at once; the mortgage keeps the light red.
  await gpOwnerName.fill(OWNER);
  await expect(nameFinding).toHaveCount(0);
  await expect(editor.verificationStatus).toContainText('3 hallazgos pendientes de revisión');
  await expect(editor.trafficLight()).toHaveAttribute('data-light', 'rojo');

  // The mortgage marked revisado: greyed with its comment, out of the light.
  const mortgage = editor.finding(MORTGAGE_MESSAGE);
  await mortgage.getByRole('button', { name: 'Marcar como revisado' }).click();
  await mortgage.getByLabel('Comentario de la revisión (opcional)').fill(REVIEW_COMMENT);
  await mortgage.getByRole('button', { name: 'Confirmar revisión' }).click();
  await expect(mortgage).toHaveAttribute('data-reviewed', 'true');
  await expect(mortgage).toContainText(REVIEW_COMMENT);
  await expect(editor.trafficLight()).toHaveAttribute('data-light', 'verde');
  await expect(editor.verificationStatus).toContainText('2 hallazgos pendientes de revisión · 1 revisado');

  // Guardar stores the mark as its own record, with the reviewer; the engine's analysis is untouched.
  await editor.save();
  const marks = await user.pb.collection('review_marks').getFullList({ filter: `report = "${record.id}"` });
  expect(
    marks.map(({ kind, target, comment, reviewer_name }) => ({ kind, target, comment, reviewer_name })),
  ).toEqual([
    {
      kind: 'finding',
      target: 'HIPOTECA_VIGENTE|gp|gp_certificates[0].gravamenes[0]',
      comment: REVIEW_COMMENT,
      reviewer_name: user.record.name,
    },
  ]);
  const stored = await user.pb.collection('new_reports').getOne(record.id);
  expect(stored.analysis).toEqual(seededAnalysis);

  await page.reload();
  await editor.results.waitFor();
  const reloaded = editor.finding(MORTGAGE_MESSAGE);
  await expect(reloaded).toHaveAttribute('data-reviewed', 'true');
  await expect(reloaded).toContainText(REVIEW_COMMENT);
  await expect(reloaded.getByRole('button', { name: 'Quitar marca de revisado' })).toBeVisible();
  await expect(editor.finding(NAME_MESSAGE)).toHaveCount(0);
  await expect(editor.trafficLight()).toHaveAttribute('data-light', 'verde');
});
