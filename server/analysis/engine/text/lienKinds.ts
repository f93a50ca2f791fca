/**
 * The kinds of inscription a GP certificate lists (chilean-documents.md §4) and the registry each
 * belongs to by its nature: the Registro de Hipotecas y Gravámenes or the Registro de
 * Interdicciones y Prohibiciones de Enajenar.
 */
export type LienRegistry = 'gravamenes' | 'prohibiciones';

export type LienKind =
  | 'reglamento'
  | 'precautoria'
  | 'embargo'
  | 'hipoteca'
  | 'servidumbre'
  | 'usufructo'
  | 'bien_familiar'
  | 'interdiccion'
  | 'prohibicion'
  | 'litigio'
  | 'censo'
  | 'arrendamiento';

const END = String.raw`(?![\p{L}])`;

/** Earlier entries win at the same position: "medida precautoria de prohibición" is a precautoria. */
const KINDS: readonly { kind: LienKind; registry: LienRegistry; pattern: string }[] = [
  { kind: 'reglamento', registry: 'gravamenes', pattern: String.raw`reglamentos?(?:\s+de\s+copropiedad)?` },
  { kind: 'precautoria', registry: 'prohibiciones', pattern: String.raw`(?:medidas?\s+)?precautorias?` },
  { kind: 'embargo', registry: 'prohibiciones', pattern: String.raw`embargos?` },
  { kind: 'hipoteca', registry: 'gravamenes', pattern: String.raw`hipotecas?` },
  { kind: 'servidumbre', registry: 'gravamenes', pattern: String.raw`servidumbres?` },
  { kind: 'usufructo', registry: 'gravamenes', pattern: String.raw`usufructos?` },
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

const ORDINAL = String.raw`(?:primera|segunda|tercera|cuarta|quinta|\d[ªa°º])\s+`;
/** Upper-case words that end a printed type: what follows is the entry, not its name. */
const NOT_TYPE_WORDS = new Set([
  'A',
  'EN',
  'AL',
  'POR',
  'SOBRE',
  'INSCRITA',
  'INSCRITO',
  'CONSTITUIDA',
  'FAVOR',
  'SEGUN',
  'SEGÚN',
  'QUE',
]);
const CONNECTORS = new Set(['DE', 'DEL', 'Y', 'E', 'CON']);

/**
 * The type as printed around a kind: an ordinal before it ("PRIMERA HIPOTECA") and, when printed in
 * capitals, the capital words that qualify it ("HIPOTECA DE PRIMER GRADO Y ESPECIFICA"); upper case.
 */
export function printedType(text: string, found: FoundKind): string {
  const before = new RegExp(String.raw`${ORDINAL}$`, 'iu').exec(
    text.slice(Math.max(0, found.index - 12), found.index),
  );
  let type = `${before?.[0] ?? ''}${found.text}`;
  const after = text.slice(found.index + found.text.length);
  if (found.text === found.text.toUpperCase() && /^\s/.test(after)) {
    const qualifiers: string[] = [];
    for (const word of after.trimStart().split(/\s+/).slice(0, 9)) {
      const clean = word.replace(/[,.;:]+$/, '');
      if (!/^\p{Lu}+$/u.test(clean) || NOT_TYPE_WORDS.has(clean)) break;
      qualifiers.push(clean);
      if (clean !== word) break;
    }
    while (qualifiers.length > 0 && CONNECTORS.has(qualifiers.at(-1) ?? '')) qualifiers.pop();
    if (qualifiers.length > 0 && CONNECTORS.has(qualifiers[0] ?? '')) type += ` ${qualifiers.join(' ')}`;
  }
  return type.replace(/\s+/g, ' ').toLocaleUpperCase('es');
}
