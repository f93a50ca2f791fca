import { z } from 'zod';

import { formatCLP } from '../../format/currency';
import { date, integer, optionalText, text } from '../../report/schemaParts';
import { issueDate, rol, rolDescription, rolHeading } from '../sharedFields';
import type { CertificateListModule, DocumentType } from '../typeModule';

/*
 * The SII's certificate of the fiscal appraisal.
 */

export const fiscalAppraisalSchema = z.object({
  fecha_emision: date,
  rol_avaluo: text,
  direccion: text,
  comuna: optionalText,
  destino: text,
  avaluo_afecto: integer,
  avaluo_exento: integer,
  avaluo_total: integer,
});

export type FiscalAppraisal = z.infer<typeof fiscalAppraisalSchema>;

export function newFiscalAppraisal(): FiscalAppraisal {
  return {
    fecha_emision: null,
    rol_avaluo: '',
    direccion: '',
    comuna: null,
    destino: '',
    avaluo_afecto: null,
    avaluo_exento: null,
    avaluo_total: null,
  };
}

export const avaluoFiscalType = {
  label: 'Certificado de avalúo fiscal simple del SII',
  shortLabel: 'Certificado de avalúo fiscal (SII)',
  findingLabel: 'el certificado de avalúo fiscal',
  maxAgeDays: 180,
  feeds: { list: 'certificados_avaluo' },
  issuer: 'sii',
  absentMeaning:
    'No se acompañó certificado de avalúo fiscal: no es posible verificar el rol, el avalúo ni el destino de la propiedad, ni si está exenta de contribuciones.',
  requiredInEveryStudy: true,
} as const satisfies DocumentType;

/** The list its documents fill. */
export const fiscalAppraisalList = {
  schema: fiscalAppraisalSchema,
  create: newFiscalAppraisal,
  nested: {},
  fields: {
    fecha_emision: { ...issueDate, identity: true },
    rol_avaluo: { ...rol, identity: true },
    direccion: { label: 'Dirección', kind: 'text', required: true, wide: true },
    comuna: { label: 'Comuna', kind: 'optionalText', required: true },
    destino: { label: 'Destino', kind: 'text', required: true },
    avaluo_afecto: { label: 'Avalúo afecto', kind: 'amount', required: true },
    avaluo_exento: { label: 'Avalúo exento', kind: 'amount', required: true },
    avaluo_total: { label: 'Avalúo total', kind: 'amount', required: true },
  },
  label: 'Certificados de avalúo fiscal',
  documentName: 'Certificado de avalúo',
  sectionTitle: 'Certificado de avalúo fiscal (SII)',
  printTitle: 'Certificado de avalúo fiscal (SII)',
  describe: (appraisal) =>
    [rolDescription(appraisal), formatCLP(appraisal.avaluo_total ?? 0)].filter(Boolean).join(' · '),
  printHeading: { noun: 'Certificado', detail: rolHeading },
} as const satisfies CertificateListModule<FiscalAppraisal>;
