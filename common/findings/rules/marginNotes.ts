import { describeInscription, inscriptionFacts, type RuleContext } from '../context';
import type { MarginNote } from '../facts';
import type { Finding } from '../finding';

/**
 * Margin notes of the current inscription (chilean-documents.md §17.4, §17.7). Alzamientos are
 * reported so the lawyer can match them against the GP: a mortgage cancelled together with its
 * prohibition is one finding. A lawsuit noted in the margin is a risk of its own.
 */
export function marginNotes(context: RuleContext): Finding[] {
  const current = context.report.property_registry_history[0];
  if (!current) return [];
  const notes = inscriptionFacts(context.facts, current)?.marginNotes ?? [];
  const refs = ['property_registry_history[0]'];
  const where = `al margen de la inscripción de ${describeInscription(current)}`;
  const quote = (list: MarginNote[]) => list.map((note) => `"${note.text}"`).join('; ');
  const findings: Finding[] = [];
  const releases = notes.filter((note) => note.kind === 'alzamiento');
  const mortgage = releases.filter((note) => note.subjects.includes('hipoteca'));
  const prohibition = releases.filter(
    (note) => !note.subjects.includes('hipoteca') && note.subjects.includes('prohibicion'),
  );
  const embargo = releases.filter(
    (note) =>
      !note.subjects.includes('hipoteca') &&
      !note.subjects.includes('prohibicion') &&
      (note.subjects.includes('embargo') || note.subjects.includes('medida_precautoria')),
  );
  if (mortgage.length > 0)
    findings.push({
      code: 'ALZAMIENTO_HIPOTECA_EN_MARGEN',
      severity: 'info',
      message: `Consta ${where} el alzamiento de hipoteca${mortgage.some((note) => note.subjects.includes('prohibicion')) ? ' y prohibición' : ''}: ${quote(mortgage)}. Verificar que el certificado GP no la mantenga vigente.`,
      doc: 'dominio_vigente',
      refs,
    });
  if (prohibition.length > 0)
    findings.push({
      code: 'ALZAMIENTO_PROHIBICION_EN_MARGEN',
      severity: 'info',
      message: `Consta ${where} el alzamiento de una prohibición: ${quote(prohibition)}.`,
      doc: 'dominio_vigente',
      refs,
    });
  if (embargo.length > 0)
    findings.push({
      code: 'ALZAMIENTO_EMBARGO_EN_MARGEN',
      severity: 'info',
      message: `Consta ${where} el alzamiento de un embargo o medida precautoria: ${quote(embargo)}.`,
      doc: 'dominio_vigente',
      refs,
    });
  const lawsuits = notes.filter((note) => note.kind !== 'alzamiento' && note.subjects.includes('litigio'));
  if (lawsuits.length > 0)
    findings.push({
      code: 'LITIGIO_EN_MARGEN',
      severity: 'alta',
      message: `Consta ${where} una anotación de litigio: ${quote(lawsuits)}. Pedir certificado de litigios y revisar el estado de la causa.`,
      doc: 'dominio_vigente',
      refs,
    });
  return findings;
}
