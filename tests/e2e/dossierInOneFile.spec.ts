import { readFileSync } from 'node:fs';
import { readAnalysis } from '../../common/record/analysis';
import { textPdf } from '../../scripts/eval/pdfWriter';
import { pdfPageTexts } from '../support/readRendered';
import { loadHeldOutDossiers } from '../support/fixtureSets';
import { expect, test } from './fixtures';
import { onNewReport } from './session';

/*
 * A whole dossier scanned into one PDF (#18 item 8): the held-out dossier H2 (a copy with its
 * vigencia page, GP, TGR, municipal and SII certificates), its pages joined into one file.
 */
const H2 = loadHeldOutDossiers('H').find((dossier) => dossier.id.startsWith('H2'));
const CARPETA = textPdf(H2?.documents.flatMap((document) => document.pages) ?? []);
/** Where each of H2's documents lies in the joined file. */
const PARTS = [
  'carpeta.pdf, págs. 1–2',
  'carpeta.pdf, pág. 3',
  'carpeta.pdf, pág. 4',
  'carpeta.pdf, pág. 5',
  'carpeta.pdf, pág. 6',
];

test('a dossier in one PDF is listed as its documents with their pages, in the editor and the PDF', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { user, editor } = await onNewReport(page, baseURL);
  await editor.fileInput.setInputFiles({
    name: 'carpeta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(CARPETA),
  });
  await editor.uploadButton.click();
  await expect(page.getByText('Análisis completado: Documentos procesados exitosamente')).toBeVisible({
    timeout: 120_000,
  });
  await editor.results.getByRole('button', { name: 'Expandir todo' }).click();

  // The files section lists the one file and, under it, each document it held with its pages.
  const files = editor.section(/Archivos Cargados/);
  await expect(files.getByRole('button', { name: 'Abrir carpeta.pdf', exact: true })).toBeVisible();
  const parts = files.getByRole('list', { name: 'Documentos del archivo' }).getByRole('listitem');
  await expect(parts).toHaveCount(PARTS.length);
  for (const [index, place] of PARTS.entries())
    await expect(parts.nth(index).getByRole('button', { name: `Abrir ${place}`, exact: true })).toBeVisible();
  await expect(parts.first()).toContainText('Inscripción de dominio vigente');
  await expect(parts.first()).toContainText('págs. 1–2');

  // The record keeps each document with its page range; a value's source is its page of the file.
  const [listed] = await user.pb.collection('new_reports').getFullList();
  const analysis = readAnalysis((await user.pb.collection('new_reports').getOne(listed?.id ?? '')).analysis);
  expect(analysis.documents.map((document) => document.pageRange)).toEqual([
    { first: 1, last: 2 },
    { first: 3, last: 3 },
    { first: 4, last: 4 },
    { first: 5, last: 5 },
    { first: 6, last: 6 },
  ]);
  const path = 'certificados_avaluo[0].rol_avaluo';
  expect(analysis.provenance[path]).toMatchObject({ file: 'carpeta.pdf', page: 6 });
  await editor.fieldAt(path).click();
  await expect(editor.sourcePageCount).toHaveText('Página 6 de 6', { timeout: 20_000 });

  // The deliverable lists the documents one per row, each named with its file and pages.
  const download = page.waitForEvent('download');
  await editor.downloadButton('PDF').click();
  const text = (await pdfPageTexts(readFileSync(await (await download).path())))
    .join(' ')
    .replace(/\s+/g, ' ');
  for (const place of PARTS) expect(text).toContain(`(${place})`);
});
