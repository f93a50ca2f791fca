/*
 * A table row of amounts that ends in their total (issue #17): the TGR prints each debt's
 * capital, readjustment, interest and fines, then their sum. A row whose amounts do not add up to
 * its last one was misread (a digit OCR changed), and its total cannot be trusted.
 */

/** The row's amounts in order; OCR reads a lone zero as the letter O. */
function rowAmounts(row: string): number[] {
  return (row.match(/\d[\d.,]*|(?<![\p{L}\d])[oO](?![\p{L}\d])/gu) ?? []).map((amount) =>
    /^[oO]$/.test(amount) ? 0 : Number(amount.replace(/[.,]/g, '')),
  );
}

/** True when the row holds three amounts or more and those before the last do not add up to it. */
export function rowDoesNotAddUp(row: string): boolean {
  const amounts = rowAmounts(row);
  if (amounts.length < 3) return false;
  const total = amounts.at(-1) ?? 0;
  return amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0) !== total;
}
