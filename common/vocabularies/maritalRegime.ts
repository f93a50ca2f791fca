/** Values of `tipo_de_sociedad_conyugal` in a marriage certificate (SPEC §3). */
export const MARITAL_REGIME_VALUES = ['con_separacion_de_bienes', 'con_sociedad_conyugal'] as const;

export type MaritalRegime = (typeof MARITAL_REGIME_VALUES)[number];

/** SPEC §9 default for a new marriage certificate. */
export const DEFAULT_MARITAL_REGIME = 'con_separacion_de_bienes' satisfies MaritalRegime;

export const MARITAL_REGIME_OPTIONS = [
  { value: 'con_separacion_de_bienes', label: 'Con separación de bienes' },
  { value: 'con_sociedad_conyugal', label: 'Con sociedad conyugal' },
] as const satisfies readonly { value: MaritalRegime; label: string }[];
