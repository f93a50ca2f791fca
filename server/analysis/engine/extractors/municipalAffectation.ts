import type { PersonRef, PublicExpropriationCertificate } from '../../../../common/report/schema';
import { unansweredItem } from '../checks/unansweredItems';
import type { AffectationType, TipoVivienda, VialType } from '../../../../common/vocabularies/expropriation';
import type { DocumentText } from '../document';
import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import { markedRows, rowAbout, type MarkedRow } from '../reading/markTable';
import { lineCells } from '../text/cells';
import { foldKeepingLength } from '../text/folded';
import type { FieldSearch, LabelledValue } from '../text/labelledValues';
import { cellValue, integerValue, nameValue, type Recognizer } from '../text/recognizers';
import { firstOfTwoPersons } from '../text/names';
import { findRuts } from '../text/rut';
import {
  STATEMENT_LOOKBACK,
  decisiveStatement,
  listingStart,
  onRuledMarkedRow,
  statementsAbout,
  lostBoxOptions,
  tickedOptions,
  type Statement,
  unansweredLabels,
} from '../text/statements';
import { CertificateFields } from './certificateFields';
import { observedRoad } from './observedRoad';
import { placeBesideRol } from './rolLineCells';
import { wrappedName } from './shared';
import { ADDRESS, COMUNA, ISSUE_DATE, MUNICIPALITY, OWNER_RUT, ROL } from './propertyLabels';
import type { Extraction } from './types';

const OWNER: FieldSearch<string> = {
  labels: [
    /\bnombre\s+(?:del\s+)?propietari[oa]\b/,
    // "Propietario según S.I.I.:", "PROPIETARIO (según SII)": the source of the name is part of its label.
    /\bpropietari[oa]s?\b(?:\s+\(?segun\s+(?:el\s+)?(?:s\.?\s?i\.?\s?i\b\.?|servicio\s+de\s+impuestos\s+internos)\)?)?/,
    /\bduen[oa]s?\b(?=\s*:)/,
    /\bcontribuyente\b/,
    /\bde\s+propiedad\s+de\b/,
    /\ba\s+nombre\s+de\b/,
    // "A solicitud de …, RUT …, se certifica", "Vista la solicitud de don …, propietario del
    // inmueble": the certificate is issued to the owner who asks.
    /\b(?:a|la)\s+(?:solicitud|peticion|requerimiento)\s+de\b/,
    // "Solicitante: …": the same asking owner under a form's label.
    /\bsolicitante\b(?=\s*:)/,
    // "Titular   : SOCIEDAD X LIMITADA, RUT …": the owner the form names as the holder.
    /\btitular(?:es)?\b(?=\s*:)/,
  ],
  recognize: (region) => estateValue(region) ?? nameValue(region),
};

/** "(la) sucesión de don X": the estate of a dead owner, printed in lower case before his name. */
const ESTATE_OF = /^[\s:.,-]*(?:la\s+)?(suces[ií][óo]n\s+(?:de\s+)?(?:(?:don|do[ñn]a)\s+)?)/iu;

/** The estate an owner's label names ("a nombre de la sucesión de don X"), as printed, with his name. */
const estateValue: Recognizer<string> = (region) => {
  const lead = ESTATE_OF.exec(region);
  const words = lead?.[1];
  if (!lead || !words) return null;
  const name = nameValue(region.slice(lead[0].length));
  if (!name || name.start > 0) return null;
  const start = lead[0].length - words.length;
  const end = lead[0].length + name.end;
  return { value: region.slice(start, end).replace(/\s+/gu, ' '), start, end };
};

/**
 * The certificate's own number in an office's coded form, which stands for its verification code
 * when none is labelled: capitals, dashed groups holding a digit, maybe a year after a slash
 * ("N° DOM-ALH-0092/2026", "CERTIFICADO N° NAV-DOM-214-2026", or ending the title's line,
 * "CERTIFICADO DE AFECTACIÓN … DOM-FUT-047"). A number alone ("N° 318") is an address's.
 */
// Its number may follow the office's capitals after a space, the year after a slash ("DOM-CHT 118/2026").
const CODED_KEY = String.raw`(?=[A-Z0-9-]*(?:\d| \d{2,6}\/))[A-Z]{2,6}(?:-[A-Z0-9]{1,6}){1,4}(?: \d{2,6}(?=\/))?(?:\/\d{2,4})?`;
const CODED_NUMBER = new RegExp(
  String.raw`(?:(?<!\p{L})N(?:ro\.?|[°º])[^\S\n]*:?[^\S\n]*(${CODED_KEY})|(?:CERTIFICADO|Certificado)\b[^\n]*?[^\S\n](${CODED_KEY})(?=[^\S\n]{2,}|[^\S\n]*(?:\n|$)))(?![\p{L}\d/-])`,
  'u',
);

/** What follows a list's own number ("1. ¿Está …", "2. INSTRUMENTO …"): no plan's number. */
const ENUMERATOR_AFTER = /^[.)]-?\s+(?:¿|\p{Lu})/u;
/**
 * A plan's number, not the number of the list item after a plan printed without one ("Plano
 * loteo : no tiene" over "2. INSTRUMENTO …").
 */
const planNumber: Recognizer<number> = (region) => {
  const found = integerValue(region);
  return found && ENUMERATOR_AFTER.test(region.slice(found.end)) ? null : found;
};

const PLANO: FieldSearch<number> = {
  labels: [
    /\bplano\s*(?:\/|de|y)?\s*loteo\b/,
    // "Plano de subdivisión Nº 1.455", "Plano de copropiedad Nº 33": the plan's kind is part of its
    // label, and where it is filed ("plano de loteo archivado Nº 118", "… agregado bajo el Nº 40").
    /\bplano\s+de\s+(?:subdivision|fusion|loteo|copropiedad)(?:\s+(?:archivado|agregado)(?:\s+(?:bajo|con)\s+el)?)?\b/,
    // "Plano seccional N° 3": the plan's kind as an adjective.
    /\bplano\s+seccional\b/,
    // "Plano : Subdivisión Nº 214", "Plano ...... Loteo Nº 96 (1998)": the kind is the cell's first word.
    /\bplano\b[\s:.]*(?:subdivision|fusion|loteo|copropiedad)\b/,
    /\bplano\b/,
    // "Loteo Nº 1187", "Loteo: 1187"; not a subdivision's name in an address ("…, Loteo Las Rocas").
    /\bloteo\b(?=\s*(?:n[°º.]|nro|numero|:|\d))/,
  ],
  recognize: planNumber,
};

/**
 * A sentence's end after a lower-case word, the next sentence opening in capitals ("… entre líneas
 * oficiales. La afectación comprende sólo terreno"); an abbreviation's stop ("Av. Los Leones") is none.
 */
const NEXT_SENTENCE = /(?<=\p{Ll}{3})\.\s+(?=\p{Lu}\p{Ll}*\s+\p{Ll})/u;

/**
 * The plan the road is drawn in, cited after it in parentheses ("… entre líneas oficiales
 * (P.R.M.S.)", "(PRC)", "(Plan Regulador Comunal 2011)"): where the road comes from, not the road.
 */
const PLAN_CITED =
  /\s*\((?:(?:\p{Lu}\.\s?){2,6}|\p{Lu}{2,6}|[^()]*\b[Pp]lan\s+[Rr]egulador\b[^()]*)\)\s*\.?$/u;

/**
 * The road a cell names: its first sentence, the ones after it saying what the affectation takes
 * (the land, the buildings: tipo_afectacion_vial's), not which road.
 */
const roadSentence: Recognizer<string> = (region) => {
  const cell = cellValue(region);
  const stop = cell ? NEXT_SENTENCE.exec(cell.value) : null;
  const sentence =
    cell && stop ? { ...cell, value: cell.value.slice(0, stop.index), end: cell.start + stop.index } : cell;
  const plan = sentence ? PLAN_CITED.exec(sentence.value) : null;
  return sentence && plan
    ? { ...sentence, value: sentence.value.slice(0, plan.index), end: sentence.start + plan.index }
    : sentence;
};

const ROADS: FieldSearch<string> = {
  labels: [
    // "Vía afecta:", "Vías afectadas:": the label may say the road affects or is affected.
    /\bvias?\s*(?:\(s\))?\s*(?:afect(?:ad)?[ao]s?(?:\s*\(s\))?)?\s*(?=:)/,
    /\bvias?\s+afectadas?\b/,
    /\bvia\s+publica\s+afectada\b/,
  ],
  recognize: roadSentence,
  narrative: false,
};

/**
 * "Tipo y vía: Ensanche de calle Prat, a 20 metros …": one cell answers the kind and the road; the
 * kind is tipo_expropiacion_vial's, the road is what follows it.
 */
const KIND_BEFORE_ROAD = /^(?:ensanche|apertura)\s*(?:[-–—:]\s*|\s(?:de(?:l|\s+la)?\s+)?)(?=\S)/iu;
/** A cell's road after the kind it opens with; the whole cell when `kindRequired` is false and none does. */
const roadAfterKind =
  (kindRequired: boolean): Recognizer<string> =>
  (region) => {
    const cell = cellValue(region);
    const kind = cell ? KIND_BEFORE_ROAD.exec(cell.value)?.[0].length : undefined;
    if (!cell || (kindRequired && kind === undefined)) return null;
    const road = cell.value.slice(kind ?? 0);
    // Boxes or a mark after the kind ("Ensanche (X)   Apertura ( )") tick it; they name no road.
    if (kindRequired && (!/^\p{L}{2}/u.test(road) || /[[\]()☐☒□■]/u.test(road))) return null;
    return { value: road, start: cell.start + (kind ?? 0), end: cell.end };
  };
const TYPE_AND_ROAD: FieldSearch<string> = {
  labels: [/\btipo\s+y\s+vias?\b/],
  recognize: roadAfterKind(false),
  narrative: false,
};
/**
 * "Tipo: APERTURA - prolongación de calle Sur": a kind's cell that names the road after the kind;
 * a cell with the kind alone or its boxes ("Tipo: [X] Ensanche  [ ] Apertura") names none.
 */
const KIND_THEN_ROAD: FieldSearch<string> = {
  labels: [/\btipo\b(?=\s*:)/],
  recognize: roadAfterKind(true),
  narrative: false,
};

const AREA: FieldSearch<string> = {
  // Form labels only ("Zona: Urbana", "Localización: Rural"): "sector Los Maitenes" in an address
  // is no label.
  labels: [/\b(?:area|zona|sector|localizacion)\b(?=\s*:)/, /\btipo\s+de\s+(?:vivienda|predio|area)\b/],
  recognize: cellValue,
  narrative: false,
};

/** What the certificate is about, and the mentions of it that are only its title. */
const PUBLIC_UTILITY = /utilidad\s+publica|expropiaci[oó]n|afect[ao]s?\s+(?:a|por)\b/;
// "\s*a": OCR runs the title's "A" into the word before it ("AFECTACIÓNA UTILIDAD PÚBLICA").
// The certificate's number may stand in its title ("Certificado Nº 1402/2026 - Afectación a …",
// "CERTIFICADO Nº 58 / 2026 — AFECTACIÓN A …", "Certificado N° 2026-0877 · Afectación a …"), or
// the subject alone after it ("CERTIFICADO N° 044/2026 - UTILIDAD PÚBLICA").
// A line that only names the subject ("AFECTACIÓN A UTILIDAD PÚBLICA" under the certificate's
// number, maybe in brackets: "(Afectación a utilidad pública)") is a heading too; one with a colon is a form's question, answered after it.
// A letter's subject ("MAT.: Informa situación del predio / respecto de utilidad pública", a line
// or two under its label, before the letter's date or its "DE :") names what it answers, it
// states nothing.
const TITLE =
  /(?:^|\n)[^\S\n]*(?:mat|materia|ref)\.?[^\S\n]*:[^\n]*(?:\n[^\n:\d]+){0,2}|certificado\s+(?:n[°º.]?\s*\d[\d.]*(?:\s*[/-]\s*\d+)?\s*[-–—:·•|]?\s*)?(?:de\s+)?(?:(?:no\s+)?(?:afectacion|expropiacion|declaratoria)(?:\s*(?:a|de)\s+utilidad\s+publica)?|utilidad\s+publica)|declaratoria\s+de\s+utilidad\s+publica\s*\)|(?:^|\n)[^\S\n]*(?:\([^\S\n]*)?(?:afectacion|declaratoria)\s+(?:a|de)\s+utilidad\s+publica[^\S\n]*\)?[^\S\n]*(?:\([^)\n]*\)[^\S\n]*)?(?=\n|$)/;
// Not "línea oficial" nor "ancho de vía": every lot has them; they are rules, not affectations.
const ROAD = /\bvialidad\b|\bvial(?:es)?\b|\bensanches?\b|\baperturas?\b/;
/**
 * A park or green area; not a park's word in the name of the property's estate or street ("Condominio
 * Social Parque Los Robles", "Villa Parque Sur", "avenida Parque Central"), which states nothing.
 */
const PARK =
  /(?<!\b(?:villa|poblaci[oó]n|condominio|conjunto|loteo|barrio|edificio|calle|avenida|pasaje|sector|social|habitacional|residencial)\s+)\bparques?\b|\b[aá]reas?\s+verdes?\b/;
const WIDENING = /ensanche/;
const OPENING = /apertura/;
const BUILDINGS = /edificaci[oó]n(?:es)?|edificios?|construcci[oó]n(?:es)?|construido/;
/**
 * The law and ordinance the certificate cites name "construcciones" without stating any; the
 * building line a faja is measured from ("desde la línea de edificación") and a building permit
 * name no building the affectation takes.
 */
const URBAN_LAW =
  /(?:ley|ordenanza)\s+general\s+de\s+urbanismo\s+y\s+construcciones|l[ií]nea\s+(?:oficial\s+)?de\s+edificaci[oó]n|permisos?\s+de\s+edificaci[oó]n/;
// "afecta sólo al terreno": the article may be contracted.
const LAND_ONLY = /(?:s[oó]lo|[uú]nicamente|solamente)\s+(?:el\s+|al\s+)?terreno/;

function affirmed(statements: Statement[]): boolean {
  const decisive = decisiveStatement(statements);
  // Form answers about several kinds of the topic ("Apertura: NO (X) - Ensanche: SÍ (X)"): any
  // "sí" is an affectation, as any yes row of a table is.
  if (decisive?.how === 'answer')
    return statements.some((statement) => statement.how === 'answer' && statement.affirmed);
  return decisive?.affirmed ?? false;
}

/** What the topic's own part of the text states about it; else what the whole text does. */
function topicAffected(region: string, raw: string, topic: RegExp): boolean {
  const own = topicStatements(region, topic);
  return affirmed(own.length > 0 ? own : topicStatements(raw, topic));
}

/** Words that make a sentence about a topic a statement of affectation. */
const AFFECTING = /afect|expropia|utilidad\s+publica|ensanche|apertura|\bfaja\b|declarator|destin/;

/**
 * A lettered or numbered section's heading naming the topic in capitals, alone on its line ("C)
 * PARQUES Y ÁREAS VERDES", "2. VIALIDAD"): the sentences under it answer, not the heading. One
 * naming an affectation "POR" the topic ("1.- AFECTACIÓN POR VIALIDAD", its first word garbled on
 * a worn copy) is the statement itself, answered by the marks after it.
 */
const SECTION_HEADING =
  /^\s*(?:[A-Za-z]|\d{1,2}|[IVX]{1,4})\s?[.)]-?\s*(?!.*\b(?:S[IÍ]|NO|POR|AFECT\p{Lu}*)\b)[\p{Lu}][\p{Lu}\s,/]*$/u;

/**
 * What a text states about a topic. A labelled line that only names it counts when it speaks of
 * affectation: "Vialidad: Calle Los Aromos, vía local, ancho 15 m" describes the street, it
 * affects nothing; "Vialidad: ensanche de calle Serrano, faja de 2 m" does.
 */
function topicStatements(text: string, topic: RegExp): Statement[] {
  const folded = foldKeepingLength(text).toLowerCase();
  return statementsAbout(text, topic).filter((statement) => {
    if (statement.how !== 'sentence') return true;
    const lineStart = text.lastIndexOf('\n', statement.index - 1) + 1;
    if (SECTION_HEADING.test(lineAt(text, statement.index))) return false;
    const labelled = /^\s*[^\n:.]{1,40}:/.test(
      text.slice(lineStart, statement.index + statement.length + 40),
    );
    if (!labelled) return true;
    const start = Math.max(folded.lastIndexOf('.', statement.index) + 1, lineStart);
    const endAt = folded.indexOf('.', statement.index + statement.length);
    return AFFECTING.test(folded.slice(start, endAt < 0 ? undefined : endAt));
  });
}

/**
 * Where the answer about a topic is printed (issue #17: a yes/no points at its words): the first
 * statement about the topic that says what was read, in the raw text; null when none does.
 */
function topicAnswer(raw: string, topic: RegExp, other: RegExp, answer: boolean): Statement | null {
  const folded = foldKeepingLength(raw).toLowerCase();
  const start = folded.search(topic);
  const region = topicRegion(raw, topic, other);
  const offset = start < 0 ? 0 : raw.indexOf(region);
  const own = topicStatements(region, topic).map((found) => ({ ...found, index: found.index + offset }));
  const all = own.length > 0 ? own : topicStatements(raw, topic);
  return all.find((found) => found.affirmed === answer) ?? null;
}

/** A table row: cells apart by three or more spaces. */
const TABLE_ROW = /\S\s{3,}\S/;

/** How far back a topic's sentence may start (its subject and any negation). */
const SENTENCE_LOOKBACK = 150;

/**
 * The part of the text about one topic: from the start of the line or sentence of its first
 * mention (where a check box or a negation stands) to the other topic's first mention.
 */
function topicRegion(raw: string, topic: RegExp, other: RegExp): string {
  const folded = foldKeepingLength(raw).toLowerCase();
  const start = folded.search(topic);
  if (start < 0) return '';
  const otherStart = folded.slice(start).search(other);
  const end = otherStart > 0 ? start + otherStart : raw.length;
  const lineStart = raw.lastIndexOf('\n', start) + 1;
  const lineEnd = raw.indexOf('\n', start);
  // A table row is its own region: the rows above it are other topics, not its sentence.
  if (TABLE_ROW.test(raw.slice(lineStart, lineEnd < 0 ? undefined : lineEnd)))
    return raw.slice(lineStart, end);
  // A topic listed after the statement it belongs to ("NO se encuentra afecto …, ya sea por
  // vialidad … o por parques") takes in the statement, further back.
  const near = folded.slice(Math.max(0, start - SENTENCE_LOOKBACK), start);
  const lookback = listingStart(near) === null ? SENTENCE_LOOKBACK : STATEMENT_LOOKBACK;
  const sentenceStart = Math.max(raw.lastIndexOf('.', start) + 1, start - lookback);
  return raw.slice(Math.min(lineStart, sentenceStart), end);
}

/**
 * What the affectation takes: only land, or buildings too; "no compromete edificaciones" is land
 * only. A ticked option decides first ("terreno ( )   edificaciones (X)").
 */
function affectationType(region: string): AffectationType | null {
  const ticked = tickedOptions(region).map((option) => foldKeepingLength(option).toLowerCase());
  if (ticked.some((option) => BUILDINGS.test(option) && !/^\s*(?:no|sin)\b/.test(option)))
    return 'Afectación involucra edificios';
  if (ticked.some((option) => LAND_ONLY.test(option) || /^terreno\b/.test(option)))
    return 'Afectación involucra sólo terreno';
  const land = statementsAbout(region, LAND_ONLY).some((statement) => statement.affirmed);
  if (land) return 'Afectación involucra sólo terreno';
  const buildings = decisiveStatement(statementsAbout(region, BUILDINGS, { ignore: URBAN_LAW }));
  if (!buildings) return null;
  return buildings.affirmed ? 'Afectación involucra edificios' : 'Afectación involucra sólo terreno';
}

/** The kind of road affectation a table row that answers yes names ("Ensanche   X", "Apertura de vía   SÍ"). */
function rowVialType(rows: MarkedRow[]): VialType | null {
  const yes = rows
    .filter((row) => row.answer === true)
    .map((row) => foldKeepingLength(row.label).toLowerCase());
  if (yes.some((label) => WIDENING.test(label))) return 'Ensanche';
  if (yes.some((label) => OPENING.test(label))) return 'Apertura';
  return null;
}

/** What a yes row's detail cell says the affectation takes. */
function rowAffectation(row: MarkedRow | null): AffectationType | null {
  return row?.answer === true && row.detail !== '' ? affectationType(row.detail) : null;
}

/**
 * What the table's rows about the affectation's reach answer ("Afectación involucra sólo terreno
 * X" in the SÍ column, "… edificaciones" in the NO column): a yes to land only, or a yes to
 * buildings; a no to buildings alone is land only.
 */
function rowsAffectation(rows: MarkedRow[]): AffectationType | null {
  const answered = (about: RegExp, answer: boolean) =>
    rows.some((row) => row.answer === answer && about.test(foldKeepingLength(row.label).toLowerCase()));
  if (answered(BUILDINGS, true)) return 'Afectación involucra edificios';
  if (answered(LAND_ONLY, true) || answered(BUILDINGS, false)) return 'Afectación involucra sólo terreno';
  return null;
}

function vialType(printed: string): VialType | null {
  // A word the line break hyphenated ("EN-" / "SANCHE") names the kind too.
  const region = printed.replace(/(?<=\p{L})-\n(?=\p{L})/gu, '');
  const folded = tickedOptions(region).map((option) => foldKeepingLength(option).toLowerCase());
  if (folded.some((option) => WIDENING.test(option))) return 'Ensanche';
  if (folded.some((option) => OPENING.test(option))) return 'Apertura';
  if (statementsAbout(region, WIDENING).some((statement) => statement.affirmed)) return 'Ensanche';
  if (statementsAbout(region, OPENING).some((statement) => statement.affirmed)) return 'Apertura';
  return null;
}

/**
 * The road a kind's labelled answer names after its "SÍ" ("Ensanche : SÍ — camino Los Robles,
 * ensanche a 20 metros entre líneas oficiales (Plan Regulador …)"), over the lines it wraps onto,
 * up to the next label's line or a blank line; recorded with its provenance.
 */
const ANSWERED_ROAD =
  /\b(?:ensanche|apertura)\s*:\s*s[íi]\s*[-–—:,]\s*(\S[^]*?)(?=\n[^\S\n]*(?:\p{L}[\p{L} /]{0,40}?\s*:|\p{Lu}\)|\n)|$)/iu;

function answeredRoad(fields: CertificateFields): string | null {
  const { raw } = fields.document;
  const found = ANSWERED_ROAD.exec(raw);
  const road = found?.[1]?.trim();
  if (!found || !road || !/\p{L}{2}/u.test(road)) return null;
  fields.record.raw('vias_expropiacion_vial', found.index + found[0].indexOf(road), road.length);
  return road.replace(/\s+/gu, ' ');
}

/**
 * The road a table row names ("Ensanche vial   SÍ   Calle Castellón"): the cell after the row's
 * affirmative answer, recorded with its provenance.
 */
function rowRoad(fields: CertificateFields): string | null {
  const { raw } = fields.document;
  for (const statement of statementsAbout(raw, ROAD)) {
    if (!statement.affirmed || statement.how !== 'answer') continue;
    const lineStart = raw.lastIndexOf('\n', statement.index) + 1;
    const lineEnd = raw.indexOf('\n', statement.index);
    const line = raw.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    const cells = lineCells(line);
    const answer = cells.findIndex((cell) => /^(?:s[ií]|x|afect[ao])$/iu.test(cell.text));
    const road = answer < 0 ? undefined : cells[answer + 1];
    if (road && /\p{L}{2}/u.test(road.text)) {
      fields.record.raw('vias_expropiacion_vial', lineStart + road.start, road.text.length);
      return road.text;
    }
  }
  return null;
}

/** The road the remark under a SÍ/NO table names (observedRoad.ts), recorded with its provenance. */
function remarkRoad(fields: CertificateFields): string | null {
  const road = observedRoad(fields.document.raw);
  if (!road) return null;
  fields.record.raw('vias_expropiacion_vial', road.index, road.length);
  return road.text;
}

/** Words that make a sentence about a topic evidence of an affectation besides the topic's own name. */
const EVIDENCE = /afect|expropia|utilidad\s+publica|\bfajas?\b|\bfranjas?\b|declarator|destinad/;

/**
 * What a table row about a topic says: its mark; when the mark cannot be read, a sentence outside
 * the table's rows that states an affectation of the topic ("Detalle: franja posterior de 6 m
 * destinada al Parque Intercomunal") — the row stays doubtful (recordRow) — else no affectation.
 */
function rowAffected(raw: string, rows: MarkedRow[], row: MarkedRow, topic: RegExp): boolean {
  if (row.answer !== null) return row.answer;
  const lineOf = (index: number) => raw.lastIndexOf('\n', index - 1) + 1;
  const rowLines = new Set(rows.map((other) => lineOf(other.index)));
  const folded = foldKeepingLength(raw).toLowerCase();
  return statementsAbout(raw, topic).some((statement) => {
    if (statement.how !== 'sentence' || !statement.affirmed || rowLines.has(lineOf(statement.index)))
      return false;
    const start = Math.max(folded.lastIndexOf('.', statement.index) + 1, lineOf(statement.index));
    const end = folded.indexOf('.', statement.index + statement.length);
    return EVIDENCE.test(folded.slice(start, end < 0 ? undefined : end));
  });
}

/** Where a table row's answer is printed; a row without a readable mark is doubtful for it. */
function recordRow(fields: CertificateFields, path: string, row: MarkedRow): void {
  fields.record.raw(path, row.index, row.length);
  if (row.answer === null) fields.record.doubt(path, ['yes_no_unmarked']);
}

/** The road in the detail cell of a table row that answers yes ("Expropiación vial   X   calle Freire"). */
function tableRoad(fields: CertificateFields, row: MarkedRow | null): string | null {
  if (row?.answer !== true || row.detailIndex < 0 || !/\p{L}{2}/u.test(row.detail)) return null;
  // A detail holding boxes to tick ("Tipo: [X] Ensanche  [ ] Apertura") chooses a kind, not a road.
  if (tickedOptions(row.detail).length > 0 || BLANK_BOX_ON_LINE.test(row.detail)) return null;
  fields.record.raw('vias_expropiacion_vial', row.detailIndex, row.detailLength);
  return row.detail;
}

/**
 * "por ensanche de vía, en la Avenida X, ensanche a 40 metros entre líneas oficiales": the road
 * named after the generic "vía", with the widening's measure its clause goes on with.
 */
const ROAD_AFTER_GENERIC =
  /(?:ensanche|apertura)\s+de\s+(?:la\s+)?v[íi]as?\s*,?\s+en\s+(?:la|el)\s+((?:[Cc]alle|[Aa]venida|[Aa]v\.|[Pp]asaje|[Cc]amino|[Rr]uta)\s+\p{Lu}[^,.;\n(]*(?:,\s*(?:ensanche|apertura)\s+a\s+(?:[^,.;\n]|(?<=\d)[,.](?=\d))*)?)/u;

/**
 * The width the road is planned at, after a comma ("…, a 15 metros entre líneas oficiales",
 * "…, ensanche a 20 m entre L.O."): part of the road's description, as a form's "Vía(s)" cell prints it.
 */
const PLANNED_WIDTH =
  /^,\s*(?:(?:ensanche|apertura)\s+)?(?:a|de|en)\s+\d+(?:[.,]\d+)?\s*(?:metros|mts?\.?|m\.?)\s+entre\s+(?:l[íi]neas\s+oficiales|L\.\s?O\.)/iu;

/** A planned width inside a road's clause, with no comma before it ("calle Sur a 20 metros …"). */
const WIDTH_IN_CLAUSE = /\s(?:a|de|en)\s+\d+(?:[.,]\d+)?\s*(?:metros|mts?\.?|m\.?)(?!\p{L})/iu;

/** The road named after "ensanche de" / "apertura de la futura calle" in a sentence, with its planned width. */
function narrativeRoad(text: string): string | null {
  const afterGeneric = ROAD_AFTER_GENERIC.exec(text)?.[1];
  if (afterGeneric) return afterGeneric.trim();
  // A decimal comma or point ("a 15,00 metros") does not end the road's clause.
  const match =
    /(?:ensanche|apertura|prolongaci[oó]n)\s+(?:de\s+)?(?:la\s+|el\s+)?(?:(?:futur|nuev|proyectad)[oa]\s+)?((?:calle|avenida|av\.|pasaje|camino|ruta)?\s*[\p{Lu}](?:[^,.;\n(]|(?<=\d)[,.](?=\d))*)/iu.exec(
      text,
    );
  if (!match?.[1]) return null;
  const width = PLANNED_WIDTH.exec(text.slice(match.index + match[0].length))?.[0] ?? '';
  // "por el ENSANCHE de calle Carrera a 20 metros entre líneas oficiales": the width in the road's
  // own clause is the widening's, written as a form's "Vía(s)" cell prints it (the dev corpus):
  // "calle Carrera, ensanche a 20 metros entre líneas oficiales". A prolongación keeps its words.
  const inClause = WIDTH_IN_CLAUSE.exec(match[1]);
  const kind = /^(ensanche|apertura)\b/iu.exec(match[0])?.[1]?.toLowerCase();
  const road =
    inClause && kind
      ? `${match[1].slice(0, inClause.index)}, ${kind} ${match[1].slice(inClause.index).trim()}`
      : inClause
        ? `${match[0].slice(0, match[0].length - match[1].length).toLowerCase()}${match[1]}`
        : match[1];
  return `${road}${width}`.replace(/\s+/g, ' ').trim();
}

/** A street kind opening an address ("calle Los Boldos N° 1318", "Av. Costanera 1150"). */
const CITY_STREET = /^(?:calle|pasaje|pje|psje|avenida|avda|av)\b\.?\s/iu;
/** Words of a place outside a city's streets: a road, a plot, a farm, a kilometre. */
const RURAL_PLACE =
  /(?<!\p{L})(?:camino|ruta|carretera|parcela|fundo|hijuela|chacra|predio|sector|lote|sitio|km|kil[oó]metro)(?!\p{L})/iu;

/**
 * True when a property's address is a city's street and nothing else: a street kind opening it
 * and no word of a rural place. Such an address is an urban property's (a rural one is a road's,
 * a plot's or a farm's), so the urban default is what its address says.
 */
export function cityStreet(address: string): boolean {
  return CITY_STREET.test(address.trim()) && !RURAL_PLACE.test(address);
}

/** The area alone between a property line's separators, last in it ("… · Rol 803-45 · Rural"). */
const AREA_CELL = /[·•|][^\S\n]*(rural|urban[oa])[^\S\n]*$/imu;

function tipoVivienda(fields: CertificateFields, raw: string, address: string | null): TipoVivienda {
  const ticked = tickedOptions(raw).map((option) => foldKeepingLength(option).toLowerCase());
  if (ticked.some((option) => /^rural/.test(option))) return 'Rural';
  if (ticked.some((option) => /^urban/.test(option))) return 'Urbano';
  const area = fields.read('tipo_vivienda', AREA);
  // One option named and then explained ("Rural (área de extensión urbana)"): the option decides.
  const named = area ? /^\s*(rural|urban[oa]?)\b\s*(?:\(|$)/i.exec(area)?.[1]?.toLowerCase() : undefined;
  if (named) return named === 'rural' ? 'Rural' : 'Urbano';
  if (area && /rural/i.test(area)) {
    if (!/urban/i.test(area)) return 'Rural';
    // Both options printed ("PX] URBANA RURAL"): the one a mark stands before, else unread.
    const marked = /x\s*[\]|)]?\s*(urban|rural)/i.exec(area)?.[1]?.toLowerCase();
    if (marked) return marked === 'rural' ? 'Rural' : 'Urbano';
    fields.record.doubt('tipo_vivienda', ['yes_no_unmarked']);
    return 'Urbano';
  }
  // "Inmueble: Parcela N° 11, … · Rol 803-45 · Rural": the area alone in a cell of the property's line.
  const cell = AREA_CELL.exec(foldKeepingLength(raw));
  if (cell?.[1]) {
    fields.record.raw('tipo_vivienda', cell.index + cell[0].indexOf(cell[1]), cell[1].length);
    return /^rural/iu.test(cell[1]) ? 'Rural' : 'Urbano';
  }
  // "¿Predio en área urbana?  NO (rural)": a question about one area answered, in its row or below
  // (not a sentence's "área rural no normada", nor a label over its cell).
  const asked = statementsAbout(raw, /\b(?:area|zona|radio)\s+(urbana|rural)\b/).find(
    (statement) =>
      statement.how === 'answer' && /^[^\n?]{0,40}\?/u.test(raw.slice(statement.index + statement.length)),
  );
  if (asked) {
    const urbanAsked = /urban/i.test(foldKeepingLength(raw).slice(asked.index, asked.index + asked.length));
    fields.record.raw('tipo_vivienda', asked.index, asked.length);
    return urbanAsked === asked.affirmed ? 'Urbano' : 'Rural';
  }
  // "se ubica fuera del límite urbano (fijado por el Plan Regulador), en área rural": outside the
  // urban limit is rural, whatever the "fuera" seems to deny of the area named after it. Words
  // hyphenated at a line's end ("urba-" / "no") are joined first.
  const outsideUrbanLimit = statementsAbout(
    raw.replace(/(\p{L})-\n\s*(\p{L})/gu, '$1$2'),
    /\bfuera\s+del?\s+(?:l[ií]mite|radio|area|zona)\s+urban[oa]\b/,
  ).some((statement) => statement.affirmed);
  if (outsideUrbanLimit) return 'Rural';
  // "en área rural", "la propiedad rural ubicada en …", "un predio rural": the property said rural.
  const rural = statementsAbout(
    raw,
    /\b(?:area|zona|sector|predio|propiedad|inmueble|terreno|parcela|fundo|lote)\s+rural\b/,
  ).some((statement) => statement.affirmed);
  if (rural) return 'Rural';
  const words = foldKeepingLength(raw).toLowerCase();
  // No word of the certificate names the area: urban is the default, not a reading, unless the
  // property's address is a city's street.
  if (!/\b(?:urban[oa]s?|rural(?:es)?)\b/u.test(words))
    fields.record.derived('tipo_vivienda', 'direccion_propiedad', address !== null && cityStreet(address));
  // "rural" printed where no reading above placed it, and nothing says urban: the default is a guess.
  else if (!/\burban[oa]s?\b/u.test(words)) fields.record.doubt('tipo_vivienda', ['inferred']);
  return 'Urbano';
}

/**
 * "… cuyo propietario (dueño) es ANA MARÍA LAGOS PINTO, RUT …", "la propiedad de doña ANA MARÍA
 * LAGOS PINTO, RUT …", "de propiedad según rol SII de LAGOS PINTO ANA MARÍA", "el inmueble rol
 * 14-18, PARCELA 18 …, de doña ANA MARÍA LAGOS PINTO", "cuyo contribuyente según el SII es don …":
 * the owner the sentence names, across lines.
 */
const SENTENCE_OWNER =
  /\b(?:inmueble|predio)\b[^.;]{0,160}?,\s+de\s+(?:don|do[ñn]a)\s+|\bcuy[oa]s?\s+(?:propietari[oa]s?|due[ñn][oa]s?|contribuyentes?)\s+(?:seg[úu]n\s+(?:el\s+)?(?:s\.?\s?i\.?\s?i\.?|servicio\s+de\s+impuestos\s+internos)\s+)?(?:es|son)\s+(?:(?:don|do[ñn]a)\s+)?|\bpropiedad\s+de\s+(?:don|do[ñn]a)\s+|\bpropiedad\s+seg[úu]n\s+(?:el\s+)?(?:rol\s+|registros?\s+)?(?:del?\s+)?(?:s\.?\s?i\.?\s?i\.?|servicio\s+de\s+impuestos\s+internos)\s+de\s+(?:(?:don|do[ñn]a)\s+)?/iu;
/**
 * "respecto del predio de INVERSIONES X SPA (RUT …)": the owner printed in capitals right after the
 * property, its RUT following (case matters: "el predio de calle …" names no owner).
 */
const PROPERTY_OF_NAMED =
  /\b(?:predio|inmueble|PREDIO|INMUEBLE)\s+de\s+(?=\p{Lu}{2}[\p{Lu}\s.&]{4}[^\n]{0,80}?\(?\s*(?:RUT|R\.U\.T\.)\s*:?\s*\d)/u;

function sentenceOwner(fields: CertificateFields): LabelledValue<string> | null {
  const { text } = fields.document;
  const cue = SENTENCE_OWNER.exec(text) ?? PROPERTY_OF_NAMED.exec(text);
  if (!cue) return null;
  const from = cue.index + cue[0].length;
  const name = nameValue(text.slice(from, from + 120));
  if (!name) return null;
  const found = { value: name.value, index: from + name.start, length: name.end - name.start };
  fields.record.text('contribuyente.nombre', found.index, found.length);
  return { ...found, where: 'text', tie: 'narrative' };
}

/**
 * The owner of a labelled RUT whose own label a worn copy lost (the label a blot, the line only
 * the name): a form prints the owner's name on the line right above the RUT. Inferred, so doubted.
 */
function ownerAboveRut(fields: CertificateFields): LabelledValue<string> | null {
  const rut = fields.find(null, OWNER_RUT);
  if (!rut || rut.where !== 'raw') return null;
  const { raw } = fields.document;
  const lineStart = raw.lastIndexOf('\n', rut.index) + 1;
  if (lineStart === 0) return null;
  const above = raw.lastIndexOf('\n', lineStart - 2) + 1;
  const line = raw.slice(above, lineStart - 1);
  if (line.includes(':')) return null;
  const name = nameValue(line);
  if (!name) return null;
  const found = { value: name.value, index: above + name.start, length: name.end - name.start };
  fields.record.raw('contribuyente.nombre', found.index, found.length);
  fields.record.doubt('contribuyente.nombre', ['inferred']);
  return { ...found, where: 'raw', tie: 'before' };
}

/**
 * A street and its number in capitals, as a form's address cell prints it ("AVENIDA GABRIELA
 * 2144", "LOS AROMOS 1290 DP 12"), up to the cell's end (three spaces or the line's).
 */
const ADDRESS_CELL =
  /^[^\S\n]*((?:\p{Lu}[\p{Lu}.'-]*\s)+\d{1,5}(?:\s(?:DP|DEPTO\.?|CASA|LOTE|LT|OF\.?)\s?[\dA-Z-]{1,6})?)(?=[^\S\n]{3,}|[^\S\n]*$)/mu;

/**
 * The property's address whose label a worn copy lost: a form prints it on the line right below
 * the owner's labelled RUT, as a street and its number alone on the line. Inferred, so doubted.
 */
function addressBelowRut(fields: CertificateFields): LabelledValue<string> | null {
  const rut = fields.find(null, OWNER_RUT);
  if (!rut || rut.where !== 'raw') return null;
  const { raw } = fields.document;
  const below = raw.indexOf('\n', rut.index) + 1;
  if (below === 0) return null;
  const end = raw.indexOf('\n', below);
  const line = raw.slice(below, end === -1 ? raw.length : end);
  if (line.includes(':')) return null;
  const cell = ADDRESS_CELL.exec(line);
  const value = cell?.[1];
  if (!cell || !value) return null;
  const found = { value, index: below + cell[0].indexOf(value), length: value.length };
  fields.record.raw('direccion_propiedad', found.index, found.length);
  fields.record.doubt('direccion_propiedad', ['inferred']);
  return { ...found, where: 'raw', tie: 'before' };
}

/**
 * The addressee of a Dirección de Obras' letter ("DE : DIRECTOR DE OBRAS …" / "A  : SR. HÉCTOR
 * …"), its courtesy title before the name: the one who asked about the property, taken for its
 * owner when the letter names none. Inferred, so doubted.
 */
const ADDRESSEE =
  /^[^\S\n]*A[^\S\n]*:[^\S\n]*(?:SR(?:TA|A)?\.?|Sr(?:ta|a)?\.?|SE[ÑN]OR(?:A|ITA)?|Se[ñn]or(?:a|ita)?|DON|DO[ÑN]A|[Dd]on|[Dd]o[ñn]a)[^\S\n]+/mu;
const LETTER_SENDER = /^[^\S\n]*DE[^\S\n]*:/mu;

function addressee(fields: CertificateFields): LabelledValue<string> | null {
  const { raw } = fields.document;
  const cue = LETTER_SENDER.test(raw) ? ADDRESSEE.exec(raw) : null;
  if (!cue) return null;
  const from = cue.index + cue[0].length;
  const name = nameValue(
    raw.slice(from, raw.indexOf('\n', from) === -1 ? undefined : raw.indexOf('\n', from)),
  );
  if (!name) return null;
  const found = { value: name.value, index: from + name.start, length: name.end - name.start };
  fields.record.raw('contribuyente.nombre', found.index, found.length);
  fields.record.doubt('contribuyente.nombre', ['inferred']);
  return { ...found, where: 'raw', tie: 'before' };
}

/** The owner named by the certificate, with the RUT printed next to the name or under its label. */
function owner(fields: CertificateFields): PersonRef | null {
  const found =
    sentenceOwner(fields) ??
    fields.find('contribuyente.nombre', OWNER) ??
    addressee(fields) ??
    (fields.ocr ? ownerAboveRut(fields) : null);
  if (!found) return null;
  const source = found.where === 'raw' ? fields.document.raw : fields.document.text;
  const wrapped = { ...found, ...wrappedName(source, found.index, found.value) };
  // "Propietarios: A y B": the field holds one person, the first; which one is meant is a guess.
  const first = firstOfTwoPersons(wrapped.value);
  const name = first ? { ...wrapped, value: first, length: first.length } : wrapped;
  if (name.value !== found.value) fields.note('contribuyente.nombre', name);
  if (first) fields.record.doubt('contribuyente.nombre', ['name_shape']);
  const near = findRuts(source.slice(name.index + name.length, name.index + name.length + 60))[0];
  const labelled = near ? null : fields.find('contribuyente.rut', OWNER_RUT);
  if (near)
    fields.record[name.where]('contribuyente.rut', name.index + name.length + near.index, near.rut.length);
  return {
    nombre: name.value,
    rut: fields.checkRut('contribuyente.rut', near?.rut ?? labelled?.value ?? null),
  };
}

/** A blank box drawn on a row beside its ticked one: "[ ]", "☐". */
const BLANK_BOX_ON_LINE = /\[\s{0,4}\]|☐|□/u;

/** The line of the text holding `index`. */
function lineAt(text: string, index: number): string {
  const end = text.indexOf('\n', index);
  return text.slice(text.lastIndexOf('\n', index - 1) + 1, end < 0 ? undefined : end);
}

/** Whether two places of the text lie on one line. */
function sameLine(text: string, one: number, other: number): boolean {
  const [from, to] = one < other ? [one, other] : [other, one];
  return !text.slice(from, to).includes('\n');
}

/**
 * Reads a DOM certificado de afectación a utilidad pública (chilean-documents.md §9) in any
 * layout: check-box forms, SÍ/NO answers, labelled lines or one narrative sentence.
 */
export function extractMunicipalAffectation(
  document: DocumentText,
): Extraction<PublicExpropriationCertificate> {
  const fields = new CertificateFields(document, [
    ...ISSUE_DATE.labels,
    ...OWNER.labels,
    ...OWNER_RUT.labels,
    ...ROL.labels,
    ...ADDRESS.labels,
    ...COMUNA.labels,
    ...PLANO.labels,
    ...ROADS.labels,
    ...TYPE_AND_ROAD.labels,
    ...KIND_THEN_ROAD.labels,
    ...AREA.labels,
  ]);
  const { raw } = document;
  // A ruled table's row ("| Afecto a utilidad pública por vialidad |   | X |") answers by its mark's column.
  // A table row about a topic decides it by its mark; a row without one leaves it unread.
  const rows = markedRows(document);
  // So does a row of boxes without rules around it ("Declaratoria de utilidad pública por
  // vialidad   [ ]   [X]"), its "no" ticked: its words state no affectation as a sentence.
  const onAnsweredRow = (index: number) =>
    rows.some((row) => row.answer === false && sameLine(raw, row.index, index)) &&
    BLANK_BOX_ON_LINE.test(lineAt(raw, index));
  const general = statementsAbout(raw, PUBLIC_UTILITY, { ignore: TITLE }).filter(
    (statement) => !onRuledMarkedRow(raw, statement.index) && !onAnsweredRow(statement.index),
  );
  const roadRegion = topicRegion(raw, ROAD, PARK);
  const parkRegion = topicRegion(raw, PARK, ROAD);
  const roadRow = rowAbout(rows, ROAD, PARK);
  const parkRow = rowAbout(rows, PARK, ROAD);
  // A topic whose rows lost their answers (unansweredLabels) states nothing, in any part of the text.
  const lost = (topic: RegExp) =>
    unansweredLabels(raw, topic).length > 0 && statementsAbout(raw, topic).length === 0;
  const road = roadRow
    ? rowAffected(raw, rows, roadRow, ROAD)
    : !lost(ROAD) && topicAffected(roadRegion, raw, ROAD);
  const park = parkRow
    ? rowAffected(raw, rows, parkRow, PARK)
    : !lost(PARK) && topicAffected(parkRegion, raw, PARK);
  const answered = new Set<string>();
  for (const [path, topic, other, answer, row] of [
    ['expropiacion_vial', ROAD, PARK, road, roadRow],
    ['expropiacion_por_parque', PARK, ROAD, park, parkRow],
  ] as const) {
    if (row) recordRow(fields, path, row);
    const said = row ? null : topicAnswer(raw, topic, other, answer);
    if ((row && row.answer !== null) || said) answered.add(path);
    if (said) fields.record.raw(path, said.index, said.length);
    // The form's row about the topic kept its label but lost its answer: the answer is unread.
    const lost = row || said ? undefined : (unansweredLabels(raw, topic)[0] ?? lostBoxOptions(raw, topic)[0]);
    if (lost) {
      fields.record.raw(path, lost.index, lost.length);
      fields.record.doubt(path, ['yes_no_unmarked']);
    }
  }
  const generalRow = rowAbout(rows, PUBLIC_UTILITY, new RegExp(`${ROAD.source}|${PARK.source}`));
  const affected = (generalRow?.answer ?? affirmed(general)) || road || park;
  const decisive = decisiveStatement(general);
  if (generalRow && generalRow.answer !== null) recordRow(fields, 'objeto_expropiacion', generalRow);
  else if (decisive) fields.record.raw('objeto_expropiacion', decisive.index, decisive.length);
  else if (roadRow && parkRow && rows.every((row) => row.answer === false))
    // Every row of the table marked "no", both topics among them: the certificate's "no" is read.
    fields.record.raw('objeto_expropiacion', roadRow.index, roadRow.length);
  else if (!road && !park) fields.record.raw('objeto_expropiacion', 0, 0, DOUBTFUL_CONFIDENCE);
  // A "sí" from the general words while the certificate answers "no" for roads and for parks: the
  // words may be a title or a citation, not an answer.
  if (affected && !road && !park && !generalRow && answered.size === 2)
    fields.record.doubt('objeto_expropiacion', ['yes_no_unmarked']);
  // Types may be printed after both topics (a table, then its details): then read the whole text.
  // A table row's own detail cell ("Parque   X   Afecta sólo terreno") speaks first.
  const roadType = road ? (rowVialType(rows) ?? vialType(roadRegion) ?? vialType(raw)) : null;
  // Rows about the reach answer for the one topic affected; for both, they do not say whose.
  const reach = road !== park ? rowsAffectation(rows) : null;
  const roadAffectation = road
    ? (rowAffectation(roadRow) ??
      reach ??
      affectationType(roadRegion) ??
      (park ? null : affectationType(raw)))
    : null;
  const parkAffectation = park
    ? (rowAffectation(parkRow) ??
      reach ??
      affectationType(parkRegion) ??
      (road ? null : affectationType(raw)))
    : null;
  const roads = road
    ? (tableRoad(fields, roadRow) ??
      fields.read('vias_expropiacion_vial', TYPE_AND_ROAD) ??
      fields.read('vias_expropiacion_vial', ROADS) ??
      fields.read('vias_expropiacion_vial', KIND_THEN_ROAD) ??
      answeredRoad(fields) ??
      rowRoad(fields) ??
      remarkRoad(fields) ??
      narrativeRoad(document.text))
    : null;
  const address = fields.find('direccion_propiedad', ADDRESS) ?? addressBelowRut(fields);
  if (address && runsOnPastLineEnd(address.where === 'raw' ? raw : document.text, address))
    fields.record.doubt('direccion_propiedad', ['address_shape']);
  // "Rol 58-7 · calle Prat N° 410 · Loncoche · Urbano": the place in unlabelled cells after the rol.
  const besideRol = address ? null : placeBesideRol(fields, 'direccion_propiedad', 'comuna_propiedad');
  const comuna =
    fields.read('comuna_propiedad', COMUNA) ??
    fields.comunaAfter('comuna_propiedad', address) ??
    besideRol?.comuna ??
    fields.read('comuna_propiedad', MUNICIPALITY);

  // Questions whose answers a worn copy lost say nothing, whatever their words read as.
  const unanswered = unansweredItem(raw);
  if (unanswered) {
    for (const path of ['objeto_expropiacion', 'expropiacion_vial', 'expropiacion_por_parque'])
      if (!fields.record.entries[path]) fields.record.raw(path, unanswered.index, unanswered.length);
    for (const path of [
      'objeto_expropiacion',
      'expropiacion_vial',
      'tipo_expropiacion_vial',
      'vias_expropiacion_vial',
      'expropiacion_por_parque',
    ])
      fields.record.doubt(path, ['yes_no_unmarked']);
  }
  return {
    value: {
      fecha_emision: fields.issueDate('fecha_emision', ISSUE_DATE),
      contribuyente: owner(fields),
      rol_avaluo: fields.read('rol_avaluo', ROL),
      tipo_vivienda: tipoVivienda(fields, raw, address?.value ?? besideRol?.address ?? null),
      direccion_propiedad: address?.value ?? besideRol?.address ?? null,
      comuna_propiedad: comuna,
      codigo_verificacion: fields.code('codigo_verificacion', null, CODED_NUMBER),
      plano: fields.read('plano', PLANO),
      objeto_expropiacion: affected,
      expropiacion_vial: road,
      tipo_expropiacion_vial: roadType,
      vias_expropiacion_vial: roads,
      tipo_afectacion_vial: roadAffectation,
      expropiacion_por_parque: park,
      tipo_afectacion_por_parque: parkAffectation,
    },
    provenance: fields.record.entries,
    notes: [],
  };
}

/**
 * A letter's sentence may wrap the property's name over its line ("el predio Parcela N° 7 Proyecto
 * de Parcelación Hacienda" / "Nicolasa, sector …, Rol …"): an address read up to the line's end,
 * where the next line opens on a word its own comma closes or on a word in lower case, may have
 * lost its last words to the break.
 */
function runsOnPastLineEnd(source: string, found: { index: number; length: number }): boolean {
  const after = source.slice(found.index + found.length, found.index + found.length + 60);
  return /^[^\S\n]*\n[^\S\n]*(?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2},|\p{Ll}{2,}\s)/u.test(after);
}
