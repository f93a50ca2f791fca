import { reportSchema, type Report } from './schema';

const ELLIPSIS = '…';

const isContainer = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null;

/** Cuts the text or list at `path` in `root` to `maximum` (a text ends with an ellipsis). */
function cutAt(root: unknown, path: readonly PropertyKey[], maximum: number): void {
  const key = path.at(-1);
  let parent = root;
  for (const step of path.slice(0, -1)) parent = isContainer(parent) ? parent[step] : undefined;
  if (key === undefined || !isContainer(parent)) return;
  const value = parent[key];
  if (typeof value === 'string') parent[key] = `${value.slice(0, Math.max(0, maximum - 1))}${ELLIPSIS}`;
  else if (Array.isArray(value)) parent[key] = value.slice(0, maximum);
}

/**
 * The engine's report within REPORT_LIMITS, field by field: a text longer than its field admits
 * (an OCR run-on) is cut with an ellipsis, a list keeps its first items. What the analysis
 * stores can then be saved again and rendered, by the same table of limits. A report too large
 * as a whole is left as it is (PocketBase refuses it, saying so).
 */
export function fitReportLimits(report: Report): Report {
  const copy: unknown = structuredClone(report);
  for (let round = 0; round < 4; round++) {
    const parsed = reportSchema.safeParse(copy);
    if (parsed.success) return round === 0 ? report : parsed.data;
    let cut = false;
    for (const issue of parsed.error.issues) {
      if (issue.code !== 'too_big' || issue.path.length === 0) continue;
      cutAt(copy, issue.path, Number(issue.maximum));
      cut = true;
    }
    if (!cut) return report;
  }
  return report;
}
