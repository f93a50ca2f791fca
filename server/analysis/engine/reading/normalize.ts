import { UNSURE_REASONS, type UnsureReason } from '../../../../common/record/provenance';
import { editDistance } from '../../../../common/text/editDistance';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import {
  accentTolerant,
  isNumberWord,
  leadingNumberWords,
  NUMBER_WORDS,
  partedNumberWord,
} from '../text/numberWords';
import { labelWordFor, MISREAD_LABEL_WORD } from '../text/ocrLabelWords';
import { digitsForLetters } from '../text/ocrDigits';
import { GLUED_TABLE, labelledRows } from './gluedTable';
import { plausibleYear } from './validate';

/**
 * Stage 1 of reading (normalise): the text rewritten so one grammar recognises every office's
 * wording, with a map from every normalised offset back to the source text so values keep their
 * exact provenance. What changes:
 * - label words OCR misread are written again (`Cornuna`, `ava1úo`: text/ocrLabelWords.ts);
 * - glued tokens are split again (`aFs.123Nro.4567delAño1989`, `NO CONSTAmarginalmente`,
 *   `fojas6518, nº6044, año2018`);
 * - the inscription keywords become one spelling: `fojas` (Fs., fs, foja, fjs), `número` (Nro,
 *   N°, Nº, No., Núm.), `año`, and the page side after a fojas number `vuelta` (vta, v, V) or `frente` (F);
 * - numbers after those keywords lose their thousands dots (`fojas 12.604`, `año 2.017`) and
 *   numbers written in words become digits, the digits in parentheses winning when both are
 *   printed (`a fojas doscientos once (211)`); elsewhere "words (digits)" that agree become digits;
 * - letters OCR read for digits inside numbers are repaired (`1O23` → `1023`).
 * Every repair a reader should doubt (words that disagree with their digits, letters read for
 * digits) is marked, and `doubtsIn` gives the reasons for any span. Everything else (names,
 * descriptions, amounts) is left as printed.
 */
export interface NormalizedText {
  readonly text: string;
  readonly source: string;
  /** The source span a normalised span was read from. */
  sourceSpan(index: number, length: number): { index: number; length: number };
  /** The source text under a normalised span (what was printed). */
  sourceSlice(index: number, length: number): string;
  /** Why a value read from this normalised span is doubtful: repairs normalisation had to make. */
  doubtsIn(index: number, length: number): UnsureReason[];
}

/** What replaces a match, and the doubt the replacement carries when it repaired the text. */
type Replacement = string | { text: string; doubt: UnsureReason };
type Replacer = (match: RegExpExecArray) => Replacement | null;

/** A doubt as a bit of a character's mark. */
const doubtBit = (reason: UnsureReason) => 1 << UNSURE_REASONS.indexOf(reason);

/** A text and, for every character, the source span it came from and the doubts its rewriting left. */
class MappedText {
  constructor(
    readonly text: string,
    readonly starts: Int32Array,
    readonly ends: Int32Array,
    readonly doubts: Int32Array,
  ) {}

  static of(source: string): MappedText {
    const starts = new Int32Array(source.length);
    const ends = new Int32Array(source.length);
    for (let index = 0; index < source.length; index++) {
      starts[index] = index;
      ends[index] = index + 1;
    }
    return new MappedText(source, starts, ends, new Int32Array(source.length));
  }

  /** Rewrites every match the replacer answers (null keeps the match); replaced characters map to the whole match. */
  rewrite(pattern: RegExp, replace: Replacer): MappedText {
    let text = '';
    const starts: number[] = [];
    const ends: number[] = [];
    const doubts: number[] = [];
    let last = 0;
    const copy = (from: number, to: number) => {
      text += this.text.slice(from, to);
      for (let index = from; index < to; index++) {
        starts.push(this.starts[index] ?? 0);
        ends.push(this.ends[index] ?? 0);
        doubts.push(this.doubts[index] ?? 0);
      }
    };
    let changed = false;
    for (const match of this.text.matchAll(pattern)) {
      const answer = replace(match);
      const replacement = typeof answer === 'string' || answer === null ? answer : answer.text;
      if (replacement === null || replacement === match[0]) continue;
      changed = true;
      const from = match.index;
      const to = from + match[0].length;
      copy(last, from);
      const start = from < this.text.length ? (this.starts[from] ?? 0) : this.sourceEnd();
      const end = to > from ? (this.ends[to - 1] ?? start) : start;
      let doubt = typeof answer === 'object' && answer !== null ? doubtBit(answer.doubt) : 0;
      for (let index = from; index < to; index++) doubt |= this.doubts[index] ?? 0;
      text += replacement;
      for (let index = 0; index < replacement.length; index++) {
        starts.push(start);
        ends.push(end);
        doubts.push(doubt);
      }
      last = to;
    }
    if (!changed) return this;
    copy(last, this.text.length);
    return new MappedText(text, Int32Array.from(starts), Int32Array.from(ends), Int32Array.from(doubts));
  }

  private sourceEnd(): number {
    return this.ends[this.text.length - 1] ?? 0;
  }
}

const NOT_LETTER_BEFORE = String.raw`(?<![\p{L}])`;
const NOT_LETTER_AFTER = String.raw`(?![\p{L}])`;
/** A page's side spelt out in brackets after its mark: "(frente)", "(vuelta)", "(vta.)". */
const SIDE_GLOSS = String.raw`\(\s*(?:frente|vuelta|vl?ta\.?)\s*\)`;

/** Keywords that take a number after them and may be printed glued to it (`fojas6518`, `año2018`). */
const NUMBER_KEYWORDS = String.raw`fojas|foja|fjs|fs|nros?|n[°º%]|n[úu]meros?|a[ñn]o|rep|repertorio|rol|folio|car[áa]tula`;
/** Words that follow a number glued to it (`123Nro.`, `4567del`, `2148VTA`). */
const AFTER_NUMBER = String.raw`nros?|n[°º]|n[úu]meros?|del|de|a[ñn]o|vl?ta|vuelta|con|correspondiente|en|bajo|fecha`;

/** A lien kind's word, as a GP lists it (common/vocabularies/lienKinds.ts names the kinds). */
const LIEN_WORDS = String.raw`reglamentos?|hipotecas?|servidumbres?|embargos?|prohibici[oó]n(?:es)?|usufructos?|(?:medidas?)?precautorias?|interdicci[oó]n(?:es)?|litigios?|censos?|arrendamientos?`;
/** The word glued after a lien kind: its qualifier's connector or how the entry goes on. */
const AFTER_LIEN = String.raw`(?:de(?:copropiedad)?|del|en|a|al|con|sobre|por|para)${NOT_LETTER_AFTER}|inscrit[ao]|constituid[ao]|vigente`;

/** A GP table's inscription columns as headers print them in capitals. */
/** The names a GP table prints over its columns, in capitals as a header prints them. */
const TABLE_COLUMNS = String.raw`FOJAS|N[ÚU]MERO|A[ÑN]O|FECHA|INSC|CLASE|TIPO|DETALLE|ACREEDOR`;

const MONTHS = String.raw`(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)`;

const GLUE_SPLITS: RegExp[] = [
  // `aFs`, `delAño`, `deHipotecas`: a lower-case letter glued to a capitalised word.
  new RegExp(String.raw`(?<=\p{Ll})(?=\p{Lu}\p{Ll})`, 'gu'),
  // `deMORALES`: a lower-case letter glued to an upper-case word.
  new RegExp(String.raw`(?<=\p{Ll})(?=\p{Lu}{3})`, 'gu'),
  // `CONSTAmarginalmente`: an upper-case word glued to a lower-case one.
  new RegExp(String.raw`(?<=\p{Lu}{3})(?=\p{Ll}{3})`, 'gu'),
  // `HIPOTECAa favor`, `PROHIBICIÓNen favor`: a lien kind in capitals glued to the connector after
  // it, parted before the rule below would read the kind's last capital as the connector's.
  new RegExp(
    String.raw`(?<=${NOT_LETTER_BEFORE}(?:${LIEN_WORDS.toUpperCase()}))(?=(?:a|al|en|de|del|con|por|para|sobre)${NOT_LETTER_AFTER})`,
    'gu',
  ),
  // `INVERSIONESNo gravar`: a word in capitals glued to a short capitalised one (longer ones the
  // rule above has parted after their capital).
  new RegExp(String.raw`(?<=\p{Lu}{3})(?=\p{Lu}\p{Ll}{1,2}(?!\p{L}))`, 'gu'),
  // `FOJASNÚMEROAÑO`, `NÚMEROAÑO`, `FECHAINSC.`: a table's column names in capitals the text layer
  // or a worn copy's OCR glued (in mixed case the first rule above parts them).
  new RegExp(
    String.raw`(?<=(?:${NOT_LETTER_BEFORE}|${TABLE_COLUMNS})(?:${TABLE_COLUMNS}))(?=(?:${TABLE_COLUMNS})(?:${NOT_LETTER_AFTER}|${TABLE_COLUMNS}))`,
    'gu',
  ),
  // `delaño1994`, `DELAÑO1994`: a year keyword glued to the word before it.
  new RegExp(String.raw`(?<=\p{Ll})(?=a[ñn]o\d)`, 'gu'),
  new RegExp(String.raw`(?<=\p{Lu})(?=A[ÑN]O\d)`, 'gu'),
  // `13deMayode2025`: a month glued to "de" and the year.
  new RegExp(String.raw`(?<=${MONTHS})(?=del?\d)`, 'giu'),
  new RegExp(String.raw`(?<=${NOT_LETTER_BEFORE}del?)(?=\d{4})`, 'giu'),
  // `fojas6518`, `nº6044`, `Nro.4567`, `Año:2016`.
  new RegExp(String.raw`${NOT_LETTER_BEFORE}(?<=(?:${NUMBER_KEYWORDS})\.?:?)(?=\d)`, 'giu'),
  // `123Nro.`, `4567del`, `2148VTA`.
  new RegExp(String.raw`(?<=\d)(?=(?:${AFTER_NUMBER})${NOT_LETTER_AFTER})`, 'giu'),
  // `461FNro.337`: the page side glued to the number before it and to the número after it.
  new RegExp(String.raw`(?<=\d)(?=(?:f|v|vta)(?:nros?|n[°º]|n[úu]meros?)${NOT_LETTER_AFTER})`, 'giu'),
  new RegExp(String.raw`(?<=\d\s(?:f|v|vta))(?=(?:nros?|n[°º]|n[úu]meros?)${NOT_LETTER_AFTER})`, 'giu'),
  // `2024Impuesto`: a number glued to the capitalised word after it.
  new RegExp(String.raw`(?<=\d)(?=\p{Lu}\p{Ll}{2})`, 'gu'),
  // `inscritoafojas3869`, `INSCRITOAFOJAS6672`, `avalúoN°1314`: a keyword glued to the word
  // before it and to its number.
  new RegExp(String.raw`(?<=\p{Ll})(?=(?:fojas|fs\.?|n[úu]mero|N[°º])\s?\d)`, 'gu'),
  new RegExp(String.raw`(?<=\p{Lu})(?=(?:FOJAS|FS\.?|N[ÚU]MERO)\s?\d)`, 'gu'),
  // `DelinmuebleinscritoaFs.8812`: the property's cue glued word to word (Santiago's GP
  // extracted without spaces), parted so that it still names the property's inscription.
  new RegExp(String.raw`(?<=${NOT_LETTER_BEFORE}(?:del?|el|dicho|este))(?=inmueble)`, 'giu'),
  new RegExp(String.raw`(?<=inmueble)(?=inscrit[oa])`, 'giu'),
  new RegExp(String.raw`(?<=inmueble\sinscrit[oa])(?=a(?:\s|fojas|fs))`, 'giu'),
  // `con fecha09deseptiembrede2022`: a date glued to the word before it and to its month.
  new RegExp(String.raw`(?<=\p{Ll})(?=fecha\d)|(?<=fecha)(?=\d)`, 'giu'),
  new RegExp(String.raw`(?<=\d)(?=del?${MONTHS})`, 'giu'),
  new RegExp(String.raw`(?<=\d\s?del?)(?=${MONTHS})`, 'giu'),
  // `UNREGLAMENTODECOPROPIEDAD`, `UNASERVIDUMBRE`, `Hipotecainscritaafojas`: a lien kind glued to
  // its article and to the word after it.
  new RegExp(
    String.raw`(?<=${NOT_LETTER_BEFORE}(?:una?|la|las|el|los))(?=(?:${LIEN_WORDS})(?:${NOT_LETTER_AFTER}|${AFTER_LIEN}))`,
    'giu',
  ),
  new RegExp(
    String.raw`(?<=${NOT_LETTER_BEFORE}(?:(?:una?|la|las|el|los)\s)?(?:${LIEN_WORDS}))(?=${AFTER_LIEN})`,
    'giu',
  ),
  // `QUEBRADA HONDA SPARUT 77.318.402-K`: a name in capitals glued to the RUT label after it (a
  // label and then a RUT's digits, OCR's comma for a dot too: a surname ending in those letters has
  // no label's number after it).
  new RegExp(
    String.raw`(?<=\p{Lu}{2})(?=(?:RUT|Rut|R\.U\.T\.?)\s*[:.]?\s*(?:N[°º]\s*)?\d{1,2}[.,]?\d{3}[.,]?\d{3}\s?-\s?[\dkK])`,
    'gu',
  ),
  // `HIPOTECADEPRIMERGRADO`: in capitals, a kind glued to a connector and the capitals after it.
  new RegExp(
    String.raw`(?<=${NOT_LETTER_BEFORE}(?:${LIEN_WORDS.toUpperCase()}))(?=(?:DE|DEL|EN|A|AL|CON|POR|SOBRE|PARA)\p{Lu})`,
    'gu',
  ),
];

const NUMBER = String.raw`\d[\dOol]*(?:\.\d{3})*`;
/** A vuelta mark after a fojas number (`vlta.` is how some offices abbreviate it). */
const SIDE = String.raw`(?:vuelta|vl?ta\.?)`;

/** What stands between a keyword and its number: a colon, or a form's leader ("Fojas ........ 5921"). */
const KEYWORD_GAP = String.raw`\.?\s*(?:\.{2,}\s*)?:?\s*`;

const KEYWORDS: [RegExp, string][] = [
  // `Fs, 1207`, `fojas,993`: the abbreviation's stop or the space a worn copy read as a comma, before the number.
  [new RegExp(String.raw`${NOT_LETTER_BEFORE}(?:fs|fojas),\s*(?=\d)`, 'giu'), 'fojas '],
  [
    // `Foja(s)` is how a form labels one or more.
    new RegExp(
      String.raw`${NOT_LETTER_BEFORE}(?:fojas|foja(?:\(s\))?|fjs|fs)${NOT_LETTER_AFTER}${KEYWORD_GAP}`,
      'giu',
    ),
    'fojas ',
  ],
  // `a F. 512 N° 430`: a lone `F.` before a number abbreviates fojas; after a number it is the
  // page's frente (`fojas 2318 F. número …`), so never right after digits; after `U.` it ends the
  // Unidad de Fomento's initials (`la suma de U.F. 1.150`, `U. F. 900`). A line may open on it
  // under a heading ending on its year ("REGISTRO DE PROPIEDAD - AÑO 2011" over "F. 45210 N° …").
  [
    new RegExp(
      String.raw`(?<![\p{L}\d])(?:(?<!\d\s)|(?<=(?<!\p{L})a[ñn]o\s+\d{4}\s))(?<!(?<!\p{L})u\.\s?)f\.\s*(?=\d)`,
      'giu',
    ),
    'fojas ',
  ],
  [
    new RegExp(
      // `n*` and `n%` are how OCR often reads `nº`, `Nr0` its `Nro`.
      String.raw`${NOT_LETTER_BEFORE}(?:n[úu]mero|n[úu]m(?=\.)|nr[o0]|n\.?\s?[°º*]|n%(?=\s?\d)|no(?=\.\s*\d))${NOT_LETTER_AFTER}${KEYWORD_GAP}`,
      'giu',
    ),
    'número ',
  ],
  [
    new RegExp(
      String.raw`${NOT_LETTER_BEFORE}(?:año|ano(?=\s*:?\s*\d))${NOT_LETTER_AFTER}${KEYWORD_GAP}`,
      'giu',
    ),
    'año ',
  ],
];

/** Longest number words first so "doscientos" is not read as "dos"; "y" only joins two of them. */
const NUMBER_WORD = `(?:${NUMBER_WORDS.filter((word) => word !== 'y')
  .sort((a, b) => b.length - a.length)
  .map(accentTolerant)
  .join('|')})`;
/** Between two number words: a space, or "y" with its spaces, one of them lost on a worn copy ("ochentay siete"). */
const WORDS_JOIN = String.raw`(?:\s+y\s+|\s+y|y\s+|\s+)`;
const WORDS_RUN = String.raw`${NOT_LETTER_BEFORE}${NUMBER_WORD}(?:${WORDS_JOIN}${NUMBER_WORD})*${NOT_LETTER_AFTER}`;

function digits(text: string): number {
  return Number(text.replace(/\./g, ''));
}

/**
 * Number words (and digits in parentheses) after a keyword → digits. When words and digits
 * disagree the digits win (a year's implausible digits excepted: the words win), and the number
 * is marked doubtful either way.
 */
function keywordNumbers(mapped: MappedText): MappedText {
  // The page side may sit between the words and their digits, or inside the parentheses:
  // `fojas sesenta y uno vuelta (61 vta.)`.
  const pattern = new RegExp(
    String.raw`(?<=(fojas|número|año) )(${WORDS_RUN})(\s+${SIDE})?(?:\s*\(\s*(${NUMBER})\s*(${SIDE})?\s*\))?`,
    'giu',
  );
  return mapped.rewrite(pattern, (match) => {
    // "número doce millones … guión cinco" is a RUT in words: rut.ts reads it as printed.
    if (/^\s*gui[oó]n\b/iu.test(match.input?.slice(match.index + match[0].length) ?? '')) return null;
    const words = leadingNumberWords(match[2] ?? '');
    if (!words || words.length !== (match[2] ?? '').length) return null;
    const printed = match[4] === undefined ? null : digits(match[4]);
    const typo =
      match[1] === 'año' && printed !== null && !plausibleYear(printed) && plausibleYear(words.value);
    const side = match[1] === 'fojas' && (match[3] ?? match[5]) ? ' vuelta' : (match[3] ?? '');
    const value = `${printed === null || typo ? words.value : printed}${side}`;
    return printed === null || printed === words.value
      ? value
      : { text: value, doubt: 'words_digits_mismatch' };
  });
}

/** `ochocie:`, `cincuen`, `tos,`: part of a number word, cut or with a mark no word holds. */
function garbledNumberWord(token: string): boolean {
  const letters = foldAccents(token)
    .toLowerCase()
    .replace(/[^a-zñ]/gu, '');
  return (
    letters.length >= 3 &&
    !isNumberWord(letters) &&
    NUMBER_WORDS.some((word) => {
      const folded = foldAccents(word);
      return folded.length > letters.length && (folded.startsWith(letters) || folded.endsWith(letters));
    })
  );
}

/**
 * `fojas mil ochocie: ocho (1.878)`: number words a stamp or a worn copy garbled partway, before
 * the digits in parentheses. The words read before the garble agree with the digits' leading
 * figures (mil → 1…, mil ochocientos → 18…), so the digits stand for the words; marked repaired.
 * Without the agreement, the words are left for `keywordNumbers` to read as printed.
 */
function garbledWordsBeforeDigits(mapped: MappedText): MappedText {
  const pattern = new RegExp(
    String.raw`(?<=(?:fojas|número|año) )(${WORDS_RUN})((?:\s+(?!(?:fojas|número|año|vuelta|vl?ta)${NOT_LETTER_AFTER})[^\s()]{1,14}){1,3})\s*\(\s*(${NUMBER})\s*\)`,
    'giu',
  );
  return mapped.rewrite(pattern, (match) => {
    const words = leadingNumberWords(match[1] ?? '');
    const gap = (match[2] ?? '').trim().split(/\s+/u);
    if (!words || words.length !== (match[1] ?? '').length || !gap.some(garbledNumberWord)) return null;
    const printed = String(digits(match[3] ?? ''));
    const read = String(words.value);
    const agrees = printed.length === read.length && printed.startsWith(read.replace(/0+$/u, ''));
    return agrees ? { text: printed, doubt: 'repaired_reading' as const } : null;
  });
}

/**
 * `dos mil dieci nueve`, `ochocien tos`: a number word a line break parted without a hyphen (the
 * line's last letters no word of their own), joined again so the number reads whole.
 */
function partedNumberWords(mapped: MappedText): MappedText {
  const pattern = /(?<=(?<!\p{L})(\p{L}{2,}))\s+(?=(\p{L}{2,})(?!\p{L}))/gu;
  return mapped.rewrite(pattern, (match) => {
    const [, head = '', tail = ''] = match;
    return partedNumberWord(head, tail) ? '' : null;
  });
}

/**
 * A reference's word right before a number ("fojas ", "número ", "año ", "ano " as a typewriter
 * without ñ printed it).
 */
const REFERENCE_WORD = String.raw`(?<!\p{L})(?:[Ff]ojas|FOJAS|[Ff]s\.|[Nn]úmero|NÚMERO|[Nn][°º]\.?|[Aa][ñn]o|A[ÑN]O)\s{1,3}`;
const REFERENCE_WORD_BEFORE = new RegExp(`${REFERENCE_WORD}$`, 'u');
/** A lot's or plot's word right before its number ("Parcela l3", "Lote l2"). */
const UNIT_WORD = String.raw`(?<!\p{L})(?:[Pp]arcela|PARCELA|[Ll]ote|LOTE|[Ss]itio|SITIO|[Mm]anzana|MANZANA|[Hh]ijuela|HIJUELA)\s{1,3}`;
const UNIT_WORD_BEFORE = new RegExp(`${UNIT_WORD}$`, 'u');
/**
 * Numbers with letters OCR read for digits: a run opening on a digit, or after a reference's word
 * one opening on the letter ("fojas l45"), or after a lot's word one opening on an "l" and digits
 * only ("Parcela l3"), or a year of the last century opening on it ("l999"), or an "l" before two
 * digits or more ("superficie l44 m2"), which no word is, or one opening on it in thousands groups
 * ("$ l2.5OO.OOO").
 */
const OCR_DIGITS = new RegExp(
  String.raw`(?<![\p{L}\d])\d[\dOolIS.]*[OolIS][\dOolIS.]*(?![\p{L}\d])|(?<=${REFERENCE_WORD})[OolI][\dOolI.]*\d[\dOolIS.]*(?![\p{L}\d])|(?<=${UNIT_WORD})[lI]\d{1,3}(?![\p{L}\d])|(?<![\p{L}\d])[lI]9\d{2}(?![\p{L}\d])|(?<![\p{L}\d])l\d{2,}(?![\p{L}\d.,])|(?<![\p{L}\d])[lI][\dOolI]{0,2}(?:\.[\dOolI]{3})+(?![\p{L}\d])`,
  'gu',
);
/** A number in thousands groups ("5.OOO"): its dots say it is one, whatever its digits OCR read. */
const THOUSANDS = /^\d{1,3}(?:\.[\dOolI]{3})+$/u;

/**
 * `1O23`, `8l2`, `2O19`, `1I07`, `2O1S`, `fojas l45`: numbers where OCR read letters for digits, repaired and
 * marked doubtful. Only tokens of three characters or more with two digits at least, so "2o piso"
 * stays.
 */
function ocrDigits(mapped: MappedText): MappedText {
  // After a reference's word one digit is enough ("fojas 2ll", "número l9O"): only a number
  // stands there.
  // So is one in thousands groups ("5.OOO metros"), and a year of the last century whose "1" OCR read
  // as a letter ("plano N° 97 de l999").
  const before = (match: RegExpExecArray) => match.input.slice(Math.max(0, match.index - 12), match.index);
  const afterWord = (match: RegExpExecArray) =>
    REFERENCE_WORD_BEFORE.test(before(match)) || UNIT_WORD_BEFORE.test(before(match));
  const digitsNeeded = (match: RegExpExecArray) => (afterWord(match) || THOUSANDS.test(match[0]) ? 1 : 2);
  // After a reference's or a lot's word, two characters are a number already ("N° l2", "Lote l3").
  const lengthNeeded = (match: RegExpExecArray) => (afterWord(match) ? 2 : 3);
  return mapped.rewrite(OCR_DIGITS, (match) =>
    match[0].length >= lengthNeeded(match) && (match[0].match(/\d/g) ?? []).length >= digitsNeeded(match)
      ? {
          text: digitsForLetters(match[0]),
          doubt: 'repaired_reading',
        }
      : null,
  );
}

/**
 * A value read from the raw text (a description, a plan's number) with its numbers' letters OCR
 * read for digits repaired as `normalize` repairs them ("plano … número 5l2 del año 2OO8"); null
 * when it has none.
 */
export function repairedOcrDigits(text: string): string | null {
  const repaired = ocrDigits(MappedText.of(text)).text;
  return repaired === text ? null : repaired;
}

/**
 * A date's day of two characters, one a letter OCR read for a digit (`1O de noviembre`, `l5 de
 * marzo`), too short for `ocrDigits`: before "de" and a month it can only be a number. Repaired
 * and marked doubtful.
 */
function ocrDayDigits(mapped: MappedText): MappedText {
  const pattern = new RegExp(String.raw`(?<![\p{L}\d])(?:\d[OolI]|[OolI]\d)(?=\s+de\s+${MONTHS}\b)`, 'giu');
  return mapped.rewrite(pattern, (match) => {
    const day = digitsForLetters(match[0]);
    return Number(day) >= 1 && Number(day) <= 31 ? { text: day, doubt: 'repaired_reading' } : null;
  });
}

/**
 * A rol's second number with a letter OCR read for a digit, where `ocrDigits` cannot tell it from
 * a word as it starts with the letter (`Rol de avalúo 147-l2`): after a rol's first number and
 * its dash it can only be digits; so is its first number before the dash (`Rol de avalúo ll8-45`).
 * Repaired and marked doubtful.
 */
function ocrRolDigits(mapped: MappedText): MappedText {
  const pattern =
    /(?<=\b(?:[Rr]ol|ROL)\b[^\d\n]{0,30}\d{1,6}\s*-\s*)[\dOolIS]*[OolIS][\dOolIS]*(?![\p{L}\d])/gu;
  // A lone "l" or "I" ("Rol de avalúo 412-l de Lota") is a 1 too: a rol's number is never a letter.
  const second = mapped.rewrite(pattern, (match) =>
    /\d/.test(match[0]) || /^[lI]$/.test(match[0])
      ? {
          text: digitsForLetters(match[0]),
          doubt: 'repaired_reading',
        }
      : null,
  );
  // Its first number opening on such a letter, a digit in it and the dash and second number after
  // it ("Rol de avalúo ll8-45"): only digits stand there either.
  const first = /(?<=\b(?:[Rr]ol|ROL)\b[^\d\n]{0,30}\s)[OolI][\dOolI]*\d[\dOolI]*(?=\s*-\s*\d)/gu;
  return second.rewrite(first, (match) => ({
    text: digitsForLetters(match[0]),
    doubt: 'repaired_reading',
  }));
}

/**
 * The year in words right after the registry's name, without "año": "del Registro de Propiedad
 * de dos mil diecinueve", "Registro de Propiedad correspondiente a mil novecientos noventa".
 */
function registryYearWords(mapped: MappedText): MappedText {
  const pattern = new RegExp(
    String.raw`(?<=registro\s+de\s+propiedad\s*,?\s+(?:del?|correspondiente\s+al?)\s+)(${WORDS_RUN})`,
    'giu',
  );
  return mapped.rewrite(pattern, (match) => {
    const words = leadingNumberWords(match[1] ?? '');
    return words && words.length === (match[1] ?? '').length && plausibleYear(words.value)
      ? `año ${words.value}`
      : null;
  });
}

/** "doce (12)", "veintiséis (26)": words whose digits agree become the digits. */
function agreeingWordNumbers(mapped: MappedText): MappedText {
  const pattern = new RegExp(String.raw`(${WORDS_RUN})\s*\(\s*(${NUMBER})\s*\)`, 'giu');
  return mapped.rewrite(pattern, (match) => {
    const words = leadingNumberWords(match[1] ?? '');
    const printed = digits(match[2] ?? '');
    return words && words.value === printed ? String(printed) : null;
  });
}

/**
 * "fojas 41 (cuarenta y una)", "número 37 (treinta y siete)": a keyword's digits, then the same
 * number spelt out in brackets, as a copy's head prints it; the words, when they agree, are dropped.
 */
function agreeingWordsAfterDigits(mapped: MappedText): MappedText {
  const pattern = new RegExp(
    String.raw`(?<=(?:fojas|número|año) (${NUMBER})(?:\s+${SIDE})?)\s*\(\s*(${WORDS_RUN})\s*\)`,
    'giu',
  );
  return mapped.rewrite(pattern, (match) => {
    const words = leadingNumberWords(match[2] ?? '');
    const printed = digits(match[1] ?? '');
    return words && words.length === (match[2] ?? '').length && words.value === printed ? '' : null;
  });
}

/**
 * Keywords a stamp or a stroke left half read, with the number they introduce: `númerg38` (the
 * last letter garbled and glued to the number), `le as21456 número 30988` (the tail of fojas
 * before a número), `a ís 880 vta N° 702` (the "f" of "fs" misread), `número 380 ño 1987` (the
 * year's keyword cut to its tail after a número), `rúmero 1044` (its first letter misread). Keyword and number are rewritten together and marked repaired: the
 * stroke that garbled the keyword may have taken a digit too ("380" read "38").
 */
function garbledKeywords(mapped: MappedText): MappedText {
  const repaired = (text: string) => ({ text, doubt: 'repaired_reading' as const });
  const numero = mapped.rewrite(
    new RegExp(String.raw`${NOT_LETTER_BEFORE}n[úu]mer(?!o)\p{L}(\d{1,6})(?![\d.,]\d)`, 'giu'),
    (match) => repaired(`número ${match[1] ?? ''}`),
  );
  // "rúmero 1044", "múmero 88": the word's first letter misread, the rest of it whole.
  const firstLetter = numero.rewrite(
    new RegExp(String.raw`${NOT_LETTER_BEFORE}[rmh][úu]mero\s+(\d{1,6})(?![\d.,]\d)`, 'giu'),
    (match) => repaired(`número ${match[1] ?? ''}`),
  );
  // "de le as21456 número 30988": the tail of "fojas" glued to its number, a número after it.
  const fojas = firstLetter.rewrite(
    new RegExp(String.raw`(?<![\p{L}\d])\p{L}{0,3}as(\d{1,6})(?=,?\s+número\s+\d)`, 'giu'),
    (match) => repaired(`fojas ${match[1] ?? ''}`),
  );
  // "a ís 880 vta N° 702": the "f" of "fs" read as an accented or dotted letter, a número after it.
  const fs = fojas.rewrite(
    new RegExp(
      String.raw`(?<![\p{L}\d])[íìil1|]s\.?\s*(\d{1,6})(?=\s*(?:vta\.?|vuelta|v|f)?\s*,?\s*número\s+\d)`,
      'giu',
    ),
    (match) => repaired(`fojas ${match[1] ?? ''}`),
  );
  return fs.rewrite(
    new RegExp(String.raw`(?<=número \d{1,6},?\s{1,6}(?:del?\s+)?)(?:ñ|fi|ii)o\s*:?\s*(\d{4})(?!\d)`, 'giu'),
    (match) => (plausibleYear(Number(match[1])) ? repaired(`año ${match[1] ?? ''}`) : null),
  );
}

/**
 * A company's "S.A." OCR garbled after its name in capitals, on the name's line or the next
 * ("EMPRESA ELÉCTRICA CORDILLERA / S¿As;", "BANCO X S,A;"): its stops read as other marks, one
 * as an "s". Written "S.A." and marked repaired, the marks after it kept; "S.A." as printed,
 * whatever follows it ("S.A., RUT …", "S.A)"), is left alone.
 */
function garbledCompanySuffix(mapped: MappedText): MappedText {
  return mapped.rewrite(
    /(?<=\p{Lu}{3,}\s{1,6})S([^\p{L}\d\s])\s?A(s|[^\p{L}\d\s])?(?![\p{L}\d])/gu,
    (match) =>
      match[1] === '.' && match[2] !== 's' ? null : { text: 'S.A.', doubt: 'repaired_reading' as const },
  );
}

/**
 * Registry names some offices abbreviate ("del Reg. de Prop. del año 2018", "Reg. Hip. y Grav.:",
 * "Reg. Int. y Proh."), written whole: their stops would otherwise end the reference's sentence
 * before its year, and headings name the registries by their words.
 */
const REGISTRY_ABBREVIATIONS: [RegExp, string][] = [
  [/(?<!\p{L})reg\.\s*(?:de\s+)?prop(?:iedad|\.)(?!\p{L})/giu, 'Registro de Propiedad'],
  [
    /(?<!\p{L})reg\.\s*(?:de\s+)?hip(?:otecas|\.)(?:\s*y\s*grav(?:[áa]menes|\.))?(?!\p{L})/giu,
    'Registro de Hipotecas y Gravámenes',
  ],
  [
    /(?<!\p{L})reg\.\s*(?:de\s+)?(?:int(?:erdicciones|\.)\s*y\s*)?proh(?:ibiciones|ib\.|\.)(?!\p{L})/giu,
    'Registro de Interdicciones y Prohibiciones',
  ],
  // A table's inscription cell naming its registry by a bare abbreviation before the reference
  // ("Hip. Fs. 1.640 N° 1.122 / 2020", "Proh. Fs. 1.988 vta."): the registry is the row's kind's;
  // its stop would end the entry before its reference, its "Proh." open another entry.
  [/(?<!reg\.\s*(?:de\s+)?)(?<!\p{L})(?:hip|proh|grav|int)\.\s*(?=f(?:ojas|s\.)\s*\d)/giu, ''],
];

/**
 * "Fojas / Nº / Año ..... 402 / 355 / 2019", "Fs.-Nº-Año: 88 vta.-70-2015": the three keywords
 * printed once over their numbers, in any order. Each number is written after its own keyword
 * ("fojas 402 número 355 año 2019"), so the grammar reads the reference as it reads a sentence.
 */
function keywordsOverNumbers(mapped: MappedText): MappedText {
  const key = String.raw`(fojas|número|año)`;
  const separator = String.raw`\s*[/\-–]\s*`;
  const value = String.raw`(${NUMBER})(\s*(?:vuelta|vl?ta\.?|v|f)(?![\p{L}]))?`;
  const pattern = new RegExp(
    String.raw`(?<![\p{L}])${key}${separator}${key}${separator}${key}[\s.:]*${value}${separator}${value}${separator}${value}(?![\d])`,
    'giu',
  );
  return mapped.rewrite(pattern, (match) => {
    const keys = [match[1], match[2], match[3]].map((found) => (found ?? '').toLowerCase());
    if (new Set(keys).size !== 3) return null;
    return keys
      .map((found, position) => {
        const number = match[4 + position * 2] ?? '';
        const side = match[5 + position * 2];
        return `${found} ${number}${found === 'fojas' && side ? ` ${side.trim()}` : ''}`;
      })
      .join(' ');
  });
}

/**
 * A table's column header as a worn copy's OCR reads it: a number sign read with a stray digit
 * (`N°2`, `N2` for `Nº`), or as a letter (`Ne`), beside another column's name (names glued where the space between them
 * was faint, `NÚMEROAÑO`, `FECHAINSC.`, are parted by GLUE_SPLITS). Written as printed so the
 * table's header is found; a header holds no value, so nothing read from it is doubted.
 */
function wornColumnHeaders(mapped: MappedText): MappedText {
  // The neighbour is capitalised as a header prints it: "lote N°2 fojas …" in prose is a lot's number.
  const neighbour = String.raw`(?:clase|tipo|fojas|fs\.?|a[ñn]o|fecha|registro|inscripci[óo]n)${NOT_LETTER_AFTER}`;
  return mapped.rewrite(
    new RegExp(
      String.raw`(?<![\p{L}\d])N(?:[°º]?2|e)(?=[ \t]+(${neighbour}))|(?<=(Fojas|FOJAS|Fs\.?|FS\.?)[ \t]+)N(?:[°º]?2|e)(?![\p{L}\d])`,
      'giu',
    ),
    (match) => (/^\p{Lu}/u.test(match[1] ?? match[2] ?? '') ? 'N°' : null),
  );
}

/**
 * Normalises a text for recognition. Idempotent on its own output; the source must be the text
 * provenance is recorded against (the document's body or raw text).
 */
export function normalize(source: string): NormalizedText {
  // A table glued cell to cell is parted before the glued words are: its header says where.
  let mapped = MappedText.of(source).rewrite(GLUED_TABLE, (match) =>
    labelledRows(match[1] ?? '', match[2] ?? ''),
  );
  mapped = mapped.rewrite(MISREAD_LABEL_WORD, (match) => labelWordFor(match[0]));
  for (const [pattern, whole] of REGISTRY_ABBREVIATIONS) mapped = mapped.rewrite(pattern, () => whole);
  for (const split of GLUE_SPLITS) mapped = mapped.rewrite(split, () => ' ');
  mapped = wornColumnHeaders(mapped);
  mapped = ocrDigits(mapped);
  mapped = ocrRolDigits(mapped);
  mapped = ocrDayDigits(mapped);
  mapped = partedNumberWords(mapped);
  for (const [pattern, canonical] of KEYWORDS) mapped = mapped.rewrite(pattern, () => canonical);
  mapped = garbledKeywords(mapped);
  mapped = keywordsOverNumbers(mapped);
  mapped = garbledCompanySuffix(mapped);
  // `Fs. 318 N. 270`, `Fs. 1911 vta. N 2002`, `fs. 2765 N' 3398`: a bare `N.` right after a fojas
  // number abbreviates número, also with the sign OCR lost or misread (`N°` read `N`, `N'`).
  mapped = mapped.rewrite(
    new RegExp(
      // The lookahead first, and one way to read the spaces around a comma: a blanked page's run
      // of spaces would make the lookbehind try every split of it at every place.
      String.raw`(?=n(?:[.'’]\s*|\s+)\d)(?<=fojas ${NUMBER}(?:\s*(?:vl?ta\.?|vuelta|v|f))?\s*(?:,\s*)?)n(?:[.'’]\s*|\s+)(?=\d)`,
      'giu',
    ),
    () => 'número ',
  );
  // "fojas 880 níúunero 702", "fojas 96 vta. nümoro 41": right after a fojas number, a word a worn
  // copy garbled from "número" (its first letter and its ending kept, or two letters off) before
  // the number; rewritten with its number and marked repaired.
  mapped = mapped.rewrite(
    new RegExp(
      // The lookahead first: it turns most places away before the costlier lookbehind is tried.
      String.raw`(?=[nrmh]\p{L}{3,8}\s+\d)(?<=fojas ${NUMBER}(?:\s*(?:vl?ta\.?|vuelta|v|f))?\s*(?:,\s*)?)(\p{L}{4,9})\s+(\d{1,6})(?![\d.,]\d)`,
      'giu',
    ),
    (match) => {
      const word = foldAccents(match[1] ?? '').toLowerCase();
      if (word === 'numero' || !/^[nrmh]/u.test(word)) return null;
      const garbled = word.endsWith('ero') || editDistance(word, 'numero', 2) <= 2;
      return garbled ? { text: `número ${match[2] ?? ''}`, doubt: 'repaired_reading' as const } : null;
    },
  );
  // "Fojas 5120 vta. N°" over "N° 4437": a worn copy's OCR reads the margin column's "N° 4437"
  // into the heading's line, so the label is printed twice before its number; once is enough.
  mapped = mapped.rewrite(/(?<=(fojas|número|año))\s+\1(?= \d)/gu, () => '');
  // "Número de Inscripción : 880", "Año de Inscripción : 2.004": a form's labels for the keywords.
  mapped = mapped.rewrite(
    /(?<=(?:número|año) )de\s+(?:la\s+)?inscripci[óo]n\s*(?:\.{2,}\s*)?:?\s*(?=\d)/giu,
    () => '',
  );
  mapped = garbledWordsBeforeDigits(mapped);
  mapped = keywordNumbers(mapped);
  mapped = registryYearWords(mapped);
  mapped = agreeingWordNumbers(mapped);
  mapped = agreeingWordsAfterDigits(mapped);
  // Spaces for thousands after a keyword (`fojas 1 204 número 1 033 año 2 018`): joined, and
  // doubtful, since the text layer may have parted two numbers.
  mapped = mapped.rewrite(
    new RegExp(String.raw`(?<=(?:fojas|número|año) )\d{1,3}(?: \d{3})+(?![\d.,]\d|\d)`, 'gu'),
    (match) => ({ text: match[0].replace(/ /g, ''), doubt: 'repaired_reading' as const }),
  );
  // Thousands dots after a keyword: `fojas 12.604`, `año 2.017`, `número 1.107`; commas too,
  // as some offices and OCR print them (`fojas 2,100`).
  mapped = mapped.rewrite(
    new RegExp(
      String.raw`(?<=(?:fojas|número|año) )\d{1,3}(?:(?:\.\d{3})+(?!\d|,\d)|(?:,\d{3})+(?![\d.,]\d))`,
      'gu',
    ),
    (match) => match[0].replace(/[.,]/g, ''),
  );
  // The side of the page after a fojas number: `vta.`, `vlta.`, `v`, `V`, `vuelta` → vuelta; `F` →
  // frente; `vla.`, OCR's `vta.` with its "t" read "l", → vuelta, marked repaired. The side spelt
  // out after its mark in brackets (`233 F (frente)`, `88 v. (vuelta)`) is the same side, once.
  // `v.` before the reference's número or año is the mark and its stop, no sentence's end.
  mapped = mapped.rewrite(
    new RegExp(
      String.raw`(?<=fojas ${NUMBER})\s*(?:(vl?ta\.?|vuelta|v\.(?=\s+(?:número|año)\s)|v)|(F)|(v[l1]a\.?))${NOT_LETTER_AFTER}(?:\.?\s*${SIDE_GLOSS})?`,
      'giu',
    ),
    (match) =>
      match[1] ? ' vuelta' : match[2] ? ' frente' : { text: ' vuelta', doubt: 'repaired_reading' as const },
  );
  // The side in brackets alone: `fojas 233 (frente)`, `fojas 88 (vuelta)`.
  mapped = mapped.rewrite(
    new RegExp(String.raw`(?<=fojas ${NUMBER})\s*\(\s*(frente|vuelta)\s*\)`, 'giu'),
    (match) => (match[1]?.toLowerCase() === 'frente' ? ' frente' : ' vuelta'),
  );
  const { text, starts, ends, doubts } = mapped;
  const sourceSpan = (index: number, length: number) => {
    const from = Math.max(0, Math.min(index, text.length - 1));
    const to = Math.max(from, Math.min(index + length, text.length) - 1);
    const start = starts[from] ?? 0;
    const end = length > 0 ? (ends[to] ?? start) : start;
    return { index: start, length: Math.max(0, end - start) };
  };
  return {
    text,
    source,
    sourceSpan,
    sourceSlice: (index, length) => {
      const span = sourceSpan(index, length);
      return source.slice(span.index, span.index + span.length);
    },
    doubtsIn: (index, length) => {
      let marks = 0;
      for (let at = Math.max(0, index); at < Math.min(text.length, index + length); at++)
        marks |= doubts[at] ?? 0;
      return UNSURE_REASONS.filter((reason) => (marks & doubtBit(reason)) !== 0);
    },
  };
}
