import { knownIdentifier, missingInscriptionFields } from '../../report/blanks';
import type { RegistryEntry } from '../../report/schema';
import { comparisonKey } from '../../vocabularies/comparisonKey';
import { canonicalConservador } from '../../vocabularies/conservadores';
import {
  CHAIN_YEARS,
  describeInscription,
  inscriptionDay,
  inscriptionFacts,
  registryDoc,
  type RuleContext,
} from '../context';
import { formatDay, yearsBefore } from '../../format/dates';
import { TITLE_ACT_LABELS } from '../facts';
import type { Finding } from '../finding';
import { misspeltName, samePerson } from '../../people';

const path = (index: number, field?: string) =>
  `property_registry_history[${index}]${field ? `.${field}` : ''}`;

/**
 * `2021 (aporte en dominio)`: a title's year, and the act that transferred it when it is known and
 * not a sale (the ordinary case).
 */
function titleYear(context: RuleContext, entry: RegistryEntry): string {
  const act = inscriptionFacts(context.facts, entry)?.act;
  const label = act && act !== 'compraventa' ? TITLE_ACT_LABELS[act] : null;
  return `${knownIdentifier(entry.ano) ?? 'año no informado'}${label ? ` (${label})` : ''}`;
}

/**
 * The day of the cancelled earlier inscription an entry's copy transcribes as an annex (its own
 * date, else the end of the year the entry cites it with); null without an annex.
 */
function annexedTitleDay(context: RuleContext, entry: RegistryEntry): number | null {
  const annexed = inscriptionFacts(context.facts, entry)?.annexedTitle;
  return annexed ? inscriptionDay({ fecha_registro: annexed.fecha_registro, ano: entry.ano_anterior }) : null;
}

/** The same office, however it is printed ("CBR de Concepción", "CONCEPCION"); unknown offices agree. */
function sameOffice(a: string | null, b: string | null): boolean {
  if (!a?.trim() || !b?.trim()) return true;
  const left = canonicalConservador(a) ?? comparisonKey(a);
  const right = canonicalConservador(b) ?? comparisonKey(b);
  return left === right;
}

/**
 * Does the entry's "título anterior" cite `earlier`? `yes` when at least two of fojas, número and
 * año are known on both sides and agree, none disagrees and the office is the same; `no` when a
 * known one disagrees; `unknown` when too little was read to tell (a missing value is not a break).
 */
function cites(entry: RegistryEntry, earlier: RegistryEntry): 'yes' | 'no' | 'unknown' {
  if (!sameOffice(entry.conservador_anterior, earlier.conservador)) return 'no';
  const pairs: [number | null, number | null][] = [
    [entry.fojas_anterior, earlier.fojas],
    [entry.numero_anterior, earlier.numero],
    [entry.ano_anterior, earlier.ano],
  ];
  let agree = 0;
  for (const [cited, actual] of pairs) {
    const [left, right] = [knownIdentifier(cited), knownIdentifier(actual)];
    if (left === null || right === null) continue;
    if (left !== right) return 'no';
    agree++;
  }
  return agree >= 2 ? 'yes' : 'unknown';
}

/** An earlier title is not later than the entry citing it (when both years are known). */
function notLater(earlier: RegistryEntry, entry: RegistryEntry): boolean {
  const [before, after] = [knownIdentifier(earlier.ano), knownIdentifier(entry.ano)];
  return before === null || after === null || before <= after;
}

/**
 * The title an entry is linked to: the one of the history its "título anterior" cites. Never the
 * current inscription (index 0, the newest) nor a later title: a reference to those is a
 * misreading (the cancellation note of an old copy cites the next title, not the previous one).
 */
function citedIndex(history: RegistryEntry[], index: number): number | null {
  const entry = history[index];
  if (!entry) return null;
  const found = history.findIndex(
    (earlier, at) => at !== index && at !== 0 && notLater(earlier, entry) && cites(entry, earlier) === 'yes',
  );
  return found < 0 ? null : found;
}

/**
 * The accompanied title an unlinked entry should have cited: a title no other entry cites (the
 * current inscription excepted), the first after it in the history, else the nearest before it.
 * None when the entry is the oldest link of the chain.
 */
function expectedEarlier(history: RegistryEntry[], index: number, cited: (number | null)[]): number | null {
  const uncited = history.map((_, at) => at).filter((at) => at !== 0 && at !== index && !cited.includes(at));
  return uncited.find((at) => at > index) ?? uncited.filter((at) => at < index).at(-1) ?? null;
}

/**
 * Links are found by reference, not by position: the history may come in another order than the
 * chain (an inscription whose year was not read sorts last). An entry that cites none of the other
 * titles breaks the chain only if an accompanied title is left that it should have cited; when too
 * little of its reference was read to tell, the link is incomplete, not broken.
 */
function linkFindings(history: RegistryEntry[]): Finding[] {
  const cited = history.map((_, index) => citedIndex(history, index));
  const findings: Finding[] = [];
  history.forEach((entry, index) => {
    if (cited[index] !== null) return;
    const target = expectedEarlier(history, index, cited);
    const earlier = target === null ? undefined : history[target];
    // An earlier title that identifies no inscription cannot be linked to: incompleteEntries says so.
    if (target === null || !earlier || missingInscriptionFields(earlier).length > 0) return;
    const refs = [path(index, 'fojas_anterior'), path(target, 'fojas')];
    const citation = describeInscription({
      fojas: entry.fojas_anterior,
      vuelta: entry.vuelta_anterior,
      numero: entry.numero_anterior,
      ano: entry.ano_anterior,
    });
    findings.push(
      cites(entry, earlier) === 'no'
        ? {
            code: 'CADENA_QUIEBRE',
            severity: 'alta',
            message: `La inscripción de ${describeInscription(entry)} cita como título anterior ${citation}, que no es la inscripción acompañada (${describeInscription(earlier)}): hay un quiebre en la cadena de títulos.`,
            refs,
          }
        : {
            code: 'REGISTRO_INCOMPLETO',
            severity: 'media',
            message: `Registro incompleto: la inscripción de ${describeInscription(entry)} no indica su título anterior de forma completa (${citation}), por lo que no se puede verificar que enlace con la de ${describeInscription(earlier)}. Completarlo con el documento a la vista.`,
            doc: registryDoc(index),
            refs,
          },
    );
  });
  return findings;
}

/** Tracto sucesivo: whoever transferred a title must be an owner in the title it cites. */
function tractFindings(history: RegistryEntry[]): Finding[] {
  const findings: Finding[] = [];
  history.forEach((entry, index) => {
    const target = citedIndex(history, index) ?? (index + 1 < history.length ? index + 1 : null);
    const earlier = target === null ? undefined : history[target];
    const sellers = entry.vendedores.filter((seller) => seller.nombre.trim());
    if (!earlier || target === null || sellers.length === 0 || earlier.propietarios.length === 0) return;
    const linked = sellers.some((seller) =>
      earlier.propietarios.some(
        (owner) => samePerson(seller, owner) || misspeltName(seller.nombre, owner.nombre),
      ),
    );
    if (linked) return;
    findings.push({
      code: 'TRACTO_SUCESIVO_INCONSISTENTE',
      severity: 'alta',
      message: `Quien transfirió en la inscripción de ${describeInscription(entry)} (${sellers.map((seller) => seller.nombre).join(', ')}) no figura como dueño en la inscripción anterior (${earlier.propietarios.map((owner) => owner.nombre).join(', ')}): revisar el tracto sucesivo.`,
      refs: [path(index, 'vendedores'), path(target, 'propietarios')],
    });
  });
  return findings;
}

/**
 * Chain of title (chilean-documents.md §17.1): every inscription's "título anterior" is the next
 * earlier one, the sellers were the earlier owners, and the oldest reaches back ten years.
 */
export function chainOfTitle(context: RuleContext): Finding[] {
  const history = context.report.property_registry_history;
  if (history.length === 0) return [];
  const problems = [...linkFindings(history), ...tractFindings(history)];
  // The oldest title by its date, wherever the history puts it; an earlier title transcribed in
  // an annex of a copy was accompanied too (reading/annexedTitle.ts).
  const titles = history.map((entry) => ({ entry, annexedDay: annexedTitleDay(context, entry) }));
  const days = titles
    .flatMap(({ entry, annexedDay }) => [inscriptionDay(entry), annexedDay])
    .filter((day) => day !== null);
  const oldestDay = days.length > 0 ? Math.min(...days) : null;
  const limit = yearsBefore(context.referenceDay, CHAIN_YEARS);
  const years = titles
    .map(({ entry, annexedDay }) =>
      annexedDay === null
        ? titleYear(context, entry)
        : `${titleYear(context, entry)} ← ${knownIdentifier(entry.ano_anterior) ?? 'año no informado'} (título anterior transcrito en anexo)`,
    )
    .join(' ← ');
  const refs = history.map((_, index) => path(index, 'fecha_registro'));
  if (oldestDay === null || oldestDay > limit) {
    problems.push({
      code: 'CADENA_10_ANOS_INCOMPLETA',
      severity: 'alta',
      message: `Cadena de títulos: ${years}. ${oldestDay === null ? 'No se conoce la fecha de la inscripción más antigua' : `La inscripción más antigua es del ${formatDay(oldestDay)}`}; no alcanza a cubrir ${CHAIN_YEARS} años (hasta el ${formatDay(limit)}): faltan títulos anteriores.`,
      refs,
    });
  }
  const vigencia: Finding[] = [];
  const current = history[0];
  const currentFacts = current ? inscriptionFacts(context.facts, current) : undefined;
  if (current && currentFacts && !currentFacts.certifiedVigente) {
    vigencia.push({
      code: 'DOMINIO_SIN_VIGENCIA',
      severity: 'media',
      message: `La copia de la inscripción de ${describeInscription(current)} no certifica que esté vigente: debe pedirse la copia con vigencia.`,
      doc: 'dominio_vigente',
      refs: [path(0)],
    });
  }
  if (problems.length > 0) return [...problems, ...vigencia];
  return [
    ...vigencia,
    {
      code: 'CADENA_10_ANOS_OK',
      severity: 'info',
      message: `Cadena de títulos: ${years}; cada inscripción enlaza con su título anterior y se cubren al menos ${CHAIN_YEARS} años.`,
      refs,
    },
  ];
}
