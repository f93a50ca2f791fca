import { z } from 'zod';

import { CERTIFICATE_LIST_SCHEMAS, LIST_MODULES } from '../documents/types';
import { REPORT_LIMITS } from './limits';
import { isoDateSchema, line, list, paragraph } from './schemaParts';

/*
 * The report `output` (SPEC §3), the one definition the editor, the analysis engine and the
 * PDF/DOCX renderers share. Conventions:
 * - `null` means the documents do not give the value (corpus convention), so scalar fields are
 *   nullable; booleans and lists are always present.
 * - Optional text the editor clears to null or undefined (SPEC §5: codigo_verificacion, comuna,
 *   rut) is `nullish`.
 * - Unknown keys are dropped on parse, so nothing outside this schema reaches storage.
 * - Every text and list has a length limit a real study never reaches (REPORT_LIMITS): one line
 *   for names, codes and places, a few pages for descriptions and observations.
 */

/*
 * Each list's item schema lives with its document type (common/documents/types/); the pieces they
 * are built from, in schemaParts.ts.
 */

export { isoDateSchema };
export type { PersonRef } from './schemaParts';
export type { Deslinde, RegistryEntry, RegistryPerson } from '../documents/types/registryHistory';
export type { GpCertificate, Lien, Prohibition } from '../documents/types/gp';
export type { DebtCertificate } from '../documents/types/deudaTgr';
export type { PropertySituationReport } from '../documents/types/serviuNoExpropiacion';
export type { PublicExpropriationCertificate } from '../documents/types/afectacionUtilidadPublica';
export type { FiscalAppraisal } from '../documents/types/avaluoFiscal';
export type { MarriageCertificate } from '../documents/types/matrimonio';

export const reportSchema = z
  .object({
    /** When the analysis ran; the corpus ground truth leaves it out. */
    today: isoDateSchema.optional(),
    /**
     * The day of the study (#20): certificate ages and findings are judged on it. The first
     * analysis sets it, the lawyer may change it; reports stored before it had one read their
     * creation day (`withStudyDate`).
     */
    study_date: isoDateSchema.optional(),
    /** Whom the study is for, as the deliverable's cover names them (#11); '' when not given. */
    client_name: line.default(''),
    /**
     * The lawyer's conclusion, written in the editor (#11): the deliverable opens with it, before
     * the findings and the data. '' until written.
     */
    conclusion: paragraph.default(''),
    /** Index 0 is the current inscription, then earlier titles, most recent first. */
    property_registry_history: list(LIST_MODULES.property_registry_history.schema),
    /** Absent or null means the observations section is not part of the report. */
    notes: list(paragraph).nullish(),
    /** One list per certificate type, from the registry of document types. */
    ...CERTIFICATE_LIST_SCHEMAS,
  })
  .check((context) => {
    // Within every field's limit, the whole can still be too much to render in time.
    const chars = JSON.stringify(context.value).length;
    if (chars > REPORT_LIMITS.reportChars) {
      context.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: REPORT_LIMITS.reportChars,
        inclusive: true,
        input: chars,
        path: [],
        message: 'report too large',
      });
    }
  });

export type Report = z.infer<typeof reportSchema>;

/** Validates a stored or produced report; throws a ZodError that names the offending paths. */
export function parseReport(value: unknown): Report {
  return reportSchema.parse(value);
}
