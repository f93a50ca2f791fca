import type { ReadRef } from '../text/inscriptionRef';
import { readTables } from './tables';

/*
 * A certificate of dominio vigente may give the inscription as a small table instead of a
 * sentence ("Registro  Fojas  Número  Año" over "Propiedad  1544 vta.  1102  2020"): its row whose
 * registry cell names the Registro de Propiedad is the property's own inscription.
 */

/** The registry cell naming the Registro de Propiedad, printed before the row's numbers or after them. */
const PROPERTY_BEFORE = /(?<!\p{L})(?:registro\s+de\s+)?propiedad\s*$/iu;
const PROPERTY_AFTER = /^\s*(?:registro\s+de\s+)?propiedad\b/iu;

/** The references of the table rows in the Registro de Propiedad, in normalised text. */
export function propertyTableRefs(text: string): ReadRef[] {
  return readTables(text, [], []).flatMap((table) =>
    table.rows
      .filter(
        (row) =>
          PROPERTY_BEFORE.test(text.slice(Math.max(0, row.ref.index - 30), row.ref.index)) ||
          PROPERTY_AFTER.test(text.slice(row.ref.index + row.ref.text.length, row.end)),
      )
      .map((row) => row.ref),
  );
}
