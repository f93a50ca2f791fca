import { knownIdentifier } from '../report/blanks';
import type { RegistryEntry, Report } from '../report/schema';
import type { DocumentTypeId } from '../vocabularies/documentTypes';
import { dayNumber } from './dates';
import type { InscriptionFacts, ReportFacts } from './facts';
import type { Finding } from './finding';

/** Certificates whose age is checked, by document type. */
export type DatedCertificate = Exclude<DocumentTypeId, 'escritura' | 'titulo_anterior'>;

/**
 * Maximum age in days before a certificate is stale (chilean-documents.md §17.10): dominio and GP
 * 30 days (banking practice), TGR about a month (surcharges change monthly); the others are
 * defaults of practice, configurable per installation.
 */
export const DEFAULT_CERTIFICATE_MAX_AGE_DAYS = {
  dominio_vigente: 30,
  gp: 30,
  deuda_tgr: 30,
  no_deuda_aseo: 30,
  avaluo_fiscal: 180,
  serviu_no_expropiacion: 90,
  afectacion_utilidad_publica: 90,
  matrimonio: 90,
  no_matrimonio: 90,
  sociedad: 60,
} as const satisfies Record<DatedCertificate, number>;

/** Years the chain of title must cover (prescripción extraordinaria, arts. 2492 and 2510 CC). */
export const CHAIN_YEARS = 10;

export interface FindingOptions {
  /** The day the study is made (the analysis date, or today when rendering). */
  referenceDate: string | Date;
  certificateMaxAgeDays?: Partial<Record<DatedCertificate, number>>;
}

/** What every rule reads: the report, the facts beside it and the options, resolved. */
export interface RuleContext {
  report: Report;
  facts: ReportFacts;
  referenceDay: number;
  maxAgeDays: Record<DatedCertificate, number>;
}

export type Rule = (context: RuleContext) => Finding[];

export function ruleContext(report: Report, facts: ReportFacts, options: FindingOptions): RuleContext {
  const referenceDay = dayNumber(options.referenceDate);
  if (referenceDay === null) throw new RangeError('Fecha de referencia inválida');
  return {
    report,
    facts,
    referenceDay,
    maxAgeDays: { ...DEFAULT_CERTIFICATE_MAX_AGE_DAYS, ...options.certificateMaxAgeDays },
  };
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

/** Document type of a registry entry: the current inscription is the dominio vigente. */
export function registryDoc(index: number): DocumentTypeId {
  return index === 0 ? 'dominio_vigente' : 'titulo_anterior';
}
