import { computeFindings } from '../findings/computeFindings';
import type { ReportFacts } from '../findings/facts';
import { trafficLight, type TrafficLight } from '../findings/finding';
import type { Report } from '../report/schema';
import { foldAccents } from '../vocabularies/comparisonKey';
import { countReportDocuments } from './output';

/*
 * The few columns of a `new_reports` row that let the dashboard show, search and sort reports
 * without reading their bodies (#11 item 6). Computed by this one function on every save, by the
 * editor and by the engine's store, from the report as saved.
 */

export interface ReportListFields {
  property_address: string;
  property_comuna: string;
  property_rol: string;
  /** Current owners, `; `-separated. */
  owner_names: string;
  traffic_light: TrafficLight;
  document_count: number;
  /** Name, property and owners (names and RUTs) folded by `searchKey`, for `search_text ~ term`. */
  search_text: string;
  /** The name folded by `searchKey`, for sorting by name whatever its accents and case. */
  sort_name: string;
}

/** Column sizes (pb_migrations/1763700005_report_bodies.js declares the same maximums). */
export const LIST_FIELD_MAX = {
  property_address: 300,
  property_comuna: 100,
  property_rol: 100,
  owner_names: 1000,
  search_text: 2000,
  sort_name: 200,
} as const;

/** Lower-case, accents and ñ folded, spaces collapsed: how search text is stored and searched. */
export function searchKey(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9 -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut to `max` characters (code points, never half a character). */
function cut(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? text.trim() : characters.slice(0, max).join('').trim();
}

function firstFilled(...values: (string | null | undefined)[]): string {
  return values.find((value) => typeof value === 'string' && value.trim() !== '')?.trim() ?? '';
}

function propertyOf(report: Report) {
  const current = report.property_registry_history[0];
  const appraisal = report.certificados_avaluo?.[0];
  const debt = report.debt_certificates?.[0];
  const situation = report.property_situation_reports?.[0];
  const expropriation = report.public_expropriation_certificates?.[0];
  const gp = report.gp_certificates?.[0];
  return {
    address: firstFilled(
      appraisal?.direccion,
      debt?.direccion_propiedad,
      situation?.direccion_propiedad,
      expropriation?.direccion_propiedad,
      gp?.domicilio,
    ),
    comuna: firstFilled(
      current?.comuna,
      appraisal?.comuna,
      debt?.comuna_propiedad,
      situation?.comuna_propiedad,
      expropriation?.comuna_propiedad,
      gp?.comuna,
    ),
    rol: firstFilled(
      current?.rol_avaluo,
      appraisal?.rol_avaluo,
      debt?.rol_avaluo,
      situation?.rol_avaluo,
      expropriation?.rol_avaluo,
    ),
  };
}

/** The current owners: the current inscription's, else the GP's, else the TGR taxpayer. */
function ownersOf(report: Report): { nombre: string; rut?: string | null }[] {
  const registry = report.property_registry_history[0]?.propietarios ?? [];
  const gp = report.gp_certificates?.[0]?.propietarios ?? [];
  const taxpayer = report.debt_certificates?.[0]?.contribuyente;
  const candidates = [registry, gp, taxpayer ? [taxpayer] : []];
  const owners = candidates.find((list) => list.some((owner) => owner.nombre.trim() !== '')) ?? [];
  return owners.filter((owner) => owner.nombre.trim() !== '');
}

/** Documents shown for a report: its uploaded files, or for a report typed by hand its entries. */
export function documentCount(report: Report, sourceFileCount: number): number {
  return sourceFileCount > 0 ? sourceFileCount : countReportDocuments(report);
}

export interface ListFieldsInput {
  name: string;
  report: Report;
  facts: ReportFacts;
  /** How many source PDFs the record keeps. */
  sourceFileCount: number;
  /** The day the findings (and so the traffic light) are computed for. */
  referenceDate: Date;
}

export function reportListFields({
  name,
  report,
  facts,
  sourceFileCount,
  referenceDate,
}: ListFieldsInput): ReportListFields {
  const property = propertyOf(report);
  const owners = ownersOf(report);
  const ownerNames = owners.map((owner) => owner.nombre.trim()).join('; ');
  const searchable = [
    name,
    property.address,
    property.comuna,
    property.rol,
    ownerNames,
    // RUTs as printed (12.345.678-9) and as typed without dots (12345678-9).
    ...owners.flatMap((owner) => (owner.rut ? [owner.rut, owner.rut.replace(/[.\s]/g, '')] : [])),
  ];
  return {
    property_address: cut(property.address, LIST_FIELD_MAX.property_address),
    property_comuna: cut(property.comuna, LIST_FIELD_MAX.property_comuna),
    property_rol: cut(property.rol, LIST_FIELD_MAX.property_rol),
    owner_names: cut(ownerNames, LIST_FIELD_MAX.owner_names),
    traffic_light: trafficLight(computeFindings(report, facts, { referenceDate })),
    document_count: documentCount(report, sourceFileCount),
    search_text: cut(searchKey(searchable.join(' ')), LIST_FIELD_MAX.search_text),
    sort_name: cut(searchKey(name), LIST_FIELD_MAX.sort_name),
  };
}
