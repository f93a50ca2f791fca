import { newFiscalAppraisal } from '../../common/documents/types/avaluoFiscal';
import { newPropertySituationReport } from '../../common/documents/types/serviuNoExpropiacion';
import { newPublicExpropriationCertificate } from '../../common/documents/types/afectacionUtilidadPublica';
import type {
  DebtCertificate,
  FiscalAppraisal,
  GpCertificate,
  Lien,
  MarriageCertificate,
  PropertySituationReport,
  PublicExpropriationCertificate,
  RegistryEntry,
  RegistryPerson,
  Report,
} from '../../common/report/schema';
import {
  emptyFacts,
  type InscriptionFacts,
  type MarriageFacts,
  type ReportFacts,
} from '../../common/findings/facts';
import type { Finding } from '../../common/findings/finding';
import type { FieldMark } from '../../common/review/marks';

/** Small hand-made report parts for the rule tests. */

export function person(nombre: string, overrides: Partial<RegistryPerson> = {}): RegistryPerson {
  return { nombre, rut: null, estado_civil: null, domicilio: null, ...overrides };
}

/** The property's current inscription, as the dominio vigente and the GP both give it. */
const INSCRIPTION = {
  conservador: 'Santiago',
  fojas: 61234,
  vuelta: false,
  numero: 88901,
  ano: 2019,
  codigo_verificacion: null,
};

export function entry(overrides: Partial<RegistryEntry> = {}): RegistryEntry {
  return {
    fecha_emision: '2025-09-08',
    ...INSCRIPTION,
    propietarios: [person('CAROLINA ANDREA BRAVO LAGOS', { rut: '16.482.937-5', estado_civil: 'soltero' })],
    descripcion_propiedad: null,
    deslindes: [],
    rol_avaluo: '4521-87',
    comuna: 'Ñuñoa',
    plano: null,
    conservador_anterior: 'Santiago',
    fojas_anterior: 21456,
    vuelta_anterior: false,
    numero_anterior: 30988,
    ano_anterior: 2010,
    fecha_registro: '2019-10-03',
    notaria_comuna: null,
    notaria: null,
    vendedores: [person('HERNÁN ALONSO CIFUENTES UNDURRAGA')],
    precio: null,
    ...overrides,
  };
}

/** The title before `entry()`: the seller's inscription of 2010. */
export function earlierEntry(overrides: Partial<RegistryEntry> = {}): RegistryEntry {
  return entry({
    fojas: 21456,
    numero: 30988,
    ano: 2010,
    fecha_registro: '2010-04-11',
    propietarios: [person('HERNÁN ALONSO CIFUENTES UNDURRAGA')],
    fojas_anterior: 8421,
    numero_anterior: 11203,
    ano_anterior: 2001,
    vendedores: [person('INMOBILIARIA PARQUE SUECIA S.A.')],
    ...overrides,
  });
}

export function gp(overrides: Partial<GpCertificate> = {}): GpCertificate {
  return {
    fecha_emision: '2025-09-09',
    ...INSCRIPTION,
    domicilio: null,
    comuna: null,
    propietarios: [{ nombre: 'BRAVO LAGOS CAROLINA ANDREA', rut: null }],
    gravamenes: [],
    prohibiciones: [],
    ...overrides,
  };
}

/** A mortgage of 2019 in favour of Banco de Chile, as a GP lists it. */
export function mortgage(overrides: Partial<Lien> = {}): Lien {
  return {
    fecha_emision: null,
    conservador: 'Santiago',
    fojas: 300,
    vuelta: false,
    numero: 30,
    ano: 2019,
    codigo_verificacion: null,
    tipo: 'HIPOTECA',
    suma_dinero: '3.000 UF',
    acreedor: 'Banco de Chile',
    ...overrides,
  };
}

export function debt(overrides: Partial<DebtCertificate> = {}): DebtCertificate {
  return {
    fecha_emision: '2025-09-10',
    rol_avaluo: '4521-87',
    contribuyente: { nombre: 'BRAVO LAGOS CAROLINA ANDREA', rut: null },
    direccion_propiedad: null,
    comuna_propiedad: null,
    total_deuda_vencida_liquidada: 0,
    total_deuda_no_vencida_liquidada: 0,
    codigo_verificacion: null,
    ...overrides,
  };
}

export function marriage(overrides: Partial<MarriageCertificate> = {}): MarriageCertificate {
  return {
    fecha_emision: '2025-09-08',
    ano: 2009,
    circunscripcion: 'La Cisterna',
    numero_de_inscripcion: 412,
    marido: { nombre: 'MARCELO ANTONIO RIQUELME VERGARA', rut: '13.566.204-6' },
    mujer: { nombre: 'PAULINA ANDREA ZAMORANO LEIVA', rut: '14.200.871-8' },
    tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    ...overrides,
  };
}

/** What the engine reads from `marriage()`'s certificate: married in 2009, nothing noted since. */
export function marriageFacts(overrides: Partial<MarriageFacts> = {}): MarriageFacts {
  return {
    file: 'matrimonio.pdf',
    spouses: [marriage().marido, marriage().mujer].map((spouse) => ({
      nombre: spouse.nombre,
      rut: spouse.rut ?? null,
    })),
    celebrada: '2009-01-17',
    separacion: false,
    separacionFecha: null,
    divorcio: false,
    divorcioFecha: null,
    nulidad: false,
    source: null,
    ...overrides,
  };
}

export function appraisal(overrides: Partial<FiscalAppraisal> = {}): FiscalAppraisal {
  return {
    ...newFiscalAppraisal(),
    fecha_emision: '2025-09-01',
    rol_avaluo: '4521-87',
    avaluo_afecto: 52_000_000,
    avaluo_total: 60_000_000,
    ...overrides,
  };
}

export function situationReport(overrides: Partial<PropertySituationReport> = {}): PropertySituationReport {
  return {
    ...newPropertySituationReport(),
    fecha_emision: '2025-09-01',
    rol_avaluo: '4521-87',
    ...overrides,
  };
}

export function affectation(
  overrides: Partial<PublicExpropriationCertificate> = {},
): PublicExpropriationCertificate {
  return {
    ...newPublicExpropriationCertificate(),
    fecha_emision: '2025-09-01',
    rol_avaluo: '4521-87',
    ...overrides,
  };
}

/**
 * A study with every document a property of `report()` needs (its owner is single): the
 * inscriptions, GP, TGR, SII, SERVIU and municipal certificates; the no-marriage certificate is
 * in `completeFacts()`.
 */
export function completeReport(overrides: Partial<Report> = {}): Report {
  return report({
    gp_certificates: [gp()],
    debt_certificates: [debt()],
    certificados_avaluo: [appraisal()],
    property_situation_reports: [situationReport()],
    public_expropriation_certificates: [affectation()],
    ...overrides,
  });
}

export function report(overrides: Partial<Report> = {}): Report {
  return {
    client_name: '',
    conclusion: '',
    property_registry_history: [entry(), earlierEntry()],
    ...overrides,
  };
}

export function inscriptionFactsFor(
  target: Pick<RegistryEntry, 'fojas' | 'numero' | 'ano'>,
  overrides: Partial<InscriptionFacts> = {},
): InscriptionFacts {
  return {
    file: 'dominio.pdf',
    fojas: target.fojas,
    numero: target.numero,
    ano: target.ano,
    certifiedVigente: true,
    act: 'compraventa',
    inheritancePartition: false,
    actSource: null,
    marginNotes: [],
    annexedTitle: null,
    ...overrides,
  };
}

export function facts(overrides: Partial<ReportFacts> = {}): ReportFacts {
  return { ...emptyFacts(), ...overrides };
}

/** The facts of `completeReport()`'s study: its owner's no-marriage certificate. */
export function completeFacts(overrides: Partial<ReportFacts> = {}): ReportFacts {
  return facts({
    documents: [{ file: 'no_matrimonio.pdf', type: 'no_matrimonio', fecha_emision: '2025-09-05' }],
    noMarriages: [
      {
        file: 'no_matrimonio.pdf',
        nombre: 'CAROLINA ANDREA BRAVO LAGOS',
        rut: '16.482.937-5',
        single: true,
        fecha_emision: '2025-09-05',
      },
    ],
    ...overrides,
  });
}

export const REFERENCE_DATE = '2025-09-15';

/** A field mark as the API answers it, set by Ana Soto on 5 March 2026 (for tests). */
export function fieldMark(
  path: string,
  value: FieldMark['value'],
  state: FieldMark['state'] = 'confirmed',
): FieldMark {
  return {
    id: path,
    kind: 'field',
    path,
    state,
    value,
    comment: '',
    reviewerId: 'u1',
    reviewerName: 'Ana Soto',
    at: '2026-03-05T15:00:00.000Z',
  };
}

/** A finding of `code` about the field at `ref` of the GP, its message the code (for tests). */
export function finding(code: Finding['code'], severity: Finding['severity'], ref: string): Finding {
  return { code, severity, message: code, doc: 'gp', refs: [ref] };
}
