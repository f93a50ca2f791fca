import { formatCount } from '../format/count';
import { reportFieldName } from './fieldLabels';
import { reportSchema } from './schema';

/**
 * The Spanish explanation of the first limit the report exceeds, naming the field; null when it
 * keeps within REPORT_LIMITS (other schema problems are not this function's to describe).
 */
export function reportLimitProblem(output: unknown): string | null {
  const parsed = reportSchema.safeParse(output);
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((candidate) => candidate.code === 'too_big');
  if (!issue || issue.code !== 'too_big') return null;
  const maximum = formatCount(Number(issue.maximum));
  if (issue.path.length === 0)
    return `El reporte es demasiado grande: admite hasta ${maximum} caracteres en total.`;
  const field = reportFieldName(issue.path);
  return issue.origin === 'array'
    ? `«${field}» admite hasta ${maximum} elementos.`
    : `«${field}» admite hasta ${maximum} caracteres.`;
}
