/** Vocabularies of the municipal public-utility affectation certificate (SPEC §3). */

export const TIPO_VIVIENDA_VALUES = ['Urbano', 'Rural'] as const;
export type TipoVivienda = (typeof TIPO_VIVIENDA_VALUES)[number];

/** SPEC §9 default for a new certificate. */
export const DEFAULT_TIPO_VIVIENDA = 'Urbano' satisfies TipoVivienda;

/** Road affectation: widening an existing street or opening a new one. */
export const VIAL_TYPE_VALUES = ['Ensanche', 'Apertura'] as const;
export type VialType = (typeof VIAL_TYPE_VALUES)[number];

/** Shared by the road and the park affectation. */
export const AFFECTATION_TYPE_VALUES = [
  'Afectación involucra edificios',
  'Afectación involucra sólo terreno',
] as const;
export type AffectationType = (typeof AFFECTATION_TYPE_VALUES)[number];
