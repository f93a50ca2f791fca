/*
 * A two-column block (a label beside its value, a GP registry's name beside its entries) whose
 * label cell wrapped with a hyphen cutting its last word: "Interdicciones y Prohibicio-   1.-
 * EMBARGO de …" over "nes de Enajenar   trabado en …". Read line after line, the label's rest
 * opens the value's next line and cuts the value's own hyphenated word from its end ("…
 * prohibi-" + "nes de Enajenar ción …"). The rest is moved back to the label it completes, and
 * the value's line keeps only the value's words, as a table drawn with rules reads its wrapped
 * cells (text/boxedTables.ts).
 */

/**
 * A line whose first cell ends with a word cut by a hyphen, then its value after a gap (one space
 * where the cell fills its column): the cell, the cut word's first part, the value.
 */
const CUT_LABEL = /^(\s*(?:\S+\s+)*?)(\p{L}{2,})-\s+(\S.*)$/u;
/**
 * The label's rest: the cut word's end, in the case of its start ("Prohibicio-" / "nes de
 * Enajenar", "INTERDIC-" / "CIONES Y PROHIBICIONES"), maybe more words, a gap, the value's line.
 */
const LABEL_REST = /^(\s*)(\p{L}{2,}(?:\s\p{L}+){0,4})\s{3,}(\S.*)$/u;
const UPPER_END = /\p{Lu}$/u;
const UPPER_START = /^\p{Lu}{2}/u;
const LOWER_START = /^\p{Ll}{2}/u;
/** A label is a few words: its rest holds no digit nor a label's colon, and is short. */
const MAX_REST = 30;
/** Cells apart by a wide gap, as the layout parts them. */
const CELL_GAP = '   ';

/** The page's lines with a hyphen-wrapped label's rest joined back to it. */
export function joinWrappedLabelCells(lines: string[]): string[] {
  const out = [...lines];
  for (let index = 0; index + 1 < out.length; index++) {
    const cut = CUT_LABEL.exec(out[index] ?? '');
    const rest = cut ? LABEL_REST.exec(out[index + 1] ?? '') : null;
    if (!cut || !rest) continue;
    const [, cell = '', stem = '', value = ''] = cut;
    const [, indent = '', tail = '', next = ''] = rest;
    if (tail.length > MAX_REST || /[\d:]/u.test(tail) || value.split(/\s+/u).length < 2) continue;
    if (!(UPPER_END.test(stem) ? UPPER_START : LOWER_START).test(tail)) continue;
    out[index] = `${cell}${stem}${tail}${CELL_GAP}${value}`;
    out[index + 1] = `${indent}${CELL_GAP}${next}`;
  }
  return out;
}
