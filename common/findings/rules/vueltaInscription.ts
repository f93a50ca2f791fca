import { describeInscription, type RuleContext } from '../context';
import type { Finding } from '../finding';

/**
 * Inscriptions on the back of a page (fojas … vuelta): the deed and every later reference must
 * cite "vuelta", or the reference points at another page. One finding listing them all.
 */
export function vueltaInscription(context: RuleContext): Finding[] {
  const history = context.report.property_registry_history;
  const onBack = history.flatMap((entry, index) => (entry.vuelta ? [{ entry, index }] : []));
  if (onBack.length === 0) return [];
  return [
    {
      code: 'INSCRIPCION_VUELTA',
      severity: 'info',
      message: `${onBack.map(({ entry, index }) => `${index === 0 ? 'La inscripción vigente' : 'El título anterior'} rola a ${describeInscription(entry)}`).join('; ')}: la escritura y las referencias deben citar la foja vuelta.`,
      doc: onBack[0]?.index === 0 ? 'dominio_vigente' : 'titulo_anterior',
      refs: onBack.map(({ index }) => `property_registry_history[${index}].vuelta`),
    },
  ];
}
