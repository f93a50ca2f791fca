import { REPORT_LIST_KEYS, type ReportListKey } from '../documents/reportLists';
import { knownIdentifier, knownText } from './blanks';
import type { Report } from './schema';

/*
 * The fields SPEC §5 marks with an asterisk, as output paths where `[]` stands for any position in
 * a list. The editor derives its asterisks from this list and lists the empty ones before a
 * download; nothing is blocked.
 */

/** How one document of each list is named in the list of empty fields. */
const DOCUMENT_NAMES = {
  property_registry_history: 'Inscripción',
  gp_certificates: 'Certificado GP',
  debt_certificates: 'Certificado de deuda',
  property_situation_reports: 'Informe SERVIU',
  public_expropriation_certificates: 'Certificado de afectación',
  certificados_avaluo: 'Certificado de avalúo',
  certificados_matrimonio: 'Certificado de matrimonio',
} as const satisfies Record<ReportListKey, string>;

const documentName = (list: ReportListKey, index: number) => `${DOCUMENT_NAMES[list]} ${index + 1}`;

/** `Certificado GP 1` for any path inside `gp_certificates[0]`; null outside the report's lists. */
export function documentLabel(path: string): string | null {
  const match = /^([a-z_]+)\[(\d+)\]/.exec(path);
  const list = REPORT_LIST_KEYS.find((key) => key === match?.[1]);
  return list ? documentName(list, Number(match?.[2])) : null;
}

/** Lists inside a document, with how one item is named. */
const ITEM_NAMES: Readonly<Record<string, string>> = { propietarios: 'Propietario' };

/** Numbers that identify something: 0 counts as empty there (see blanks.ts). */
const IDENTIFIER_FIELDS = new Set([
  'fojas',
  'numero',
  'ano',
  'plano',
  'numero_certificado',
  'numero_de_inscripcion',
]);

const REQUIRED = {
  property_registry_history: {
    conservador: 'Conservador',
    fojas: 'Fojas',
    numero: 'Número',
    ano: 'Año',
    rol_avaluo: 'Rol de avalúo',
    plano: 'Plano',
    fecha_registro: 'Fecha de registro',
    descripcion_propiedad: 'Descripción de la propiedad',
    'propietarios[].nombre': 'Nombre',
    notaria: 'Notaría',
    notaria_comuna: 'Comuna de la notaría',
    precio: 'Precio',
    conservador_anterior: 'Conservador anterior',
  },
  gp_certificates: {
    conservador: 'Conservador',
    fojas: 'Fojas',
    numero: 'Número',
    ano: 'Año',
    domicilio: 'Domicilio',
  },
  debt_certificates: {
    rol_avaluo: 'Rol de avalúo',
    'contribuyente.nombre': 'Nombre del contribuyente',
    direccion_propiedad: 'Dirección de la propiedad',
    comuna_propiedad: 'Comuna',
    total_deuda_vencida_liquidada: 'Deuda vencida (morosa)',
    total_deuda_no_vencida_liquidada: 'Deuda no vencida',
    codigo_verificacion: 'Código de verificación',
  },
  property_situation_reports: {
    numero_certificado: 'Número de certificado',
    rol_avaluo: 'Rol de avalúo',
    direccion_propiedad: 'Dirección de la propiedad',
    comuna_propiedad: 'Comuna',
  },
  public_expropriation_certificates: {
    rol_avaluo: 'Rol de avalúo',
    tipo_vivienda: 'Tipo de vivienda',
    direccion_propiedad: 'Dirección de la propiedad',
    comuna_propiedad: 'Comuna',
  },
  certificados_avaluo: {
    rol_avaluo: 'Rol de avalúo',
    direccion: 'Dirección',
    comuna: 'Comuna',
    destino: 'Destino',
    avaluo_afecto: 'Avalúo afecto',
    avaluo_exento: 'Avalúo exento',
    avaluo_total: 'Avalúo total',
  },
  certificados_matrimonio: {
    ano: 'Año',
    numero_de_inscripcion: 'Número de inscripción',
    circunscripcion: 'Circunscripción',
    tipo_de_sociedad_conyugal: 'Régimen patrimonial',
    'marido.nombre': 'Nombre del marido',
    'marido.rut': 'RUT del marido',
    'mujer.nombre': 'Nombre de la mujer',
    'mujer.rut': 'RUT de la mujer',
  },
} as const satisfies Record<ReportListKey, Readonly<Record<string, string>>>;

/** Every required field as a pattern, e.g. `gp_certificates[].fojas`. */
const REQUIRED_PATTERNS: ReadonlySet<string> = new Set(
  Object.entries(REQUIRED).flatMap(([list, fields]) =>
    Object.keys(fields).map((field) => `${list}[].${field}`),
  ),
);

/** `gp_certificates[0].fojas` → `gp_certificates[].fojas`. */
function pattern(path: string): string {
  return path.replace(/\[\d+\]/g, '[]');
}

/** Whether the field at `path` carries SPEC §5's asterisk. */
export function isRequiredField(path: string): boolean {
  return REQUIRED_PATTERNS.has(pattern(path));
}

export interface EmptyRequiredField {
  /** Output path of the field, e.g. `gp_certificates[0].fojas`, which the editor can reveal. */
  path: string;
  /** `Certificado GP 1 · Fojas`. */
  label: string;
}

function isEmpty(field: string, value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return knownText(value) === null;
  if (typeof value === 'number') return IDENTIFIER_FIELDS.has(field) && knownIdentifier(value) === null;
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Walks `segments` (`propietarios[]`, `nombre`) from `value`, yielding each end as path and label. */
function* fieldsAt(
  value: unknown,
  segments: readonly string[],
  path: string,
  label: readonly string[],
  fieldLabel: string,
): Generator<EmptyRequiredField & { value: unknown; field: string }> {
  const [segment, ...rest] = segments;
  if (segment === undefined) {
    const field = /[^.\]]+$/.exec(path)?.[0] ?? '';
    yield { path, label: [...label, fieldLabel].join(' · '), value, field };
    return;
  }
  if (!isRecord(value)) return;
  const list = /^(.+)\[\]$/.exec(segment)?.[1];
  if (list === undefined) {
    yield* fieldsAt(value[segment], rest, `${path}.${segment}`, label, fieldLabel);
    return;
  }
  const items = value[list];
  if (!Array.isArray(items)) return;
  for (const [index, item] of items.entries()) {
    const itemName = `${ITEM_NAMES[list] ?? list} ${index + 1}`;
    yield* fieldsAt(item, rest, `${path}.${list}[${index}]`, [...label, itemName], fieldLabel);
  }
}

/** The required fields left empty, in the editor's order: document by document, field by field. */
export function emptyRequiredFields(report: Report): EmptyRequiredField[] {
  const empty: EmptyRequiredField[] = [];
  for (const list of REPORT_LIST_KEYS) {
    const documents: readonly unknown[] = report[list] ?? [];
    const fields: Readonly<Record<string, string>> = REQUIRED[list];
    documents.forEach((document, index) => {
      const documentPath = `${list}[${index}]`;
      for (const [fieldPattern, fieldLabel] of Object.entries(fields)) {
        for (const found of fieldsAt(
          document,
          fieldPattern.split('.'),
          documentPath,
          [documentName(list, index)],
          fieldLabel,
        )) {
          if (isEmpty(found.field, found.value)) empty.push({ path: found.path, label: found.label });
        }
      }
    });
  }
  return empty;
}
