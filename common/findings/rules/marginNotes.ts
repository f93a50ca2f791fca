import { DOCUMENT_TYPES } from '../../documents/documentTypes';
import type { LienKind } from '../../vocabularies/lienKinds';
import { describeInscription, inscriptionFacts, type RuleContext } from '../context';
import type { MarginNote, MarginSubject } from '../facts';
import type { Finding } from '../finding';
import { lienKind } from '../lienKind';

/** The liens a margin note may inscribe, and the kind of a GP item that lists one. */
const LIEN_SUBJECTS = {
  hipoteca: { name: 'una hipoteca', kind: 'hipoteca' },
  prohibicion: { name: 'una prohibición', kind: 'prohibicion' },
  embargo: { name: 'un embargo', kind: 'embargo' },
  medida_precautoria: { name: 'una medida precautoria', kind: 'precautoria' },
} as const satisfies Partial<Record<MarginSubject, { name: string; kind: LienKind }>>;

type LienSubject = keyof typeof LIEN_SUBJECTS;

const isLienSubject = (subject: MarginSubject): subject is LienSubject =>
  Object.hasOwn(LIEN_SUBJECTS, subject);

/**
 * Liens inscribed in the margin with no cancellation noted beside them, that no attached GP lists
 * (a GP that lists them is reported by liensAndProhibitions): the GP may be incomplete or old.
 */
function unlistedMarginLiens(context: RuleContext, notes: MarginNote[], where: string): Finding[] {
  const released = new Set(
    notes.filter((note) => note.kind === 'alzamiento').flatMap((note) => note.subjects),
  );
  const gps = context.report.gp_certificates ?? [];
  const gpKinds = gps.flatMap((gp) => [
    ...gp.gravamenes.map((item) => lienKind(context.facts, 'gravamenes', item)),
    ...gp.prohibiciones.map((item) => lienKind(context.facts, 'prohibiciones', item)),
  ]);
  return notes
    .filter((note) => note.kind === 'inscripcion')
    .flatMap((note) => {
      const subject = note.subjects.filter(isLienSubject).find((candidate) => !released.has(candidate));
      if (!subject || gpKinds.includes(LIEN_SUBJECTS[subject].kind)) return [];
      const gp =
        gps.length > 0
          ? `que ${DOCUMENT_TYPES.gp.findingLabel} acompañado no registra`
          : `y no se acompaña ${DOCUMENT_TYPES.gp.findingLabel}`;
      return [
        {
          code: 'GRAVAMEN_EN_MARGEN',
          severity: 'media',
          message: `Consta ${where} ${LIEN_SUBJECTS[subject].name} ("${note.text}"), sin alzamiento anotado, ${gp}: verificar si está vigente con un certificado GP actualizado.`,
          doc: 'dominio_vigente',
          refs: ['property_registry_history[0]'],
        } satisfies Finding,
      ];
    });
}

/**
 * Margin notes of the current inscription (chilean-documents.md §17.4, §17.7). Alzamientos are
 * reported so the lawyer can match them against the GP: a mortgage cancelled together with its
 * prohibition is one finding. A lien noted in the margin, not cancelled and missing from the GP,
 * and a lawsuit noted in the margin are risks of their own.
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
  findings.push(...unlistedMarginLiens(context, notes, where));
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
