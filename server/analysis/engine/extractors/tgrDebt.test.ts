import { describe, expect, it } from 'vitest';

import { documentFromPages, ocrDocumentFromPages } from '../../../../tests/support/engineDocuments';
import { extractTgrDebt } from './tgrDebt';

/** A TGR certificate as tesseract reads a scan of it: faint labels lost, letters read as digits. */
const scannedTgr = [
  'Tesorería General de la República',
  'Certificado de Deuda',
  'ROJAS PEÑA MARTA ELENA',
  'Ñ   tE',
  'D   AV LOS PRESIDENTES 4410   COMUNA PEÑALOLÉN',
  'os 122-01877-015',
  'Fecha de Emisión del Certificado: 02-06-2025',
  'El Servicio de Tesorerías certifica que, según el estado de la Cuenta Única Tributaria del ROL PEÑALOLÉN 122-01877-015, éste no',
  'registra deuda de contribuciones a la fecha de emisión.',
  '0015D202515300017744',
].join('\n');

describe('extractTgrDebt on OCR text', () => {
  const value = extractTgrDebt(ocrDocumentFromPages('tgr.scan.pdf', [scannedTgr])).value.certificate;

  it('takes the rol from the certificate’s sentence when the ROL label is garbled', () => {
    expect(value.rol_avaluo).toBe('1877-15');
  });

  it('takes the address from the cell before COMUNA when the DIRECCION label is lost', () => {
    expect(value.direccion_propiedad).toBe('AV LOS PRESIDENTES 4410');
    expect(value.comuna_propiedad).toBe('Peñalolén');
  });

  it('restores the barcode’s letter pair read as look-alike digits', () => {
    expect(value.codigo_verificacion).toBe('001SD202515300017744');
  });

  it('reads the labelled address with COMUNA on another line', () => {
    const split = extractTgrDebt(
      documentFromPages('tgr.scan.pdf', [
        'MONTERO SAAVEDRA LUCIA ISABEL\nNOMBRE\nDIRECCION ANTONIO VARAS 1290 DP 302\ncomuna ÑUÑOA\nROL   120-06602-041',
      ]),
    ).value.certificate;
    expect(split.direccion_propiedad).toBe('ANTONIO VARAS 1290 DP 302');
    expect(split.comuna_propiedad).toBe('Ñuñoa');
    expect(split.rol_avaluo).toBe('6602-41');
  });

  it('reads no debt and the rol from a sentence a stamp left with a gap and a garbled comuna code', () => {
    const stamped = [
      'Tesorería General de la República',
      'Certificado de Deuda',
      'SOTO LAGOS ANDRÉS',
      'Fecha de Emisión del Certificado: 14-03-2025',
      "El Servicio de Tesorerías certifica que, según el estado de la Cuenta Única Tributaria del ROL LINARES   'Z07-00931-118, éste no",
      'registra deuda de contribuciones a la fecha de emisión.',
    ].join('\n');
    const read = extractTgrDebt(ocrDocumentFromPages('tgr.scan.pdf', [stamped]));
    expect(read.value.certificate.rol_avaluo).toBe('931-118');
    expect(read.value.certificate.total_deuda_vencida_liquidada).toBe(0);
    expect(read.value.certificate.total_deuda_no_vencida_liquidada).toBe(0);
    expect(read.notes).toEqual([]);
  });
});

describe('extractTgrDebt on payment agreements', () => {
  it.each([
    ['a labelled line', 'Deuda en convenio: $ 412.880'],
    [
      'a sentence with the agreement number first',
      'Convenio de pago N° 55410 vigente, saldo insoluto $ 412.880.',
    ],
    [
      'a sentence with abbreviations before the amount',
      'El rol registra un convenio de pago vigente (Art. 192 C.T.) por $ 412.880 y no registra deuda morosa.',
    ],
  ])('reads the agreement from %s', (_name, line) => {
    const text = `TESORERÍA GENERAL DE LA REPÚBLICA\nCertificado de Deuda\nNOMBRE: PINO RUIZ DANIELA\nRol: 712-3\n${line}`;
    const { value } = extractTgrDebt(documentFromPages('tgr.pdf', [text]));
    expect(value.agreement?.total).toBe(412880);
    expect(value.certificate.total_deuda_vencida_liquidada).toBe(0);
  });

  it('reads no agreement where none is stated', () => {
    const text =
      'Certificado de Deuda\nNOMBRE: PINO RUIZ DANIELA\nNo registra deuda morosa ni convenios de pago.';
    expect(extractTgrDebt(documentFromPages('tgr.pdf', [text])).value.agreement).toBeNull();
  });
});

describe('extractTgrDebt, forms of the cuotas table and a blank name', () => {
  const read = (lines: string[]) => extractTgrDebt(documentFromPages('tgr.pdf', [lines.join('\n')]));

  it('reads the subtotals of overdue and not yet due cuotas', () => {
    const { certificate } = read([
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Rol: 45-01210-033   Contribuyente: VALDÉS ROA ÁLVARO',
      'Cuota  Año  Vencimiento  Total',
      '2      2024  30-06-2024  51,300',
      'Subtotal cuotas vencidas (CLP)   51,300',
      '3      2024  30-09-2024  52,100',
      '4      2024  30-11-2024  52,100',
      'Subtotal cuotas no vencidas (CLP)   104,200',
    ]).value;
    expect(certificate.total_deuda_vencida_liquidada).toBe(51300);
    expect(certificate.total_deuda_no_vencida_liquidada).toBe(104200);
    const other = read([
      'CERTIFICADO DE DEUDA',
      'Rol 88-00412-002',
      'SUBTOTAL MOROSA  $ 9.870',
      'SUBTOTAL POR VENCER  $ 20.115',
    ]).value.certificate;
    expect(other.total_deuda_vencida_liquidada).toBe(9870);
    expect(other.total_deuda_no_vencida_liquidada).toBe(20115);
    const third = read(['Certificado de Deuda', 'Total morosas: $ 12.400', 'Total no vencidas: $ 6.100'])
      .value.certificate;
    expect(third.total_deuda_vencida_liquidada).toBe(12400);
    expect(third.total_deuda_no_vencida_liquidada).toBe(6100);
  });

  it('leaves a blank name blank and doubtful, never the heading above its label', () => {
    for (const lines of [
      ['Certificado de Deuda', 'Nombre contribuyente :', 'Dirección : CALLE SUR 12', 'Rol : 15-00020-001'],
      ['TESORERÍA GENERAL DE LA REPÚBLICA', 'NOMBRE', 'ROL 330-01020-004'],
    ]) {
      const { value, provenance } = read(lines);
      expect(value.certificate.contribuyente.nombre).toBe('');
      expect(provenance['contribuyente.nombre']?.confidence).toBeLessThan(0.5);
    }
  });
});

describe('extractTgrDebt, headline amounts against the tables’ totals', () => {
  const certificate = (headline: string) =>
    [
      'Tesorería General de la República',
      'Certificado de Deuda',
      'NOMBRE SOTO RÍOS ANA MARÍA',
      'ROL 117-03412-017',
      'Total Deuda Liquidada Morosa Total Deuda No Vencida Liquidada',
      headline,
      'Deuda :Morosa (CLP)',
      '30 30 3120341178 30-Abr-2025 96,540 1,834 5,792 0 104,166',
      'Total Deuda Morosa (CLP) 96,540 1,834 5,792 0 104,166',
      'Deuda :No Vencida (CLP)',
      '30 30 3120341180 30-Sep-2025 96,540 0 0 0 96,540',
      'Total Deuda No Vencida (CLP) 96,540 0 0 0 96,540',
      'Fecha de Emisión del Certificado: 20-08-2025',
    ].join('\n');

  it('keeps amounts that match their tables sure', () => {
    const { value, provenance } = extractTgrDebt(
      documentFromPages('tgr.pdf', [certificate('CLP 104,166 CLP 96,540')]),
    );
    expect(value.certificate.total_deuda_vencida_liquidada).toBe(104166);
    expect(provenance.total_deuda_vencida_liquidada?.unsure).toBeUndefined();
  });

  it('doubts an amount read from the other column, pointing at its table’s total', () => {
    const { value, provenance } = extractTgrDebt(
      documentFromPages('tgr.pdf', [certificate('CLP 96,540 CLP 104,166')]),
    );
    expect(value.certificate.total_deuda_no_vencida_liquidada).toBe(104166);
    expect(provenance.total_deuda_no_vencida_liquidada?.unsure).toContain('amounts_disagree');
  });
});

describe('extractTgrDebt: zeros of a certificate that denies any debt', () => {
  const certificate = (amounts: string, statement: string) =>
    extractTgrDebt(
      ocrDocumentFromPages('deuda.scan.pdf', [
        [
          'TESORERÍA GENERAL DE LA REPÚBLICA',
          'Certificado de Deuda de Contribuciones',
          'Nombre:     QUEZADA ARAVENA TOMÁS ELÍAS',
          'Rol:        5402-00318-011',
          amounts,
          statement,
          'Fecha de Emisión del Certificado: 14-03-2026 10:12',
        ].join('\n'),
      ]),
    );

  it('reads an unprinted total as zero from the sentence denying any debt, and points at it', () => {
    const { value, provenance } = certificate(
      'Total Deuda Morosa:   CLP O\nTotal Deuda No Vencida:   CLP O',
      'Se certifica que el rol indicado no registra deuda de contribuciones a la fecha.',
    );
    expect(value.certificate.total_deuda_vencida_liquidada).toBe(0);
    expect(value.certificate.total_deuda_no_vencida_liquidada).toBe(0);
    for (const path of ['total_deuda_vencida_liquidada', 'total_deuda_no_vencida_liquidada']) {
      expect(provenance[path]?.snippet).toMatch(/no registra deuda de contribuciones/);
      expect(provenance[path]?.derived).toBeUndefined();
    }
  });

  it('reads nothing from a denial of one section, nor from a certificate that states a debt', () => {
    const oneSection = certificate(
      'Total Deuda No Vencida:   CLP 41,300',
      'El rol no registra deuda morosa a la fecha de emisión.',
    );
    expect(oneSection.provenance.total_deuda_vencida_liquidada).toBeUndefined();
    const owed = certificate('Detalle de cuotas ilegible', 'El rol registra la deuda que se detalla.');
    expect(owed.provenance.total_deuda_vencida_liquidada).toBeUndefined();
    expect(owed.provenance.total_deuda_no_vencida_liquidada).toBeUndefined();
  });
});
