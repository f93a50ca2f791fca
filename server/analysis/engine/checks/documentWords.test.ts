import { describe, expect, it } from 'vitest';

import { isDocumentWord } from './documentWords';

describe('isDocumentWord', () => {
  it('knows the words of labels, civil status, prohibitions and the comunas’ names', () => {
    for (const word of ['Registro,', 'divorciada', 'ENAJENAR', 'Segunda', 'Copiapó', 'Curacaví.', 'Ñuñoa'])
      expect(isDocumentWord(word)).toBe(true);
  });

  it('does not know a word OCR misread, a name or a number', () => {
    for (const word of ['divorclada', 'ENAJEPA', 'Canetera', 'Hemán', '4471', 'Copiapo1'])
      expect(isDocumentWord(word)).toBe(false);
  });
});
