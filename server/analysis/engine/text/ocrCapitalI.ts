import type { PageText } from '../pdfText';

/*
 * A capital I that OCR read as a lower-case l inside a word printed in capitals ("ROSALlNDA",
 * "Pl-ZARRO", "lNÉS"; issue #18): in the sans-serif faces offices print with, the two letters are
 * the same stroke, and a lower-case letter cannot stand among capitals. Left as read, the word
 * breaks a name in capitals where the l stands ("OSVALDO ENRIQUE Pl-ZARRO" read as "ZARRO").
 * Only on pages read by OCR, and only where two capitals or more show the word is in capitals
 * ("Al", "Pl." stay as read), counting the rest of a word a line break cut ("DEL Pl-" / "LAR").
 */

/** A word of letters (and the hyphen a line break leaves) with no lower-case letter but an l. */
const CAPITALS_WITH_L = /^(?=(?:[^\p{Lu}]*\p{Lu}){2})[\p{Lu}l-]+$/u;

/** The word with its l written as the I it stands for, or the word as read. */
export function capitalI(word: string): string {
  return word.includes('l') && CAPITALS_WITH_L.test(word) ? word.replace(/l/g, 'I') : word;
}

const WORD = /[\p{L}-]+/gu;

/** The first half of a word a line break cut ("DEL Pl-" / "LAR"), written as the whole word's capitals say. */
function brokenHead(line: string, next: string | undefined): [string, string] | null {
  const head = /([\p{L}]+-)\s*$/u.exec(line)?.[1];
  const tail = /^\s*([\p{L}]+)/u.exec(next ?? '')?.[1];
  if (!head?.includes('l') || !tail) return null;
  const whole = capitalI(head + tail);
  return whole === head + tail ? null : [head, whole.slice(0, head.length)];
}

const restoreWords = (text: string, halves: ReadonlyMap<string, string> = new Map()) =>
  text.replace(WORD, (word) => halves.get(word) ?? capitalI(word));

/** A page read by OCR with the capital I it read as l written again, in lines and word boxes alike. */
export function restoreCapitalI(page: PageText): PageText {
  if (!page.ocr || !page.lines.some((line) => line.includes('l'))) return page;
  const halves = new Map<string, string>();
  const lines = page.lines.map((line, index) => {
    const broken = brokenHead(line, page.lines[index + 1]);
    if (!broken) return restoreWords(line);
    halves.set(...broken);
    const at = line.lastIndexOf(broken[0]);
    return `${restoreWords(line.slice(0, at))}${broken[1]}${line.slice(at + broken[0].length)}`;
  });
  return {
    ...page,
    lines,
    ...(page.runs
      ? { runs: page.runs.map((run) => ({ ...run, text: restoreWords(run.text, halves) })) }
      : {}),
  };
}
