import { knownIdentifier, missingInscriptionFields } from '../../report/blanks';
import type { RegistryEntry } from '../../report/schema';
import { comparisonKey } from '../../vocabularies/comparisonKey';
import { CHAIN_YEARS, describeInscription, inscriptionFacts, type RuleContext } from '../context';
import { dayNumber, formatDay, yearsBefore } from '../dates';
import type { Finding } from '../finding';
import { misspeltName, samePerson } from '../people';

const path = (index: number, field?: string) =>
  `property_registry_history[${index}]${field ? `.${field}` : ''}`;

/** The day an inscription was made: its date, else the last day of its year (the safe side). */
function inscriptionDay(entry: RegistryEntry): number | null {
  const year = knownIdentifier(entry.ano);
  return dayNumber(entry.fecha_registro) ?? (year === null ? null : dayNumber(`${year}-12-31`));
}

/** Does the entry's "título anterior" point at the next (earlier) one? Null when it names none. */
function linksTo(entry: RegistryEntry, earlier: RegistryEntry): boolean | null {
  const cited = [entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior].map(knownIdentifier);
  if (cited.every((value) => value === null)) return null;
  const sameOffice =
    !entry.conservador_anterior ||
    !earlier.conservador ||
    comparisonKey(entry.conservador_anterior) === comparisonKey(earlier.conservador);
  return (
    sameOffice &&
    entry.fojas_anterior === earlier.fojas &&
    entry.numero_anterior === earlier.numero &&
    entry.ano_anterior === earlier.ano
  );
}

function linkFindings(history: RegistryEntry[]): Finding[] {
  const findings: Finding[] = [];
  history.slice(0, -1).forEach((entry, index) => {
    const earlier = history[index + 1];
    // An earlier title that identifies no inscription cannot be linked to: incompleteEntries says so.
    if (!earlier || missingInscriptionFields(earlier).length > 0) return;
    const linked = linksTo(entry, earlier);
    if (linked === true) return;
    findings.push({
      code: 'CADENA_QUIEBRE',
      severity: linked === null ? 'media' : 'alta',
      message:
        linked === null
          ? `La inscripción de ${describeInscription(entry)} no indica su título anterior: no se puede verificar que enlace con la de ${describeInscription(earlier)}.`
          : `La inscripción de ${describeInscription(entry)} cita como título anterior ${describeInscription({ fojas: entry.fojas_anterior, vuelta: entry.vuelta_anterior, numero: entry.numero_anterior, ano: entry.ano_anterior })}, que no es la inscripción acompañada (${describeInscription(earlier)}): hay un quiebre en la cadena de títulos.`,
      refs: [path(index, 'fojas_anterior'), path(index + 1, 'fojas')],
    });
  });
  return findings;
}

/** Tracto sucesivo: whoever transferred a title must be an owner in the title before it. */
function tractFindings(context: RuleContext): Finding[] {
  const history = context.report.property_registry_history;
  const findings: Finding[] = [];
  history.slice(0, -1).forEach((entry, index) => {
    const earlier = history[index + 1];
    const sellers = entry.vendedores.filter((seller) => seller.nombre.trim());
    if (!earlier || sellers.length === 0 || earlier.propietarios.length === 0) return;
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
      refs: [path(index, 'vendedores'), path(index + 1, 'propietarios')],
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
  const problems = [...linkFindings(history), ...tractFindings(context)];
  const oldestIndex = history.length - 1;
  const oldest = history[oldestIndex];
  const oldestDay = oldest ? inscriptionDay(oldest) : null;
  const limit = yearsBefore(context.referenceDay, CHAIN_YEARS);
  const years = history.map((entry) => knownIdentifier(entry.ano) ?? 'año no informado').join(' ← ');
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
