import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import { canonicalConservador } from '../../../../common/vocabularies/conservadores';

/*
 * A comuna, a notary's comuna and a registry (conservador) are names of a closed list: one that is
 * none of them ("Osomo" for Osorno, "Chilán") is a misreading, whatever confidence OCR gave it.
 */

/** The keys whose values are comunas, and those that name a registry. */
const COMUNA_KEYS = new Set(['comuna', 'notaria_comuna']);

/** True when a place value names no comuna (or, for a registry, no conservador) of the lists. */
export function unknownPlace(key: string, value: string): boolean {
  if (COMUNA_KEYS.has(key)) return canonicalComuna(value) === null;
  if (key === 'conservador') return canonicalConservador(value) === null && canonicalComuna(value) === null;
  return false;
}
