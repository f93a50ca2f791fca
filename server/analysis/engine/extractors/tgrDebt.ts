import type { DebtCertificate } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parseInteger } from '../text/amounts';
import { parseDate } from '../text/dates';
import { normalizeRol } from '../../../../common/rol';
import { cleanName, leadingComuna } from './shared';
import type { Extraction } from './types';

/** Last amount of a "Total Deuda … (CLP)" line: the section total (chilean-documents.md §5). */
function sectionTotal(raw: string, section: RegExp): { value: number; index: number } | null {
  const match = new RegExp(`Total\\s+Deuda\\s+${section.source}\\s*\\(CLP\\)([^\\n]*)`, 'i').exec(raw);
  const amounts = match?.[1]?.trim().split(/\s+/) ?? [];
  const value = amounts.length > 0 ? parseInteger(amounts.at(-1) ?? '') : null;
  return match && value !== null ? { value, index: match.index } : null;
}

/**
 * The property's address: after the DIRECCION label, or, when OCR loses the faint label, the cell
 * before "COMUNA" on the same line. Ends where the COMUNA cell starts.
 */
function propertyAddress(lines: string[]): { value: string; line: string } | null {
  for (const line of lines) {
    const labelled = /\bDIRECCI[ÓO]N\s+(.+?)(?:\s+COMUNA\b.*)?$/i.exec(line);
    const beforeComuna = /^(?:.*\s{3,})?(.+?)\s{3,}COMUNA\s+\S/.exec(line);
    const value = (labelled?.[1] ?? beforeComuna?.[1])?.trim();
    if (value && /\d/.test(value)) return { value, line };
  }
  return null;
}

/** Digits OCR reads in place of the look-alike capitals of the barcode's letter pair. */
const LETTER_FOR_DIGIT: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' };

/**
 * The barcode number (3 digits, 2 capitals, 10+ digits: "001SD2025…"). OCR may read a capital
 * of the pair as a look-alike digit ("0015D…"); the fixed shape tells which it was.
 */
function barcodeNumber(raw: string): string | null {
  for (const [, head, pair = '', tail] of raw.matchAll(/\b(\d{3})([A-Z\d]{2})(\d{10,})\b/g)) {
    if (!/[A-Z]/.test(pair)) continue;
    return `${head}${pair.replace(/\d/g, (digit) => LETTER_FOR_DIGIT[digit] ?? digit)}${tail}`;
  }
  return null;
}

/** Reads a TGR certificado de deuda de contribuciones. */
export function extractTgrDebt(document: DocumentText): Extraction<DebtCertificate> {
  const record = new ProvenanceRecorder(document);
  const { raw } = document;
  const lines = raw.split('\n');
  const labelLine = lines.findIndex((line) => /^\s*NOMBRE\b/.test(line));
  const sameLine = labelLine >= 0 ? /^\s*NOMBRE\s+(.+)$/.exec(lines[labelLine] ?? '')?.[1] : undefined;
  const name = sameLine ?? (labelLine > 0 ? lines[labelLine - 1] : undefined);
  const nameIndex = name ? raw.indexOf(name) : -1;
  if (nameIndex >= 0 && name) record.raw('contribuyente.nombre', nameIndex, name.length);

  const address = propertyAddress(lines);
  if (address) record.raw('direccion_propiedad', raw.indexOf(address.line), address.line.length);
  const comuna = /\bCOMUNA\s+([^\n]+)/i.exec(raw);
  // The body repeats the rol after "del ROL <COMUNA>": a fallback when OCR garbles the label.
  const rol = /\bROL\s+(?:[A-ZÁÉÍÓÚÑ]+\s+){0,3}(\d{1,3}-\d{3,5}-\d{1,3})/.exec(raw);
  if (rol) record.raw('rol_avaluo', rol.index, rol[0].length);
  const issued = /Fecha\s+de\s+Emisi[óo]n\s+del\s+Certificado\s*:?\s*([^\n]+)/i.exec(raw);
  if (issued) record.raw('fecha_emision', issued.index, issued[0].length);
  const overdue = sectionTotal(raw, /Morosa/);
  const notDue = sectionTotal(raw, /No\s+Vencida/);
  if (overdue) record.raw('total_deuda_vencida_liquidada', overdue.index, 60);
  if (notDue) record.raw('total_deuda_no_vencida_liquidada', notDue.index, 60);
  const barcode = barcodeNumber(raw);

  const notes: string[] = [];
  if (overdue && overdue.value > 0) {
    notes.push(
      `El certificado de Tesorería registra deuda morosa de contribuciones por $${overdue.value.toLocaleString('es-CL')}.`,
    );
  }
  return {
    value: {
      fecha_emision: issued?.[1] ? parseDate(issued[1]) : null,
      rol_avaluo: rol?.[1] ? normalizeRol(rol[1]) : null,
      contribuyente: { nombre: name ? cleanName(name) : '', rut: null },
      direccion_propiedad: address?.value ?? null,
      comuna_propiedad: comuna?.[1] ? leadingComuna(comuna[1]) : null,
      // The certificate prints only the sections with debt: a missing section is no debt.
      total_deuda_vencida_liquidada: overdue?.value ?? 0,
      total_deuda_no_vencida_liquidada: notDue?.value ?? 0,
      codigo_verificacion: barcode,
    },
    provenance: record.entries,
    notes,
  };
}
