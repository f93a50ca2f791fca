import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './downloadFileName';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, else the quoted one', () => {
    expect(
      dispositionFileName(
        `attachment; filename="estudio-nunoa.pdf"; filename*=UTF-8''estudio-%C3%B1u%C3%B1oa.pdf`,
      ),
    ).toBe('estudio-ñuñoa.pdf');
    expect(dispositionFileName('attachment; filename="estudio-la-cisterna.docx"')).toBe(
      'estudio-la-cisterna.docx',
    );
    expect(dispositionFileName(`attachment; filename="plano.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe(
      'plano.pdf',
    );
  });

  it('is null without a name', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName('attachment; filename=""')).toBeNull();
  });
});
