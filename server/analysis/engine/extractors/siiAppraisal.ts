import type { FiscalAppraisal } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parseInteger } from '../text/amounts';
import { parseDate } from '../text/dates';
import { normalizeRol } from '../../../../common/rol';
import { labelValue, leadingComuna } from './shared';
import type { Extraction } from './types';

/** Reads an SII certificado de avalúo fiscal (both the older and the 2025 layout). */
export function extractSiiAppraisal(document: DocumentText): Extraction<FiscalAppraisal> {
  const record = new ProvenanceRecorder(document);
  const { raw } = document;
  const read = (path: string, label: RegExp) => {
    const found = labelValue(raw, label);
    if (found) record.raw(path, found.index, found.value.length);
    return found?.value ?? null;
  };
  const amount = (path: string, label: RegExp) => {
    const value = read(path, label);
    return value === null ? null : parseInteger(value.replace(/\s/g, ''));
  };
  const issued = read('fecha_emision', /Fecha\s+de\s+emisi[óo]n/i);
  const comuna = read('comuna', /\bComuna/);
  const rol = read('rol_avaluo', /N[úu]mero\s+de\s+rol\s+de\s+aval[úu]o/i);
  return {
    value: {
      fecha_emision: issued ? parseDate(issued) : null,
      rol_avaluo: rol ? normalizeRol(rol) : null,
      direccion: read('direccion', /Direcci[óo]n(?:\s+o\s+Nombre\s+del\s+bien\s+ra[íi]z)?/i),
      comuna: comuna ? leadingComuna(comuna) : null,
      destino: read('destino', /Destino(?:\s+del\s+bien\s+ra[íi]z)?/i),
      avaluo_afecto: amount('avaluo_afecto', /AVAL[ÚU]O\s+AFECTO\s+A\s+IMPUESTO/i),
      avaluo_exento: amount('avaluo_exento', /AVAL[ÚU]O\s+EXENTO\s+DE\s+IMPUESTO/i),
      avaluo_total: amount('avaluo_total', /AVAL[ÚU]O\s+TOTAL/i),
    },
    provenance: record.entries,
    notes: [],
  };
}
