import type { DocumentTypeId } from '../../../common/vocabularies/documentTypes';
import { foldAccents } from '../../../common/vocabularies/comparisonKey';
import type { DocumentText } from './document';
import { isDominioVigente, isInscriptionCopy, isLienCertificate, isNotarialDeed } from './reading/cbrSignals';

export type DocumentType = DocumentTypeId | 'unknown';

interface Rule {
  type: DocumentTypeId;
  test: (head: string) => boolean;
}

/**
 * Ordered rules on the folded text: the first match wins. Titles and issuers come first; the
 * inscription rules come last because other certificates also cite the Registro de Propiedad.
 */
const RULES: Rule[] = [
  { type: 'sociedad', test: (head) => /registro de comercio/.test(head) && /sociedad/.test(head) },
  { type: 'no_matrimonio', test: (head) => /no matrimonio|no registra\s+matrimonio/.test(head) },
  { type: 'matrimonio', test: (head) => /certificado de matrimonio|inscripcion de matrimonio/.test(head) },
  { type: 'deuda_tgr', test: (head) => /tesoreria|certificado de deuda/.test(head) && /\brol\b/.test(head) },
  { type: 'no_deuda_aseo', test: (head) => /derechos? de aseo|aseo domiciliario/.test(head) },
  { type: 'avaluo_fiscal', test: (head) => /avaluo fiscal|servicio de impuestos internos/.test(head) },
  { type: 'serviu_no_expropiacion', test: (head) => /serviu/.test(head) && /expropiacion/.test(head) },
  {
    type: 'afectacion_utilidad_publica',
    test: (head) => /utilidad publica/.test(head) && /obras municipales|municipalidad/.test(head),
  },
  // A deed may cite the "certificado de hipotecas y gravámenes" it was signed with: deeds first.
  { type: 'escritura', test: isNotarialDeed },
  { type: 'gp', test: isLienCertificate },
  { type: 'dominio_vigente', test: isDominioVigente },
  { type: 'titulo_anterior', test: isInscriptionCopy },
];

/** The document type from its content (titles, issuers, legal phrases), never from the file name. */
export function classifyDocument(document: DocumentText): DocumentType {
  const head = foldAccents(document.raw.slice(0, 2500));
  return RULES.find((rule) => rule.test(head))?.type ?? 'unknown';
}
