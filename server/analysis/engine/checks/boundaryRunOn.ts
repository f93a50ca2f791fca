import { foldLower } from '../text/folded';
import { deedClauseInAddress } from './deedClauseInAddress';

/*
 * A boundary whose words run into the next side's (issue #17, "values repeated from another
 * field"): when OCR lost part of a side ("al Sur, en 9,80 metros con sitio núme[ro once]; al
 * Oriente, en 31,50 metros con sitio número cinco"), the reader finds that side's length or
 * neighbour past the next side's heading and gives it the next side's. A value of one boundary
 * holding another side's heading shows the run: its length and neighbour are doubtful (its side,
 * read from its own heading, is not).
 */

/** A side's heading inside a sentence of boundaries: "al Oriente", "Poniente:", "; SUR, en". */
// Or after a stop OCR read for the semicolon, the side's own mark lost ("… en quince! Sur con lote …").
const SIDE_HEADING =
  /\bal\s+(?:norte|sur|oriente|poniente|este|oeste)\b|\b(?:norte|sur|oriente|poniente)\s*[:;,]\s*(?:en|con)\b|[!?.;:,]\s*(?:norte|sur|oriente|poniente|este|oeste)\s+(?:en|con)\b/;

/**
 * Another stretch's length inside a neighbour ("lote ocho y el segundo de doce metros con lote
 * nueve"): the reader ran past the neighbour into the next segment of the same side.
 */
const ANOTHER_LENGTH = /\bmetros?\s+(?:con|y)\b|\btramos?\b/;

/** True when a boundary's value (its length, its neighbour) holds another side's heading or length. */
export function holdsSideHeading(value: string): boolean {
  const folded = foldLower(value);
  return SIDE_HEADING.test(folded) || ANOTHER_LENGTH.test(folded);
}

/** The boundary a path belongs to (`…deslindes[2].`), or null. */
const boundaryOf = (path: string) => /^.*\.deslindes\[\d+\]\./.exec(path)?.[0] ?? null;

/**
 * Paths of the fields besides the side of the boundaries one of whose values holds another
 * side's heading. `leaves`: the report's stated values with their paths.
 */
export function boundariesRunOn(leaves: readonly (readonly [string, unknown])[]): string[] {
  const runOn = new Set(
    leaves.flatMap(([path, value]) => {
      const boundary = boundaryOf(path);
      return boundary && !path.endsWith('.direccion') && typeof value === 'string' && holdsSideHeading(value)
        ? [boundary]
        : [];
    }),
  );
  return leaves.flatMap(([path]) => {
    const boundary = boundaryOf(path);
    return boundary && runOn.has(boundary) && !path.endsWith('.direccion') ? [path] : [];
  });
}

/**
 * A length inside a neighbour ("lote E en 25,00 metros, con pasaje Las Gaviotas"): the reader
 * splits a side's segments at their lengths, so a neighbour still holding one ran into the next
 * side, whose heading OCR lost. An area ("de 300 metros cuadrados") is the neighbour's own words.
 */
const LENGTH_INSIDE =
  /(?:\d+(?:[.,]\d+)?\s*|\ben\s+\p{L}+(?:\s+\p{L}+){0,4}\s+)(?:metros?|mts)\b(?!\s+cuadrados)/u;

/**
 * A margin note's words inside a neighbour ("ca-Nº 190 año 2021. lle Portales", "… 02-03-2021.
 * Prohibición fs. 260 …"): a copy's margin column read into the body's lines. A neighbour's own
 * words name a lot or a street, never an inscription's reference nor a date in figures.
 */
const NOTE_INSIDE =
  /\b(?:fs\.?|fojas)\s*\d|\bn[º°]\s*\d+\s+(?:del?\s+)?a[ñn]o\s+\d{4}|\b\d{1,2}-\d{1,2}-\d{4}\b/u;

/**
 * A party's RUT, or a deed's price or title clause, inside a neighbour ("Hijuela por compra ALFARO,
 * 6.854.219-7, casado, … por el precio de …"): the neighbour ran into the acquisition's sentence,
 * whose words a worn copy jumbled with the boundaries'. A neighbour names a lot, a street or a
 * person, never a RUT nor a price.
 */
const PARTY_RUT = /(?<![\d.])\d{1,2}\.\d{3}\.\d{3}-[\dkK](?![\d.])/u;

/**
 * Paths of the boundaries' neighbours that hold a length of their own, a margin note's words, or
 * a deed's (a party's RUT, the price).
 * A neighbour holding a length ran into the next side: the length read for it may be that side's
 * ("hijuela cinco en 318 metro E, hijuela tres en 302 metros" read as 302), so it is doubted too.
 */
export function neighboursHoldingForeignWords(leaves: readonly (readonly [string, unknown])[]): string[] {
  const stated = new Set(leaves.map(([path]) => path));
  return leaves.flatMap(([path, value]) => {
    if (!/\.deslindes\[\d+\]\.propiedad$/.test(path) || typeof value !== 'string') return [];
    const folded = foldLower(value);
    const length = path.replace(/propiedad$/, 'largo');
    if (LENGTH_INSIDE.test(folded)) return stated.has(length) ? [path, length] : [path];
    return NOTE_INSIDE.test(folded) || PARTY_RUT.test(value) || deedClauseInAddress(value) ? [path] : [];
  });
}

/**
 * A neighbour ending on a name's first two letters after its preposition ("camino a Li" of "camino
 * a Liucura"): OCR lost the rest of the name. No street, river or lot is named by two letters.
 */
const NAME_CUT_SHORT = /\b(?:a|al|de|del|en|la|las|los|el)\s+\p{Lu}\p{Ll}$/u;

/** Paths of the boundaries' neighbours cut short inside their name. */
export function neighboursCutShort(leaves: readonly (readonly [string, unknown])[]): string[] {
  return leaves.flatMap(([path, value]) =>
    /\.deslindes\[\d+\]\.propiedad$/.test(path) &&
    typeof value === 'string' &&
    NAME_CUT_SHORT.test(value.trim())
      ? [path]
      : [],
  );
}
