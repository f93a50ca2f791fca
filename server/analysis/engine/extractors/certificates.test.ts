import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractAseoCertificate } from './aseoCertificate';
import { extractCompanyCertificate } from './companyCertificate';
import { extractMarriageCertificate } from './marriageCertificate';
import { extractMunicipalAffectation } from './municipalAffectation';
import { extractNoMarriage } from './noMarriage';
import { extractServiuReport } from './serviuReport';
import { extractSiiAppraisal } from './siiAppraisal';
import { extractTgrDebt } from './tgrDebt';

describe('extractTgrDebt', () => {
  it('reads name (value before label), address, rol and section totals with comma thousands', () => {
    const tgr = [
      'Certificado de Deuda',
      'PÉREZ SOTO JUAN',
      'NOMBRE',
      'DIRECCION AV PROVIDENCIA 1200 DP 51   COMUNA PROVIDENCIA',
      'ROL   83-01204-051',
      'Total Deuda Morosa (CLP)   171,220   3,104   9,450   0   183,774',
      'Fecha de Emisión del Certificado: 20-08-2025',
      '001SD202561830027714',
    ].join('\n');
    const { value } = extractTgrDebt(documentFromPages('tgr.pdf', [tgr]));
    expect(value.certificate).toEqual({
      fecha_emision: '2025-08-20',
      rol_avaluo: '1204-51',
      contribuyente: { nombre: 'PÉREZ SOTO JUAN', rut: null },
      direccion_propiedad: 'AV PROVIDENCIA 1200 DP 51',
      comuna_propiedad: 'Providencia',
      total_deuda_vencida_liquidada: 183774,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD202561830027714',
    });
  });

  it('doubts a total whose row of amounts does not add up to it', () => {
    const tgr = (row: string) =>
      [
        'Certificado de Deuda',
        'ROL   83-01204-051',
        `Total Deuda Morosa (CLP)   ${row}`,
        'Fecha de Emisión del Certificado: 20-08-2025',
      ].join('\n');
    const path = 'total_deuda_vencida_liquidada';
    const read = (row: string) => extractTgrDebt(documentFromPages('tgr.pdf', [tgr(row)])).provenance[path];
    expect(read('52,100   1,040   0   0   53,140')?.unsure).toBeUndefined();
    expect(read('52,100   1,040   0   0   53,146')?.unsure).toContain('amounts_disagree');
  });
});

describe('extractSiiAppraisal', () => {
  it('reads the SII labels, the zero-padded rol and the amounts', () => {
    const sii = [
      'Fecha de emisión: 14 de Julio de 2025',
      'CERTIFICADO DE AVALÚO FISCAL',
      'Comuna:   ESTACION CENTRAL',
      'Número de ROL de Avalúo:   00613 − 00527',
      'Dirección:   LOS AROMOS 0217 EST 31',
      'Destino:   ESTACIONAMIENTO',
      'AVALÚO TOTAL:   $5.874.310',
      'AVALÚO EXENTO DE IMPUESTO:   $0',
      'AVALÚO AFECTO A IMPUESTO:   $5.874.310',
    ].join('\n');
    expect(extractSiiAppraisal(documentFromPages('sii.pdf', [sii])).value).toEqual({
      fecha_emision: '2025-07-14',
      rol_avaluo: '613-527',
      direccion: 'LOS AROMOS 0217 EST 31',
      comuna: 'Estación Central',
      destino: 'ESTACIONAMIENTO',
      avaluo_afecto: 5874310,
      avaluo_exento: 0,
      avaluo_total: 5874310,
    });
  });

  it('reads the exemption and the taxable base as the exempt and taxed parts', () => {
    const read = (lines: string[]) =>
      extractSiiAppraisal(documentFromPages('sii.pdf', [lines.join('\n')])).value;
    expect(
      read([
        'Avalúo total: $ 70.000.000',
        'Exención (art. 2° D.L. 17.235): $ 59.143.557',
        'Base imponible: $ 10.856.443',
      ]),
    ).toMatchObject({ avaluo_total: 70000000, avaluo_exento: 59143557, avaluo_afecto: 10856443 });
    expect(read(['AVALUO IMPONIBLE   $ 4.100.000', 'EXENCION HABITACIONAL   $ 0'])).toMatchObject({
      avaluo_total: 4100000,
      avaluo_exento: 0,
      avaluo_afecto: 4100000,
    });
  });
});

describe('extractServiuReport', () => {
  it('reads number, date, address and an affirmative expropriation', () => {
    const serviu = [
      'SERVIU Región de Valparaíso   CERTIFICADO N° 2.001.334',
      'Fecha de emisión   02/03/2026',
      'Dirección   Calle Blanco 1200',
      'Comuna   Valparaíso',
      'Rol de Avalúo   88-12',
      'se certifica que el inmueble SE ENCUENTRA AFECTO a expropiación por parte de SERVIU.',
      'Código de verificación: ZZ12YY',
    ].join('\n');
    expect(extractServiuReport(documentFromPages('serviu.pdf', [serviu])).value).toEqual({
      fecha_emision: '2026-03-02',
      numero_certificado: 2001334,
      rol_avaluo: '88-12',
      direccion_propiedad: 'Calle Blanco 1200',
      comuna_propiedad: 'Valparaíso',
      codigo_verificacion: 'ZZ12YY',
      objeto_expropiacion: true,
    });
  });
});

describe('extractMunicipalAffectation', () => {
  it('reads a check-box form with a park affectation', () => {
    const dom = [
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'FECHA EMISIÓN:   10/07/2025',
      'PROPIETARIO:   LARA DÍAZ RAÚL',
      'R.U.T.:   15.111.222-3',
      'DIRECCIÓN:   AVENIDA LIRCAY 1200',
      'ROL DE AVALÚO:   410-9   ÁREA: [ ] URBANA [X] RURAL',
      'COMUNA:   Talca',
      '[ X ] SÍ está afecta a utilidad pública',
      '1.- AFECTACIÓN POR VIALIDAD',
      '[ ] SÍ   [X] NO',
      '2.- AFECTACIÓN POR ÁREAS VERDES / PARQUES',
      '[X] SÍ   [ ] NO',
      '[X] Afectación involucra edificios',
      'Código de verificación: Z41TRM8K',
    ].join('\n');
    expect(extractMunicipalAffectation(documentFromPages('dom.pdf', [dom])).value).toMatchObject({
      fecha_emision: '2025-07-10',
      contribuyente: { nombre: 'LARA DÍAZ RAÚL', rut: '15.111.222-3' },
      rol_avaluo: '410-9',
      tipo_vivienda: 'Rural',
      comuna_propiedad: 'Talca',
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });

  it('does not take a title OCR ran together ("AFECTACIÓNA UTILIDAD") for a statement of affectation', () => {
    const dom = [
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓNA UTILIDAD PÚBLICA',
      'Fecha: 03-03-2025',
      'Rol: 77-12   Comuna: Linares',
      'Vialidad   no afecta',
      'Parques y áreas verdes   no afecta',
    ].join('\n');
    expect(extractMunicipalAffectation(documentFromPages('dom.pdf', [dom])).value).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });
});

describe('extractMarriageCertificate', () => {
  it('reads "Contrayente varón / mujer", a colon before the inscription number and a place before the issue date', () => {
    const read = (lines: string[]) =>
      extractMarriageCertificate(documentFromPages('m.pdf', [lines.join('\n')])).value.certificate;
    expect(
      read([
        'Certificado de Matrimonio',
        'Inscripción: Nro. 98 del año 2001, Circunscripción de Ovalle.',
        'Contrayente hombre: LUIS ALBERTO PIZARRO ROJAS, RUN 8.456.123-1',
        'Contrayente mujer: MARÍA INÉS CORTÉS VEGA, RUN 19.002.311-7',
        'Emitido en Ovalle el 5 de enero de 2024.',
      ]),
    ).toMatchObject({
      numero_de_inscripcion: 98,
      fecha_emision: '2024-01-05',
      marido: { nombre: 'LUIS ALBERTO PIZARRO ROJAS', rut: '8.456.123-1' },
      mujer: { nombre: 'MARÍA INÉS CORTÉS VEGA', rut: '19.002.311-7' },
    });
    expect(
      read([
        'CERTIFICADO DE MATRIMONIO',
        'NUMERO : 55   AÑO : 1999',
        'EMITIDO EN LA SERENA EL 4 DE MARZO DE 2024',
      ]),
    ).toMatchObject({ numero_de_inscripcion: 55, ano: 1999, fecha_emision: '2024-03-04' });
  });

  it('reads spouses and a later separation pact', () => {
    const marriage = [
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción :   ÑUÑOA',
      'Nro. inscripción :   1.210   Registro :   Año : 2005',
      'Nombre del Marido :   JORGE PÉREZ SOTO',
      'R.U.N.   :   9003417-0',
      'Nombre de la Mujer:   ANA ROJAS VERA',
      'R.U.N.   :   13.240.098-9',
      'SUBINSCRIPCIONES',
      'Por escritura de 2010 los cónyuges pactaron separación total de bienes.',
      'FECHA EMISIÓN: 8 Julio 2025, 09:47.',
    ].join('\n');
    expect(extractMarriageCertificate(documentFromPages('m.pdf', [marriage])).value.certificate).toEqual({
      fecha_emision: '2025-07-08',
      ano: 2005,
      circunscripcion: 'Ñuñoa',
      numero_de_inscripcion: 1210,
      marido: { nombre: 'JORGE PÉREZ SOTO', rut: '9.003.417-0' },
      mujer: { nombre: 'ANA ROJAS VERA', rut: '13.240.098-9' },
      tipo_de_sociedad_conyugal: 'con_separacion_de_bienes',
    });
  });
});

describe('an issue date whose year OCR misread', () => {
  it('repairs a year read past 2300 from look-alike digits, marked repaired', () => {
    const marriage = (issued: string) =>
      extractMarriageCertificate(
        documentFromPages('m.scan.pdf', [
          ['CERTIFICADO DE MATRIMONIO', 'Nro. inscripción :   77   Año : 2011', issued].join('\n'),
        ]),
      );
    const misread = marriage('FECHA EMISIÓN: 3 Marzo 2624, 10:15.');
    expect(misread.value.certificate.fecha_emision).toBe('2024-03-03');
    expect(misread.provenance.fecha_emision?.unsure).toContain('repaired_reading');
    const printed = marriage('FECHA EMISIÓN: 3 Marzo 2024, 10:15.');
    expect(printed.value.certificate.fecha_emision).toBe('2024-03-03');
    expect(printed.provenance.fecha_emision?.unsure ?? []).not.toContain('repaired_reading');
    expect(marriage('FECHA EMISIÓN: 3 Marzo 1624').value.certificate.fecha_emision).toBeNull();
  });
});

describe('notes-only certificates', () => {
  it('no-marriage: the person is single', () => {
    const text =
      'CERTIFICADO DE NO MATRIMONIO\nNombre   :   ANA ROJAS VERA\nR.U.N.   :   13.240.098-9\nla persona NO REGISTRA MATRIMONIO vigente\nFECHA EMISIÓN: 8 Septiembre 2025, 10:14.';
    const { value, notes } = extractNoMarriage(documentFromPages('nm.pdf', [text]));
    expect(value).toEqual({
      person: { nombre: 'ANA ROJAS VERA', rut: '13.240.098-9' },
      single: true,
      fecha_emision: '2025-09-08',
    });
    // What it states is a fact for the legal rules (estadoCivilContradictions), not a note (#19).
    expect(notes).toEqual([]);
  });

  it('aseo: no debt for the rol', () => {
    const text =
      'CERTIFICADO DE NO DEUDA\nDERECHOS DE ASEO DOMICILIARIO\nSe certifica que el rol de avalúo N° 7311-4, NO registra deuda por concepto de derechos de aseo.\nMaipú, 10 de julio de 2025.';
    const { value, notes } = extractAseoCertificate(documentFromPages('aseo.pdf', [text]));
    expect(value).toMatchObject({ rol_avaluo: '7311-4', debt: false, fecha_emision: '2025-07-10' });
    expect(notes).toEqual([]);
  });

  it('company: name, RUT and vigencia', () => {
    const text =
      'Registro de Comercio\nCertificado de Vigencia\nrelativa a la sociedad "COMERCIAL SUR LIMITADA", no existe nota de disolución, por lo que la sociedad se encuentra vigente.\nRol Único Tributario N° 76.543.210-3.\nSantiago, 14 de octubre de 2025.';
    const { value } = extractCompanyCertificate(documentFromPages('soc.pdf', [text]));
    expect(value).toEqual({
      name: 'COMERCIAL SUR LIMITADA',
      rut: '76.543.210-3',
      vigente: true,
      fecha_emision: '2025-10-14',
    });
  });
});
