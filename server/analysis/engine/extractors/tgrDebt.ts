import type { DebtCertificate } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parseInteger } from '../text/amounts';
import { parseDate } from '../text/dates';
import { normalizeRol } from '../text/rol';
import { cleanName, leadingComuna } from './shared';
import type { Extraction } from './types';

/** Last amount of a "Total Deuda … (CLP)" line: the section total (chilean-documents.md §5). */
function sectionTotal(raw: string, section: RegExp): { value: number; index: number } | null {
  const match = new RegExp(`Total\\s+Deuda\\s+${section.source}\\s*\\(CLP\\)([^\\n]*)`, 'i').exec(raw);
  const amounts = match?.[1]?.trim().split(/\s+/) ?? [];
  const value = amounts.length > 0 ? parseInteger(amounts.at(-1) ?? '') : null;
  return match && value !== null ? { value, index: match.index } : null;
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

  const address = /DIRECCI[ÓO]N\s+(.+?)\s+COMUNA\s+([^\n]+)/i.exec(raw);
  if (address) record.raw('direccion_propiedad', address.index, address[0].length);
  const rol = /\bROL\s+(\d{1,3}-\d{3,5}-\d{1,3})/.exec(raw);
  if (rol) record.raw('rol_avaluo', rol.index, rol[0].length);
  const issued = /Fecha\s+de\s+Emisi[óo]n\s+del\s+Certificado\s*:?\s*([^\n]+)/i.exec(raw);
  if (issued) record.raw('fecha_emision', issued.index, issued[0].length);
  const overdue = sectionTotal(raw, /Morosa/);
  const notDue = sectionTotal(raw, /No\s+Vencida/);
  if (overdue) record.raw('total_deuda_vencida_liquidada', overdue.index, 60);
  if (notDue) record.raw('total_deuda_no_vencida_liquidada', notDue.index, 60);
  const barcode = /\b(\d{3}[A-Z]{2}\d{10,})\b/.exec(raw);

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
      direccion_propiedad: address?.[1]?.trim() ?? null,
      comuna_propiedad: address?.[2] ? leadingComuna(address[2]) : null,
      // The certificate prints only the sections with debt: a missing section is no debt.
      total_deuda_vencida_liquidada: overdue?.value ?? 0,
      total_deuda_no_vencida_liquidada: notDue?.value ?? 0,
      codigo_verificacion: barcode?.[1] ?? null,
    },
    provenance: record.entries,
    notes,
  };
}
