import {
  newDebtCertificate,
  newDeslinde,
  newFiscalAppraisal,
  newGpCertificate,
  newLien,
  newMarriageCertificate,
  newPersonRef,
  newProhibition,
  newPropertySituationReport,
  newPublicExpropriationCertificate,
  newRegistryEntry,
  newRegistryPerson,
} from '../../../../common/report/defaults';
import { reportSchema, type Report } from '../../../../common/report/schema';

/*
 * Conversions between a stored `output` and the data the editor works on. Reports saved by older
 * versions or by hand may lack fields; those take the defaults of SPEC §9 before validation, so
 * every field has a control and a value.
 */

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withDefaults(value: unknown, defaults: object, nested: Record<string, () => object> = {}): Fields {
  const item: Fields = { ...defaults, ...(isFields(value) ? value : {}) };
  for (const [key, makeDefault] of Object.entries(nested)) {
    const list = item[key];
    item[key] = Array.isArray(list) ? list.map((child) => withDefaults(child, makeDefault())) : [];
  }
  return item;
}

function listWithDefaults(
  value: unknown,
  makeDefault: () => object,
  nested: Record<string, () => object> = {},
): Fields[] | undefined {
  return Array.isArray(value) ? value.map((item) => withDefaults(item, makeDefault(), nested)) : undefined;
}

/** A stored `output` as the editor's data; throws (a ZodError) when it cannot be read as a report. */
export function toEditableReport(output: unknown, now: Date): Report {
  const raw = isFields(output) ? output : {};
  return reportSchema.parse({
    ...raw,
    property_registry_history:
      listWithDefaults(raw.property_registry_history, () => newRegistryEntry(now), {
        propietarios: newRegistryPerson,
        vendedores: newRegistryPerson,
        deslindes: newDeslinde,
      }) ?? [],
    gp_certificates: listWithDefaults(raw.gp_certificates, newGpCertificate, {
      propietarios: newPersonRef,
      gravamenes: newLien,
      prohibiciones: newProhibition,
    }),
    debt_certificates: listWithDefaults(raw.debt_certificates, newDebtCertificate),
    property_situation_reports: listWithDefaults(raw.property_situation_reports, newPropertySituationReport),
    public_expropriation_certificates: listWithDefaults(
      raw.public_expropriation_certificates,
      newPublicExpropriationCertificate,
    ),
    certificados_avaluo: listWithDefaults(raw.certificados_avaluo, newFiscalAppraisal),
    certificados_matrimonio: listWithDefaults(raw.certificados_matrimonio, newMarriageCertificate),
  });
}

/**
 * The `output` sent on save (SPEC §3): registry history always, notes only when included, the
 * other lists only when they hold a document.
 */
export function toStoredOutput(report: Report): Report {
  const output: Report = { property_registry_history: report.property_registry_history };
  if (report.today !== undefined) output.today = report.today;
  if (report.notes != null) output.notes = report.notes;
  if (report.gp_certificates?.length) output.gp_certificates = report.gp_certificates;
  if (report.debt_certificates?.length) output.debt_certificates = report.debt_certificates;
  if (report.property_situation_reports?.length) {
    output.property_situation_reports = report.property_situation_reports;
  }
  if (report.public_expropriation_certificates?.length) {
    output.public_expropriation_certificates = report.public_expropriation_certificates;
  }
  if (report.certificados_avaluo?.length) output.certificados_avaluo = report.certificados_avaluo;
  if (report.certificados_matrimonio?.length) output.certificados_matrimonio = report.certificados_matrimonio;
  return output;
}
