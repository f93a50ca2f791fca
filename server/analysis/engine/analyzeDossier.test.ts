import { describe, expect, it } from 'vitest';

import { analyzeDossier, readDocument } from './analyzeDossier';
import { documentFromPages, minimalPdf } from './testing';

const referenceDate = new Date('2025-09-15T12:00:00Z');

describe('analyzeDossier', () => {
  it('classifies and extracts readable files while a broken one becomes a Spanish note', async () => {
    const sii = minimalPdf([
      [
        'Servicio de Impuestos Internos',
        'Fecha de Emision: 08 de Septiembre de 2025',
        'CERTIFICADO DE AVALUO FISCAL',
        'Comuna: NUNOA',
        'Numero de Rol de Avaluo: 04521 - 00087',
        'AVALUO TOTAL: $96.412.380',
      ],
    ]);
    const analysis = await analyzeDossier(
      [
        { name: 'avaluo.pdf', bytes: sii },
        { name: 'roto.pdf', bytes: new TextEncoder().encode('%PDF-1.4 roto') },
      ],
      { referenceDate },
    );
    expect(analysis.documents).toEqual([
      expect.objectContaining({ file: 'avaluo.pdf', type: 'avaluo_fiscal', pages: 1, ocr: false }),
    ]);
    expect(analysis.documents[0]?.confidence).toBeGreaterThan(0.5);
    expect(analysis.output.certificados_avaluo?.[0]).toMatchObject({
      rol_avaluo: '4521-87',
      comuna: 'Ñuñoa',
      avaluo_total: 96412380,
    });
    expect(analysis.provenance['certificados_avaluo[0].avaluo_total']).toMatchObject({
      file: 'avaluo.pdf',
      page: 1,
    });
    expect(analysis.notes).toContain(
      'No se pudo analizar "roto.pdf": el archivo no es un PDF válido o está dañado.',
    );
    expect(analysis.output.today).toBe(referenceDate.toISOString());
  });

  it('reports a page without text as needing OCR', async () => {
    const analysis = await analyzeDossier([{ name: 'scan.pdf', bytes: minimalPdf([[]]) }], { referenceDate });
    expect(analysis.documents[0]).toMatchObject({ type: 'unknown', ocr: false });
    expect(analysis.notes[0]).toMatch(/escaneado/);
  });

  it('marks every value of a document whose type was a close call as unsure, and keeps the runner-up', () => {
    const bundle = documentFromPages('bundle.pdf', [
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES\nLa inscripción de fojas 10 número 20 del Registro de Propiedad del año 2010 se encuentra vigente.',
    ]);
    const outcome = readDocument(bundle, false, []);
    expect(outcome.document?.confidence).toBeLessThan(0.5);
    expect(outcome.document?.runnerUp).toBeDefined();
    expect(outcome.notes.join(' ')).toMatch(/Tipo de documento dudoso/);
    const sources = Object.values(outcome.extracted?.result.provenance ?? {});
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.unsure).toContain('close_classification');
  });
});
