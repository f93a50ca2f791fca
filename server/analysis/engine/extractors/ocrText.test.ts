import { describe, expect, it } from 'vitest';

import { ocrDocumentFromPages } from '../testing';
import { extractMarriageCertificate } from './marriageCertificate';
import { extractMunicipalAffectation } from './municipalAffectation';
import { extractSiiAppraisal } from './siiAppraisal';
import { extractTgrDebt } from './tgrDebt';

/*
 * Readers on text as tesseract gives it for scans: labels lost or garbled, colons read as
 * letters, minus signs and empty check boxes lost, look-alike characters in codes. A value the
 * reader is unsure of is kept but marked doubtful (confidence below 0.5).
 */

describe('readers on OCR text', () => {
  it('finds the taxpayer when the NOMBRE label was lost, and marks the name doubtful', () => {
    const tgr = ocrDocumentFromPages('tgr.scan.pdf', [
      [
        'Tesorería General de la República',
        'Certificado de Deuda',
        'FUENTES OLIVARES CLAUDIA PATRICIA',
        'D   PJE LAS ACACIAS 1377   COMUNA SAN BERNARDO',
        'ROL   204-02844-024',
      ].join('\n'),
    ]);
    const { value, provenance } = extractTgrDebt(tgr);
    expect(value.certificate.contribuyente.nombre).toBe('FUENTES OLIVARES CLAUDIA PATRICIA');
    expect(provenance['contribuyente.nombre']?.confidence).toBeLessThan(0.5);
    expect(value.certificate.direccion_propiedad).toBe('PJE LAS ACACIAS 1377');
  });

  it('marks a value holding a word OCR read with low confidence as doubtful', () => {
    const tgr = ocrDocumentFromPages(
      'tgr.scan.pdf',
      [
        'RIQUELME VERGARA MARCELO\nNOMBRE\nDIRECCION PJE LOS COPIHUES 8841   COMUNA LA CISTERNA\nROL   117-03412-017',
      ],
      ['VERGARA'],
    );
    const { provenance } = extractTgrDebt(tgr);
    expect(provenance['contribuyente.nombre']?.confidence).toBeLessThan(0.5);
    expect(provenance.rol_avaluo?.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps a verification code OCR may have misread (Q as O) but marks it unsure', () => {
    const dom = ocrDocumentFromPages('dom.scan.pdf', [
      'DIRECCIÓN DE OBRAS MUNICIPALES\nCERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA\nCódigo de verificación: HLONNP7S',
    ]);
    const { value, provenance } = extractMunicipalAffectation(dom);
    expect(value.codigo_verificacion).toBe('HLONNP7S');
    expect(provenance.codigo_verificacion?.confidence).toBeLessThan(0.5);
  });

  it('reads check boxes as OCR reads them: ticks kept, empty boxes lost', () => {
    const dom = ocrDocumentFromPages('dom.scan.pdf', [
      [
        'ROL DE AVALÚO:   6120-9   ÁREA: [XJURBANA RURAL',
        'NO está afecta a utilidad pública',
        '[X] SÍ está afecta a utilidad pública',
        '1.- AFECTACIÓN POR VIALIDAD',
        '[Xx] sí   J NO',
        '[X] Ensanche   Apertura',
        'Afectación involucra edificios',
        '[X] Afectación involucra sólo terreno',
        '2.- AFECTACIÓN POR ÁREAS VERDES / PARQUES',
        'y SÍ   [X] NO',
      ].join('\n'),
    ]);
    expect(extractMunicipalAffectation(dom).value).toMatchObject({
      rol_avaluo: '6120-9',
      tipo_vivienda: 'Urbano',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads a label whose colon OCR turned into a letter, and a rol whose minus sign was lost', () => {
    const marriage = ocrDocumentFromPages('m.scan.pdf', [
      'Circunscripción z   LA CISTERNA\nNro. inscripción :   412',
    ]);
    expect(extractMarriageCertificate(marriage).value.certificate).toMatchObject({
      circunscripcion: 'La Cisterna',
      numero_de_inscripcion: 412,
    });
    const sii = ocrDocumentFromPages('sii.scan.pdf', ['Número de Rol de Avalúo:   03412 00017']);
    expect(extractSiiAppraisal(sii).value.rol_avaluo).toBe('3412-17');
  });
});
