import type { EstadoCivil } from '../../../../common/vocabularies/estadoCivil';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import { canonicalConservador } from '../../../../common/vocabularies/conservadores';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { signingPlace } from '../reading/assign';
import { findDates, type FoundDate } from '../text/dates';
import { DOUBTFUL_CONFIDENCE } from '../provenance';
import { NUMBER_WORDS, leadingNumberWords } from '../text/numberWords';

export { cleanName, isCompany, upperNames } from '../text/names';

/** Estado civil from the words around a person ("casada y separada totalmente de bienes" → casado_con_separacion_de_bienes). */
export function estadoCivil(text: string): EstadoCivil | null {
  const folded = foldAccents(text);
  if (/separad[oa]s? (totalmente )?de bienes|separacion (total )?de bienes/.test(folded)) {
    return /casad[oa]/.test(folded) ? 'casado_con_separacion_de_bienes' : null;
  }
  if (/\bdivorciad[oa]s?\b/.test(folded)) return 'divorciado';
  if (/\bviud[oa]s?\b/.test(folded)) return 'viudo';
  if (/\bsolter[oa]s?\b/.test(folded)) return 'soltero';
  if (/\bcasad[oa]s?\b/.test(folded)) return 'casado';
  return null;
}

/** The comuna at the start of the text ("Las Condes, Región …" → Las Condes), trying one to four words. */
export function leadingComuna(text: string): string | null {
  const words = text.split(/[\s,.;:()-]+/).filter(Boolean);
  for (let take = Math.min(4, words.length); take >= 1; take--) {
    const comuna = canonicalComuna(words.slice(0, take).join(' '));
    if (comuna) return comuna;
  }
  return null;
}

/** Conservador office named in the text ("Conservador de Bienes Raíces de San Miguel"), canonical. */
export function namedConservador(text: string): { name: string; index: number } | null {
  const pattern =
    /conservador(?:\s+de\s+bienes\s+ra[íi]ces)?(?:\s+y\s+comercio)?\s+de\s+([\p{L}\s]{3,40})/giu;
  for (const match of text.matchAll(pattern)) {
    const words = (match[1] ?? '').split(/\s+/).filter(Boolean);
    for (let take = Math.min(4, words.length); take >= 1; take--) {
      const name = canonicalConservador(words.slice(0, take).join(' '));
      if (name) return { name, index: match.index };
    }
  }
  return null;
}

/** The office a place name stands for, trying its last one to four words ("En Concepción" → Concepción). */
function officeOfPlace(place: string): string | null {
  const words = place.split(/\s+/).filter(Boolean);
  for (let take = Math.min(4, words.length); take >= 1; take--) {
    const name = canonicalConservador(words.slice(-take).join(' '));
    if (name) return name;
  }
  return null;
}

export interface OfficeFound {
  name: string;
  confidence: number;
  /** Where it was read: the raw page text or the normalised body. */
  index: number;
  in: 'raw' | 'normalized';
}

/**
 * The CBR that issued a document: the office it names ("Conservador de Bienes Raíces de Lota"),
 * else the place it signs the issue date with ("CBR La Serena, 26 de Junio de 2025"), else its web
 * address (`www.cbrconcepcion.cl`, `www.conservadorcurico.cl`), marked less sure.
 */
export function issuingOffice(
  raw: string,
  text: string,
  issued: { index: number; in: 'raw' | 'normalized' } | null,
): OfficeFound | null {
  const named = namedConservador(raw);
  if (named) return { name: named.name, confidence: 0.9, index: named.index, in: 'raw' };
  const place = issued ? signingPlace(issued.in === 'raw' ? raw : text, issued.index) : null;
  const signed = place ? officeOfPlace(place) : null;
  if (signed && issued) return { name: signed, confidence: 0.8, index: issued.index, in: issued.in };
  for (const site of raw.matchAll(/www\.(?:cbr|conservador(?:de)?)([a-z]+)\.cl/giu)) {
    const name = canonicalConservador(site[1] ?? '');
    if (name) return { name, confidence: 0.6, index: site.index, in: 'raw' };
  }
  return unlistedOffice(raw);
}

/**
 * An office the list does not hold, named on a line of its own ("CONSERVADOR DE BIENES RAÍCES DE
 * PUCÓN"): taken as printed, and doubtful, since no list confirms it.
 */
function unlistedOffice(raw: string): OfficeFound | null {
  const match = /conservador\s+de\s+bienes\s+ra[íi]ces\s+de\s+(\p{L}+(?:[ \t]+\p{L}+){0,2})[ \t.]*$/imu.exec(
    raw,
  );
  const place = match?.[1];
  if (!match || !place) return null;
  return {
    name: titleCase(place),
    confidence: DOUBTFUL_CONFIDENCE,
    index: match.index + match[0].indexOf(place),
    in: 'raw',
  };
}

/** Dates introduced by a place ("Santiago, 8 de septiembre de 2025"): how documents sign off. */
export function placeDates(text: string): (FoundDate & { place: string })[] {
  return findDates(text).flatMap((date) => {
    const before = text.slice(Math.max(0, date.index - 60), date.index);
    const match = /([\p{Lu}][\p{L}]+(?:\s+[\p{L}]+){0,3}),\s*(?:a\s+)?$/u.exec(before);
    return match?.[1] ? [{ ...date, place: match[1] }] : [];
  });
}

/** Verification code after the usual labels (`Código de verificación: cpv03858d-0`, `Verifique con el código K7PD-4RX2M-19`). */
export function verificationCode(raw: string): { value: string; index: number } | null {
  const match =
    /c[óo]digo\s+(?:de\s+)?verificaci[óo]n\s*:?\s*([A-Za-z0-9][A-Za-z0-9-]{4,})/i.exec(raw) ??
    /verifique con el c[óo]digo\s*:?\s*([A-Za-z0-9][A-Za-z0-9-]{4,})/i.exec(raw);
  if (!match?.[1]) return null;
  return { value: match[1], index: match.index + match[0].indexOf(match[1]) };
}

// Longest words first so "doscientos" is not read as "dos".
const NUMBER_IN_WORDS = `(?:(?:${[...NUMBER_WORDS].sort((a, b) => b.length - a.length).join('|')})\\b\\s*)+`;
const STREET = new RegExp(
  `\\b(calle|avenida|av\\.|pasaje|pje\\.|camino|paseo|callej[oó]n)\\s+((?:[\\p{Lu}][\\p{L}.'-]*\\s+|de\\s+|del\\s+|la\\s+|las\\s+|los\\s+|el\\s+)+?)(?:n[úu]mero|n[º°]|#)?\\s*(\\d+|${NUMBER_IN_WORDS})`,
  'iu',
);

/**
 * Street address with digits from a description that may spell numbers in words:
 * "calle Suecia número dos mil ochocientos setenta y uno" → "calle Suecia 2871".
 */
export function streetAddress(text: string): { value: string; index: number } | null {
  const match = STREET.exec(text);
  if (!match) return null;
  const rawNumber = (match[3] ?? '').trim();
  const number = /^\d+$/.test(rawNumber) ? Number(rawNumber) : leadingNumberWords(rawNumber)?.value;
  if (number === undefined || number === null) return null;
  const kind = (match[1] ?? '').toLowerCase();
  const name = (match[2] ?? '').trim().replace(/\s+/g, ' ');
  const titled = name === name.toUpperCase() ? titleCase(name) : name;
  return { value: `${kind} ${titled} ${number}`, index: match.index };
}

const LOWER_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

/** `LOS COPIHUES` → `Los Copihues`; particles stay lower-case. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
