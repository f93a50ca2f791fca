import { ErrorCode } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { rejectionMessage } from './rejectionMessages';

const file = new File(['x'], 'informe.docx');

describe('rejectionMessage', () => {
  it.each([
    [ErrorCode.FileInvalidType, 'informe.docx: solo se aceptan archivos PDF'],
    [ErrorCode.FileTooLarge, 'informe.docx: el archivo es demasiado grande'],
    [ErrorCode.FileTooSmall, 'informe.docx: el archivo es demasiado pequeño'],
    [ErrorCode.TooManyFiles, 'informe.docx: se seleccionaron demasiados archivos'],
    ['custom-code', 'informe.docx: el archivo no se puede usar'],
  ])('explains %s in Spanish', (code, message) => {
    expect(rejectionMessage({ file, errors: [{ code, message: 'English text' }] })).toBe(message);
  });

  it('joins several reasons', () => {
    const errors = [
      { code: ErrorCode.FileInvalidType, message: '' },
      { code: ErrorCode.TooManyFiles, message: '' },
    ];
    expect(rejectionMessage({ file, errors })).toBe(
      'informe.docx: solo se aceptan archivos PDF; se seleccionaron demasiados archivos',
    );
  });
});
