import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { normalizeRol } from '../../../../common/rol';
import { placeDates } from './shared';
import type { Extraction } from './types';

export interface AseoData {
  rol_avaluo: string | null;
  debt: boolean;
  fecha_emision: string | null;
  municipality: string | null;
}

/** Reads a municipal certificado de no deuda de derechos de aseo; its facts go to the notes. */
export function extractAseoCertificate(document: DocumentText): Extraction<AseoData> {
  const record = new ProvenanceRecorder(document);
  const { text } = document;
  const rol = /rol\s+de\s+aval[úu]o\s*N?[°º]?\s*([\d-]+)/iu.exec(text);
  if (rol) record.text('rol_avaluo', rol.index, rol[0].length);
  const noDebt = /no\s+registra\s+deuda/i.test(text);
  const issued = placeDates(text).at(-1) ?? null;
  const municipality =
    /MUNICIPALIDAD\s+DE\s+([\p{L} ]+?)(?=\s+DIRECCI|\s+DEPARTAMENTO|\s+CERTIFICADO|$)/iu.exec(text)?.[1] ??
    null;
  const when = issued ? ` al ${issued.iso.split('-').reverse().join('-')}` : '';
  const rolText = rol?.[1] ? ` del rol ${normalizeRol(rol[1])}` : '';
  const notes = [
    noDebt
      ? `Certificado municipal de no deuda de derechos de aseo${rolText}: sin deuda${when}.`
      : `El certificado municipal de derechos de aseo${rolText} no acredita ausencia de deuda: revisar.`,
  ];
  return {
    value: {
      rol_avaluo: rol?.[1] ? normalizeRol(rol[1]) : null,
      debt: !noDebt,
      fecha_emision: issued?.iso ?? null,
      municipality,
    },
    provenance: record.entries,
    notes,
  };
}
