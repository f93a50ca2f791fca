import { foldAccents } from '../../../../common/vocabularies';

/*
 * A property's description begins at its noun ("inmueble", "departamento", "lote"): one that begins
 * at a word that links it to the sentence before ("siguientes inmuebles …", "referido lote", "y
 * demás …") was cut in the middle of that sentence, and its start belongs to the words before.
 */

/** Words that only continue a sentence: determiners that point back, conjunctions, prepositions. */
const CONNECTORS = new Set([
  'siguiente',
  'siguientes',
  'referido',
  'referida',
  'referidos',
  'referidas',
  'dicho',
  'dicha',
  'dichos',
  'dichas',
  'mencionado',
  'mencionada',
  'individualizado',
  'individualizada',
  'singularizado',
  'singularizada',
  'cual',
  'cuales',
  'que',
  'y',
  'e',
  'o',
  'u',
  'ni',
  'a',
  'al',
  'en',
  'con',
  'por',
  'para',
  'sobre',
  'este',
  'esta',
  'estos',
  'estas',
  'aquel',
  'aquella',
]);

/** True when the description begins with a word that continues the sentence before it. */
export function startsWithConnector(value: string): boolean {
  const first = /^[a-z]+/.exec(foldAccents(value))?.[0];
  return first !== undefined && CONNECTORS.has(first);
}
