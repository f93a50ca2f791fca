import type { FoundKind } from '../../../../common/vocabularies/lienKinds';

/** An ordinal printed before a type ("PRIMERA HIPOTECA", "2ª hipoteca"). */
export const ORDINAL = String.raw`(?:primera|segunda|tercera|cuarta|quinta|\d[ªa°º])\s+`;
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
 * Adjectives that name a sort of the kind right after it ("SERVIDUMBRE ELÉCTRICA", "USUFRUCTO
 * VITALICIO"): part of the printed type, unlike a creditor's name in capitals after it.
 */
const KIND_ADJECTIVES = new Set([
  'ELÉCTRICA',
  'ELECTRICA',
  'MINERA',
  'LEGAL',
  'VOLUNTARIA',
  'PERPETUA',
  'VITALICIO',
  'VITALICIA',
  'TEMPORAL',
]);
/** Acts a prohibition forbids, printed after it in capitals ("DE ENAJENAR", "DE NO GRAVAR NI ENAJENAR"). */
const FORBIDDEN = new Set([
  'GRAVAR',
  'ENAJENAR',
  'NO',
  'CELEBRAR',
  'ARRENDAR',
  'VENDER',
  'TRANSFERIR',
  'HIPOTECAR',
]);

/**
 * A prohibition's label in capitals cut before the acts it forbids ("PROHIBICIÓN DE GRAVAR Y
 * ENAJENAR" → "PROHIBICIÓN"): what it forbids is its action, as `printedType` reads it after a kind.
 */
export function withoutForbiddenActs(label: string): string {
  const acts = [...FORBIDDEN].filter((word) => word !== 'NO').join('|');
  const cut = new RegExp(String.raw`^(.*?\bPROHIBICI[OÓ]N(?:ES)?)\s+(?:DE|Y)\s+(?:NO\s+)?(?:${acts})\b`, 'u');
  return cut.exec(label)?.[1] ?? label;
}

/**
 * A suit's entry names the suit ("Demanda de precario …", "se inscribió la demanda de …"): the
 * registry notes it as a litigio, the demand being what it is about, not a kind of its own.
 */
export const isSuit = (printed: string) => /^demandas?$/iu.test(printed.trim());

/**
 * The type as printed around a kind: an ordinal before it ("PRIMERA HIPOTECA") and, when printed in
 * capitals, the capital words that qualify it ("HIPOTECA DE PRIMER GRADO Y ESPECIFICA"); upper case.
 */
export function printedType(text: string, found: FoundKind): string {
  const before = new RegExp(String.raw`${ORDINAL}$`, 'iu').exec(
    text.slice(Math.max(0, found.index - 12), found.index),
  );
  if (found.kind === 'litigio' && isSuit(found.text)) return 'LITIGIO';
  let type = `${before?.[0] ?? ''}${found.text}`;
  const after = text.slice(found.index + found.text.length);
  if (found.text === found.text.toUpperCase() && /^\s/.test(after)) {
    const qualifiers: string[] = [];
    for (const word of after.trimStart().split(/\s+/).slice(0, 9)) {
      // A table's next cell the text layer glued to the type's last word ("ACUEDUCTO233 vta.").
      const gluedCell = /^(\p{Lu}{2,})\d/u.exec(word)?.[1];
      const clean = gluedCell ?? word.replace(/[,.;:]+$/, '');
      if (!/^\p{Lu}+$/u.test(clean) || NOT_TYPE_WORDS.has(clean)) break;
      qualifiers.push(clean);
      if (clean !== word) break;
    }
    // What a prohibition forbids ("PROHIBICIÓN DE ENAJENAR") is its action, not its type.
    const acts = qualifiers.findIndex(
      (word, at) => CONNECTORS.has(word) && FORBIDDEN.has(qualifiers[at + 1] ?? ''),
    );
    if (found.kind === 'prohibicion' && acts >= 0) qualifiers.splice(acts);
    while (qualifiers.length > 0 && CONNECTORS.has(qualifiers.at(-1) ?? '')) qualifiers.pop();
    if (qualifiers.length > 0 && CONNECTORS.has(qualifiers[0] ?? '')) type += ` ${qualifiers.join(' ')}`;
    else if (KIND_ADJECTIVES.has(qualifiers[0] ?? '')) type += ` ${qualifiers[0] ?? ''}`;
  } else if (/^[^\S\n]+\p{L}/u.test(after)) {
    // In running prose ("una servidumbre eléctrica en favor de …") the sort's adjective is the
    // type's all the same; other words after a kind in lower case are the sentence's.
    const next = /^[^\S\n]+(\p{L}+)/u.exec(after)?.[1] ?? '';
    if (KIND_ADJECTIVES.has(next.toLocaleUpperCase('es'))) type += ` ${next}`;
  }
  return type.replace(/\s+/g, ' ').toLocaleUpperCase('es');
}

/** Where a row's cells part on a line of the text layer: a rule, or the layout's gap of three spaces. */
const CELL_EDGE = /[|¦│]|[^\S\n]{3,}/u;

/**
 * A printed type cut where its table cell ends. The text layer keeps a row's cells apart
 * ("SERVIDUMBRE DE TRÁNSITO | EDUARDO LUIS …", or a wide gap), which the running text loses, so a
 * beneficiary's name in capitals in the next cell would read as the type's qualifiers. `raw`: the
 * document's lines as read; a type found on none of them is kept.
 */
export function typeInItsCell(type: string, raw: string): string {
  const wanted = type.split(' ');
  if (wanted.length < 2) return type;
  for (const line of raw.split('\n')) {
    const words = line.split(CELL_EDGE).flatMap((cell, at) =>
      cell
        .split(/\s+/u)
        .map((word) => word.replace(/[,.;:]+$/u, '').toLocaleUpperCase('es'))
        .filter(Boolean)
        .map((word) => ({ word, cell: at })),
    );
    for (let start = 0; start + wanted.length <= words.length; start++) {
      if (!wanted.every((word, at) => words[start + at]?.word === word)) continue;
      const cut = wanted.findIndex((_, at) => words[start + at]?.cell !== words[start]?.cell);
      if (cut > 0) return wanted.slice(0, cut).join(' ');
    }
  }
  return type;
}
