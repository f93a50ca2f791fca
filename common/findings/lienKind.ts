import type { Lien, Prohibition } from '../report/schema';
import { kindOfTipo, type LienKind, type LienRegistry } from '../vocabularies/lienKinds';
import type { ReportFacts } from './facts';

/**
 * The kind of a GP item (#19): the one the engine recorded for this very item (same registry,
 * inscription and printed type), else the kind its printed type names. The second is how a report
 * stored before kinds were recorded gets its kinds on read, and how an item the lawyer typed or
 * retyped gets the kind of what it now says. Null when neither names one.
 */
export function lienKind(
  facts: Pick<ReportFacts, 'liens'>,
  registry: LienRegistry,
  item: Pick<Lien | Prohibition, 'fojas' | 'numero' | 'ano' | 'tipo'>,
): LienKind | null {
  const recorded = facts.liens.find(
    (lien) =>
      lien.registry === registry &&
      lien.fojas === item.fojas &&
      lien.numero === item.numero &&
      lien.ano === item.ano &&
      lien.tipo === item.tipo,
  );
  return recorded ? recorded.kind : kindOfTipo(item.tipo);
}
