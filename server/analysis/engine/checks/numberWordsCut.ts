import { isNumberWord } from '../text/numberWords';

/*
 * A number in words a worn copy cut after its "y" ("a fojas noventa y seis número ochenta y de
 * Propiedad"): the words before the "y" make a number (80), but the units the "y" announces were
 * lost. The number read is short of what was printed.
 */

export type CutNumberField = 'fojas' | 'numero' | 'ano';

/** A reference's labels, each before its number in words. */
const LABEL = /(?<!\p{L})(fojas|fs\.?|n[úu]mero|n[°º]|a[ñn]o)[^\S\n]+/giu;

/** The tens a "y" joins units to ("treinta y uno"); after any other word the "y" is a conjunction. */
const TENS = 'treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa';

const fieldOf = (label: string): CutNumberField => {
  const folded = label.toLowerCase();
  if (folded.startsWith('f')) return 'fojas';
  return folded.startsWith('a') ? 'ano' : 'numero';
};

/**
 * The number words after a label up to the first tens and its "y", then the word after the "y"
 * (none when a mark follows it: "noventa y, de").
 */
const CUT_AFTER_TENS = new RegExp(
  String.raw`^((?:\p{L}+\s+){0,5}?)(?:${TENS})\s+y(?:\s*[.,;:]|\s+(\p{L}+))`,
  'iu',
);

/** The fields of `clause` whose number in words ends on a "y" followed by no number word. */
export function numberWordsCut(clause: string): CutNumberField[] {
  return [...clause.matchAll(LABEL)].flatMap((match) => {
    const cut = CUT_AFTER_TENS.exec(clause.slice((match.index ?? 0) + match[0].length));
    if (!cut) return [];
    const before = (cut[1] ?? '').split(/\s+/u).filter(Boolean);
    const next = cut[2];
    const whole =
      !before.every((word) => isNumberWord(word.toLowerCase())) ||
      (next !== undefined && isNumberWord(next.toLowerCase()));
    return whole ? [] : [fieldOf(match[1] ?? '')];
  });
}
