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

describe('ProvenanceRecorder on a page OCR read poorly', () => {
  const words = Array.from({ length: 40 }, (_, index) => `palabra${index}`);
  const line = `Rol de avalúo 4521-87 ${words.join(' ')}`;
  const document = (doubtfulWords: string[]) =>
    buildDocument('escaneo.pdf', [
      { number: 1, lines: [line], textLength: line.length, ocr: { doubtfulWords } },
    ]);

  it('doubts every value of a page where many words were read with low confidence', () => {
    const recorder = new ProvenanceRecorder(document(words.slice(0, 16)));
    recorder.raw('rol_avaluo', line.indexOf('4521-87'), '4521-87'.length);
    expect(recorder.entries.rol_avaluo?.unsure).toEqual(['ocr_poor_page']);
  });

  it('keeps values of a page with a few doubtful words sure', () => {
    const recorder = new ProvenanceRecorder(document(words.slice(0, 3)));
    recorder.raw('rol_avaluo', line.indexOf('4521-87'), '4521-87'.length);
    expect(recorder.entries.rol_avaluo?.unsure).toBeUndefined();
  });
});
