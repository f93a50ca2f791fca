import { describe, expect, it } from 'vitest';
import { isUnsure } from '../../../common/record/provenance';
import { buildDocument } from './document';
import { ProvenanceRecorder } from './provenance';

describe('ProvenanceRecorder', () => {
  const line = 'Propietario: JUAN PEREZ ROJAS';
  const document = buildDocument('escaneo.pdf', [
    { number: 1, lines: [line], textLength: line.length, ocr: { doubtfulWords: ['PEREZ'] } },
  ]);

  it('marks a value holding a word OCR doubted as unsure, with the reason', () => {
    const recorder = new ProvenanceRecorder(document);
    recorder.raw('nombre', line.indexOf('JUAN'), 'JUAN PEREZ ROJAS'.length);
    const entry = recorder.entries.nombre;
    expect(entry).toMatchObject({ file: 'escaneo.pdf', page: 1, unsure: ['ocr_low_confidence'] });
    expect(entry && isUnsure(entry)).toBe(true);
  });

  it('leaves a value of trusted words as read', () => {
    const recorder = new ProvenanceRecorder(document);
    recorder.raw('rotulo', 0, 'Propietario'.length);
    expect(recorder.entries.rotulo).toEqual(expect.not.objectContaining({ unsure: expect.anything() }));
    expect(recorder.entries.rotulo?.confidence).toBe(0.9);
  });
});
