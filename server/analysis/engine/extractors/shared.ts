import type { EstadoCivil } from '../../../../common/vocabularies/estadoCivil';
import { canonicalComuna, comunaAmongWords } from '../../../../common/vocabularies/comunas';
import { comparisonKey, foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { canonicalConservador } from '../../../../common/vocabularies/conservadores';
import { lineCells, lineSpans } from '../text/cells';
import { findDates, type FoundDate } from '../text/dates';
import { NUMBER_WORD_ALTERNATION, leadingNumberWords } from '../text/numberWords';
import { nameValue } from '../text/recognizers';

export { cleanName, isCompany, upperNames } from '../text/names';

/** Estado civil from the words around a person ("casada y separada totalmente de bienes" → casado_con_separacion_de_bienes). */
export function estadoCivil(text: string): EstadoCivil | null {
  // A conviviente civil's status replaces the one before it ("soltera, hoy conviviente civil").
  if (civilUnion(text)) return null;
  const folded = foldAccents(text);
  // A margin's date or number the text layer glued into the words ("separada totalmente 09/03/2021.
  // de bienes") parts them without changing them; a worn copy's OCR may misread a letter of it
  // ("sepatada totalmente de bienes") or cut its adverb short ("separado ente de bienes"), never
  // into a partial separation's.
  if (
    /sep[a-z]{2}ad[oa]s?\s+(?:(?!parcial)[a-z]{2,11}\s+)?(?:[\d/.,-]+\s+){0,3}de\s+bienes|separacion (total )?de bienes/.test(
      folded,
    )
  ) {
    return /casad[oa]/.test(folded) ? 'casado_con_separacion_de_bienes' : null;
  }
  // Participación en los gananciales is a third regime, no separation: the owner is `casado`
  // (chilean-documents.md, estado civil).
  if (/\bdivorciad[oa]s?\b/.test(folded)) return 'divorciado';
  if (/\bviud[oa]s?\b/.test(folded)) return 'viudo';
  if (/\bsolter[oa]s?\b/.test(folded)) return 'soltero';
  if (/\bcasad[oa]s?\b/.test(folded)) return 'casado';
  return null;
}

/**
 * "conviviente civil", "acuerdo de unión civil": an estado civil of its own (Ley 20.830, art. 1)
 * that the report's vocabulary does not have. None of the five values is true of it, so no value
 * is guessed; where it is printed is pointed at for the lawyer to decide.
 */
export function civilUnion(text: string): { index: number; length: number } | null {
  const match = /\bconvivientes?\s+civil(?:es)?\b|\bacuerdo\s+de\s+uni[óo]n\s+civil\b/iu.exec(text);
  return match ? { index: match.index, length: match[0].length } : null;
}

/** The comuna at the start of the text ("Las Condes, Región …" → Las Condes), trying its longest names first. */
export function leadingComuna(text: string): string | null {
  return comunaAmongWords(text.split(/[\s,.;:()-]+/).filter(Boolean), 'first');
}

/**
 * The place a notary's office is named after, at the start of `text`: its comuna, or the city as
 * printed where the city and its comuna go by different names ("Notaría de Puerto Natales", comuna
 * Natales), as the registry's office is named.
 */
export function notaryCity(text: string): string | null {
  const words = text.split(/[\s,.;:()-]+/).filter(Boolean);
  for (let take = Math.min(5, words.length); take >= 1; take--) {
    const printed = words.slice(0, take).join(' ');
    const comuna = canonicalComuna(printed);
    if (!comuna) continue;
    const city = canonicalConservador(printed);
    const cityAsPrinted = city !== null && comparisonKey(city) === comparisonKey(printed);
    return cityAsPrinted && canonicalComuna(city) === comuna ? city : comuna;
  }
  return null;
}

/** Dates introduced by a place ("Santiago, 8 de septiembre de 2025"): how documents sign off. */
export function placeDates(text: string): (FoundDate & { place: string })[] {
  return findDates(text).flatMap((date) => {
    const before = text.slice(Math.max(0, date.index - 60), date.index);
    // "Santiago, a 8 de …", "Dado en Valdivia, el veintiuno de …".
    const match = /([\p{Lu}][\p{L}]+(?:\s+[\p{L}]+){0,3}),\s*(?:a\s+|el\s+)?$/u.exec(before);
    return match?.[1] ? [{ ...date, place: match[1] }] : [];
  });
}

/**
 * A letterhead's date under its place, each the last cell of its line ("DIRECCIÓN DE OBRAS
 * MUNICIPALES   Panguipulli" / "O'Higgins Nº 793   12 de noviembre de 2026"): a date the place
 * signs, in the raw text. The place is a comuna's name alone in its cell.
 */
export function placeAboveDates(raw: string): FoundDate[] {
  const lines = lineSpans(raw).filter((line) => line.text.trim() !== '');
  return lines.flatMap((line, index) => {
    const cell = lineCells(line.text).at(-1);
    const above = lineCells(lines[index - 1]?.text ?? '').at(-1)?.text ?? '';
    const [date] = cell ? findDates(cell.text) : [];
    if (!cell || !date || date.text.length !== cell.text.length || canonicalComuna(above) === null) return [];
    return [{ ...date, index: line.start + cell.start + date.index }];
  });
}

/**
 * Words before a date on a title line that make it no issue date ("vigente desde", "al", "de
 * fecha"); not the certificate's own number's "de fecha" ("Certificado Nº 19.340, de fecha …").
 */
const NOT_TITLE_ISSUE =
  /(?:desde|hasta|vigente|semestre|\bal|(?<!(?:n[°º]|nro\.?|n[úu]mero)\s*[\d./-]+\s*,?\s*)\bdel?\s+fecha)\s*:?\s*$/iu;

/**
 * A title opening its line ("CERTIFICADO DE …", "| CERTIFICADO …" in a box), maybe after its issuer
 * and a dash ("SERVIU REGIÓN DEL MAULE - Certificado N° 4410 - 02/10/2026"), not a label's words.
 */
const TITLE_LINE = /^[^\p{L}]*(?:[^\n:]{1,60}?\s[-–—─]\s+)?(?:certificad[oa]|informe)\b/iu;
/** The issuer in capitals right before the title, the dash between them lost ("SERVIU REGIÓN DE X Certificado de …"). */
const ISSUER_THEN_TITLE =
  /^[^\p{L}]*\p{Lu}[\p{Lu} ]{2,60}?\s(?:Certificad[oa]|CERTIFICAD[OA]|Informe|INFORME)\b/u;

/** A line that opens with the certificate's number ("N° 51877 · 05 de mayo de 2026 · …"). */
const NUMBER_LINE = /^[^\p{L}\d]*(?:n\.?[°º]|nro\.?|n[úu]mero|folio)\s*:?\s*\d/iu;

/**
 * A date printed on the certificate's (or report's) title line, where no label or place signs one
 * ("CERTIFICADO DE NO EXPROPIACIÓN   Nº 0917   07-11-2026", "SERVIU … - Certificado N° 33 -
 * 18/11/2026"), or on the line under the title that opens with its number ("SERVIU … ─
 * Certificado de …" / "N° 51877 · 05 de mayo de 2026"): the date the certificate was issued.
 */
export function titleLineDate(text: string): FoundDate | null {
  let lineStart = 0;
  let underTitle = false;
  for (const line of text.split('\n')) {
    const title = TITLE_LINE.test(line) || ISSUER_THEN_TITLE.test(line);
    if (title || (underTitle && NUMBER_LINE.test(line))) {
      const date = findDates(line).find(
        (found) => !NOT_TITLE_ISSUE.test(line.slice(Math.max(0, found.index - 25), found.index)),
      );
      if (date) return { ...date, index: lineStart + date.index };
    }
    underTitle = title;
    lineStart += line.length + 1;
  }
  return null;
}

/** Santiago's copy code (chilean-documents.md §13): `cpv` + 6–7 hex digits + `-0`, nothing after. */
const SANTIAGO_COPY_CODE = /^cpv[0-9a-f]{6,7}-0/i;
/**
 * A word the text layer glued to the end of a code ("…-19Verifique", "05K83TQWLMdisponible"): a
 * capitalised word after a digit, or after a digit or capital lower-case letters holding one no
 * hexadecimal code has. Where it ends is a guess, so a code cut there is doubtful.
 */
const GLUED_WORD =
  /(?<=\d)[A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,}$|(?<=[0-9A-Z])(?=[a-záéíóúñ]*[g-zñáéíóú])[a-záéíóúñ]{3,}$/u;

export interface CodeFound {
  value: string;
  index: number;
  /** A word glued to the code was cut off by guess, or the code ends on a dash (its rest lost). */
  cut: boolean;
}

/**
 * A code as its issuer prints it: without a word glued to its end. One that ends on a dash
 * ("PVS-0611-", the rest a stain took) is read as printed and said cut.
 */
function trimCode(code: string): { value: string; cut: boolean } {
  const santiago = SANTIAGO_COPY_CODE.exec(code);
  if (santiago) return { value: santiago[0], cut: false };
  const value = code.replace(GLUED_WORD, '');
  return { value, cut: value !== code || value.endsWith('-') };
}

/**
 * An office's key in slashed parts, its capitals, the year and the number ("RNG/26/0031907"), and
 * a key's year after a slash ("CUR-DV-0934/26"), or a carpeta's part number ("LIN-081177/3", each
 * document of one carpeta its own): parts of the code, not a page's numbering.
 */
// Its check digit after a dash ("DDA/26/00581-7") is the key's too.
const SLASHED_KEY = String.raw`\p{Lu}{2,5}\/\d{2,4}\/\d{4,10}(?:-[0-9A-Z])?(?![\p{L}\d\/-])`;
const SLASHED_YEAR = String.raw`(?:\/\d{1,4}(?![\p{L}\d\/]))?`;
/**
 * An office's key in parts joined by middle dots, its capitals first ("CBRL·26·0317·X") or mixed
 * with digits ("7Q4K·OSN·51820·26"): the dots are the key's, kept as printed.
 */
const DOTTED_KEY = String.raw`(?=[\p{Lu}0-9]*\p{Lu})[\p{Lu}0-9]{2,6}(?:·[\p{Lu}0-9]{1,8}){2,5}(?![\p{L}\d·])`;

/**
 * A key of digits in groups joined by stops, the year first ("Código: 2026.0318.01", the carpeta's
 * number and the document's): the stops are the key's, no sentence's end.
 */
const DOTTED_NUMBER_KEY = String.raw`(?:19|20)\d\d(?:\.\d{2,6}){2,4}(?!\.?\d)`;

/** A code under a bare "Código:" label, holding a digit (its year after a slash kept). */
const LABELLED_BARE_CODE = new RegExp(
  String.raw`\bc[óo]digo\s*:\s*(${DOTTED_KEY}|${DOTTED_NUMBER_KEY}|(?=[A-Za-z-]*\d)[A-Za-z0-9][A-Za-z0-9-]{4,}${SLASHED_YEAR})`,
  'iu',
);
/** "Folio RNG/26/0031909": the office's key in slashed parts after its label. */
const SLASHED_OFFICE_KEY = new RegExp(
  String.raw`(?:[Ff]olio|FOLIO|[Cc][óo]digo|C[ÓO]DIGO)\s*:?\s*(${SLASHED_KEY})`,
  'u',
);

/**
 * An office's capitals and its series after a dash, a space, then the year and the number
 * ("CBRT-DV 26-018844"), or the year and the number apart by a slash with a check digit after a
 * dash ("LA-CBR 2026/118402-7"), or the year and a date's groups ("LA-CBR 26-0311-0042"): one key,
 * the space the office's, not the code's end.
 */
const SPACED_SERIES_KEY = String.raw`\p{Lu}{2,6}-\p{Lu}{1,4} \d{2,4}(?:(?:-\d{3,8}){1,3}|\/\d{3,8}(?:-[0-9K])?)(?![\p{L}\d\/-])`;

/**
 * A labelled code (after a form's dot leader, one dot when a code holding a digit follows: "Código
 * verificación . PQ-26-0931-GP"): an office's letters and a space before a code with dashes ("PM 4471-2298-0036"),
 * a key in parts joined by middle dots, or one run, read with any word glued to it. An office's
 * initials run to six capitals ("CBRCH 2026-118402").
 */
const CODE = String.raw`((?:\p{Lu}{1,6} (?=[A-Za-z0-9]+-))?(?:${SPACED_SERIES_KEY}|${SLASHED_KEY}|${DOTTED_KEY}|[A-Za-z0-9][A-Za-z0-9-]{4,}${SLASHED_YEAR}\p{L}*))`;
const LABELLED_CODE = new RegExp(
  String.raw`(?:(?:c[óo]digo|c[óo]d\.|folio|clave|n[°º]|n[úu]mero)\s*(?:de\s+)?(?:(?:verificaci|validaci|ve\p{Ll}{2,6}caci)[óo]n(?:\s+electr[óo]nica)?|verif\.)|c[óo]digo\s+verificador)(?:\s*\(\s*(?:\p{Lu}{2,6}|(?:https?:\/\/)?(?:www\.)?[a-z0-9.-]+\.cl\/?)\s*\)|\s+\p{Lu}{2,4}(?=\s*:))?\s*(?:\.{2,}\s*|\.\s+(?=[A-Za-z-]*\d))?:?\s*${CODE}`,
  'iu',
);
/**
 * "Verifique (Validar, Consulte) en www.… con el código …", the site's address may wrap the line;
 * not "con el código indicado (señalado, adjunto)": a word in lower case refers to a code, it is none.
 */
const VERIFY_WITH_CODE = new RegExp(
  String.raw`(?:verifi|valid|consult|comprueb)\p{L}*\b(?:[^\n]|\n(?!\s*\n)){0,80}?con\s+el\s+c[óo]digo\s*:?\s*(?!\p{Ll}+(?![\p{L}\d·-]))${CODE}`,
  'iu',
);

/**
 * An office's own key in its coded form, its capitals and a dash first, holding digits ("Certificado
 * Nº GP-LSR-20417", "… - Código LSR-2611-2045", "Carátula LSR-26-00311", "Verificación:
 * CBR-GP-55190", "Folio LSR-GP-26-0332", a certificate's bare "Nº LSR-2611-00985"). Case
 * matters: a key is printed in capitals, an office's initials with their Ñ ("Código SÑ-2905-2026",
 * "Código CHÑ-0626-GP-…"), after a leader of two dots or more ("Verificación .. SRV3-611-2026").
 * A part's number after a slash is the key's (a folder's certificates "CBRC-3318-2026/1", "/2").
 * An office's key spaced before its series is one key too ("Folio: LA-CBR 26-0311-0042").
 */
const OFFICE_KEY = new RegExp(
  String.raw`(?:[Cc]ertificado\s+[Nn](?:ro|[°º])\.?|CERTIFICADO\s+N(?:RO|[°º])\.?|[Cc][óo]digo|C[ÓO]DIGO|[Cc]ar[áa]tula|CAR[ÁA]TULA|[Vv]erificaci[óo]n|VERIFICACI[ÓO]N|[Ff]olio|FOLIO|(?<![\p{L}])N[°º])\s*(?:\.{2,}\s*)?:?\s*(${SPACED_SERIES_KEY}|(?=[\p{Lu}-]*\d)\p{Lu}{2,5}-[\p{Lu}0-9][\p{Lu}0-9-]{3,}(?<!-)(?:\/[0-9A-Z]{1,2}(?![\p{L}\d/-]))?)`,
  'u',
);
/**
 * A notary-conservador's control number closing its certificate's prose ("… bajo el número de
 * control CHT-412/26.", "Control LBU-0091/26", the word maybe cut at its line's end, "Con-" over
 * "trol", or the key on the next line): the office's capitals, a dash and digits, maybe the year after a slash.
 */
const CONTROL_KEY =
  /(?<![\p{L}])(?:[Cc]on(?:-[^\S\n]*\n[^\S\n]*)?trol|CONTROL)[^\S\n]*:?[^\S\n]*\n?[^\S\n]*(\p{Lu}{2,6}-\d{2,8}(?:\/\d{2,4})?)(?![\p{L}\d/-])/u;

/**
 * A bare "Código" before a key of dashed groups of capitals and digits ("Código F4Q7-22LM-0932"),
 * or of parts joined by middle dots ("Código 7Q4K·OSN·51821·26").
 */
const BARE_CODE_KEY = new RegExp(
  String.raw`(?:[Cc][óo]digo|C[ÓO]DIGO)\s+((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{3,}(?:-[A-Z0-9]{2,}){1,4}(?![\p{L}\d-])|${DOTTED_KEY})`,
  'u',
);

/**
 * The document's identifier as its label names it ("Id. documento: 2608-24-CBRC-77401", "ID del
 * certificado 77-CBR-2026", "Identificador de documento: …"), or "Id." alone after a footer's
 * separator ("… de Concepción · Id. 2608-24-CBRC-77402"): dashed groups of capitals and digits,
 * holding both.
 */
const DOCUMENT_ID_KEY =
  /(?:(?<![\p{L}])(?:[Ii][Dd]\.?|[Ii]dentificador)\s+(?:del?\s+)?(?:[Dd]ocumento|[Cc]ertificado|DOCUMENTO|CERTIFICADO)|(?<=[·|•][^\S\n]*)I[Dd]\.)\s*:?\s*((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]{2,}){1,5})(?![\p{L}\d-])/u;

/**
 * A key printed in a page's footer beside its numbering, with no label ("GP-SCL-26-0923-55A1 ·
 * página 1 de 2", "QTO-77118-2 · pág. 2 de 2"): the certificate's own key, on each of its pages;
 * dashed groups of capitals and digits, three groups or more, holding a digit and a capital.
 */
const PAGED_FOOTER_KEY =
  /(?<![\p{L}\d-])((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]{1,}){2,5})[^\S\n]*[·•|–—][^\S\n]*(?:p[áa]g(?:ina)?\.?|hoja)[^\S\n]*\d{1,3}[^\S\n]*(?:de|\/)[^\S\n]*\d{1,3}/u;

/**
 * A bare "Folio" before an electronic document's key, capitals and digits run together
 * ("Folio CRT703114K2604C2317L140617V"), on a document signed electronically or sent to be
 * checked online: the key its validity is checked with. Not a form's or a book's folio in digits
 * ("Folio 6617023518", "Folio: 600148392").
 */
const ELECTRONIC_FOLIO =
  /\b(?:[Ff]olio|FOLIO)\s*:?\s*((?=(?:\d*[A-Z]){3})(?=(?:[A-Z]*\d){6})[A-Z0-9]{14,40})(?![\p{L}\d-])(?=[^]*?(?:[Ff]irma\s+electr[óo]nica|FIRMA\s+ELECTR[ÓO]NICA|[Vv]erifi(?:que|car)|VERIFI(?:QUE|CAR)|www\.))/u;

/**
 * A key closing the line of the certificate's signing date, with no label ("Puente Alto, 19 de
 * junio de 2026.   PA26-C3MZ-4411", "Santiago, 28 de agosto de 2026.   SM-20115-26-CQ"), or after
 * a separator and the carpeta's word ("Laja, 2 de mayo de 2026 · LJ-2026-0502-11", "… de 2026 —
 * carpeta LJ-0588-2026", "… de 2026 — LJ/26/1194"): groups of capitals and digits apart by dashes
 * or slashes, three groups or more, holding a digit and a capital.
 */
export const SIGNED_DATE_KEY =
  /\b\d{1,2}\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\s+(?:del?\s+)?\d{4}\.?(?:[^\S\n]{2,}|[^\S\n]*[·•|—–][^\S\n]*|[^\S\n]+-[^\S\n]+)(?:(?:carpeta|folio)[^\S\n]+)?((?=[A-Z0-9/-]*\d)(?=[A-Z0-9/-]*[A-Z])[A-Z0-9]{2,}(?:[-/][A-Z0-9]{1,}){2,5})[^\S\n]*$/mu;

/**
 * A key closing a copy's header or footer line after the copy's date in digits, with no label
 * ("COPIA · CBR X · 04/11/2026 · PAY-261104-4472", "… digitalizada 19/06/2026 · CBRC-3318-2026/4",
 * "… - 27/02/2026 - CBRPA 0735-26/H", "… · 25-08-2026 · MRQ 2026 · 00918"): an office's capitals,
 * then groups of digits (the last may be a letter) apart by dashes, slashes or spaced middle dots.
 */
const DATED_LINE_KEY =
  /\b\d{1,2}[/-]\d{1,2}[/-]\d{4}[^\S\n]*[·•|–—-][^\S\n]*(\p{Lu}{2,6}(?:-|[^\S\n])\d[0-9A-Z]*(?:(?:[-/]|[^\S\n]·[^\S\n])[0-9A-Z]{1,8}){1,4})[^\S\n]*$/mu;

/**
 * A key printed right after the electronic-signature notice of a footer, with no label ("Documento
 * con firma electrónica avanzada · PAP-3318-2026-K"): the key the signed copy is checked with;
 * dashed groups of capitals and digits, holding a digit.
 */
const SIGNED_FOOTER_KEY =
  /(?:[Ff]irma|FIRMA)\s+(?:[Ee]lectr[óo]nica|ELECTR[ÓO]NICA)(?:\s+(?:[Aa]vanzada|AVANZADA))?\s*[·•|:\-–—]\s*((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]{1,}){1,5})(?![\p{L}\d-])/u;

/**
 * Verification code after the usual labels (`Código de verificación: cpv03858d-0`, `Cód.
 * verificación 55B1-0D2A`, `Cód. Verif.: COY-26-CV-5510`, `Folio de verificación: LA-2025-44710`,
 * `Código de validación: …`,
 * `Código de verificación electrónica: …`,
 * `Verifique con el código K7PD-4RX2M-19`, `Verifique en www.cbrvina.cl con el código
 * VM-2025-118842`, fojas.cl's `Certificado Nro 301443.- Verifique validez en www.fojas.cl`, `N° de
 * certificado: GP-2025-55190`, `Folio electrónico: CRT5521…`, `CVE: 097-2025-1148832`). A
 * labelled code is read with the word the text layer glued to it, accents included
 * ("9A7C21F0Página"), for trimCode to cut whole. Last, an office's key in its coded form after
 * "Certificado Nº", a bare "Código" or the carátula, then a key after a footer's signature notice, or beside a footer's page numbering,
 * or closing the signing date's line.
 * A bare "Verificación:" label reads a code holding a digit, so do the label's initials ("c.v.").
 */
export function verificationCode(raw: string): CodeFound | null {
  const match =
    LABELLED_CODE.exec(raw) ??
    VERIFY_WITH_CODE.exec(raw) ??
    // fojas.cl: the certificate's number is its key on the site the same line sends to, or
    // the certificate sends to anywhere else on its pages.
    /certificado\s+n(?:ro|[°º])\.?\s*:?\s*(\d{5,})\b[^\n]{0,40}?fojas\.cl/i.exec(raw) ??
    /certificado\s+n(?:ro|[°º])\.?\s*:?\s*(\d{5,})\b(?=[^]*\bfojas\.cl)/i.exec(raw) ??
    // "Nro. Certificado 1190447216": the same number with its label the other way round.
    /\bn(?:ro|[°º])\.?\s*(?:de\s+)?certificado\s*:?\s*(\d{5,})\b(?=[^]*\bfojas\.cl)/i.exec(raw) ??
    // "N° de certificado: GP-2025-55190": the office's own key for the certificate.
    /(?:n[°º]|n[úu]mero)\s+de\s+certificado\s*(?:\.{2,}\s*)?:?\s*([A-Za-z0-9][A-Za-z0-9-]{4,})/i.exec(raw) ??
    // "N° de documento PA-2026-1014-88735": the office's key for the document, dashed groups
    // holding a capital and a digit.
    /(?:n[°º]|n[úu]mero)\s+de\s+documento\s*(?:\.{2,}\s*)?:?\s*((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]{2,}){2,5})(?![\p{L}\d-])/iu.exec(
      raw,
    ) ??
    // "Folio electrónico: CRT…": the key the copy says its validity is checked with.
    /\bfolio\s+electr[óo]nico\s*:?\s*((?=[A-Za-z-]*\d)[A-Za-z0-9][A-Za-z0-9-]{4,})/i.exec(raw) ??
    // A notary's or office's electronic-document key ("CVE: 097-2025-1148832", "CVE 2025-10-04471"),
    // or a code under a bare "Código:" label holding a digit.
    /\bCVE\b\s*:?\s*([A-Za-z0-9][A-Za-z0-9-]{4,})/.exec(raw) ??
    // "Código: TTL 2026/0877-4", "Verificación: CBRPA 0734-26/Q", "Código: MRQ 2026 · 00917": an
    // office's capitals, a space, then its groups of digits apart by a slash, a dash or a spaced
    // middle dot, the last may be a letter (the bare label's run below stops at the space); so
    // under "Verificación en línea:" ("CBRX 2026/04417").
    /(?:[Cc][óo]digo|C[ÓO]DIGO|[Vv]erificaci[óo]n(?:\s+en\s+l[íi]nea)?|VERIFICACI[ÓO]N)\s*:\s*(\p{Lu}{2,6} \d{2,6}(?:(?:[-/]|[^\S\n]?·[^\S\n]?)[0-9A-Z]{1,8}){1,4})(?![\p{L}\d/·-])/u.exec(
      raw,
    ) ??
    // "Código ..... LJ/CV/2026/00912", "Código PVR/2026/00918": an office's capitals, then its
    // series, year and number apart by slashes (the runs above and below stop at a slash), the
    // last part maybe dashed ("Código QTO/2026/11/24/GP-0211"); under "Documento N°" too
    // ("Documento N°: PTQ/26/GP/004417").
    /(?:[Cc][óo]digo|C[ÓO]DIGO|[Cc][óo]d\.|(?:[Dd]ocumento|DOCUMENTO)\s+N[°º]\.?)\s*(?:\.{2,}\s*)?:?\s*((?=[A-Z0-9/]*\d)\p{Lu}{1,5}(?:\/[A-Z0-9]{1,8}){2,5}(?:-[A-Z0-9]{1,8})?)(?![\p{L}\d/-])/u.exec(
      raw,
    ) ??
    LABELLED_BARE_CODE.exec(raw) ??
    // "Verificación: 84F2-KK19-COE": the label alone, with its colon, before a code holding a digit;
    // its groups may be parted by slashes ("Verificación: PVR/2026/00919") or middle dots
    // ("Verificación en línea: LMP·26·0311·K2Q7").
    /\b(?:verificaci|validaci)[óo]n(?:\s+en\s+l[íi]nea)?\s*:\s*((?=[A-Za-z/·-]*\d)[A-Za-z0-9](?:[A-Za-z0-9-]|[/·](?=[A-Za-z0-9])){4,})/i.exec(
      raw,
    ) ??
    // The word alone after a footer's separator, without a colon: "… · verificación 5RM2-XT2P".
    /(?<=[/|·•]\s*)(?:verificaci|validaci)[óo]n\s+((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{3,}(?:-[A-Z0-9]{2,}){1,4})(?![\p{L}\d-])/iu.exec(
      raw,
    ) ??
    // "… de San Antonio · Código 26-SA-0448128": a bare "Código" after a footer's separator, its
    // code in groups joined by dashes, one holding digits.
    /(?<=[/|·•]\s*)c[óo]digo\s+((?=[A-Z0-9-]*\d{3})[A-Z0-9]{2,}(?:-[A-Z0-9]{2,}){1,4})(?![\p{L}\d-])/iu.exec(
      raw,
    ) ??
    // The label abbreviated alone: "Cód. QH7-4419-26B — Derechos …" (its stop a worn copy's comma).
    /\bc[óo]d[.,]\s*:?\s*((?=[A-Za-z-]*\d)[A-Za-z0-9][A-Za-z0-9-]{4,})/i.exec(raw) ??
    // The code's initials alone, in a page's footer: "c.v. MOL-2026-1203-7731", "C.V.: 4471-2298".
    /(?<![\p{L}.])c\.\s?v\.\s*:?\s*((?=[A-Za-z-]*\d)[A-Za-z0-9][A-Za-z0-9-]{4,})/iu.exec(raw) ??
    OFFICE_KEY.exec(raw) ??
    CONTROL_KEY.exec(raw) ??
    SLASHED_OFFICE_KEY.exec(raw) ??
    ELECTRONIC_FOLIO.exec(raw) ??
    BARE_CODE_KEY.exec(raw) ??
    DOCUMENT_ID_KEY.exec(raw) ??
    SIGNED_FOOTER_KEY.exec(raw) ??
    PAGED_FOOTER_KEY.exec(raw) ??
    SIGNED_DATE_KEY.exec(raw) ??
    DATED_LINE_KEY.exec(raw);
  if (!match?.[1]) return null;
  // The labels match in any case, so a lower-case word before the code is no office's prefix.
  const prefix = /^(\S+) /u.exec(match[1]);
  const code =
    prefix?.[1] && prefix[1] !== prefix[1].toUpperCase() ? match[1].slice(prefix[0].length) : match[1];
  const found = { ...trimCode(code), index: match.index + match[0].lastIndexOf(code) };
  return isCode(found, raw) ? found : null;
}

/**
 * A code of letters alone ("KXJWRMTV") stands apart: a letter or three left of a word cut off the
 * label, a capitalised word ("Conservador") or the first
 * of a run of words in capitals ("Código de verificación: CRISTINA PAZ ORTÚZAR", the code lost by
 * a scan) is the signer's name after the label, no code.
 */
function isCode(found: CodeFound, raw: string): boolean {
  if (!/^\p{L}+$/u.test(found.value)) return true;
  const after = raw.slice(found.index + found.value.length);
  return (
    found.value.length >= 4 &&
    !/^\p{Lu}\p{Ll}+$/u.test(found.value) &&
    !/^[^\S\n]+\p{Lu}{2,}(?![\p{L}\d-]*\d)/u.test(after)
  );
}

/**
 * Every code printed after a verification label, in the text's order: an office prints its code
 * more than once (on each page, in the certification and in the footer).
 */
export function labelledCodes(raw: string): CodeFound[] {
  return [...raw.matchAll(new RegExp(LABELLED_CODE.source, 'giu'))].flatMap((match) => {
    const code = match[1];
    const found = code ? { ...trimCode(code), index: match.index + match[0].lastIndexOf(code) } : null;
    return found && isCode(found, raw) ? [found] : [];
  });
}

const NUMBER_IN_WORDS = `(?:(?:${NUMBER_WORD_ALTERNATION})(?!\\p{L})\\s*)+`;
/** A street named by a date ("calle 21 de Mayo", "avenida 18 de Septiembre"): its day opens the name. */
const DATE_NAME = String.raw`\d{1,2}\s+de\s+(?=(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b)`;
const STREET = new RegExp(
  `\\b(calle|avenida|av\\.|pasaje|pje\\.|camino|paseo|callej[oó]n)\\s+((?:${DATE_NAME})?(?:[\\p{Lu}][\\p{L}.'-]*\\s+|de\\s+|del\\s+|la\\s+|las\\s+|los\\s+|el\\s+)+?)(?:n[úu]mero|n[º°]|#)?\\s*(\\d+|${NUMBER_IN_WORDS})`,
  'iu',
);

/**
 * Street address with digits from a description that may spell numbers in words:
 * "calle Suecia número dos mil ochocientos setenta y uno" → "calle Suecia 2871".
 */
export function streetAddress(text: string): { value: string; index: number; length: number } | null {
  const match = STREET.exec(text);
  if (!match) return null;
  // A road's kilometre post keeps its decimals ("camino a Quellón km 4,2", "kilómetro 12.5").
  const decimals = /(?:^|\s)(?:km|kil[óo]metro)\.?\s*$/iu.test(match[2] ?? '')
    ? (/^[,.]\d{1,3}(?![\d.,]*\d)/u.exec(text.slice(match.index + match[0].length))?.[0] ?? '')
    : '';
  const rawNumber = (match[3] ?? '').trim();
  const number = /^\d+$/.test(rawNumber) ? Number(rawNumber) : leadingNumberWords(rawNumber)?.value;
  if (number === undefined || number === null) return null;
  const kind = (match[1] ?? '').toLowerCase();
  const name = (match[2] ?? '').trim().replace(/\s+/g, ' ');
  const titled = name === name.toUpperCase() ? titleCase(name) : name;
  // Digits as printed: a leading zero ("01180") numbers the other side of the street's axis.
  const printed = /^\d+$/.test(rawNumber) ? `${rawNumber}${decimals}` : String(number);
  const length = match[0].length + (/^\d+$/.test(rawNumber) ? decimals.length : 0);
  return { value: `${kind} ${titled} ${printed}`, index: match.index, length };
}

const LOWER_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

/** `LOS COPIHUES` → `Los Copihues`, `O'HIGGINS` → `O'Higgins`; particles stay lower-case. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word)
        ? word
        : word.replace(
            /(^|['’])(\p{L})/gu,
            (_match, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(' ');
}

/**
 * A name a sentence wraps onto the next line ("de propiedad de LUIS ALBERTO HUENCHUMÁN" /
 * "PAILLALEF, R.U.T. …"; "entre don JAVIER ALONSO" / "MENA CÁCERES, RUN …"): when the name read
 * at `index` of `source` ends its line and is no form's value (no colon before it on its line),
 * the capitals that open the next line go on with it. The name as read otherwise.
 */
export function wrappedName(source: string, index: number, name: string): { value: string; length: number } {
  const end = index + name.length;
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  const same = { value: name, length: name.length };
  if (!/^[^\S\n]*\n/.test(source.slice(end))) return same;
  const cut = cutWordRest(source, index, name);
  if (cut) return cut;
  // A labelled value ("Propietario: …", "Propietario ........ …", or "Propietario   …" where a worn
  // copy lost the colon) wraps only under itself.
  if (/:|\.{3,}|\p{L}[ \t]{3,}$/u.test(source.slice(lineStart, index)))
    return alignedContinuation(source, index, name) ?? same;
  // One line break read as a space: offsets in the joined text are the source's.
  const found = nameValue(source.slice(index, end + 120).replace('\n', ' '));
  if (!found || found.start !== 0 || found.end <= name.length) return same;
  const value = found.value.replace(/\s+/g, ' ');
  // A word hyphenated at the break ("FORESTA-" / "LES") is one word: its hyphen and the break go.
  const hyphenated = /\p{Lu}-$/u.test(name) && value.slice(name.length - 1, name.length + 1) === '- ';
  return {
    value: hyphenated ? value.slice(0, name.length - 1) + value.slice(name.length + 1) : value,
    length: found.end,
  };
}

/**
 * A name in ordinary case whose word the line's end cut with a hyphen ("Agrícola y Gana-" /
 * "dera Los Robles Limitada, RUT …"): the word's rest opens the next line in lower case, and the
 * name runs on after it. Null when the name ends otherwise.
 */
function cutWordRest(source: string, index: number, name: string): { value: string; length: number } | null {
  const end = index + name.length;
  const rest = /^-[^\S\n]*\n[^\S\n]*(?=\p{Ll})/u.exec(source.slice(end - 1));
  if (!/\p{Ll}-$/u.test(name) || !rest) return null;
  const joined = name.slice(0, -1) + source.slice(end - 1 + rest[0].length, end + 120);
  const found = nameValue(joined);
  if (!found || found.start !== 0 || found.end <= name.length - 1) return null;
  return { value: found.value.replace(/\s+/g, ' '), length: found.end + rest[0].length };
}

/**
 * A form's value that wraps onto the next line under itself ("Nombre del Marido :   JUAN CARLOS DE
 * LA FUENTE" / "                      VALENZUELA"): a next line holding only words in capitals, that
 * starts at the value's own column. Null when the next line is anything else.
 */
export function alignedContinuation(
  source: string,
  index: number,
  value: string,
): { value: string; length: number } | null {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  if (!/^[^\S\n]*\n/.test(source.slice(index + value.length))) return null;
  const nextStart = source.indexOf('\n', index + value.length) + 1;
  const nextEnd = source.indexOf('\n', nextStart);
  const next = source.slice(nextStart, nextEnd < 0 ? undefined : nextEnd);
  const words = /^([^\S\n]+)([\p{Lu}][\p{Lu}'´.-]*(?:[ \t][\p{Lu}][\p{Lu}'´.-]*){0,4})[ \t]*$/u.exec(next);
  if (nextStart === 0 || !words?.[1] || !words[2] || Math.abs(words[1].length - (index - lineStart)) > 1)
    return null;
  return { value: `${value} ${words[2]}`, length: nextStart + words[1].length + words[2].length - index };
}
