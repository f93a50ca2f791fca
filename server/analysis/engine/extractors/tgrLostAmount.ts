/*
 * A TGR certificate prints only the sections with debt, so a section it does not print is read as
 * no debt (0). A section it prints whose amount is lost ("TOTAL DEUDA NO VENCIDA LIQUIDADA: CL",
 * the line cut at the page's edge, or the figures torn or blotted after the currency) is not that:
 * its amount is unknown and is left empty rather than read as 0.
 */

/** After the label: its colon and a currency sign, or the start of one, with no figure after it. */
const CURRENCY_WITHOUT_FIGURES = /^[^\S\n]*:?[^\S\n]*(?:\$|c(?:lp?)?\b)[^\S\n]*(?:\n|$)/u;

/** Whether one of the section's labels is printed with a currency sign and no amount after it. */
export function amountLost(raw: string, labels: readonly RegExp[]): boolean {
  // Lower case without accents, as the labels are written; its line breaks kept.
  const text = raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return labels.some((label) => {
    const global = new RegExp(label.source, `${label.flags.replace('g', '')}g`);
    return [...text.matchAll(global)].some((match) =>
      CURRENCY_WITHOUT_FIGURES.test(text.slice(match.index + match[0].length)),
    );
  });
}

/**
 * A cuota's row stating it overdue with its amount ("2 | 4/2025 | 30-11-2025 | MOROSA | 751.960"),
 * the state a cell of its own (not "no vencida").
 */
const OVERDUE_CUOTA_ROW =
  /^[^\n]*(?<!\bno\s)(?<![\p{L}])(?:morosa|vencida|impaga)(?![\p{L}])[^\S\n]*\|?[^\S\n]*\$?[^\S\n]*\d{1,3}(?:\.\d{3})+[^\S\n]*\|?[^\S\n]*$/mu;

/**
 * Whether the certificate lists an overdue cuota with its amount: its overdue total, unread, is
 * then no zero by absence of its section, but an amount lost.
 */
export function overdueCuotaListed(raw: string): boolean {
  const text = raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return OVERDUE_CUOTA_ROW.test(text);
}
