import type { DocumentType } from '../typeModule';

/** Copies of earlier titles: the registry history after its first entry (registryHistory.ts). */
export const tituloAnteriorType = {
  label: 'Títulos anteriores hasta 10 años atrás',
  shortLabel: 'Título anterior',
  findingLabel: 'la inscripción del título anterior',
  maxAgeDays: null,
  feeds: { registry: 'earlier' },
  issuer: 'conservador',
  absentMeaning: null,
  requiredInEveryStudy: false,
} as const satisfies DocumentType;
