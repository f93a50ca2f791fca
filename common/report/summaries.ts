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

/** Each sum is null when an amount it adds up is not informed: a blank is never summed as $0. */
export interface DebtAmounts {
  /** `total_deuda_no_vencida_liquidada`: instalments not yet due. */
  noVencida: number | null;
  /** `total_deuda_vencida_liquidada`: overdue, the debt labelled "morosa". */
  vencida: number | null;
  total: number | null;
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

const plus = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

function add(sum: DebtAmounts, noVencida: number | null, vencida: number | null): void {
  sum.noVencida = plus(sum.noVencida, noVencida);
  sum.vencida = plus(sum.vencida, vencida);
  sum.total = plus(sum.total, plus(noVencida, vencida));
}

/** Debt certificates grouped by trimmed rol, in order of first appearance, with a grand total. */
export function debtSummary(report: Pick<Report, 'debt_certificates'>): DebtSummary {
  const rows = new Map<string, DebtSummaryRow>();
  const totals: DebtAmounts = { noVencida: 0, vencida: 0, total: 0 };
  for (const certificate of report.debt_certificates ?? []) {
    const rol = certificate.rol_avaluo?.trim() ?? '';
    const row = rows.get(rol) ?? { rol, noVencida: 0, vencida: 0, total: 0 };
    const { total_deuda_no_vencida_liquidada: noVencida, total_deuda_vencida_liquidada: vencida } =
      certificate;
    add(row, noVencida, vencida);
    add(totals, noVencida, vencida);
    rows.set(rol, row);
  }
  return { rows: [...rows.values()], totals };
}
