import { canonicalComuna } from '../../../../common/vocabularies/comunas';

/*
 * An address a worn copy garbled in ways its shape still allows (issue #17): its street's name
 * lost before the number ("188, lote B": the number, then the rest), a lone "I", "l" or "L",
 * letters tesseract reads for one another ("L CARRERA PINTO 318" printed "I. CARRERA PINTO"), the
 * comuna it ends naming cut or garbled to no comuna of the list ("comuna de Ranca"), a number's
 * sign closing it without its number ("Parcela N'"), and specks
 * read as marks no address prints: one right after a connector ("comuna de, Constitución", "PB El,
 * CASTILLO"), a last part cut to one or two letters ("…, UÉ" for "OLMUÉ"), a
 * bracket never opened or never closed ("Manuel Rodríguez 1120)").
 */

/** A number opening the address and closed by a comma: the street's name before it was lost. */
const NUMBER_FIRST = /^\s*\d+[A-Za-z]?\s*,/u;

/** A word that is one of the letters OCR reads alike: capital I, lower-case l, capital L. */
const LOOK_ALIKE_LETTER = /(?:^|\s)[IlL](?=\s|\.|$)/u;

/** The comuna an address ends naming ("…, comuna de Graneros"). */
const LAST_COMUNA = /comuna\s+de\s+(\p{L}[\p{L} ]*)$/iu;

/** A connector a mark follows before the next word: the clause cannot end there. */
const MARK_AFTER_CONNECTOR = /(?<!\p{L})(?:de|del|el|en|la|los|las)\s*[,.;:]\s*\p{L}/iu;

/** A last part of one or two letters after a comma ("…, EL GRANIZO, UÉ"): a word OCR cut to its tail. */
const CUT_LAST_PART = /,\s*\p{L}{1,2}\.?\s*$/u;

/** A number's sign closing the address, its number lost ("Parcela N'", "Lote N°"). */
const SIGN_WITHOUT_NUMBER = /(?<!\p{L})(?:N\s*[°º'"]|Nro\.?|n[úu]mero)\s*$/iu;

/** True when the value holds a bracket of one side only. */
function unbalancedBrackets(value: string): boolean {
  const count = (pattern: RegExp) => [...value.matchAll(pattern)].length;
  return count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/\]/g);
}

/**
 * True when an address read by OCR lost its street's name, holds a letter read two ways, ends in no
 * comuna, or holds a mark no address prints.
 */
export function wornAddress(value: string): boolean {
  const comuna = LAST_COMUNA.exec(value.trim())?.[1];
  return (
    NUMBER_FIRST.test(value) ||
    LOOK_ALIKE_LETTER.test(value) ||
    (comuna !== undefined && canonicalComuna(comuna) === null) ||
    MARK_AFTER_CONNECTOR.test(value) ||
    SIGN_WITHOUT_NUMBER.test(value) ||
    CUT_LAST_PART.test(value) ||
    unbalancedBrackets(value)
  );
}
