/*
 * An amount cut at a thousands separator (issue #17): OCR reads "$59.143.557" as "$59.1" or
 * "$124.)", and the reader keeps the digits before the separator, which still add up with the
 * other amounts cut alike. The printed number goes on after the value: it holds only its head.
 */

/** Keys of the report's amounts of money (appraisals, debts). */
const AMOUNT_KEY = /^(?:avaluo_|total_deuda|monto)/;

export const isAmountKey = (key: string) => AMOUNT_KEY.test(key);

/** The ways an amount is printed: its digits alone or grouped by thousands with "." or ",". */
function printedForms(value: number): string[] {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = (separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return [...new Set([grouped('.'), grouped(','), digits])];
}

/**
 * True when the amount is printed in the snippet as the head of a longer number: its digits
 * followed by a separator and more than the end of a sentence or the ".-" of a deed ("$59.1",
 * "$ 124.)", "65,40R").
 */
export function amountCutAtSeparator(value: number, snippet: string): boolean {
  if (value <= 0) return false;
  return printedForms(value).some((form) =>
    new RegExp(`(?<![\\d.,])${form.replace(/\./g, '\\.')}(?=[.,][^\\s.,-])`).test(snippet),
  );
}
