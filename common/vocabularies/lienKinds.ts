/**
 * The kinds of inscription a GP certificate lists (chilean-documents.md §4) and the registry each
 * belongs to by its nature: the Registro de Hipotecas y Gravámenes or the Registro de
 * Interdicciones y Prohibiciones de Enajenar. The one classification of a lien: the engine reads
 * GP entries with it, and a lien whose kind was not recorded (a report stored before #19, an item
 * typed or retyped by the lawyer) gets it from its printed `tipo` (common/findings/lienKind.ts).
 */
export const LIEN_REGISTRY_VALUES = ['gravamenes', 'prohibiciones'] as const;

export type LienRegistry = (typeof LIEN_REGISTRY_VALUES)[number];

export const LIEN_KIND_VALUES = [
  'reglamento',
  'precautoria',
  'embargo',
  'hipoteca',
  'servidumbre',
  'usufructo',
  'bien_familiar',
  'interdiccion',
  'prohibicion',
  'litigio',
  'censo',
  'arrendamiento',
] as const;

export type LienKind = (typeof LIEN_KIND_VALUES)[number];

const END = String.raw`(?![\p{L}])`;

/** Earlier entries win at the same position: "medida precautoria de prohibición" is a precautoria. */
const KINDS: readonly { kind: LienKind; registry: LienRegistry; pattern: string }[] = [
  { kind: 'reglamento', registry: 'gravamenes', pattern: String.raw`reglamentos?(?:\s+de\s+copropiedad)?` },
  { kind: 'precautoria', registry: 'prohibiciones', pattern: String.raw`(?:medidas?\s+)?precautorias?` },
  { kind: 'embargo', registry: 'prohibiciones', pattern: String.raw`embargos?` },
  { kind: 'hipoteca', registry: 'gravamenes', pattern: String.raw`hipotecas?` },
  { kind: 'servidumbre', registry: 'gravamenes', pattern: String.raw`servidumbres?` },
  {
    kind: 'usufructo',
    registry: 'gravamenes',
    pattern: String.raw`usufructos?|(?:derechos?\s+de\s+)?uso\s+y\s+habitaci[óo]n`,
  },
  { kind: 'bien_familiar', registry: 'prohibiciones', pattern: String.raw`bien(?:es)?\s+familiar(?:es)?` },
  { kind: 'interdiccion', registry: 'prohibiciones', pattern: String.raw`interdicci[óo]n(?:es)?` },
  { kind: 'prohibicion', registry: 'prohibiciones', pattern: String.raw`prohibici[óo]n(?:es)?` },
  { kind: 'litigio', registry: 'prohibiciones', pattern: String.raw`litigios?|demandas?` },
  { kind: 'censo', registry: 'gravamenes', pattern: String.raw`censos?` },
  { kind: 'arrendamiento', registry: 'gravamenes', pattern: String.raw`arrendamientos?` },
];

const KIND_PATTERN = new RegExp(
  KINDS.map(({ pattern }) => String.raw`(?<![\p{L}])(${pattern})${END}`).join('|'),
  'giu',
);

export interface FoundKind {
  kind: LienKind;
  registry: LienRegistry;
  index: number;
  /** The kind's own words as printed ("HIPOTECA", "Reglamento de Copropiedad"). */
  text: string;
}

/** Every lien kind named in the text, in order. */
export function findLienKinds(text: string): FoundKind[] {
  const found: FoundKind[] = [];
  for (const match of text.matchAll(KIND_PATTERN)) {
    const position = match.slice(1).findIndex((group) => group !== undefined);
    const entry = KINDS[position];
    if (entry) found.push({ kind: entry.kind, registry: entry.registry, index: match.index, text: match[0] });
  }
  return found;
}

/** The registry an inscription of this kind is kept in. */
export function registryOf(kind: LienKind): LienRegistry {
  return KINDS.find((entry) => entry.kind === kind)?.registry ?? 'gravamenes';
}

/** The kind a printed type names first ("PRIMERA HIPOTECA" → hipoteca); null when it names none. */
export function kindOfTipo(tipo: string): LienKind | null {
  return findLienKinds(tipo)[0]?.kind ?? null;
}
