import { describe, expect, it } from 'vitest';

import { isDocumentWord, misreadDocumentWord } from './documentWords';

describe('isDocumentWord', () => {
  it('knows the unit a price is printed in, whose words OCR doubts on a worn copy', () => {
    for (const word of ['Unidades', 'FOMENTO']) expect(isDocumentWord(word)).toBe(true);
  });

  it('knows the words of labels, civil status, prohibitions and the comunas’ names', () => {
    for (const word of ['Registro,', 'divorciada', 'ENAJENAR', 'Segunda', 'Copiapó', 'Curacaví.', 'Ñuñoa'])
      expect(isDocumentWord(word)).toBe(true);
  });

  it('does not know a word OCR misread, a name or a number', () => {
    for (const word of ['divorclada', 'ENAJEPA', 'Canetera', 'Hemán', '4471', 'Copiapo1'])
      expect(isDocumentWord(word)).toBe(false);
  });
});

describe('misreadDocumentWord', () => {
  it('finds a word of the vocabulary with one letter misread', () => {
    for (const word of ['COPROPTEDAD', 'HIPOTEGA', 'servidumbve', 'Prohihición.'])
      expect(misreadDocumentWord(word)).toBe(true);
  });

  it('leaves the vocabulary, short words and words two letters off', () => {
    for (const word of ['COPROPIEDAD', 'Hipoteca', 'tránsito', 'Banio', 'electroducto', 'HIPOTEGAZ'])
      expect(misreadDocumentWord(word)).toBe(false);
  });
});
