import { formatCLP } from '../../../../common/format/currency';
import { parseNumberWords } from './numberWords';
import { digitsForLetters } from './ocrDigits';

/**
 * Integer from digits with dot or comma thousands (`$78.500.000`, `CLP 1,874,215`, `1.140`),
 * tolerating OCR confusions of O/o for 0 and l/I for 1 inside the number. Null when not a number.
 */
export function parseInteger(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(?:CLP|\$)\s*/i, '')
    .replace(/[Oo](?=[\d.,]|$)|(?<=\d)[Oo]/g, '0')
    .replace(/[lI](?=[\d.,]|$)|(?<=\d)[lI]/g, '1');
  if (!/^\d{1,3}(?:([.,])\d{3})*(?:\1\d{3})*$|^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/[.,]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** `$78.500.000`: the corpus form of an amount in pesos. */
export function formatPesos(amount: number): string {
  return formatCLP(amount);
}

/** `3.850,00 UF`: thousands dots, decimal comma, at least two decimals. */
export function formatUf(amount: number, decimals = 2): string {
  const [whole = '0', fraction = ''] = amount.toFixed(Math.max(2, decimals)).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
}

/** A decimal in Chilean notation (`3.850,00`, `2658,4`, `2.954,1200`) → number and its decimals. */
export function parseDecimal(text: string): { value: number; decimals: number } | null {
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/\./g, '');
  const fraction = match[2] ?? '';
  return { value: Number(`${whole}.${fraction || '0'}`), decimals: fraction.replace(/0+$/, '').length };
}

/**
 * "cuarenta y dos coma quince" → 42.15; "nueve" → 9; "veinte coma cinco" → 20.5 (one spoken
 * decimal word below ten is tenths). Null when the text is not a number in words.
 */
export function parseDecimalWords(text: string): number | null {
  const [wholeWords = '', fractionWords] = text.split(/\s+coma\s+/i);
  const whole = parseNumberWords(wholeWords);
  if (whole === null) return null;
  if (fractionWords === undefined) return whole;
  const zeros = /^(cero\s+)+/i.exec(fractionWords)?.[0].split(/\s+/).filter(Boolean).length ?? 0;
  const fraction = parseNumberWords(fractionWords.replace(/^(cero\s+)+/i, ''));
  if (fraction === null) return null;
  const digits =
    zeros > 0 ? `${'0'.repeat(zeros)}${fraction}` : fraction < 10 ? `${fraction}0` : String(fraction);
  return Number(`${whole}.${digits}`);
}

/** `42,15 metros` from digits (`42,15`) or words (`cuarenta y dos coma quince`). */
export function formatMeters(text: string): string | null {
  // "3l,2O": a typed copy's figures with an l for a 1 and an O for a 0, among digits only.
  const figure = /^(?=[\dlO.,]*\d)[\dlO]+(?:[.,][\dlO]+)?$/u.test(text.trim());
  const trimmed = figure ? digitsForLetters(text.trim()) : text.trim();
  const digits = /^(\d+)(?:[.,](\d+))?$/.exec(trimmed);
  const value = digits ? Number(`${digits[1]}.${digits[2] ?? '0'}`) : parseDecimalWords(trimmed);
  if (value === null) return null;
  return `${value.toFixed(2).replace('.', ',')} metros`;
}

/**
 * A price as the corpus writes it: `$78.500.000` for pesos, `3.850,00 UF` for Unidades de Fomento.
 * Reads digits first (`$ 78.500.000`, `($67.000.000)`, `3.850,00 Unidades de Fomento`, `U.F.2658,4`)
 * and falls back to the amount in words. Null when the text has no amount.
 */
export function parsePrice(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  if (isUf(flat)) {
    const decimal = ufFigure(flat);
    if (decimal) return `${formatUf(decimal.value, decimal.decimals)} UF`;
    const words = /^(.*?)\s*unidades?\s+de\s+fomento/iu.exec(flat)?.[1];
    const value = words ? lastNumberWords(words) : null;
    return value === null ? null : `${formatUf(value)} UF`;
  }
  const pesos = pesosFigure(flat) ?? pesosInWords(flat);
  return pesos === null ? null : formatPesos(pesos);
}

const isUf = (flat: string) => /unidades?\s+de\s+fomento|\bU\.?\s?F\b/i.test(flat);

/** A price's figure in Unidades de Fomento ("3.850,00 UF", "U.F. 2658,4"). */
function ufFigure(flat: string): { value: number; decimals: number } | null {
  const digits =
    /U\.?\s?F\.?\s*(\d[\d.]*(?:,\d+)?)/i.exec(flat)?.[1] ??
    /(\d[\d.]*(?:,\d+)?)\s*(?:unidades?\s+de\s+fomento|U\.?F\b)/i.exec(flat)?.[1];
  return digits ? parseDecimal(digits.replace(/\.$/, '')) : null;
}

/**
 * The whole Unidades de Fomento a price says in words before "Unidades de …" (its last word read
 * or not: a worn copy's "Unidades de Fohre"); none when the words hold decimals ("… coma cinco").
 */
function ufInWords(flat: string): number | null {
  const words = /^(.*?)\s*unidades?\s+de\s/iu.exec(flat)?.[1];
  return words && !/\b(?:coma|con)\b/iu.test(words) ? lastNumberWords(words) : null;
}

/**
 * A figure in pesos ("$ 61.000.000.-"), whole: one glued to letters or running on into more
 * digits ("$9.8OO.OOO", a zero typed or read as the letter O) is none, so the words decide; so is
 * one running into a sign standing for a digit not read ("$ 1?.5OO.OOO"). A line may break after
 * a group's dot ("$46.500." / "000)"): the group on the next line goes on.
 */
const PESOS_FIGURE = /\$\s*(\d{1,3}(?:\.\s?\d{3})+|\d+)(?:,\d{1,2})?(?![\p{L}\d?¿*#]|[.,][\p{L}\d?¿*#])/u;

function pesosFigure(flat: string): number | null {
  const figure = PESOS_FIGURE.exec(flat)?.[1];
  return figure ? Number(figure.replace(/[.\s]/g, '')) : null;
}

/** The pesos a price says in words before "pesos" ("NUEVE MILLONES OCHOCIENTOS MIL PESOS"). */
function pesosInWords(flat: string): number | null {
  const words = /^(.*?)\s+(?:de\s+)?pesos/iu.exec(flat)?.[1];
  return words ? lastNumberWords(words) : null;
}

/**
 * Whether a price says one amount in words and another in figures ("VEINTIÚN MILLONES DE PESOS
 * ($12.000.000)", "mil ochocientas cincuenta Unidades de Fomento (850,00 UF)" where a worn copy
 * lost a digit): which one the deed meant cannot be told from the copy.
 */
export function priceWordsDisagree(text: string): boolean {
  const { figure, words } = priceBothWays(text);
  return figure !== null && words !== null && figure !== words;
}

/**
 * Whether a price says one amount both in words and in figures ("ONCE MILLONES DE PESOS
 * ($11.000.000)"): read twice alike, which a misread digit or word would break.
 */
export function priceWordsAgree(text: string): boolean {
  const { figure, words } = priceBothWays(text);
  return figure !== null && figure === words;
}

function priceBothWays(text: string): { figure: number | null; words: number | null } {
  const flat = text.replace(/\s+/g, ' ');
  if (isUf(flat)) {
    const figure = ufFigure(flat);
    return { figure: figure ? Math.trunc(figure.value) : null, words: ufInWords(flat) };
  }
  return { figure: pesosFigure(flat), words: pesosInWords(flat) };
}

/** Words that may stand before an amount in words ("la suma de …"); any other word means the number was cut. */
const AMOUNT_LEAD = new Set([
  'la',
  'el',
  'suma',
  'cantidad',
  'total',
  'de',
  'del',
  'precio',
  'valor',
  'equivalente',
  'a',
]);

/**
 * The number written in words at the end of a phrase ("por el precio de TRES MIL" → 3000), with
 * "coma" decimals. Null when a word before it is neither part of the number nor of its lead-in:
 * an OCR-damaged word ("NOVECIENTA5") would otherwise leave only the number's tail.
 */
function lastNumberWords(text: string): number | null {
  const words = text.trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const value = parseDecimalWords(words.slice(start).join(' '));
    if (value !== null) return value;
    if (!AMOUNT_LEAD.has((words[start] ?? '').toLowerCase())) return null;
  }
  return null;
}
