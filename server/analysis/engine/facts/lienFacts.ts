import type { LienFacts } from '../../../../common/findings/facts';
import type { GpCertificate } from '../../../../common/report/schema';
import { kindOfTipo, type LienRegistry } from '../../../../common/vocabularies/lienKinds';

/**
 * The kind of every item a GP lists (#19), kept beside the report for the legal rules. The reader
 * prints each item's type from the kind it found (an entry's label, the kind's own words, or a
 * one-word heading; text/lienKinds.ts `printedType`), so the shared classifier gives that kind back.
 */
export function lienFacts(file: string, certificate: GpCertificate): LienFacts[] {
  const facts = (registry: LienRegistry, items: GpCertificate['gravamenes' | 'prohibiciones']) =>
    items.map(({ fojas, numero, ano, tipo }): LienFacts => ({
      file,
      registry,
      fojas,
      numero,
      ano,
      tipo,
      kind: kindOfTipo(tipo),
    }));
  return [
    ...facts('gravamenes', certificate.gravamenes),
    ...facts('prohibiciones', certificate.prohibiciones),
  ];
}
