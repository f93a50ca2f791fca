import { ID_LABEL, isCompany, personNames, RUT_LABEL, type FoundName } from '../text/names';
import { NUMBER_WORDS } from '../text/numberWords';

/**
 * Stage 4 of reading (assign) for the owners a CBR certificate names, whatever its wording: after
 * "vigente a nombre de", a "Propietario(s):" label (fojas.cl's "propietario vigente: (2) 1.- … Rut:
 * … 2.- …" too), on a line of their own between the property's inscription and "se encuentra
 * vigente", after "inscrito a nombre de" / "a nombre de", or "de propiedad/dominio de". Names are read
 * with the names grammar (text/names.ts); a list goes on while only separators stand between two
 * names (commas, "y", "y de doña", enumeration marks, RUTs, shares in words or digits), so the
 * words after the last owner are never taken for one. Works on normalised text (reading/normalize.ts).
 */

export interface CertifiedOwners {
  names: string[];
  /** Where the owners' list starts and ends in the text. */
  index: number;
  length: number;
  confidence: number;
  /** A name OCR split and the names grammar joined again. */
  repaired: boolean;
}

/**
 * An owner's own inscription in a list of owners each with theirs ("1.- SOTO PAZ ANA, inscrito a
 * fojas 45 número 39 del Registro de Propiedad del año 2021.- 2.- …"), on normalised text.
 */
const OWN_INSCRIPTION = String.raw`\binscrit[oa]s?\s+a\s+fojas\s+\d+(?:\s+(?:vuelta|frente))?\s*,?\s*(?:bajo\s+el\s+)?número\s+\d+\s*,?\s*(?:del?\s+)?registro\s+de\s+propiedad\s*,?\s*(?:del?\s+)?(?:año\s+)?\d{4}`;

/**
 * What may stand between two owners of a list, or before the first; a full stop too when the
 * next item's enumeration mark follows it ("…, en un 50%. 2.- …", "… del año 2021.- 2.- …"); a
 * bullet; a table's bare row number before a name in capitals ("… 50%   2   SOTO PAZ ANA …").
 */
const SEPARATOR = String.raw`[\s,;:()"“”/•·▪●◦]|(?<![\d.,])\d{1,2}(?=\s+$)|\.(?=-?\s+\d{1,2}\s?[.)]-?\s)|${OWN_INSCRIPTION}|-(?!\d)|\b(?:y|e|de|don|doña|dona|sr|sra|señora?|rut|run)\b\.?|\bc\.\s?i\.?|\br\.\s?u\.\s?[tn]\.?|\d{1,2}\s?[.)]-?(?=\s)|\d{1,3}(?:\.\d{3})*\s?-\s?[\dkK]\b|\d{1,3}(?:[.,]\d+)?\s?%`;
/** Each owner's share in words, between two owners ("en un cincuenta por ciento; y de don …"). */
const SHARE_WORD = String.raw`\b(?:${[
  ...NUMBER_WORDS,
  'en',
  'un',
  'una',
  'el',
  'la',
  'por',
  'ciento',
  'restante',
  'mitad',
  'dueñ[oa]s?',
  'partes',
  'iguales',
  'cada',
  'uno',
  'proporci[oó]n',
  'cuota',
  'derechos?',
  'medio',
  'tercio',
  'cuarto',
].join('|')})\b`;
const ONLY_SEPARATORS = new RegExp(`^(?:${SEPARATOR}|${SHARE_WORD})*$`, 'iu');

/**
 * A registry's heading or an entry's type in capitals: where a list of owners printed on its own
 * line ends, the text having joined the next line to it ("… CORTÉS LEIVA HIPOTECAS Y GRAVÁMENES").
 */
const HEADING_WORD =
  /(?<!\p{L})(?:HIPOTECAS?|GRAV[AÁ]MEN(?:ES)?|PROHIBICI[OÓ]N(?:ES)?|INTERDICCI[OÓ]N(?:ES)?|EMBARGOS?|LITIGIOS?|REGLAMENTO|SERVIDUMBRES?|BIEN\s+FAMILIAR|INSCRIPCI[OÓ]N(?:ES)?|REGISTROS?|CERTIFICADOS?)(?!\p{L})/u;

/** A leader (or the colon it is read as) from an owner's name to the owner's RUT on the same line. */
const LEADER_TO_RUT = new RegExp(
  String.raw`^[^\S\n]*(?::|\.{2,})[^\S\n]*(?:\.{2,}[^\S\n]*)?(?:(?:${RUT_LABEL})\.?[^\S\n]*:?[^\S\n]*)?\d{1,2}\.?\d{3}\.?\d{3}[^\S\n]?-[^\S\n]?[\dkK]\b`,
  'iu',
);

/** An enumeration mark before a list's item: "1)", "2.-", "3.". */
const ENUMERATION = /\d{1,2}\s?[.)]-?(?=\s)/u;
/** Given names after a comma that ends an item's surnames, up to its RUT: ", JUAN PABLO". */
const GIVEN_NAMES = new RegExp(
  String.raw`^\s*,\s*((?:(?!(?:${ID_LABEL})\b)\p{Lu}[\p{Lu}'-]+)(?:\s+(?!(?:${ID_LABEL})\b)\p{Lu}[\p{Lu}'-]+)*)`,
  'u',
);

/**
 * What follows an owner's given names when a form's next label comes after them: the label
 * ("Inmueble :", "Ubicación:"), its colon alone when the label is in capitals and was read with the
 * names ("… ISABEL INSCRIPCIÓN: …"), or the text's end.
 */
const NEXT_LABEL = /^\s*(?:(?:\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,3}\s*)?(?::|\.{2,})|$)/u;

/**
 * Two owners listed one per line with the same two surnames, which the text joined into one run
 * ("KELLER RIFFO ANA SOFÍA KELLER RIFFO JUAN PABLO", or given names first, "ANA SOFÍA KELLER RIFFO
 * JUAN PABLO KELLER RIFFO"): parted where the surnames come again. One name otherwise.
 */
function sharingSurnames(name: string): string[] {
  const words = name.split(/\s+/);
  for (let first = 0; first + 1 < words.length; first++) {
    const pair = `${words[first]} ${words[first + 1]}`;
    for (let again = first + 3; again + 1 < words.length; again++) {
      if (`${words[again]} ${words[again + 1]}` !== pair) continue;
      const cut = first === 0 ? again : again + 2 === words.length ? first + 2 : -1;
      if (cut > 1 && cut < words.length - 1)
        return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    }
  }
  return [name];
}

/**
 * The names listed from the start of the text, each separated from the previous by separators
 * only. In an enumerated list each item is one owner: a comma inside an item parts the surnames
 * from the given names ("1) MUÑOZ SOTO, JUAN PABLO RUT … 2) ARAVENA LIRA, CAMILA …"), kept as
 * printed; so does one before the owner's RUT outside a list.
 */
function listedNames(text: string): { names: FoundName[]; end: number } {
  const names: FoundName[] = [];
  let at = 0;
  let enumerated = false;
  for (const listed of personNames(text)) {
    if (listed.index < at) continue;
    const between = text.slice(at, listed.index);
    if (!ONLY_SEPARATORS.test(between)) break;
    if (names.length === 0) enumerated = ENUMERATION.test(between);
    const givenAfter = isCompany(listed.name) ? null : GIVEN_NAMES.exec(text.slice(listed.end));
    // Outside a numbered list, "CONTRERAS LEIVA, MARIO ALBERTO (RUT …)": two surnames, a comma and
    // given names the owner's RUT follows are one owner printed surnames first; so are one or two
    // given names the next label follows ("Propietario : CONTRERAS LEIVA, MARIO ALBERTO Inmueble :
    // …"; in capitals the label's word is read with them and cut below).
    const afterGiven = givenAfter ? text.slice(listed.end + givenAfter.index + givenAfter[0].length) : '';
    const nextLabel = NEXT_LABEL.test(afterGiven);
    const capitalLabel = nextLabel && /^\s*[:.]/u.test(afterGiven);
    const givenWords = (givenAfter?.[1] ?? '').split(/\s+/).length - (capitalLabel ? 1 : 0);
    const surnamesFirst =
      givenAfter !== null &&
      listed.name.split(/\s+/).length === 2 &&
      (/^\s*\(?\s*(?:RUT|RUN|C\.\s?I)\b/iu.test(afterGiven) || (nextLabel && givenWords <= 2));
    const given = enumerated || surnamesFirst ? givenAfter : null;
    const found = given?.[1]
      ? {
          ...listed,
          name: `${listed.name}, ${given[1]}`,
          end: listed.end + given.index + given[0].length,
        }
      : listed;
    // A name's last word followed by a colon or a leader is the next line's label the text joined to it
    // ("… ERWIN OSVALDO DOMINIO: Fjs. 744").
    // A name read up to the owner's own "RUT:" label (the grammar leaves "RUT" out of the name)
    // is followed by that label, not by the next line's.
    const ownLabel =
      /\s(?:RUT|RUN)$/iu.test(text.slice(found.index, found.end)) && !/\s(?:RUT|RUN)$/iu.test(found.name);
    // Nor is one a leader joins to the owner's own RUT ("GAETE ROJAS ANA MARÍA ........ 10.221.847-7",
    // one owner a line).
    const leaderToRut = LEADER_TO_RUT.test(text.slice(found.end));
    const label =
      /^\s*(?::|\.{2,})/u.test(text.slice(found.end)) && !ownLabel && !leaderToRut
        ? /\s\p{Lu}+$/u.exec(found.name)
        : null;
    // A lettered section's marker the text joined after the names ("… LUIS ALBERTO A) Hipotecas").
    const marker = /^[).]/u.test(text.slice(found.end)) ? /\s\p{Lu}$/u.exec(found.name) : null;
    // In capitals, the "A" of "… SOTO A FOJAS 415" is the reference's preposition, not a name's letter.
    const preposition = /^\s*(?:fojas|fs\.?|fjs\.?)\s*\d/iu.test(text.slice(found.end))
      ? /\s(?:A|EN)$/u.exec(found.name)
      : null;
    const heading = HEADING_WORD.exec(found.name) ?? label ?? marker ?? preposition;
    // The heading's roman numeral or letter stands between the name and it ("… CAMILA FERNANDA I.
    // HIPOTECAS", "… CLAUDIA ANDREA A. HIPOTECAS Y GRAVÁMENES").
    const name = heading
      ? found.name
          .slice(0, heading.index)
          .trim()
          .replace(/\s(?:[IVX]{1,4}|\p{Lu})[.)]$/u, '')
      : found.name;
    // Capitals joined by "Y" make one run ("PÉREZ SOTO JUAN Y ROJAS PAZ ANA"): two people, not one company.
    const parts = isCompany(name) ? [name] : name.split(/\s+Y\s+(?:DE\s+)?/u).flatMap(sharingSurnames);
    for (const part of parts) if (part) names.push({ ...found, name: part });
    at = heading ? found.index + heading.index : found.end;
    if (heading) break;
  }
  return { names: names.filter((found) => found.name.split(' ').length >= 2), end: at };
}

interface Cue {
  pattern: RegExp;
  confidence: number;
  /** The names must be followed by this to count (a bare list before "se encuentra vigente"). */
  then?: RegExp;
}

/** Words after an owners' label saying which owners it lists: "vigentes", "según inscripción". */
const OWNERS_QUALIFIER = String.raw`(?:vigentes?|inscrit[oa]s?|actual(?:es)?|seg[úu]n\s+(?:el\s+|la\s+)?(?:[íi]ndices?|registro|inscripci[óo]n))`;

/** Cues in order of preference: the owners the certificate says the inscription is in force for come first. */
const CUES: Cue[] = [
  {
    pattern: /(?<![\p{L}])vigente\b[^.]{0,80}?\b(?:a\s*nombre\s*de|corresponde\s+a|pertenece\s+a)\s*:?/giu,
    confidence: 0.85,
  },
  {
    // A label, maybe over a table whose columns it names ("PROPIETARIOS / NOMBRE RUT DERECHOS"),
    // or in a box's first cell ("| Propietario | PÉREZ …"), or a form's "Propietario(a) ......:".
    pattern: new RegExp(
      String.raw`(?<![\p{L}])propietari[oa]s?(?:\s*\((?:s|a|as)\))?(?:\s+${OWNERS_QUALIFIER})?(?:(?:\s*\.){2,})?\s*[:|¦│]?\s*(?:\(\s*\d+\s*\))?(?:\s*\b(?:nombres?|apellidos|rut|run|derechos|porcentaje|cuota)\b)*`,
      'giu',
    ),
    confidence: 0.85,
  },
  // "Dueño(s): …", "Dueña: …", "Dueño inscrito: …", "Dueños según inscripción:", a heading "DUEÑOS
  // VIGENTES": the owners under a label of their own.
  {
    pattern: new RegExp(
      String.raw`(?<![\p{L}])due[ñn][oa](?:s|\(s\)|\(a\))?(?:\s*:|\s+${OWNERS_QUALIFIER}\s*:?)`,
      'giu',
    ),
    confidence: 0.85,
  },
  // "Dueños   TAPIA MORALES ELBA ROSA, …", "A nombre CONTRERAS MELLA …": the label's colon a worn
  // copy lost, the names in capitals right after it (case matters: prose's "los dueños de la casa"
  // or "inscrita a nombre de" names none here).
  {
    pattern:
      /(?<![\p{L}])(?:Due[ñn][oa]s?|DUE[ÑN][OA]S?|A\s+nombre|A\s+NOMBRE)(?:\(s\))?(?=[^\S\n]+\p{Lu}{2,}\s+\p{Lu}{2,})/gu,
    confidence: 0.75,
  },
  // "Titular: …", "Titulares del dominio: A / B": a label of its own, before any phrase a lien's
  // clause may hold ("servidumbre en favor de la hijuela tres, de propiedad de Y").
  { pattern: /(?<![\p{L}])titular(?:es|\(es\))?(?:\s+(?:del\s+dominio|vigentes?))?\s*:/giu, confidence: 0.8 },
  { pattern: /(?<![\p{L}])(?:inscrit[oa]s?|registrad[oa]s?)\s+a\s+nombre\s+de\s*:?/giu, confidence: 0.75 },
  { pattern: /(?<![\p{L}])de\s+propiedad\s+de\s*:?/giu, confidence: 0.8 },
  // "…, de dominio de doña X".
  { pattern: /(?<![\p{L}])de\s+dominio\s+de\s*:?/giu, confidence: 0.8 },
  { pattern: /(?<![\p{L}])a\s+nombre\s+de\s*:?/giu, confidence: 0.7 },
  // A form's label "A nombre : …" over the owners.
  { pattern: /(?<![\p{L}])a\s+nombre[^\S\n]*:/giu, confidence: 0.8 },
  // A GP's header opening "Propiedad de OSVALDO RENÉ VIDAL MANSILLA, pasaje …", or its sentence
  // "certifica que la propiedad de doña ANA …": the owner in capitals right after it (case
  // matters: "la propiedad de calle …" names none; a boundary's "con propiedad de don …", a
  // neighbour).
  {
    pattern:
      /(?<![\p{L}])(?:(?:Propiedad|PROPIEDAD)\s+(?:de|DE)(?=\s+(?:(?:[Dd]on|[Dd]o[ñn]a)\s+)?\p{Lu}{2,}\s+\p{Lu}{2,})|(?:que|respecto\s+de)\s+la\s+propiedad\s+de(?=\s+(?:[Dd]on|[Dd]o[ñn]a)\s+\p{Lu}{2,}\s+\p{Lu}{2,}))/gu,
    confidence: 0.75,
  },
];

/** A clause that says the inscription it names was cancelled: its owners are not the current ones. */
const CANCELLED = /^[^.;]{0,60}?\b(?:se\s+encuentra\s+|fue\s+|est[áa]\s+)cancelad/iu;

function fromCue(text: string, cue: Cue): CertifiedOwners | null {
  for (const match of text.matchAll(cue.pattern)) {
    // A form's leader between the label and the names ("PROPIETARIO ........ SOTO PAZ ANA"),
    // its dots parted where a worn copy lost some (".   ..").
    const leader =
      /^(?:[^\S\n]*\.){2,}[^\S\n]*:?/u.exec(text.slice(match.index + match[0].length))?.[0] ?? '';
    const start = match.index + match[0].length + leader.length;
    const rest = text.slice(start, start + 400);
    const { names, end } = listedNames(rest);
    if (names.length === 0) continue;
    const after = rest.slice(end);
    if (CANCELLED.test(after) || (cue.then && !cue.then.test(after))) continue;
    return {
      names: names.map((found) => found.name),
      index: start + (names[0]?.index ?? 0),
      length: end - (names[0]?.index ?? 0),
      confidence: cue.confidence,
      repaired: names.some((found) => found.repaired),
    };
  }
  return null;
}

/** A person's name in ordinary case: capitalised words, particles between ("Eliana del Carmen Soto Paz"). */
const ORDINARY_NAME = String.raw`\p{Lu}\p{Ll}+(?:\s+(?:(?:de|del|de\s+la|de\s+los|de\s+las)\s+)?\p{Lu}\p{Ll}+){1,5}`;
/**
 * The owners a sentence names in ordinary case right after the property's inscription ("inscrito a
 * fojas … del año 2025 a nombre de Ana María Soto Paz, Luis Rojas Vera y Rosa Paz Díaz, no
 * reconoce …"): names parted by commas and "y", the sentence going on in lower case after them.
 */
const ORDINARY_OWNERS = new RegExp(
  String.raw`^[^.;]{0,60}?(?<![\p{L}])a\s+nombre\s+de\s+(?:(?:don|do[ñn]a)\s+)?(${ORDINARY_NAME}(?:(?:\s*,\s*|\s+y\s+)(?:(?:don|do[ñn]a)\s+)?${ORDINARY_NAME})*)(?=\s*,\s*\p{Ll}|\s*\.\s)`,
  'u',
);

function ordinaryCaseOwners(text: string): CertifiedOwners | null {
  const match = ORDINARY_OWNERS.exec(text);
  const list = match?.[1];
  if (!match || !list) return null;
  const names = list.split(/\s*,\s*|\s+y\s+/u).map((name) => name.replace(/^(?:don|do[ñn]a)\s+/u, ''));
  return {
    names,
    index: match.index + match[0].length - list.length,
    length: list.length,
    confidence: 0.7,
    repaired: false,
  };
}

/**
 * The owners a certificate names, or null. `propertyRefEnd` is where the property's inscription
 * reference ends, for certificates that print the owners on their own after it.
 */
export function certifiedOwners(text: string, propertyRefEnd: number | null = null): CertifiedOwners | null {
  const [inForce, ...others] = CUES;
  const listed = inForce ? fromCue(text, inForce) : null;
  if (listed) return listed;
  if (propertyRefEnd !== null) {
    const after = text.slice(propertyRefEnd);
    // "inscrito a fojas … del año 2016, a nombre de X": the name the property's own inscription is
    // in, before any a lien's clause names ("servidumbre … a favor del lote de propiedad de Y").
    const inscribedFor = fromCue(after, {
      pattern: /^[^.;]{0,60}?(?<![\p{L}])a\s+nombre\s+de\s*:?/giu,
      confidence: 0.8,
    });
    if (inscribedFor) return { ...inscribedFor, index: inscribedFor.index + propertyRefEnd };
    const ordinary = ordinaryCaseOwners(after);
    if (ordinary) return { ...ordinary, index: ordinary.index + propertyRefEnd };
    const bare = fromCue(after, {
      pattern: /^(?:\s*(?:del?\s+)?registro\s+de\s+propiedad(?:\s+del?\s+año\s+\d{4})?)?[\s,.:-]*/giu,
      confidence: 0.75,
      then: /^[\s,.;:-]*(?:(?:se\s+)?encuentra\s+|est[áa]\s+)?vigente/iu,
    });
    if (bare) return { ...bare, index: bare.index + propertyRefEnd };
    // "Dominio: Fs. 744 Nº 612 del año 2021 - SOTO PAZ ANA  Período revisado: …": the names a dash
    // sets after the reference, the next label, the next section's heading ("A) HIPOTECAS …:",
    // "I. GRAVÁMENES") or the inscription's being in force after them; the last owner's share
    // ("(40%)") may stand before. Or the owner's RUT and another dash before the next cell
    // ("… año 2020 - SOTO PAZ ANA, RUT 12.345.678-5 - Pasaje …"). Or each owner's bare RUT and share,
    // then the first numbered lien ("— SOTO PAZ ANA 12.345.678-5 (60%); … (40%)  1. Fs. 1288 …").
    const dashed = fromCue(after, {
      pattern: /^\s*[-–—]\s*/gu,
      confidence: 0.75,
      then: new RegExp(
        String.raw`^[\s,.;]*(?:\d{1,2}\.?\d{3}\.?\d{3}-[\dkK][\s,.;]*(?=\(?\s*\d{1,3}(?:[.,]\d+)?\s?%))?(?:\(?\s*\d{1,3}(?:[.,]\d+)?\s?%\s*\)?[\s,.;]*)?(?:R\.?\s?U\.?\s?[TN]\.?\s*:?\s*\d{1,2}\.?\d{3}\.?\d{3}-[\dkK]\s*[-–—]\s|\p{Lu}\p{Ll}*(?:\s+\p{Ll}+){0,3}\s*:|(?:(?:[A-H]|[IVX]{1,4}|\d{1,2})[.)]\s+)?${HEADING_WORD.source}|\d{1,2}[.)]-?\s+(?:fs\.|fojas\b|fjs\.)|(?:(?:se\s+)?encuentra\s+|est[áa]\s+)?vigente)`,
        'u',
      ),
    });
    if (dashed) return { ...dashed, index: dashed.index + propertyRefEnd };
  }
  for (const cue of others) {
    const found = fromCue(text, cue);
    if (found) return found;
  }
  return titledOwner(text);
}

/**
 * A prose certificate naming its owner in small letters after "don"/"doña" ("respecto del
 * inmueble …, de propiedad de doña Camila Andrea Soto Lira, ubicado en …"): the names grammar
 * reads capitals only, so the words capitalised one by one are the name, up to the clause's comma.
 * Less sure than a name in capitals.
 */
const TITLED_OWNER = new RegExp(
  String.raw`(?<![\p{L}])(?:de\s+propiedad|de\s+dominio|a\s+nombre)\s+de\s+(?:don|do[ñn]a)\s+(${ORDINARY_NAME})(?=\s*[,;.]|\s+(?:RUT|RUN|c[ée]dula)\b)`,
  'u',
);

function titledOwner(text: string): CertifiedOwners | null {
  const match = TITLED_OWNER.exec(text);
  const name = match?.[1];
  if (!match || !name || name.split(/\s+/u).length < 3) return null;
  const index = match.index + match[0].length - name.length;
  return { names: [name], index, length: name.length, confidence: 0.7, repaired: false };
}
