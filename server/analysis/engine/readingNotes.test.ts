import { describe, expect, it } from 'vitest';

import type { Extraction } from './extractors/types';
import { fileNotRead, registryCountDiffers, valueNotFound, type ReadingNote } from './readingNotes';

describe('reading notes (#19)', () => {
  it('say what was not read, naming the file', () => {
    expect(valueNotFound('tgr.pdf', 'tgr_amounts')).toBe(
      'El certificado de Tesorería tgr.pdf declara deuda pero no se leyeron sus montos: revisar.',
    );
    expect(registryCountDiffers('gp.pdf', 'prohibiciones', 2, 1)).toBe(
      'El certificado gp.pdf declara 2 inscripción(es) en el Registro de Interdicciones y Prohibiciones y se leyeron 1: verificar.',
    );
    expect(
      fileNotRead('a.pdf', { kind: 'page_unreadable', page: 3, reason: 'la página es demasiado grande' }),
    ).toBe('No se pudo leer la página 3 de "a.pdf": la página es demasiado grande.');
  });

  it('are the only notes an extraction holds: a sentence of its own does not compile', () => {
    const judgement = 'El certificado de Tesorería registra deuda morosa de contribuciones por $148.310.';
    // @ts-expect-error a plain string is no ReadingNote
    const note: ReadingNote = judgement;
    // @ts-expect-error nor can an extractor return one among its notes
    const extraction: Extraction<null> = { value: null, provenance: {}, notes: [judgement] };
    expect([note, ...extraction.notes]).toHaveLength(2);
  });
});
