import type { DocumentType } from '../typeModule';

/** The municipal certificate of no debt for cleaning fees: facts for the legal verification only. */
export const noDeudaAseoType = {
  label: 'Certificado de no deuda de derechos de aseo (viviendas exentas de contribuciones)',
  shortLabel: 'Certificado de derechos de aseo',
  findingLabel: 'el certificado municipal de no deuda de derechos de aseo',
  maxAgeDays: 30,
  feeds: null,
  issuer: 'municipalidad',
  absentMeaning: null,
  requiredInEveryStudy: false,
} as const satisfies DocumentType;
