/*
 * How much a wrong value costs the study (issue #17 item 4), so that the review flow visits the
 * doubtful values in that order: the property's identity first (its inscription and rol), then
 * liens and prohibitions, then debts, then owners and parties, then everything else (descriptions,
 * boundaries, dates of issue).
 */

const TIERS: readonly RegExp[] = [
  /^(?:property_registry_history\[0\]|gp_certificates\[\d+\])\.(?:fojas|numero|ano|vuelta|conservador|rol_avaluo|comuna)$/,
  /^gp_certificates\[\d+\]\.(?:gravamenes|prohibiciones)\[/,
  /^debt_certificates\[\d+\]\.total_|^public_expropriation_certificates\[\d+\]\.(?:objeto_expropiacion|expropiacion_)|^property_situation_reports\[\d+\]\.objeto_expropiacion/,
  /\.(?:propietarios|vendedores)\b|\.contribuyente\b|\.(?:marido|mujer)\b|\.rol_avaluo$/,
];

/** One more than the lowest risk: the rank of values that are not doubtful. */
export const RISK_LEVELS = TIERS.length + 1;

/** 0 for the riskiest values (the property's identity) up to TIERS.length for descriptions and the rest. */
export function reviewRisk(path: string): number {
  const tier = TIERS.findIndex((pattern) => pattern.test(path));
  return tier === -1 ? TIERS.length : tier;
}
