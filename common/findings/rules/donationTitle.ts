import { describeInscription, inscriptionFacts, type RuleContext } from '../context';
import type { Finding } from '../finding';

/**
 * A current owner who acquired by donation: the donation needs its insinuación (art. 1401 of the
 * Código Civil) and the donations tax settled (Ley 16.271), and stays exposed to revocation for
 * ingratitude (art. 1428) and to the donor's heirs if it impaired their legítimas. Other acts
 * that are not a sale (aporte, permuta, dación en pago) are named in the chain of title.
 */
export function donationTitle(context: RuleContext): Finding[] {
  const current = context.report.property_registry_history[0];
  if (!current || inscriptionFacts(context.facts, current)?.act !== 'donacion') return [];
  return [
    {
      code: 'TITULO_DONACION',
      severity: 'media',
      message: `El propietario adquirió por donación (inscripción de ${describeInscription(current)}). Verificar la insinuación de la donación (art. 1401 del Código Civil) y el pago o la exención del impuesto a las donaciones (Ley 16.271); la donación puede revocarse por ingratitud (art. 1428) y ser reclamada por los herederos del donante si excede lo que podía donar (donación inoficiosa).`,
      doc: 'dominio_vigente',
      refs: ['property_registry_history[0].vendedores', 'property_registry_history[0].propietarios'],
    },
  ];
}
