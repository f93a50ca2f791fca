import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { foldLower } from '../text/folded';
import { otherDocument } from './agreement';

/*
 * An inscription's reference (fojas, número, año) is printed beside words that say whose it is: a
 * copy's heading or its certification ("es testimonio fiel de la inscripción de fojas …") name the
 * copy's own inscription; "lo adquirió … según inscripción de fojas …", "título anterior: fojas …"
 * name the inscription before it. A reference read as an entry's own whose nearest such words name
 * the earlier title, or read as its earlier title beside words that certify the copy's own, was
 * taken from the other role's words.
 */

/** Words that name the inscription before the one a sentence is about. */
const EARLIER =
  /adquiri\w*\s+(?:(?:segun|por|en\s+virtud\s+de)\s+)?(?:la\s+)?inscripcion|titulo\s+anterior|inscripcion\s+anterior|dominio\s+anterior|antecedentes?\s+de\s+dominio/g;

/** Words that name the inscription a copy or certificate is about. */
const OWN =
  /testimonio|certific|copia\s+(?:fiel|autorizada|de\s+la\s+inscripcion)|precedente|se\s+encuentra\s+vigente/g;

/** How far before the reference the words that give its role are looked for. */
const REACH = 90;

/** The pattern of a number as printed: its digits, with or without thousands separators. */
function printed(value: number): string {
  const digits = String(value);
  return digits.length > 3 ? `${digits.slice(0, -3)}[.,]?${digits.slice(-3)}` : digits;
}

/** Where a reference's part is printed in a snippet (after its label when it has one), or -1. */
function partAt(snippet: string, key: 'fojas' | 'numero', value: number): number {
  const label = key === 'fojas' ? String.raw`(?:fojas|fs\.?|f\.)` : String.raw`(?:n[º°o]\.?|numero|nro\.?)`;
  const folded = foldLower(snippet);
  const labelled = new RegExp(String.raw`${label}\s*(?:n[º°o]\.?\s*)?${printed(value)}(?![\d])`).exec(folded);
  return labelled?.index ?? -1;
}

/** The role the words nearest before a reference give it ('own', 'earlier'), or null when none. */
export function roleBefore(
  snippet: string,
  key: 'fojas' | 'numero',
  value: number,
): 'own' | 'earlier' | null {
  const at = partAt(snippet, key, value);
  if (at === -1) return null;
  const before = foldLower(snippet).slice(Math.max(0, at - REACH), at);
  const last = (pattern: RegExp) =>
    Math.max(-1, ...[...before.matchAll(pattern)].map((match) => match.index));
  const earlier = last(EARLIER);
  const own = last(OWN);
  if (earlier === -1 && own === -1) return null;
  return earlier > own ? 'earlier' : 'own';
}

const OWN_FIELDS = ['fojas', 'vuelta', 'numero', 'ano'] as const;
const EARLIER_FIELDS = ['fojas_anterior', 'vuelta_anterior', 'numero_anterior', 'ano_anterior'] as const;

const OWN_PARTS = ['fojas', 'numero'] as const;
const EARLIER_PARTS = ['fojas_anterior', 'numero_anterior'] as const;

/**
 * Whether the chain of titles confirms the role a reference was read in: the title before an
 * entry names the entry's own fojas and número as its earlier title (or, for the entry's earlier
 * title, the next title down prints them as its own), read from another document. A copy headed
 * "(título anterior)" is the earlier title's own copy, as the title citing it says.
 */
function roleConfirmedByChain(
  report: Report,
  provenance: ProvenanceMap,
  index: number,
  role: 'own' | 'earlier',
): boolean {
  const otherIndex = role === 'own' ? index - 1 : index + 1;
  const entry = report.property_registry_history[index];
  const other = report.property_registry_history[otherIndex];
  if (!entry || !other) return false;
  const [mine, theirs] = role === 'own' ? [OWN_PARTS, EARLIER_PARTS] : [EARLIER_PARTS, OWN_PARTS];
  return mine.every((key, at) => {
    const otherKey = theirs[at];
    if (otherKey === undefined) return false;
    const [path, otherPath] = [
      `property_registry_history[${index}].${key}`,
      `property_registry_history[${otherIndex}].${otherKey}`,
    ];
    const [source, otherSource] = [provenance[path], provenance[otherPath]];
    return (
      typeof entry[key] === 'number' &&
      entry[key] === other[otherKey] &&
      source !== undefined &&
      otherSource !== undefined &&
      otherDocument(source, otherSource, path, otherPath)
    );
  });
}

/**
 * Paths of the history entries' references whose fojas or número was read beside words of the
 * other role: an entry's own reference after words naming its earlier title, its earlier title
 * after words certifying the copy's own inscription; not one the chain of titles confirms.
 */
export function referencesOfAnotherRole(report: Report, provenance: ProvenanceMap): string[] {
  return report.property_registry_history.flatMap((entry, index) => {
    const prefix = `property_registry_history[${index}].`;
    const misplaced = (keys: { fojas: string; numero: string }, wrong: 'own' | 'earlier') =>
      (['fojas', 'numero'] as const).some((part) => {
        const value = entry[keys[part] as keyof typeof entry];
        const source = provenance[`${prefix}${keys[part]}`];
        return (
          typeof value === 'number' &&
          source !== undefined &&
          roleBefore(source.snippet, part, value) === wrong
        );
      });
    return [
      ...(misplaced({ fojas: 'fojas', numero: 'numero' }, 'earlier') &&
      !roleConfirmedByChain(report, provenance, index, 'own')
        ? OWN_FIELDS
        : []),
      ...(misplaced({ fojas: 'fojas_anterior', numero: 'numero_anterior' }, 'own') &&
      !roleConfirmedByChain(report, provenance, index, 'earlier')
        ? EARLIER_FIELDS
        : []),
    ].map((key) => `${prefix}${key}`);
  });
}
