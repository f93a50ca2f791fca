/**
 * The twelve document types the upload panel lists (SPEC §1), in that order, with the ids the
 * corpus and the classifier use.
 */
export const DOCUMENT_TYPES = [
  { id: 'dominio_vigente', label: 'Inscripción con vigencia o dominio vigente' },
  {
    id: 'escritura',
    label:
      'Último título (compraventa, donación, permuta, adjudicación, expropiación, cualquier acto entre vivos, o resolución de posesión efectiva en caso de herencia)',
  },
  { id: 'titulo_anterior', label: 'Títulos anteriores hasta 10 años atrás' },
  { id: 'gp', label: 'Certificado de hipotecas, gravámenes y prohibiciones (GP)' },
  { id: 'deuda_tgr', label: 'Certificado de deuda de contribuciones de Tesorería' },
  {
    id: 'no_deuda_aseo',
    label: 'Certificado de no deuda de derechos de aseo (viviendas exentas de contribuciones)',
  },
  { id: 'avaluo_fiscal', label: 'Certificado de avalúo fiscal simple del SII' },
  {
    id: 'serviu_no_expropiacion',
    label: 'Informe de situación de la propiedad del SERVIU (certificado de no expropiación)',
  },
  { id: 'afectacion_utilidad_publica', label: 'Certificado municipal de afectación a utilidad pública' },
  { id: 'matrimonio', label: 'Certificado de matrimonio de los propietarios' },
  { id: 'no_matrimonio', label: 'Informe de no matrimonio' },
  {
    id: 'sociedad',
    label:
      'Certificados del registro de empresas y sociedades (estatuto actualizado, vigencia, anotaciones, vigencia de poderes)',
  },
] as const;

export type DocumentTypeId = (typeof DOCUMENT_TYPES)[number]['id'];

export const DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = DOCUMENT_TYPES.map((type) => type.id);
