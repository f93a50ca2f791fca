import type { PersonRef } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { findDates } from '../text/dates';
import { findRuts } from '../text/rut';
import { cleanName, labelValue } from './shared';
import type { Extraction } from './types';

export interface NoMarriageData {
  person: PersonRef;
  single: boolean;
  fecha_emision: string | null;
}

/** Reads a Registro Civil certificado de no matrimonio: who, and whether a marriage is registered. */
export function extractNoMarriage(document: DocumentText): Extraction<NoMarriageData> {
  const record = new ProvenanceRecorder(document);
  const { raw, text } = document;
  const name = labelValue(raw, /^\s*Nombre/im);
  if (name) record.raw('nombre', name.index, name.value.length);
  const rut = findRuts(raw)[0]?.rut ?? null;
  const single = /no\s+registra\s+matrimonio/i.test(text);
  const issued = /FECHA\s+EMISI[ÓO]N\s*:?\s*(.+)/i.exec(raw);
  const fecha = issued?.[1] ? (findDates(issued[1])[0]?.iso ?? null) : null;
  const person = { nombre: name ? cleanName(name.value) : '', rut };
  const notes = [
    single
      ? `Certificado de no matrimonio: ${person.nombre}${rut ? ` (RUT ${rut})` : ''} no registra matrimonio vigente${fecha ? ` al ${fecha.split('-').reverse().join('-')}` : ''}; no se requiere autorización conyugal.`
      : `El certificado de no matrimonio de ${person.nombre} no confirma la soltería: revisar.`,
  ];
  return { value: { person, single, fecha_emision: fecha }, provenance: record.entries, notes };
}
