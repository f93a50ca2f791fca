import type { DocumentText } from '../document';
import type { ProvenanceRecorder } from '../provenance';
import { documentIssueDate } from '../reading/assign';
import { issuingOffice } from './shared';

/** When and by which office a CBR document was issued, with the provenance of both recorded. */
export function readIssue(
  document: DocumentText,
  record: ProvenanceRecorder,
): { fecha_emision: string | null; conservador: string | null } {
  const issued = documentIssueDate(document);
  if (issued) {
    const where = issued.in === 'raw' ? record.raw.bind(record) : record.normalized.bind(record);
    where('fecha_emision', issued.index, issued.text.length, issued.confidence);
  }
  const office = issuingOffice(document.raw, document.normalized.text, issued);
  if (office) record.office('conservador', office);
  return { fecha_emision: issued?.iso ?? null, conservador: office?.name ?? null };
}
