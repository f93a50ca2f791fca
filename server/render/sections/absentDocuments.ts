import type { DocumentTypeId } from '../../../common/vocabularies/documentTypes';

/**
 * What the absence of a document means for the study, printed where its section would be (issue
 * #11: "Sin documentos en esta sección" stated no legal consequence). By document type, so the
 * document registry can take these sentences over.
 */
export const ABSENT_DOCUMENT_TEXT = {
  dominio_vigente:
    'No se acompañó copia de la inscripción de dominio con vigencia: no es posible acreditar quién es el dueño actual ni revisar la cadena de títulos.',
  gp: 'No se acompañó certificado de hipotecas y gravámenes: no es posible descartar hipotecas, gravámenes, prohibiciones ni embargos sobre la propiedad.',
  deuda_tgr:
    'No se acompañó certificado de deuda de contribuciones de Tesorería: no es posible descartar deudas de contribuciones que deban pagarse antes de la escritura.',
  serviu_no_expropiacion:
    'No se acompañó informe de situación del SERVIU: no es posible descartar que la propiedad esté afecta a expropiación por el SERVIU.',
  afectacion_utilidad_publica:
    'No se acompañó certificado municipal de afectación a utilidad pública: no es posible descartar afectaciones viales o de parques que limiten la propiedad.',
  avaluo_fiscal:
    'No se acompañó certificado de avalúo fiscal: no es posible verificar el rol, el avalúo ni el destino de la propiedad, ni si está exenta de contribuciones.',
  matrimonio:
    'No se acompañó certificado de matrimonio: no es posible verificar el régimen de bienes de los propietarios ni si se requiere la autorización del cónyuge.',
} as const satisfies Partial<Record<DocumentTypeId, string>>;
