import { foldKeepingLength } from '../text/folded';

/*
 * A municipal certificate's lettered or numbered questions ("a) Afecto a expropiación ....... NO")
 * whose answers a worn copy lost: the line names the affectation and nothing answers it, no
 * "sí"/"no", no mark, no box, on it or on the line under it. Read as a sentence, "Afecto a expropiación" says yes; it is no
 * answer, so the yes/no values are doubted rather than stated.
 */

/** An enumerated line naming an affectation: "a) Afecto a …", "2. Afecta a ensanche …". */
const ITEM =
  /^\s*(?:[a-z]\)|\d{1,2}[.)]-?|[-•])\s*(?:[^\n]{0,20}\b)?(?:afect|expropia|ensanche|apertura|parque|area\s+verde|vialidad)/u;
/** An item opening with its answer: "- NO está afecto a …", "b) SÍ se encuentra afecta …". */
const ANSWER_FIRST = /^\s*(?:[a-z]\)|\d{1,2}[.)]-?|[-•])\s*(?:si|no)\b/u;
/** Anything that answers the item on its line: a word, a mark, a box. */
const ANSWER = /\b(?:si|no|x|afecta|vigente)\b|[✓✔■□☐☑☒]|\(\s*[x ]?\s*\)|\[\s*[x ]?\s*\]/u;
/**
 * A detail listed under an answered statement, its label's value after the colon ("- Tipo:
 * Ensanche", "- Vía afectada: Avenida Santa Rosa"): a value, no question left unanswered.
 */
const LABELLED_DETAIL = /:[^\S\n]*\p{L}/u;
/** A question is a short label; a longer numbered line is a sentence answering by its verb. */
const MAX_QUESTION = 50;
/** Unanswered items needed to doubt the answers (one may be a heading). */
const MIN_ITEMS = 2;

/**
 * A yes/no table's first column heading alone on its line ("AFECTACIÓN" over its rows): a worn
 * copy lost the "SÍ   NO" headings beside it, and the marks under them.
 */
const TABLE_HEADING = /^\s*(?:afectacion(?:es)?|materia|concepto|tipo\s+de\s+afectacion)\s*:?\s*$/u;
/** A row label naming an affectation ("Vialidad: ensanche de vía existente", "Áreas verdes / parques"). */
const TOPIC = /utilidad\s+publica|vialidad|ensanche|apertura|parque|area\s+verde|expropiacion/u;

/**
 * The first of the text's affectation questions left without an answer on their line, in the raw
 * text, when at least two are; else null. The rows of a table under a lone heading count too.
 */
export function unansweredItem(raw: string): { index: number; length: number } | null {
  const found: { index: number; length: number }[] = [];
  const lines = foldKeepingLength(raw).toLowerCase().split('\n');
  // Rows right under a lone table heading, up to the first line that is none.
  const tableRows = new Set<number>();
  lines.forEach((line, at) => {
    if (!TABLE_HEADING.test(line)) return;
    for (let row = at + 1; row < lines.length; row++) {
      const text = lines[row] ?? '';
      if (text.trim() === '') continue;
      if (text.trim().length > MAX_QUESTION || !TOPIC.test(text)) break;
      tableRows.add(row);
    }
  });
  // The answer may stand on the line under the question ("1.- AFECTACIÓN POR VIALIDAD" over
  // "[ ] SÍ  [X] NO"), unless that line is the next question.
  const answeredBelow = (at: number) => {
    const next = lines.slice(at + 1).find((line) => line.trim() !== '');
    return next !== undefined && !ITEM.test(next) && ANSWER.test(next);
  };
  let offset = 0;
  for (const [at, line] of lines.entries()) {
    const question =
      (ITEM.test(line) || tableRows.has(at)) &&
      !ANSWER_FIRST.test(line) &&
      !LABELLED_DETAIL.test(line) &&
      line.trim().length <= MAX_QUESTION;
    if (question && !ANSWER.test(line.replace(ITEM, '')) && (tableRows.has(at) || !answeredBelow(at))) {
      const start = line.search(/\S/u);
      found.push({ index: offset + start, length: line.trimEnd().length - start });
    }
    offset += line.length + 1;
  }
  return found.length >= MIN_ITEMS ? (found[0] ?? null) : null;
}
