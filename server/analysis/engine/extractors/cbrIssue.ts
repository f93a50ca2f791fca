import type { DocumentText } from '../document';
import type { ProvenanceRecorder } from '../provenance';
import { documentIssueDate } from '../reading/assign';
import { resolveCode } from '../text/verificationCodes';
import { issuingOffice } from './issuingOffice';
import { verificationCode } from './shared';

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

/** Santiago's GP barcode number (`*3C92-8E04-5A71-2D6F*`), printed without a label. */
const BARCODE = /\*?([0-9A-Fa-f]{4}(?:-[0-9A-Fa-f]{4}){3})\*?/;

/**
 * A CBR document's verification code, recorded: the barcode number, else the labelled code. One
 * OCR read with a character it confuses (`O` for `Q`) is kept as read and marked unsure: CBR codes
 * have no known shape to repair it with.
 */
export function readCode(document: DocumentText, record: ProvenanceRecorder): string | null {
  const barcode = BARCODE.exec(document.raw);
  const found = barcode?.[1]
    ? { value: barcode[1].toLowerCase(), index: barcode.index + barcode[0].indexOf(barcode[1]), cut: false }
    : verificationCode(document.raw);
  if (!found) return null;
  record.raw('codigo_verificacion', found.index, found.value.length);
  const ocr = document.pages.some((page) => page.ocr !== undefined);
  if (resolveCode(found.value, null, ocr).unsure) record.doubt('codigo_verificacion', ['ocr_low_confidence']);
  if (found.cut) record.doubt('codigo_verificacion', ['repaired_reading']);
  return found.value;
}
