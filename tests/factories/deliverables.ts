import { readFileSync } from 'node:fs';
import { parseReport, type Report } from '../../common/report/schema';
import type { FirmLetterhead } from '../../common/firm/settings';
import { readReviewStatus } from '../../common/review/status';
import type { ReportDocumentMeta } from '../../server/render/documentModel';

/*
 * Reports for the render tests and the benchmark: a real case from the development corpus
 * (dev-02, copied next to this file), the same case with awkward values in every section, and
 * a 200-entry report.
 */

export function typicalReport(): Report {
  const json: unknown = JSON.parse(
    readFileSync(new URL('../fixtures/render/dev-02.ground_truth.json', import.meta.url), 'utf8'),
  );
  return parseReport(json);
}

/** 3,000 characters of registry prose with accents, ñ and ü. */
export const LONG_DESCRIPTION = (
  'Inmueble ubicado en calle Ñuñoa número mil, que corresponde al sitio número diecisiete de la manzana «C» del ' +
  'plano de loteo de la Población Los Copihues, con pingüinera, según plano archivado bajo el número 10442. '
)
  .repeat(20)
  .slice(0, 3000);

export const LARGE_AMOUNT = 987_654_321_012;

/** Every section filled, with the values that break layouts: long text, zero and huge amounts, Spanish signs. */
export function awkwardReport(): Report {
  const report = typicalReport();
  const [current] = report.property_registry_history;
  if (!current) throw new Error('dev-02 has no registry entry');
  current.descripcion_propiedad = LONG_DESCRIPTION;
  current.propietarios.push({
    nombre: 'MARÍA JOSÉ NÚÑEZ PEÑA',
    rut: null,
    estado_civil: null,
    domicilio: null,
  });
  const gp = report.gp_certificates?.[0];
  if (!gp) throw new Error('dev-02 has no GP certificate');
  gp.gravamenes.push({
    fecha_emision: '2018-05-03',
    conservador: 'San Miguel',
    fojas: 5120,
    vuelta: false,
    numero: 4402,
    ano: 2018,
    codigo_verificacion: 'HIP-2018-ÑU',
    tipo: 'HIPOTECA',
    suma_dinero: 'UF 2.450,50',
    acreedor: 'Banco del Estado de Chile',
  });
  gp.prohibiciones.push({
    fecha_emision: null,
    conservador: 'San Miguel',
    fojas: 3900,
    vuelta: true,
    numero: 3311,
    ano: 2018,
    codigo_verificacion: null,
    tipo: 'PROHIBICION',
    acreedor: 'Banco del Estado de Chile',
    accion: 'de gravar y enajenar',
  });
  const debt = report.debt_certificates?.[0];
  if (!debt) throw new Error('dev-02 has no debt certificate');
  report.debt_certificates?.push(
    {
      ...structuredClone(debt),
      rol_avaluo: '3412-18',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    },
    {
      ...structuredClone(debt),
      total_deuda_vencida_liquidada: LARGE_AMOUNT,
      total_deuda_no_vencida_liquidada: 1,
    },
  );
  const affectation = report.public_expropriation_certificates?.[0];
  if (!affectation) throw new Error('dev-02 has no affectation certificate');
  Object.assign(affectation, {
    objeto_expropiacion: true,
    expropiacion_vial: true,
    tipo_expropiacion_vial: 'Ensanche',
    vias_expropiacion_vial: 'Avenida Ñuble y pasaje Los Copihues',
    tipo_afectacion_vial: 'Afectación involucra sólo terreno',
    expropiacion_por_parque: true,
    tipo_afectacion_por_parque: 'Afectación involucra edificios',
  });
  report.notes?.push('¿Se pagó la cuota Nº 3? ¡Verificar! 1º y 2ª cuotas; cigüeña; 2018 ← 2011.');
  return report;
}

/** 200 registry entries and 200 liens. */
export function largeReport(): Report {
  const report = typicalReport();
  const [current] = report.property_registry_history;
  const gp = report.gp_certificates?.[0];
  if (!current || !gp) throw new Error('dev-02 lacks a registry entry or a GP certificate');
  report.property_registry_history = Array.from({ length: 200 }, (_, index) => ({
    ...structuredClone(current),
    fojas: 1000 + index,
    ano: 2018 - Math.floor(index / 10),
  }));
  gp.gravamenes = Array.from({ length: 200 }, (_, index) => ({
    fecha_emision: '2018-05-03',
    conservador: 'San Miguel',
    fojas: 5000 + index,
    vuelta: index % 2 === 0,
    numero: 4000 + index,
    ano: 2018,
    codigo_verificacion: `COD-${index}`,
    tipo: 'HIPOTECA',
    suma_dinero: `$${index}.000.000`,
    acreedor: `Acreedor número ${index + 1}`,
  }));
  return report;
}

/** Three uploads: two the analysis recognised (with issuer and date), one it did not. */
export function sampleMeta(overrides: Partial<ReportDocumentMeta> = {}): ReportDocumentMeta {
  return {
    reportName: 'Estudio pasaje Los Copihues 8841, La Cisterna',
    reportId: 'k3m9x2p7q1w8e5r',
    issuedAt: new Date('2026-03-05T15:00:00.000Z'),
    documentCount: 10,
    review: readReviewStatus({}),
    fileNames: ['01_dominio_vigente.pdf', '05_gp.pdf', '06_deuda_tgr.pdf'],
    documents: [
      {
        file: '01_dominio_vigente.pdf',
        type: 'dominio_vigente',
        pages: 3,
        ocr: false,
        sha256: 'a1',
        issuer: 'Conservador de Bienes Raíces de San Miguel',
        fecha_emision: '2025-09-08',
      },
      { file: '05_gp.pdf', type: 'gp', pages: 2, ocr: false, sha256: 'b2', fecha_emision: '2025-09-08' },
      { file: '06_deuda_tgr.pdf', type: 'unknown', pages: 1, ocr: true, sha256: 'c3' },
    ],
    ...overrides,
  };
}

/** A firm's settings as the deliverable prints them, without a logo. */
export function sampleFirm(overrides: Partial<FirmLetterhead> = {}): FirmLetterhead {
  return {
    firmName: 'Estudio Jurídico Fernández & Asociados',
    address: 'Av. Apoquindo 3000, oficina 501, Las Condes',
    lawyerName: 'Josefina Fernández Ruiz',
    footerText: 'Documento confidencial. Uso exclusivo del cliente.',
    logo: null,
    ...overrides,
  };
}

/** A real logo, drawn and encoded by @napi-rs/canvas (as a firm would export it). */
export async function sampleLogo(
  mimeType: 'image/png' | 'image/jpeg',
): Promise<NonNullable<FirmLetterhead['logo']>> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(300, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1F3A5F';
  context.fillRect(0, 0, 300, 120);
  context.fillStyle = '#FFFFFF';
  context.fillRect(20, 20, 80, 80);
  const bytes = mimeType === 'image/png' ? await canvas.encode('png') : await canvas.encode('jpeg');
  return { bytes: new Uint8Array(bytes), mimeType };
}

/** The numbered sections of every deliverable, in order. */
export const SECTION_TITLES = [
  '1. Conclusión',
  '2. Resumen de la propiedad por rol de avalúo',
  '3. Documentos cargados',
  '4. Historial de inscripciones de dominio',
  '5. Certificado de hipotecas, gravámenes y prohibiciones',
  '6. Deuda de contribuciones (Tesorería)',
  '7. Informe de situación de la propiedad (SERVIU)',
  '8. Certificado de afectación a utilidad pública (municipal)',
  '9. Certificado de avalúo fiscal (SII)',
  '10. Certificados de matrimonio',
  '11. Observaciones',
];
