import {
  findLienKinds,
  registryOf,
  type FoundKind,
  type LienRegistry,
} from '../../../../common/vocabularies/lienKinds';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { foldKeepingLength } from '../text/folded';
import { ORDINAL, printedType, withoutForbiddenActs } from '../text/lienKinds';
import { leadingNumberWords } from '../text/numberWords';
import { readRefs, type ReadRef } from '../text/inscriptionRef';
import { answersAboutProperty, inForceFirst, refRole } from './assign';
import { readTables, type TableRow } from './tables';

/**
 * Stage 2 of reading (segment) for certificates of hipotecas, gravámenes, interdicciones y
 * prohibiciones: where each registry's part is, what it certifies (nothing, or how many
 * inscriptions) and the entries, found by enumeration (`1)`, `2.-`, `a)`, bullets) or, in
 * narrative certificates, by the sentence that holds an inscription reference. Layout does not
 * matter: headings may come after their items (two columns read across), a certificate may cover
 * one registry only, or bundle dominio vigente, litigios and bien familiar with them.
 * Works on normalised text (reading/normalize.ts); every index is in that text.
 */

export type Section = LienRegistry | 'litigios' | 'bien_familiar';

export interface RegistryPart {
  section: Section;
  index: number;
  /** End of the registry's name that opens the part. */
  nameEnd: number;
  end: number;
  /** The part certifies that the registry has no inscription in force. */
  none: boolean;
  /** The number of inscriptions in force it states ("tiene … DOS inscripción(es) vigente(s)", "(3)"). */
  count: number | null;
}

export interface SegmentedEntry {
  /** The printed type's kind (its first lien word), null when the entry names none. */
  kind: FoundKind | null;
  /** An enumerated label ("1) HIPOTECA :", "Clase Inscripción.: EMBARGO"), when there is one. */
  label: string | null;
  ref: ReadRef | null;
  index: number;
  end: number;
  /** The registry the entry belongs to: by its nature, else the part it is printed in. */
  registry: LienRegistry;
  enumerated: boolean;
}

export interface GpSegments {
  /** References to the property's own inscription (the first is the one certified). */
  propertyRefs: ReadRef[];
  /** No words name the property's inscription: it was taken to be the reference the certificate opens with. */
  propertyInferred: boolean;
  /** Registries the certificate reviews (named in its title, a heading or a statement). */
  covered: Set<LienRegistry>;
  parts: RegistryPart[];
  entries: SegmentedEntry[];
}

const S = String.raw`\s*`;
/** "Registro de …", "Certificado de …" belong to the name: a heading starts there. */
const NAME_PREFIX = String.raw`(?:(?:registros?|certificados?)${S}de${S}(?:las${S})?)?`;
const GRAVAMENES_NAME = String.raw`certificados?${S}de${S}grav[áa]menes|${NAME_PREFIX}hipotecas(?=${S}(?:,|y|e)${S}(?:de${S})?(?:las${S})?(?:interdicciones|prohibiciones))|grav[áa]menes(?=${S}(?:,|y|e)${S}(?:de${S})?(?:las${S})?(?:interdicciones|prohibiciones))|${NAME_PREFIX}hipotecas?${S}(?:,|y|e|ni)${S}grav[áa]men(?:es)?|registros?${S}de${S}hipotecas?|grav[áa]menes${S}(?:,|y|e|ni)${S}hipotecas?`;
/**
 * A table's registry cell naming the registry alone, right before its row's reference
 * ("Prohibiciones fs. 530 N° 466 año 2018   22-05-2018   PROHIBICIÓN de gravar …").
 */
const REGISTRY_CELL = String.raw`\b(?:prohibiciones|interdicciones)(?=${S}(?:fs\.?|fojas)${S}\d)`;
/** The same cell for the mortgages' registry ("HIPOTECAS   Fs. 95 N° 81 año 2013, …"). */
const GRAVAMENES_CELL = String.raw`\b(?:hipotecas|grav[áa]menes)(?=${S}(?:fs\.?|fojas)${S}\d)`;
/** The registry's plural names listed as one heading ("PROHIBICIONES, EMBARGOS E INTERDICCIONES"). */
const PROHIBICIONES_LISTED = String.raw`(?:prohibiciones|interdicciones|embargos)(?:${S}(?:,|y|e)${S}(?:prohibiciones|interdicciones|embargos)){1,2}\b`;
const PROHIBICIONES_NAME = String.raw`${NAME_PREFIX}(?:interdicci[óo]n(?:es)?${S}(?:,|y|e|ni)${S}prohibici[óo]n(?:es)?|prohibici[óo]n(?:es)?${S}(?:,|y|e|ni)${S}interdicci[óo]n(?:es)?)(?:${S}de${S}enajenar)?|registros?${S}de${S}(?:interdicciones|prohibiciones)(?:${S}de${S}enajenar)?|certificados?${S}de${S}prohibiciones|prohibiciones${S}de${S}enajenar|(?<=(?:hipotecas?|grav[áa]menes)${S}(?:,|y|e)${S}(?:de${S})?(?:las${S})?)(?:interdicciones|prohibiciones)|${PROHIBICIONES_LISTED}|${REGISTRY_CELL}`;
/**
 * Registry names listed before another in a title ("… Prohibiciones, Litigios y Bien Familiar",
 * "… Prohibiciones de Enajenar, Litigios y Bien Familiar").
 */
const LISTED_AFTER = String.raw`(?<=(?:hipotecas?|grav[áa]menes|interdicciones|prohibiciones(?:${S}de${S}enajenar)?|embargos|litigios?)${S}(?:,|y|e|y/o|[·•|])${S}(?:de${S})?)`;
/** A section's heading closed by ".-", as its registries' are ("3) BIEN FAMILIAR.- …", "4) LITIGIOS.- …"). */
const DASH_HEADING = String.raw`${S}\.-`;
/**
 * An enumerated section's heading after its marker ("3)", "c.", "IV)") closed by a stop alone
 * before the next sentence, as a worn copy prints its ".-" ("3) BIEN FAMILIAR. Sin declaración.").
 */
const ITEM_HEADING_START = String.raw`(?<=(?<![\p{L}\d.,])(?:\d{1,2}|[a-zA-Z]|[ivxIVX]{2,4})\s?[).]\s*)`;
// Or answered at once without a stop ("III. LITIGIOS No registra.").
const ITEM_HEADING_END = String.raw`(?:${S}\.(?=[^\S\n]+\p{Lu})|(?=\s+(?:no|sin|nada)\s))`;
const BIEN_FAMILIAR_NAME = String.raw`certificados?${S}(?:especial(?:es)?${S})?(?:de${S})?bien${S}familiar|bien${S}familiar${S}(?:\(${S}ley${S}[\d.]+${S}\))?(?:${S}\.?${S}:|${DASH_HEADING})|${ITEM_HEADING_START}bien${S}familiar${ITEM_HEADING_END}|${LISTED_AFTER}bien${S}familiar`;

/** A bare plural heading ("HIPOTECAS:", "Prohibiciones y embargos:"), not an enumerated item's label ("2) HIPOTECAS:"). */
// A letter marker stands alone: the last letter of "Mulchén." is no "n." item.
const NOT_ITEM = String.raw`(?<!(?:(?<![\d.,])\d{1,2}|(?<!\p{L})[a-zA-Z])\s?(?:\)|\.-|\.)\s*)`;
/** A heading's colon, or the dash some offices print instead ("Hipotecas — no hay"). */
const HEADING_MARK = String.raw`(?::|\s[—–]\s)`;
const GRAVAMENES_HEADING = String.raw`${NOT_ITEM}\b(?:hipotecas|grav[áa]menes)${S}${HEADING_MARK}`;
const PROHIBICIONES_HEADING = String.raw`${NOT_ITEM}\b(?:prohibiciones|interdicciones|embargos)(?:${S}(?:y|e)${S}\p{L}+)?${S}${HEADING_MARK}`;
/** "1) LITIGIO: demanda …" is an item, not the registry's heading; "4) LITIGIOS.-", plural, heads a section. */
const LITIGIOS_NAME = String.raw`certificados?${S}de${S}litigios?|${NOT_ITEM}\blitigios?${S}\.?${S}:|\blitigios${DASH_HEADING}|${ITEM_HEADING_START}litigios${ITEM_HEADING_END}|${LISTED_AFTER}litigios?`;

/**
 * A registry's bare name printed after its items, announced as closing them ("···· lo anterior:
 * HIPOTECAS ····"): the part ends with it (headingsBeforeItems).
 */
const CLOSING_NAME = String.raw`(?<=(?<!\p{L})lo${S}anterior${S}:?${S})`;

const NAMES: readonly [Section, RegExp][] = [
  [
    'gravamenes',
    new RegExp(
      `${GRAVAMENES_NAME}|${GRAVAMENES_HEADING}|${GRAVAMENES_CELL}|${CLOSING_NAME}(?:hipotecas|grav[áa]menes)`,
      'giu',
    ),
  ],
  [
    'prohibiciones',
    new RegExp(
      `${PROHIBICIONES_NAME}|${PROHIBICIONES_HEADING}|${CLOSING_NAME}(?:prohibiciones|interdicciones|embargos)`,
      'giu',
    ),
  ],
  ['litigios', new RegExp(`${LITIGIOS_NAME}|${CLOSING_NAME}litigios?`, 'giu')],
  ['bien_familiar', new RegExp(BIEN_FAMILIAR_NAME, 'giu')],
];

interface Mention {
  section: Section;
  index: number;
  end: number;
  /** Named together with the other registry ("Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones"). */
  title: boolean;
  /** Printed after its items ("… lo anterior, en el Registro de Hipotecas"): the part ends with the name. */
  closing?: boolean;
}

/** Registry names printed in the text; two registries named together form a title, not a part. */
function registryMentions(text: string): Mention[] {
  const mentions = NAMES.flatMap(([section, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({
      section,
      index: match.index,
      end: match.index + match[0].length,
      title: false,
    })),
  ).sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of mentions) {
    const last = kept.at(-1);
    if (last && mention.index < last.end) continue;
    const between = text.slice(last?.end ?? 0, mention.index);
    // A title may list registries no part is named after between them ("… PROHIBICIONES, EMBARGOS Y LITIGIOS").
    const joined =
      last &&
      last.section !== mention.section &&
      /^(?:[\s,;:/-]|\b(?:y|e|o|de|del|embargos|medidas\s+precautorias)\b){0,8}$/iu.test(between);
    if (joined) {
      last.title = true;
      mention.title = true;
    }
    kept.push(mention);
  }
  return kept;
}

const NONE = new RegExp(
  [
    String.raw`no${S}(?:le${S})?afectan?${S}ningun`,
    String.raw`no${S}le${S}afectan?(?!${S}(?:sino|m[áa]s${S}que|salvo))`,
    String.raw`no${S}(?:aparecen?|figuran?|hay)${S}(?:vigentes?${S})?(?:inscripci|anotaci|hipoteca|grav|prohibici|interdicci|embargo|litigio)`,
    // "C.- LITIGIOS: no aparecen anotados.": the items denied by their participle.
    String.raw`no${S}(?:aparecen?|figuran?|constan?)${S}(?:anotad|inscrit|registrad)[oa]s?\b`,
    // No word boundary: a text layer that lost its spaces glues what follows ("notieneinscripciones").
    String.raw`no${S}tiene`,
    String.raw`\bninguna${S}inscripci`,
    String.raw`vigentes?${S}:${S}(?:ningun[oa]s?|no${S}hay|0|cero)(?![\p{L}\d])`,
    String.raw`no${S}haber${S}encontrado`,
    String.raw`no${S}registra`,
    // A bare answer: "HIPOTECAS: No hay.", "Prohibiciones: No."
    String.raw`(?:^|:)${S}no(?:${S}hay)?${S}(?:[.;]|$)`,
    String.raw`no${S}existen?${S}(?:inscripci|anotaci|hipoteca|grav|prohibici|interdicci|embargo|litigio)`,
    String.raw`sin${S}(?:inscripciones|anotaciones|registros|grav[áa]menes|hipotecas|prohibiciones|interdicciones)`,
    String.raw`no${S}se${S}(?:encontr|registr)`,
    String.raw`no${S}consta`,
    // "nada consta", "nada registra", "nada hay", "nada figura".
    String.raw`\bnada${S}(?:consta|registra|hay|figura|aparece)`,
    // A registry's answer in one word or two: "NEGATIVO", "Sin movimiento".
    String.raw`\bnegativ[oa]\b`,
    String.raw`\bsin${S}movimientos?\b`,
    String.raw`libre${S}de${S}(?:todo|toda|hipotecas|grav|prohibici)`,
    String.raw`:${S}\(${S}0${S}\)`,
  ].join('|'),
  'iu',
);

/** A bare answer right after the registry's heading, without a colon ("II. HIPOTECAS Y GRAVAMENES No hay."). */
const BARE_NONE = /^[\s.:—–-]*no(?:\s+hay|\s+existen?|\s+registra)?\s*(?:[.;]|$)/iu;

const COUNT = new RegExp(
  [
    String.raw`(?:tiene(?:n)?${S}en${S}dicho${S}per[íi]odo|haber${S}encontrado)${S}([\p{L}\d]+)${S}inscripci`,
    String.raw`^[\s.:]*\(${S}(\d+)${S}\)`,
    String.raw`(?<![\p{L}])(\d+|[\p{L}]+)${S}inscripci[óo]n(?:\(?es\)?)?${S}vigentes?`,
  ].join('|'),
  'iu',
);

function statedCount(text: string): number | null {
  const match = COUNT.exec(text);
  const word = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!word) return null;
  if (/^\d+$/.test(word)) return Number(word);
  if (/^ningun/i.test(word)) return 0;
  const value = leadingNumberWords(word);
  return value && value.length === word.length ? value.value : null;
}

/** Words before a registry's name that make it close the items printed before it ("lo anterior, en el Registro de …"). */
const CLOSES_ITEMS_BEFORE =
  /(?:precedentes|anteriores|(?<!\p{L})lo\s+anterior|que\s+anteceden|arriba\s+(?:indicad|se[ñn]alad|individualizad)\p{L}*)[^.;]{0,80}$/iu;

/**
 * Registry names printed after their items ("1.- Fojas … 2.- Fojas … Las inscripciones
 * precedentes corresponden al Registro de Hipotecas y Gravámenes."): such a name's part starts
 * where the one before it ended (or after the property's reference), so its items fall in it.
 */
function headingsBeforeItems(text: string, mentions: Mention[], itemsFrom: number): Mention[] {
  let previousEnd = itemsFrom;
  return mentions.map((mention) => {
    if (mention.title) return mention;
    const before = text.slice(Math.max(previousEnd, mention.index - 120), mention.index);
    const moved = CLOSES_ITEMS_BEFORE.test(before)
      ? { ...mention, index: previousEnd, closing: true }
      : mention;
    previousEnd = mention.end;
    return moved;
  });
}

/** Each registry's part: from its name to the next registry named (titles excepted). */
function registryParts(text: string, mentions: Mention[], entryStarts: number[]): RegistryPart[] {
  const starts = mentions.filter((mention) => !mention.title);
  const parts: RegistryPart[] = [];
  starts.forEach((mention, position) => {
    const last = parts.at(-1);
    const next = starts[position + 1]?.index ?? text.length;
    // What follows a name closing its items is no longer that registry's ("No registra." under
    // the embargos' own closing words).
    const end = mention.closing ? Math.min(next, mention.end) : next;
    if (last && last.section === mention.section) {
      last.end = end;
      return;
    }
    parts.push({
      section: mention.section,
      index: mention.index,
      nameEnd: mention.end,
      end,
      none: false,
      count: null,
    });
  });
  for (const part of parts) {
    const firstEntry = entryStarts.find((start) => start >= part.index && start < part.end) ?? part.end;
    // The statement may open in the registry's own clause, before its name ("…, no le afectan
    // hipotecas ni gravámenes, y no le afectan interdicciones …").
    const before = text.slice(Math.max(0, part.index - 80), part.index);
    const clause = before.slice(
      Math.max(0, ...[...before.matchAll(/[.;:,]/g)].map((mark) => mark.index + 1)),
    );
    const statement = clause + text.slice(part.index, firstEntry);
    part.none = NONE.test(statement) || BARE_NONE.test(text.slice(part.nameEnd, firstEntry));
    part.count = part.none ? 0 : statedCount(text.slice(part.nameEnd, firstEntry));
  }
  return parts;
}

/**
 * Enumeration markers: `1)`, `2.-`, `3.`, `1º)`, `a)`, `[1]`, bullets (including private-use
 * glyphs), a capital letter closed by ".-" ("A.- HIPOTECA …", the entries a table of boxes points
 * to), a bracketed code of the registry's letter and the entry's number ("[H-1]", "[P2]"), and a
 * section's sub-item before its type in capitals ("2.1 EMBARGO. Fojas …"). Not
 * "(12)": prose repeats a number in digits so ("doce (12)").
 */
const MARKER =
  /(?<=^|\s)(?:\d{1,2}[º°]?\s?(?:\)|\.-|\.(?=\s)|-(?=\s))|\d{1,2}\.\d{1,2}(?=\s+\p{Lu}{3})|[a-zA-Z]\)|\p{Lu}\.-(?=\s)|\[(?:\p{Lu}{1,2}-?)?\d{1,2}\]|[•·▪●■◦\p{Co}])(?=\s|\p{L})/gu;
/**
 * Where a sentence ends, a statement closes on a colon, or a new item starts; not the colon that
 * closes an item's reference before its type ("Fs. 12 Nº 30 año 2019: HIPOTECA a favor de …").
 * A heading between dashes ("-- Litigios -- No se registran.") opens a section of its own. The
 * stops of "U.F." before an amount ("por U.F. 6.000,00") end no sentence.
 */
const BOUNDARY =
  /(?<=[.;])(?<!\bU\.\s?F\.)(?:\s*-+)?\s+|(?<=(?<!\d):)\s+(?=\p{Lu}|fojas\b)|\s+(?=[-–—=]{2,}\s*\p{L}[^-–—=.;:]{0,40}?\s*[-–—=]{2,})/gu;

interface Unit {
  index: number;
  end: number;
  marker: boolean;
  refs: ReadRef[];
  kinds: FoundKind[];
  heading: boolean;
  /** The unit opens a block of a label/value listing (fieldBlocks). */
  blockStart: boolean;
}

/** A registry's name in the plural, as a title lists them. */
const REGISTRY_NAME = String.raw`(?:hipotecas|grav[áa]menes|interdicciones|prohibiciones|embargos|litigios|servidumbres|bien\s+familiar)`;
const NAME_BEFORE = new RegExp(String.raw`(?<!\p{L})${REGISTRY_NAME}\s*$`, 'iu');
const NAME_AFTER = new RegExp(String.raw`^\s*${REGISTRY_NAME}(?!\p{L})`, 'iu');

/**
 * A bullet between two registries' names ("HIPOTECAS · GRAVÁMENES · PROHIBICIONES"): a title's
 * separator, not an item's marker.
 */
function betweenRegistryNames(text: string, index: number, length: number): boolean {
  return (
    /^[•·▪●■◦]$/u.test(text.slice(index, index + length)) &&
    NAME_BEFORE.test(text.slice(Math.max(0, index - 40), index)) &&
    NAME_AFTER.test(text.slice(index + length, index + length + 40))
  );
}

/**
 * A lien's kind in capitals before a dotted leader ("PROHIBICIÓN ........ Fs. 7604 …", the leader
 * read as a colon and spaces by then), or right before its reference where a worn copy lost the
 * leader ("PROHIBICIÓN Fs. 7604 …"): an entry's heading, even where the clause before it ends
 * without a stop ("… en favor de BANCO X PROHIBICIÓN ....").
 */
const LEADER_HEADING =
  /(?<!\p{L})(?:HIPOTECAS?|GRAV[ÁA]MENES|GRAVAMEN|PROHIBICI[ÓO]N(?:ES)?|INTERDICCI[ÓO]N(?:ES)?|EMBARGOS?|LITIGIOS?|SERVIDUMBRES?|BIEN\s+FAMILIAR)(?=[^\S\n]*(?:\.{3,}|:[^\S\n]{3,})|[^\S\n]+(?:fojas|fs\.?)[^\S\n]*\d)/gu;

/**
 * A middle dot between two fields of one item ("Inscripción fs. 233 N° 198 del 2018 · fecha
 * 05/06/2018", "11/04/2016 · por 2.980,00 UF · en favor de BANCO X", "A favor de: BANCO X · Monto:
 * indeterminado"): after a number, or before a word in lower case or a label that names no lien
 * ("Monto:", not "Hipoteca:"). An item's own bullet, after a stop ("… año 2019. · HIPOTECA") or
 * before its type, opens it.
 */
function betweenFields(text: string, index: number, length: number): boolean {
  if (text.slice(index, index + length) !== '·') return false;
  const after = text.slice(index + length, index + length + 40);
  const label = /^\s*(\p{Lu}\p{Ll}+)\s*:/u.exec(after);
  return (
    /\d\s*$/u.test(text.slice(Math.max(0, index - 4), index)) ||
    /^\s*\p{Ll}/u.test(after) ||
    (label !== null && findLienKinds(label[1] ?? '').length === 0)
  );
}

/** Whether a marker the pattern found marks no item (see the two rules above). */
const marksNoItem = (text: string, index: number, length: number) =>
  betweenRegistryNames(text, index, length) || betweenFields(text, index, length);

/** A dash or a bullet alone between a heading and what follows it. */
const DASH_AFTER_HEADING = /^\s*[-–—•·]\s*/u;

/** A row's registry letter and number right before its type: "H 1 ", "P  2 " (not an amount's "UF 2"). */
const ROW_OPENING = /(?<![\p{L}\d.,])(?:\p{Lu}\s+)?\d{1,3}\s+$/u;
/** The reference right after a type: "HIPOTECA - fojas 611 …", "PROHIBICIÓN: fs. 12 …". */
const REFERENCE_NEXT = /^\s*[-–—:,]?\s*(?:(?:a|en)\s+)?fojas\b/iu;
/** A reference's figures right after a registry's cell ("Fs. 120 …", read "fojas 120"). */
const CELL_REFERENCE_NEXT = /^\s*(?:fs\.?|fojas)\s*\d/iu;

function cutPoints(text: string, mentions: Mention[], blockStarts: number[], kinds: FoundKind[]): number[] {
  const points = new Set<number>([0, text.length, ...blockStarts]);
  for (const match of text.matchAll(MARKER))
    if (!marksNoItem(text, match.index, match[0].length)) points.add(match.index);
  for (const match of text.matchAll(BOUNDARY)) points.add(match.index + match[0].length);
  for (const match of text.matchAll(LEADER_HEADING)) points.add(match.index);
  for (const mention of mentions) points.add(mention.index);
  // A registry's name in capitals right before its first reference, as a column of names prints
  // it ("PROHIBICIONES  Fs. 120 …"): a heading of its own, so the entry opens on its reference and
  // takes its type from its own words.
  for (const mention of mentions)
    if (
      !mention.title &&
      /^\p{Lu}{4,}$/u.test(text.slice(mention.index, mention.end)) &&
      CELL_REFERENCE_NEXT.test(text.slice(mention.end, mention.end + 20))
    )
      points.add(mention.end);
  // A type set after a registry's heading by a dash or a bullet ("HIPOTECAS Y GRAVÁMENES -
  // Hipoteca: Inscripción N° …") opens an entry, not the heading's unit.
  for (const mention of mentions) {
    const dash = mention.title ? null : DASH_AFTER_HEADING.exec(text.slice(mention.end));
    if (dash && kinds.some((found) => found.index === mention.end + dash[0].length))
      points.add(mention.end + dash[0].length);
  }
  // A row opened by its registry's letter and its number before a type in capitals and its
  // reference ("H 1 HIPOTECA - fojas …", "P 2 PROHIBICIÓN - fojas …"): the row starts there, and
  // the field lines of the row before it ("Acreedor: …", "Monto: 420 UF") stay with that row.
  for (const found of kinds) {
    const code = ROW_OPENING.exec(text.slice(Math.max(0, found.index - 12), found.index));
    const after = text.slice(found.index + found.text.length, found.index + found.text.length + 20);
    if (code && /^\p{Lu}{2}/u.test(found.text) && REFERENCE_NEXT.test(after))
      points.add(found.index - code[0].length);
  }
  return [...points].sort((a, b) => a - b);
}

/** A clause ending on where it is inscribed, right before the reference: "…, inscrita a ", "inscrito en ". */
const INSCRIBED_BEFORE_REF = /,?\s+inscrit[oa]s?\s+(?:a|en)\s*$/u;

/**
 * A unit holding several references splits between them: before the type that introduces each
 * later one when types come first ("HIPOTECA a fojas … y PROHIBICIÓN a fojas …"), right before
 * each later reference when types follow them ("fojas … - HIPOTECA - BANCO … fojas … - EMBARGO").
 */
function splitByRefs(unit: Unit, text: string): Unit[] {
  const [first] = unit.refs;
  if (!first || unit.refs.length < 2) return [unit];
  const typesFirst = unit.kinds.some((found) => found.index < first.index);
  const pieces: Unit[] = [];
  let start = unit.index;
  unit.refs.forEach((ref, position) => {
    const next = unit.refs[position + 1];
    if (!next) return;
    const refEnd = ref.index + ref.text.length;
    const kind = unit.kinds.filter((found) => found.index >= refEnd && found.index < next.index).at(-1);
    // A type whose own clause says where it is inscribed ("… certifico que le afectan una servidumbre
    // en favor de X, inscrita a fojas 215 …") goes with that later reference, not the one before.
    const inscribedNext = kind !== undefined && INSCRIBED_BEFORE_REF.test(text.slice(kind.index, next.index));
    const cut = typesFirst || inscribedNext ? (kind?.index ?? refEnd) : next.index;
    pieces.push(part(unit, start, cut, position === 0 && unit.marker));
    start = cut;
  });
  pieces.push(part(unit, start, unit.end, false));
  return pieces;
}

function part(unit: Unit, index: number, end: number, marker: boolean): Unit {
  const within = <T extends { index: number }>(items: T[]) =>
    items.filter((item) => item.index >= index && item.index < end);
  return {
    index,
    end,
    marker,
    refs: within(unit.refs),
    kinds: within(unit.kinds),
    heading: false,
    blockStart: unit.blockStart && index === unit.index,
  };
}

/** A field's label in a label/value listing: "Registro :", "Naturaleza :", "Acreedor:", "Tipo de acto:". */
const FIELD_LABEL = /(?<![\p{L}\d])(\p{Lu}\p{Ll}+(?:\s+(?:de\s+)?\p{Ll}+)?)\s*:/gu;

/**
 * Entries printed as blocks of labelled fields, one block per inscription ("Registro : Hipotecas
 * y Gravámenes / Fojas : 1102 v. / … / Acreedor : BANCO X", or "Inscripción: Fs. 12 v. N° 30 Año
 * 2019 / Acreedor: …"): the label every block opens with, recognised as the first label after
 * the property's reference that recurs with exactly one reference in each block and none before
 * the first. Where each block starts; none when the listing is not one of blocks (enumerated
 * items, sentences).
 */
function fieldBlocks(
  text: string,
  refs: ReadRef[],
  kinds: FoundKind[],
  markers: number[],
  from: number,
): number[] {
  const headed = kindHeadedBlocks(text, refs, kinds, from);
  if (headed.length > 0) return headed;
  const byLabel = new Map<string, number[]>();
  for (const match of text.slice(from).matchAll(FIELD_LABEL)) {
    const label = foldAccents(match[1] ?? '');
    byLabel.set(label, [...(byLabel.get(label) ?? []), from + match.index]);
  }
  const listed = refs.filter((ref) => ref.index >= from);
  const count = (start: number, end: number) =>
    listed.filter((ref) => ref.index >= start && ref.index < end).length;
  for (const starts of byLabel.values()) {
    const [first] = starts;
    if (first === undefined || starts.length < 2) continue;
    if (count(from, first) > 0 || kinds.some((found) => found.index >= from && found.index < first)) break;
    const ends = [...starts.slice(1), text.length];
    // Enumerated blocks ("1.- Clase: …") are read as items.
    const enumerated = starts.some((start) =>
      markers.some((marker) => marker < start && marker >= start - 6),
    );
    const oneRefEach = starts.every((start, position) => {
      const found = count(start, ends[position] ?? text.length);
      return position === starts.length - 1 ? found >= 1 : found === 1;
    });
    return oneRefEach && !enumerated ? starts : [];
  }
  return [];
}

/** A field's label right after a type heading, before its colon or its dot leader ("Acreedor .......", "Tribunal:"). */
const LABEL_NEXT = /^\s*\p{Lu}\p{Ll}+(?:\s+(?:de\s+)?\p{Ll}+)?\s*(?::|\.{3,})/u;

/**
 * Blocks each headed by its type in capitals and then its labelled fields, whatever their labels
 * ("HIPOTECA / Acreedor ..... / Monto ..... / Inscripción .... fs. …", "EMBARGO / Tribunal ….. /
 * Demandante ….. / Inscripción ….."): where each block starts, when every type after the
 * property's reference heads one so and each block holds one reference; none otherwise.
 */
function kindHeadedBlocks(text: string, refs: ReadRef[], kinds: FoundKind[], from: number): number[] {
  const listed = kinds.filter((found) => found.index >= from);
  const headings = listed.filter(
    (found) =>
      /^\p{Lu}{2}/u.test(found.text) &&
      // A heading of its own, not a label's value ("Clase inscripción: HIPOTECA").
      !/:\s*$/u.test(text.slice(Math.max(0, found.index - 4), found.index)) &&
      LABEL_NEXT.test(text.slice(found.index + found.text.length)),
  );
  if (headings.length < 2 || headings.length !== listed.length) return [];
  const starts = headings.map((found) => found.index);
  const ends = [...starts.slice(1), text.length];
  const firstRef = refs.find((ref) => ref.index >= from);
  if (!firstRef || firstRef.index < (starts[0] ?? 0)) return [];
  const oneRefEach = starts.every((start, position) => {
    const found = refs.filter(
      (ref) => ref.index >= start && ref.index < (ends[position] ?? text.length),
    ).length;
    return position === starts.length - 1 ? found >= 1 : found === 1;
  });
  return oneRefEach ? starts : [];
}

/**
 * A unit opening with a type in capitals, no colon after it, alone or before the next sentence
 * ("HIPOTECA", "PROHIBICIÓN. No hay otras …"): the cell closing an entry after its leader; a type
 * heading the next entry takes a colon or its reference.
 */
const TRAILING_KIND_CELL = /^\s*\p{Lu}[\p{Lu} ]{2,40}?(?=\s*\.?\s*(?:$|\p{Lu}\p{Ll}))/u;

/**
 * What may stand between a reference and the type printed after it: stops, a leader read as a
 * colon, and the inscription's date in brackets ("Fs. 3960 N° 4211 Año 2019 (17-10-2019) .....
 * HIPOTECA") or after a comma ("Fs. 95 N° 81 año 2013, 14/05/2013. HIPOTECA a favor de …").
 */
const REF_TO_TYPE =
  /^[\s:.-]*(?:(?:\(\s*\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\s*\)|,\s*\d{1,2}[-/.]\d{1,2}[-/.]\d{4})[\s:.-]*)?$/u;

/** A sentence giving an entry's inscription date after its other words ("Inscrito el 21 de …", "Anotada con fecha …"). */
const ENTRY_DATED = /^\s*(?:inscrit|anotad|practicad)[oa]s?\s+(?:el|con\s+fecha)\s+\d/iu;

/**
 * A row of a table of boxes, one per registry, under "NO REGISTRA | REGISTRA" or "NO | SÍ"
 * ("1. Hipotecas ....... [ ] [X] ver A"): a summary of the registries, whose inscriptions, when
 * any, are the items printed apart; never an entry of its own.
 */
// A worn copy's OCR reads the boxes as it can: "(X]", "10)", "103)", an empty one as "0" or "O";
// one of the two keeps a bracket, and they close the row (its "ver A" aside).
const OCR_BOX = String.raw`(?:[[(]\s?[xX0Oo1lI]{0,3}\s?[\])j]?|[xX0Oo1lI]{1,3}\s?[\])])`;
const BOX_ROW = new RegExp(
  String.raw`[[(]\s{0,2}[xX✓✔]?\s{0,2}[\])]\s*[[(]\s{0,2}[xX✓✔]?\s{0,2}[\])]|[☐☒☑]\s*[☐☒☑]|(?<![\p{L}\d])(?:${OCR_BOX}\s+(?:${OCR_BOX}|[0Oo])|[0Oo]\s+${OCR_BOX})\s*(?:ver\s+\S{1,3}\s*)?$`,
  'u',
);

/**
 * An entry's field labelled without a colon, its value in capitals or an amount ("Acreedor BANCO
 * X.", "Monto 1.900 UF."): the entry's own sentence, not the next item.
 */
const UNCOLONED_FIELD =
  /^\s*(?:[Aa]creedora?|ACREEDORA?|[Bb]eneficiari[oa]|[Mm]onto|MONTO)\s+(?:\p{Lu}{2}|(?:UF|U\.F\.|\$)\s*\d|\d)/u;

/** A sentence giving an entry's state after its other words ("ALZADA Y CANCELADA según …", "Alzada por escritura …"). */
const ENTRY_STATE = /^\s*(?:alzad|cancelad)[oa]s?(?![\p{L}])/iu;

/** A unit that starts a new sentence ("No se registran …", "Valdivia, 3 de …"), not a field's value. */
const NEW_SENTENCE = /^\s*\p{Lu}\p{Ll}+(?:,|\s+\p{Ll})/u;

/**
 * A sentence of prose: it opens as one and reaches its stop with no field's colon on the way (not
 * the reference's own registry cell, "… Año 1999 Registro de Hipotecas …  Beneficiario: …", nor an
 * abbreviated label, "Fecha inscr.: …").
 */
const PROSE_SENTENCE = new RegExp(String.raw`${NEW_SENTENCE.source}[^:.]{20,}\.(?:\s|$)`, 'u');

/**
 * Whether a unit after a block's start still belongs to the block: it opens with a field's
 * label, continues a value cut at an abbreviation's stop, or is the value of the label the unit
 * before ends with.
 */
function inBlock(text: string, unit: Unit, previousEnd: string): boolean {
  const printed = text.slice(unit.index, unit.end);
  return (
    /:\s*$/u.test(previousEnd) ||
    /^\s*\p{Lu}\p{Ll}+(?:\s+(?:de\s+)?\p{Ll}+)?\s*:/u.test(printed) ||
    !NEW_SENTENCE.test(printed)
  );
}

/** An enumerated item's type: its first words up to a colon, a comma or the reference. */
const LABEL =
  /^\s*(?:\d{1,2}\.\d{1,2}(?=\s)|\d{1,2}[º°]?\s?(?:\)|\.-|\.|-)|[a-zA-Z]\)|\p{Lu}\.-|\[\d{1,2}\]|[•·▪●■◦\p{Co}])?\s*([^:,;(]{2,90}?)(?=\s*[:,;(]|\s+(?:a\s+|en\s+)?fojas|\s+inscrit|\s+(?:en|a)\s+favor|$)/iu;
/** fojas.cl: "Clase Inscripción.: PRIMERA HIPOTECA Constituyente: …". */
const CLASS_LABEL = /clase\s+inscripci[óo]n\s*\.?\s*:\s*(.{2,90}?)(?=\s+\p{Lu}\p{Ll}+\s*:|\s*[:;,]|$)/iu;

interface Pending {
  index: number;
  end: number;
  /** Opened by a block of labelled fields: the units of the block join it whatever they hold. */
  block: boolean;
  enumerated: boolean;
  kinds: FoundKind[];
  ref: ReadRef | null;
}

/** Words that lead from a type to its reference ("Hipoteca inscrita a fojas …"): not part of the type. */
const LEADS_TO_REFERENCE =
  /(?:\s+(?:a|al|de|del|en|bajo|con|seg[úu]n|que|inscrit[oa]s?|rola|rolante|corre|corriente))+[\s:.,-]*$/iu;

/** The printed type of an entry, when it is labelled and the label names a kind. */
function labelOf(text: string, pending: Pending): string | null {
  const head = text.slice(pending.index, pending.ref?.index ?? pending.end);
  const printed = (CLASS_LABEL.exec(head) ?? (pending.enumerated ? LABEL.exec(head) : null))?.[1]
    ?.trim()
    .replace(/^(?:se\s+)?(?:registra|registran|existe|existen|figura|figuran|consta|constan|hay)\s+/iu, '')
    // The article is no part of the type ("a) UN EMBARGO decretado …", "b) Una hipoteca …").
    .replace(/^(?:un|una)\s+/iu, '')
    // Any other ordinary word before a type in capitals ("Regista PROHIBICIÓN", as OCR may read it).
    .replace(/^\p{Lu}?\p{Ll}+\s+(?=\p{Lu}{2})/u, (word) => (findLienKinds(word).length > 0 ? word : ''));
  // A label in capitals ends where ordinary words begin ("HIPOTECA Acreedor …", "HIPOTECA Emito …").
  const label =
    printed && /^\p{Lu}{2}/u.test(printed)
      ? // Without the dash that parts it from the next cell ("EMBARGO — fojas 640 — …").
        // Nor the stop closing a type printed as a sentence of its own ("EMBARGO. Fojas …").
        /^[\p{Lu}\d\s.º°-]+(?=\s|$)/u
          .exec(printed)?.[0]
          .replace(/[\s-]+$/u, '')
          .replace(/(?<=\p{Lu}{3})\.$/u, '')
      : ordinaryCaseType(printed?.replace(LEADS_TO_REFERENCE, ''));
  // What a prohibition forbids, in capitals after it, is its action, not its type.
  const type = label && /^\p{Lu}{2}/u.test(label) ? withoutForbiddenActs(label) : label;
  return type && findLienKinds(type).length > 0 ? type : null;
}

/** An ordinal before a type in ordinary case ("Primera hipoteca"). */
const ORDINARY_ORDINAL = new RegExp(String.raw`^${ORDINAL}$`, 'iu');

/**
 * A label in ordinary case up to its kind ("Servidumbre de tránsito" → "Servidumbre", "Prohibición
 * de gravar y enajenar" → "Prohibición"): only qualifiers printed in capitals belong to the type
 * (text/lienKinds.ts `printedType`); what a prohibition forbids is its action.
 */
function ordinaryCaseType(label: string | undefined): string | undefined {
  const first = label === undefined ? undefined : findLienKinds(label)[0];
  if (label === undefined || !first) return label;
  const before = label.slice(0, first.index);
  if (before !== '' && !ORDINARY_ORDINAL.test(before)) return label;
  return label.slice(0, first.index + first.text.length);
}

/**
 * Groups units into entries: an enumeration marker or a lien type opens an entry, the units after
 * it join it until its reference is read; a reference with no type before it opens one too
 * (narrative "a fojas … figura inscrita hipoteca …"). Entries without a reference survive only
 * when enumerated and labelled (an item whose numbers are illegible).
 */
/** The rest of a heading listing registries after its first one, up to its colon. */
const HEADING_REST =
  /^(?:\s*(?:,|\by\b|\be\b)\s*(?:medidas\s+)?(?:precautorias|litigios?|embargos?|prohibiciones|interdicciones|grav[áa]menes|hipotecas|bien(?:es)?\s+familiar(?:es)?)(?:\s+de\s+enajenar)?)+(?=\s*:)/iu;

/**
 * Where a label is printed from `from` on; a label given in singular is found by its stem in the
 * plural heading ("Interdicción" in "3. Interdicciones: no hay.").
 */
function printedAt(text: string, label: string, from: number): number {
  const exact = text.indexOf(label, from);
  if (exact >= 0) return exact;
  const stem = foldKeepingLength(label).toLowerCase().slice(0, -2);
  return stem.length < 4 ? -1 : foldKeepingLength(text).toLowerCase().indexOf(stem, from);
}

/** An item's number or letter ("2)", "b.-", "III.", "(4)"); ".-" whole, its dash no word of the item. */
const ITEM_MARKER = /^\s*(?:\(?[\p{L}\d]{1,4}(?:\.-|[).º°])+)?\s*/u;

/**
 * An enumerated heading without a reference that answers "none" ("C) LITIGIOS: no registra.", "3.
 * LITIGIOS. No se encontraron anotaciones.", "4) LITIGIOS: sin anotaciones."): no entry. The label may be the heading's kind in singular: the rest of its word is skipped.
 */
function answersNone(text: string, entry: SegmentedEntry): boolean {
  if (!entry.label) return false;
  const labelAt = printedAt(text, entry.label, entry.index);
  const own = text.slice(labelAt + entry.label.length, entry.end).replace(/^\p{L}*/u, '');
  // A heading naming several registries ("C) Embargos, medidas precautorias y litigios: - No hay.")
  // answers after its last one, which may open a part of its own.
  const heading = text.slice(labelAt + entry.label.length).replace(/^\p{L}*/u, '');
  const rest = HEADING_REST.exec(heading);
  const after = rest ? heading.slice(rest[0].length, rest[0].length + 160) : own;
  // Or a sentence of its own right after it: "3. LITIGIOS. No se encontraron anotaciones …".
  const sentence = /^[\s.:—–-]*(?:\([^()]{0,40}\)[\s.:—–-]*)?([^.;]{0,120})/u.exec(after)?.[1] ?? '';
  // "2) No registra interdicciones, embargos ni litigios.": the item denies its kinds as it names them.
  const item = text.slice(entry.index, entry.end).replace(ITEM_MARKER, '');
  const denied = /^(?:no|sin|nada)\b/iu.test(item) && NONE.test(/^[^.;]{0,160}/u.exec(item)?.[0] ?? '');
  return (
    labelAt >= 0 &&
    (denied ||
      BARE_NONE.test(after) ||
      (/^(?:no|sin)\b/iu.test(sentence) && NONE.test(sentence)) ||
      POINTS_TO_ITEM.test(after))
  );
}

/**
 * A heading answered by pointing at an item listed under another one ("C) LITIGIOS: el de la
 * letra B.1.", "4) Litigios: ver número 2", "el señalado en el punto B.1"): that item, no entry of
 * its own.
 */
const POINTS_TO_ITEM =
  /^[\s.:—–-]*(?:(?:el|la|los|las)\s+(?:de\s+la|del|de\s+el|(?:indicad|señalad|individualizad|singularizad|mencionad)[oa]s?\s+(?:en\s+)?(?:la|el)?)|ver|v[ée]ase|(?:indicad|señalad)[oa]s?\s+en(?:\s+(?:la|el))?)\s*(?:letra|n[úu]mero|n[°º]|punto|[íi]tem|numeral)?\s*[\p{L}\d]{1,3}(?:\.\d{1,2})?(?:\)|\.)?\s*(?:[.;]|$)/iu;

function buildEntries(
  text: string,
  units: Unit[],
  partAt: (index: number) => RegistryPart | null,
): SegmentedEntry[] {
  const entries: SegmentedEntry[] = [];
  let pending: Pending | null = null;
  const close = (current: Pending | null) => {
    const entry = current ? finish(text, current, partAt) : null;
    const boxRow = entry !== null && !entry.ref && BOX_ROW.test(text.slice(entry.index, entry.end));
    if (entry && (entry.ref || (entry.enumerated && entry.label && !boxRow && !answersNone(text, entry))))
      entries.push(entry);
    pending = null;
  };
  const open = (unit: Unit): Pending => ({
    index: unit.index,
    end: unit.end,
    block: unit.blockStart,
    enumerated: unit.marker,
    kinds: [...unit.kinds],
    ref: unit.refs[0] ?? null,
  });
  for (const unit of units) {
    const current: Pending | null = pending;
    const hasKind = unit.kinds.length > 0;
    // The reference of an entry still without its type, when this unit is a bare kind: the type may
    // be printed after the reference.
    const typeless =
      current && current.kinds.length === 0 && hasKind && !unit.marker && unit.refs.length === 0
        ? current.ref
        : null;
    const trailingCell = typeless ? TRAILING_KIND_CELL.exec(text.slice(unit.index, unit.end)) : null;
    // The row's boxes may stand apart from its label (OCR's "10)" reads as an item's marker).
    const rowFrom = current && !current.ref ? current.index : unit.index;
    if (unit.refs.length === 0 && BOX_ROW.test(text.slice(rowFrom, unit.end))) {
      // The row ends what it belongs to: the items it points to are printed after the table.
      if (current && !current.ref) current.end = unit.end;
      close(current);
    } else if (unit.heading) close(current);
    else if (unit.blockStart) {
      close(current);
      pending = open(unit);
    } else if (current?.block && inBlock(text, unit, text.slice(current.index, unit.index))) {
      current.end = unit.end;
      current.kinds.push(...unit.kinds);
      current.ref ??= unit.refs[0] ?? null;
    } else if (current?.block) {
      close(current);
      if (unit.marker || hasKind || unit.refs.length > 0) pending = open(unit);
    } else if (!current) {
      if (unit.marker || hasKind || unit.refs.length > 0) pending = open(unit);
    } else if (unit.marker && !hasKind && !current.ref && current.kinds.length > 0) {
      // "1º) Servicio de tránsito; 2º) …": sub-items of an entry still waiting for its reference.
      current.end = unit.end;
    } else if (
      current.ref &&
      !unit.marker &&
      unit.refs.length === 0 &&
      /^[\s:.-]*\p{L}+\s*\.\s*$/u.test(text.slice(current.ref.index + current.ref.text.length, unit.index))
    ) {
      // "Fs. 45 Nº 61 año 2026: LITIGIO. Demanda de …": a type alone after the reference, its
      // description in the next sentence.
      current.end = unit.end;
      current.kinds.push(...unit.kinds);
    } else if (
      typeless &&
      REF_TO_TYPE.test(text.slice(typeless.index + typeless.text.length, unit.index)) &&
      unit.kinds[0]?.index === unit.index + (/^\s*/u.exec(text.slice(unit.index))?.[0].length ?? 0)
    ) {
      // "Fs. 512 N° 344 año 2020. HIPOTECA de fecha … a favor de …": the reference printed first,
      // closed by a stop, the entry's type opening the next sentence with its details.
      current.end = unit.end;
      current.kinds.push(...unit.kinds);
    } else if (current && trailingCell && /:\s*$/u.test(text.slice(current.index, unit.index))) {
      // "1.- Fojas … a favor de BANCO X, con cláusula de garantía general ....... HIPOTECA": the
      // entry's type closing it after a leader, not the heading of the entry after it. The last
      // entry's cell may run on into the closing sentence on the next line: only the cell's kind.
      const cellEnd = unit.index + trailingCell[0].length;
      current.end = unit.end;
      current.kinds.push(...unit.kinds.filter((found) => found.index < cellEnd));
    } else if (unit.marker || (current.ref && (hasKind || unit.refs.length > 0))) {
      // "… A favor de: BANCO X · Monto: indeterminado SERVIDUMBRE … Inscripción fs. …" (the
      // items' bullets lost): the words before the next type are the value of the label the entry
      // ended on, and the next entry opens on its type.
      const kindAt = unit.kinds[0]?.index ?? unit.index;
      const labelled =
        !unit.marker &&
        current.ref !== null &&
        kindAt > unit.index &&
        /\S/u.test(text.slice(unit.index, kindAt)) &&
        unit.refs.every((ref) => ref.index > kindAt) &&
        /\p{Ll}\s*:\s*$/u.test(text.slice(current.index, unit.index));
      if (labelled) current.end = kindAt;
      close(current);
      pending = open(labelled ? part(unit, kindAt, unit.end, false) : unit);
    } else if (current.ref && ENTRY_STATE.test(text.slice(unit.index, unit.end))) {
      // "… por UF 900,00. ALZADA Y CANCELADA según inscripción a fojas …": the entry's state, as a
      // sentence of its own, with the lifting's reference (no entry of its own).
      current.end = unit.end;
    } else if (current.ref && unit.refs.length === 0 && ENTRY_DATED.test(text.slice(unit.index, unit.end))) {
      // "… a favor de COMERCIAL X LIMITADA. Inscrito el 21 de noviembre de 2025.": the entry's own date.
      current.end = unit.end;
    } else if (
      current.ref &&
      unit.refs.length === 0 &&
      (/^\s*(?:\p{Lu}\p{Ll}+(?:\s+(?:de\s+)?\p{Ll}+)?\s*:\s*)?(?:\p{Ll}|(?:UF|U\.F\.|\$)\s*\d|\d[\d.]*(?:,\d+)?\s*(?:UF|U\.F\.)(?!\p{L}))/u.test(
        text.slice(unit.index, unit.end),
      ) ||
        UNCOLONED_FIELD.test(text.slice(unit.index, unit.end)) ||
        (!hasKind && /\p{Ll}\s*:\s*$/u.test(text.slice(current.index, unit.index))))
    ) {
      // A sentence cut at an abbreviation's stop ("… NORTE S.A. por 1.744 UF.", "… S.A.  UF 980",
      // "… S.A. Monto: 2.650 UF"):
      // lower case or an amount goes on, labelled or not ("… S.A. Objeto: de gravar …"); so does the value of a field the entry labels ("…,
      // acreedor: BANCO FALABELLA.").
      current.end = unit.end;
    } else if (!current.ref) {
      current.end = unit.end;
      current.kinds.push(...unit.kinds);
      current.ref = unit.refs[0] ?? null;
    }
  }
  close(pending);
  return entries;
}

/**
 * The kind a bare one-word heading names ("HIPOTECAS:", "EMBARGOS:"), for entries that name none.
 * A registry's name ("Registro de Hipotecas y Gravámenes") holds several kinds and gives none.
 */
function headingKind(text: string, part: RegistryPart | null): FoundKind | null {
  const heading = part ? text.slice(part.index, part.nameEnd) : '';
  const [kind] = /^\p{L}+\s*:$/u.test(heading) ? findLienKinds(heading) : [];
  if (!kind) return null;
  // The heading names the registry's kind in plural; one entry is one of them.
  return { ...kind, text: singular(kind.text) };
}

/** A kind's words in singular ("PROHIBICIONES" → "PROHIBICIÓN", "Bienes familiares" → "Bien familiar"). */
function singular(words: string): string {
  return words
    .split(/(\s+)/)
    .map((word) => {
      const upper = word === word.toLocaleUpperCase('es');
      if (/iones$/iu.test(word)) return word.replace(/iones$/iu, upper ? 'IÓN' : 'ión');
      if (/^(?:bienes|familiares)$/iu.test(word)) return word.replace(/es$/iu, '');
      return word.replace(/(?<=[aeo])s$/iu, '');
    })
    .join('');
}

/**
 * A table row's kind: a registry cell in plural ("Hipotecas  1.874  1.611  2019  HIPOTECA de …")
 * names the registry, the row's detail its own kind; else one of the registry's, in singular.
 */
function ownKind(text: string, row: TableRow): FoundKind | null {
  const { kind } = row;
  if (!kind || singular(kind.text) === kind.text) return kind;
  const from = row.ref.index + row.ref.text.length;
  const detail = findLienKinds(text.slice(from, row.end)).find(
    (found) => singular(found.text) === found.text,
  );
  return detail ? { ...detail, index: detail.index + from } : { ...kind, text: singular(kind.text) };
}

/**
 * A label that is a section heading in plural ("1) HIPOTECAS: a Fs. …"): a heading is never an
 * item's type. The item is the kind printed within it, else one of the heading's kind.
 */
function ownLabel(text: string, pending: Pending, label: string | null): string | null {
  if (!label) return null;
  const named = findLienKinds(label);
  const plural = named.length > 0 && named.every((found) => singular(found.text) !== found.text);
  if (!plural || !/^[\p{L}\s]+$/u.test(label)) return label;
  const labelAt = text.indexOf(label, pending.index);
  const own = pending.kinds.find(
    (found) => found.index >= labelAt + label.length && singular(found.text) === found.text,
  );
  return own ? printedType(text, own) : singular(named[0]?.text ?? label);
}

/**
 * A kind printed right after another, a space apart ("Hipotecas y Grav. Interdicciones y
 * Prohibiciones Litigios Bien Familiar Fs. 210 …", a table's registry column read before its
 * references): a list of the registries reviewed, no entry's kind.
 */
function listedKind(text: string, kinds: FoundKind[], found: FoundKind): boolean {
  return kinds.some(
    (other) =>
      other.index < found.index && /^\s+$/u.test(text.slice(other.index + other.text.length, found.index)),
  );
}

function finish(
  text: string,
  pending: Pending,
  partAt: (index: number) => RegistryPart | null,
): SegmentedEntry {
  const { ref } = pending;
  const label = ownLabel(text, pending, labelOf(text, pending));
  // The label's kind, placed where the label is printed (its own index is within the label).
  const labelAt = label ? text.indexOf(label, pending.index) : -1;
  const found = label ? (findLienKinds(label)[0] ?? null) : null;
  const labelKind = found && labelAt >= 0 ? { ...found, index: found.index + labelAt } : found;
  const refAt = ref?.index ?? pending.end;
  const part = partAt(ref?.index ?? pending.index);
  // A kind in plural is a heading or a table's registry cell ("Hipotecas  1.874  …  HIPOTECA de
  // primer grado …"): the entry's own kind, in singular, comes first; else one of the plural's.
  const own = pending.kinds.filter((found) => singular(found.text) === found.text);
  const plural = pending.kinds.find((found) => singular(found.text) !== found.text);
  const kind =
    labelKind ??
    own.find((found) => found.index < refAt && !listedKind(text, pending.kinds, found)) ??
    own.find((found) => found.index >= refAt) ??
    (plural ? { ...plural, text: singular(plural.text) } : null) ??
    headingKind(text, part);
  const section = part?.section ?? null;
  const registry: LienRegistry = kind
    ? registryOf(kind.kind)
    : section === 'gravamenes' || section === null
      ? 'gravamenes'
      : 'prohibiciones';
  return {
    kind,
    label,
    ref,
    index: pending.index,
    end: Math.max(pending.end, ref ? ref.index + ref.text.length : 0),
    registry,
    enumerated: pending.enumerated,
  };
}

/** Kinds printed inside a registry's name ("Registro de Hipotecas y Gravámenes") are no entries. */
function unmasked(kinds: FoundKind[], mentions: Mention[]): FoundKind[] {
  return kinds.filter(
    (found) => !mentions.some((mention) => found.index >= mention.index && found.index < mention.end),
  );
}

/** A table row's registry cell naming the Registro de Propiedad, right after the row's numbers. */
const PROPERTY_CELL = /^\s*(?:registro\s+de\s+)?propiedad\b/iu;
/** The same cell printed first in its row ("Propiedad  3.020  2.611  2018"). */
const PROPERTY_CELL_BEFORE = /(?<!\p{L})(?:registro\s+de\s+)?propiedad\s*$/iu;

/** What may join a reference to the registry named right after it: a dash, a comma, "del", "en el". */
const REF_TO_REGISTRY = /^[\s,;:(–—-]*(?:(?:del?|en\s+el)\s+)?$/iu;

/** Whether a registry is named inside a reference or right after it, as where that entry is kept. */
function namedWith(text: string, ref: ReadRef, mention: Mention): boolean {
  const end = ref.index + ref.text.length;
  if (mention.index > ref.index && mention.index < end) return true;
  return !mention.title && mention.index >= end && REF_TO_REGISTRY.test(text.slice(end, mention.index));
}

export function segmentGp(text: string): GpSegments {
  const refs = readRefs(text);
  const everyMention = registryMentions(text);
  // A registry named inside a reference ("a fojas … del Registro de Hipotecas del año …") tells
  // where that entry is kept; it opens no part of the certificate.
  // So does one printed right after it ("fs. 930 Nº 701 año 2022 - Registro de Hipotecas").
  const inRef = (mention: Mention) => refs.some((ref) => namedWith(text, ref, mention));
  const mentions = everyMention.filter((mention) => !inRef(mention));
  const tables = readTables(
    text,
    unmasked(findLienKinds(text), everyMention),
    mentions.filter((mention) => !mention.title).map((mention) => mention.index),
  );
  // Kinds in a table belong to its rows, read apart from the running text.
  const inTable = (index: number) => tables.some((table) => index >= table.index && index < table.end);
  const kinds = unmasked(findLienKinds(text), everyMention).filter((found) => !inTable(found.index));
  // A registry's denial citing the property again ("No consta … respecto del inmueble de fojas …")
  // after the certificate opened on it leaves the opening the property's reference; a denial that
  // is the only words naming it ("no existen hipotecas respecto del inmueble inscrito a …") names it.
  const namedAll = refs.filter((ref) => refRole(text, ref) === 'property');
  // Where the first registry's words start (a title's plural list aside).
  const firstPart = mentions.find((mention) => !mention.title)?.index ?? text.length;
  const openedOn = refs.some((ref) => ref.index < firstPart && refRole(text, ref) === 'item');
  const named = inForceFirst(
    text,
    openedOn ? namedAll.filter((ref) => !answersAboutProperty(text, ref)) : namedAll,
  );
  // Without words naming it, the property's inscription is the reference the certificate opens
  // with: before any registry is reviewed and with no lien type before it (registries its title
  // lists in plural, "… PROHIBICIONES Y EMBARGOS", are no entry's type).
  const opening =
    named.length > 0
      ? undefined
      : refs.find(
          (ref) =>
            ref.index < firstPart &&
            refRole(text, ref) === 'item' &&
            !kinds.some((found) => found.index < ref.index && singular(found.text) === found.text),
        );
  // A table row whose registry cell says "Propiedad" is the property's own inscription (a
  // certificate of bien familiar prints it so), no entry.
  const isPropertyRow = (row: TableRow) =>
    PROPERTY_CELL.test(text.slice(row.ref.index + row.ref.text.length, row.end)) ||
    PROPERTY_CELL_BEFORE.test(text.slice(Math.max(0, row.ref.index - 30), row.ref.index));
  const propertyRows = tables.flatMap((table) => table.rows.filter(isPropertyRow));
  const propertyRefs = opening
    ? [{ ...opening, confidence: Math.min(opening.confidence, 0.6) }]
    : named.length > 0
      ? named
      : propertyRows.map((row) => row.ref);
  const itemRefs = refs.filter(
    (ref) =>
      refRole(text, ref) === 'item' && ref.index !== opening?.index && !answersAboutProperty(text, ref),
  );
  const markers = new Set(
    [...text.matchAll(MARKER)]
      .filter((match) => !betweenFields(text, match.index, match[0].length))
      .map((match) => match.index),
  );
  const listFrom = propertyRefs.reduce((end, ref) => Math.max(end, ref.index + ref.text.length), 0);
  const blockStarts = fieldBlocks(text, itemRefs, kinds, [...markers], listFrom);
  // In a listing of blocks, prose right after a block's reference ("… año 2023 Las hipotecas …
  // fueron canceladas …") is no value of its fields: it starts a unit of its own.
  const proseAfterBlocks = itemRefs
    .map((ref) => ref.index + ref.text.length)
    .filter((end) => blockStarts.some((start) => start < end) && PROSE_SENTENCE.test(text.slice(end)));
  const points = cutPoints(text, mentions, [...blockStarts, ...proseAfterBlocks], kinds);
  const mentionStarts = new Set(mentions.map((mention) => mention.index));
  const headingAfterMarker = (at: number) => {
    const mention = mentions.find((candidate) => candidate.index === at);
    if (!mention) return false;
    const ref = itemRefs.find((candidate) => candidate.index >= mention.end);
    const nextPart = mentions.find((candidate) => candidate.index > mention.index)?.index ?? text.length;
    return (
      !ref ||
      ref.index >= nextPart ||
      kinds.some((found) => found.index >= mention.end && found.index < ref.index)
    );
  };
  const units = points.slice(0, -1).flatMap((index, position) => {
    const end = points[position + 1] ?? text.length;
    const within = <T extends { index: number }>(items: T[]) =>
      items.filter((item) => item.index >= index && item.index < end);
    const unit: Unit = {
      index,
      end,
      marker: markers.has(index),
      refs: within(itemRefs),
      kinds: within(kinds),
      heading: false,
      blockStart: blockStarts.includes(index),
    };
    // A lettered or numbered heading ("B) INTERDICCIONES … Embargo a fojas …") is its marker alone
    // before a registry's name that another type or no reference follows ("2) BIEN FAMILIAR : a
    // Fs. …" is an item).
    const markerOfHeading =
      unit.marker && /^\s*\S+\s*$/u.test(text.slice(index, end)) && headingAfterMarker(end);
    unit.heading =
      unit.refs.length === 0 &&
      (markerOfHeading || [...mentionStarts].some((start) => start >= index && start < end));
    return splitByRefs(unit, text);
  });
  const lastProperty = propertyRefs.at(-1);
  const partMentions = headingsBeforeItems(
    text,
    mentions,
    lastProperty ? lastProperty.index + lastProperty.text.length : 0,
  );
  const provisional = registryParts(text, partMentions, []);
  // The part an entry belongs to: the registry its reference names, else the part it is printed in.
  const refRegistries = new Map(
    refs.flatMap((ref) => {
      const mention = everyMention.find((candidate) => namedWith(text, ref, candidate));
      return mention ? [[ref.index, mention] as const] : [];
    }),
  );
  const partAt = (index: number): RegistryPart | null => {
    const mention = refRegistries.get(index);
    if (mention)
      return { section: mention.section, index, nameEnd: index, end: index, none: false, count: null };
    return provisional.filter((candidate) => candidate.index <= index).at(-1) ?? null;
  };
  const rows = tables.flatMap((table) =>
    table.rows
      .filter((row) => !isPropertyRow(row))
      .map((row): SegmentedEntry => ({
        kind: ownKind(text, row),
        label: null,
        ref: row.ref,
        index: row.index,
        end: row.end,
        registry:
          row.registry ?? (partAt(row.index)?.section === 'prohibiciones' ? 'prohibiciones' : 'gravamenes'),
        enumerated: true,
      })),
  );
  const entries = [...buildEntries(text, units, partAt), ...rows].sort((a, b) => a.index - b.index);
  const parts = registryParts(
    text,
    partMentions,
    entries.map((entry) => entry.index),
  );
  const covered = new Set<LienRegistry>(
    everyMention.flatMap((mention) =>
      mention.section === 'gravamenes' || mention.section === 'prohibiciones' ? [mention.section] : [],
    ),
  );
  return { propertyRefs, propertyInferred: opening !== undefined, covered, parts, entries };
}
