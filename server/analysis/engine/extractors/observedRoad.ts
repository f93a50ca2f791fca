/*
 * A DOM form whose SÍ/NO table only ticks the topics, and whose remark below names the road:
 * "Observación: calle Los Aromos, ensanche a 15 metros entre líneas oficiales (P.R.C. Conchalí);
 * la faja afecta sólo el antejardín". The road is the remark's first clause, when it opens on a
 * street's kind; the table's own item words ("ensanche de vía existente") are a question, no road.
 */

/** The remark's label, then a road's kind opening its text. */
const REMARK_ROAD =
  /\b(?:observaci[oó]n(?:es)?|obs\.|nota|detalle)\s*:\s*((?:calle|avenida|av\.|avda\.?|pasaje|camino|ruta)\s+\p{Lu})/giu;

/** A label opening a line: the remark ended on the line before. */
const NEXT_LABEL = /^[^\S\n]*\p{L}[\p{L} .]{0,40}:/u;

export interface ObservedRoad {
  text: string;
  index: number;
  length: number;
}

/**
 * Where the remark's first clause ends: a semicolon, or a period closing the sentence, outside
 * brackets ("(P.R.C. Conchalí)" keeps its abbreviations), or a line opening on another label.
 */
function clauseEnd(raw: string, start: number): number {
  let depth = 0;
  for (let at = start; at < raw.length; at++) {
    const char = raw[at];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === '\n') {
      if (raw[at + 1] === '\n' || NEXT_LABEL.test(raw.slice(at + 1, at + 60))) return at;
    } else if (depth === 0 && char === ';') return at;
    // A period closes the clause unless an abbreviation's ("Av.", "N°" are read before it).
    else if (depth === 0 && char === '.' && /^(?:\s|$)/.test(raw.slice(at + 1, at + 2)))
      if (!/(?:^|[\s(])\p{L}{1,4}$/u.test(raw.slice(Math.max(start, at - 5), at))) return at;
  }
  return raw.length;
}

/** The road a remark under the table names, with its span in the raw text; null when none does. */
export function observedRoad(raw: string): ObservedRoad | null {
  for (const found of raw.matchAll(REMARK_ROAD)) {
    const index = found.index + found[0].length - (found[1] ?? '').length;
    const end = clauseEnd(raw, index);
    const printed = raw.slice(index, end);
    // A word the line's end hyphenated ("ofi-\nciales") is one word again.
    const text = printed
      .replace(/(\p{L})-\s*\n\s*(\p{L})/gu, '$1$2')
      .replace(/\s+/g, ' ')
      .trim();
    if (/\p{L}{3}/u.test(text)) return { text, index, length: printed.trimEnd().length };
  }
  return null;
}
