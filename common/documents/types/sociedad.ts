import type { DocumentType } from '../typeModule';

/** Certificates of a company that owns the property: facts for the legal verification only. */
export const sociedadType = {
  label:
    'Certificados del registro de empresas y sociedades (estatuto actualizado, vigencia, anotaciones, vigencia de poderes)',
  shortLabel: 'Certificado de sociedad',
  findingLabel: 'el certificado de vigencia de la sociedad',
  maxAgeDays: 60,
  feeds: null,
  issuer: 'registro_empresas',
  absentMeaning: null,
  requiredInEveryStudy: false,
} as const satisfies DocumentType;
