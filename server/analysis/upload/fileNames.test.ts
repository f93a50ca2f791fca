import { describe, expect, it } from 'vitest';
import { MAX_NAME_BYTES, storableFileName } from './fileNames';

describe('storableFileName', () => {
  it('keeps ordinary names as they are', () => {
    expect(storableFileName('Dominio vigente Ñuñoa.pdf')).toBe('Dominio vigente Ñuñoa.pdf');
  });

  it('cuts long names on whole characters, keeping the extension', () => {
    const name = storableFileName(`${'ñ'.repeat(300)}.pdf`);
    expect(name).toBe(`${'ñ'.repeat(98)}.pdf`);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    const emoji = storableFileName(`${'😀'.repeat(80)}.PDF`);
    expect(emoji).toBe(`${'😀'.repeat(49)}.PDF`);
  });

  it('drops folders and control characters, composes accents, and names the nameless', () => {
    expect(storableFileName('..\\..\\otro/gp\u0000.pdf')).toBe('gp.pdf');
    expect(storableFileName('n\u0303u\u0303noa.pdf')).toBe('ñũnoa.pdf');
    expect(storableFileName('  ')).toBe('documento.pdf');
    expect(storableFileName('../')).toBe('documento.pdf');
  });
});
