import { DOCUMENT_TYPES, type DatedDocumentTypeId, type DocumentTypeId } from '../documents/documentTypes';
import { knownIdentifier } from '../report/blanks';
import type { RegistryEntry, Report } from '../report/schema';
import { dayNumber } from '../format/dates';
import type { InscriptionFacts, ReportFacts } from './facts';
import type { Finding } from './finding';

/** Years the chain of title must cover (prescripción extraordinaria, arts. 2492 and 2510 CC). */
export const CHAIN_YEARS = 10;

export interface FindingOptions {
  /**
   * The day the study is made when the report names none: a report's own `study_date` (#20)
   * always wins, so the editor, the gate, the list and the deliverable judge it on one day.
   */
  referenceDate: string | Date;
  /** Maximum ages that replace the registry's defaults (common/documents), per installation. */
  certificateMaxAgeDays?: Partial<Record<DatedDocumentTypeId, number>>;
}

/** What every rule reads: the report, the facts beside it and the options, resolved. */
export interface RuleContext {
  report: Report;
  facts: ReportFacts;
  referenceDay: number;
  /** Days after its issue a certificate of this type is stale; null when its age does not matter. */
  maxAgeDays: (type: DocumentTypeId) => number | null;
}

export type Rule = (context: RuleContext) => Finding[];

export function ruleContext(report: Report, facts: ReportFacts, options: FindingOptions): RuleContext {
  const referenceDay = dayNumber(report.study_date ?? options.referenceDate);
  if (referenceDay === null) throw new RangeError('Fecha de referencia inválida');
  const overrides: Partial<Record<DocumentTypeId, number>> = options.certificateMaxAgeDays ?? {};
  return {
    report,
    facts,
    referenceDay,
    maxAgeDays: (type) => overrides[type] ?? DOCUMENT_TYPES[type].maxAgeDays,
  };
}

/** A document named at the start of a finding's sentence: `El certificado de matrimonio`. */
export function documentSubject(type: DocumentTypeId): string {
  const label = DOCUMENT_TYPES[type].findingLabel;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** `fojas 4267 vuelta número 3712 del año 2018`; a missing or 0 number reads "no informado". */
export function describeInscription(entry: {
  fojas: number | null;
  vuelta: boolean;
  numero: number | null;
  ano: number | null;
}): string {
  const shown = (value: number | null) => knownIdentifier(value) ?? 'no informado';
  return `fojas ${shown(entry.fojas)}${entry.vuelta ? ' vuelta' : ''} número ${shown(entry.numero)} del año ${shown(entry.ano)}`;
}

/** The facts of a report inscription: the copy with the same fojas, número and año (all known). */
export function inscriptionFacts(
  facts: ReportFacts,
  entry: Pick<RegistryEntry, 'fojas' | 'numero' | 'ano'>,
): InscriptionFacts | undefined {
  if ([entry.fojas, entry.numero, entry.ano].some((value) => knownIdentifier(value) === null))
    return undefined;
  return facts.inscriptions.find(
    (candidate) =>
      candidate.fojas === entry.fojas && candidate.numero === entry.numero && candidate.ano === entry.ano,
  );
}

/** The day an inscription was made: its date, else the last day of its year (the safe side). */
export function inscriptionDay(entry: Pick<RegistryEntry, 'fecha_registro' | 'ano'>): number | null {
  const year = knownIdentifier(entry.ano);
  return dayNumber(entry.fecha_registro) ?? (year === null ? null : dayNumber(`${year}-12-31`));
}

/** Document type of a registry entry: the current inscription is the dominio vigente. */
export function registryDoc(index: number): DocumentTypeId {
  return index === 0 ? 'dominio_vigente' : 'titulo_anterior';
}
