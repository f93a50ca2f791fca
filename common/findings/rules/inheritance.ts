import { describeInscription, inscriptionFacts, type RuleContext } from '../context';
import type { Finding } from '../finding';

const CHECKS =
  'Verificar que la posesión efectiva esté inscrita, la inscripción especial de herencia, y el pago o exención del impuesto a la herencia (Ley 16.271; art. 688 del Código Civil).';

/**
 * Inheritance titles (chilean-documents.md §17.11) of the current inscription: heirs owning in
 * common must all sign (hereditary community); a single heir or an adjudication in the partition
 * still rests on the posesión efectiva and the inheritance tax being settled.
 */
export function inheritance(context: RuleContext): Finding[] {
  const [current, previous] = context.report.property_registry_history;
  if (!current) return [];
  const facts = inscriptionFacts(context.facts, current);
  if (!facts) return [];
  const where = describeInscription(current);
  const refs = ['property_registry_history[0].vendedores', 'property_registry_history[0].propietarios'];
  if (facts.act === 'herencia') {
    const heirs = current.propietarios.map((owner) => owner.nombre).join(', ');
    return current.propietarios.length > 1
      ? [
          {
            code: 'COMUNIDAD_HEREDITARIA',
            severity: 'alta',
            message: `La inscripción de ${where} es una inscripción de herencia a nombre de varios herederos (${heirs}), que forman una comunidad hereditaria: todos deben concurrir a la venta o adjudicarse antes el inmueble. ${CHECKS}`,
            doc: 'dominio_vigente',
            refs,
          },
        ]
      : [
          {
            code: 'TITULO_HERENCIA',
            severity: 'media',
            message: `El propietario adquirió por herencia (inscripción de ${where}). ${CHECKS}`,
            doc: 'dominio_vigente',
            refs,
          },
        ];
  }
  const previousFacts = previous ? inscriptionFacts(context.facts, previous) : undefined;
  if (facts.act === 'adjudicacion' && (facts.inheritancePartition || previousFacts?.act === 'herencia'))
    return [
      {
        code: 'TITULO_HERENCIA_ADJUDICACION',
        severity: 'media',
        message: `El propietario adquirió por adjudicación en la partición de una herencia (inscripción de ${where}${previous ? `; título anterior de herencia a ${describeInscription(previous)}` : ''}). ${CHECKS}`,
        doc: 'dominio_vigente',
        refs,
      },
    ];
  return [];
}
