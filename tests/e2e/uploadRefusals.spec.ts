import { API_ERRORS, FILE_REFUSALS, fileTooLargeMessage, MESSAGES } from '../../common/errors';
import { expect, test } from './fixtures';
import { ReportEditorPage } from './pages/ReportEditorPage';
import { signedInUser } from './session';

/** The server's default limit per file (ANALYSIS_MAX_FILE_MB); the e2e server keeps it. */
const MAX_FILE_MB = 25;
const MB = 1024 * 1024;

const refusals = [
  {
    code: 'NOT_PDF',
    file: { name: 'notas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Notas de la reunión') },
    message: FILE_REFUSALS.NOT_PDF('notas.pdf'),
  },
  {
    code: 'EMPTY_FILE',
    file: { name: 'vacio.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    message: FILE_REFUSALS.EMPTY_FILE('vacio.pdf'),
  },
  {
    code: 'FILE_TOO_LARGE',
    // A PDF header, so that only its size is wrong.
    file: {
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc((MAX_FILE_MB + 1) * MB, 0x20)]),
    },
    message: fileTooLargeMessage('grande.pdf', MAX_FILE_MB),
  },
] as const;

test('an upload the server refuses shows the catalogue’s own message for each reason', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signedInUser(page, baseURL);
  const editor = new ReportEditorPage(page);
  const statuses = refusals.map(({ code }) => API_ERRORS[code].status).join('|');
  consoleErrors.allow(new RegExp(`status of (${statuses})`));

  const shown: string[] = [];
  for (const { file, message } of refusals) {
    await editor.gotoNew();
    await editor.fileInput.setInputFiles(file);
    await editor.uploadButton.click();
    await expect(editor.analysisError).toContainText(message, { timeout: 60_000 });
    await expect(editor.uploadButton).toHaveText('Subir y Analizar');
    shown.push((await editor.analysisError.textContent()) ?? '');
  }
  expect(new Set(shown).size).toBe(refusals.length);
  expect(shown).not.toContain(MESSAGES.analysisFailed);
});
