/**
 * Values of `estado_civil` (SPEC §3); feminine forms on documents map to these. A conviviente
 * civil (acuerdo de unión civil) maps to none of them: the value stays empty and is marked
 * `outside_vocabulary` for the lawyer (README, Decisions, "Conviviente civil").
 */
export const ESTADO_CIVIL_VALUES = [
  'soltero',
  'casado_con_separacion_de_bienes',
  'casado',
  'divorciado',
  'viudo',
] as const;

export type EstadoCivil = (typeof ESTADO_CIVIL_VALUES)[number];

export const ESTADO_CIVIL_OPTIONS = [
  { value: 'soltero', label: 'Soltero(a)' },
  { value: 'casado_con_separacion_de_bienes', label: 'Casado(a) con separación de bienes' },
  { value: 'casado', label: 'Casado(a)' },
  { value: 'divorciado', label: 'Divorciado(a)' },
  { value: 'viudo', label: 'Viudo(a)' },
] as const satisfies readonly { value: EstadoCivil; label: string }[];
