/*
 * Label blocks some registries print instead of sentences ("» A favor de ...... BANCO X",
 * "Monto ........ $18.000.000"): the dotted leader stands for the colon joining a label to its
 * value, and the bullet only opens the item. The leader is read as a colon and the bullet as a
 * space, at the same length, so readers find "A favor de : BANCO X" at the same offsets and
 * never read the dots, nor the next item's bullet, as part of a value.
 */

/**
 * A run of three or more dots (or an ellipsis) after a word, not a number's thousands marks; or
 * dots a space apart ("Comuna . . . . . LA UNION"); or two dots set apart by spaces, the leader of
 * a block's longest label ("Verificación .. SRV-…" under "Comuna ........ X"), not a stop's "etc..".
 */
const LEADER = /(?<=\S\s*)(?:\.{3,}|…+|\.(?:[ \t]\.){2,})(?=\s|$)|(?<=\S[ \t]+)\.\.(?=[ \t]+\S)/gu;
/** A bullet standing alone before an item's words: "»", "›". */
const BULLET = /(?<=^|\s)[»›](?=\s)/gu;

/**
 * A leader the colon it stands for is printed after ("Beneficiario ........: ESVAL S.A."), also
 * broken into groups of dots, as a worn copy reads it ("Inmueble .. ..: calle …").
 */
const LEADER_BEFORE_COLON = /(?<=\S\s*)(?:\.{3,}|…+|\.(?:[ \t]\.){2,}|\.{2,}(?:[ \t]+\.{2,})+)(?=[ \t]*:)/gu;

/** The text with its dotted leaders read as colons and its bullets blanked, offsets unchanged. */
export function leadersAsColons(text: string): string {
  return text
    .replace(LEADER_BEFORE_COLON, (leader) => ' '.repeat(leader.length))
    .replace(LEADER, (leader) => `:${' '.repeat(leader.length - 1)}`)
    .replace(BULLET, ' ');
}
