import { describe, expect, it } from 'vitest';

import { ocrDocumentFromPages } from '../../../../tests/support/engineDocuments';
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
        'ARANEDA POBLETE SILVIA ROXANA',
        'D   PJE LOS CEIBOS 2041   COMUNA SAN BERNARDO',
        'ROL   204-03907-015',
      ].join('\n'),
    ]);
    const { value, provenance } = extractTgrDebt(tgr);
    expect(value.certificate.contribuyente.nombre).toBe('ARANEDA POBLETE SILVIA ROXANA');
    expect(provenance['contribuyente.nombre']?.confidence).toBeLessThan(0.5);
    expect(value.certificate.direccion_propiedad).toBe('PJE LOS CEIBOS 2041');
  });

  it('marks a value holding a word OCR read with low confidence as doubtful', () => {
    const tgr = ocrDocumentFromPages(
      'tgr.scan.pdf',
      [
        'CARRASCO OYARZUN PABLO\nNOMBRE\nDIRECCION PJE LOS QUILLAYES 7702   COMUNA LA CISTERNA\nROL   117-05218-033',
      ],
      ['OYARZUN'],
    );
    const { provenance } = extractTgrDebt(tgr);
    expect(provenance['contribuyente.nombre']?.confidence).toBeLessThan(0.5);
    expect(provenance.rol_avaluo?.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps a verification code OCR may have misread (Q as O) but marks it unsure', () => {
    const dom = ocrDocumentFromPages('dom.scan.pdf', [
      'DIRECCIÓN DE OBRAS MUNICIPALES\nCERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA\nCódigo de verificación: KWOPZ3RT',
    ]);
    const { value, provenance } = extractMunicipalAffectation(dom);
    expect(value.codigo_verificacion).toBe('KWOPZ3RT');
    expect(provenance.codigo_verificacion?.confidence).toBeLessThan(0.5);
    expect(provenance.codigo_verificacion?.unsure).toEqual(['ocr_low_confidence']);
  });

  it('reads a worn DOM table whose labels OCR garbled, and its owner above the RUT when the owner label was lost', () => {
    const lines = [
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'FECHA EMIRIÓN:   03/02/2026',
      'MUÑOZ TAPIA ELENA BEATRIZ',
      'RUT:   14.203. 118-3',
      'DIRBOCIÓN:   PASAJE LOS AROMOS 512',
      'ROL DE AYALÚO:   3307-14',
    ];
    const dom = ocrDocumentFromPages('dom.scan.pdf', [lines.join('\n')]);
    const { value, provenance } = extractMunicipalAffectation(dom);
    expect(value).toMatchObject({
      fecha_emision: '2026-02-03',
      contribuyente: { nombre: 'MUÑOZ TAPIA ELENA BEATRIZ', rut: '14.203.118-3' },
      direccion_propiedad: 'PASAJE LOS AROMOS 512',
      rol_avaluo: '3307-14',
    });
    expect(provenance['contribuyente.nombre']?.unsure).toContain('inferred');
  });

  it('takes the street and number on the line below the RUT as the address when its label was lost, marked inferred', () => {
    const lines = [
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'PROPIETARIO:   SEPÚLVEDA ROJAS ANA MARÍA',
      'RUT:   9.451.220-7   )',
      'CAMINO EL ALTO 3381   A',
      'ROL DE AVALÚO:   880-12',
    ];
    const { value, provenance } = extractMunicipalAffectation(
      ocrDocumentFromPages('dom.scan.pdf', [lines.join('\n')]),
    );
    expect(value.direccion_propiedad).toBe('CAMINO EL ALTO 3381');
    expect(provenance.direccion_propiedad?.unsure).toContain('inferred');
    // A line of words below the RUT, or a labelled line, is no address.
    for (const below of ['Zona urbana consolidada', 'ÁREA: URBANA 3']) {
      const other = [...lines.slice(0, 4), below, lines[5] ?? ''];
      const read = extractMunicipalAffectation(ocrDocumentFromPages('dom.scan.pdf', [other.join('\n')]));
      expect(read.value.direccion_propiedad).toBeNull();
    }
  });

  it('reads the spouses of a marriage certificate whose labels OCR lost in the form’s order, marked inferred', () => {
    const marriage = ocrDocumentFromPages('m.scan.pdf', [
      [
        'REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        'PABLO ANDRÉS SOTO LAGOS',
        '15.660.347-3',
        '. CAMILA INÉS ROJAS PEÑA',
        '9.614.203-K',
      ].join('\n'),
    ]);
    const { value, provenance } = extractMarriageCertificate(marriage);
    expect(value.certificate.marido).toEqual({ nombre: 'PABLO ANDRÉS SOTO LAGOS', rut: '15.660.347-3' });
    expect(value.certificate.mujer).toEqual({ nombre: 'CAMILA INÉS ROJAS PEÑA', rut: '9.614.203-K' });
    expect(provenance['mujer.nombre']?.unsure).toContain('inferred');
  });

  it('marks a RUN whose check digit fails as OCR’s doubt, and one repaired by its check digit as sure', () => {
    const marriage = ocrDocumentFromPages('m.scan.pdf', [
      [
        'Nombre del Marido : TOMÁS IGNACIO REYES PAZ',
        'R.U.N. : 15.66O.347-3',
        'Nombre de la Mujer: FERNANDA SOL LARA MENA',
        'R.U.N. : 9.OO3.417-5',
      ].join('\n'),
    ]);
    const { value, provenance } = extractMarriageCertificate(marriage);
    expect(value.certificate.marido.rut).toBe('15.660.347-3');
    expect(provenance['marido.rut']?.unsure).toBeUndefined();
    expect(value.certificate.mujer.rut).toBe('9.003.417-5');
    expect(provenance['mujer.rut']?.unsure).toEqual(['ocr_low_confidence']);
  });

  it('doubts the default regime of a marriage whose pact OCR garbled, and points at its words', () => {
    const marriage = ocrDocumentFromPages('matrimonio.scan.pdf', [
      [
        'CERTIFICADO DE MATRIMONIO',
        'Nombre del Marido : JORGE LUIS TAPIA MOLINA   R.U.N. 12.345.678-5',
        'Nombre de la Mujer : ANA MARÍA SOTO VERA   R.U.N. 13.456.789-2',
        'Al celebrarse el matrimonio pactaron separac1ón total de.b!enes.',
      ].join('\n'),
    ]);
    const { value, provenance } = extractMarriageCertificate(marriage);
    expect(value.certificate.tipo_de_sociedad_conyugal).toBe('con_sociedad_conyugal');
    expect(provenance.tipo_de_sociedad_conyugal?.unsure).toContain('inferred');
    expect(provenance.tipo_de_sociedad_conyugal?.snippet).toContain('pactaron');
    const plain = ocrDocumentFromPages('matrimonio.scan.pdf', [
      'CERTIFICADO DE MATRIMONIO\nNombre del Marido : JORGE LUIS TAPIA MOLINA   R.U.N. 12.345.678-5',
    ]);
    expect(extractMarriageCertificate(plain).provenance.tipo_de_sociedad_conyugal).toBeUndefined();
  });

  it('reads the digits OCR put in a name as letters, and marks the name doubtful', () => {
    const labelled = ocrDocumentFromPages('tgr.scan.pdf', [
      'Certificado de Deuda\nNOMBRE: LEIVA M0RALES CRISTIAN\nROL   112-02218-014',
    ]);
    const read = extractTgrDebt(labelled);
    expect(read.value.certificate.contribuyente.nombre).toBe('LEIVA MORALES CRISTIAN');
    expect(read.provenance['contribuyente.nombre']?.unsure).toEqual(['ocr_low_confidence']);
    const unlabelled = ocrDocumentFromPages('tgr.scan.pdf', [
      'Certificado de Deuda\nLEIVA M0RALES CRISTIAN\nDIRECCION   AV ALEMANIA 0945   COMUNA   TEMUCO',
    ]);
    expect(extractTgrDebt(unlabelled).value.certificate.contribuyente.nombre).toBe('LEIVA MORALES CRISTIAN');
  });

  it('leaves a taxpayer name OCR lost empty, with a note and a doubtful mark on its label', () => {
    const tgr = ocrDocumentFromPages('tgr.scan.pdf', [
      'Certificado de Deuda\n  , .\nNOMBRE\nDIRECCION   LOS ALERCES 410   COMUNA   OSORNO\nROL   60-00871-012',
    ]);
    const { value, provenance, notes } = extractTgrDebt(tgr);
    expect(value.certificate.contribuyente.nombre).toBe('');
    expect(notes.join(' ')).toMatch(/No se pudo leer el nombre del contribuyente/);
    expect(provenance['contribuyente.nombre']?.unsure).toEqual(['ocr_low_confidence']);
  });

  it('reads check boxes as OCR reads them: ticks kept, empty boxes lost', () => {
    const dom = ocrDocumentFromPages('dom.scan.pdf', [
      [
        'ROL DE AVALÚO:   7311-4   ÁREA: [XJURBANA RURAL',
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
      rol_avaluo: '7311-4',
      tipo_vivienda: 'Urbano',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads the area a mark stands before when OCR keeps both options, and doubts it without a mark', () => {
    const marked = ocrDocumentFromPages('dom.scan.pdf', ['ROL DE AVALÚO:   7311-4   ÁREA: PX] URBANA RURAL']);
    const extraction = extractMunicipalAffectation(marked);
    expect(extraction.value.tipo_vivienda).toBe('Urbano');
    expect(extraction.provenance['tipo_vivienda']?.unsure ?? []).not.toContain('yes_no_unmarked');
    const ruralMarked = ocrDocumentFromPages('dom.scan.pdf', ['ÁREA:   URBANA  X] RURAL']);
    expect(extractMunicipalAffectation(ruralMarked).value.tipo_vivienda).toBe('Rural');
    const unmarked = extractMunicipalAffectation(
      ocrDocumentFromPages('dom.scan.pdf', ['ÁREA: URBANA RURAL']),
    );
    expect(unmarked.value.tipo_vivienda).toBe('Urbano');
    expect(unmarked.provenance['tipo_vivienda']?.unsure).toContain('yes_no_unmarked');
  });

  it('reads a label whose colon OCR turned into a letter, and a rol whose minus sign was lost', () => {
    const marriage = ocrDocumentFromPages('m.scan.pdf', [
      'Circunscripción z   LA CISTERNA\nNro. inscripción :   412',
    ]);
    expect(extractMarriageCertificate(marriage).value.certificate).toMatchObject({
      circunscripcion: 'La Cisterna',
      numero_de_inscripcion: 412,
    });
    const sii = ocrDocumentFromPages('sii.scan.pdf', ['Número de Rol de Avalúo:   05218 00033']);
    expect(extractSiiAppraisal(sii).value.rol_avaluo).toBe('5218-33');
  });
});
