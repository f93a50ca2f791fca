import { DOCUMENT_TYPE_IDS, reportSlot, type DocumentTypeId } from '../../documents/documentTypes';
import { documentSubject, type RuleContext } from '../context';
import { dayNumber, formatDay } from '../../format/dates';
import type { Finding } from '../finding';

interface Dated {
  doc: DocumentTypeId;
  issued: string | null | undefined;
  path: string | null;
}

/**
 * Every certificate with its issue date, where the registry says its type goes: the current
 * inscription, the items of its report list, or (types with no place in the report) the facts.
 */
function certificates(context: RuleContext): Dated[] {
  const { report, facts } = context;
  return DOCUMENT_TYPE_IDS.flatMap((doc): Dated[] => {
    const slot = reportSlot(doc);
    if (slot === null)
      return facts.documents
        .filter((document) => document.type === doc)
        .map((document) => ({ doc, issued: document.fecha_emision, path: null }));
    if ('registry' in slot) {
      const current = report.property_registry_history[0];
      return slot.registry === 'current' && current
        ? [{ doc, issued: current.fecha_emision, path: 'property_registry_history[0].fecha_emision' }]
        : [];
    }
    const items: readonly { fecha_emision: string | null }[] = report[slot.list] ?? [];
    return items.map((item, index) => ({
      doc,
      issued: item.fecha_emision,
      path: `${slot.list}[${index}].fecha_emision`,
    }));
  });
}

/**
 * Certificate freshness (chilean-documents.md §17.10): each certificate older than its maximum age
 * on the reference date must be requested again. A certificate exactly at the limit is still valid.
 */
export function staleCertificates(context: RuleContext): Finding[] {
  return certificates(context).flatMap(({ doc, issued, path }): Finding[] => {
    const day = dayNumber(issued);
    const limit = context.maxAgeDays(doc);
    if (day === null || limit === null) return [];
    const age = context.referenceDay - day;
    if (age <= limit) return [];
    const months = Math.floor(age / 30);
    const ageText = months >= 2 ? `${months} meses` : `${age} días`;
    return [
      {
        code: 'CERTIFICADO_VENCIDO',
        severity: 'media',
        message: `${documentSubject(doc)} fue emitido el ${formatDay(day)}, ${ageText} antes de la fecha del estudio (${formatDay(context.referenceDay)}); el plazo usual es de ${limit} días: debe solicitarse uno actualizado.`,
        doc,
        refs: path ? [path] : [],
      },
    ];
  });
}
