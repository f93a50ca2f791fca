import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { emptyFacts } from '../../common/findings/facts';
import { emptyAnalysis, type ReportAnalysis } from '../../common/record/analysis';
import { reportListFields } from '../../common/record/listFields';
import type { Report } from '../../common/report/schema';
import type { Provenance } from '../../common/record/provenance';
import { completeReport } from './findings';

/** A report as the owner would save it; `output` follows SPEC §3 closely enough for storage tests. */
export function reportData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Estudio calle Suecia 2871',
    output: {
      today: '2026-11-21T03:00:00.000Z',
      property_registry_history: [
        { conservador: 'Santiago', fojas: 58210, vuelta: false, numero: 84137, ano: 2021, propietarios: [] },
      ],
      notes: ['Propiedad con hipoteca vigente.'],
    },
    ...overrides,
  };
}

/** Where the engine read a value, as `analysis.provenance` keeps it. */
export function provenance(overrides: Partial<Provenance> = {}): Provenance {
  return { file: 'gp.pdf', page: 1, snippet: 'fojas 4213 número 3981', confidence: 0.9, ...overrides };
}

/** A report's `analysis` as the engine stores it: one GP read, with the given provenance. */
export function analysisData(overrides: Partial<ReportAnalysis> = {}): ReportAnalysis {
  return {
    ...emptyAnalysis(),
    documents: [{ file: 'gp.pdf', type: 'gp', pages: 1, ocr: false, sha256: 'ab12' }],
    files: [{ name: 'gp.pdf', sha256: 'ab12', bytes: 1024 }],
    ...overrides,
  };
}

/**
 * About 19 MB of `analysis`: 7,500 values with long snippets. The report limits keep `output`
 * under 2 million characters, so a heavy body today is an analysis of many long documents.
 */
export function heavyAnalysis(): ReportAnalysis {
  const snippet = 'x'.repeat(2500);
  const entries = Array.from({ length: 7500 }, (_, index) => [
    `property_registry_history[${index}].fojas`,
    provenance({ snippet }),
  ]);
  return analysisData({ provenance: Object.fromEntries(entries) });
}

/** Creates a report as its owner; its body (`output`, `analysis`) goes to report_bodies through the hooks. */
export async function createReport(
  pb: PocketBase,
  overrides: Record<string, unknown> = {},
): Promise<RecordModel> {
  return pb.collection('new_reports').create(reportData(overrides));
}

/**
 * Creates a report with the list columns the editor would store on saving it (property, owners,
 * traffic light…), as fast as one request: for dashboard tests and benchmarks with many reports.
 * With `engine` (the engine's analysis and the report's owner), `pb` must be the service
 * superuser: only the server writes a report's analysis.
 */
export async function createListedReport(
  pb: PocketBase,
  name: string,
  output: Report,
  engine?: { analysis: ReportAnalysis; owner: string },
): Promise<void> {
  const listFields = reportListFields({
    name,
    report: output,
    facts: emptyFacts(),
    sourceFileCount: 0,
    referenceDate: new Date(),
  });
  await pb
    .collection('new_reports')
    .create({ name, output, ...engine, ...listFields }, { fields: 'id', requestKey: null });
}

/**
 * A study with every certificate the property needs, undated so that none is stale whatever day
 * the test runs.
 */
export function undatedStudy(overrides: Partial<Report> = {}): Report {
  const study = completeReport(overrides);
  const undate = <T extends { fecha_emision: string | null }>(items: T[] | undefined) =>
    items?.map((item) => ({ ...item, fecha_emision: null }));
  return {
    ...study,
    property_registry_history: undate(study.property_registry_history) ?? [],
    gp_certificates: undate(study.gp_certificates),
    debt_certificates: undate(study.debt_certificates),
    certificados_avaluo: undate(study.certificados_avaluo),
    property_situation_reports: undate(study.property_situation_reports),
    public_expropriation_certificates: undate(study.public_expropriation_certificates),
  };
}

/**
 * Creates a report for `owner` as the analysis service does: as the service superuser, since only
 * the server writes a report's `analysis` (pb_hooks/reports.pb.js).
 */
export async function createAnalysedReport(
  service: PocketBase,
  owner: string,
  overrides: Record<string, unknown> = {},
): Promise<RecordModel> {
  return service
    .collection('new_reports')
    .create({ analysis: analysisData(), ...reportData(overrides), owner }, { requestKey: null });
}

/** Writes a report's `analysis` as the analysis service would (users cannot). */
export async function storeAnalysis(
  service: PocketBase,
  reportId: string,
  analysis: ReportAnalysis,
): Promise<void> {
  await service.collection('new_reports').update(reportId, { analysis }, { fields: 'id', requestKey: null });
}
