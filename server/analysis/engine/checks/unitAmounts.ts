/*
 * An amount in unidades de fomento that no price or lien states: a UF is worth tens of thousands
 * of pesos, and a mortgage or a sale is for hundreds of UF or more. A handful of UF is a printed
 * amount a worn copy cut ("1,500 UF" read as "1,50 UF", its thousands separator taken for a decimal
 * comma) or another cell's figure.
 */

/** Below this many UF, an amount is no price nor lien. */
export const FEWEST_UNITS = 10;

/** The number of UF an amount written "1.500,00 UF" or "UF 980" states, or null for another unit. */
function units(value: string): number | null {
  const match = /^(?:UF\s*)?(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d+))?(?:\s*UF)?$/i.exec(value.trim());
  if (!match || !/\bUF\b/i.test(value)) return null;
  return Number(`${(match[1] ?? '').replace(/\./g, '')}.${match[2] ?? '0'}`);
}

/** True when an amount in UF is below FEWEST_UNITS. */
export function tooFewUnits(value: string): boolean {
  const amount = units(value);
  return amount !== null && amount < FEWEST_UNITS;
}
