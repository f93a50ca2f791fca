import type { InscriptionFacts } from '../../../../common/findings/facts';
import { DOUBTFUL_CONFIDENCE, type UnsureReason } from '../../../../common/record/provenance';
import type { Deslinde, RegistryEntry, RegistryPerson } from '../../../../common/report/schema';
import { canonicalComuna, comunaAmongWords } from '../../../../common/vocabularies/comunas';
import { leadingNumberWords, NUMBER_WORD_ALTERNATION } from '../text/numberWords';
import type { DocumentText } from '../document';
import { titleAct } from '../facts/inscriptionFacts';
import { readMarginNotes } from '../facts/marginNotes';
import { textSource } from '../facts/source';
import { ProvenanceRecorder } from '../provenance';
import { annexedTitleAt } from '../reading/annexedTitle';
import { numberWordsCut } from '../checks/numberWordsCut';
import { yearCutAfterTens, yearWordsCut } from '../checks/yearWordsCut';
import { withoutMarginParties } from '../reading/marginParties';
import {
  EARLIER_TITLE_CUE,
  inForceFirst,
  refRole,
  signingPlace,
  wornEarlierTitleCue,
  type RefRole,
} from '../reading/assign';
import { grantedHeirs, HEIRS_GRANT, INHERITANCE_INSCRIBED } from '../reading/grantedHeirs';
import { certifiedOwners } from '../reading/owners';
import {
  type ClauseRole,
  type NumberedClause,
  labelsAsStops,
  numberedClauses,
} from '../reading/numberedClauses';
import { propertyTableRefs } from '../reading/propertyTable';
import { confirmedByMargins, plausibleYear, rutConfidence } from '../reading/validate';
import { type NormalizedText, repairedOcrDigits } from '../reading/normalize';
import { formatMeters, parsePrice, priceWordsAgree, priceWordsDisagree } from '../text/amounts';
import { SELF_CHECKED_CONFIDENCE } from '../checks/selfChecked';
import { findDates, type FoundDate } from '../text/dates';
import { digitsForLetters } from '../text/ocrDigits';
import { lengthsAsDigits } from '../text/lengthsWithDigits';
import {
  findIllegibleNumberRef,
  findInscriptionRef,
  inscriptionFields,
  readRefs,
  REF_PARTS,
  refParts,
  type ReadRef,
} from '../text/inscriptionRef';
import { personNames } from '../text/names';
import { normalizeRol } from '../../../../common/rol';
import { findRuts } from '../text/rut';
import { SALE_VERB, saleClause } from '../reading/saleClause';
import { namedConservador, officeOfPlace } from './issuingOffice';
import { civilUnion, estadoCivil, isCompany, leadingComuna, notaryCity } from './shared';
import { readCode, readIssue } from './cbrIssue';
import { valueNotFound, type ReadingNote } from '../readingNotes';
import type { Extraction } from './types';

/**
 * The way of acquiring before the sellers ("compra a", "COMPRAVENTA A", "donación de"): no part of a
 * name, though a copy in capitals prints it in the same capitals as the names.
 */
const ACQUISITION_WORDS =
  /^(?:compra(?:venta)?|permuta|donaci[óo]n|aporte|cesi[óo]n)\s+(?:a|al|de|del|con)\s+/iu;

/** How the owner acquired: compraventa, aporte, adjudicación, herencia… (from "Lo adquirió por …"). */
export type AcquisitionKind =
  'compra' | 'aporte' | 'adjudicacion' | 'herencia' | 'donacion' | 'permuta' | 'otro';

export interface InscriptionData {
  entry: RegistryEntry;
  acquisition: AcquisitionKind | null;
  /** Marginal notes after "Notas Marginales" (alzamientos, embargos…), as printed. */
  marginalNotes: string[];
  /** What the legal rules need beyond the entry (common/findings/facts.ts), read in the same pass. */
  facts: Pick<
    InscriptionFacts,
    'act' | 'inheritancePartition' | 'actSource' | 'marginNotes' | 'annexedTitle'
  >;
}

/**
 * "es dueño del …", "son dueños en partes iguales de …", "son dueños por partes iguales, esto es,
 * en un cincuenta por ciento cada uno, de la casa …", "son dueños, en la proporción de un sesenta
 * por ciento para … y de un cuarenta por ciento para …, del …": the owners' shares may stand
 * between the verb and the property, a clause set off by commas ending where the property begins
 * ("…, del", "…, de la"); the text layer may glue the article to it ("es dueñadel") or to the
 * preposition ("dela parcela", "delos sitios"), or the verb to the noun ("esdueño", "sondueños").
 * A worn copy's OCR may lose a line end's hyphen ("en par" / "tes iguales") or the verb
 * ("domiciliada en Lebu dueña del inmueble …"): the noun then stands for it before the property it
 * owns (not "dueña de casa", an occupation). The right owned may stand before the property ("es
 * dueño de la nuda propiedad del inmueble …"): the description is the property's.
 */
const OWNERSHIP =
  /(?:\b(?:es|son)\s*|(?<=[\p{L}\d,]\s)(?=due[ñn][oa]s?\s+(?:del|de\s+la)\s+(?:inmueble|propiedad|predio|sitio|lote|casa|departamento|parcela|terreno|local)\b))due[ñn][oa]s?(?:\b(?:\s+(?:en|por)\s+(?:par\s?tes\s+iguales|com[úu]n)(?:\s*,\s*esto\s+es\s*,[^;.]{1,200}?,(?=\s*del?\s))?|\s*,\s*(?:en|por)\s+(?:la\s+|las\s+)?(?:proporci[óo]n|par\s?tes|cuotas?|porcentajes?)\b[^;.]{0,260}?,(?=\s*del?\s))?\s+|(?=de(?:l|la|las|los)?\s))(?:del?\s+|de(?=(?:la|las|los)\s))?(?:(?:la|las|los)\s+(?=\p{L}))?(?:nuda\s+propiedad\s+(?:del?\s+|de\s+la\s+)(?:(?:la|las|los)\s+(?=\p{L}))?)?/iu;
/**
 * "Se inscribe (el dominio) a nombre de / a favor de don X, …": the owners after the phrase; not
 * "a nombre de los herederos" a posesión efectiva named before (reading/grantedHeirs.ts).
 */
const INSCRIBED_FOR =
  /\bse\s+inscribe\s+(?:el\s+dominio\s+)?a\s+(?:nombre|favor)\s+de\s+(?!(?:los|sus|dichos)\s+herederos\b)/iu;
/** Where the property follows those owners: ", el dominio del sitio …", ", el inmueble …". */
const INSCRIBED_PROPERTY =
  /,\s*(?:el\s+dominio\s+(?:del?\s+|de\s+la\s+)|el\s+inmueble\s+|la\s+propiedad\s+)/iu;

/**
 * "en su calidad de (únicos) herederos de don X, cédula …, del inmueble (consistente en)": the
 * causante (group 1) between an heirs' ownership phrase and their property's description.
 */
const HEIRS_OF =
  /^\s*(?:en\s+su\s+calidad\s+de\s+|como\s+)(?:[úu]nic[oa]s\s+(?:y\s+universales\s+)?)?herederos?\s+(?:universales\s+)?de(?:l\s+causante)?\s+([^]{1,300}?),\s+(?:del?|de\s+la)\s+(?:inmueble|propiedad|predio)\s+(?:consistente\s+en\s+)?/iu;

/** Owners' shares before their property: "derechos equivalentes al 60% …, respectivamente, del". */
const SHARES_OF =
  /^\s*(?:los\s+)?derechos\s+(?:equivalentes|correspondientes|ascendentes)\s+(?:a|al|a\s+un)\s[^;]{1,200}?,?\s+(?:del?|sobre\s+el|sobre\s+la)\s+(?=(?:inmueble|propiedad|predio|departamento|sitio|lote|casa|parcela|terreno)\b)/iu;

/**
 * The property announced by a relative clause closed by a colon ("inmueble que formaba parte de la
 * herencia:", "predio que se singulariza a continuación:"): the description follows the colon.
 */
const ANNOUNCED_PROPERTY =
  /^\s*(?:(?:el|la)\s+)?(?:inmueble|predio|bien(?:\s+ra[íi]z)?|propiedad)\s+que\s+[^.;:]{3,80}:\s*/iu;

/** The property's words after "Se inscribe a nombre de …", as OWNERSHIP would find them. */
function inscribedProperty(body: string, inscribedFor: RegExpExecArray): RegExpExecArray | null {
  const from = inscribedFor.index + inscribedFor[0].length;
  const found = INSCRIBED_PROPERTY.exec(body.slice(from));
  if (!found) return null;
  found.index += from;
  return found;
}
const SIDES =
  'noreste|sureste|suroeste|nor-?oriente|nor-?poniente|sur-?oriente|sur-?poniente|norte|sur|oriente|poniente|nordeste|noroeste|sudeste|sudoeste|este|oeste|abajo|arriba|inferior|superior';
/** "y al Norte, …", "por el sur, …", "NORTE: …": a side opening its deslinde. */
const SIDE_OPENING = String.raw`(?:y\s+)?(?:(?:al|por\s+el)\s+)?(${SIDES})\b`;
/** The side's own mark after it: a comma or colon, or a stop a worn copy read for one ("PONIENTE. en …"). */
const BOUNDARY_SIDES = new RegExp(String.raw`^${SIDE_OPENING}[\s,:.]*`, 'iu');
/**
 * One side per line, its length after it with no mark between ("NORTE   20,00 metros   con …"),
 * the text having joined the lines: the next side begins at a side followed by a length.
 */
const SIDE_PER_LINE = String.raw`\s+(?=(?:${SIDES})\s+\d+(?:[.,]\d+)?\s*(?:metros?|mts?\.?|m\.?)(?!\p{L}))`;
/**
 * Where one side's deslinde ends and the next begins: a semicolon, a side with its colon ("…
 * con sitio 21 SUR: en …", the lines of a list the text joined), a side introduced by "al" /
 * "por el" after a comma ("…, al Sur, en …"), or a side and its comma after a comma where a worn
 * copy lost the semicolon ("… con calle Prat, SUR, en …"), or a side and its length after a stop
 * or a comma OCR read for the semicolon ("… con sitio cinco. ORIENTE en cuarenta metros …").
 */
const SIDE_BREAK = new RegExp(
  String.raw`;\s*|\s+(?=(?:(?:al|por\s+el)\s+)?(?:${SIDES})\s*:)|,\s+(?=(?:y\s+)?(?:al|por\s+el)\s+(?:${SIDES})\b)|,\s+(?=(?:y\s+)?(?:${SIDES})\s*,\s*en\s)|` +
    String.raw`[.,]\s+(?=(?:y\s+)?(?:${SIDES})\s*[,.]?\s*en\s+(?:\d|(?:${NUMBER_WORD_ALTERNATION})(?!\p{L})))|${SIDE_PER_LINE}`,
  'iu',
);

/** A unit of a building bounds the ones below and above it too: "inferior" is Abajo, "superior" Arriba. */
const UNIT_SIDES: Readonly<Record<string, string>> = { inferior: 'abajo', superior: 'arriba' };

/**
 * A side as the inscription names it ("ESTE" is "Este", not "Oriente"): the reviewer checks the
 * value against the printed words (README, Decisions).
 */
function sideName(side: string): string {
  const folded = side.toLowerCase().replace('-', '');
  const lower = UNIT_SIDES[folded] ?? folded;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * The clause after the deslindes in a copy that ends them with a bare stop: the price, the rol, the
 * earlier title or the dominio it comes from, the requester or the closing ("…, con sitio número
 * ocho. Precio: …", ". El precio es …", ". Rol 106-9.", ". Título anterior: …", ". Título del
 * causante a fojas …", ". El dominio del causante rolaba …", ". El causante la adquirió por …"), or a unit's share in the common
 * property (". Se comprenden los derechos en los bienes comunes").
 */
/**
 * (An inscription transcribed in numbered clauses opens the next with its ordinal: "TERCERO.-"; a
 * plan cited after the boundaries opens a sentence of its own: "El plano se encuentra archivado …".)
 */
const NEXT_CLAUSE = String.raw`(?:el\s+)?precio\b|(?:el\s+)?plano\b|(?:el|la)\s+(?:causante|vendedor[a]?|tradente|donante|aportante)\s+(?:l[oa]s?\s+)?adquiri|se\s+(?:comprenden?|incluyen?)\s|(?:el\s+)?rol\s|(?:(?:el|la|los|las|sus?)\s+)?(?:dominio|t[íi]tulos?|inscripci[óo]n)\b|requirente\b|doy\s+fe\b|(?:SEGUNDO|TERCERO|CUARTO|QUINTO|SEXTO)\s*[.:]`;

/**
 * The deslindes after "deslinda:", "que deslindan:" (a house and its site), "deslinda así:", "cuyos
 * deslindes son:", "deslindes del lote:", "Sus deslindes particulares son:", "El condominio
 * deslinda:", or "que deslinda al Norte, …" with no colon, up to the sentence's end, the clause
 * after them, the acquisition or the heirs the property is inscribed for ("…, a nombre de sus
 * herederos: …"), or the acquisition after a comma a worn copy read for the stop ("… con Parcela
 * nueve, El causante lo adquirió …"). The verb's accent may stand where a worn copy's OCR put
 * it ("La adquirío por compra …").
 */
const BOUNDARIES = new RegExp(
  String.raw`(?:deslindan?|deslindes)(?:\s+seg[úu]n\s+sus\s+t[íi]tulos|\s+(?:as[íi]|como\s+sigue|de\s+la\s+siguiente\s+(?:manera|forma))|\s+(?:(?:de\s+)?(?:el|la|los|las)|del)\s+\p{L}+|\s+(?:particulares|especiales|generales|actuales))?(?:\s+son)?(?:\s*:|(?=\s+(?:al|por\s+el)\s+(?:${SIDES})\b))\s*(.+?)(?:\.\s*-|\.\s+(?=(?:L[oa]s?\s+)?adquir[ií])|\.\s+(?=${NEXT_CLAUSE})|\s+(?=L[oa]s?\s+adquir[ií](?:ó|o|eron)\s+por\b)|,\s*(?=(?:el|la)\s+(?:causante|vendedor[a]?|tradente|donante|aportante)\s+(?:l[oa]s?\s+)?adquiri)|,\s*(?=a\s+(?:nombre|favor)\s+de\s+(?:sus|los|dichos)\s+herederos\b))`,
  'iu',
);

/**
 * Deslindes whose opening words a worn copy lost ("que deslinda:" under a stamp, "deslmda"), or an
 * office wrote otherwise ("cuyos linderos son:"): from a side followed by its length ("NORTE, en
 * ochenta metros con …") to the sentence's end, when two sides or more read so. Read this way the
 * reader cannot tell a side's words the copy lost, so the values are doubtful.
 */
const UNOPENED_BOUNDARIES = new RegExp(
  String.raw`(?<!\p{L})((?:${SIDES})\s*[,:]?\s*en\s+(?:\d|(?:${NUMBER_WORD_ALTERNATION})(?!\p{L})).+?)(?:\.\s*-|\.\s+(?=(?:L[oa]s?\s+)?adquiri)|\s+(?=L[oa]s?\s+adquiri(?:ó|o|eron)\s+por\b)|$)`,
  'iu',
);

function unopenedDeslindes(
  body: string,
): { deslindes: Deslinde[]; unsure: number[]; index: number; length: number } | null {
  const found = UNOPENED_BOUNDARIES.exec(body);
  if (!found?.[1]) return null;
  const read = readDeslindes(found[1]);
  if (new Set(read.deslindes.map((deslinde) => deslinde.direccion)).size < 2) return null;
  return { ...read, index: found.index, length: found[0].length };
}

/** A length in a neighbour's words: "en 9,60", "en seis coma veinte". */
const LENGTH_IN_WORDS = new RegExp(String.raw`\ben\s+(?:\d|(?:${NUMBER_WORD_ALTERNATION})(?!\p{L}))`, 'iu');
const NUMBER_WORD = String.raw`(?:${NUMBER_WORD_ALTERNATION})(?!\p{L})`;
const COUNT = String.raw`(?:\d+|${NUMBER_WORD}(?:\s+(?:y\s+)?${NUMBER_WORD})*)`;

/**
 * The sale's price after its words: "por el precio (total, único, convenido) de …", "por la suma
 * de …", "El precio (de la compraventa, de la nuda propiedad) fue la suma de …", a "Precio:" label.
 */
const PRICE_CLAUSE =
  /(?:(?:por|en)\s*el\s+precio(?:\s+(?:total|[úu]nico|convenido|pactado|global))?\s+de|(?:por|en)\s+la\s+(?:suma|cantidad)\s+de|\bel\s+precio(?:\s+de\s+(?:la\s+|los\s+)?(?:compraventa|venta|adquisici[óo]n|nuda\s+propiedad|usufructo|derechos|cesi[óo]n))?\s+(?:fue|es|ascendi[óo]\s+a)(?:\s+de)?(?:\s+la\s+(?:suma|cantidad)\s+de)?|(?<!\p{L})precio\s*(?::|(?=\s*\$))|se\s+estiman?\s+en|valoriz[áa]ndose\s+el\s+inmueble\s+en\s+la\s+suma\s+de)\s+(.+?)(?:\.-|(?:,\s*|\s+)(?:que|pagad)|;|\.\s+(?=\p{Lu}))/iu;

/** A rol de avalúo in words, its two numbers joined by "guion" ("… NÚMERO CINCUENTA Y OCHO GUION ONCE"). */
const ROL_IN_WORDS = new RegExp(
  String.raw`\brol\s+(?:de\s+)?ava[l1][úu]o\s*(?:n[úu]mero\s*)?((?:${NUMBER_WORD_ALTERNATION})(?:\s+(?:y\s+)?(?:${NUMBER_WORD_ALTERNATION}))*)\s+gui[óo]n\s+((?:${NUMBER_WORD_ALTERNATION})(?:\s+(?:y\s+)?(?:${NUMBER_WORD_ALTERNATION}))*)(?![\p{L}])`,
  'iu',
);

/** The rol spelled out in words, as digits ("58-11"), with where it is printed. */
function rolSpelledOut(text: string): { value: string; index: number; length: number } | null {
  const match = ROL_IN_WORDS.exec(text);
  const block = match?.[1] ? leadingNumberWords(match[1]) : null;
  const lot = match?.[2] ? leadingNumberWords(match[2]) : null;
  if (!match || !block || !lot || block.length !== match[1]?.length || lot.length !== match[2]?.length)
    return null;
  return { value: `${block.value}-${lot.value}`, index: match.index, length: match[0].length };
}

/** A plan's number after "número" / "Nº", in digits or in words ("bajo el número cincuenta y ocho"). */
const PLANO_NUMBER = String.raw`(?:n[úu]mero|n[°º])\s*(\d[\d.]*|${NUMBER_WORD}(?:\s+${NUMBER_WORD})*)`;
/**
 * The plan the property is singled out in, first form first: "plano archivado bajo el número
 * 5874", "plano agregado con el número 3390", "plano de subdivisión archivado bajo el número 2281",
 * "en el plano número 1.930"; "del plano de la ciudad de Talca, archivado bajo el número 304" (the
 * plan named before its number); "plano agregado al final del Registro de Propiedad del año 1998
 * bajo el número 64", "plano de subdivisión archivado al final del Registro … bajo el número …".
 */
const PLANO_FORMS = [
  String.raw`plano\s+(?:de\s+\p{L}+\s+)?(?:(?:archivado|agregado|protocolizado)\s+(?:bajo|con)\s+el\s+)?${PLANO_NUMBER}`,
  String.raw`plano\s+(?:de|del)\s[^.;:\d]{0,80}?,?\s+(?:archivado|agregado|protocolizado)\s+(?:bajo|con)\s+el\s+${PLANO_NUMBER}`,
  String.raw`plano\s+(?:de\s+\p{L}+\s+)?(?:archivado|agregado|protocolizado)\s+al\s+final\s+del\s+registro\s[^.;:]{0,80}?\s(?:bajo|con)\s+el\s+${PLANO_NUMBER}`,
  // "plano 301 de 2003": its number right after the word, then its year.
  String.raw`plano\s+(\d{1,6})(?=\s+(?:de|del)\s+(?:a[ñn]o\s+)?\d{4}(?!\d))`,
].map((form) => new RegExp(form, 'iu'));
/**
 * Words before a date that make it an act's, not an inscription's opening: "según escritura de
 * fecha …", "otorgada el …" (the deed the body cites, after its owners); not the inscription's own
 * "inscrita … con fecha …".
 */
const ACT_DATE_BEFORE =
  /(?:\b(?:escritura|instrumento|contrato|mandato|resoluci[oó]n|sentencia)(?:\s+p[uú]blica)?\s+(?:de|con)\s+fecha|\botorgad[oa]\s+(?:el|con\s+fecha))\s*:?\s*(?:d[ií]a\s+)?$/iu;
/** A copy's label before the inscription it transcribes: "TRANSCRIPCIÓN:", "Transcripción íntegra:". */
const TRANSCRIPTION_LABEL = /\btranscripci[oó]n(?:\s+[ií]ntegra)?(?:\s+de\s+la\s+inscripci[oó]n)?\s*:/iu;
/** Where the text after a transcription label starts, or 0 without one. */
const transcriptionLabelEnd = (text: string) => {
  const label = TRANSCRIPTION_LABEL.exec(text);
  return label ? label.index + label[0].length : 0;
};
/**
 * An inscription's opening sentence whose date OCR garbled ("Freuina, dos de octibre del año dos
 * mul qunce.- Don HÉCTOR …", "Quintero, v~int~~ de septiembre …", its letters lost to stray marks):
 * a place and a comma, a short run of words in lower case without a stop nor a digit, closed by
 * ".-", then the owner ("Don", "Doña" or capitals), and an ownership phrase close after it. OCR may
 * lose the ".-" too ("Laja, diecisiste de dos mil Don LUIS …"): then the owner's "Don" or "Doña",
 * capitalised mid-sentence, closes it; so does a comma before an owner named in capitals ("En
 * Petorca, a veint## de marzo de dos mil tres, AGRÍCOLA EL ROBLE LIMITADA, …", a company
 * without "Don"). A scan may print a lost letter as "#".
 */
const UNREAD_OPENING =
  /(?<!\p{L})\p{Lu}\p{L}+(?:[^\S\n]+\p{L}+){0,3}\s*,\s*\p{Ll}[\p{L}\s~^*#]{7,69}?(?:\.-(?=\s*(?:[Dd]on\b|[Dd]o[ñn]a\b|\p{Lu}{3,}))|(?=\s+(?:Don|Do[ñn]a|DON|DO[ÑN]A)\s+\p{Lu})|,(?=\s+\p{Lu}{3,}\s+\p{Lu}{2,}))/u;
/** How far after the opening sentence its ownership phrase may stand (owners with their RUTs, domiciles, representatives). */
const OPENING_TO_OWNERSHIP = 700;

/** Where the opening sentence of an inscription whose date is unread ends, or null. */
function unreadOpeningEnd(text: string): number | null {
  const found = UNREAD_OPENING.exec(text);
  if (!found) return null;
  const end = found.index + found[0].length;
  const owning = text.slice(end, end + OPENING_TO_OWNERSHIP).search(OWNERSHIP);
  return owning < 0 ? null : end;
}

/**
 * The heading of the notes written in the inscription's margin after it ("Notas marginales:",
 * "Anotaciones al margen:"), or "Al margen:" alone opening a line or a sentence (prose says
 * "anotada al margen", never with a colon after it at a sentence's start).
 */
const MARGIN_NOTES =
  /(?:\bnotas?|\banotaci(?:o|ó)n(?:es)?|\bsubinscripci(?:o|ó)n(?:es)?)\s+(?:marginal(?:es)?|al\s+margen)\s*[:.-]|(?<=^|\n|[.-]\s{1,3})[^\S\n]*al\s+margen\s*:/iu;
/** Where the margin notes start in a text, or its length. */
const marginNotesAt = (text: string) => {
  const found = MARGIN_NOTES.exec(text);
  return found ? found.index : text.length;
};
/** "diez metros veinte centímetros", "8 metros y 5 centímetros": one length in metres and centimetres. */
const METRES_AND_CENTIMETRES = new RegExp(
  String.raw`(?<!\p{L})(${COUNT})\s+metros?\s+(?:y\s+|con\s+)?(${COUNT})\s+cent[íi]metros?`,
  'giu',
);

/** A count in digits or words ("veinte", "35"). */
const countValue = (text: string) => {
  const meters = formatMeters(text);
  return meters === null ? null : Number(meters.replace(' metros', '').replace(',', '.'));
};

/** Lengths given in metres and centimetres, written as decimal metres ("10,20 metros"). */
function decimalMetres(text: string): string {
  return text.replace(METRES_AND_CENTIMETRES, (whole, metres: string, centimetres: string) => {
    const units = countValue(metres);
    const centi = countValue(centimetres);
    if (units === null || centi === null || centi >= 100 || !Number.isInteger(centi)) return whole;
    return `${(units + centi / 100).toFixed(2).replace('.', ',')} metros`;
  });
}

/** A neighbour is a few words ("calle Prat", "sitio número cuatro"), never a paragraph. */
const MAX_BARE_NEIGHBOUR = 80;

/** "NORTE, en diez coma cincuenta metros con calle X y en … con Y; SUR, …" → one entry per segment. */
/**
 * A margin column's page reference the text layer put inside a length where the page turned
 * ("veinte coma Fs. 2147 vta. cincuenta metros"): no length holds a fojas.
 */
const MARGIN_FOJAS = /(?<!\p{L})(?:fojas|fs\.?)\s*\d[\d.]*(?:\s*(?:vuelta|vta\.?|v\.))?/giu;

/** Sides abbreviated where a deslinde opens ("N., en 9 metros con …; Ote.: con …"). */
const SIDE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  n: 'Norte',
  s: 'Sur',
  e: 'Oriente',
  o: 'Poniente',
  ote: 'Oriente',
  pte: 'Poniente',
};
const ABBREVIATED_SIDE = /(^|[;,]\s*|,\s*y\s+|\sy\s+)(n|s|e|o|ote|pte)\.(?=\s*[,:]?\s*(?:en|con)\s)/giu;

/**
 * A length that opens with its decimals ("en   coma treinta metros"): a worn copy lost its whole
 * metres, so no length is read rather than a wrong one.
 */
const HEADLESS_LENGTH = /^(?:coma(?!\p{L})|,)/iu;

/**
 * The line's shape printed after a neighbour named first ("PONIENTE, estero X, en línea sinuosa"):
 * how the side runs, no part of the neighbour's name.
 */
const LINE_SHAPE_AFTER = /,?\s+(?:en\s+)?l[íi]nea\s+(?:quebrada|recta|sinuosa|irregular|curva)$/iu;

/** "en dos tramos, …", "en línea quebrada de tres tramos: …": a side measured in several stretches. */
const IN_STRETCHES =
  /^(?:en\s+)?(?:l[íi]nea\s+quebrada\s+(?:de|en)\s+)?(?:dos|tres|cuatro|cinco|\d)\s+tramos\s*[,:]?\s*/iu;
/** How a stretch opens: "el primero de", "el segundo tramo en", "uno de", "otro de", "y el último mide". */
const STRETCH_OPENING =
  /^(?:(?:el|la|un|una)\s+)?(?:primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|[úu]ltim[oa]|otr[oa]|un[oa])(?:\s+tramo)?\s*,?\s*(?:de|en|mide)\s+/iu;
/** Where the next stretch begins: "… con lote ocho y el segundo de …", "…; el segundo …". */
const NEXT_STRETCH =
  /\s*,?\s+y\s+(?=(?:(?:el|la|un|una)\s+)?(?:primer|segund|tercer|cuart|[úu]ltim|otr[oa]\s|un[oa]\s))|,\s*(?=(?:el|la)\s+(?:primer|segund|tercer|cuart|[úu]ltim))/iu;

/**
 * Where a side's next segment begins: "… con A y en 5 metros con B", or without its "en" ("… con
 * pasaje Sur y veintidós metros con B"); never inside a tens' "y" ("treinta y dos metros").
 */
const NEXT_SEGMENT = new RegExp(
  String.raw`\s+y\s+(?=en\s)|(?<!(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)\p{L}*)\s+y\s+(?=(?:\d[\d.,]*|${NUMBER_WORD}(?:\s+(?:y|coma)\s+${NUMBER_WORD}|\s+${NUMBER_WORD})*)\s+metros?\s*,?\s+con\s)`,
  'iu',
);

/**
 * The segments of one side's deslinde, each a length and a neighbour: "en 10 metros con A y en 5
 * metros con B", or the stretches of a side measured in several ("en dos tramos, el primero de 19
 * metros con A y el segundo de 12 metros con B"), each opened as "en …".
 */
function sideSegments(rest: string): string[] {
  const stretches = IN_STRETCHES.exec(rest);
  if (!stretches) return rest.split(NEXT_SEGMENT);
  return rest
    .slice(stretches[0].length)
    .split(NEXT_STRETCH)
    .map((stretch) => stretch.trim().replace(STRETCH_OPENING, 'en '));
}

/**
 * Whether the deslindes name each side's neighbour before its length ("NORTE, sitio dos, en 20
 * metros"), also without the comma after a neighbour numbered in digits ("NORTE, Parcela N° 11 en
 * 180,00 metros").
 */
function neighbourFirstSides(text: string): boolean {
  // Also without the comma before "en" ("SUR, terrenos de doña Y en 215 metros").
  return /(?:norte|sur|oriente|poniente|este|oeste)\s*[,:]\s*(?!en\s|con\s)(?:[^;,\d]{3,60}(?:,\s*|\s+)|[^;,\d]{3,50}\d{1,4}\s+)en\s+\S+(?:\s+\S+){0,5}?\s+metros/iu.test(
    text,
  );
}

/**
 * Whether the deslindes give each length before its neighbour without "con" ("NORTE, 320 metros
 * Parcela N° 11; SUR, …"): a side among them that prints no length names its neighbour bare
 * ("ORIENTE, camino vecinal") as well.
 */
function lengthFirstWithoutCon(text: string): boolean {
  return (
    !/\bcon\s/iu.test(text) &&
    /(?:norte|sur|oriente|poniente|este|oeste)\s*[,:]\s*(?:en\s+)?\d[\d.,]*\s+metros?\s+(?!con\b|en\b)\p{L}/iu.test(
      text,
    )
  );
}

/**
 * How far past the earlier title's reference its office may be named: the reference's sentence
 * ("… del año 1998 del Registro de Propiedad del Conservador de Bienes Raíces de Ovalle.-"), never
 * into the next one (the issuing office's certification).
 */
const EARLIER_OFFICE_REACH = 120;

/**
 * Another office's title in a clause ("Conservador de …", "C.B.R. de …"), not the issuer's own
 * ("del Registro de Propiedad de este Conservador").
 */
const OFFICE_WORD =
  /(?<!\b(?:este|esta|dich[oa]|mism[oa])\s+)(?:\bconservador|(?<!\p{L})c\.?\s?b\.?\s?r\b)/iu;

/** The words that may name the earlier title's office: from its start to the end of the reference's sentence. */
function earlierTitleClause(clause: string, reference: Pick<ReadRef, 'index' | 'text'> | null): string {
  const from = reference ? reference.index + reference.text.length : 0;
  const rest = clause.slice(from, from + EARLIER_OFFICE_REACH);
  const end = /\.-|\.\s+(?=\p{Lu})|;/u.exec(rest)?.index ?? rest.length;
  return clause.slice(0, from + end);
}

/**
 * A neighbour running on into another boundary whose side a stamp or a fold took ("NORTE, en nueve
 * metros con pasaje Ta[marugal; SUR,] en nueve metros con sitio treinta y uno"): the next length
 * after "en" and its "con" start that boundary.
 */
const LENGTH = String.raw`(\d[\d.,]*|${NUMBER_WORD}(?:\s+(?:y|coma)\s+${NUMBER_WORD}|\s+${NUMBER_WORD})*)`;
/** A neighbour that is only a number, in digits or words ("siete", "número 12", "N° 4"). */
const BARE_NUMBER_NEIGHBOUR = new RegExp(
  String.raw`^(?:(?:n[úu]mero|n[°º]|nro\.?)\s*)?(?:\d+|${NUMBER_WORD}(?:\s+(?:y\s+)?${NUMBER_WORD})*)[.\s]*$`,
  'iu',
);
/** A neighbour, a comma, then its length without "en" ("lote ocho, 12 metros", "sitio nueve, quince metros"). */
const NEIGHBOUR_COMMA_LENGTH = new RegExp(
  String.raw`^(?:con\s+)?(\p{L}[^,]*?),\s+${LENGTH}\s+metros?\.?$`,
  'iu',
);
// After a comma, the run is the same side's next segment ("con lote 3, en 5 metros con lote 4").
const SIDELESS_BOUNDARY = new RegExp(String.raw`^(.+?)(,?)\s+en\s+${LENGTH}\s+metros?,?\s+con\s+(.+)$`, 'iu');
/** A side ending the words before a length ("lote ocho: ORIENTE"), with the marks around it. */
const TRAILING_SIDE = new RegExp(String.raw`[\s,:;.]*\b(${SIDES})\s*[,:.]?$`, 'iu');
/** A deslinde between two others that lost its side's heading: "…; en nueve metros con sitio dos;". */
const SIDELESS_PART = new RegExp(String.raw`^(y\s+)?en\s+${LENGTH}\s+metros?,?\s+con\s+(.+?)[.\s-]*$`, 'iu');

/** The four sides of a lot, each in the words an inscription may name it. */
const CARDINAL_SIDES = [['Norte'], ['Sur'], ['Oriente', 'Este'], ['Poniente', 'Oeste']] as const;

/**
 * The side a boundary lost, when the others name three of a lot's four sides: the fourth, named as
 * the inscription names the others (Este beside Oeste, Oriente beside Poniente); null otherwise.
 */
function sideByElimination(read: readonly (string | null)[]): string | null {
  const missing = CARDINAL_SIDES.filter((names) => !names.some((name) => read.includes(name)));
  const [only] = missing;
  if (missing.length !== 1 || !only) return null;
  const latin = read.includes('Este') || read.includes('Oeste');
  return only.length === 1 ? only[0] : only[latin ? 1 : 0];
}

/** A row's length in digits then its neighbour, cells of a table without "con" ("12,00 metros   lote ocho"). */
const TABLE_CELLS = /^(\d+(?:[.,]\d+)?)\s+metros?\s+(?!con\b|en\b)(\p{L}.*?)[.\s-]*$/iu;
/** The next clause's item number the run of cells reached ("lote veinte 2°", before "2°.- Lo adquirieron"). */
// A worn copy's OCR may read the ordinal's sign as a quote ("lote veinte 2”").
const ITEM_AFTER = /\s+\d{1,2}\s?[°º”"]$/u;

/**
 * A length a typewritten book's digitised copy prints with letters for digits ("en 4l2 mts.",
 * "en l9O metros", "ll0 mts."): a run of digits, l, I and O holding a digit, right before the
 * unit, or one of those letters only, a "1" then zeros ("lOO metros"). Each letter is the digit it
 * stands for; the length is a repaired reading.
 */
const LETTERED_LENGTH =
  /(?<![\p{L}\d])(?:(?=[\dlIO.,]*\d)(?=[\d.,]*[lIO])[\dlIO][\dlIO.,]*|[lI]O[lIO]*)(?=\s*(?:metros?|mts?)(?![\p{L}]))/gu;

/** The text with its lettered lengths repaired, and the lengths (digits only) that were. */
function letteredLengths(text: string): { text: string; repaired: Set<string> } {
  const repaired = new Set<string>();
  const repairedText = text.replace(LETTERED_LENGTH, (length) => {
    const digits = digitsForLetters(length);
    repaired.add(digits.replace(/[.,]+$/u, ''));
    return digits;
  });
  return { text: repairedText, repaired };
}

export function parseDeslindes(text: string): Deslinde[] {
  return readDeslindes(text).deslindes;
}

/**
 * The deslindes of a text, and which of them are unsure: one that lost its side's heading (its
 * side then inferred, or null), and both parts of a neighbour that ran on into another boundary
 * (the words a stamp took between them may have been the first one's too: "sitio [número quince;
 * SUR …] ORIENTE, en ocho metros"); `repaired`: those whose length was printed with letters for
 * digits (LETTERED_LENGTH); `bareNumbers`: those whose neighbour is a number alone.
 */
export function readDeslindes(text: string): {
  deslindes: Deslinde[];
  unsure: number[];
  repaired: number[];
  bareNumbers: number[];
} {
  const deslindes: Deslinde[] = [];
  const sideless: number[] = [];
  const unsure: number[] = [];
  const lettered = letteredLengths(text);
  const sided = lettered.text.replace(
    ABBREVIATED_SIDE,
    (whole, before: string, side: string) => `${before}${SIDE_ABBREVIATIONS[side.toLowerCase()] ?? side}`,
  );
  // "12,35 mts.", "8 mt", "20 m.": the unit abbreviated after a length.
  const spelled = decimalMetres(
    lengthsAsDigits(sided).replace(/(\d)\s*(?:mts|mt|m)\.?(?=[\s,;]|$)/giu, '$1 metros'),
  );
  for (const part of spelled.split(SIDE_BREAK)) {
    const side = BOUNDARY_SIDES.exec(part.trim());
    const unsided = side || deslindes.length === 0 ? null : SIDELESS_PART.exec(part.trim());
    if (unsided?.[2] && unsided[3]) {
      // "…; y en cinco metros con lote cuatro": the side before goes on.
      const goesOn = unsided[1] ? (deslindes.at(-1)?.direccion ?? null) : null;
      if (!goesOn) {
        sideless.push(deslindes.length);
        unsure.push(deslindes.length);
      }
      const largo = formatMeters(unsided[2]) ?? `${unsided[2]} metros`;
      deslindes.push({ direccion: goesOn, largo, propiedad: unsided[3] });
      continue;
    }
    if (!side?.[1]) continue;
    const rest = part.trim().slice(side[0].length);
    for (const segment of sideSegments(rest)) {
      // A worn copy may garble the "con" ("có", "c0n").
      const match =
        /^(?:en\s+)?(?:l[íi]nea\s+(?:quebrada|recta)\s+(?:de\s+)?)?(?:tramo\s+[A-Z]-[A-Z]\s*,?\s*(?:de\s+|en\s+)?)?(.+?)\s+metros?,?\s+(?:con|c[oó0][nu]?)\s+(.+)$/iu.exec(
          segment.trim(),
        );
      // "con departamento 1101 en 7,30 metros", "sitio número dos, en veinte metros": the
      // neighbour before the length.
      // Or its length after a comma, without "en" ("Norte, lote ocho, 12 metros"; a worn copy's
      // "SUR, sitio nueve, quince metros", its "en" lost).
      const neighbourFirst = match
        ? null
        : (/^(?:con\s+)?(.+?),?\s+en\s+(\S+(?:\s+\S+){0,5}?)\s+metros?\.?$/iu.exec(segment.trim()) ??
          NEIGHBOUR_COMMA_LENGTH.exec(segment.trim()));
      if (neighbourFirst) {
        deslindes.push({
          direccion: sideName(side[1]),
          largo: formatMeters(neighbourFirst[2] ?? '') ?? `${neighbourFirst[2] ?? ''} metros`,
          propiedad: (neighbourFirst[1] ?? '').trim(),
        });
        continue;
      }
      // "Norte, 9,40 metros, departamento 401": the length in digits, then the neighbour after a
      // comma, without "con".
      const lengthThenNeighbour = match
        ? null
        : /^(?:en\s+)?(\d+(?:[.,]\d+)?)\s+metros?,\s+(\p{L}[^;]*?)[.\s-]*$/iu.exec(segment.trim());
      if (lengthThenNeighbour?.[1] && lengthThenNeighbour[2]) {
        deslindes.push({
          direccion: sideName(side[1]),
          largo: formatMeters(lengthThenNeighbour[1]) ?? `${lengthThenNeighbour[1]} metros`,
          propiedad: lengthThenNeighbour[2].trim(),
        });
        continue;
      }
      // "NORTE, con calle Prat": a neighbour with no length printed. Not when a length is there
      // with a unit OCR misread ("en seis coma veinte metios"), nor a run past the deslindes.
      // Among sides naming the neighbour first ("NORTE, Hijuela dos, en veinte metros"), the
      // neighbour alone, without "con" ("ORIENTE, estero Coipué"), when no number is in it.
      // "ORIENTE, en línea quebrada, con estero X": the line's shape, no length.
      const bare = match
        ? null
        : (/^(?:en\s+l[íi]nea\s+(?:quebrada|recta|sinuosa|irregular)\s*,?\s*)?con\s+(.+?)[.\s-]*$/iu.exec(
            segment.trim(),
          ) ??
          (neighbourFirstSides(spelled) || lengthFirstWithoutCon(spelled)
            ? /^(?!en\s)([^\d]+?)[.\s-]*$/iu.exec(segment.trim())
            : null));
      if (bare?.[1] && bare[1].length <= MAX_BARE_NEIGHBOUR && !LENGTH_IN_WORDS.test(bare[1])) {
        deslindes.push({
          direccion: sideName(side[1]),
          largo: null,
          propiedad: bare[1].replace(LINE_SHAPE_AFTER, '').trim(),
        });
        continue;
      }
      // "NORTE   12,00 metros   lote ocho": a table's row, its cells read in one run, the
      // neighbour after its length with no "con".
      const row = match ? null : TABLE_CELLS.exec(segment.trim());
      if (row?.[1] && row[2]) {
        deslindes.push({
          direccion: sideName(side[1]),
          largo: formatMeters(row[1]) ?? `${row[1]} metros`,
          propiedad: row[2].replace(ITEM_AFTER, '').trim(),
        });
        continue;
      }
      if (!match) continue;
      const length = (match[1] ?? '').replace(MARGIN_FOJAS, ' ').replace(/\s+/g, ' ').trim();
      const neighbour = (match[2] ?? '').replace(/[.\s-]+$/, '').trim();
      const next = SIDELESS_BOUNDARY.exec(neighbour);
      // "lote ocho: ORIENTE, en veinte metros con …": the next side is named, its break unread.
      const named = next?.[1] ? TRAILING_SIDE.exec(next[1]) : null;
      deslindes.push({
        direccion: sideName(side[1]),
        largo: formatMeters(length) ?? (HEADLESS_LENGTH.test(length) ? null : `${length} metros`),
        propiedad: (named ? next?.[1]?.slice(0, named.index) : next?.[1]) ?? neighbour,
      });
      if (!next?.[3] || !next[4]) continue;
      if (!next[2] && !named) sideless.push(deslindes.length);
      unsure.push(deslindes.length - 1, deslindes.length);
      deslindes.push({
        direccion: named?.[1] ? sideName(named[1]) : next[2] ? sideName(side[1]) : null,
        largo: formatMeters(next[3]) ?? `${next[3]} metros`,
        propiedad: next[4],
      });
    }
  }
  const [one, ...more] = sideless;
  const entry = one === undefined ? undefined : deslindes[one];
  if (entry && more.length === 0)
    entry.direccion = sideByElimination(deslindes.map((found) => found.direccion));
  const repairedLengths = [...lettered.repaired].map((digits) => formatMeters(digits));
  const repaired = deslindes.flatMap((found, index) =>
    found.largo !== null && repairedLengths.includes(found.largo) ? [index] : [],
  );
  // A neighbour that is a number alone ("PONIENTE, doce, en …"): the word naming what it numbers
  // (sitio, lote) was lost.
  const bareNumbers = deslindes.flatMap((found, index) =>
    BARE_NUMBER_NEIGHBOUR.test(found.propiedad ?? '') ? [index] : [],
  );
  return { deslindes, unsure, repaired, bareNumbers };
}

/**
 * Deslindes printed as a table under a header naming its columns, a side, a length and a
 * neighbour ("ORIENTACIÓN LONGITUD COLINDANTE", "Rumbo Medida Deslinda con"), one row per side;
 * the body text reads it as one run ("… NORTE 15,00 metros calle X SUR …"). Each row's neighbour
 * runs to the next side printed before a length, the last one to the acquisition or the sentence's end.
 */
const BOUNDARY_TABLE = new RegExp(
  String.raw`(?<!\p{L})(?:orientaci[óo]n|rumbo|lado|direcci[óo]n|deslinde)\s+(?:longitud|medida|largo|metros|extensi[óo]n)\s+(?:colindantes?|colinda\s+con|deslinda\s+con|vecinos?)(?!\p{L})\s*(.+?)(?=\s+L[oa]s?\s+adquiri|\.\s*-|\.\s+\p{Lu}|$)`,
  'iu',
);
const TABLE_ROW = new RegExp(
  String.raw`(${SIDES})\s+(\d+(?:[.,]\d+)?)\s*(?:metros|mts?\.?|m\.?)?\s+(.+?)(?=\s+(?:${SIDES})\s+\d|$)`,
  'giu',
);

/** The deslindes of a table (BOUNDARY_TABLE), with where the table is in the text; null when none. */
export function tableDeslindes(
  text: string,
): { deslindes: Deslinde[]; index: number; length: number } | null {
  const table = BOUNDARY_TABLE.exec(text);
  if (!table?.[1]) return null;
  const deslindes = [...table[1].matchAll(TABLE_ROW)].map((row) => ({
    direccion: sideName(row[1] ?? ''),
    largo: formatMeters(`${row[2] ?? ''} metros`) ?? `${row[2] ?? ''} metros`,
    propiedad: (row[3] ?? '').replace(/[.,;\s-]+$/u, '').trim(),
  }));
  return deslindes.length > 0 ? { deslindes, index: table.index, length: table[0].length } : null;
}

/**
 * The address after "domiciliado en …" / "con domicilio en …" / "del domicilio de Osorno" (a
 * city), ending with its comuna when one is named.
 */
export function domicileAfter(text: string): string | null {
  const match = /(?:(?:domiciliad[oa]s?|con\s+domicilio)\s+en|(del\s+domicilio\s+de))\s+(.+)$/iu.exec(text);
  if (!match?.[2]) return null;
  // "del domicilio de" names a city alone: it ends at the clause's first stop.
  if (match[1]) return /^\p{Lu}[\p{L} ]*?(?=\s*[,;.]|$)/u.exec(match[2])?.[0] ?? null;
  // "en la comuna de Paine", "en el lugar El Tambo", "en el sector Las Rosas", "en el camino
  // Chépica a Pumanque", "en la avenida …", "en el sector de Las Rosas": the article is no part
  // of the address; "en la ciudad de Santiago" is the city.
  const rest = match[2].replace(
    /^(?:la|el)\s+(?=(?:comuna|ciudad|localidad)\s+de\s|(?:lugar|sector|fundo|paraje|caser[íi]o|camino|calle|avenida|pasaje|ruta|carretera|callej[óo]n|parcela|hijuela|villa|poblaci[óo]n)\s+(?:de\s+)?\p{Lu})/u,
    '',
  );
  const city = /^ciudad\s+de\s+([\p{L} ]+?)(?=\s*[,;.]|$)/iu.exec(rest);
  const cityComuna = city?.[1] ? leadingComuna(city[1]) : null;
  if (cityComuna) return cityComuna;
  const comuna = /^(.+?comuna\s+de\s+)([\p{L} ]+)/iu.exec(rest);
  if (comuna?.[1] && comuna[2]) {
    const name = leadingComuna(comuna[2]);
    const printed = name ? comuna[2].slice(0, Math.max(name.length, comuna[2].search(/[,;.]|$/))) : null;
    if (name && printed)
      return `${comuna[1]}${printed.trim().split(/\s+/).slice(0, name.split(' ').length).join(' ')}`;
  }
  return (
    rest
      // A company's representative, the party's identity, the next party ("…, La Unión, y a
      // doña …"), the seller's own clause ("…, Puente Alto, quien vende con autorización de su
      // cónyuge …"), the party's RUT after the domicile ("…, Santiago, RUT …"), the sale's price ("…, Quirihue, por el precio de …") or an heir's kinship to the
      // causante ("…, Chañaral, cónyuge sobreviviente; …", "…, estos dos últimos por derecho de
      // representación …") follows the address.
      .split(
        /;|,\s*(?:(?:c[óo]nyuge|conviviente\s+civil)\s+sobreviviente|(?:hij|niet|herman)[oa]s?\s+de(?:l|\s+la)\s+causante|est(?:[ea]|[oa]s)\s+(?:(?:dos|tres|cuatro)\s+)?[úu]ltim[oa]s?|por\s+derecho\s+de\s+representaci[óo]n)(?!\p{L})|,?\s+y\s+(?:a\s+)?(?:don|do[ñn]a|se[ñn]or(?:a|es|as)?)(?!\p{L})|,\s*(?:en adelante|seg[úu]n|quien(?:es)?\s|(?:rut|run|r\.\s?u\.\s?t\.?)(?!\p{L})|(?:debidamente\s+|legalmente\s+)?representad[oa]s?\b|c[ée]dula\s|rol\s+[úu]nico)|,?\s+(?:por|en)\s*(?:el|un)\s+precio\b|,?\s+por\s+la\s+(?:suma|cantidad)\s+de\b|\.\s/iu,
      )[0]
      ?.trim()
      .replace(/[\s,]+$/u, '') ?? null
  );
}

interface PersonSpan {
  name: string;
  index: number;
  /** The name was joined again after OCR split it. */
  repaired: boolean;
  details: string;
}

/** The first RUT among a person's details (digits or words). */
const firstRut = (details: string) => findRuts(details)[0];

/** Traces the RUT printed among a person's details, the span standing at `spanAt` in the text. */
function recordRut(record: ProvenanceRecorder, path: string, spanAt: number, span: PersonSpan): void {
  const rut = firstRut(span.details);
  if (rut) record.text(path, spanAt + span.name.length + rut.index, rut.rut.length, rutConfidence(rut));
}

/** Words before a company's representative ("…, representada por don X, cédula …"): no party. */
const REPRESENTED_BY =
  /representad[oa]s?\s+(?:legalmente\s+)?por\s+(?:(?:el|la|su|sus)\s+)?(?:(?:gerente|apoderad[oa]|representante|director[a]?)s?(?:\s+(?:general|legal|ejecutiv[oa]))?\s+)?(?:(?:el|la)\s+)?(?:se[ñn]ora?\s+|don\s+|do[ñn]a\s+)?$/iu;
/**
 * Words before an owner's spouse who is no party ("…, casada con don Y", "… de su cónyuge don Y",
 * "viuda de don Y"); a spouse joined by "y su cónyuge doña Y" is one more owner.
 */
const SPOUSE_OF =
  /\b(?:casad[oa]\b[^,;]{0,40}?\bcon|viud[oa]\s+de|(?:de|con)\s+(?:su\s+)?(?:c[óo]nyuge|conviviente(?:\s+civil)?|marido|esposa?))\s+(?:(?:el|la)\s+)?(?:se[ñn]ora?\s+|don\s+|do[ñn]a\s+)?$/iu;

/** The earlier title's fields of an entry from its reference, in the office given (none without it). */
function earlierTitleFields(
  ref: Pick<ReadRef, 'fojas' | 'vuelta' | 'numero' | 'ano'> | null,
  office: string | null,
) {
  return {
    conservador_anterior: ref ? office : null,
    fojas_anterior: ref?.fojas ?? null,
    vuelta_anterior: ref?.vuelta ?? false,
    numero_anterior: ref?.numero ?? null,
    ano_anterior: ref?.ano ?? null,
  } satisfies Partial<RegistryEntry>;
}

/**
 * Doubts, for `reason`, each listed boundary (or its `part`: ".largo", ".propiedad"), traced to the
 * boundaries' words at `index` (`length` long).
 */
function doubtDeslindes(
  record: ProvenanceRecorder,
  indexes: readonly number[],
  part: '' | '.largo' | '.propiedad',
  reason: UnsureReason,
  index: number,
  length: number,
): void {
  for (const item of indexes) {
    record.text(`deslindes[${item}]${part}`, index, length, 0.85);
    record.doubt(`deslindes[${item}]${part}`, [reason]);
  }
}

/** Where a property's clause goes on with its boundaries: ", que deslinda:", "; deslindes:". */
const BOUNDED_PROPERTY = /\s*[,;]?\s*(?:que\s+)?deslind(?:a|an|es)\s*:\s*/iu;

/**
 * The fields a copy in numbered clauses gives by its labels (reading/numberedClauses.ts), where the
 * registrar's running sentence the reader looks for is not printed: the owners, the property and its
 * boundaries, the sellers, the price, the earlier title and the rol, each traced to its clause.
 */
function clauseFields(
  clauses: NumberedClause[],
  entry: RegistryEntry,
  record: ProvenanceRecorder,
  hometown: string | null,
): Partial<RegistryEntry> {
  const clause = (role: ClauseRole) => clauses.find((found) => found.role === role);
  const people = (role: ClauseRole, path: 'propietarios' | 'vendedores'): RegistryPerson[] => {
    const found = clause(role);
    if (!found) return [];
    const spans = personSpans(found.value);
    spans.forEach((span, index) => {
      record.text(`${path}[${index}]`, found.index + span.index, span.name.length, 0.85);
      recordRut(record, `${path}[${index}].rut`, found.index + span.index, span);
    });
    return withSharedDetails(
      spans,
      spans.map((span) => person(span, hometown)),
    );
  };
  // Without the running sentence the reader's own property and parties are guesses: a labelled
  // clause outweighs them. The price, earlier title and rol it reads by their own words stand.
  const sellers = people('sellers', 'vendedores');
  const fields: Partial<RegistryEntry> = {
    propietarios: people('owners', 'propietarios'),
    vendedores: sellers.length > 0 ? sellers : entry.vendedores,
  };
  const property = clause('property');
  // The property's clause may go on with its boundaries ("…, de 200 metros cuadrados, que
  // deslinda: NORTE, …") when no clause of their own lists them: the description ends there.
  const bounded = property ? BOUNDED_PROPERTY.exec(property.value) : null;
  const description = bounded ? property?.value.slice(0, bounded.index) : property?.value;
  if (property && description) {
    record.text('descripcion_propiedad', property.index, description.length, 0.8);
    fields.descripcion_propiedad = description;
  }
  const boundaries =
    clause('boundaries') ??
    (property && bounded
      ? {
          role: 'boundaries' as const,
          value: property.value.slice(bounded.index + bounded[0].length),
          index: property.index + bounded.index + bounded[0].length,
        }
      : undefined);
  const listed = boundaries ? readDeslindes(boundaries.value) : null;
  if (boundaries && listed && listed.deslindes.length > 0) {
    record.text('deslindes', boundaries.index, boundaries.value.length, 0.85);
    listed.unsure.forEach((index) => record.doubt(`deslindes[${index}]`, ['inferred']));
    fields.deslindes = listed.deslindes;
  }
  const price = clause('price');
  const precio = price && entry.precio === null ? parsePrice(price.value) : null;
  if (price && precio) {
    record.text('precio', price.index, price.value.length);
    fields.precio = precio;
  }
  const earlier = clause('earlier');
  const ref = earlier && entry.fojas_anterior === null ? findInscriptionRef(earlier.value) : null;
  if (earlier && ref) {
    record.text('fojas_anterior', earlier.index, earlier.value.length);
    Object.assign(
      fields,
      earlierTitleFields(ref, namedConservador(earlier.value)?.name ?? entry.conservador),
    );
  }
  const date = clause('date');
  const registered = date && entry.fecha_registro === null ? findDates(date.value)[0] : undefined;
  if (date && registered) {
    record.text('fecha_registro', date.index + registered.index, registered.text.length);
    fields.fecha_registro = registered.iso;
  }
  const rol = clause('rol');
  const rolValue = rol && entry.rol_avaluo === null ? /^\d{1,6}\s*-\s*\d{1,6}$/u.exec(rol.value) : null;
  if (rol && rolValue) {
    record.text('rol_avaluo', rol.index, rol.value.length);
    fields.rol_avaluo = normalizeRol(rolValue[0]);
  }
  return fields;
}

/**
 * A comuna in capitals after a comma in a domicile ("DOMICILIADO EN POBLACION EL CASTILLO, LA
 * PINTANA, ES DUEÑO …"): it ends the address, as capitalised as the names, and is no party.
 */
function comunaOfDomicile(name: string, before: string): boolean {
  return /\bdomicili(?:ad[oa]s?|o)\s+en\s+[^;:]*,\s*$/iu.test(before) && canonicalComuna(name) !== null;
}

/**
 * Upper-case names in a clause with the words that follow each (RUT, estado civil, domicile); a
 * representative or a spouse named in a party's clause is no party.
 */
function personSpans(clause: string): PersonSpan[] {
  const names = personNames(clause).filter((found) => {
    const before = clause.slice(Math.max(0, found.index - 60), found.index);
    return !REPRESENTED_BY.test(before) && !SPOUSE_OF.test(before) && !comunaOfDomicile(found.name, before);
  });
  return names.map((found, position) => ({
    name: found.name,
    index: found.index,
    repaired: found.repaired,
    details: clause.slice(found.end, names[position + 1]?.index ?? clause.length),
  }));
}

/**
 * The community or estate an adjudication divided, named in ordinary case ("en la división de la
 * Comunidad Indígena Pichi Lumaco", "en la partición de la Sucesión Ramírez Soto"): its words
 * capitalised up to a lower-case word or a mark.
 */
const DIVIDED_COMMUNITY =
  /\b(?:divisi[óo]n|partici[óo]n|liquidaci[óo]n)\s+(?:de\s+(?:la|los\s+bienes\s+de\s+la)\s+|del\s+)((?:Comunidad|Sucesi[óo]n|Sociedad)(?:\s+(?:de\s+|del\s+|y\s+)?\p{Lu}[\p{L}.'-]*)+)/u;

function dividedCommunity(clause: string): PersonSpan[] {
  const found = DIVIDED_COMMUNITY.exec(clause);
  const name = found?.[1];
  if (!found || !name) return [];
  const index = found.index + found[0].length - name.length;
  return [{ name, index, repaired: false, details: clause.slice(index + name.length) }];
}

/**
 * "… a don X, de Chaitén, según escritura …": a comuna named alone after "de" in a party's clause,
 * between commas, is where the party lives (not "de profesión", "de nacionalidad chilena").
 */
function hometownNamed(details: string): string | null {
  const match =
    /(?:^|,)\s*(?:vecin[oa]\s+)?de\s+(\p{Lu}[\p{L}'´]*(?:\s+(?:de\s+|del\s+|la\s+|los\s+|las\s+)?\p{Lu}[\p{L}'´]*){0,3})\s*(?=[,;]|\.(?!\p{L})|$)/u.exec(
      details,
    );
  return match?.[1] ? canonicalComuna(match[1]) : null;
}

function person(span: PersonSpan, city: string | null): RegistryPerson {
  const company = isCompany(span.name);
  // "deeste domicilio": a text layer may glue the words. "domiciliado en esta ciudad" says the same.
  const domicile = /de\s*este\s+domicilio|domiciliad[oa]\s+en\s+esta\s+ciudad\b/i.test(span.details)
    ? city
    : (domicileAfter(span.details) ?? hometownNamed(span.details));
  return {
    nombre: span.name,
    rut: firstRut(span.details)?.rut ?? null,
    estado_civil: company ? null : estadoCivil(span.details),
    domicilio: domicile,
  };
}

/** "…, y doña Y, …, del mismo domicilio": a person living where the one named before lives. */
function sameDomicileAsPrevious(spans: PersonSpan[], people: RegistryPerson[]): RegistryPerson[] {
  return people.map((person, index) => {
    const previous = people[index - 1];
    const same = /\b(?:del\s+mismo|de\s+igual|con\s+el\s+mismo)\s+domicilio\b/iu.test(
      spans[index]?.details ?? '',
    );
    return same && previous && !person.domicilio ? { ...person, domicilio: previous.domicilio } : person;
  });
}

/**
 * "…, y doña Y, …, ambos domiciliados en …": the last person's address is every one's without
 * their own; so when a plural says it ("casados entre sí, de este domicilio", "domiciliados en …").
 */
function sharedDomicile(spans: PersonSpan[], people: RegistryPerson[]): RegistryPerson[] {
  const last = spans.at(-1);
  const shared = people.at(-1)?.domicilio;
  // "ambos domiciliados en …", "ambos de este domicilio", "casados entre sí, de este domicilio".
  const together =
    /\b(?:ambos|ambas|todos|todas|(?:solter|viud|divorciad|casad)[oa]s(?:\s+entre\s+s[íi])?,?)\s+(?:con\s+domicil|domicil|de\s+este\s+domicilio)|\bdomiciliad[oa]s\s+en\b/iu;
  if (!last || !shared || !together.test(last.details)) return people;
  return people.map((person) => ({ ...person, domicilio: person.domicilio ?? shared }));
}

/** "…, y doña Y, …, casados entre sí bajo …": the spouses' estado civil, said once after the last. */
function sharedMarriage(spans: PersonSpan[], people: RegistryPerson[]): RegistryPerson[] {
  const last = spans.at(-1);
  const shared = people.at(-1)?.estado_civil;
  // "casados entre sí", "ambos solteros", "casados y separados totalmente de bienes": one estado
  // civil said once for all, in the plural.
  const together = /\b(?:solter|viud|divorciad|casad)[oa]s\b/iu;
  if (!last || !shared || !together.test(last.details)) return people;
  return people.map((person) =>
    isCompany(person.nombre) ? person : { ...person, estado_civil: person.estado_civil ?? shared },
  );
}

/**
 * "el SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL BIOBÍO, SERVIU REGIÓN DEL BIOBÍO, rol único …":
 * a name right after another, with nothing said between them, is the same party's short name.
 */
function withoutAliases(spans: PersonSpan[]): PersonSpan[] {
  return spans.reduce<PersonSpan[]>((kept, span) => {
    const previous = kept.at(-1);
    if (previous && /^[\s,]*$/u.test(previous.details)) {
      kept[kept.length - 1] = { ...previous, details: span.details };
      return kept;
    }
    return [...kept, span];
  }, []);
}

/** "vendió a X, …, del mismo domicilio": a buyer living where the seller named before lives. */
function sellersDomicile(spans: PersonSpan[], owners: RegistryPerson[], sellers: RegistryPerson[]) {
  const domicile = sellers.at(-1)?.domicilio;
  return owners.map((owner, index) =>
    !owner.domicilio && domicile && /\bdel\s+mismo\s+domicilio\b/iu.test(spans[index]?.details ?? '')
      ? { ...owner, domicilio: domicile }
      : owner,
  );
}

/** Parties' details said once for several of them: a domicile, an estado civil. */
function withSharedDetails(spans: PersonSpan[], people: RegistryPerson[]): RegistryPerson[] {
  return sharedMarriage(spans, sharedDomicile(spans, sameDomicileAsPrevious(spans, people)));
}

function acquisitionKind(text: string): AcquisitionKind {
  const folded = text.toLowerCase();
  if (/adjudicaci/.test(folded)) return 'adjudicacion';
  if (/herencia|sucesi[oó]n|causa\s+de\s+muerte|posesi[oó]n\s+efectiva/.test(folded)) return 'herencia';
  if (/aporte/.test(folded)) return 'aporte';
  if (/donaci/.test(folded)) return 'donacion';
  if (/permuta/.test(folded)) return 'permuta';
  if (/compra/.test(folded)) return 'compra';
  return 'otro';
}

/**
 * Where each inscription a copy transcribes opens: the date in words right before its owners
 * ("Santiago, doce de julio de dos mil diecisiete.- Don …, es dueño …", "… a veintiséis de
 * octubre de dos mil veintiuno, se inscribe a favor de don …"). A copy with vigencia may
 * transcribe the earlier inscriptions of the chain too.
 */
function transcriptionOpenings(text: string, wordDates: FoundDate[]): FoundDate[] {
  const openings = new Set<FoundDate>();
  const owning = (phrases: RegExp[]) =>
    phrases
      .flatMap((phrase) => [...text.matchAll(new RegExp(phrase.source, 'giu'))])
      .sort((a, b) => a.index - b.index);
  // A copy that writes each inscription as its deed's sale ("vendió a …") says no ownership: its
  // sales open them. Where ownership is said, a sale is a clause inside a transcription.
  const said = owning([OWNERSHIP, INSCRIBED_FOR, HEIRS_GRANT, INHERITANCE_INSCRIBED]);
  const owningPhrases = said.length > 0 ? said : owning([SALE_VERB]);
  owningPhrases.forEach((owning, position) => {
    const since = owningPhrases[position - 1]?.index ?? -1;
    const before = wordDates.filter(
      (found) => found.index > since && found.index < owning.index && owning.index - found.index < 700,
    );
    // The body may date other acts before its owners (a resolution, a death): the transcription
    // opens on the date its place signs ("Lautaro, dieciocho de junio de …").
    // Never the deed's ("por escritura de fecha doce de marzo …"), dated before the inscription.
    const date =
      before.filter((found) => signingPlace(text, found.index) !== null).at(-1) ??
      before.filter((found) => !ACT_DATE_BEFORE.test(text.slice(0, found.index))).at(-1);
    if (date) openings.add(date);
  });
  return [...openings];
}

/**
 * The transcription of the property's inscription: the one dated in the year the certification
 * names (an inscription's year is the year it was made), else the latest of the chain.
 */
function certifiedTranscription(openings: FoundDate[], certified: ReadRef | null): FoundDate | undefined {
  const ofYear = openings.find(
    (date) => certified?.ano !== null && date.iso.startsWith(`${certified?.ano}-`),
  );
  return (
    ofYear ??
    openings.reduce<FoundDate | undefined>(
      (latest, date) => (latest && latest.iso >= date.iso ? latest : date),
      undefined,
    )
  );
}

/** The reference heading the latest of several transcribed inscriptions: printed before it, of its year. */
function latestTranscriptionRef(refs: ReadRef[], openings: FoundDate[]): ReadRef | undefined {
  if (openings.length < 2) return undefined;
  const latest = certifiedTranscription(openings, null);
  if (!latest) return undefined;
  const year = Number(latest.iso.slice(0, 4));
  return refs.filter((ref) => ref.ano === year && ref.index < latest.index).at(-1);
}

/** How far after a margin's reference the transcription it heads may open. */
const HEADED_TRANSCRIPTION_GAP = 300;

/**
 * A margin's reference printed without its year ("Rep. N° 4.512 / N° 877 / Fs. 1.204") takes the
 * year of the transcription it heads, dated in words right after it: an inscription's registry
 * year is the year it was made.
 */
function headedTranscriptionYear(
  ref: ReadRef,
  openings: FoundDate[],
  normalized: NormalizedText,
): number | null {
  const printed = normalized.sourceSpan(ref.index, ref.text.length);
  const end = printed.index + printed.length;
  const opening = openings
    .filter((date) => date.index >= end && date.index - end <= HEADED_TRANSCRIPTION_GAP)
    .sort((a, b) => a.index - b.index)[0];
  const year = opening ? Number(opening.iso.slice(0, 4)) : null;
  return plausibleYear(year) ? year : null;
}

/**
 * The heading of a copy's one transcription ("Fojas 2.390 vuelta - Número 1.915 - Año 2020
 * Copiapó, diecisiete de julio de dos mil veinte.-"): the only reference printed before its
 * opening, of the opening's year. That is the inscription's own reference, read, not inferred.
 */
function transcriptionHeadingRef(refs: ReadRef[], openings: FoundDate[]): ReadRef | undefined {
  const [opening, ...others] = openings;
  if (!opening || others.length > 0) return undefined;
  const before = refs.filter((ref) => ref.index < opening.index);
  const [heading] = before;
  return before.length === 1 && heading?.ano === Number(opening.iso.slice(0, 4)) ? heading : undefined;
}

/** A stop, then a margin note: labelled ("Nota:", "Al margen:") or saying the title passed on. */
const NOTE_AFTER_STOP =
  /\.\s+(?=(?:nota|al\s+margen|margen|anotaci[óo]n)\b|(?:transferid|cancelad|vendid|enajenad)[oa]\b)/iu;

/**
 * Where a property's description ends: its deslindes (", y deslinda:", "; deslinda: NORTE …"), the
 * sentence's end, another ownership, a sentence or a clause about the deslindes ("… lo adquirido.
 * El terreno en que se emplaza el condominio deslinda: …", "… y sus láminas; el terreno deslinda:"),
 * the sentence of the acquisition ("… del año mil novecientos noventa. Lo adquirió por compraventa
 * …": a copy transcribing the deed's clauses after it gives the deslindes only there).
 */
const DESCRIPTION_STOP =
  /;\s*y\s+due[ñn]|[,;]\s*(?:y\s+)?deslindan?\b|,?\s*(?:y\s+)?cuyos\s*deslindes|,?\s*con\s+los\s+(?:siguientes\s+)?deslindes|,?\s*(?:y\s+)?que\s+deslinda|\.\s*-|,?\s*el\s+inmueble\s+deslinda|[.;]\s+(?=(?:(?:sus|el|la|los|las)\s+(?:\p{L}+\s+){0,2})?deslind[ae])|\.\s+(?=\p{Lu}[^.;]{0,80}?\bdeslind[ae])/iu;
/** The sentence of the acquisition after the description ("… del año mil novecientos noventa. Lo adquirió …"). */
const ACQUISITION_STOP = /\.\s+(?=(?:l[oa]s?\s+)?adquiri(?:[oó]|eron)(?!\p{L}))/iu;
/**
 * A boundary's words ("NORTE, en 150 metros", "; Sur, 251,30 metros", "SUR, en ciento dieciocho
 * metros"): deslindes, no description.
 */
const BOUNDARY_WORDS =
  /(?<!\p{L})(?:norte|sur|oriente|poniente|oeste)\s*[,:]?\s*(?:en\s+)?(?:\d|[^;.]{0,60}?(?<!\p{L})metros(?!\p{L}))/iu;
/**
 * "…, el cual deslinda: …", "…, la que deslinda …", "…, que tiene los siguientes deslindes", "…,
 * cuyo terreno deslinda: …" (what bounds named between the possessive and the verb): the
 * description's relative clause opening its deslindes.
 */
const WHICH_BOUNDS =
  /,?\s*(?:(?:el|la|los|las)\s+cual(?:es)?|(?:el|la|lo)\s+que|cuy[oa]s?(?:\s+\p{L}+){1,3})\s+deslindan?\b|,?\s*que\s+tiene\s+los\s+siguientes\s+deslindes/iu;
/**
 * The share in the common property of a building that follows a unit's description (", y de los
 * derechos en proporción al valor …", "; y además de derechos en proporción al valor …", ", y
 * dueña además de derechos en proporción …" repeating the ownership, ", y de derechos en los
 * bienes comunes, entre ellos el terreno" naming the land whose deslindes follow). A share that
 * ends the sentence, the land's deslindes in one of their own, stays in the description.
 */
const COMMON_SHARE =
  /[,;]\s*y\s+(?:due[ñn][oa]s?\s+)?(?:adem[áa]s\s+)?(?:de\s+)?(?:los\s+)?derechos\s+(?:en\s+proporci[óo]n\s+al\s+valor|(?:en|sobre)\s+(?:los\s+)?bienes\s+comunes(?=,?\s+entre\s+(?:ellos|los\s+cuales|los\s+que)\b))/iu;

/**
 * Where the description after the ownership phrase ends. The share in the common property ends
 * it ("…, comuna de X, de acuerdo al plano N° 4512, y de los derechos en proporción …"), unless
 * the plan that singularises the unit is cited after the share ("…, y de los derechos … en los
 * bienes comunes, según plano agregado bajo el número 3366 …"): then the whole runs to the deslindes.
 */
function descriptionStop(text: string): number {
  const acquired = text.search(ACQUISITION_STOP);
  // The acquisition ends the description only where no boundary stands before it (a copy whose
  // "que deslinda:" was lost would run the description over the deslindes).
  const acquisition = acquired >= 0 && !BOUNDARY_WORDS.test(text.slice(0, acquired)) ? acquired : -1;
  const stops = [text.search(DESCRIPTION_STOP), text.search(WHICH_BOUNDS), acquisition].filter(
    (at) => at >= 0,
  );
  const stop = stops.length > 0 ? Math.min(...stops) : -1;
  const share = COMMON_SHARE.exec(text);
  if (!share || (stop >= 0 && stop < share.index)) return stop;
  const shareClause = stop >= 0 ? text.slice(share.index, stop) : '';
  return /\bplano\b/iu.test(shareClause) ? stop : share.index;
}

/** Where a certification's description of the property ends: its rol, or the inscription's words. */
const CERTIFIED_PROPERTY_END = String.raw`(?=,?\s+rol\s+(?:de\s+)?aval|,?\s+se\s+encuentra\b|,?\s+inscrit[oa]\s+a\s+(?:fojas|fs\.?)\s)`;
/** "el inmueble consistente en (la) Parcela …": what the property consists of. */
const CONSISTS_OF = new RegExp(
  String.raw`\b(?:el|la)\s+(?:inmueble|propiedad|predio)\s+consistente\s+en\s+(?:(?:el|la|los|las)\s+)?([^]{5,300}?)${CERTIFIED_PROPERTY_END}`,
  'iu',
);
/** "correspondiente al inmueble de calle …": the property named with its noun. */
const CORRESPONDING_TO = new RegExp(
  String.raw`\bcorrespondiente\s+a(?:l|\s+la)\s+((?:inmueble|propiedad|predio)\s[^]{5,300}?)${CERTIFIED_PROPERTY_END}`,
  'iu',
);

/** "el inmueble correspondiente al sitio número doce …": what the property corresponds to. */
const PROPERTY_CORRESPONDING = new RegExp(
  String.raw`\b(?:el|la)\s+(?:inmueble|propiedad|predio)\s+correspondiente\s+a(?:l|\s+la|\s+los|\s+las)?\s+([^]{5,300}?)${CERTIFIED_PROPERTY_END}`,
  'iu',
);

/**
 * "Inmueble: Parcela Nº 23 …, comuna de Melipilla  Rol SII: 512-23": the property as a labelled
 * field, in words, up to the next label (a label before a table's numbers describes nothing).
 */
const LABELLED_PROPERTY =
  /(?<!\p{L})(?:[Ii]nmueble|INMUEBLE|[Pp]ropiedad|PROPIEDAD|[Pp]redio|PREDIO)\s*:\s*(\p{L}[^]{4,299}?)(?=\s+\p{Lu}\p{L}*(?:\s+(?:\p{Ll}+|\p{Lu}{2,}\.?)){0,3}\s*:|\s+y\s+que\b|$)/u;

/** A property named only by its rol ("inmueble Rol de avalúo Nº …", "predio rol 455-3"). */
const NAMED_BY_ROL = /^(?:inmueble|propiedad|predio)\s+rol\b/iu;
/** A property named only by its comuna ("inmueble de la comuna de Paine", "predio ubicado en la comuna de X"). */
const NAMED_BY_COMUNA =
  /^(?:inmueble|propiedad|predio)\s+(?:(?:ubicad|situad)[oa]\s+en\s+|de\s+)?(?:la\s+)?comuna\s+de\s+[\p{L}' ]+$/iu;

/** The property a certification describes where no transcription does, and where it is printed. */
function certifiedProperty(text: string): { value: string; index: number } | null {
  const found =
    CONSISTS_OF.exec(text) ??
    CORRESPONDING_TO.exec(text) ??
    PROPERTY_CORRESPONDING.exec(text) ??
    LABELLED_PROPERTY.exec(text);
  if (!found?.[1]) return null;
  const value = found[1].replace(/\s+/g, ' ').trim();
  // "correspondiente al inmueble Rol de avalúo Nº 1033-15 de la comuna de …": named by its rol
  // or its comuna alone, the property is not described.
  if (NAMED_BY_ROL.test(value) || NAMED_BY_COMUNA.test(value)) return null;
  return { value, index: found.index + found[0].indexOf(found[1]) };
}

/**
 * "(inscripción) practicada con fecha 14 de agosto de 2020", "inscrito a fojas … del año 2019, con
 * fecha 3 de mayo de 2019": the inscription's own date (a note's "anotada con fecha" is another's).
 */
function practicedOn(text: string): FoundDate | undefined {
  const said =
    /\b(?:practicad|efectuad|realizad)[oa]\s+con\s+fecha\s+|\binscrit[oa]s?\s+(?:a|en)\s+(?:fojas|fs\.)[^.;]{0,120}?\ba[ñn]o\s+\d{4}\s*,?\s+con\s+fecha\s+/iu.exec(
      text,
    );
  if (!said) return undefined;
  const from = said.index + said[0].length;
  const date = findDates(text.slice(from, from + 40))[0];
  return date?.index === 0 ? { ...date, index: from } : undefined;
}

/** How far an owner's own clause may run after the name (its civil status and RUT). */
const OWNER_CLAUSE = 80;
/** How far the phrase the clause's limit cuts may run on to its comma. */
const PHRASE_RUN_ON = 48;

/**
 * Where an owner's clause ends: at the next owner, or at OWNER_CLAUSE, the phrase that limit cuts
 * read to its comma ("…, agricultor, casado y separado totalmente de bienes, domiciliado …": a
 * status cut after "casado y" would lose its regime). A comma parts the clause's items, so the
 * phrase completed is still the owner's own.
 */
function clauseEnd(text: string, at: number, nextStart: number): number {
  const limit = at + OWNER_CLAUSE;
  if (nextStart >= 0 && nextStart <= limit) return nextStart;
  const rest = /^[^,;]*/u.exec(text.slice(limit, limit + PHRASE_RUN_ON))?.[0] ?? '';
  const end = rest.length < PHRASE_RUN_ON ? limit + rest.length : limit;
  return nextStart >= 0 ? Math.min(end, nextStart) : end;
}

/** The owners a certificate names when no copy of the inscription says who owns (short forms). */
function namedOwners(
  document: DocumentText,
  record: ProvenanceRecorder,
  certification: ReadRef | null,
): RegistryPerson[] {
  const text = document.normalized.text;
  const owners = certifiedOwners(
    text,
    certification ? certification.index + certification.text.length : null,
  );
  if (!owners) return [];
  owners.names.forEach((_, index) => {
    record.normalized(`propietarios[${index}]`, owners.index, owners.length, owners.confidence);
    if (owners.repaired) record.doubt(`propietarios[${index}]`, ['repaired_reading']);
  });
  // Each owner's own clause, up to the next owner or the reference: ", casada, RUN 12.345.678-5, a fojas".
  let at = owners.index;
  return owners.names.map((nombre, index) => {
    const start = text.indexOf(nombre, at);
    if (start < 0) return { nombre, rut: null, estado_civil: null, domicilio: null };
    at = start + nombre.length;
    const next = owners.names[index + 1];
    const nextStart = next === undefined ? -1 : text.indexOf(next, at);
    // A sentence's full stop ends it, not an abbreviation's ("R.U.T. 6.402.178-8").
    const clause = /^[^]*?(?=\s+(?:a\s+)?fojas\b|(?<!(?:^|[\s.])\p{L})\.\s|$)/iu.exec(
      text.slice(at, clauseEnd(text, at, nextStart)),
    )?.[0];
    // A company's own RUT comes before its representative's ("…SpA, RUT …, representada por …").
    const own = clause === undefined || !isCompany(nombre) ? clause : clause.split(/\brepresentad/iu)[0];
    const rut = own === undefined ? undefined : findRuts(own)[0];
    if (rut) record.normalized(`propietarios[${index}].rut`, at + rut.index, rut.rut.length);
    return {
      nombre,
      rut: rut?.valid ? rut.rut : null,
      estado_civil: clause === undefined || isCompany(nombre) ? null : estadoCivil(clause),
      domicilio: null,
    };
  });
}

/**
 * The first comuna named outside a domicile: "Comuna de Ñuñoa", "ubicada en la ciudad de
 * Cabrero", "sitio 4 de la manzana 12 del pueblo de Chaitén" (a town its comuna is named after), a
 * "Comuna: VALPARAISO" label, "comunade LASERENA" where the text layer lost spaces; else the one
 * its rol is of.
 */
function propertyComuna(text: string): string | null {
  for (const match of text.matchAll(
    /(?<!domiciliad[oa]s?\s+en\s+(?:la\s+)?|domicilio\s+en\s+(?:la\s+)?)(?:comuna(?:\s+y\s+provincia)?|ciudad|pueblo)\s*(?:de\s*|:\s*)([\p{L} ]+)/giu,
  )) {
    const comuna = leadingComuna(match[1] ?? '');
    if (comuna) return comuna;
  }
  return namesakeComuna(text) ?? rolComuna(text);
}

/** "Rol de avalúo 58-4 de Porvenir": the comuna the rol is of, where no other words name it. */
function rolComuna(text: string): string | null {
  const of =
    /\brol\s+de\s+aval[úu]o\s+(?:n[°º]\s*|n[úu]mero\s+)?\d{1,6}\s*-\s*\d{1,6}\s+de\s+(\p{L}[\p{L} ]+)/iu.exec(
      text,
    )?.[1];
  return of ? leadingComuna(of) : null;
}

/** "… de la localidad de Futaleufú, comuna del mismo nombre": the place named last before it. */
function namesakeComuna(text: string): string | null {
  const before =
    /((?:\p{L}+\s+){0,3}\p{L}+)\s*,?\s*(?:en\s+la\s+|de\s+la\s+)?comuna\s+(?:del\s+mismo\s+nombre|hom[óo]nima)/iu.exec(
      text,
    )?.[1];
  if (!before) return null;
  return comunaAmongWords(before.split(/\s+/), 'last');
}

/** "Certifico que la inscripción de fojas …": the certification's verb opens the reference's sentence. */
const CERTIFIES = /certific\p{L}*\b[^.;]{0,120}$/iu;
/** "… se encuentra vigente": what the certification states of it, in the same sentence. */
const IN_FORCE = /^[^.;]{0,160}?\bvigente\b/iu;

/**
 * The reference the certification sentence names as in force, when a copy prints several
 * inscriptions (issue #18 item 2): the first printed may be an earlier one of the chain.
 */
function certifiedRef(text: string, refs: ReadRef[]): ReadRef | undefined {
  return refs.find(
    (ref) =>
      CERTIFIES.test(text.slice(Math.max(0, ref.index - 120), ref.index)) &&
      IN_FORCE.test(text.slice(ref.index + ref.text.length)),
  );
}

/** The entry's fields its transcription's body gives (not the certificate's issue, code or reference). */
const TRANSCRIPTION_FIELDS =
  /^(?:propietarios|descripcion_propiedad|deslindes|vendedores|precio|notaria|notaria_comuna|fecha_registro|plano|(?:conservador|fojas|vuelta|numero|ano)_anterior)\b/u;

/** Reads a copy of a CBR inscription (dominio vigente or earlier title) into a registry entry. */
export function extractInscription(
  document: DocumentText,
  /** The earlier inscription a copy transcribes, read alone (reading/certifiedAnnex.ts). */
  { annexed = false }: { annexed?: boolean } = {},
): Extraction<InscriptionData> {
  const record = new ProvenanceRecorder(document);
  const { text, raw } = document;
  const notes: ReadingNote[] = [];

  const normalized = document.normalized;
  // An annexed earlier inscription (reading/annexedTitle.ts) is no candidate for the property's.
  const annexAt = annexedTitleAt(text);
  const normalizedAnnexAt = annexedTitleAt(normalized.text) ?? Infinity;
  const allRefs = readRefs(normalized.text);
  const refs = allRefs.filter((ref) => ref.index < normalizedAnnexAt);
  const ofRole = (role: RefRole, among: ReadRef[]) =>
    among.filter((ref) => refRole(normalized.text, ref) === role && ref.fojas !== null);
  const withRole = (role: RefRole) => inForceFirst(normalized.text, ofRole(role, refs));
  // The certification may follow the annex ("INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE …", then "El
  // Conservador certifica que la inscripción adjunta … de fojas 5104 vta. … se encuentra: VIGENTE"):
  // the reference it certifies in force is the property's, never the annex's (cancelled).
  const certifiedAfterAnnex = () =>
    certifiedRef(
      normalized.text,
      ofRole('property', allRefs).filter((ref) => ref.index >= normalizedAnnexAt),
    );
  // A table's row in the Registro de Propiedad names it too, where no sentence gives it: before
  // the references the text cites as liens or earlier titles ("Hipoteca a Fs. 1004 …" in a margin).
  const named =
    certifiedRef(normalized.text, withRole('property')) ??
    certifiedAfterAnnex() ??
    withRole('property')[0] ??
    propertyTableRefs(normalized.text)[0];
  const dates = findDates(text);
  const wordDates = dates.filter((date) => !/^\d/.test(date.text));
  // A transcription opens on a date in words ("doce de marzo de dos mil veinte"), or on one with
  // its day in digits after the place it was signed in ("Pichilemu, 9 de octubre de 2015.-"); not
  // on a form's numeric issue date ("12/11/2026"), nor a deed's ("según escritura de 3 de mayo …").
  const allOpenings = transcriptionOpenings(
    text,
    dates.filter(
      (date) =>
        !/^\d/.test(date.text) || (/\p{L}{3,}/u.test(date.text) && signingPlace(text, date.index) !== null),
    ),
  );
  const openings = allOpenings.filter((date) => annexAt === null || date.index < annexAt);
  const annexOpening = annexAt === null ? undefined : allOpenings.find((date) => date.index >= annexAt);
  // Without words naming the property's inscription, the latest transcription's heading, else the
  // first reference, is taken for it: inferred.
  const heading = named ? undefined : transcriptionHeadingRef(withRole('item'), openings);
  const chosenRef =
    named ?? heading ?? latestTranscriptionRef(withRole('item'), openings) ?? withRole('item')[0] ?? null;
  const headedYear =
    chosenRef?.ano === null ? headedTranscriptionYear(chosenRef, openings, normalized) : null;
  const certificationRef =
    chosenRef && headedYear !== null
      ? { ...chosenRef, ano: headedYear, yearFrom: 'date' as const }
      : chosenRef;
  if (certificationRef) {
    const confidence = confirmedByMargins(raw, certificationRef) ? 0.98 : certificationRef.confidence;
    const parts = refParts(certificationRef);
    for (const key of REF_PARTS) {
      record.normalizedIn(
        key,
        certificationRef.index,
        certificationRef.text.length,
        [parts[key]],
        confidence,
      );
      if (!named && !heading) record.doubt(key, ['inferred']);
    }
    if (headedYear !== null) record.doubt('ano', ['inferred']);
  }
  const certificationAt = certificationRef ? normalized.sourceSpan(certificationRef.index, 0).index : 0;

  const { fecha_emision, conservador } = readIssue(document, record);
  const code = readCode(document, record);

  // The body opens with the place and the inscription date in words, right before its owners
  // ("Santiago, doce de julio de dos mil diecisiete.- Don …, es dueño …"); a copy may print the
  // certification before the body or after it. A certification-only copy has no body: the date
  // after its certification is the certificate's own (its issue date), no inscription's.
  const opening =
    certifiedTranscription(openings, certificationRef) ??
    wordDates.find(
      (date) =>
        date.index > certificationAt &&
        date.iso !== fecha_emision &&
        !ACT_DATE_BEFORE.test(text.slice(0, date.index)),
    );
  const nextOpening = opening ? openings.find((date) => date.index > opening.index) : undefined;
  const bodyEnd = nextOpening?.index ?? annexAt ?? undefined;
  // Without a readable opening date (a worn copy's), a transcription still opens where its
  // signing place's sentence ends before its owners, or after its label.
  const bodyStart = opening
    ? opening.index + opening.text.length
    : (unreadOpeningEnd(text) ?? transcriptionLabelEnd(text));
  const body = text.slice(bodyStart, bodyEnd);
  const bodyOffset = bodyStart;
  if (opening) record.text('fecha_registro', opening.index, opening.text.length);
  if (opening && yearCutAfterTens(opening.text, text.slice(opening.index + opening.text.length)))
    record.doubt('fecha_registro', ['ocr_low_confidence']);
  // Without a transcription, the date the certification says the inscription was made on.
  const practiced = opening ? undefined : practicedOn(text);
  if (practiced) record.text('fecha_registro', practiced.index, practiced.text.length, 0.8);

  // "de este domicilio": the office's city, else the place the inscription is dated in.
  const openingPlace = opening ? signingPlace(text, opening.index) : null;
  const hometown = conservador ?? (openingPlace ? officeOfPlace(openingPlace) : null);
  const inscribedFor = INSCRIBED_FOR.exec(body);
  const ownership = OWNERSHIP.exec(body) ?? (inscribedFor ? inscribedProperty(body, inscribedFor) : null);
  // An inheritance granted by a posesión efectiva names its heirs before it is inscribed for them.
  // The heirs' own ownership phrase ("los herederos … son dueños …") is the grant's, not a sale's.
  const heirsGrant = grantedHeirs(body);
  const granted = heirsGrant && (!ownership || ownership.index >= heirsGrant.ownedAt) ? heirsGrant : null;
  // "SELLER …, vendió a BUYER …, quien compró para sí, el inmueble …": the deed's sale written out.
  const sale = ownership || granted ? null : saleClause(body);
  // "Se inscribe a nombre de don X, …, el dominio del sitio …": the owners follow the phrase.
  const clauseStart = granted
    ? granted.heirs.index
    : sale
      ? sale.buyers.index
      : ownership && inscribedFor && ownership.index > inscribedFor.index
        ? inscribedFor.index + inscribedFor[0].length
        : 0;
  const ownersClause = granted
    ? granted.heirs.text
    : sale
      ? sale.buyers.text
      : ownership
        ? body.slice(clauseStart, ownership.index)
        : '';
  const ownerSpans = (sale ? withoutAliases(personSpans(ownersClause)) : personSpans(ownersClause)).map(
    (span) => ({ ...span, index: span.index + clauseStart }),
  );
  const owners = withSharedDetails(
    ownerSpans,
    ownerSpans.map((span) => person(span, hometown)),
  );
  ownerSpans.forEach((span, index) => {
    record.text(`propietarios[${index}]`, bodyOffset + span.index, span.name.length, 0.85);
    if (span.repaired) record.doubt(`propietarios[${index}]`, ['repaired_reading']);
    recordRut(record, `propietarios[${index}].rut`, bodyOffset + span.index, span);
    const union = owners[index]?.estado_civil === null ? civilUnion(span.details) : null;
    if (union) {
      const path = `propietarios[${index}].estado_civil`;
      record.text(path, bodyOffset + span.index + span.name.length + union.index, union.length);
      record.doubt(path, ['outside_vocabulary']);
    }
  });
  const propietarios = owners.length > 0 ? owners : namedOwners(document, record, certificationRef);

  const ownershipEnd = granted
    ? granted.propertyAt
    : sale
      ? sale.propertyAt
      : ownership
        ? ownership.index + ownership[0].length
        : 0;
  const owned = ownership !== null || granted !== null || sale !== null;
  // "son dueños en su calidad de herederos de don X, cédula …, del inmueble consistente en …":
  // the causante's clause stands between the ownership phrase and the property.
  const heirs = ownership && !granted ? HEIRS_OF.exec(body.slice(ownershipEnd)) : null;
  // "son dueños de derechos equivalentes al sesenta por ciento … y al cuarenta …, respectivamente,
  // del inmueble …": the shares stand between the ownership phrase and the property.
  const shares = ownership && !granted && !heirs ? SHARES_OF.exec(body.slice(ownershipEnd)) : null;
  const describedFrom = ownershipEnd + (heirs?.[0].length ?? 0) + (shares?.[0].length ?? 0);
  // "el dominio del inmueble que formaba parte de la herencia: Parcela número doce …": the words
  // before the colon announce the property, described after it.
  const announced = owned ? ANNOUNCED_PROPERTY.exec(body.slice(describedFrom)) : null;
  const descriptionFrom = describedFrom + (announced?.[0].length ?? 0);
  const afterOwnership = owned ? body.slice(descriptionFrom) : body;
  const descriptionEnd = descriptionStop(afterOwnership);
  // Without an ownership phrase (a certification-only copy) what precedes the first stop is the
  // office's letterhead, never a description; the certification may describe the property itself
  // ("Que el inmueble consistente en …, Rol …, se encuentra inscrito a fojas …").
  const certified = owned ? null : certifiedProperty(text);
  if (certified) record.text('descripcion_propiedad', certified.index, certified.value.length, 0.75);
  const describedAs =
    owned && descriptionEnd > 0 ? afterOwnership.slice(0, descriptionEnd).trim() : (certified?.value ?? null);
  if (describedAs && owned) {
    // The description's own words: after the ownership phrase and the spaces that follow it.
    const start = descriptionFrom + afterOwnership.search(/\S/);
    record.text('descripcion_propiedad', bodyOffset + start, describedAs.length, 0.8);
  }
  // A digitised book's copy whose numbers OCR read with letters ("plano … número 5l2"): the
  // description keeps its numbers repaired, doubtful as every repaired reading.
  const repairedDescription = describedAs === null ? null : repairedOcrDigits(describedAs);
  if (repairedDescription !== null) record.doubt('descripcion_propiedad', ['repaired_reading']);
  const descripcion = repairedDescription ?? describedAs;

  // A plan the margin notes cite ("Notas marginales: Subdividido según plano Nº 1.562") came after
  // the inscription, which describes the property without it. Its number read with a letter for a
  // digit ("5l2") is repaired, not cut at the letter.
  const printedInscribed = body.slice(0, marginNotesAt(body));
  const repairedInscribed = repairedOcrDigits(printedInscribed);
  const inscribed = repairedInscribed ?? printedInscribed;
  const plano = PLANO_FORMS.reduce<RegExpExecArray | null>(
    (found, form) => found ?? form.exec(inscribed),
    null,
  );
  const planoRepaired =
    plano !== null &&
    repairedInscribed !== null &&
    printedInscribed.slice(plano.index, plano.index + plano[0].length) !== plano[0];
  const planoValue = plano?.[1]
    ? /^\d/.test(plano[1])
      ? Number(plano[1].replace(/\./g, ''))
      : (leadingNumberWords(plano[1])?.value ?? null)
    : null;
  if (plano && planoRepaired && planoValue !== null) {
    // Repairs keep each character in place: the match stands where the printed words do.
    record.text('plano', bodyOffset + plano.index, plano[0].length, 0.8);
    record.doubt('plano', ['repaired_reading']);
  }
  const table = tableDeslindes(body);
  const boundaries = table ? null : BOUNDARIES.exec(body);
  const unopened = table || boundaries ? null : unopenedDeslindes(inscribed);
  const listed = boundaries?.[1] ? readDeslindes(boundaries[1]) : null;
  const deslindes = table?.deslindes ?? listed?.deslindes ?? unopened?.deslindes ?? [];
  if (table) record.text('deslindes', bodyOffset + table.index, table.length, 0.85);
  if (boundaries) record.text('deslindes', bodyOffset + boundaries.index, boundaries[0].length, 0.85);
  if (unopened) record.text('deslindes', bodyOffset + unopened.index, unopened.length, DOUBTFUL_CONFIDENCE);
  // A boundary whose side's heading was lost, or a neighbour cut where it ran on into the next one.
  const read = boundaries
    ? { index: boundaries.index, length: boundaries[0].length, unsure: listed?.unsure ?? [] }
    : unopened;
  if (read) doubtDeslindes(record, read.unsure, '', 'inferred', bodyOffset + read.index, read.length);
  if (boundaries && listed) {
    const [at, length] = [bodyOffset + boundaries.index, boundaries[0].length];
    // A neighbour read as a number alone: what it numbers was lost.
    doubtDeslindes(record, listed.bareNumbers, '.propiedad', 'value_shape', at, length);
    // A length printed with letters for digits ("en 4l2 mts."), read as the digits they stand for.
    doubtDeslindes(record, listed.repaired, '.largo', 'repaired_reading', at, length);
  }

  // "Lo adquirió por compra a …", "Adquirió el inmueble por compraventa a …", "Adquirieron dichos
  // derechos por …", up to the deed ("según escritura", "por escritura pública"); not how the
  // seller acquired ("El vendedor adquirió por compra a …": the earlier title). A text layer may
  // glue the kind to its "por" ("porcompra"); a worn copy's OCR may move the accent ("adquirío").
  const acquisition =
    /(?<!(?:vendedor|vendedora|tradente|causante|aportante|donante|quien)\s+(?:a\s+su\s+vez\s+)?)(?:L[oa]s?\s+)?adquir[ií](?:ó|o|eron)\s*(?:el\s+inmueble\s+|la\s+propiedad\s+|(?:dichos|dichas|tales|estos|estas|sus|los|las)\s+(?:derechos|acciones|cuotas|inmuebles)\s+)?por(?:\s+|(?=compra|herencia|donaci|permuta|adjudicaci|aporte|cesi))(.+?)(?=\s+seg[úu]n\b|,\s*según|,?\s+(?:por|mediante)\s+escritura\b|\.-)/iu.exec(
      body,
    );
  const acquisitionText = acquisition?.[1] ?? '';
  const kind = acquisition
    ? acquisitionKind(acquisitionText.split(/\s+/).slice(0, 3).join(' '))
    : granted
      ? 'herencia'
      : (sale?.kind ?? null);
  // An adjudication in a partition may name the co-owners who concurred after its deed ("…, según
  // escritura de partición de …, en la que concurrieron los demás comuneros doña X … y don Y …"):
  // they are the ones who parted with it, read up to the sentence's end.
  const acquisitionStart = acquisition ? acquisition.index + acquisition[0].indexOf(acquisitionText) : 0;
  const sentenceEnd = body.indexOf('.-', acquisitionStart + acquisitionText.length);
  const sentence = body.slice(acquisitionStart, sentenceEnd < 0 ? undefined : sentenceEnd);
  // The price's clause ("…, en la suma de …") ends the parties' clauses.
  const wholeSentence =
    sentence.split(/,?\s+(?:por|en)\s+(?:la\s+(?:suma|cantidad)|el\s+precio)\s+de\b/iu)[0] ?? sentence;
  const partedText =
    kind === 'adjudicacion' && !/comuneros/i.test(acquisitionText) && /comuneros/i.test(wholeSentence)
      ? wholeSentence
      : acquisitionText;
  const sellersSkip =
    kind === 'adjudicacion' && /comuneros/i.test(partedText)
      ? partedText.search(/comuneros/i)
      : (ACQUISITION_WORDS.exec(partedText)?.[0].length ?? 0);
  // A sale written out names its sellers before the verb.
  const soldBy = !acquisition && sale ? sale.sellers : null;
  const sellersText = soldBy ? soldBy.text : partedText.slice(sellersSkip);
  const sellersAt = soldBy
    ? bodyOffset + soldBy.index
    : acquisition
      ? bodyOffset + acquisitionStart + sellersSkip
      : 0;
  // A seller's RUT and estado civil as the inscription prints them beside the name; a causante
  // (herencia) is named with neither. An adjudication naming no person was made by the community
  // divided ("en la división de la Comunidad Indígena …"): it is the one that parted with it.
  const personsSold = withoutMarginParties(
    soldBy ? withoutAliases(personSpans(sellersText)) : personSpans(sellersText),
    ownerSpans.map((span) => span.name),
  );
  const sellerSpans =
    personsSold.length === 0 && kind === 'adjudicacion' ? dividedCommunity(sellersText) : personsSold;
  const sellers =
    kind === 'herencia'
      ? sellerSpans.map((span) => ({
          ...person(span, hometown),
          rut: null,
          estado_civil: null,
          domicilio: null,
        }))
      : withSharedDetails(
          sellerSpans,
          sellerSpans.map((span) => person(span, hometown)),
        );
  // The causante the heirs' clause (or the grant of the posesión efectiva) names with the RUT,
  // before the acquisition names them again.
  const causanteAt = granted
    ? bodyOffset + granted.causante.index
    : heirs?.[1]
      ? bodyOffset + ownershipEnd + heirs[0].indexOf(heirs[1])
      : 0;
  const causanteSpans = granted
    ? personSpans(granted.causante.text)
    : heirs?.[1]
      ? personSpans(heirs[1])
      : [];
  causanteSpans.forEach((span, index) => {
    record.text(`vendedores[${index}]`, causanteAt + span.index, span.name.length, 0.8);
    recordRut(record, `vendedores[${index}].rut`, causanteAt + span.index, span);
  });
  const vendedores =
    causanteSpans.length > 0
      ? causanteSpans.map((span) => ({
          nombre: span.name,
          rut: firstRut(span.details)?.rut ?? null,
          estado_civil: null,
          domicilio: null,
        }))
      : sellers;
  if (kind !== 'herencia' && causanteSpans.length === 0)
    sellerSpans.forEach((span, index) =>
      recordRut(record, `vendedores[${index}].rut`, sellersAt + span.index, span),
    );
  if (acquisition) record.text('vendedores', bodyOffset + acquisition.index, acquisition[0].length, 0.8);
  else if (soldBy && sale) {
    record.text('vendedores', sellersAt, sale.verb.index + sale.verb.text.length - soldBy.index, 0.8);
  }

  // "Notaría y Conservador de Licantén de don …", "Notario y Archivero de Cochrane don X": a notary
  // who is the office's conservador or archivero too. A summary's next label ends the name
  // ("… de doña X Y INMUEBLE: lote 6 …"), read as a stop.
  const notary =
    /notar[íi][ao]\s+(?:p[úu]blic[oa]\s+)?(?:y\s+(?:conservador[a]?|archivero)(?:\s+de\s+bienes\s+ra[íi]ces|\s+judicial)?\s+)?(de\s+esta\s+ciudad|de\s+[\p{L} ]+?)\s*,?\s+(?:de\s+)?(?:don|doña|donña|do[ñn]a)\s+([\p{L} .]+?)(?=,|\s+bajo\b|\s+con\s+fecha|\.)/iu.exec(
      labelsAsStops(body),
    ) ??
    // "otorgada en Ancud ante el notario don X": the place the deed was granted in is the notary's.
    /otorgad[ao]\s+en\s+(?:la\s+ciudad\s+de\s+)?(\p{Lu}[\p{L} ]*?)\s*,?\s+ante\s+(?:el\s+|la\s+)?notari[oa]\s+(?:p[úu]blic[oa]\s+)?(?:titular\s+)?(?:don|do[ñn]a)\s+([\p{L} .]+?)(?=,|\s+bajo\b|\s+con\s+fecha|\s+en\s+el\b|\.|;)/u.exec(
      body,
    );
  // "ante doña Marcela Soto Ruiz, Notaria Pública de Chillán": the name before the office.
  const notaryAfterName = notary
    ? null
    : /ante\s+(?:el\s+|la\s+)?(?:don|do[ñn]a)\s+([\p{L} .]+?),\s*notari[oa]\s+(?:p[úu]blic[oa]\s+)?(?:titular\s+)?(?:de|en)\s+([\p{L} ]+?)(?=,|\.|;|\s+(?:en|por|bajo|con)\b)/iu.exec(
        body,
      );
  const notaria = notary?.[2]?.trim() ?? notaryAfterName?.[1]?.trim() ?? null;
  const notaryPlace = notary?.[1] ?? (notaryAfterName?.[2] ? `de ${notaryAfterName[2]}` : '');
  const notariaComuna = /esta\s+ciudad/i.test(notaryPlace)
    ? hometown
    : (notaryCity(notaryPlace.replace(/^de\s+/i, '')) ?? (notaryPlace.replace(/^de\s+/i, '').trim() || null));
  const notaryFound = notary ?? notaryAfterName;
  if (notaryFound) record.text('notaria', bodyOffset + notaryFound.index, notaryFound[0].length);

  // "por el precio total (único, convenido) de …": the price's qualifier is no part of it. "El
  // precio (de la compraventa) fue la suma de …" and a "Precio:" label state it in a sentence of its own.
  // A worn copy's OCR may glue "porel precio". The sum alone after the deed's notary, a comma
  // before it (", en $ 38.500.000. Rol …", ", por $ 14.500.000.- Doy fe."), is the price too, also
  // typed in an old copy OCR read with letters for its zeros (", en $ 9.8OO.OOO."), repaired below.
  const priceClause =
    PRICE_CLAUSE.exec(body) ??
    /,\s+(?:en|por)\s+(\$\s?\d{1,3}(?:\.[\dOolI]{3})+)(?=\.-|[.,;]?(?:\s|$))/u.exec(body);
  const printedPrice = kind === 'herencia' || !priceClause?.[1] ? null : priceClause[1];
  // Its figure with letters OCR read for digits ("$62.OOO.OOO"): repaired, and doubted below.
  const readPrice = printedPrice === null ? null : parsePrice(printedPrice);
  const repairedPrice = printedPrice === null || readPrice !== null ? null : repairedOcrDigits(printedPrice);
  const precio = readPrice ?? (repairedPrice === null ? null : parsePrice(repairedPrice));
  if (priceClause && precio) {
    record.text('precio', bodyOffset + priceClause.index, priceClause[0].length);
    if (readPrice === null) record.doubt('precio', ['repaired_reading']);
    if (priceWordsDisagree(priceClause[1] ?? '')) record.doubt('precio', ['words_digits_mismatch']);
    else if (priceWordsAgree(priceClause[1] ?? '')) record.confirm('precio', SELF_CHECKED_CONFIDENCE);
  }

  const earlierTitle = new RegExp(String.raw`(?:${EARLIER_TITLE_CUE.source})\s*:?\s*(.{0,220})`, 'iu');
  // A margin note printed above the first transcription ("Inscripción anterior anotada a fs. …")
  // names it when the body does not; text above a later transcription is another inscription's.
  const firstTranscription = opening !== undefined && !openings.some((date) => date.index < opening.index);
  const inBody = earlierTitle.exec(body);
  const inMargin =
    !inBody && firstTranscription && opening ? earlierTitle.exec(text.slice(0, opening.index)) : null;
  const worn = inBody || inMargin ? null : wornEarlierTitleCue(body);
  // Where the earlier title's clause was read: its offset in the text, its length, the clause.
  const previous = inBody
    ? { index: bodyOffset + inBody.index, length: inBody[0].length, clause: inBody[1] ?? '' }
    : inMargin
      ? { index: inMargin.index, length: inMargin[0].length, clause: inMargin[1] ?? '' }
      : worn
        ? { ...worn, index: bodyOffset + worn.index }
        : null;
  // The clause ends with its sentence, a CBR copy's stop and dash ("… del año 2011.- Rol de …"): a
  // reference after it is another's, a margin note's lien ("… del año.- Al margen: Hipoteca fs.
  // 188 N° 121 / 2020") where a worn copy lost the earlier title's numbers.
  // So does a stop before a margin note ("… de 1999. Nota: Transferida a fs. 211 vta. …"): the
  // note's reference is the next title's, never the earlier one's.
  const clause = previous?.clause.split('.-')[0]?.split(NOTE_AFTER_STOP)[0] ?? '';
  // A número the copy prints as illegible leaves it blank; the fojas and year still stand.
  const previousRef = clause ? (findInscriptionRef(clause) ?? findIllegibleNumberRef(clause)) : null;
  const previousOffice = clause ? namedConservador(earlierTitleClause(clause, previousRef)) : null;
  if (previous) record.text('fojas_anterior', previous.index, previous.length);
  if (worn) record.doubt('fojas_anterior', ['repaired_reading']);
  if (previous && previousRef?.ano && yearWordsCut(clause)) {
    record.text('ano_anterior', previous.index, previous.length);
    record.doubt('ano_anterior', ['ocr_low_confidence']);
  }
  if (previous && previousRef)
    for (const field of numberWordsCut(clause)) {
      record.text(`${field}_anterior`, previous.index, previous.length);
      record.doubt(`${field}_anterior`, ['ocr_low_confidence']);
    }
  // The clause names an office no list places (a name OCR damaged): the issuing office that stands
  // in for it is a guess.
  if (
    previous?.clause &&
    previousRef &&
    !previousOffice &&
    OFFICE_WORD.test(earlierTitleClause(previous.clause, previousRef))
  ) {
    record.text('conservador_anterior', previous.index, previous.length);
    record.doubt('conservador_anterior', ['inferred']);
  }

  // "Rol de avalúo número 1285-68", "Rol de Avalúo N°3412-17", "Rol Avalúo: 210-33", "Rol S.I.I.
  // N° 512-33", "Roles de avalúo (números) 1820-114 y 1820-265" (the first), a subdivided lot's "Rol
  // de avalúo matriz número 88-4", glued or OCR-read ("Roldeava1úo"), else a bare "Rol 745-88" or
  // "Roles 2811-204, 2811-387 y …" that is no court case's.
  const rol =
    /\brol(?:es)?\s*(?:(?:de\s*)?ava[l1][úu]os?(?:\s+(?:fiscal|matriz))?|(?:del\s+)?s\.?\s?i\.?\s?i\.?)\s*(?:números?\s*|:\s*)?(\d{1,6}\s*-\s*\d{1,6})/iu.exec(
      normalized.text,
    ) ??
    /(?<!causa\s|juicio\s)\brol(?:es)?\s*(?:números?\s*|:\s*)?(\d{1,6}\s*-\s*(?!(?:19|20)\d\d\b)\d{1,6})\b/iu.exec(
      normalized.text,
    );
  if (rol) record.normalized('rol_avaluo', rol.index, rol[0].length);
  const rolInWords = rol ? null : rolSpelledOut(normalized.text);
  if (rolInWords) record.normalized('rol_avaluo', rolInWords.index, rolInWords.length);
  // The property's comuna: in its description, after its rol, else anywhere but a person's domicile.
  const rolTail = rol
    ? normalized.text.slice(rol.index + rol[0].length, rol.index + rol[0].length + 120)
    : '';
  const comuna =
    propertyComuna(descripcion ?? '') ??
    propertyComuna(rolTail.split(/\.\s|requirente/iu)[0] ?? '') ??
    propertyComuna(body) ??
    propertyComuna(normalized.text) ??
    // "ubicada en calle … de esta ciudad": the city the office is in.
    (/\bde\s+esta\s+ciudad\b/iu.test(descripcion ?? '') && hometown ? canonicalComuna(hometown) : null);

  const marginal = /Notas\s+Marginales\s*:?\s*(.+)$/iu.exec(text);
  const marginalNotes = marginal?.[1] ? [marginal[1].trim()] : [];
  if (certificationRef === null) notes.push(valueNotFound(document.file, 'inscription_reference'));

  const entry: RegistryEntry = {
    fecha_emision,
    conservador,
    ...inscriptionFields(certificationRef),
    codigo_verificacion: code,
    propietarios:
      sale && ownerSpans.length > 0 ? sellersDomicile(ownerSpans, propietarios, vendedores) : propietarios,
    descripcion_propiedad: descripcion,
    deslindes,
    rol_avaluo: rol?.[1] ? normalizeRol(rol[1]) : (rolInWords?.value ?? null),
    comuna,
    plano: planoValue,
    ...earlierTitleFields(previousRef, previousOffice?.name ?? conservador),
    fecha_registro: opening?.iso ?? practiced?.iso ?? null,
    notaria_comuna: kind === 'herencia' ? null : notariaComuna,
    notaria: kind === 'herencia' ? null : notaria,
    vendedores,
    precio,
  };
  const clauses = entry.propietarios.length === 0 ? numberedClauses(text) : [];
  if (clauses.length > 0) Object.assign(entry, clauseFields(clauses, entry, record, hometown));
  // The transcription read is dated in another year than the inscription the certification names
  // (an inscription's year is the year it was made): its date is misread, or, with an owner stated
  // before it, it is an earlier title the copy transcribes after the certified one, whose date a
  // worn copy lost. Its date is doubtful; in the second case, all its body gave.
  if (
    !annexed &&
    opening &&
    certificationRef?.ano &&
    certificationRef.yearFrom !== 'date' &&
    !opening.iso.startsWith(`${certificationRef.ano}-`)
  ) {
    const later = OWNERSHIP.test(text.slice(0, opening.index));
    for (const path of Object.keys(record.entries))
      if (later ? TRANSCRIPTION_FIELDS.test(path) : path === 'fecha_registro')
        record.doubt(path, ['transcription_other_year']);
  }
  const { act, inheritancePartition } = titleAct(text.slice(0, 2500), acquisition?.[0] ?? null, kind);
  const facts = {
    act,
    inheritancePartition,
    actSource: acquisition
      ? textSource(document, bodyOffset + acquisition.index, acquisition[0].length)
      : null,
    marginNotes: readMarginNotes(document),
    annexedTitle:
      annexAt === null
        ? null
        : {
            fecha_registro: annexOpening?.iso ?? null,
            source: annexOpening ? textSource(document, annexOpening.index, annexOpening.text.length) : null,
          },
  };
  return { value: { entry, acquisition: kind, marginalNotes, facts }, provenance: record.entries, notes };
}
