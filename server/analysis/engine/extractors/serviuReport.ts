import type { PropertySituationReport } from '../../../../common/report/schema';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parseInteger } from '../text/amounts';
import { parseDate } from '../text/dates';
import { normalizeRol } from '../../../../common/rol';
import { labelValue, leadingComuna, verificationCode } from './shared';
import type { Extraction } from './types';

/** Reads a SERVIU certificado de no expropiación (informe de situación de la propiedad). */
export function extractServiuReport(document: DocumentText): Extraction<PropertySituationReport> {
  const record = new ProvenanceRecorder(document);
  const { raw, text } = document;
  const read = (path: string, label: RegExp) => {
    const found = labelValue(raw, label);
    if (found) record.raw(path, found.index, found.value.length);
    return found?.value ?? null;
  };
  const number = /CERTIFICADO\s+N[°º]?\s*([\d.]+)/i.exec(raw);
  if (number) record.raw('numero_certificado', number.index, number[0].length);
  const issued = read('fecha_emision', /Fecha\s+de\s+emisi[óo]n/i);
  const comuna = read('comuna_propiedad', /^\s*Comuna/im);
  const rol = read('rol_avaluo', /Rol\s+de\s+Aval[úu]o/i);
  const code = verificationCode(raw);
  const statement = foldAccents(text);
  const affected =
    !/\bno\s+se\s+encuentra\s+afect/.test(statement) && /se\s+encuentra\s+afect/.test(statement);
  return {
    value: {
      fecha_emision: issued ? parseDate(issued) : null,
      numero_certificado: number?.[1] ? parseInteger(number[1]) : null,
      rol_avaluo: rol ? normalizeRol(rol) : null,
      direccion_propiedad: read('direccion_propiedad', /^\s*Direcci[óo]n/im),
      comuna_propiedad: comuna ? leadingComuna(comuna) : null,
      codigo_verificacion: code?.value ?? null,
      objeto_expropiacion: affected,
    },
    provenance: record.entries,
    notes: affected ? ['El certificado SERVIU informa que el inmueble está afecto a expropiación.'] : [],
  };
}
