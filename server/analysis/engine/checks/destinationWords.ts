import { foldAccents, SII_DESTINATION_WORDS } from '../../../../common/vocabularies';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';

/*
 * An SII appraisal's destino is a destination of SII's roll ("HABITACIONAL", "BODEGA Y
 * ALMACENAJE"): words of a column's label ("AVALÚO AFECTO" read from the next cell of a table
 * whose columns the reader misplaced) or of another field are no destination.
 */

const DESTINATIONS: ReadonlySet<string> = new Set(SII_DESTINATION_WORDS);

/** Words of the appraisal's other labels: a destino holding one was read from the wrong cell. */
const LABEL_WORDS = new Set(['avaluo', 'afecto', 'exento', 'total', 'rol', 'comuna', 'direccion', 'destino']);

/** An amount's sign or digits: a destino holding them runs into the amounts' cells. */
const AMOUNT_MARK = /[$\d]/u;

/**
 * True when the destino names no destination of SII's roll, or holds another label's words or an
 * amount's sign or digits ("$ HABITACIONAL").
 */
export function notADestination(value: string): boolean {
  const words = foldAccents(value).match(/[a-z]+/g) ?? [];
  return (
    !words.some((word) => DESTINATIONS.has(word)) ||
    words.some((word) => LABEL_WORDS.has(word)) ||
    AMOUNT_MARK.test(value)
  );
}

/** A comuna's name runs to five words ("SAN JUAN DE LA COSTA"). */
const MAX_COMUNA_WORDS = 5;

/**
 * True when the destino opens with a comuna's name before a destination ("RIO NEGRO AGRICOLA"):
 * the row's comuna cell glued to it, the gap between them lost by the text layer.
 */
export function comunaOpensDestination(value: string): boolean {
  const words = value.trim().split(/\s+/u);
  for (let take = Math.min(MAX_COMUNA_WORDS, words.length - 1); take >= 1; take--)
    if (canonicalComuna(words.slice(0, take).join(' ')) && !notADestination(words.slice(take).join(' ')))
      return true;
  return false;
}
