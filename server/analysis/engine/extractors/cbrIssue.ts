import { editDistance } from '../../../../common/text/editDistance';
import type { DocumentText } from '../document';
import type { ProvenanceRecorder } from '../provenance';
import { documentIssueDate } from '../reading/assign';
import { resolveCode } from '../text/verificationCodes';
import { issuingOffice } from './issuingOffice';
import { labelledCodes, verificationCode, type CodeFound } from './shared';

/** When and by which office a CBR document was issued, with the provenance of both recorded. */
export function readIssue(
  document: DocumentText,
  record: ProvenanceRecorder,
): { fecha_emision: string | null; conservador: string | null } {
  const issued = documentIssueDate(document);
  if (issued) {
    const where = issued.in === 'raw' ? record.raw.bind(record) : record.normalized.bind(record);
    where('fecha_emision', issued.index, issued.text.length, issued.confidence);
  }
  const office = issuingOffice(document.raw, document.normalized.text, issued);
  if (office) record.office('conservador', office);
  return { fecha_emision: issued?.iso ?? null, conservador: office?.name ?? null };
}

/** Two printings of one code differ by this many characters at most when OCR misread one of them. */
const MAX_REPEAT_EDITS = 2;

/**
 * The same code printed again on a scanned document (the certification's line and the footer),
 * read with confidence where `found` was a word OCR doubted ("QCPRTUYIPF" beside "QCPRTUYJPF"):
 * codes have no check digit, so only OCR's own confidence tells the two readings apart.
 */
function surerRepeat(document: DocumentText, found: CodeFound): CodeFound | null {
  const doubtful = new Set(
    document.pages
      .flatMap((page) => page.ocr?.doubtfulWords ?? [])
      .map((word) => word.replace(/[^\p{L}\d-]/gu, '')),
  );
  if (!doubtful.has(found.value)) return null;
  return otherReadings(document, found).find((other) => !doubtful.has(other.value)) ?? null;
}

/** Other printings of the code on the document read differently (one character or two apart). */
function otherReadings(document: DocumentText, found: CodeFound): CodeFound[] {
  return labelledCodes(document.raw).filter(
    (other) =>
      other.value !== found.value &&
      other.value.length === found.value.length &&
      editDistance(other.value, found.value, MAX_REPEAT_EDITS) <= MAX_REPEAT_EDITS,
  );
}

/** Santiago's GP barcode number (`*3C92-8E04-5A71-2D6F*`), printed without a label. */
const BARCODE = /\*?([0-9A-Fa-f]{4}(?:-[0-9A-Fa-f]{4}){3})\*?/;

/**
 * A barcode's text between its start and stop asterisks (`*GP-7K2Q-51T8*`, Code 39's way of
 * printing it), in capitals and groups of a dash, one holding a digit: the key the barcode holds,
 * read where no label names a code.
 */
const STARRED_CODE = /(?<![\p{L}\d*])\*((?=[A-Z0-9-]*\d)[A-Z0-9]{2,}(?:-[A-Z0-9]{2,}){1,5})\*(?![\p{L}\d*])/u;

/** The starred barcode text, as a code found. */
function starredCode(raw: string): CodeFound | null {
  const match = STARRED_CODE.exec(raw);
  return match?.[1] ? { value: match[1], index: match.index + 1, cut: false } : null;
}

/**
 * A CBR document's verification code, recorded: the barcode number, else the labelled code. One
 * OCR read with a character it confuses (`O` for `Q`) is kept as read and marked unsure: CBR codes
 * have no known shape to repair it with.
 */
export function readCode(document: DocumentText, record: ProvenanceRecorder): string | null {
  const barcode = BARCODE.exec(document.raw);
  const labelled = verificationCode(document.raw);
  const found = barcode?.[1]
    ? { value: barcode[1].toLowerCase(), index: barcode.index + barcode[0].indexOf(barcode[1]), cut: false }
    : ((labelled && (surerRepeat(document, labelled) ?? labelled)) ?? starredCode(document.raw));
  if (!found) return null;
  record.raw('codigo_verificacion', found.index, found.value.length);
  const ocr = document.pages.some((page) => page.ocr !== undefined);
  if (resolveCode(found.value, null, ocr).unsure) record.doubt('codigo_verificacion', ['ocr_low_confidence']);
  // Printed twice and read two ways, each with confidence: OCR misread one, maybe this one. The
  // document disagrees with itself, a doubt the value's own words' confidence does not lift.
  if (ocr && otherReadings(document, found).length > 0)
    record.doubt('codigo_verificacion', ['conflicting_documents']);
  if (found.cut) record.doubt('codigo_verificacion', ['repaired_reading']);
  if (numberBesideUnreadCode(document.raw, found)) record.doubt('codigo_verificacion', ['code_format']);
  return found.value;
}

/** The certificate's own number ("N° GP-1144/2026"), not its verification code. */
const NUMBER_SIGN_BEFORE = /(?<![\p{L}])N[°º]\.?\s*$/u;
/** A code's label printed after it, whose code was not read (a worn copy garbled it). */
const CODE_LABEL_AFTER = /(?<![\p{L}])(?:c[óo]digo|verificaci[óo]n)(?![\p{L}])/iu;

/**
 * A key read from the certificate's number while the document labels a code of its own further
 * on: the code was unreadable, and the number stands in for it, doubtful.
 */
function numberBesideUnreadCode(raw: string, found: CodeFound): boolean {
  return (
    NUMBER_SIGN_BEFORE.test(raw.slice(Math.max(0, found.index - 8), found.index)) &&
    CODE_LABEL_AFTER.test(raw.slice(found.index + found.value.length))
  );
}
