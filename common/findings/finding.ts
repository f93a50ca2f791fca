import type { DocumentTypeId } from '../documents/documentTypes';

/** Severities, most serious first (the order the report and the editor list them in). */
export const SEVERITY_VALUES = ['critica', 'alta', 'media', 'baja', 'info'] as const;

export type Severity = (typeof SEVERITY_VALUES)[number];

export const SEVERITY_LABELS = {
  critica: 'Crítica',
  alta: 'Alta',
  media: 'Media',
  baja: 'Baja',
  info: 'Informativa',
} as const satisfies Record<Severity, string>;

/**
 * Codes of chilean-documents.md §17 (the corpus `expected_findings`), plus the break and gap cases,
 * incomplete entries, missing documents and contradictions between documents (#11).
 */
export const FINDING_CODES = [
  'CADENA_10_ANOS_OK',
  'CADENA_10_ANOS_INCOMPLETA',
  'CADENA_QUIEBRE',
  'TRACTO_SUCESIVO_INCONSISTENTE',
  'DOMINIO_SIN_VIGENCIA',
  'NOMBRE_INCONSISTENTE',
  'PROPIETARIO_NO_COINCIDE',
  'ESTADO_CIVIL_INCONSISTENTE',
  'ROL_INCONSISTENTE',
  'RUT_INCONSISTENTE',
  'RUT_DIGITO_INVALIDO',
  'COPROPIEDAD',
  'PROPIETARIO_PERSONA_JURIDICA',
  'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE',
  'SEPARACION_DE_BIENES',
  'SOCIEDAD_CONYUGAL_DISUELTA',
  'HIPOTECA_VIGENTE',
  'PROHIBICION_VIGENTE',
  'EMBARGO_VIGENTE',
  'MEDIDA_PRECAUTORIA',
  'PROHIBICION_SERVIU',
  'INTERDICCION_VIGENTE',
  'LITIGIO_VIGENTE',
  'USUFRUCTO',
  'BIEN_FAMILIAR',
  'SERVIDUMBRE',
  'REGLAMENTO_COPROPIEDAD',
  'GRAVAMEN_VIGENTE',
  'ALZAMIENTO_HIPOTECA_EN_MARGEN',
  'ALZAMIENTO_PROHIBICION_EN_MARGEN',
  'ALZAMIENTO_EMBARGO_EN_MARGEN',
  'LITIGIO_EN_MARGEN',
  'GRAVAMEN_EN_MARGEN',
  'DEUDA_CONTRIBUCIONES',
  'CONVENIO_TGR',
  'SIN_DEUDA_MOROSA',
  'EXENTO_CONTRIBUCIONES_ASEO_OK',
  'EXENTO_SIN_CERTIFICADO_ASEO',
  'DEUDA_ASEO',
  'AFECTACION_VIAL_ENSANCHE',
  'AFECTACION_VIAL_APERTURA',
  'AFECTACION_PARQUE',
  'AFECTACION_UTILIDAD_PUBLICA',
  'EXPROPIACION_SERVIU',
  'CERTIFICADO_VENCIDO',
  'DOCUMENTO_FALTANTE',
  'TITULO_HERENCIA',
  'TITULO_HERENCIA_ADJUDICACION',
  'COMUNIDAD_HEREDITARIA',
  'TITULO_DONACION',
  'INSCRIPCION_VUELTA',
  'REGISTRO_INCOMPLETO',
] as const;

export type FindingCode = (typeof FINDING_CODES)[number];

/** One thing a title lawyer would write down about the report. */
export interface Finding {
  code: FindingCode;
  severity: Severity;
  /** Spanish explanation for the lawyer. */
  message: string;
  /** Type of the document the finding is about, when it is about one. */
  doc?: DocumentTypeId;
  /** Output paths of the fields involved (`gp_certificates[0].gravamenes[1]`), for links to the editor. */
  refs: string[];
  /** Amount in CLP, for debts. */
  monto?: number;
}

/** Traffic light of a set of findings: rojo for any crítica/alta, amarillo for media, verde otherwise. */
export type TrafficLight = 'rojo' | 'amarillo' | 'verde';

export const TRAFFIC_LIGHT_LABELS = {
  rojo: 'Rojo: hay observaciones críticas o altas que impiden o condicionan la operación',
  amarillo: 'Amarillo: hay observaciones de severidad media que deben revisarse',
  verde: 'Verde: sin observaciones relevantes',
} as const satisfies Record<TrafficLight, string>;

/** The light's name alone, for lists. */
export const TRAFFIC_LIGHT_NAMES = {
  rojo: 'Rojo',
  amarillo: 'Amarillo',
  verde: 'Verde',
} as const satisfies Record<TrafficLight, string>;

export function trafficLight(findings: readonly Finding[]): TrafficLight {
  if (findings.some((finding) => finding.severity === 'critica' || finding.severity === 'alta'))
    return 'rojo';
  if (findings.some((finding) => finding.severity === 'media')) return 'amarillo';
  return 'verde';
}

/** Findings grouped by severity, most serious first; empty groups left out. */
export function groupBySeverity(
  findings: readonly Finding[],
): { severity: Severity; label: string; findings: Finding[] }[] {
  return SEVERITY_VALUES.map((severity) => ({
    severity,
    label: SEVERITY_LABELS[severity],
    findings: findings.filter((finding) => finding.severity === severity),
  })).filter((group) => group.findings.length > 0);
}

/**
 * Findings of one code within a severity, in order of first appearance: one card each in the
 * editor, one row each in the deliverable ("Certificados vencidos (7)").
 */
export interface FindingCard {
  code: FindingCode;
  findings: Finding[];
}

export function findingCards(findings: readonly Finding[]): FindingCard[] {
  const cards = new Map<FindingCode, FindingCard>();
  for (const finding of findings) {
    const card = cards.get(finding.code) ?? { code: finding.code, findings: [] };
    card.findings.push(finding);
    cards.set(finding.code, card);
  }
  return [...cards.values()];
}
