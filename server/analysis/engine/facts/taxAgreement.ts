import type { TaxAgreementFacts } from '../../../../common/findings/facts';
import type { DebtCertificate } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';

/**
 * Debt under a TGR payment agreement: the certificate's section "Acogidos Art. 196 y 197" closes
 * with "Total Deuda Acogid… (CLP) …", whose last amount (comma thousands) is the total
 * (chilean-documents.md §5). Null when the certificate has no such section.
 */
export function taxAgreement(document: DocumentText, debt: DebtCertificate): TaxAgreementFacts | null {
  const match = /Total\s+Deuda\s+(?:Acogid\p{L}*|(?:en\s+)?Convenio)[^\n(]*\(CLP\)([^\n]*)/iu.exec(
    document.raw,
  );
  const amounts = match?.[1]?.match(/\d{1,3}(?:,\d{3})+|\d+/g);
  const last = amounts?.at(-1);
  if (!match || !last) return null;
  const recorder = new ProvenanceRecorder(document);
  recorder.raw('convenio', match.index, match[0].length);
  return {
    file: document.file,
    rol_avaluo: debt.rol_avaluo,
    total: Number(last.replace(/,/g, '')),
    source: recorder.entries.convenio ?? null,
  };
}
