import { describe, expect, it } from 'vitest';

import { issueDate } from './assign';

/* The issue date a certificate states with a label, over a place-signed date of a margin note (issue #18 item 2). */
describe('issueDate', () => {
  const withMarginNote = (line: string) =>
    `Notas Marginales: Castro, 14 de junio de 2023. Alzada la prohibición.\nCertifico que la inscripción se encuentra vigente.\n${line}`;

  it.each([
    ['Emitido el 3 de octubre de 2025 a las 12:31 horas.', '2025-10-03'],
    ['Expedido el día 3 de octubre de 2025.', '2025-10-03'],
    ['Certificado emitido en Castro el 3 de octubre de 2025.', '2025-10-03'],
    ['Fecha de emisión: 03/10/2025', '2025-10-03'],
  ])('reads "%s"', (line, iso) => {
    expect(issueDate(withMarginNote(line))).toMatchObject({ iso, confidence: 0.9 });
  });
});
