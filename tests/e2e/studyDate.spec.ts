import { readFileSync } from 'node:fs';
import { debt, earlierEntry, entry, gp } from '../factories/findings';
import { chileCalendarDate, toInstant } from '../../common/format/chileTime';
import { dateInputToIso } from '../../common/format/dateInput';
import type { Report } from '../../common/report/schema';
import { pdfPageTexts } from '../support/readRendered';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

/** The day every certificate of the study was issued. */
const ISSUED = '2025-09-02';

/** A study whose certificates were all issued on ISSUED, stored before reports had a study date. */
function studyWithoutDate(): Report {
  return {
    client_name: '',
    conclusion: '',
    today: '2025-09-03T15:00:00.000Z',
    property_registry_history: [entry({ fecha_emision: ISSUED }), earlierEntry({ fecha_emision: null })],
    gp_certificates: [gp({ fecha_emision: ISSUED, domicilio: 'Suecia 2871' })],
    debt_certificates: [
      debt({ fecha_emision: ISSUED, total_deuda_vencida_liquidada: 0, total_deuda_no_vencida_liquidada: 0 }),
    ],
  };
}

test('the study date judges the certificates: an earlier date takes them out of "vencido", on screen and in the PDF', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page, baseURL);
  const record = await user.pb
    .collection('new_reports')
    .create({ name: 'Estudio Suecia 2871', output: studyWithoutDate() });
  const editor = new ReportEditorPage(page);
  await editor.goto(record.id);

  // Stored without one, the report is studied on the day it was created: its certificates are old.
  const created = toInstant(record.created);
  if (!created) throw new Error(`unreadable created: ${record.created}`);
  await expect(editor.studyDate).toHaveValue(chileCalendarDate(created));
  const gpRow = await editor.checklistRow(/^Certificado de hipotecas/);
  await expect(gpRow).toContainText('Vencido');
  await expect(editor.finding(/^Certificados vencidos/)).toHaveCount(1);

  // An earlier study date: the same certificates are days old, recomputed as it changes.
  await editor.studyDate.fill('2025-09-10');
  await expect(gpRow).toContainText('Recibido');
  await expect(gpRow).toContainText('8 de 30 días');
  await expect(editor.finding(/^Certificados vencidos/)).toHaveCount(0);
  await expect(editor.finding(/antes de la fecha del estudio/)).toHaveCount(0);
  await editor.save();
  expect((await user.pb.collection('new_reports').getOne(record.id)).output.study_date).toBe(
    dateInputToIso('2025-09-10'),
  );

  // The deliverable is judged on the same day, which its cover prints.
  const download = page.waitForEvent('download');
  await editor.downloadButton('PDF').click();
  const text = (await pdfPageTexts(readFileSync(await (await download).path()))).join(' ');
  expect(text).toContain('Fecha del estudio 10 de septiembre de 2025');
  expect(text).not.toContain('Vencido');
  expect(text).not.toContain('antes de la fecha del estudio');

  // After a reload the date is the one saved.
  await page.reload();
  await expect(editor.studyDate).toHaveValue('2025-09-10');
});
