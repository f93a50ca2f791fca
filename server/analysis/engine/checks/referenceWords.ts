import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { foldLower } from '../text/folded';

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

/**
 * Paths of the history entries' references whose fojas or número was read beside words of the
 * other role: an entry's own reference after words naming its earlier title, its earlier title
 * after words certifying the copy's own inscription.
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
      ...(misplaced({ fojas: 'fojas', numero: 'numero' }, 'earlier') ? OWN_FIELDS : []),
      ...(misplaced({ fojas: 'fojas_anterior', numero: 'numero_anterior' }, 'own') ? EARLIER_FIELDS : []),
    ].map((key) => `${prefix}${key}`);
  });
}
