import { pageAt, type DocumentText } from '../document';
import { isValidRut } from '../../../../common/rut';
import { ProvenanceRecorder } from '../provenance';
import {
  anyLabel,
  LabelledValues,
  TIE_CONFIDENCE,
  type FieldSearch,
  type LabelledValue,
} from '../text/labelledValues';
import { ocrLetters } from '../text/folded';
import { codeValue, comunaValue, misreadYearDateValue, unglueMonths } from '../text/recognizers';
import { resolveCode, type CodeIssuer } from '../text/verificationCodes';
import { placeAboveDates, placeDates, SIGNED_DATE_KEY, titleLineDate } from './shared';

/** Labels of a verification code, shared by every certificate. */
export const CODE_LABELS = [
  // "Código de verificación municipal: …": a word naming whose code it is may stand before the colon.
  // A worn copy's OCR may lose the "fi" ligature ("Código de vericación:").
  /\bc[oó]digo\s+(?:de\s+)?ver(?:ifi|i)caci[oó]n(?:\s+[a-z]{3,12}(?=\s*:))?\b/,
  // "Cód. verificación DOM: …": abbreviated, with the issuing office before the colon; or in a
  // form's column, the code after a gap ("Cód. verificación  V5R-…"), or after one space when it
  // is a dashed key holding a digit ("Cód. verificación AYS-0981-ZK4").
  /\bc[oó]d\.\s*(?:de\s+)?(?:verificaci|validaci)[oó]n(?:\s+[a-z]{2,6})?(?=\s*:|\s{2,}\S|[^\S\n]+[a-z0-9]+-[a-z0-9-]*\d)/,
  /\bverifique\s+con\s+el\s+c[oó]digo\b/,
  // "Cód. PUM-DOM-077-2026": the abbreviation alone, before an office's dashed key holding a digit.
  /\bc[oó]d\.(?=[^\S\n]*:?[^\S\n]*[a-z]{2,6}-[a-z0-9-]*\d)/,
  /\bfolio\s+(?:de\s+)?(?:verificaci|validaci)[oó]n\b/,
  // "Folio digital: DOMTS-26-061-Q7": the key a digitally signed certificate is checked by; "Folio
  // web DOM-…" the one it is checked by online.
  /\bfolio\s+(?:digital|electr[oó]nico|web)\b/,
  /\bclave\s+(?:de\s+)?verificaci[oó]n\b/,
  // "Código de validación DOM: …": the issuing office may stand before the colon.
  /\b(?:c[oó]digo|c[oó]d\.|n[°º]|n[úu]mero)\s*(?:de\s+)?validaci[oó]n(?:\s+[a-z]{2,6}(?=\s*:))?\b/,
  /\bc[oó]digo\s+verificador\b/,
  /\bc[oó]digo\s+(?:de\s+)?barras?\b/,
  /\bc[oó]digo\s+cve\b|\bcve\b/,
  /\bc[oó]digo\b/,
  // "Verificación: TMC4471UP", "Validación: MUL-0441-X2": the label alone, with its colon (or the
  // leader read as one); "Verificación en línea:", "Verificación web:" say where it is checked.
  /\b(?:verificaci|validaci)[oó]n(?:\s+en\s+l[ií]nea|\s+web)?(?=\s*:)/,
  // "Verificar en: 4K7-22": followed by the key itself when it holds a digit, not a site.
  /\b(?:verificar|validar)\s+en(?=\s*:\s*[a-z0-9-]*\d)/,
  // "Folio DOM 58-2026 / verificación 9KD2PQ": the bare word after a separator, a code holding a digit next.
  /(?<=[/|·•]\s*)(?:verificaci|validaci)[oó]n(?=\s+[a-z0-9-]*\d[a-z0-9-]*(?:\s|$))/,
  // "Verificación SMAG-917-26" opening its line: the bare word before an office's dashed key.
  /(?<=(?:^|\n)[^\S\n]*)(?:verificaci|validaci)[oó]n(?=[^\S\n]+[a-z]{2,6}-[a-z0-9-]*\d[a-z0-9-]*(?:\s|$))/,
];

/** The code's full label, the one a sentence may break across two lines. */
const SPELLED_CODE_LABEL = /\bc[oó]digo\s+(?:de\s+)?verificaci[oó]n\b/;

/** Characters glued after a number that no number's end has: a letter, a stray sign. */
const NUMBER_RUNS_ON = /^[\p{L}%&#@*?!¿¡]/u;

/**
 * Reads a certificate's fields by their labels (text/labelledValues.ts) and records where each
 * value came from, with a confidence that says how it was tied to its label and lowered for
 * OCR'd words read with low confidence.
 */
/**
 * What follows a code whose middle a stamp or a stain hid: its rest after a gap and a dash ("D0M-G
 * - 094"), or a note that it is covered ("[timbre sobre el código]", "(ilegible)").
 */
const CODE_HIDDEN_PART =
  /^[^\S\n]+-[^\S\n]*[A-Za-z0-9]*\d[A-Za-z0-9]*(?![\p{L}\d])|^[^\S\n]*[[(][^\])\n]{0,40}?(?:timbre|sello|ilegible|borr)/iu;

export class CertificateFields {
  readonly record: ProvenanceRecorder;
  /** The certificate was read by OCR (a worn copy's labels may be garbled or lost). */
  readonly ocr: boolean;
  private readonly values: LabelledValues;

  /** `labels`: every label of the certificate's fields; no value runs into another field's label. */
  constructor(
    readonly document: DocumentText,
    labels: RegExp[],
  ) {
    this.record = new ProvenanceRecorder(document);
    this.ocr = document.pages.some((page) => page.ocr !== undefined);
    const { ocr } = this;
    this.values = new LabelledValues(
      { raw: document.raw, text: document.text, ocr },
      anyLabel([...labels, ...CODE_LABELS]),
    );
  }

  /** The value of a field, recorded under `path` (or not recorded when `path` is null). */
  find<T>(path: string | null, search: FieldSearch<T>): LabelledValue<T> | null {
    const found = this.values.find(search);
    if (found && path) {
      this.note(path, found);
      if (this.repairedByOcr(found)) this.record.doubt(path);
    }
    return found;
  }

  /** True when the value is its printed text with OCR's digits read as letters ("M0RALES" → "MORALES"). */
  private repairedByOcr(found: LabelledValue<unknown>): boolean {
    const source = found.where === 'raw' ? this.document.raw : this.document.text;
    const printed = source.slice(found.index, found.index + found.length);
    return typeof found.value === 'string' && printed !== found.value && ocrLetters(printed) === found.value;
  }

  read<T>(path: string | null, search: FieldSearch<T>): T | null {
    return this.find(path, search)?.value ?? null;
  }

  /**
   * A certificate's own number, doubtful when the printed digits run on into letters or signs
   * ("N° 58Ñ%1": a stamp or a tear over the number), as the digits read may be part of it only.
   */
  readNumber(path: string, search: FieldSearch<number>): number | null {
    const found = this.find(path, search);
    if (!found) return null;
    const source = found.where === 'raw' ? this.document.raw : this.document.text;
    if (NUMBER_RUNS_ON.test(source.slice(found.index + found.length)))
      this.record.doubt(path, ['value_shape']);
    return found.value;
  }

  /** Records a located value under `path`, optionally with a confidence of its own. */
  note(path: string, found: LabelledValue<unknown>, confidence = TIE_CONFIDENCE[found.tie]): void {
    if (found.where === 'raw') this.record.raw(path, found.index, found.length, confidence);
    else this.record.text(path, found.index, found.length, confidence);
  }

  /** True when the offset lies on a page read by OCR. */
  isOcr(where: 'raw' | 'text', index: number): boolean {
    const starts = where === 'raw' ? this.document.rawPageStarts : this.document.pageStarts;
    return this.document.pages[pageAt(starts, index) - 1]?.ocr !== undefined;
  }

  /**
   * The verification code: by its labels, or (for issuers with a known shape) anywhere in the
   * text. OCR confusions are repaired where the issuer's pattern decides; otherwise the code read
   * by OCR is recorded as doubtful.
   */
  code(path: string, issuer: CodeIssuer | null, anywhere?: RegExp): string | null {
    const read =
      this.values.find({ labels: CODE_LABELS, recognize: codeValue, narrative: false }) ??
      // A sentence may break its line inside the label ("… por parte de este Servicio. Código
      // de verificación SERVIU12-…."): the full label only, read across the break.
      this.values.find({ labels: [SPELLED_CODE_LABEL], recognize: codeValue });
    const shaped = anywhere ? this.anywhere(anywhere) : null;
    // A word in capitals under the label ("DOCUMENTO NO VALIDO …") is no code when the issuer's
    // own shape is printed elsewhere.
    const labelled = read && shaped && !/\d/.test(read.value) ? null : read;
    // Without a label or the issuer's shape, a key closing the signing date's line (shared.ts).
    const found = labelled ?? shaped ?? this.anywhere(SIGNED_DATE_KEY);
    if (!found) return null;
    const reading = resolveCode(found.value, issuer, this.isOcr(found.where, found.index));
    this.note(path, found);
    if (reading.unsure) this.record.doubt(path);
    // "LR-1906-" ending its line: the code's rest lost on a worn copy, as for a copy's code (cbrIssue.ts).
    const source = found.where === 'raw' ? this.document.raw : this.document.text;
    if (/^-[^\S\n]*(?:\n|$)/.test(source.slice(found.index + found.length)))
      this.record.doubt(path, ['repaired_reading']);
    // "D0M-G  - 094 [timbre sobre el código]": characters a stamp hid split the code, its rest apart.
    if (CODE_HIDDEN_PART.test(source.slice(found.index + found.length)))
      this.record.doubt(path, ['repaired_reading']);
    return reading.value;
  }

  /**
   * The comuna printed right after an address ("Avenida del Mar 3300, La Serena", "… 344 / Temuco"),
   * recorded under `path`.
   */
  comunaAfter(path: string, address: LabelledValue<string> | null): string | null {
    if (!address) return null;
    const source = address.where === 'raw' ? this.document.raw : this.document.text;
    const from = address.index + address.length;
    const lead = /^[^\S\n]*[,/][^\S\n]*/.exec(source.slice(from))?.[0].length;
    if (lead === undefined) return null;
    const found = comunaValue(source.slice(from + lead, from + lead + 40));
    if (!found) return null;
    this.note(path, { ...address, index: from + lead + found.start, length: found.end - found.start }, 0.75);
    return found.value;
  }

  /** A RUT whose check digit fails is kept as printed (it may be the document's typo) but marked doubtful. */
  checkRut(path: string, rut: string | null): string | null {
    if (rut && !isValidRut(rut)) this.record.doubt(path);
    return rut;
  }

  /** The first match of `pattern` in the text: the group it matched when it has groups (a label before the value). */
  private anywhere(pattern: RegExp): LabelledValue<string> | null {
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(this.document.raw);
    if (!match) return null;
    const value = match.slice(1).find((group) => group !== undefined) ?? match[0];
    const index = match.index + match[0].lastIndexOf(value);
    return { value, index, length: value.length, where: 'raw', tie: 'before' };
  }

  /**
   * The issue date: by its labels (a year OCR misread past 2300 repaired and marked), else the date a place introduces ("Santiago, 8 de septiembre
   * de 2025"), the latest such (a certificate is signed after everything it cites), recorded as
   * less sure.
   */
  issueDate(path: string, search: FieldSearch<string>): string | null {
    const labelled = this.find(path, search);
    if (labelled) return labelled.value;
    const misread = this.find(path, { ...search, recognize: misreadYearDateValue });
    if (misread) {
      this.record.doubt(path, ['repaired_reading']);
      return misread.value;
    }
    const { text } = this.document;
    const signed = placeDates(unglueMonths(text)).sort((a, b) => b.iso.localeCompare(a.iso))[0];
    if (signed) {
      this.record.text(path, signed.index, signed.text.length, 0.7);
      return signed.iso;
    }
    const underPlace = placeAboveDates(this.document.raw).sort((a, b) => b.iso.localeCompare(a.iso))[0];
    if (underPlace) {
      this.record.raw(path, underPlace.index, underPlace.text.length, 0.7);
      return underPlace.iso;
    }
    const titled = titleLineDate(this.document.raw);
    if (!titled) return null;
    this.record.raw(path, titled.index, titled.text.length, 0.7);
    return titled.iso;
  }
}
