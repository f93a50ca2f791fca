import { foldKeepingLength } from './folded';

/*
 * What a certificate states about a subject ("afecto a expropiación", "deuda", "matrimonio"),
 * whichever way it is printed: a sentence ("NO se encuentra afecto a …", "no registra deuda",
 * "sin deuda", "no está afecta a ensanche ni apertura ni a parques"), a form answer
 * ("Afecto a expropiación: NO", "Vialidad   SÍ", a heading followed by "[X] SÍ  [ ] NO"), or a
 * check box before the statement ("[X] NO está afecta …", "( ) Apertura"), also as OCR reads
 * boxes ("[Xx]", "[XJ", empty boxes lost).
 */

export interface Statement {
  affirmed: boolean;
  /** Offset of the subject in the text searched. */
  index: number;
  length: number;
  how: 'box' | 'answer' | 'sentence';
}

/** A ticked box as printed or as OCR reads it; an empty box. */
// A slot of underscores typed for the mark holds it too ("terreno _X_   edificaciones ___").
const TICKED_BOX =
  /(?:\(\s*[sS][iíIÍ]\s+[xX✓✔]\s*\)|[[(]\s*[0oO]?[xX✓✔*]{1,2}\s*(?:[\])|J1l]|(?=\s*\p{L}))|_+[xX✓✔]_+|☒|■|✔|✓|☑)/u;
// A box typed with its blank inside ("(   )") is as empty as a drawn one; OCR may read the blank
// as a zero or an "o" ("(0)", "[O]"), never as a cross.
const EMPTY_BOX = /(?:[[(]\s{0,4}[0oO]?\s{0,4}[\])]|_{3,}|☐|□)/u;
const ANY_BOX = new RegExp(`${TICKED_BOX.source}|${EMPTY_BOX.source}`, 'gu');

function isTicked(box: string): boolean {
  return TICKED_BOX.test(box) && !EMPTY_BOX.test(box);
}

/** Negations that deny what follows them in the same clause. */
const NEGATION =
  /(?:^|[^\p{L}])(?:no|ni|sin|ningun[oa]?|libre\s+de|tampoco|carece\s+de|exent[oa]\s+de|fuera\s+del?)(?=[^\p{L}]|$)/iu;
/**
 * Where a clause ends, looking back from the subject. A turning word may take a comma ("Sin
 * embargo, parte del predio …"): its "sin" negates nothing.
 */
const CLAUSE_START =
  /[.;:?!]|\s(?:y|pero|sin\s+embargo|en\s+cambio|por\s+lo\s+(?:que|tanto|cual)|en\s+consecuencia)[\s,]/giu;
const LOOKBACK = 90;
/** A line that opens a new item: a box, or a numbered heading ("1.-", "2)"). */
const ITEM_LINE = /\n\s*(?:[[(☐☒□■]|\d+\s*(?:\.-|\)|\.)\s)/gu;

function folded(text: string): string {
  return foldKeepingLength(text).toLowerCase();
}

/**
 * True when a line prints each option before its box ("SÍ (X)   NO ( )", "terreno ( )
 * edificaciones (X)"): the line ends with a box and does not open with one. Otherwise a box
 * stands before its option ("(X) SÍ   ( ) NO", "[X] Afectación involucra edificios").
 */
function boxesFollowOptions(line: string): boolean {
  const trimmed = line.trim();
  const boxes = [...trimmed.matchAll(ANY_BOX)];
  const first = boxes[0];
  const last = boxes.at(-1);
  if (!first || !last || first.index === 0) return false;
  return last.index + last[0].length === trimmed.length;
}

interface Option {
  text: string;
  ticked: boolean;
  /** Offset of the option's text in the region searched. */
  index: number;
}

/** Every boxed option of a region, each with the words its box marks, on either side of the box. */
function boxedOptions(region: string): Option[] {
  const options: Option[] = [];
  let lineStart = 0;
  for (const line of region.split('\n')) {
    const boxes = [...line.matchAll(ANY_BOX)];
    const after = boxesFollowOptions(line);
    boxes.forEach((box, index) => {
      const previous = boxes[index - 1];
      const next = boxes[index + 1];
      const [from, to] = after
        ? [previous ? previous.index + previous[0].length : 0, box.index]
        : [box.index + box[0].length, next?.index ?? line.length];
      const span = line.slice(from, to);
      // The option is the cell next to its box: after a box, up to a column gap; before one, after
      // a label's colon or a column gap.
      // A SÍ/NO glued to its box ("Afectación vial SI( ) NO(X)") is the option alone, not the label.
      const cell = after ? (span.split(/:|\s{2,}(?=\S)/u).at(-1) ?? '') : span.replace(/\s{2,}.*$/u, '');
      const text = after ? (/(?:^|\s)(s[ií]|no)\s*$/iu.exec(cell)?.[1] ?? cell) : cell;
      const trimmed = text.trim();
      if (trimmed === '') return;
      const at = after ? from + span.lastIndexOf(trimmed) : from + span.indexOf(trimmed);
      options.push({ text: trimmed, ticked: isTicked(box[0]), index: lineStart + at });
    });
    lineStart += line.length + 1;
  }
  return options;
}

/** The words each ticked box of a region marks, e.g. ["Ensanche", "Afectación involucra sólo terreno"]. */
export function tickedOptions(region: string): string[] {
  return boxedOptions(region)
    .filter((option) => option.ticked)
    .map((option) => option.text);
}

/** A title or heading line: short and in capitals; the text after it starts a new clause. */
const HEADING_LINE = /^[^\p{Ll}\n]{1,50}$/u;

/** A table row: cells apart by three or more spaces. */
const TABLE_ROW = /\S\s{3,}\S/;

/**
 * A line of prose that runs on into the next: it ends in a lower-case word and the next starts
 * with one. OCR leaves wide gaps inside such a line where a stamp or a fold hid a word ("del ROL
 * SAN   DO 204-02844-024, éste no" / "registra deuda"), which makes it look like a table row.
 */
const RUNS_ON = (line: string, next: string) => /\p{Ll}$/u.test(line.trimEnd()) && /^\s*\p{Ll}/u.test(next);

/**
 * Offset in `before` after its last heading line, item line, blank line or table row (0 when
 * there is none): a clause does not run across them. `following` is the text after `before`.
 */
function afterLastBreak(before: string, following = ''): number {
  const items = [...before.matchAll(ITEM_LINE)];
  let cut = items.length > 0 ? (items.at(-1)?.index ?? 0) + 1 : 0;
  let lineStart = 0;
  const lines = before.split('\n');
  lines.slice(0, -1).forEach((line, index) => {
    const end = lineStart + line.length + 1;
    const next =
      index + 1 === lines.length - 1 ? `${lines[index + 1] ?? ''}${following}` : (lines[index + 1] ?? '');
    const tableRow = TABLE_ROW.test(line) && !RUNS_ON(line, next);
    if (HEADING_LINE.test(line.trim()) || line.trim() === '' || tableRow) cut = Math.max(cut, end);
    lineStart = end;
  });
  return cut;
}

/**
 * Words listing the ways a statement applies, after it ("NO se encuentra afecto a declaratoria …,
 * ya sea por vialidad (apertura o ensanche) o por parques y áreas verdes"): the subjects listed
 * share the statement's negation, the list's "o" and "y" joining its items, not clauses.
 */
const LISTED_WAYS = /(?:^|[^\p{L}])(?:ya\s+sea|sea\s+(?=por\s|de\s|en\s)|tanto\s+(?=por\s|de\s|en\s))/gu;
/** What ends such a list before its subject: a sentence's end or a clause turning against it. */
const LIST_BROKEN =
  /[.;:?!]|\s(?:pero|sin\s+embargo|en\s+cambio|por\s+lo\s+(?:que|tanto|cual)|en\s+consecuencia)[\s,]/u;
/** How far back a listing's statement may start. */
export const STATEMENT_LOOKBACK = 300;

/** Where in `before` (folded) the list a subject right after it belongs to opens; null when none does. */
export function listingStart(before: string): number | null {
  const listing = [...before.matchAll(LISTED_WAYS)].at(-1);
  return listing && !LIST_BROKEN.test(before.slice(listing.index)) ? listing.index : null;
}

/** True when a negation stands in the clause before `index` (not before `floor`). */
function negatedBefore(text: string, index: number, floor: number, lookback = LOOKBACK): boolean {
  const from = Math.max(floor, index - lookback);
  const before = text.slice(from, index);
  const sinceItem = before.slice(afterLastBreak(before, text.slice(index, index + 1)));
  const starts = [...sinceItem.matchAll(CLAUSE_START)];
  const last = starts.at(-1);
  const clause = last ? sinceItem.slice(last.index + last[0].length) : sinceItem;
  if (NEGATION.test(folded(clause))) return true;
  if (lookback !== LOOKBACK) return false;
  // A subject listed after its statement: the statement's own clause decides.
  const wide = text.slice(Math.max(floor, index - STATEMENT_LOOKBACK), index);
  const listing = listingStart(folded(wide));
  return listing !== null && negatedBefore(text, index - wide.length + listing, floor, STATEMENT_LOOKBACK);
}

/**
 * SÍ and NO (or AFECTO and NO AFECTO) each followed by a slot to mark ("SI: __ NO: X", "SÍ ___
 * NO _X_", "NO AFECTO: X   AFECTO: ___"): the option whose slot holds the mark, when exactly one does.
 */
function slotAnswer(region: string): boolean | null {
  const line = region.split('\n')[0] ?? '';
  const slots = [
    ...folded(line).matchAll(
      /(?:^|[^\p{L}])(si|no(?:\s+afect[oa])?|afect[oa])[^\S\n]*:?[^\S\n]*(_*[x✓✔]_*|_{2,})(?![\p{L}\d])/gu,
    ),
  ];
  if (slots.length < 2) return null;
  const marked = slots.filter((slot) => /[x✓✔]/u.test(slot[2] ?? ''));
  const word = marked.length === 1 ? marked[0]?.[1] : undefined;
  return word === undefined ? null : word === 'si' || word.startsWith('afect');
}

/** SÍ / NO as an answer: a ticked option or the bare word, right at the start of a region. */
function answerIn(region: string): boolean | null {
  const slot = slotAnswer(region);
  if (slot !== null) return slot;
  const options = boxedOptions(region).filter((option) => option.ticked);
  const ticked = options.map((option) => folded(option.text));
  // The subject's own option, ticked right after it (no other words between), answers it alone:
  // a later one answers the line's next subject ("Ensanche: NO ( X ) — Apertura: SÍ ( X )").
  const own = options[0];
  if (own && /^(?:si|no)\b/.test(ticked[0] ?? '') && !/\p{L}{2,}/u.test(region.slice(0, own.index)))
    return ticked[0]?.startsWith('si') ?? false;
  if (ticked.some((option) => /^si\b/.test(option))) return true;
  if (ticked.some((option) => /^no\b/.test(option))) return false;
  if (ticked.length > 0) return true;
  // Options offered in empty boxes only ("( ) Ensanche ( ) Apertura"): none applies.
  if (/[[(]\s{0,2}[\])]\s*\p{L}/u.test(region)) return false;
  // Right after the subject, or in the next cell of a table row ("Ensanche   SÍ").
  // A parenthesis may stand between ("DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59 LGUC): NO"), and
  // the answer may be bracketed itself ("Afecto a expropiación: (no)").
  const answer =
    /^(?:\s*\([^)\n]{0,40}\))?(?:\.{2,})?(?:[\s:=|>?\-–—]{0,12}|\s{3,})[([]?(s[ií]|no|ningun[oa]?)(?!\p{L})/iu.exec(
      region,
    );
  if (!answer?.[1]) return null;
  return folded(answer[1]) === 'si';
}

/** The answer after the subject on its line, or on the next line when the subject is a heading. */
function answerAfter(text: string, end: number): boolean | null {
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, lineEnd < 0 ? undefined : lineEnd);
  // The rest of the subject's own cell ("Ensanche| vial   SÍ") stands before the answer's cell.
  const cellRest = /^ ?[^\s:;.,][^\n]{0,25}?(?=\s{3,}\S)/u.exec(rest)?.[0].length ?? 0;
  // The rest of a label that ends in a colon ("Expropiación SERVIU: No registra", "Proyectos de
  // expropiación que afectan: ninguno") stands before the answer too.
  const labelRest = /^[^\n:.;,]{1,40}(?=:)/u.exec(rest)?.[0].length ?? 0;
  // So does the rest of a label a leader of one dot ends ("Expropiación SERVIU . NO AFECTO").
  const leaderRest = /^[^\n:.;,]{0,40}\s\.(?=\s)/u.exec(rest)?.[0].length ?? 0;
  const onLine =
    answerIn(rest) ??
    (cellRest > 0 ? answerIn(rest.slice(cellRest)) : null) ??
    (labelRest > 0 ? answerIn(rest.slice(labelRest)) : null) ??
    (leaderRest > 0 ? answerIn(rest.slice(leaderRest)) : null);
  // Only a heading is answered on the next line; running prose goes on there ("… por\nno …").
  const heading = !/\p{Ll}/u.test(rest) || rest.trim().length <= 20;
  if (onLine !== null || lineEnd < 0 || !heading) return onLine;
  const nextEnd = text.indexOf('\n', lineEnd + 1);
  const next = text.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd);
  // A line of SÍ/NO boxes, or a bare SÍ/NO and nothing else, answers the heading above it.
  const answers = tickedOptions(next).some((option) => /^(?:s[ií]|no)(?!\p{L})/iu.test(option));
  if (answers || slotAnswer(next) !== null || /^\W{0,3}(?:s[ií]|no)(?!\p{L})[^\p{L}]*$/iu.test(next))
    return answerIn(next);
  const line = text.slice(text.lastIndexOf('\n', end - 1) + 1, lineEnd);
  return isSiblingOption(line, next) ? null : boxedLinesAnswer(text.slice(lineEnd + 1));
}

/**
 * "Afecto a vialidad" above "[X] Afecto a área verde": a line worded as the boxed options below it
 * is one of them whose box OCR lost, not their heading (a heading in capitals, "AFECTO A VIALIDAD",
 * may head them).
 */
function isSiblingOption(line: string, next: string): boolean {
  const option = folded(boxedOptions(next)[0]?.text ?? '');
  return /\p{Ll}/u.test(line) && isBareOption(line) && /^afect(?:ad)?[oa]s?\s+(?:a|al|por)\b/u.test(option);
}

/** A line that states an affectation as a list's option does, with no answer after it. */
function isBareOption(line: string): boolean {
  const words = folded(line);
  return BARE_LABEL.test(words) && !ENDS_ANSWERED.test(words);
}

/** A line opening with a box, as an option of a list under a heading. */
const BOX_LINE = new RegExp(`^[^\\S\\n]*(?:${ANY_BOX.source})`, 'u');
/** A ticked option that answers the heading above: "Afecto", "Afecto a ensanche"; "No afecto". */
const AFFECTED_OPTION = /^(no\s+)?afect(?:[oa]s?|ado|ada)\b/u;

/**
 * A heading answered by the boxed options listed one a line below it ("VIALIDAD" / "[ ] Afecto a
 * ensanche   [ ] Afecto a apertura" / "[X] No afecto"): the ticked "afecto" or "no afecto" among
 * the lines that open with a box, up to the first that does not; null when none is ticked.
 */
function boxedLinesAnswer(below: string): boolean | null {
  const lines: string[] = [];
  for (const line of below.split('\n')) {
    if (!BOX_LINE.test(line)) break;
    lines.push(line);
  }
  const answers = tickedOptions(lines.join('\n'))
    .map((option) => AFFECTED_OPTION.exec(folded(option)))
    .filter((match) => match !== null);
  const yes = answers.filter((match) => match[1] === undefined).length;
  // Both ticked, or none: the options answer nothing.
  if (yes > 0 === answers.length - yes > 0) return null;
  return yes > 0;
}

/**
 * A table row holding the subject and a lone mark ("Vialidad   X"): which column the mark stands
 * in (SÍ or NO) is lost with the layout, so the row states nothing that can be read.
 */
function isMarkedRow(text: string, lineStart: number, index: number, length: number): boolean {
  const lineEnd = text.indexOf('\n', index);
  const line = `${text.slice(lineStart, index)} ${text.slice(index + length, lineEnd < 0 ? undefined : lineEnd)}`;
  const tokens = line.split(/\s+/).filter((token) => token !== '');
  return tokens.length > 0 && tokens.every((token) => LONE_MARK.test(token));
}

/**
 * Whether the text at `index` lies on a row of a table drawn with rules that holds a lone mark in a
 * cell of its own ("| Afecto a … por vialidad |    | X |"): the mark answers by its column, which
 * markTable.ts reads, so the row's words state nothing as a sentence. So for the header naming
 * those columns ("| Declaratoria de utilidad pública | SÍ | NO |"): its "SÍ" answers nothing.
 */
export function onRuledMarkedRow(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', index);
  const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  if (!RULE.test(line)) return false;
  const cells = line
    .split(RULE)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  const columns = cells.some((cell) => /^s[ií]$/iu.test(cell)) && cells.some((cell) => /^no$/iu.test(cell));
  return cells.length > 1 && (columns || cells.some((cell) => LONE_MARK.test(cell)));
}

const LONE_MARK = /^[xX✓✔*]{1,2}$/u;
/**
 * Both options alone after the subject's cell, a rule OCR garbled maybe glued to each ("…   ¡SÍ
 * ¡NO"): a table's header naming its SÍ and NO columns, or a row that marks neither; no answer.
 */
const OPTION_COLUMNS = /^[^\S\n]{2,}[¡!|¦│]?[^\S\n]*s[ií][^\S\n]+[¡!|¦│]?[^\S\n]*no[^\S\n]*[|¦│]?[^\S\n]*$/iu;
const RULE = /[|¦│]/u;

/** "Vialidad: ✗": a lone mark after the subject, whose meaning (yes or no) the layout does not say. */
function isLoneMark(text: string, end: number): boolean {
  return /^[^\S\n]*:?[^\S\n]*[✗✘xX✓✔*]{1,2}(?=[^\S\n]{2,}|[^\S\n]*(?:\n|$))/u.test(text.slice(end));
}

/** A numbered section heading in capitals ("3. DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59)"): it names a subject, states nothing. */
function isSectionHeading(text: string, lineStart: number): boolean {
  const lineEnd = text.indexOf('\n', lineStart);
  const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  return (
    /^\s*(?:\d{1,2}|[IVX]{1,4})\s*(?:\.-|\.|\)|-)\s/u.test(line) &&
    !/\p{Ll}/u.test(line.replace(/\(.*?\)/gu, ''))
  );
}

/**
 * "¿Se encuentra el inmueble afecto a expropiación?" / "Respuesta: NO": a question states nothing;
 * its answer (SÍ or NO, bare or after a short label, after the question mark or on the next line)
 * does. `undefined` when the subject is not in a question, `null` for a question left unanswered.
 */
function questionAnswer(text: string, end: number): boolean | null | undefined {
  const question = /^(?:[^.?!;\n]|\n(?![^\S\n]*\n)){0,200}\?/u.exec(text.slice(end));
  if (!question) return undefined;
  const after = end + question[0].length;
  const lineEnd = text.indexOf('\n', after);
  const sameLine = text.slice(after, lineEnd < 0 ? undefined : lineEnd);
  const nextEnd = lineEnd < 0 ? -1 : text.indexOf('\n', lineEnd + 1);
  const region =
    sameLine.trim() !== '' || lineEnd < 0
      ? sameLine
      : text.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd);
  const answer = /^[^\S\n]*(?:[\p{L} ]{1,25}:)?[^\S\n]*(s[ií]|no)(?!\p{L})/iu.exec(region);
  return answer?.[1] ? folded(answer[1]) === 'si' : null;
}

/**
 * A form's row label whose answer is lost ("Afecto a ensanche de vía", "b) Afecto a parque o área
 * verde" with nothing after it, as OCR leaves a row whose dotted leader and "NO" a stain took).
 */
const BARE_LABEL = /^\s*(?:[a-z\d]{1,2}[).]\s*)?afect(?:ad)?[oa]s?\s+(?:a|al|por)\s[^:?[\]|]*$/u;
const ENDS_ANSWERED = /(?:^|\s)(?:si|no|x|afecto|afecta)\s*\.?\s*$/u;
/** A table's header naming its answer columns, "SÍ" among them ("Afectación   SÍ   NO"). */
const ANSWER_HEADER = /\S\s{2,}si(?:\s{2,}\S{1,3})?\s*$/u;
/** A row's label is short; a longer line is prose. */
const MAX_ROW_LABEL = 60;
/** A row answered after a gap or leader ("Declaratoria de utilidad pública ....  SÍ"). */
const ANSWERED_ROW = /\S(?:\s{2,}|\s*\.{3,}\s*)(?:si|no)\s*$/u;
/** Rows answered so in a form make a lone label among them a row whose answer was lost. */
const MIN_ANSWERED_ROWS = 2;

/**
 * The lines of a form's rows about `subject` left without an answer, when the form has two such
 * rows at least; none where a box is ticked (a bare option there is one whose empty box OCR lost).
 */
export function unansweredLabels(text: string, subject: RegExp): { index: number; length: number }[] {
  if ([...text.matchAll(ANY_BOX)].some((box) => isTicked(box[0]))) return [];
  const lines = [...text.matchAll(/[^\n]+/gu)].map((line) => ({
    index: line.index,
    length: line[0].length,
    folded: folded(line[0]),
  }));
  // Rows under a SÍ / NO header whose marks OCR lost: short labels with no mark, up to the next label.
  const header = lines.findIndex((line) => ANSWER_HEADER.test(line.folded));
  const rowsEnd = lines.findIndex((line, at) => at > header && line.folded.includes(':'));
  const underHeader = (at: number) =>
    header >= 0 && at > header && (rowsEnd < 0 || at < rowsEnd) && (lines[at]?.length ?? 0) <= MAX_ROW_LABEL;
  const bare = lines.filter(
    (line, at) =>
      (BARE_LABEL.test(line.folded) || underHeader(at)) &&
      !ENDS_ANSWERED.test(line.folded) &&
      !/[xX✓✔☒■]/u.test(line.folded.replace(/\p{L}{2,}/gu, '')),
  );
  bare.push(...labelsAmongBareRows(lines, bare));
  const about = new RegExp(subject.source, 'iu');
  // A short label about the subject among rows answered "SÍ" / "NO" after a gap ("Parques y áreas
  // verdes" alone, its leader and "NO" lost on a worn copy).
  const answeredRows = lines.filter((line) => ANSWERED_ROW.test(line.folded)).length;
  const lone = lines.filter(
    (line) =>
      answeredRows >= MIN_ANSWERED_ROWS &&
      line.length <= MAX_ROW_LABEL &&
      // The label alone: no colon, leader or cell after it ("Vialidad   . Si Ensanche" is answered).
      !/:|\.{2,}|\.\s*$|\S\s{2,}\S|\s\.\s/u.test(line.folded) &&
      !ENDS_ANSWERED.test(line.folded) &&
      !bare.includes(line) &&
      about.test(line.folded),
  );
  if (bare.length < 2 && lone.length === 0) return [];
  return [...(bare.length < 2 ? [] : bare), ...lone]
    .filter((line) => about.test(line.folded))
    .sort((a, b) => a.index - b.index)
    .map(({ index, length }) => ({ index, length }));
}

/**
 * The lines about `subject` printed bare among ticked boxes ("[X] Afecto a área verde" /
 * "Afecto a vialidad"): options whose box OCR lost, most likely an empty one, so read as not
 * ticked, but unsure.
 */
export function lostBoxOptions(text: string, subject: RegExp): { index: number; length: number }[] {
  if (![...text.matchAll(ANY_BOX)].some((box) => isTicked(box[0]))) return [];
  const about = new RegExp(subject.source, 'iu');
  return [...text.matchAll(/[^\n]+/gu)]
    .filter((line) => isBareOption(line[0]) && about.test(folded(line[0])))
    .map((line) => ({ index: line.index, length: line[0].length }));
}

/** A line short and plain enough to be a row's label: no colon, no sentence's end, no answer or mark. */
const rowLabelLike = (line: { length: number; folded: string }) =>
  line.length <= MAX_ROW_LABEL &&
  !/[:;]|\.\s*$/u.test(line.folded) &&
  !ENDS_ANSWERED.test(line.folded) &&
  !/[xX✓✔☒■]/u.test(line.folded.replace(/\p{L}{2,}/gu, ''));

/**
 * The other rows of a block of label lines holding two bare "Afecto a …" rows at least: a worn
 * copy lost the marks of the whole table, so its sub-rows ("Ensanche de vía", "Apertura de vía")
 * lost theirs too and state nothing.
 */
function labelsAmongBareRows<T extends { length: number; folded: string }>(lines: T[], bare: T[]): T[] {
  const found: T[] = [];
  let block: T[] = [];
  const close = () => {
    if (block.filter((line) => bare.includes(line)).length >= 2)
      found.push(...block.filter((line) => !bare.includes(line)));
    block = [];
  };
  for (const line of lines) {
    if (bare.includes(line) || rowLabelLike(line)) block.push(line);
    else close();
  }
  close();
  return found;
}

/** How far after its box a subject is still the box's option, on a line the box does not open. */
const BOX_REACH = 40;

/**
 * Whether the box ending at `prefix`'s `boxIndex` marks the subject after the prefix: near it, or
 * opening the line with the subject in the same cell however long the option's words ("[ ] Afecto
 * a utilidad pública por vialidad (apertura / ensanche)").
 */
function boxMarks(prefix: string, boxIndex: number, boxLength: number): boolean {
  const between = prefix.slice(boxIndex + boxLength);
  if (between.length <= BOX_REACH) return true;
  return prefix.slice(0, boxIndex).trim() === '' && !/\s{3,}/u.test(between.trim());
}

export interface StatementOptions {
  /** Mentions of the subject that state nothing (a title such as "CERTIFICADO DE NO EXPROPIACIÓN"). */
  ignore?: RegExp;
}

/**
 * Every statement about the subject in the raw text (lines kept), in order. A statement after a
 * check box counts only when the box is ticked; when any box of the text is ticked, lines that
 * start with a bare SÍ/NO state nothing (OCR loses empty boxes but keeps their text).
 */
export function statementsAbout(text: string, subject: RegExp, options: StatementOptions = {}): Statement[] {
  const foldedText = folded(text);
  const pattern = new RegExp(subject.source, 'giu');
  const ignored = options.ignore
    ? [...foldedText.matchAll(new RegExp(options.ignore.source, 'giu'))].map((match) => [
        match.index,
        match.index + match[0].length,
      ])
    : [];
  const anyTicked = [...text.matchAll(ANY_BOX)].some((box) => isTicked(box[0]));
  const unanswered = unansweredLabels(text, subject);
  const statements: Statement[] = [];
  for (const match of foldedText.matchAll(pattern)) {
    const index = match.index;
    const length = match[0].length;
    if (ignored.some(([from = 0, to = 0]) => index >= from && index < to)) continue;
    const lineStart = text.lastIndexOf('\n', index - 1) + 1;
    const lineEnd = text.indexOf('\n', index);
    const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    const prefix = text.slice(lineStart, index);
    if (boxesFollowOptions(line)) {
      // The subject is one of the options its line offers, each before its box: that box decides.
      const option = boxedOptions(line).find(
        (found) => lineStart + found.index <= index && index < lineStart + found.index + found.text.length,
      );
      if (option) {
        if (option.ticked)
          statements.push({
            affirmed: !negatedBefore(text, index, lineStart + option.index),
            index,
            length,
            how: 'box',
          });
        continue;
      }
    }
    const boxes = [...prefix.matchAll(ANY_BOX)];
    const box = boxes.at(-1);
    if (box && boxMarks(prefix, box.index, box[0].length) && !boxesFollowOptions(line)) {
      if (isTicked(box[0])) {
        const afterBox = lineStart + box.index + box[0].length;
        statements.push({ affirmed: !negatedBefore(text, index, afterBox), index, length, how: 'box' });
      }
      continue;
    }
    const asked = questionAnswer(text, index + length);
    if (asked !== undefined) {
      if (asked !== null) statements.push({ affirmed: asked, index, length, how: 'answer' });
      continue;
    }
    if (OPTION_COLUMNS.test(text.slice(index + length, lineEnd < 0 ? undefined : lineEnd))) continue;
    const answer = answerAfter(text, index + length);
    if (answer !== null) {
      statements.push({ affirmed: answer, index, length, how: 'answer' });
      continue;
    }
    if (anyTicked && /^\s*(?:s[ií]|no)(?!\p{L})/iu.test(prefix)) continue;
    // An option printed bare among ticked ones ("[X] Afecto a apertura" / "Afecto a parque"): its box was lost.
    if (anyTicked && isBareOption(line)) continue;
    // A table's row, its mark read or garbled by OCR ("… habitacional   Xx"): no sentence.
    if (
      isMarkedRow(text, lineStart, index, length) ||
      isLoneMark(text, index + length) ||
      holdsGarbledMark(line)
    )
      continue;
    if (isSectionHeading(text, lineStart)) continue;
    if (unanswered.some((label) => label.index === lineStart)) continue;
    statements.push({ affirmed: !negatedBefore(text, index, 0), index, length, how: 'sentence' });
  }
  return statements;
}

/**
 * A table's mark OCR garbled into a token that is neither a mark nor a word ("Xx", "X1", "lX"):
 * the columns a clean mark would be placed in are lost with it.
 */
const GARBLED_MARK = /(?<![\p{L}\d])(?:x[xj1l|!]+|[j1l|!]x)(?![\p{L}\d])/iu;

/** Whether a text holds a table mark OCR garbled ("Expropiaciones programa habitacional   Xx"). */
export function holdsGarbledMark(text: string): boolean {
  return GARBLED_MARK.test(text);
}

/** The statement that decides: a ticked box, else a form answer, else the first sentence. */
export function decisiveStatement(statements: Statement[]): Statement | null {
  return (
    statements.find((statement) => statement.how === 'box') ??
    statements.find((statement) => statement.how === 'answer') ??
    statements[0] ??
    null
  );
}
