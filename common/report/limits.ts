import limits from './limits.json' with { type: 'json' };

/**
 * Sizes a real title study never reaches, so that one report cannot take the renderer or the
 * database down (a 200 KB paragraph alone takes pdfmake seconds to lay out). `limits.json` is the
 * one definition: the report schema applies it field by field, and pb_hooks/reportLimits.pb.js
 * applies its outer bounds (any text, any list, the whole report) to every save through the API,
 * and the renderer breaks long words and budgets its time by the same numbers, so that whatever
 * can be saved can be rendered.
 */
export const REPORT_LIMITS = limits satisfies {
  /** Names, RUTs, codes, places, amounts written as text: one line. */
  shortText: number;
  /** Descriptions, boundaries, prices, observations: a few pages at most. */
  longText: number;
  /** Items of any list (inscriptions, owners, liens, notes…). */
  listItems: number;
  /** The whole report as JSON. */
  reportChars: number;
  /**
   * Longest run of characters the PDF sets unbroken: longer "words" (pasted codes, URLs, a key held
   * down) are broken there, as a line cannot hold more anyway, and pdfmake lays out an unbreakable
   * 18,000-character word in quadratic time (18 s for one).
   */
  unbrokenWordChars: number;
  /** A render's time budget: this much for any report… */
  renderBaseSeconds: number;
  /** …plus this much per million characters of JSON (the largest report renders in about 8 s). */
  renderSecondsPerMillionChars: number;
};

/** How long rendering `reportChars` characters of report may take before it is given up. */
export const renderBudgetMs = (reportChars: number): number =>
  Math.round(
    (REPORT_LIMITS.renderBaseSeconds + (REPORT_LIMITS.renderSecondsPerMillionChars * reportChars) / 1e6) *
      1000,
  );
