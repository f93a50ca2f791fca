import { foldLower } from '../text/folded';

/*
 * A copy's margin heads its act with the parties, surnames first ("COMPRAVENTA / INVERSIONES X SpA
 * / a / PÉREZ SOTO JUAN"). Where the body's sentence runs over a page, the text read the margin
 * column between the page's last words and the next page's first, inside the acquisition clause:
 * the clause then seems to name the margin's parties as more sellers. A seller named again with
 * its words reordered, or the owner the inscription is for, is that margin, no other party.
 */

/** The act a margin heads its parties with ("COMPRAVENTA INVERSIONES …" read as one name). */
const ACT_HEADING =
  /^(?:compraventa|donacion|herencia|adjudicacion|permuta|aporte|dacion\s+en\s+pago|transferencia|cesion|particion)\s+/u;

/** A name's words, folded and sorted: the same name whichever order it is printed in. */
function nameKey(name: string): string {
  const folded = foldLower(name).replace(ACT_HEADING, '');
  return (folded.match(/\p{L}+/gu) ?? []).sort().join(' ');
}

/**
 * The sellers' spans without the margin's copies: a name whose words are those of an owner or of
 * a seller named before it (order aside, an act heading before it aside).
 */
export function withoutMarginParties<T extends { name: string }>(sellers: T[], ownerNames: string[]): T[] {
  const seen = new Set(ownerNames.map(nameKey));
  return sellers.filter((seller) => {
    const key = nameKey(seller.name);
    if (key.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
