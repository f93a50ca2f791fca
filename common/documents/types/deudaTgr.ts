import { z } from 'zod';

import { newPersonRef } from '../../report/defaults';
import { date, integer, optionalText, personRefSchema, text } from '../../report/schemaParts';
import { issueDate, propertyAddress, rol, rolDescription, rolHeading, taxpayer } from '../sharedFields';
import type { CertificateListModule, DocumentType } from '../typeModule';

/*
 * The Treasury's certificate of property-tax debt (TGR).
 */

export const debtCertificateSchema = z.object({
  fecha_emision: date,
  rol_avaluo: text,
  contribuyente: personRefSchema,
  direccion_propiedad: text,
  comuna_propiedad: optionalText,
  /** "Total Deuda Morosa" on the TGR certificate. */
  total_deuda_vencida_liquidada: integer,
  total_deuda_no_vencida_liquidada: integer,
  codigo_verificacion: optionalText,
});

export type DebtCertificate = z.infer<typeof debtCertificateSchema>;

export function newDebtCertificate(): DebtCertificate {
  return {
    fecha_emision: null,
    rol_avaluo: '',
    contribuyente: newPersonRef(),
    direccion_propiedad: '',
    comuna_propiedad: null,
    total_deuda_vencida_liquidada: null,
    total_deuda_no_vencida_liquidada: null,
    codigo_verificacion: null,
  };
}

export const deudaTgrType = {
  label: 'Certificado de deuda de contribuciones de Tesorería',
  shortLabel: 'Certificado de deuda (Tesorería)',
  findingLabel: 'el certificado de deuda de contribuciones de Tesorería',
  maxAgeDays: 30,
  feeds: { list: 'debt_certificates' },
  issuer: 'tesoreria',
  absentMeaning:
    'No se acompañó certificado de deuda de contribuciones de Tesorería: no es posible descartar deudas de contribuciones que deban pagarse antes de la escritura.',
  requiredInEveryStudy: true,
} as const satisfies DocumentType;

/** The list its documents fill. */
export const debtCertificateList = {
  schema: debtCertificateSchema,
  create: newDebtCertificate,
  nested: {},
  fields: {
    fecha_emision: { ...issueDate, identity: true },
    rol_avaluo: { ...rol, identity: true },
    contribuyente: taxpayer(true),
    ...propertyAddress,
    total_deuda_no_vencida_liquidada: { label: 'Deuda no vencida', kind: 'amount', required: true },
    total_deuda_vencida_liquidada: { label: 'Deuda morosa', kind: 'amount', required: true },
    codigo_verificacion: { label: 'Código de verificación', kind: 'verificationCode', required: true },
  },
  label: 'Certificados de deuda',
  documentName: 'Certificado de deuda',
  sectionTitle: 'Certificado de deuda de contribuciones (Tesorería)',
  printTitle: 'Deuda de contribuciones (Tesorería)',
  describe: rolDescription,
  printHeading: { noun: 'Certificado', detail: rolHeading },
} as const satisfies CertificateListModule<DebtCertificate>;
