import { findLienKinds } from '../../../../common/vocabularies/lienKinds';

/*
 * A GP entry is one inscription, kept in one registry: a hipoteca in the Registro de Hipotecas y
 * Gravámenes, a prohibición in the Registro de Interdicciones y Prohibiciones. A kind read as two
 * kinds of different registries ("HIPOTECA 1. PROHIBICIÓN", two columns of a table read as one
 * line) joined two entries, and the reference, creditor and amount read beside it may be
 * either's.
 */

/** True when a lien's kind names kinds kept in two different registries. */
export function kindsOfTwoRegistries(tipo: string): boolean {
  return new Set(findLienKinds(tipo).map((found) => found.registry)).size > 1;
}
