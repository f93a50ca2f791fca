import limits from './limits.json' with { type: 'json' };

/**
 * Sizes a real title study never reaches, so that one report cannot take the renderer or the
 * database down (a 200 KB paragraph alone takes pdfmake seconds to lay out). `limits.json` is the
 * one definition: the report schema applies it field by field, and pb_hooks/reportLimits.pb.js
 * applies its outer bounds (any text, any list, the whole report) to every save through the API.
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
};
