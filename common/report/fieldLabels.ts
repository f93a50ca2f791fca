import type {
  DebtCertificate,
  Deslinde,
  FiscalAppraisal,
  GpCertificate,
  Lien,
  MarriageCertificate,
  PersonRef,
  Prohibition,
  PropertySituationReport,
  PublicExpropriationCertificate,
  RegistryEntry,
  RegistryPerson,
  Report,
} from './schema';

type ReportKey =
  | keyof Report
  | keyof RegistryEntry
  | keyof RegistryPerson
  | keyof Deslinde
  | keyof PersonRef
  | keyof Lien
  | keyof Prohibition
  | keyof GpCertificate
  | keyof DebtCertificate
  | keyof PropertySituationReport
  | keyof PublicExpropriationCertificate
  | keyof FiscalAppraisal
  | keyof MarriageCertificate;

/** Spanish names of the report's fields, as a user knows them; a field added to the schema fails to compile here. */
export const REPORT_FIELD_LABELS = {
  today: 'Fecha del análisis',
  study_date: 'Fecha del estudio',
  property_registry_history: 'Historial de inscripciones',
  notes: 'Observaciones',
  gp_certificates: 'Certificados de hipotecas y gravámenes',
  debt_certificates: 'Certificados de deuda',
  property_situation_reports: 'Informes SERVIU',
  public_expropriation_certificates: 'Certificados de afectación a utilidad pública',
  certificados_avaluo: 'Certificados de avalúo fiscal',
  certificados_matrimonio: 'Certificados de matrimonio',
  fecha_emision: 'Fecha de emisión',
  conservador: 'Conservador',
  fojas: 'Fojas',
  vuelta: 'Vuelta',
  numero: 'Número',
  ano: 'Año',
  codigo_verificacion: 'Código de verificación',
  propietarios: 'Propietarios',
  descripcion_propiedad: 'Descripción de la propiedad',
  deslindes: 'Deslindes',
  rol_avaluo: 'Rol de avalúo',
  comuna: 'Comuna',
  plano: 'Plano',
  conservador_anterior: 'Conservador anterior',
  fojas_anterior: 'Fojas anterior',
  vuelta_anterior: 'Vuelta anterior',
  numero_anterior: 'Número anterior',
  ano_anterior: 'Año anterior',
  fecha_registro: 'Fecha de registro',
  notaria_comuna: 'Comuna de la notaría',
  notaria: 'Notaría',
  vendedores: 'Vendedores',
  precio: 'Precio',
  nombre: 'Nombre',
  rut: 'RUT',
  estado_civil: 'Estado civil',
  domicilio: 'Domicilio',
  direccion: 'Dirección',
  largo: 'Largo',
  propiedad: 'Propiedad',
  tipo: 'Tipo',
  acreedor: 'Acreedor',
  suma_dinero: 'Suma de dinero',
  accion: 'Acción',
  gravamenes: 'Gravámenes',
  prohibiciones: 'Prohibiciones',
  contribuyente: 'Contribuyente',
  direccion_propiedad: 'Dirección de la propiedad',
  comuna_propiedad: 'Comuna de la propiedad',
  total_deuda_vencida_liquidada: 'Deuda morosa',
  total_deuda_no_vencida_liquidada: 'Deuda no vencida',
  numero_certificado: 'Número de certificado',
  objeto_expropiacion: 'Objeto de expropiación',
  tipo_vivienda: 'Tipo de vivienda',
  expropiacion_vial: 'Expropiación vial',
  tipo_expropiacion_vial: 'Tipo de expropiación vial',
  vias_expropiacion_vial: 'Vías de la expropiación vial',
  tipo_afectacion_vial: 'Tipo de afectación vial',
  expropiacion_por_parque: 'Expropiación por parque',
  tipo_afectacion_por_parque: 'Tipo de afectación por parque',
  destino: 'Destino',
  avaluo_afecto: 'Avalúo afecto',
  avaluo_exento: 'Avalúo exento',
  avaluo_total: 'Avalúo total',
  circunscripcion: 'Circunscripción',
  numero_de_inscripcion: 'Número de inscripción',
  marido: 'Marido',
  mujer: 'Mujer',
  tipo_de_sociedad_conyugal: 'Régimen matrimonial',
  client_name: 'Cliente',
  conclusion: 'Conclusión',
} as const satisfies Record<ReportKey, string>;

function isReportKey(key: string): key is ReportKey {
  return Object.hasOwn(REPORT_FIELD_LABELS, key);
}

/**
 * A path into a report in Spanish: `['property_registry_history', 0, 'propietarios', 2, 'nombre']`
 * → `Historial de inscripciones 1 › Propietarios 3 › Nombre` (list positions count from 1).
 */
export function reportFieldName(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const step of path) {
    if (typeof step === 'number') {
      const last = parts.pop();
      parts.push(last === undefined ? String(step + 1) : `${last} ${step + 1}`);
    } else {
      const key = String(step);
      parts.push(isReportKey(key) ? REPORT_FIELD_LABELS[key] : key);
    }
  }
  return parts.join(' › ');
}
