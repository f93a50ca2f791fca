import { foldLower } from '../text/folded';
import { holdsGarbledMark } from '../text/statements';

/*
 * A "sí" read where the words around it deny the affectation (issue #17): "no se encuentra
 * afecta", "no afecta", "no le afectan", "sin afectación". The answer was taken from another statement or mark
 * than the one its words make, or a mark OCR blurred between the two options.
 */

/** A statement or option that the property is not affected ("NOAFECTA": OCR glued the two words). */
const DENIAL =
  /\b(?:no\s+(?:se\s+)?(?:encuentra|esta|queda|resulta)\s+afect|no\s*afect[ao]s?\b|no\s+les?\s+afectan?\b|sin\s+afectacion)/;

/** True when a "sí" was read from a snippet that denies the affectation. */
export function yesAmongDenials(value: boolean, snippet: string): boolean {
  return value && DENIAL.test(foldLower(snippet));
}

/** A word or mark of a "sí" option: "sí", a lone "X" (not one of a code's characters). */
const YES_OPTION = /(?<![\p{L}\d])(?:s[ií]|x)(?![\p{L}\d])/u;

/**
 * True when a snippet denies the affectation ("NO AFECTO", "no se encuentra afecto") and holds no
 * "sí" nor mark that could answer otherwise: a "no" read there is the words' own answer.
 */
export function deniedWithoutYes(snippet: string): boolean {
  const folded = foldLower(snippet);
  return DENIAL.test(folded) && !YES_OPTION.test(folded);
}

/**
 * A question or label about the affectation, up to the mark that awaits its answer (":", "?",
 * leaders, of which OCR may keep two dots), holding no box of its own: "afecto a …", "afectación
 * por …", "expropiación …"; not the label of a measure ("Faja
 * afecta: 3,50 metros").
 */
const QUESTION = /(?:afect[a-z]*\s+(?:a|al|por)\s|expropia)[^.:?…\n[\]()]{0,50}?(?::|\?|\.{2,}|…)/g;

/** An answer: "sí" or "no" standing alone, a box ("[X]", "( )") or a lone mark. */
const ANSWER = /(?:^|\s)(?:s[ií]|no|x)(?![\p{L}\d])|[[(]/u;

/**
 * True when the snippet holds a question or label about the affectation ("¿Afecto a expropiación?",
 * "Afectación a expropiación SERVIU .....", "se encuentra afecta a expropiación SERVIU:") with no
 * answer anywhere after it: OCR lost the answer, or glued it into another word ("SIX)"), and a
 * "sí" read there was read from the question's own words.
 */
export function unansweredQuestion(snippet: string): boolean {
  const text = foldLower(snippet);
  return [...text.matchAll(QUESTION)].some((question) => {
    const before = text.slice(0, question.index);
    const after = text.slice(question.index + question[0].length);
    // A question the snippet ends on (its leader at most) after an answer is the next row's, cut
    // before its own answer.
    const cut = /^[\s.…]*$/u.test(after) && ANSWER.test(before);
    return !cut && !BOX_BEFORE.test(before) && (SUB_LABEL.test(question[0]) || !ANSWER.test(after));
  });
}

/**
 * The label of a row's detail ("Tipo de afectación:", "Alcance:"): a question about the
 * affectation running into one was left without its own answer, and the mark after the detail's
 * label answers the detail.
 */
const SUB_LABEL = /\s(?:tipo|alcance|detalle|observaci[oó]n(?:es)?)\b/;

/** A box printed before the question it answers ("( X ) Afecto a apertura de vía:"). */
const BOX_BEFORE = /[[(][^\])]{0,3}[\])]\s*$/;

/** A table's header row: the "sí" (and "no") columns beside another column's heading. */
const HEADER_ROW =
  /(?:^|\s)s[ií]\s+(?:no\s+)?(?:observaciones?|detalles?|comentarios?|notas?|glosa)(?!\p{L})/u;

/** The "sí" (and "no") columns' heading right before a row about the affectation. */
const HEADER_BEFORE_ROW = /(?:^|\s)s[ií]\s+(?:no\s+)?(?=afect|expropia)/u;

/** The "sí" (and "no") columns' heading right after the questions' column heading ("CONSULTA  SÍ  NO"). */
const HEADER_AFTER_QUESTIONS =
  /(?:^|\s)(?:consultas?|preguntas?|conceptos?|materias?|items?)\s+s[ií](?:\s+no)?(?!\p{L})/u;

/**
 * True when the "sí" was read from a table's header row: beside another column's heading
 * ("Afectación  SÍ  NO  Observaciones" with its "NO" lost to OCR), or right before the rows
 * ("SÍ NO / Afecto a expropiación por proyecto SERVIU  X") or right after the questions' column
 * heading ("CONSULTA  SÍ  NO / Se encuentra afecto…") with the rows' marks lost to OCR: the
 * column's name, not a row's answer.
 */
export function yesFromHeaderRow(snippet: string): boolean {
  const text = foldLower(snippet);
  const unansweredAfter = (header: RegExpExecArray | null) =>
    header !== null && !ANSWER.test(text.slice(header.index + header[0].length));
  return (
    HEADER_ROW.test(text) ||
    unansweredAfter(HEADER_BEFORE_ROW.exec(text)) ||
    unansweredAfter(HEADER_AFTER_QUESTIONS.exec(text))
  );
}

/** Words that can say "sí": the answer, a mark, or a statement of affectation. */
const YES_WORDS = /(?<!\p{L})(?:s[ií]|x)(?!\p{L})|afect|expropia|utilidad\s+publica|declarad/u;

/**
 * True when the snippet a "sí" was read from holds no word that can say it: neither the answer nor
 * a mark nor a statement ("Parque o área verde   Código verificación: …"), so it came from
 * somewhere else on the page.
 */
export function yesWithoutWords(snippet: string): boolean {
  return !YES_WORDS.test(foldLower(snippet));
}

/**
 * True when the snippet a "sí" was read from holds a garbled mark ("Parque o área verde Xx
 * Afectación: …"): the row's answer could not be placed in its SÍ or NO column, so the "sí" came
 * from the words around it, not from the mark.
 */
export function yesBesideGarbledMark(snippet: string): boolean {
  return holdsGarbledMark(snippet);
}

/**
 * A label about the affectation answered by a bare "NO" right after it ("Afecto a expropiación
 * SERVIU  NO"), with no "sí" nor mark between them: OCR garbled the words after the "NO" ("NO RAE
 * EOS"), and a "sí" read there was read from the label's own words.
 */
const LABEL_THEN_NO =
  /(?:afect[a-z]*\s+(?:a|al|por)\s|expropia)([^.:?…\n[\]()]{0,50}?)[\s:.…]+no(?![\p{L}\d])/gu;

/** True when the snippet a "sí" was read from answers its label with a bare "NO". */
export function labelAnsweredNo(snippet: string): boolean {
  return [...foldLower(snippet).matchAll(LABEL_THEN_NO)].some(
    (match) => !/(?<!\p{L})(?:s[ií]|x)(?!\p{L})/u.test(match[1] ?? ''),
  );
}

/** A word or mark that answers yes: "sí", a lone "X", "afecto" / "afecta". */
const YES_MARK = /(?:^|\s)(?:s[ií]|x)(?![\p{L}\d])|\bafect[oa]s?\b/u;

/** True when a snippet holds a mark or word that can answer yes (not a row's label alone). */
export function yesMarked(snippet: string): boolean {
  return YES_MARK.test(foldLower(snippet));
}

/** Both options printed side by side, at most a box's bracket between them ("Sí [No", "SI ( ) NO"). */
const BOTH_OPTIONS = /(?<!\p{L})s[ií]\s*[[(]?\s*\)?\]?\s*no(?![\p{L}\d])/u;
/** A tick: a lone "X", a check or a filled box. */
const TICK = /(?<![\p{L}\d])x(?![\p{L}\d])|[✓✔☒☑■●]/u;

/**
 * True when the snippet a "sí" was read from prints the two options with no tick anywhere
 * ("afecta a expropiación SERVIU Sí [No Propiedad …"): a worn copy lost the box's mark, and the
 * "sí" is the option's own word, not an answer.
 */
export function optionsWithoutTick(snippet: string): boolean {
  const folded = foldLower(snippet);
  return BOTH_OPTIONS.test(folded) && !TICK.test(folded);
}
