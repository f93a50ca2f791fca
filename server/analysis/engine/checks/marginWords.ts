import { foldAccents } from '../../../../common/vocabularies/comparisonKey';

/*
 * A copy's margin notes ("CANCELADA", "Transferida a …", "Hipoteca fs. …") are printed beside its body;
 * on a worn scan OCR may read the margin's lines into the body's, and a word of the margin lands
 * inside a boundary or the property's description ("sitio número CANCELADA"). Such words, in
 * capitals inside prose, are no part of the value.
 */

/**
 * What a margin note says of the inscription's state (folded: lower case, no accents); not the
 * acquisition's kind ("DONACIÓN", "COMPRAVENTA"), which a description may open with.
 */
const MARGIN_WORDS: ReadonlySet<string> = new Set(
  'cancelada cancelado cancelacion transferida transferido vigente alzamiento alzada subinscripcion marginal repertorio'.split(
    ' ',
  ),
);

/** The values written as prose a margin's words may be read into. */
const PROSE_KEYS = new Set(['propiedad', 'descripcion_propiedad']);

/** True when a prose value read by OCR holds a margin note's word in capitals. */
export function marginWordInProse(key: string, value: string): boolean {
  if (!PROSE_KEYS.has(key)) return false;
  return (value.match(/\p{Lu}{5,}/gu) ?? []).some((word) => MARGIN_WORDS.has(foldAccents(word)));
}
