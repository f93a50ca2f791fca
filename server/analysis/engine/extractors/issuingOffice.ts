import { canonicalConservador, type Conservador } from '../../../../common/vocabularies/conservadores';
import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import { signingPlace } from '../reading/assign';
import { findDates } from '../text/dates';
import { leadingComuna, titleCase } from './shared';
import { canonicalComuna, comunaAmongWords } from '../../../../common/vocabularies/comunas';

/** Where the issue date was read, in the raw page text or the normalised body. */
type IssuedAt = { index: number; in: 'raw' | 'normalized' };

export interface OfficeFound {
  name: string;
  confidence: number;
  /** Where it was read: the raw page text or the normalised body. */
  index: number;
  in: 'raw' | 'normalized';
}

/**
 * An office's title and the words that may stand between it and its city: "Conservador de Bienes
 * Raíces de", "Conservadora Suplente de Bienes Raíces, Comercio y Minas de", "Notario Público y
 * Conservador de", "Notaría y Conservaduría de" (the office rather than its holder), "C.B.R. de",
 * "CBR", and the territory it serves ("de la Provincia de", "de la ciudad de", "del Departamento
 * de", "de la Agrupación de Comunas de"). The city follows.
 */
const OFFICE_TITLE =
  /(?:\bconservador[a]?|\bconservadur[íi]a|(?<!\p{L})c\.?\s?b\.?\s?r\.?(?=[\s,]))((?:[\s,]+(?:de|del|la|bienes|ra[íi]ces|y|e|comercio|minas|aguas|archivero|archivo|judicial|titular|suplente|interin[oa]|subrogante|provincia|ciudad|comunas?|departamento|agrupaci[óo]n)(?!\p{L}))*)[\s,]+/giu;

/** A territory word in a title: the province, department or comunas the office serves. */
const TERRITORY = /(?<!\p{L})(?:provincia|departamento|agrupaci[óo]n|comunas?)(?!\p{L})/iu;
/**
 * Words before a mention that make it the office of an earlier title, not the issuer, in its
 * sentence (a number's thousands dot, "fojas 1.455", ends none), or the title a causante's or a
 * seller's property was inscribed under ("El dominio del causante rolaba inscrito a …"); the reference between may be
 * spelled in words ("a fojas setenta y siete número sesenta y uno del año mil novecientos …").
 */
const EARLIER_TITLE =
  /(?:anterior|adquiri[óo]|seg[úu]n\s+inscripci[óo]n|\b(?:causante|vendedor[a]?|tradente|aportante|donante)\b[^.]{0,40}?\brolaba)(?:[^.]|\.(?=\d)){0,220}$/iu;
/**
 * Words before a mention that make it the office records came from, not the issuer: "los
 * antecedentes traspasados desde el Conservador de …", "índices remitidos por el Conservador de …",
 * "según certificado tenido a la vista del Conservador de …" (the office before this one opened).
 */
const RECORDS_FROM =
  /(?:traspasad|transferid|remitid|provenientes?|procedentes?|trasladad|antecedentes|archivos|[íi]ndices|a\s+la\s+vista)[^.]{0,60}?\b(?:desde|de|del|por)(?:\s+(?:el|la))?\s*$/iu;
/**
 * A plan archived in another office's registry: "plano archivado bajo el Nº 88 en el Registro … del
 * Conservador de …", "plano de subdivisión archivado bajo el número 88 … en el Conservador de …".
 */
const PLAN_ARCHIVED = /\bplano(?:\s+de\s+\p{L}+)?\s+(?:archivad|agregad|protocolizad)[oa][^.]{0,120}$/iu;
/**
 * How far before a mention its sentence is searched for those words: an earlier title's reference
 * spelled in words ("según inscripción de fojas dos mil ciento cuarenta número mil trescientos
 * setenta y siete del Registro de Propiedad del año mil novecientos noventa y ocho del
 * Conservador de …") runs to EARLIER_TITLE's reach.
 */
const EARLIER_WINDOW = 260;
/** Whether the words before a mention make it another office than the issuer. */
const anotherOffice = (before: string) =>
  EARLIER_TITLE.test(before) || RECORDS_FROM.test(before) || PLAN_ARCHIVED.test(before);
/** Words after a mention that make it the issuer speaking: "El Conservador … certifica". */
const CERTIFYING = /^[^.]{0,60}?\b(?:certific[oa]|que\s+suscribe|infrascrit[oa]|suscrit[oa])\b/iu;
/** A heading or a sign-off: the first and last characters of a document. */
const EDGE_CHARACTERS = 500;

interface Mention {
  name: Conservador;
  index: number;
  score: number;
}

/** The listed office among the one to four words after a title ("San Miguel, 10 de …" → San Miguel). */
function cityAfter(text: string): Conservador | null {
  const words = text
    .slice(0, 60)
    .split(/[\s,.;:()\-–]+/)
    .filter(Boolean);
  for (let take = Math.min(4, words.length); take >= 1; take--) {
    const name = canonicalConservador(words.slice(0, take).join(' '));
    if (name) return name;
  }
  return null;
}

/** Every listed office the text names by its title, with how strongly its context says "issuer". */
function officeMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const match of text.matchAll(OFFICE_TITLE)) {
    const title = match[0];
    const abbreviated = !/^conservad/iu.test(title);
    // A full title reaches its city through "de" (the city's article taken in: "de La Unión"), or
    // a signature block prints the city on the title's next line; the abbreviation may stand right
    // before it.
    if (!abbreviated && !/\bdel?(?:[\s,]+la)?[\s,]+$|ra[íi]ces[ \t,]*\n\s*$/iu.test(title)) continue;
    // The title's last word may be the city's first ("CBR LA LIGUA", "CBR LOS ÁNGELES").
    const lastWord = /(?:la|las|los|el)[\s,]+$/iu.exec(title);
    const name =
      cityAfter(text.slice(match.index + title.length)) ??
      (lastWord ? cityAfter(text.slice(match.index + lastWord.index)) : null);
    if (!name) continue;
    const before = text.slice(Math.max(0, match.index - EARLIER_WINDOW), match.index);
    const after = text.slice(match.index, match.index + 160);
    const atEdge = match.index < EDGE_CHARACTERS || match.index > text.length - EDGE_CHARACTERS;
    // "Provincia de Petorca" under a heading names the territory the office serves, which may
    // bear another place's name than the office's own ("CBR La Ligua"): a weaker mention.
    const territory = TERRITORY.test(title) && !lastWord ? 1 : 0;
    // Another office's mention stays below any other, whatever verb follows it ("traspasados desde el
    // Conservador de X, CERTIFICO": the issuer certifies).
    const score = anotherOffice(before)
      ? -3
      : (CERTIFYING.test(after) ? 2 : 0) + (atEdge ? 1 : 0) - territory;
    mentions.push({ name, index: match.index, score });
  }
  return mentions;
}

/**
 * The office named in the text ("Conservador de Bienes Raíces de San Miguel", "CBR Coquimbo"),
 * canonical: the one that certifies, heads or signs the document before one cited as an earlier
 * title's office; among equals, the first.
 */
export function namedConservador(text: string): { name: Conservador; index: number } | null {
  const best = bestMention(text);
  return best ? { name: best.name, index: best.index } : null;
}

function bestMention(text: string): Mention | null {
  return officeMentions(text).reduce<Mention | null>(
    (chosen, mention) => (chosen === null || mention.score > chosen.score ? mention : chosen),
    null,
  );
}

/** The office a place name stands for, trying its last one to four words ("En Concepción" → Concepción). */
export function officeOfPlace(place: string): Conservador | null {
  const words = place.split(/\s+/).filter(Boolean);
  for (let take = Math.min(4, words.length); take >= 1; take--) {
    const name = canonicalConservador(words.slice(-take).join(' '));
    if (name) return name;
  }
  return null;
}

/**
 * Sites that belong to one office (chilean-documents.md §13): Santiago's own domain, San Miguel's
 * verification service. Shared services (fojas.cl, cbrchile.cl, ajs.cl) name no office.
 */
const OFFICE_SITES: readonly { site: RegExp; name: Conservador }[] = [
  { site: /\b(?:www\.)?conservador\.cl\b/iu, name: 'Santiago' },
  { site: /\b(?:www\.)?veridoc\.cl\b/iu, name: 'San Miguel' },
];

/** Santiago's copy code `cpv4b7e21a-0` (§13): only that office prints it. */
const SANTIAGO_COPY_CODE = /\bcpv[0-9a-f]{6,7}-0\b/iu;

/** The office's own domain: `www.cbrconcepcion.cl`, `conservadorsanmiguel.cl`, `cbr-vina.cl`. */
function officeOfDomain(raw: string): OfficeFound | null {
  for (const site of raw.matchAll(
    /\b(?:www\.)?(?:cbr|conservador(?:de)?(?:bienesraices)?(?:de)?)-?([a-z]+)\.cl\b/giu,
  )) {
    const name = canonicalConservador(site[1] ?? '');
    if (name) return { name, confidence: 0.6, index: site.index, in: 'raw' };
    // An office the list does not hold, its comuna in the domain (`www.cbrpuyehue.cl`): doubtful.
    const comuna = canonicalComuna(site[1] ?? '');
    if (comuna) return { name: comuna, confidence: DOUBTFUL_CONFIDENCE, index: site.index, in: 'raw' };
  }
  for (const { site, name } of OFFICE_SITES) {
    const match = site.exec(raw);
    if (match) return { name, confidence: DOUBTFUL_CONFIDENCE, index: match.index, in: 'raw' };
  }
  const code = SANTIAGO_COPY_CODE.exec(raw);
  return code ? { name: 'Santiago', confidence: DOUBTFUL_CONFIDENCE, index: code.index, in: 'raw' } : null;
}

/**
 * A title of an office and its city: "Conservador de Bienes Raíces de", "Notario y Conservador
 * de", the office rather than its holder ("NOTARÍA Y CONSERVADURÍA DE …"), or its abbreviation
 * heading a line ("CBR TIERRA AMARILLA", "C.B.R. de Pucón").
 */
const UNLISTED_TITLE =
  /(?:conservador[a]?|conservadur[íi]a)(?:\s+de\s+bienes\s+ra[íi]ces)?(?:\s+de\s+la\s+(?:provincia|ciudad|comuna)|\s+del\s+departamento)?\s+de\s+(?!(?:bienes|comercio|minas|aguas|propiedad)(?!\p{L}))|^[ \t]*c\.?[ \t]?b\.?[ \t]?r\.?[ \t]+(?:de[ \t]+)?(?=\p{L})/gimu;

/**
 * An office the list does not hold (offices created in 2017, mostly notario-conservadores, and
 * those the field guide marks uncertain): named on a line of its own ("CONSERVADOR DE BIENES
 * RAÍCES DE PUCÓN") and taken as printed, or named anywhere when the place is a comuna ("El
 * Notario y Conservador de Santa Juana que suscribe"), else the comuna the document is signed in
 * ("Coelemu, 2 de octubre de 2025"). Doubtful, since no list confirms it.
 */
function unlistedOffice(raw: string, signed: string | null, issued: IssuedAt | null): OfficeFound | null {
  const titled = unlistedTitles(raw).next();
  if (!titled.done) return titled.value;
  const comuna = signed ? officeComuna(signed) : null;
  return comuna && issued
    ? { name: comuna, confidence: DOUBTFUL_CONFIDENCE, index: issued.index, in: issued.in }
    : null;
}

/** Offices the list does not hold, named by their title (see unlistedOffice), in order. */
function* unlistedTitles(raw: string): Generator<OfficeFound> {
  for (const title of raw.matchAll(UNLISTED_TITLE)) {
    if (anotherOffice(raw.slice(Math.max(0, title.index - EARLIER_WINDOW), title.index))) continue;
    const from = title.index + title[0].length;
    // Up to four words, as comunas have ("SAN PEDRO DE ATACAMA", not San Pedro).
    const words = /^\p{L}+(?:[ \t]+\p{L}+){0,3}/u.exec(raw.slice(from))?.[0] ?? '';
    // Alone on its line, or ending it before a separator a footer puts between its parts ("… de
    // Isla Negra · Código …", "… | www…"): the words after it are no part of the office's name.
    const alone = /^[ \t.]*(?:\n|$|[·•|](?:[ \t]|$))/u.test(raw.slice(from + words.length));
    const comuna = leadingComuna(words);
    const name = alone && !comuna ? titleCase(words) : comuna;
    if (name) yield { name, confidence: DOUBTFUL_CONFIDENCE, index: from, in: 'raw' };
  }
}

/** The comuna a signing place ends with ("En Coelemu" → Coelemu). */
function officeComuna(place: string): string | null {
  return comunaAmongWords(place.split(/\s+/).filter(Boolean), 'last');
}

/**
 * A date in words closed by ".-", as an inscription opens ("dieciocho de marzo de dos mil
 * veintiuno.-"), or by a stop before its first party ("… de dos mil catorce. Don HERNÁN …").
 */
const OPENING_CLOSE =
  /^\s*\.(?:\s*-|\s+(?=(?:[Dd]on|[Dd]o[ñn]a|DON|DO[ÑN]A)(?!\p{L})|\p{Lu}{3,}(?:\s+\p{Lu}{2,})+))/u;

/**
 * The office an inscription the document transcribes was made in: the place its opening signs
 * ("Villa Alemana, dieciocho de marzo de dos mil veintiuno.- INMOBILIARIA …"), the office whose
 * registry holds it and so copies it; a comuna without a listed office, doubtful; null when
 * no place signs one.
 */
function openingOffice(raw: string): OfficeFound | null {
  for (const date of findDates(raw)) {
    if (/^\d/u.test(date.text) || !OPENING_CLOSE.test(raw.slice(date.index + date.text.length))) continue;
    const place = signingPlace(raw, date.index);
    const name = place ? officeOfPlace(place) : null;
    if (name) return { name, confidence: 0.8, index: date.index, in: 'raw' };
    // A comuna the list holds no office of: taken as printed, doubtful (see unlistedOffice).
    const comuna = place ? officeComuna(place) : null;
    if (comuna) return { name: comuna, confidence: DOUBTFUL_CONFIDENCE, index: date.index, in: 'raw' };
  }
  return null;
}

/**
 * With no office named, signing or heading the copy, the place the inscription it transcribes was
 * made in ("Curacautin, tres de septiembre de … .- Don …") is the office that keeps it: the copy's
 * issuer by its habit, not its words, so doubtful.
 */
function doubtful(office: OfficeFound | null): OfficeFound | null {
  return office && { ...office, confidence: Math.min(office.confidence, DOUBTFUL_CONFIDENCE) };
}

/**
 * The CBR that issued a document: the office it names, wherever (heading, certification,
 * signature block or footer: "Conservador de Bienes Raíces de Lota", "CBR La Serena"), else the
 * place it signs the issue date with ("La Serena, 26 de Junio de 2025"), else its web address
 * (`www.cbrconcepcion.cl`) or a verification site or code only one office uses, marked less sure.
 */
export function issuingOffice(raw: string, text: string, issued: IssuedAt | null): OfficeFound | null {
  const named = bestMention(raw);
  const found: OfficeFound | null = named && {
    name: named.name,
    confidence: 0.9,
    index: named.index,
    in: 'raw',
  };
  // A listed office named mid-text, neither certifying nor heading or signing ("plano archivado en
  // el Registro … del Conservador de Rancagua"), yields to an unlisted one heading the document.
  const heading =
    named && named.score < 1
      ? [...unlistedTitles(raw)].find(
          // A comuna's name: a damaged title's words ("BLENES RAÍCES") name no office.
          (title) =>
            title.index < EDGE_CHARACTERS &&
            canonicalConservador(title.name) === null &&
            canonicalComuna(title.name) !== null,
        )
      : undefined;
  if (heading) return heading;
  if (found && named && named.score >= 0) return found;
  const place = issued ? signingPlace(issued.in === 'raw' ? raw : text, issued.index) : null;
  const signed = place ? officeOfPlace(place) : null;
  const other =
    signed && issued
      ? { name: signed, confidence: 0.8, index: issued.index, in: issued.in }
      : (officeOfDomain(raw) ??
        (found ? openingOffice(raw) : null) ??
        unlistedOffice(raw, place, issued) ??
        doubtful(found ? null : openingOffice(raw)));
  // Named only as another office (an earlier title's, the one records came from), it yields to
  // another office any other sign gives: the signing place, the web address, the place the
  // inscription it transcribes was made in, an unlisted office.
  return found && (!other || other.name === found.name) ? found : other;
}
