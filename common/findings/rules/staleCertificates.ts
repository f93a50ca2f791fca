import { documentSubject, type RuleContext } from '../context';
import { documentChecklist } from '../documentChecklist';
import { formatDay } from '../../format/dates';
import type { Finding } from '../finding';

/**
 * Certificate freshness (chilean-documents.md §17.10): each certificate older than its maximum age
 * on the reference date must be requested again. A certificate exactly at the limit is still valid.
 */
export function staleCertificates(context: RuleContext): Finding[] {
  return documentChecklist(context).flatMap(({ doc, documents, maxAgeDays }) =>
    documents.flatMap(({ ageDays, stale, path }): Finding[] => {
      if (!stale || ageDays === null || maxAgeDays === null) return [];
      const months = Math.floor(ageDays / 30);
      const ageText = months >= 2 ? `${months} meses` : `${ageDays} días`;
      const issued = context.referenceDay - ageDays;
      return [
        {
          code: 'CERTIFICADO_VENCIDO',
          severity: 'media',
          message: `${documentSubject(doc)} fue emitido el ${formatDay(issued)}, ${ageText} antes de la fecha del estudio (${formatDay(context.referenceDay)}); el plazo usual es de ${maxAgeDays} días: debe solicitarse uno actualizado.`,
          doc,
          refs: path ? [path] : [],
        },
      ];
    }),
  );
}
