import { chileCalendarDate } from '../format/chileTime';
import { formatDateShort } from '../format/dates';
import { DEFAULT_CONSERVADOR } from '../vocabularies/conservadores';
import { DEFAULT_TIPO_VIVIENDA } from '../vocabularies/expropriation';
import { DEFAULT_MARITAL_REGIME } from '../vocabularies/maritalRegime';
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

/*
 * Blank entities for the editor's "add" buttons, with the defaults of SPEC §9. Text starts empty,
 * numbers, dates and optional text at null: a number nobody entered is not informed, never 0
 * (issue #11 over SPEC §5's fallback to 0, which printed "fojas 0 número 0 del año 0").
 */

export const DEFAULT_LIEN_TIPO = 'HIPOTECA';
export const DEFAULT_PROHIBITION_TIPO = 'PROHIBICION';

/** `Reporte 05-03-2026`: the name a report gets when saved without one (SPEC §4). */
export function defaultReportName(now: Date): string {
  return `Reporte ${formatDateShort(now)}`;
}

/** The year in Chile, not in the machine's zone: they differ for a few hours around New Year. */
function chileYear(now: Date): number {
  return Number(chileCalendarDate(now).slice(0, 4));
}

/**
 * A report begun `now`. It names no study date: until the lawyer sets one, readers take the day
 * the record was created (`withStudyDate`), so the engine's output holds only what documents say.
 */
export function emptyReport(now: Date): Report {
  return {
    today: now.toISOString(),
    client_name: '',
    conclusion: '',
    property_registry_history: [],
  };
}

export function newPersonRef(): PersonRef {
  return { nombre: '', rut: null };
}

export function newRegistryPerson(): RegistryPerson {
  return { nombre: '', rut: null, estado_civil: null, domicilio: '' };
}

export function newDeslinde(): Deslinde {
  return { direccion: '', largo: '', propiedad: '' };
}

export function newRegistryEntry(now: Date): RegistryEntry {
  return {
    ...newCbrInscription(),
    ano: chileYear(now),
    propietarios: [newRegistryPerson()],
    descripcion_propiedad: '',
    deslindes: [],
    rol_avaluo: '',
    comuna: null,
    plano: null,
    conservador_anterior: DEFAULT_CONSERVADOR,
    fojas_anterior: null,
    vuelta_anterior: false,
    numero_anterior: null,
    ano_anterior: null,
    fecha_registro: null,
    notaria_comuna: '',
    notaria: '',
    vendedores: [],
    precio: '',
  };
}

/** The registry reference every inscription, GP certificate, lien and prohibition starts with. */
function newCbrInscription() {
  return {
    fecha_emision: null,
    conservador: DEFAULT_CONSERVADOR,
    fojas: null,
    vuelta: false,
    numero: null,
    ano: null,
    codigo_verificacion: null,
  } satisfies Partial<GpCertificate>;
}

export function newLien(): Lien {
  return {
    ...newCbrInscription(),
    tipo: DEFAULT_LIEN_TIPO,
    suma_dinero: '',
    acreedor: '',
  };
}

export function newProhibition(): Prohibition {
  return {
    ...newCbrInscription(),
    tipo: DEFAULT_PROHIBITION_TIPO,
    acreedor: '',
    accion: '',
  };
}

export function newGpCertificate(): GpCertificate {
  return {
    ...newCbrInscription(),
    domicilio: '',
    comuna: null,
    propietarios: [newPersonRef()],
    gravamenes: [],
    prohibiciones: [],
  };
}

export function newDebtCertificate(): DebtCertificate {
  return {
    fecha_emision: null,
    rol_avaluo: '',
    contribuyente: newPersonRef(),
    direccion_propiedad: '',
    comuna_propiedad: null,
    total_deuda_vencida_liquidada: null,
    total_deuda_no_vencida_liquidada: null,
    codigo_verificacion: null,
  };
}

export function newPropertySituationReport(): PropertySituationReport {
  return {
    fecha_emision: null,
    numero_certificado: null,
    rol_avaluo: '',
    direccion_propiedad: '',
    comuna_propiedad: null,
    codigo_verificacion: null,
    objeto_expropiacion: false,
  };
}

export function newPublicExpropriationCertificate(): PublicExpropriationCertificate {
  return {
    fecha_emision: null,
    contribuyente: newPersonRef(),
    rol_avaluo: '',
    tipo_vivienda: DEFAULT_TIPO_VIVIENDA,
    direccion_propiedad: '',
    comuna_propiedad: null,
    codigo_verificacion: null,
    plano: null,
    objeto_expropiacion: false,
    expropiacion_vial: false,
    tipo_expropiacion_vial: null,
    vias_expropiacion_vial: null,
    tipo_afectacion_vial: null,
    expropiacion_por_parque: false,
    tipo_afectacion_por_parque: null,
  };
}

export function newFiscalAppraisal(): FiscalAppraisal {
  return {
    fecha_emision: null,
    rol_avaluo: '',
    direccion: '',
    comuna: null,
    destino: '',
    avaluo_afecto: null,
    avaluo_exento: null,
    avaluo_total: null,
  };
}

export function newMarriageCertificate(): MarriageCertificate {
  return {
    fecha_emision: null,
    ano: null,
    circunscripcion: '',
    numero_de_inscripcion: null,
    marido: newPersonRef(),
    mujer: newPersonRef(),
    tipo_de_sociedad_conyugal: DEFAULT_MARITAL_REGIME,
  };
}
