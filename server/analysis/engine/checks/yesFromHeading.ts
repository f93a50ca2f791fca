import { yesWithoutWords } from './yesNoWords';
import { foldLower } from '../text/folded';

/*
 * A certificate's letterhead may name its issuer's expropriations office ("Sección
 * Expropiaciones", "Departamento de Expropiaciones"), and its title what it certifies
 * ("AFECTACIÓN A UTILIDAD PÚBLICA"): the words are a name, not a statement that the property is
 * affected, so a "sí" whose only words for it are that heading was read from the letterhead, not
 * from the answer.
 */

/** An office named after expropriations, in a letterhead. */
const OFFICE =
  /\b(?:seccion|departamento|depto\.?|subdepartamento|unidad|division|oficina|area|subdireccion|direccion)\s+(?:de\s+)?expropiaciones\b/;

/**
 * A certificate's title naming what it certifies ("CERTIFICADO N° 1.455/2026 AFECTACIÓN A
 * UTILIDAD PÚBLICA", "Certificado de expropiación y afectación"), also when the snippet's window
 * cut its first word ("TIFICADO DE EXPROPIACIÓN"): the kind of certificate, not its answer.
 */
const TITLE =
  /(?:\bcertificado|^\s*[a-z]{0,8}ficado)\b(?:\s+n\S*\s*[\d./-]+)?\s+(?:de\s+)?(?:no\s+)?(?:afectacion|expropiacion)(?:\s+y\s+(?:afectacion|expropiacion))?(?:\s+(?:a|por)\s+(?:utilidad\s+publica|expropiacion))?/;

/** True when the snippet a "sí" was read from says it only through an office's name or the certificate's title. */
export function yesFromHeading(snippet: string): boolean {
  const text = foldLower(snippet);
  const heading = [OFFICE, TITLE].filter((words) => words.test(text));
  return (
    heading.length > 0 &&
    yesWithoutWords(heading.reduce((rest, words) => rest.replace(new RegExp(words.source, 'g'), ' '), text))
  );
}
