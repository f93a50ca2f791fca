import { describe, expect, it } from 'vitest';

import { PdfReadError, readPdfText, toReadError } from './pdfText';
import { minimalPdf } from '../../../tests/support/engineDocuments';

describe('readPdfText', () => {
  it('reads the lines of every page', async () => {
    const pages = await readPdfText(
      minimalPdf([['Registro de Propiedad', 'fojas 100 numero 200'], ['pagina dos']]),
    );
    expect(pages.map((page) => page.lines)).toEqual([
      ['Registro de Propiedad', 'fojas 100 numero 200'],
      ['pagina dos'],
    ]);
    expect(pages[0]?.textLength).toBeGreaterThan(30);
  });

  it('rejects bytes that are not a PDF with a Spanish message', async () => {
    await expect(readPdfText(new TextEncoder().encode('hola, no soy un PDF'))).rejects.toThrow(PdfReadError);
    await expect(readPdfText(new TextEncoder().encode('hola'))).rejects.toThrow(/no es un PDF válido/);
  });

  it('rejects a truncated PDF', async () => {
    const whole = minimalPdf([['texto']]);
    await expect(readPdfText(whole.slice(0, 60))).rejects.toBeInstanceOf(PdfReadError);
  });

  it('maps password errors to the encrypted kind', () => {
    const error = Object.assign(new Error('No password given'), { name: 'PasswordException' });
    expect(toReadError(error)).toMatchObject({
      kind: 'encrypted',
      message: expect.stringMatching(/contraseña/),
    });
  });
});
