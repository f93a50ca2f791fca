import { yesWithoutWords } from './yesNoWords';

/*
 * A certificate's letterhead may name its issuer's expropriations office ("Sección
 * Expropiaciones", "Departamento de Expropiaciones"): the word is the office's name, not a
 * statement that the property is affected, so a "sí" whose only word for it is that heading was
 * read from the letterhead, not from the answer.
 */

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** An office named after expropriations, in a letterhead. */
const OFFICE =
  /\b(?:seccion|departamento|depto\.?|subdepartamento|unidad|division|oficina|area|subdireccion|direccion)\s+(?:de\s+)?expropiaciones\b/;

/** True when the snippet a "sí" was read from says it only through an office's name. */
export function yesFromHeading(snippet: string): boolean {
  const text = fold(snippet);
  return OFFICE.test(text) && yesWithoutWords(text.replace(new RegExp(OFFICE.source, 'g'), ' '));
}
