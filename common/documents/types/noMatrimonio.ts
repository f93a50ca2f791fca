import type { DocumentType } from '../typeModule';

/** The civil registry's report of no marriage: facts for the legal verification only. */
export const noMatrimonioType = {
  label: 'Informe de no matrimonio',
  shortLabel: 'Certificado de no matrimonio',
  findingLabel: 'el certificado de no matrimonio',
  maxAgeDays: 90,
  feeds: null,
  issuer: 'registro_civil',
  absentMeaning: null,
  requiredInEveryStudy: false,
} as const satisfies DocumentType;
