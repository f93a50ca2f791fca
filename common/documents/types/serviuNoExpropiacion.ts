import { z } from 'zod';

import { date, integer, optionalText, text } from '../../report/schemaParts';
import { issueDate, propertyAddress, rol, rolDescription, rolHeading } from '../sharedFields';
import type { CertificateListModule, DocumentType } from '../typeModule';

/*
 * SERVIU's report on the property's situation (certificate of no expropriation).
 */

export const propertySituationReportSchema = z.object({
  fecha_emision: date,
  numero_certificado: integer,
  rol_avaluo: text,
  direccion_propiedad: text,
  comuna_propiedad: optionalText,
  codigo_verificacion: optionalText,
  objeto_expropiacion: z.boolean(),
});

export type PropertySituationReport = z.infer<typeof propertySituationReportSchema>;

export function newPropertySituationReport(): PropertySituationReport {
  return {
    fecha_emision: null,
    numero_certificado: null,
    rol_avaluo: '',
    direccion_propiedad: '',
    comuna_propiedad: null,
    codigo_verificacion: null,
    objeto_expropiacion: false,
  };
}

export const serviuNoExpropiacionType = {
  label: 'Informe de situación de la propiedad del SERVIU (certificado de no expropiación)',
  shortLabel: 'Informe SERVIU',
  findingLabel: 'el informe de situación del SERVIU',
  maxAgeDays: 90,
  feeds: { list: 'property_situation_reports' },
  issuer: 'minvu',
  absentMeaning:
    'No se acompañó informe de situación del SERVIU: no es posible descartar que la propiedad esté afecta a expropiación por el SERVIU.',
  requiredInEveryStudy: true,
} as const satisfies DocumentType;

/** The list its documents fill. */
export const propertySituationReportList = {
  schema: propertySituationReportSchema,
  create: newPropertySituationReport,
  nested: {},
  fields: {
    fecha_emision: { ...issueDate, identity: true },
    numero_certificado: {
      label: 'Número de certificado',
      kind: 'identifier',
      required: true,
      identity: true,
    },
    rol_avaluo: rol,
    ...propertyAddress,
    objeto_expropiacion: { label: 'Afecta a expropiación', kind: 'yesNo' },
    codigo_verificacion: { label: 'Código de verificación', kind: 'verificationCode' },
  },
  label: 'Informes SERVIU',
  documentName: 'Informe SERVIU',
  sectionTitle: 'Informe de situación de la propiedad (SERVIU)',
  printTitle: 'Informe de situación de la propiedad (SERVIU)',
  describe: rolDescription,
  printHeading: { noun: 'Informe', detail: rolHeading },
} as const satisfies CertificateListModule<PropertySituationReport>;
