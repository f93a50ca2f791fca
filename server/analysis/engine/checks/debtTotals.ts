import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';

/*
 * A TGR certificate's totals (overdue and not yet due) are amounts of contribuciones in pesos:
 * every quarterly instalment is thousands of pesos, so a total under a thousand is another cell's
 * figure (an instalment's number, a year's last digits). Two totals alike come from two cells that
 * print the same amount: read from words that print it once, both were read from one cell; read at
 * the very same word box (a row of several roles whose cells the reader did not part), one cell
 * gave both, whatever it prints. A zero
 * read from words that print no zero, no dash and no sentence saying nothing is owed was not read
 * from its cell, and two zeros both deduced from sections the reader did not find (a certificate
 * prints what is owed or says nothing is) were not read at all.
 */

const TOTALS = ['total_deuda_vencida_liquidada', 'total_deuda_no_vencida_liquidada'] as const;

/** Below this, a non-zero total of contribuciones is not an amount of the certificate. */
export const SMALLEST_TOTAL = 1000;

/** Words that state there is nothing to pay. */
const NOTHING_OWED =
  /\bsin\s+deudas?\b|\bno\s+(?:registra|presenta|tiene|mantiene|posee|existe|adeuda)|\bnada\b|\bcero\b/i;

/** A printed zero or an empty amount cell: "0", "$ 0", "0,00", "-". */
const ZERO_PRINTED = /(?<![\d.,])0(?:[.,]0+)?(?![\d.,]*\d)|(?:^|\s)[-–—](?:\s|$)/;

/** The words with the hyphenated line breaks joined ("no regis- tra" → "no registra"). */
const joinedLines = (snippet: string) => snippet.replace(/(\p{L})-\s+(\p{Ll})/gu, '$1$2');

/** How many times an amount is printed in the words, with or without thousands separators. */
function timesPrinted(amount: number, snippet: string): number {
  const digits = String(amount);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[.,]');
  return [...snippet.matchAll(new RegExp(`(?<![\\d.,])(?:${grouped}|${digits})(?![\\d]|[.,]\\d)`, 'g'))]
    .length;
}

/** True when a zero total's words print no zero and say nothing of a debt being nil. */
export function zeroNotPrinted(snippet: string): boolean {
  return !ZERO_PRINTED.test(snippet) && !NOTHING_OWED.test(joinedLines(snippet));
}

/** True when two equal totals were read from the same words, which print the amount once. */
export function oneCellTwice(amount: number, one: Provenance, other: Provenance): boolean {
  return amount > 0 && one.snippet === other.snippet && timesPrinted(amount, one.snippet) === 1;
}

/** Words a label's cell may hold between its name and its amount: "Liquidada", a currency, a colon. */
const LABEL_FILLER = String.raw`(?:\s|:|\(|\)|\$|clp|liquidada|total)*`;

/**
 * True when an overdue total was read from an amount whose label, printed right before it each
 * time the words print it, is the not-yet-due total's ("Total Deuda No Vencida Liquidada CLP 38,412"), with no overdue label
 * right after it (a layout printing each label after its amount): a worn copy lost the row's
 * own amount and the reader took the next row's.
 */
export function overdueUnderOtherLabel(amount: number, snippet: string): boolean {
  if (amount <= 0) return false;
  const grouped = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,]');
  const printedAt = new RegExp(`(?<![\\d.,])(?:${grouped}|${amount})(?![\\d]|[.,]\\d)`, 'g');
  const folded = snippet.toLowerCase();
  const printed = [...folded.matchAll(printedAt)];
  return (
    printed.length > 0 &&
    printed.every((match) => {
      const before = folded.slice(0, match.index);
      const after = folded.slice(match.index + match[0].length);
      const labelBefore = new RegExp(`\\bno\\s+vencida${LABEL_FILLER}$`).test(before);
      const overdueAfter = new RegExp(`^${LABEL_FILLER}(?:deuda\\s+)?(?:vencida|morosa)\\b`).test(after);
      return labelBefore && !overdueAfter;
    })
  );
}

/** Why a total is doubted. */
type TotalDoubt = 'value_shape' | 'amounts_disagree' | 'total_role';

/**
 * True when both totals were read from the same words at the same printed word: one cell cannot
 * hold two totals. (Totals read from words of their own may point at one box, the first of the
 * figures alike on their line.)
 */
export function sameWordBox(one: Provenance, other: Provenance): boolean {
  const [first, second] = [one.boxes ?? [], other.boxes ?? []];
  return (
    one.snippet === other.snippet &&
    first.length > 0 &&
    first.length === second.length &&
    first.every((box, index) => {
      const twin = second[index];
      return (
        twin !== undefined &&
        box.page === twin.page &&
        box.x === twin.x &&
        box.y === twin.y &&
        box.width === twin.width &&
        box.height === twin.height
      );
    })
  );
}

/**
 * The TGR totals that cannot be what their certificate prints, with the reason: a total under a
 * thousand pesos has no amount's shape (`value_shape`); an overdue total printed under the other
 * total's label is that total's (`total_role`); the others disagree with the cells they were read
 * from (`amounts_disagree`).
 */
export function debtTotalDoubts(report: Report, provenance: ProvenanceMap): [string, TotalDoubt][] {
  return (report.debt_certificates ?? []).flatMap((certificate, index) => {
    const path = (key: (typeof TOTALS)[number]) => `debt_certificates[${index}].${key}`;
    const [vencida, noVencida] = TOTALS.map((key) => certificate[key]);
    const [one, other] = TOTALS.map((key) => provenance[path(key)]);
    const alike =
      typeof vencida === 'number' &&
      vencida === noVencida &&
      one !== undefined &&
      other !== undefined &&
      (oneCellTwice(vencida, one, other) ||
        (!one.derived &&
          !other.derived &&
          !NOTHING_OWED.test(joinedLines(one.snippet)) &&
          sameWordBox(one, other)));
    // Both zeros deduced from sections not found: a certificate prints its debt or says there is none.
    const noneRead =
      [one, other].every(
        (source) => source?.derived === true && !NOTHING_OWED.test(joinedLines(source.snippet)),
      ) &&
      vencida === 0 &&
      noVencida === 0;
    return TOTALS.flatMap((key): [string, TotalDoubt][] => {
      const value = certificate[key];
      const source = provenance[path(key)];
      if (typeof value !== 'number' || !source) return [];
      if (key === 'total_deuda_vencida_liquidada' && overdueUnderOtherLabel(value, source.snippet))
        return [[path(key), 'total_role']];
      if (value > 0 && value < SMALLEST_TOTAL) return [[path(key), 'value_shape']];
      const unprinted = value === 0 && !source.derived && zeroNotPrinted(source.snippet);
      return unprinted || alike || noneRead ? [[path(key), 'amounts_disagree']] : [];
    });
  });
}
