import { describe, expect, it } from 'vitest';

import { buildDocument } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { readCode } from './cbrIssue';

/** A scanned copy printing its code twice: in the certification's line and in the footer. */
function scannedCopy(certified: string, footer: string, doubtfulWords: string[]) {
  const lines = [
    'CONSERVADOR DE BIENES RAÍCES DE LINARES',
    `Verifique su validez en www.cbr.cl con el código de verificación: ${certified}`,
    'Don PEDRO ANTONIO SOTO ROJAS es dueño del inmueble.',
    `Código de verificación: ${footer}   Pág. 1/1`,
  ];
  return buildDocument('copia.pdf', [
    { number: 1, lines, textLength: lines.join('').length, ocr: { doubtfulWords } },
  ]);
}

describe('readCode on a code printed twice', () => {
  it('keeps the printing OCR read with confidence when the first was doubted', () => {
    const document = scannedCopy('MZKTRUYIPF', 'MZKTRUYJPF', ['MZKTRUYIPF']);
    const record = new ProvenanceRecorder(document);
    expect(readCode(document, record)).toBe('MZKTRUYJPF');
    expect(record.entries.codigo_verificacion?.unsure).toContain('conflicting_documents');
  });

  it('doubts a code whose two printings were both read with confidence, differently', () => {
    const document = scannedCopy('770431956228', '770481056228', []);
    const record = new ProvenanceRecorder(document);
    expect(readCode(document, record)).toBe('770431956228');
    expect(record.entries.codigo_verificacion?.unsure).toEqual(['conflicting_documents']);
  });

  it('leaves a code read alike twice as it was', () => {
    const document = scannedCopy('770481956228', '770481956228', []);
    const record = new ProvenanceRecorder(document);
    expect(readCode(document, record)).toBe('770481956228');
    expect(record.entries.codigo_verificacion?.unsure).toBeUndefined();
  });
});
