import type { Report } from './schema';

/*
 * The two summaries of the report (SPEC §2): the property by appraisal role and the Treasury
 * debt by role. Pure and free of browser or Node APIs: the editor and the PDF/DOCX renderers
 * share them.
 */

/** SPEC §9: the appraisal summary shows descriptions cut to this many characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** Shown instead of an appraisal when no certificate matches the role. */
export const NO_APPRAISAL_LABEL = 'N/A';

/** Shown instead of an empty property description. */
export const NO_DESCRIPTION_LABEL = 'Sin descripción';

export interface AppraisalSummaryRow {
  /** Trimmed rol de avalúo, e.g. `3412-17`. */
  rol: string;
  /** `avaluo_total` of the first fiscal appraisal with the same trimmed rol; null when none matches. */
  avaluoTotal: number | null;
  /** The inscription's property description, trimmed; '' when it has none. */
  descripcion: string;
}

/**
 * One row per distinct rol of the registry entries, in registry order. A rol repeated along the
 * title chain (the same lot sold several times) is one property, so it is listed once, with the
 * description of its most recent inscription (the history runs newest first).
 */
export function appraisalSummary(
  report: Pick<Report, 'property_registry_history' | 'certificados_avaluo'>,
): AppraisalSummaryRow[] {
  const appraisals = report.certificados_avaluo ?? [];
  const rows = new Map<string, AppraisalSummaryRow>();
  for (const entry of report.property_registry_history) {
    const rol = entry.rol_avaluo?.trim() ?? '';
    if (rol === '' || rows.has(rol)) continue;
    const appraisal = appraisals.find((candidate) => candidate.rol_avaluo?.trim() === rol);
    rows.set(rol, {
      rol,
      avaluoTotal: appraisal?.avaluo_total ?? null,
      descripcion: entry.descripcion_propiedad?.trim() ?? '',
    });
  }
  return [...rows.values()];
}

/** True when the description is longer than the preview and needs an expand control. */
export function isDescriptionTruncated(descripcion: string): boolean {
  return descripcion.trim().length > DESCRIPTION_PREVIEW_LENGTH;
}

/** The description as the collapsed summary shows it: at most 100 characters, then an ellipsis. */
export function previewDescription(descripcion: string): string {
  const text = descripcion.trim();
  if (text === '') return NO_DESCRIPTION_LABEL;
  return isDescriptionTruncated(text) ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…` : text;
}

export interface DebtAmounts {
  /** `total_deuda_no_vencida_liquidada`: instalments not yet due. */
  noVencida: number;
  /** `total_deuda_vencida_liquidada`: overdue, the debt labelled "morosa". */
  vencida: number;
  total: number;
}

export interface DebtSummaryRow extends DebtAmounts {
  /** Trimmed rol; '' for certificates that give none, which are grouped together. */
  rol: string;
}

export interface DebtSummary {
  rows: DebtSummaryRow[];
  /** The grand total row. */
  totals: DebtAmounts;
}

/** Debt certificates grouped by trimmed rol, in order of first appearance; a missing amount counts as 0. */
export function debtSummary(report: Pick<Report, 'debt_certificates'>): DebtSummary {
  const rows = new Map<string, DebtSummaryRow>();
  const totals: DebtAmounts = { noVencida: 0, vencida: 0, total: 0 };
  for (const certificate of report.debt_certificates ?? []) {
    const rol = certificate.rol_avaluo?.trim() ?? '';
    const noVencida = certificate.total_deuda_no_vencida_liquidada ?? 0;
    const vencida = certificate.total_deuda_vencida_liquidada ?? 0;
    const row = rows.get(rol) ?? { rol, noVencida: 0, vencida: 0, total: 0 };
    row.noVencida += noVencida;
    row.vencida += vencida;
    row.total += noVencida + vencida;
    rows.set(rol, row);
    totals.noVencida += noVencida;
    totals.vencida += vencida;
    totals.total += noVencida + vencida;
  }
  return { rows: [...rows.values()], totals };
}
