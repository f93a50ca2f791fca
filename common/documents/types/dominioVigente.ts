import type { DocumentType } from '../typeModule';

/** The copy of the current inscription with its certificate of vigencia: the first entry of the registry
 * history (registryHistory.ts). */
export const dominioVigenteType = {
  label: 'Inscripción con vigencia o dominio vigente',
  shortLabel: 'Inscripción de dominio vigente',
  findingLabel: 'el certificado de dominio vigente',
  maxAgeDays: 30,
  feeds: { registry: 'current' },
  issuer: 'conservador',
  absentMeaning:
    'No se acompañó copia de la inscripción de dominio con vigencia: no es posible acreditar quién es el dueño actual ni revisar la cadena de títulos.',
  requiredInEveryStudy: true,
} as const satisfies DocumentType;
