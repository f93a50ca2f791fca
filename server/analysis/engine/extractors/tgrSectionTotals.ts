import { parseInteger } from '../text/amounts';
import { rowDoesNotAddUp } from '../checks/rowSums';

/*
 * The TGR certificate details each debt its header boxes give in a section of its own ("Deuda
 * :Morosa (CLP)", "Deuda :No Vencida (CLP)") closed by the section's totals row ("Total Deuda No
 * Vencida (CLP) 152,604 0 0 0 152,604"), and prints only the sections with debt. Read from a worn
 * scan, the boxes' amounts lose their places ("CLP 152,604" alone under two titles, or "CLP 0"
 * read "CLPO", or one amount read for both): an amount read for one box that is the other
 * section's total, when its own section is not printed, belongs to the other box.
 * Each section's totals row is labelled on its own line, so it survives what the boxes lose.
 */

export type DebtPath = 'total_deuda_vencida_liquidada' | 'total_deuda_no_vencida_liquidada';

/** The totals rows of the sections, the total the last amount of the line. */
export const SECTION_TOTALS: Record<DebtPath, RegExp> = {
  total_deuda_vencida_liquidada:
    /total\s+deuda\s+(?:liquidada\s+)?(?:morosa|vencida)\s*\(clp\)[^\n]*?([\d.,]+)[ \t]*$/im,
  total_deuda_no_vencida_liquidada: /total\s+deuda\s+no\s+vencida\s*\(clp\)[^\n]*?([\d.,]+)[ \t]*$/im,
};

export interface SectionTotal {
  value: number;
  /** Where the total stands in the raw text. */
  index: number;
  length: number;
  /** The row's amounts before the total add up to it (checks/rowSums.ts). */
  addsUp: boolean;
}

/** A section's printed total, or null when the certificate prints no such section. */
export function sectionTotal(raw: string, path: DebtPath): SectionTotal | null {
  const row = SECTION_TOTALS[path].exec(raw);
  const printed = row?.[1];
  const value = printed ? parseInteger(printed) : null;
  if (!row || !printed || value === null) return null;
  const amounts = row[0].slice(row[0].indexOf(')') + 1);
  return {
    value,
    index: row.index + row[0].lastIndexOf(printed),
    length: printed.length,
    addsUp: !rowDoesNotAddUp(amounts),
  };
}

const OTHER: Record<DebtPath, DebtPath> = {
  total_deuda_vencida_liquidada: 'total_deuda_no_vencida_liquidada',
  total_deuda_no_vencida_liquidada: 'total_deuda_vencida_liquidada',
};

/**
 * The path whose box amount belongs to the other box (see above), or null. `read` holds what the
 * boxes gave for each path (null: nothing read).
 */
export function amountInOtherBox(raw: string, read: Record<DebtPath, number | null>): DebtPath | null {
  for (const path of Object.keys(OTHER) as DebtPath[]) {
    const other = OTHER[path];
    const otherSection = sectionTotal(raw, other);
    if (!otherSection || sectionTotal(raw, path)) continue;
    const own = read[path];
    if (own !== null && own > 0 && own === otherSection.value) return path;
  }
  return null;
}
