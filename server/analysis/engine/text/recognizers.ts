import { canonicalComuna, type Comuna, COMUNA_NAME_WORDS } from '../../../../common/vocabularies/comunas';
import { parseInteger } from './amounts';
import { findDates } from './dates';
import { foldKeepingLength, ocrLetters } from './folded';
import { findRuts } from './rut';

/*
 * Value recognisers: each looks at the start of a region (what follows a label, a table cell, a
 * line) and says whether a value of its kind is there. Words that only introduce a value
 * ("N°", "del día", "de fecha", "de") may come first; anything else means the value is not there.
 */

/** A value found in a region, with its offsets in that region. */
export interface Recognized<T> {
  value: T;
  start: number;
  end: number;
}

export type Recognizer<T> = (region: string) => Recognized<T> | null;

/**
 * Separators between a label and its value: colons, rules and dotted leaders ("Rol ...... 214-17",
 * "Rol . . . . 214-17"), or the one dot a worn copy's OCR kept of a leader ("DIRECCION   . LOS
 * AROMOS 12").
 */
const LEAD = /^(?:[\s:;=|_~>»\-–—]|\.{2,}|…|(?:\.[ \t]){2,}\.|\.(?=[ \t]))*/u;

function leadLength(region: string): number {
  return LEAD.exec(region)?.[0].length ?? 0;
}

/**
 * Punctuation and short words that may stand between a label and its value; a lone "N" is "N°"
 * whose sign a worn copy lost ("Plano de loteo   N 489").
 */
const FILLER =
  /^(?:[\s:;.,=|_~>»()\-–—*$]|\bclp\b|\bn\.?[°º*]|\bn\b(?=\s*$)|\bno\.|\bnro\b|\bnum\b|\bn[uú]mero\b|\bnumero\b|#|\bel\b|\bdel\b|\bla\b|\bde\b|\bd[ií]a\b|\bfecha\b|\bcon\b|\bal\b|\ba\b|\ben\b|\bes\b|\bsu\b)*$/iu;

function isFiller(text: string): boolean {
  return FILLER.test(text);
}

/** The first match of `pattern` whose lead is filler only. */
function leading(region: string, pattern: RegExp): RegExpExecArray | null {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  for (const match of region.matchAll(new RegExp(pattern.source, flags))) {
    if (isFiller(region.slice(0, match.index))) return match as RegExpExecArray;
    return null;
  }
  return null;
}

const GLUED_MONTH =
  /\bde(?=(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b)/giu;

/** "10 dejunio de 2025": OCR glues "de" to the month; two spaces in its place keep the offsets. */
export function unglueMonths(text: string): string {
  return text.replace(GLUED_MONTH, '  ');
}

/**
 * Years OCR put past the 21st century by reading its 0 as a look-alike (8, 6, 9, 3): "18 Agosto
 * 2825". Any date later than this is no certificate's.
 */
const MISREAD_YEAR = /(?<!\d)2[3689](\d\d)(?!\d)/gu;

/**
 * A date whose year OCR misread as in the 24th–29th century, repaired to 20xx: the caller must
 * mark it repaired, since the second digit is a guess from the digits' look.
 */
export const misreadYearDateValue: Recognizer<string> = (region) => {
  const window = region.slice(0, 80);
  const repaired = window.replace(MISREAD_YEAR, (_year, tail: string) => `20${tail}`);
  return repaired === window ? null : dateValue(repaired);
};

/** A date in any printed form (chilean-documents.md §0.2). */
export const dateValue: Recognizer<string> = (region) => {
  const date = findDates(unglueMonths(region.slice(0, 80)))[0];
  if (!date || !isFiller(region.slice(0, date.index))) return null;
  return { value: date.iso, start: date.index, end: date.index + date.text.length };
};

/** A whole number (`2.307.118`, `2214`), not part of a rol, a date or a RUT. */
export const integerValue: Recognizer<number> = (region) => {
  const match = leading(region, /(\d{1,3}(?:[.,]\d{3})+|\d+)(?![\d.,]*[-/‐–]\s?[\dkK])(?![.,]?\d)/u);
  const value = match?.[1] ? parseInteger(match[1]) : null;
  return match && value !== null ? { value, start: match.index, end: match.index + match[0].length } : null;
};

/**
 * A document's own number, also printed with its year ("N° 458/2025", "N° 2025-00871",
 * "N° 31.907-2025", thousands dotted): the
 * number without the year; a plain integer otherwise.
 */
export const documentNumberValue: Recognizer<number> = (region) => {
  const plain = integerValue(region);
  if (plain) return plain;
  const match = leading(
    region,
    /(?:(\d{1,3}(?:\.\d{3})+|\d+)\s*[/-]\s*(?:19|20)\d{2}|(?:19|20)\d{2}\s*[/-]\s*(\d{1,3}(?:\.\d{3})+|\d+))(?![\d/-])/u,
  );
  const digits = match?.[1] ?? match?.[2];
  const value = digits ? parseInteger(digits) : null;
  return match && value !== null ? { value, start: match.index, end: match.index + match[0].length } : null;
};

/**
 * OCR reads the peso sign as S ("S 38.410.000", "S 0"); a lone S before the digits is taken for it.
 * An ordinal ("1er semestre", "2° cuota") is no amount.
 */
const AMOUNT =
  /(?:CLP|\$|\bS(?=\s?\d)|pesos)?\s*(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]-|,00)?(?![\d]|\s?[-/]\s?\d|\s?%|(?:er|do|ro|[°º])(?!\p{L}))/giu;

/** An amount in pesos: `$ 4.600`, `CLP 1,874,215`, `$0`, `89,412`. */
export const amountValue: Recognizer<number> = (region) => {
  const match = leading(region, AMOUNT);
  const value = match?.[1] ? parseInteger(match[1]) : null;
  return match && value !== null ? { value, start: match.index, end: match.index + match[0].length } : null;
};

/**
 * An amount after its "$" whose thousands marks a worn copy read, some of them, as single spaces
 * ("$5.118 402", "$61 495.862"), or with a rule read before its "$"; else as `amountValue` reads it. Only after a "$": there the
 * groups can be no other number, where a row's columns of amounts stand apart.
 */
const SPACED_AMOUNT = /\$[^\S\n]?(\d{1,3}(?:[.,]\d{3}|[^\S\n]\d{3})+)(?![\d]|[.,]\d)/gu;

/** A table's rule OCR read as a "1" or "|" glued before the "$" ("|1$ 55.120.330", "1$ 33.291.675"): no digit of the amount. */
const RULE_BEFORE_DOLLAR = /^(\s*)([|¦]?[1lI|])(?=\s?\$)/u;

export const spacedAmountValue: Recognizer<number> = (whole) => {
  const rule = RULE_BEFORE_DOLLAR.exec(whole);
  const region = rule
    ? whole.replace(RULE_BEFORE_DOLLAR, (_, space: string, mark: string) => space + ' '.repeat(mark.length))
    : whole;
  const read = amountValue(region);
  const spaced = leading(region, SPACED_AMOUNT);
  if (!spaced?.[1] || !/\s/u.test(spaced[1]) || (read && read.start !== spaced.index)) return read;
  const value = parseInteger(spaced[1].replace(/[\s.,]/gu, ''));
  return value === null ? read : { value, start: spaced.index, end: spaced.index + spaced[0].length };
};

/** A cuota row's opening: its year, then the cuota ("2025 cuota 3", "2024 cuotas 2 y 3"). */
const CUOTA_ROW = /^\s*(?:19|20)\d{2}\s+cuotas?\b/iu;

/**
 * The last amount on the region's first line: the total of a row of amounts
 * ("Total Deuda Morosa (CLP)  193,080  2,886  8,688  0  204,654").
 */
export const rowTotalValue: Recognizer<number> = (region) => {
  const line = region.split('\n')[0] ?? '';
  const first = amountValue(line);
  // A row of cuotas opened by its year ("2025 cuota 3 ..... $ 212.440") under a section's
  // heading ("DEUDA MOROSA"): no total; the section's own total row follows.
  if (!first || CUOTA_ROW.test(line.slice(first.start))) return null;
  // The row's amounts run on from the first one; a word after them starts another field
  // ("Deuda no vencida $ 8.200 Total $ 12.300").
  let last: RegExpExecArray | undefined;
  let end = first.start;
  for (const match of line.matchAll(AMOUNT)) {
    if (match.index < first.start) continue;
    if (!/^[\s|]*$/u.test(line.slice(end, match.index))) break;
    last = match;
    end = match.index + match[0].length;
  }
  const value = last?.[1] ? parseInteger(last[1]) : null;
  return last && value !== null ? { value, start: last.index, end: last.index + last[0].length } : first;
};

/**
 * Rol de avalúo in every printed form (§0.5), as `manzana-predio` without leading zeros:
 * `6602-41`, SII `06602 − 00041` (also with the minus lost by OCR: `06602 00041`), TGR
 * `120-06602-041` or `4101-04410-032` (comuna code first), also with the predio padded to five
 * digits (`13-00123-00045`). A comuna name may stand between label and rol ("ROL ÑUÑOA
 * 120-06602-041"). The TGR's comuna code is not part of the value: in its padded form
 * (`-02844-024`) a code OCR garbled ("'P04", "2O4") still leaves the manzana and predio read.
 */
/**
 * The TGR's padded rol whose manzana OCR split with a space ("16205-001 12-045" for
 * `16205-00112-045`): the comuna code, the manzana's five digits in two pieces, a three-digit predio.
 */
function tgrRolSplit(region: string): ReturnType<Recognizer<string>> {
  const match = leading(region, /(?<!\d)\d{4,5}\s*[-−–‐]\s*(\d{1,4}) (\d{1,4})\s*[-−–‐]\s*(\d{3})(?![\d/])/u);
  const manzana = match ? `${match[1]}${match[2]}` : '';
  if (!match || manzana.length !== 5) return null;
  return {
    value: `${Number(manzana)}-${Number(match[3])}`,
    start: match.index,
    end: match.index + match[0].length,
  };
}

export const rolValue: Recognizer<string> = (region) => {
  const split = tgrRolSplit(region);
  if (split) return split;
  const pattern =
    /(?:(?:[\p{Lu}][\p{L}'.]*:?\s+){1,3})?(?:(?:\d{1,5}|['‘’`]?[\dOoIlPSBZ]{1,5}(?=-\d{5}-\d{3}\b))\s*[-−–‐]\s*(\d{3,5})\s*[-−–‐]\s*(\d{1,5})|(\d{1,5})\s*[-−–‐]\s*(\d{1,5})|(\d{5})\s+(\d{5}))(?![\d/]|\s*[-−–‐]\s*\d)/u;
  const match = leading(region, pattern);
  if (!match) return null;
  const manzana = match[1] ?? match[3] ?? match[5];
  const predio = match[2] ?? match[4] ?? match[6];
  if (!manzana || !predio) return null;
  return {
    value: `${Number(manzana)}-${Number(predio)}`,
    start: match.index,
    end: match.index + match[0].length,
  };
};

/**
 * A code of letters and digits (verification codes, folios): `K7PD-4RX2M-19`, `7RW2KDLQZX`, with
 * its year after a slash (`DOM-CTM-0312/2026`), an office's capitals and one space before its
 * numbered part (`DOM-RIN 1187/2026`: the part joined by a dash or slash, so no sentence's number).
 * An office of Ñuble may print its Ñ in it (`SÑ-2905-2026`).
 */
export const codeValue: Recognizer<string> = (region) => {
  // A period ending the sentence may follow the code ("… verificación PTR-DOM-08-2026."), not one
  // inside a name or domain.
  const match = leading(
    region,
    /(?<![\w.])((?:[A-Z]{2,6}(?:-[A-Z]{2,6})+ (?=\d+[-/]\d))?[A-Za-z0-9](?:[A-ZÑa-zñ0-9]|[-/](?=[A-ZÑa-zñ0-9])){4,})(?![\wÑñ@/]|\.(?!\s|$))/u,
  );
  const code = match?.[1];
  if (!match || !code) return null;
  // A date ("12/03/2026") is no code: a slash stands in codes with letters.
  const looksLikeCode =
    (/\d/.test(code) || (/^[A-Z]+$/.test(code) && code.length >= 6)) &&
    (!code.includes('/') || /[A-Za-z]/.test(code));
  if (!looksLikeCode || /^www/i.test(code)) return null;
  const start = match.index + match[0].indexOf(code);
  return { value: code, start, end: start + code.length };
};

/** A comuna by name, in capitals without accents too (`NUNOA` → Ñuñoa), trying one to five words. */
export const comunaValue: Recognizer<Comuna> = (region) => {
  // Words start with a letter: the dots of a leader ("Comuna . . . . LA UNION") are none.
  const words = [...region.matchAll(/\p{L}[\p{L}'.]*/gu)].slice(0, 2 + COMUNA_NAME_WORDS);
  for (let first = 0; first < Math.min(3, words.length); first++) {
    const start = words[first]?.index ?? 0;
    if (!isFiller(region.slice(0, start)) && !/^\s*(?:comuna|municipalidad)\b/iu.test(region.slice(0, start)))
      continue;
    for (let take = Math.min(COMUNA_NAME_WORDS, words.length - first); take >= 1; take--) {
      const last = words[first + take - 1];
      if (!last) continue;
      const end = last.index + last[0].length;
      const comuna = canonicalComuna(region.slice(start, end));
      if (comuna) return { value: comuna, start, end };
    }
  }
  return null;
};

/** Text to the end of its cell or line, trimmed: a free value such as a destination. */
export const cellValue: Recognizer<string> = (region) => {
  const lead = leadLength(region);
  const end = region.slice(lead).search(/\s{3,}|\n|\t/);
  const cell = region.slice(lead, end < 0 ? undefined : lead + end).replace(/[\s.,;:]+$/, '');
  if (!/[\p{L}\d]/u.test(cell)) return null;
  return { value: cell, start: lead, end: lead + cell.length };
};

/** A word of a name: in capitals, capitalised, or a company's "SpA". */
const NAME_WORD = String.raw`(?:SpA|[\p{Lu}][\p{Lu}'´.-]*|[\p{Lu}][\p{Ll}'´-]+)(?!\p{L})`;
// "ROJAS & CÍA. LIMITADA": a company's ampersand joins its name too.
const NAME_JOINER = String.raw`(?:de|del|la|las|los|y|e|van|von|da|di|DE|DEL|LA|LAS|LOS|Y|E|&)`;
const NAME = new RegExp(String.raw`["“]?(${NAME_WORD}(?:\s+(?:${NAME_JOINER}\s+)*${NAME_WORD})+)["”]?`, 'u');
/** Words that start the next field rather than continue a name. */
const AFTER_NAME =
  /\s+(?:R\.?\s?U\.?\s?[TN]\.?|RUT|RUN|C\.?\s?I\.?|C[EÉ]DULA|DOMICILIO|DIRECCI[OÓ]N|NACIONALIDAD|FECHA|ROL)\b.*$/iu;
/** "DIAZU.N.": OCR glued what is left of an "R.U.N." label to the name. */
const GLUED_RUN = /(?<=\p{Lu}{2})R?\.?U\.[NT]\..*$/u;
/** "VERARUN 8.608.013-3": OCR glued the whole "RUN" label, without its dots, to the name before the number. */
const GLUED_BARE_RUN = /(?<=\p{Lu}{2})RU[NT]$/u;
const RUT_NEXT = /^\s*:?\s*[\d.]{5,}-[\dkK]/u;
/** Titles before a name. */
const HONORIFIC = /^(?:\s*(?:don|doña|dona|sr\.?|sra\.?|señor|señora|srta\.?)\s+)/iu;

/**
 * A person's or company's name as printed: capitalised words ("LUCIA ISABEL MONTERO SAAVEDRA",
 * "Carolina Andrea Bravo Lagos", "INVERSIONES CERRO COLORADO SPA"), after "don"/"doña" if any,
 * ending before a RUT, a comma or the next label.
 */
export const nameValue: Recognizer<string> = (region) => {
  const lead = leadLength(region);
  const honorific = HONORIFIC.exec(region.slice(lead))?.[0].length ?? 0;
  const from = lead + honorific;
  // Digits OCR read for letters ("LEIVA M0RALES") are letters in a name: read as such, same length.
  const rest = ocrLetters(region.slice(from).split(/\s{3,}|\n|,|;|\(/)[0] ?? '');
  const match = NAME.exec(rest);
  if (!match?.[1] || match.index > 1) return null;
  const read = match[1].replace(AFTER_NAME, '').replace(GLUED_RUN, '');
  const rutNext = RUT_NEXT.test(rest.slice(match.index + match[0].length));
  const name = (rutNext ? read.replace(GLUED_BARE_RUN, '') : read).trim();
  // Two words of two letters or more: OCR's fragments ("S S", "E BUSTOS") are not a name.
  const words = name.split(/\s+/).filter((word) => word.replace(/[^\p{L}]/gu, '').length >= 2);
  if (words.length < 2 || /\d/.test(name)) return null;
  const start = from + match.index + (match[0].startsWith(match[1]) ? 0 : 1);
  return { value: name, start, end: start + name.length };
};

/** A RUT in digits (or words), with a valid check digit preferred. */
export const rutValue: Recognizer<string> = (region) => {
  const rut = findRuts(region.slice(0, 60))[0];
  if (
    !rut ||
    !isFiller(region.slice(0, rut.index).replace(/\b(?:R\.?\s?U\.?\s?[TN]\.?|RUT|RUN|C\.?\s?I\.?)/giu, ''))
  )
    return null;
  return { value: rut.rut, start: rut.index, end: rut.index + rut.rut.length };
};

/**
 * Words that continue an address after a comma (unit, block, villa, building…; a rural one's island,
 * cove or place: "sector Ichuac, isla Lemuy"); anything else ends it.
 */
const ADDRESS_CONTINUATION =
  /^,\s*(?:(?:depto|dpto|dp|departamento|casa|villa|poblaci[oó]n|pobl|block|blk|torre|oficina|of|local|bodega|estacionamiento|lote|sitio|parcela|manzana|mz|piso|condominio|cond|conjunto|conj|sector|km|kil[oó]metro|proyecto|parcelaci[oó]n|loteo|hijuela|fundo|barrio|urbanizaci[oó]n|cerro|edificio|edif|etapa|isla|caleta|localidad|lugar|paraje|caser[ií]o|aldea)\b|n[°º]|\d)/iu;
/**
 * A village or sector printed after the comma ("O'Higgins N° 1045, Huépil", "RAMIREZ 345, ENTRE
 * LAGOS"): one to four capitalised words closing the cell, the line or the clause, or before a
 * dash that opens the next field ("…, Sitio 4, Putú - Rol 112-9"; the label search may have cut
 * the region right after that dash).
 */
const ADDRESS_LOCALITY =
  /^,[^\S\n]*((?:\p{Lu}[\p{L}'´.-]*)(?:[^\S\n]+(?:(?:de|del|la|las|los|el)[^\S\n]+)?\p{Lu}[\p{L}'´.-]*){0,3})(?=[^\S\n]*(?:$|\n|[,;|¦│·•]|\s{3,}|\.\s)|[^\S\n]+[-–—](?:[^\S\n]*$|[^\S\n]+(?:[Rr]ol|ROL|[Cc]omuna|COMUNA)\b))/u;
/**
 * A rural plot named first, then the road it fronts after a comma ("Parcela Nº 7 El Manzano, Camino
 * al Volcán Nº 11.540", "Lote 4 Los Maitenes, camino a Pirque km 3"): one address. Only when no
 * road was named before the comma, where the road after it would be another place.
 */
const ROAD_WORD = String.raw`(?:camino|calle|avenida|av\.|pasaje|pje\.?|ruta)`;
const PLOT_NAME = new RegExp(
  String.raw`^\s*(?:parcela|lote|sitio|hijuela|fundo|chacra)\b(?![^,]*\b${ROAD_WORD}\b)[^,]*$`,
  'iu',
);
const ROAD_AFTER = new RegExp(String.raw`^,\s*${ROAD_WORD}\s`, 'iu');

/** Words after a comma that start another field or a wider place, never a locality. */
const NOT_LOCALITY = /^(?:comuna|rol|region|provincia|ciudad|chile|rut|run|propietari[oa]|area|zona)\b/iu;

/** The locality after an address's comma, when it is one: not the comuna, which the report keeps apart. */
function localityLength(rest: string): number {
  const match = ADDRESS_LOCALITY.exec(rest);
  const words = match?.[1];
  if (!match || !words) return 0;
  if (NOT_LOCALITY.test(foldKeepingLength(words)) || canonicalComuna(words)) return 0;
  return match[0].length;
}

/**
 * Where an address ends inside a sentence, or a cell's rule or dot after it ("LOS AROMOS 12 |
 * Comuna", "Errázuriz 1290 · Comuna: …"), or the zone the plan puts it in after a dash ("… - área
 * urbana").
 */
const ADDRESS_END =
  /\s{3,}|\n|;|\(|,|[|¦│·•]|\s+[-–—]\s+(?=(?:[áa]rea|zona)\s+(?:urbana|rural)\b)|\s+(?:comuna|rol|de\s+propiedad|a\s+nombre|de\s+la\s+comuna|en\s+la\s+comuna|inscrit|seg[uú]n|cuyo|que\s|destino|tiene|R\.?U\.?T|RUT|con\s+rol|sin\s+deuda|del\s+plano)\b/iu;

/**
 * A street address as printed ("Antonio Varas 1290, Depto. 302", "PJE LOS CEIBOS 2041",
 * "Pasaje Los Ceibos N° 2041, Villa El Bosque"): up to the comuna, the rol or the end of the
 * cell. It must hold a number (or "S/N", lote, sitio, parcela; a rural "PREDIO …" named, not
 * numbered; a lot by its letter, as SII abbreviates it: "LT B EST LOS ROBLES").
 */
export const addressValue: Recognizer<string> = (region) => {
  const lead = leadLength(region);
  let end = lead;
  const text = region.slice(0, 240);
  for (;;) {
    const rest = text.slice(end);
    const stop = rest.search(ADDRESS_END);
    if (stop < 0) {
      end = text.length;
      break;
    }
    end += stop;
    const locality = localityLength(text.slice(end));
    if (locality > 0) {
      end += locality;
      continue;
    }
    const plotOnRoad = PLOT_NAME.test(text.slice(lead, end)) && ROAD_AFTER.test(text.slice(end));
    if (!ADDRESS_CONTINUATION.test(text.slice(end)) && !plotOnRoad) break;
    end += 1;
  }
  // A dash that parted the address from its comuna ("local 4 - Comuna de Chillán") is no part of it,
  // nor the connector left before a field's label cut it ("Lote B del" before "plano Nº 215").
  const address = text
    .slice(lead, end)
    .replace(/[\s.,;:\-–—]+$/, '')
    .replace(/\s+(?:del?|en|y)$/iu, '');
  const folded = foldKeepingLength(address);
  if (
    !/\d|\bs\/n\b|\bsin\s+numero\b|\blote\b|\blt\b|\bsitio\b|\bparcela\b|\bhijuela\b|\bfundo\b|\bchacra\b|\bpredio\b/i.test(
      folded,
    )
  )
    return null;
  if (address.length < 4 || address.length > 100) return null;
  // A name cut after its article ("Fundo El" where a line ends): the text reads on past the break.
  if (/\s(?:el|la|los|las)$/iu.test(address) && end >= text.length) return null;
  // A unit word without its number: the address goes on past a line break ("DEPTO.\n1203").
  if (
    /\b(?:depto|dpto|dp|departamento|casa|block|torre|oficina|of|local|piso|lote|sitio|parcela|hijuela|n[°º]|numero)\.?$/iu.test(
      folded,
    )
  )
    return null;
  return { value: address, start: lead, end: lead + address.length };
};
