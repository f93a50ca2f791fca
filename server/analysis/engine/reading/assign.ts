import { editDistance } from '../../../../common/text/editDistance';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import { findDates, type FoundDate } from '../text/dates';
import type { ReadRef } from '../text/inscriptionRef';
import { findLienKinds } from '../../../../common/vocabularies/lienKinds';

/**
 * Stage 4 of reading (assign): which field a recognised value fills, decided by the words around
 * it rather than by where it stands. All functions take normalised text (reading/normalize.ts).
 */

/**
 * What an inscription reference in a CBR document points at:
 * - `property`: the inscription the document is about ("la inscripción de fojas … del Registro de
 *   Propiedad", "el título de dominio se encuentra inscrito a fojas …");
 * - `previous`: the earlier title ("El título anterior está a fojas …", "a mayor extensión");
 * - `cancellation`: the later inscription that cancelled this one ("cancelada por la de fojas …");
 * - `item`: anything else (a lien, a prohibition, a margin note).
 */
export type RefRole = 'property' | 'previous' | 'cancellation' | 'item';

/**
 * How a seller's acquisition names the inscription it rests on: "según (consta de la) inscripción",
 * "por (la) inscripción", "conforme a", "de acuerdo con", "en virtud de", "mediante la inscripción".
 */
const THROUGH_INSCRIPTION = String.raw`(?:seg[úu]n|por|conforme\s+a|de\s+acuerdo\s+(?:a|con)|en\s+virtud\s+de|mediante)\s+(?:consta\s+(?:de|en)\s+)?(?:la\s+)?inscripci[óo]n`;

/**
 * Words introducing the earlier title: "El título anterior está a …", "Título anterior:", "Sus
 * títulos anteriores rolan …", "El dominio anterior corre a …", "la inscripción precedente" (not
 * in a certification, where it is the copy printed above it), "El título de la vendedora rola
 * …", "Anterior: fs. …", "inscrito anteriormente a …", "a mayor extensión", "la vendedora lo
 * adquirió … según inscripción a …", "quien a su vez lo adquirió según inscripción a …", "…
 * don X, cuyo título rolaba a …", "El dominio del causante rolaba inscrito a …" (a title in the past:
 * the one a transfer or a death ended), "El loteo de mayor extensión rola a …", "La hijuela de
 * mayor extensión la adquirió el vendedor por inscripción de …" (the lot's mother property).
 */
export const EARLIER_TITLE_CUE = new RegExp(
  String.raw`(?:t[íi]tulos?|inscripci[óo]n(?:es)?|dominio)\s+anterior(?:es)?|(?:t[íi]tulos?|dominio)\s+precedentes?|(?<!certific\p{L}*[^.]{0,40})inscripci[óo]n(?:es)?\s+precedentes?|t[íi]tulos?\s+del?\s+(?:la\s+)?(?:vendedor[a]?|tradente|causante|aportante|donante)(?:es|as)?\b|inscrit[oa]s?\s+anteriormente|(?<!\p{L})(?<!(?<!\p{L})lo\s{1,3})anterior\s*:|a\s+mayor\s+extensi[óo]n|\bde\s+mayor\s+extensi[óo]n(?!\p{L})[^.]{0,60}?\b(?:rola(?:ba)?|corr(?:e|[íi]a)|inscrit[oa]|adquiri(?:[óo]|eron)|hubo)(?!\p{L})|(?:(?:vendedor[a]?|tradente|causante|aportante|donante)(?:es|as|s)?|quien(?:es)?(?:\s+a\s+su\s+vez)?)\b[^.]{0,60}?(?:adquiri(?:[óo]|eron)|hubo|hubieron)[^.]{0,160}?${THROUGH_INSCRIPTION}|(?:vendedor[a]?|tradente|causante|aportante|donante)(?:es|as)?\b[^.]{0,40}?\b(?:rola(?:ba)?|corr(?:e|[íi]a))n?\b|\b(?:rola|corre|inscrit[oa])\b[^.]{0,30}?a\s+(?:su\s+)?nombre\s+del?\s+(?:la\s+)?(?:vendedor|tradente|causante|aportante|donante)|\bcuy[oa]s?\s+t[íi]tulos?\s+(?:de\s+dominio\s+)?(?:rolaba|rolaban|corr[íi]an?|estaba(?:n)?\s+inscritos?)\b`,
  'iu',
);

const TITLE_WORDS = new Set(['titulo', 'titulos']);
const EARLIER_WORDS = new Set(['anterior', 'anteriores']);

/**
 * "El título antetorrola inscrito a fojas …", "título antenor", "El tíndo anterior está a …": the
 * earlier title's cue a worn copy garbled, one of its two words whole and the other damaged (a
 * stroke, a line break's hyphen run into the next word), with the clause after it. Only for a text
 * no whole cue names: the words may have been others, so what they introduce is doubtful.
 */
export function wornEarlierTitleCue(text: string): { index: number; length: number; clause: string } | null {
  for (const match of text.matchAll(/(?<!\p{L})(t\p{L}{3,7})\s+(an[\p{L}-]{3,12})(?!\p{L})/giu)) {
    const title = foldAccents(match[1] ?? '').toLowerCase();
    const earlier = foldAccents(match[2] ?? '')
      .replace(/-/g, '')
      .toLowerCase();
    const garbledEarlier =
      earlier !== 'antes' && (earlier.startsWith('ante') || editDistance(earlier, 'anterior', 2) <= 2);
    const garbledTitle = editDistance(title, 'titulo', 3) <= 3;
    const worn = (TITLE_WORDS.has(title) && garbledEarlier) || (EARLIER_WORDS.has(earlier) && garbledTitle);
    if (!worn) continue;
    const clause = /^\s*:?\s*(.{0,220})/su.exec(text.slice(match.index + match[0].length));
    return {
      index: match.index,
      length: match[0].length + (clause?.[0].length ?? 0),
      clause: clause?.[1] ?? '',
    };
  }
  return null;
}
/**
 * The seller's own acquisition, in a sentence that may run long before its reference ("El vendedor
 * adquirió por compra a don …, según consta de la inscripción de fojas …"): the earlier title.
 */
const SELLER_ACQUIRED = new RegExp(
  String.raw`(?:vendedor[a]?|tradente|causante|aportante|donante)(?:es|as|s)?\b[^.]{0,60}?(?:adquiri(?:[óo]|eron)|hubo|hubieron)[^.]{0,160}?${THROUGH_INSCRIPTION}\s+(?:de\s+)?$`,
  'iu',
);
/**
 * A copy's own title saying what the copy is, right before its heading reference ("COPIA DE
 * INSCRIPCIÓN CANCELADA (TÍTULO ANTERIOR) Inscripción Fojas 640", "Copia del título anterior:
 * fojas …"): the words describe the document, not an earlier title it cites.
 */
const COPY_TITLE =
  /\bcopia\s+(?:(?:\p{L}+\s+){0,2}de\s+(?:la\s+)?inscripci[óo]n\b[^.:;()]{0,40}[(–—-]\s*(?:t[íi]tulo|inscripci[óo]n|dominio)\s+anterior\s*\)?[^.:;]{0,20}|(?:fiel\s+|autorizada\s+)?(?:del?\s+)?(?:la\s+)?(?:inscripci[óo]n\s*)?[(:\-–]?\s*(?:t[íi]tulo|inscripci[óo]n)\s+anterior\s*\)?\s*[:\-–]?\s*)$/iu;
/**
 * "cancelada por la de fojas …", "Cancelada por transferencia inscrita a fs. …", "cancelación";
 * "cancelada porla …" as a worn copy's OCR glues it; a lien "ALZADA Y CANCELADA según
 * inscripción a fs. …", "alzada mediante la inscripción de fojas …" (the lifting's own inscription),
 * with the "a" a worn copy's OCR glues to it ("inscripcióna fs. …").
 */
const CANCELLATION =
  /cancelad[ao]\s+(?:por|con)\s*(?:la|el|(?:su\s+|la\s+)?(?:transferencia|venta|compraventa|adjudicaci[óo]n|traspaso|aporte|permuta|donaci[óo]n|daci[óo]n))\b|cancelaci[óo]n|(?:alzad|cancelad)[ao]s?\s+(?:seg[úu]n|por|mediante|conforme\s+a)\s+(?:(?:la|su)\s+)?inscripci[óo]n/iu;
/**
 * A note naming the inscription that cancelled this one, its kind between ("Cancelada por la
 * inscripción especial de herencia de fojas …", "cancelado por la inscripción de dominio a
 * nombre de X, de fs. …"): in the reference's own clause, however far it starts.
 */
const CANCELLED_BY_INSCRIPTION =
  /cancelad[ao]\s+(?:por|con)\s*(?:la|su)\s+(?:nueva\s+|posterior\s+)?inscripci[óo]n\b[^.;:]{0,100}$/iu;
/**
 * A margin note of transfer before the reference, no other reference between ("Transferido a
 * PÉREZ. Se inscribió a fs. …", "Vendida a don …, inscrita a su nombre a fojas …", "Se transfirió
 * el dominio a …"): the later inscription that took this one's place, not the property's own.
 * A worn copy's OCR may read a letter too or too few in its middle ("Transfenrida", "Transfrida").
 */
const TRANSFER_NOTE =
  /\b(?:transf\p{L}{0,2}rid|vendid|enajenad|adjudicad)[oa]s?\s+(?:(?:por\s+\p{L}+\s+)?a\b|(?:en|a)\s+favor\s+de\b)|\b(?:se\s+)?transfiri(?:[óo]|eron)(?!\p{L})/iu;
/**
 * A margin note naming the later inscription the property passed to ("AL MARGEN: Herencia inscrita
 * a fs. …", "Nota marginal: Transferencia inscrita a fojas … a nombre de …", "Anotación marginal:
 * la posesión efectiva se inscribió a …"): the inscription that took this one's place, not the
 * property's own, though an owner is named after it.
 */
const LATER_INSCRIPTION_NOTE =
  /(?:\bal\s+margen|\bnotas?\s+marginal(?:es)?|\banotaci[oó]n(?:es)?\s+marginal(?:es)?|\bsubinscripci[oó]n(?:es)?)\s*[:.\-–]?\s*(?:(?:la|el)\s+)?(?:herencia|posesi[oó]n\s+efectiva|transferencia|compraventa|venta|adjudicaci[oó]n|donaci[oó]n|aporte|permuta|dominio)\b[^.;:]{0,60}?\b(?:inscrit[oa]|se\s+inscribi[oó])\s+(?:a|en)\s*$/iu;
/** How far before a reference a transfer note may start. */
const TRANSFER_NOTE_REACH = 160;
/** A reference's fojas in normalised text: a reference between the note and this one ends its reach. */
const FOJAS_CITED = /\bfojas\s*\d/giu;
/**
 * "Registro de Propiedad", or the registry given as a labelled line ("Registro: Propiedad"), with
 * "Registro" as a worn copy reads it too ("Regist", "Registio").
 */
const PROPERTY_REGISTRY = /regist\p{L}{0,3}\s*(?:\.{2,}\s*)?(?:de|:)\s*propiedad/iu;
/**
 * Words right before the property's own reference when the registry is not named; a bare
 * "Dominio:" label too ("Dominio: fojas 733 número 610 año 2020").
 */
const PROPERTY_CUES =
  /(?<![\p{L}])(?:inmueble|propiedad|dominio|vigente)[^.;]{0,30}?(?:inscrit[oa]s?|rolan?)\s+(?:(?:a|en)\s*:?\s*)?$|que\s+rola\s+(?:a\s+)?$|las?\s+inscripci(?:[óo]n|ones)\b[^.;]{0,30}?(?:\s(?:de|a)\s+|:\s*)$|inscripci[óo]n\s+(?:de\s+)?(?:dominio|propiedad)\s*:?\s*(?:a\s+)?$|(?<![\p{L}])dominio(?:\s+vigente)?\s*:\s*(?:a\s+)?$/iu;
/**
 * The registry heading the reference, as a copy's title line prints it ("Registro de Propiedad ·
 * Fojas 987 · Número 702 · Año 2018", "REGISTRO DE PROPIEDAD — fs. 41 N° 33 año 2020"): nothing
 * but a separator between the registry's name and the whole reference, its year included. A
 * title naming the registry over several transcriptions ("COPIA DE INSCRIPCIONES - REGISTRO DE
 * PROPIEDAD" over "Fojas 2210 Nº 1876 …") heads no reference of its own.
 */
const REGISTRY_HEADING = /regist\p{L}{0,3}\s+de\s+propiedad\s*[·:|—–-]\s*$/iu;
/** The owner named right after the reference ("… del Año 2020, a nombre de ANA PÉREZ"): the inscription of the property. */
const OWNER_AFTER = /^\s*,?\s*a\s+nombre\s+de\s/iu;
/** A certificate's title up to a kind, the kinds listed before it included ("CERTIFICADO DE HIPOTECAS Y PROHIBICIONES"). */
const IN_TITLE =
  /certificados?\s+(?:especial(?:es)?\s+)?(?:de\s+)?(?:\p{L}+(?:\s*,\s*|\s+(?:y|e|y\/o)\s+)(?:de\s+)?){0,4}$/iu;
const OTHER_REGISTRY =
  /registro\s*(?:de\s*)?(?:hipotecas|prohibiciones|interdicciones|comercio)|registro\s+respectiv/iu;

/**
 * A lien laid on the property in the reference's own sentence ("UN EMBARGO trabado sobre el
 * inmueble, inscrito a fojas …", "Hipoteca que grava la propiedad, inscrita a fs. …"): the
 * reference is the lien's, though the property's words stand right before it.
 */
const OVER_PROPERTY =
  /\b(?:sobre|que\s+(?:afecta|grava|pesa\s+sobre|recae\s+sobre))\s+(?:(?:el|la|dich[oa]|est[ea]|(?:el|la)\s+citad[oa])\s+)?(?:inmueble|propiedad|predio)\b[^.;:]*$/iu;

function lienOverProperty(before: string): boolean {
  const sentence = before.split(/[.;:]\s/u).at(-1) ?? '';
  const over = OVER_PROPERTY.exec(sentence);
  // One lien named in singular: registries named in plural ("Prohibiciones") are no lien's own.
  return (
    over !== null && findLienKinds(sentence.slice(0, over.index)).some((found) => !/s$/iu.test(found.text))
  );
}

export function refRole(text: string, ref: Pick<ReadRef, 'index' | 'text'>): RefRole {
  const before = text.slice(Math.max(0, ref.index - 90), ref.index);
  const near = before.slice(-45);
  if (EARLIER_TITLE_CUE.test((before.split(/\.\s/).at(-1) ?? '').replace(COPY_TITLE, ''))) return 'previous';
  const sentence =
    text
      .slice(Math.max(0, ref.index - 200), ref.index)
      .split(/\.\s/)
      .at(-1) ?? '';
  if (SELLER_ACQUIRED.test(sentence)) return 'previous';
  if (CANCELLATION.test(near) || CANCELLED_BY_INSCRIPTION.test(sentence)) return 'cancellation';
  if (LATER_INSCRIPTION_NOTE.test(sentence)) return 'cancellation';
  const reach = text.slice(Math.max(0, ref.index - TRANSFER_NOTE_REACH), ref.index);
  if (TRANSFER_NOTE.test(reach.split(FOJAS_CITED).at(-1) ?? '')) return 'cancellation';
  const after = text.slice(ref.index + ref.text.length, ref.index + ref.text.length + 45);
  const span = `${ref.text} ${after.split(/fojas/)[0] ?? ''}`;
  if (PROPERTY_REGISTRY.test(span) && !OTHER_REGISTRY.test(ref.text)) return 'property';
  if (REGISTRY_HEADING.test(near) && /a[ñn]o\s*\d{4}/iu.test(ref.text)) return 'property';
  // A kind in the certificate's title ("CERTIFICADO DE BIEN FAMILIAR Inscripción de dominio: …")
  // names what the certificate is about, not the reference's registry.
  // The title may start further back than the words before the reference ("CERTIFICADO DE
  // HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES Inmuebles inscritos a …").
  const wide = text.slice(Math.max(0, ref.index - 200), ref.index);
  const nearFrom = wide.length - near.length;
  const kinds = findLienKinds(near).filter((found) => !IN_TITLE.test(wide.slice(0, nearFrom + found.index)));
  // A kind in an earlier clause names the registries reviewed ("revisado el Registro de
  // Interdicciones y Prohibiciones, el inmueble inscrito a …"), not the reference's own.
  const cue = PROPERTY_CUES.exec(near);
  const clauseFrom = cue ? near.slice(0, cue.index).search(/[,;][^,;]*$/u) : -1;
  const ownKinds = kinds.filter((found) => found.index > clauseFrom);
  if (lienOverProperty(before)) return 'item';
  if (cue && !OTHER_REGISTRY.test(span) && ownKinds.length === 0) return 'property';
  if (OWNER_AFTER.test(after) && !OTHER_REGISTRY.test(span) && kinds.length === 0) return 'property';
  return 'item';
}

/** Words in a reference's own clause saying that inscription is no longer in force. */
const SAID_CANCELLED =
  /^(?:(?!fojas)[^.;])*?\b(?:cancelad[oa]|no\s+(?:se\s+encuentra\s+|est[áa]\s+)?vigente)\b/iu;

/**
 * The property's references with the ones their clause calls cancelled last: a certificate may
 * name the cancelled inscription before the one in force ("la inscripción de fojas … a nombre de
 * …, se encuentra cancelada, y … rola actualmente inscrito a fojas …").
 */
export function inForceFirst<T extends Pick<ReadRef, 'index' | 'text'>>(text: string, refs: T[]): T[] {
  const cancelled = (ref: T) =>
    SAID_CANCELLED.test(text.slice(ref.index + ref.text.length, ref.index + ref.text.length + 160));
  return [...refs.filter((ref) => !cancelled(ref)), ...refs.filter(cancelled)];
}

/**
 * Words before a date that make it something other than the document's issue date; a margin
 * note's label ("Nota marginal: 03-08-2026. Embargo …") dates the note, not the copy.
 */
const NOT_ISSUE =
  /(?:escritura(?:\s+p[úu]blica)?\s+de|notas?\s+marginal(?:es)?\s*:?|al\s+margen\s*:|vigente\s+al\s+d[íi]a|desde(?:\s+el)?|hasta(?:\s+el)?|con\s+fecha|de\s+fecha|fecha\s+(?:de\s+)?inscripci[óo]n\s*:?|fechas|mandamiento|resoluci[óo]n|sentencia|nacimiento)\s*$/iu;
/**
 * A margin note's lien and reference before its place and date ("Embargo a fs. 1552-1371-2025.
 * San Miguel, 02/10/2025"): the note is signed there, the copy is not. The lien's word by its
 * ending, a worn copy's OCR may lose its first letter or glue the "a" to it ("mbargoa fs.").
 */
const MARGIN_NOTE_PLACE =
  /(?:poteca|hibici[óo]n|bargo|itigio|idumbre|zamiento|celaci[óo]n|fructo|precautoria)\s*a\s+(?:fs\.?|fojas)\s*\d(?:[\d\s.,°º-]|vta|vuelta|n(?:[úu]mero|ro)?|del|a[ñn]o)*\s+\p{Lu}[\p{L} ]{1,30},\s*$/iu;
/** A margin note's date, in digits ("02/10/2025"); a certificate signs in words or spelled months. */
const NOTE_DATE = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/u;
/** How far before a date a margin note's lien and reference may stand. */
const MARGIN_NOTE_REACH = 80;

/**
 * A place signing a date: "Santiago, 22 de agosto de 2022", "En Concepción, tres de agosto …",
 * "Lota, a 20 de marzo …", "EN LOTA, A VEINTE DE MARZO …", "IQUIQUE, a las 10:15 del 01 de octubre …", "Punta Arenas, martes 6 de
 * mayo …" (the weekday before the date). Ends where the date starts.
 */
const SIGNED_PLACE =
  /([\p{Lu}][\p{L}.]*(?:\s+(?:de\s+|del\s+)?[\p{L}.]+){0,4})\s*,\s*(?:[aA]\s+)?(?:(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\s*,?\s+)?(?:las\s+\d{1,2}[:.]\d{2}(?:\s*(?:horas|hrs\.?))?\s*,?\s*(?:del?\s+)?)?$/u;
/**
 * Words after a date that make it the opening of a transcribed inscription ("….- Doña ANA …"), or
 * of an inheritance's or a court's inscription, which opens on the act it rests on after the
 * inscription's ".-" ("….- Por resolución exenta número …", "….- Con el mérito de …", "….- Por
 * sentencia de …", "….- En virtud de …"), or on the legal person that owns ("….- La sociedad …"),
 * or on the registrar's own act ("…, a requerimiento de …, inscribo:", "…: Por escritura de …"), or
 * on the deed it inscribes ("Quintero, dieciocho de mayo de dos mil dieciséis. Por escritura de …"),
 * or on its owner's name in capitals and identity ("…. CONSTRUCTORA X LIMITADA, RUT …").
 */
const OPENS_INSCRIPTION =
  /^\s*(?:[,:]\s*(?:a\s+requerimiento\s+de|inscribo\b|procedo\s+a\s+inscribir|por\s+escritura\b)|\.?\s*-?\s*(?:don|do[ñn]a|se[ñn]ora?|sr\.|sra\.|los\s+se[ñn]ores)\b|\.\s*-?\s*por\s+escritura\b|\.\s*-\s*(?:por\s+(?:resoluci[oó]n|sentencia|auto|decreto)|con\s+(?:el\s+)?m[ée]rito\s+de|en\s+virtud\s+de|la\s+(?:sociedad|empresa|corporaci[oó]n|fundaci[oó]n|cooperativa|comunidad|municipalidad)|el\s+fisco)\b)/iu;
/** An owner's name in capitals after the opening's stop (case matters: a name, not a sentence)… */
const OWNER_AFTER_STOP = /^\s*\.\s+\p{Lu}{3,}(?:\s+\p{Lu}+){1,8}\s*,\s*/u;
/** …then its identity or its state ("RUT …", "cédula …", "chilena", "casado", "domiciliada en …"). */
const IDENTITY = /^(?:rut|r\.u\.t|rol\s+[úu]nico|c[ée]dula|chilen|solter|casad|viud|divorciad|domiciliad)/iu;

function opensInscription(after: string): boolean {
  const owner = OWNER_AFTER_STOP.exec(after);
  return OPENS_INSCRIPTION.test(after) || (owner !== null && IDENTITY.test(after.slice(owner[0].length)));
}
/**
 * A label that makes the date after it the issue date: "Fecha de emisión:", a form's bare
 * "Emisión  12/11/2026", "Emitido el", "Expedida el día", "Dado el", "Emitida: 11/05/2026", a
 * certification's bare "Fecha:" opening its line or sentence (not "de fecha", "Fecha de inscripción").
 */
const ISSUE_LABEL =
  /(?:(?:^|[.\n]\s*)fecha\s*:|(?:fecha\s+(?:de\s+)?|(?<!\p{L})|^)emisi[óo]n\s*:?|(?:emitid|expedid|extendid|(?<!\p{L})dad)[oa]\s+(?:en\s+\p{L}+(?:\s+\p{L}+){0,2}\s*,?\s*)?el(?:\s+d[íi]a)?|(?<!\p{L})(?:emitid|expedid|extendid)[oa]\s*:)\s*$/iu;

/** The place that signs the date starting at `index`, or null. */
export function signingPlace(text: string, index: number): string | null {
  return SIGNED_PLACE.exec(text.slice(Math.max(0, index - 70), index))?.[1] ?? null;
}

export interface IssueDate extends FoundDate {
  confidence: number;
}

/** A date signed with a place or labelled as the issue date. */
const SIGNED_CONFIDENCE = 0.9;

/**
 * The date a certificate or copy was issued: the latest date signed with a place ("Santiago,
 * 6 de mayo de 2025") that is not a "vigente al día", inscription, judgment or range date;
 * without one, the latest of those other dates, marked less sure. Earlier dates in a copy are the
 * inscription's own (the body opens with one) and its margin notes.
 */
export function issueDate(text: string): IssueDate | null {
  const candidates = findDates(text).filter(
    (date) =>
      !NOT_ISSUE.test(text.slice(Math.max(0, date.index - 40), date.index)) &&
      !(
        NOTE_DATE.test(date.text) &&
        MARGIN_NOTE_PLACE.test(text.slice(Math.max(0, date.index - MARGIN_NOTE_REACH), date.index))
      ) &&
      // A year in words cut at its line's end, the rest lost to a margin ("dos mil dieci-"): not whole.
      !/^\s*\p{Ll}+-(?!\n\s*\p{Ll})/u.test(text.slice(date.index + date.text.length)) &&
      // The raw pages may cut a word at the line's end ("La socie-\ndad"): read it whole.
      !opensInscription(
        text.slice(date.index + date.text.length, date.index + date.text.length + 80).replace(/-\n\s*/g, ''),
      ),
  );
  const latest = (dates: FoundDate[]) =>
    dates.reduce<FoundDate | null>(
      (best, date) => (best === null || date.iso > best.iso ? date : best),
      null,
    );
  const signed = latest(
    candidates.filter(
      (date) =>
        signingPlace(text, date.index) !== null ||
        ISSUE_LABEL.test(text.slice(Math.max(0, date.index - 30), date.index)),
    ),
  );
  if (signed) return { ...signed, confidence: SIGNED_CONFIDENCE };
  const other = latest(candidates);
  if (!other) return null;
  // The day a copy says the inscription is in force ("se encuentra vigente al 4 de febrero") is
  // the issue date or the day before: without the signed date (a worn copy lost its day), doubtful.
  const inForce = IN_FORCE_ON.test(text.slice(Math.max(0, other.index - 40), other.index));
  return { ...other, confidence: inForce ? IN_FORCE_CONFIDENCE : 0.6 };
}

/** "vigente al", "vigencia al", "vigente a la fecha de": the words before a date of vigencia. */
const IN_FORCE_ON = /vigen(?:te|cia)\s+(?:al|a\s+la\s+fecha\s+de)\s*$/iu;
/** Below the doubt threshold: an issue date read from a vigencia's day alone. */
const IN_FORCE_CONFIDENCE = 0.45;

export interface DocumentIssueDate extends IssueDate {
  /** Where it was read: the normalised body, or the raw pages. */
  in: 'normalized' | 'raw';
}

/**
 * A document's issue date: from its body, else from its raw pages, where a sign-off survives that
 * running-line removal took from the body (every page of a split certificate signed the same).
 */
export function documentIssueDate(
  document: Pick<DocumentText, 'normalized' | 'raw'>,
): DocumentIssueDate | null {
  const body = issueDate(document.normalized.text);
  if (body && body.confidence >= SIGNED_CONFIDENCE) return { ...body, in: 'normalized' };
  const raw = issueDate(document.raw);
  if (raw && raw.confidence >= SIGNED_CONFIDENCE) return { ...raw, in: 'raw' };
  if (body) return { ...body, in: 'normalized' };
  // Only a line the body leaves out dates the copy ("[sello] Copia digitalizada 19/06/2026"),
  // unsigned and unlabelled: the issue date by its place alone, doubtful.
  return raw ? { ...raw, confidence: Math.min(raw.confidence, UNSIGNED_RAW_CONFIDENCE), in: 'raw' } : null;
}

/** Below the doubt threshold: a date read only from a line the body leaves out, signed by nothing. */
const UNSIGNED_RAW_CONFIDENCE = 0.45;

/**
 * A registry's denial about the property, its reference last ("No consta declaración de bien
 * familiar respecto del inmueble de fojas …", "nada registra acerca de la propiedad a fojas …"):
 * the kind before it is what was looked for and not found, the reference the property's again,
 * no entry's. A declaration that is found ("Consta declaración … respecto del inmueble de …")
 * stays an entry.
 */
const ABOUT_PROPERTY =
  /(?<![\p{L}])(?:respecto|acerca)\s+(?:del?\s+)?(?:(?:el|la)\s+)?(?:inmueble|predio|propiedad)\s+(?:de|a|inscrit[oa]\s+a)\s*$/iu;
const DENIAL = /(?<![\p{L}])(?:no|nada|ning[uú]n[oa]?|sin)(?![\p{L}])/iu;

export function answersAboutProperty(text: string, ref: Pick<ReadRef, 'index'>): boolean {
  const before = text.slice(Math.max(0, ref.index - 160), ref.index);
  const sentence = before.split(/[.;:]\s/u).at(-1) ?? '';
  return ABOUT_PROPERTY.test(sentence) && DENIAL.test(sentence);
}
