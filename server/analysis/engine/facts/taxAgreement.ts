import type { TaxAgreementFacts } from '../../../../common/findings/facts';
import type { DocumentText } from '../document';
import type { TgrDebtData } from '../extractors/tgrDebt';
import { ProvenanceRecorder } from '../provenance';

/**
 * Debt under a TGR payment agreement (section "Acogidos Art. 196 y 197", chilean-documents.md
 * §5), as the certificate's reader found it. Null when the certificate has no such section.
 */
export function taxAgreement(document: DocumentText, debt: TgrDebtData): TaxAgreementFacts | null {
  const { agreement, certificate } = debt;
  if (!agreement) return null;
  const recorder = new ProvenanceRecorder(document);
  recorder.raw('convenio', agreement.index, agreement.length);
  return {
    file: document.file,
    rol_avaluo: certificate.rol_avaluo,
    total: agreement.total,
    source: recorder.entries.convenio ?? null,
  };
}
