import { chileCalendarDate } from '../format/chileTime';
import { formatDateShort } from '../format/dates';
import { DEFAULT_CONSERVADOR } from '../vocabularies/conservadores';
import type { Deslinde, PersonRef, RegistryEntry, RegistryPerson, Report } from './schema';

/*
 * Blank entities for the editor's "add" buttons, with the defaults of SPEC §9 (a certificate
 * list's blank item lives with its document type, common/documents/types/). Text starts empty,
 * numbers, dates and optional text at null: a number nobody entered is not informed, never 0
 * (issue #11 over SPEC §5's fallback to 0, which printed "fojas 0 número 0 del año 0").
 */

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
export function newCbrInscription() {
  return {
    fecha_emision: null,
    conservador: DEFAULT_CONSERVADOR,
    fojas: null,
    vuelta: false,
    numero: null,
    ano: null,
    codigo_verificacion: null,
  } satisfies Partial<RegistryEntry>;
}
