import type { DocumentTypeId } from '../vocabularies/documentTypes';

/** Short names of the documents, for pointing a finding at its source in lists and tables. */
export const DOCUMENT_SHORT_LABELS = {
  dominio_vigente: 'Inscripción de dominio vigente',
  escritura: 'Escritura',
  titulo_anterior: 'Título anterior',
  gp: 'Certificado de hipotecas y gravámenes (GP)',
  deuda_tgr: 'Certificado de deuda (Tesorería)',
  no_deuda_aseo: 'Certificado de derechos de aseo',
  avaluo_fiscal: 'Certificado de avalúo fiscal (SII)',
  serviu_no_expropiacion: 'Informe SERVIU',
  afectacion_utilidad_publica: 'Certificado de afectación a utilidad pública',
  matrimonio: 'Certificado de matrimonio',
  no_matrimonio: 'Certificado de no matrimonio',
  sociedad: 'Certificado de sociedad',
} as const satisfies Record<DocumentTypeId, string>;
