import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { findInscriptionRef } from '../text/inscriptionRef';
import { findRuts } from '../text/rut';
import { cleanName, placeDates } from './shared';
import type { Extraction } from './types';

export interface CompanyData {
  name: string | null;
  rut: string | null;
  vigente: boolean;
  fecha_emision: string | null;
}

/** Reads a Registro de Comercio certificate (vigencia de sociedad); its facts go to the notes. */
export function extractCompanyCertificate(document: DocumentText): Extraction<CompanyData> {
  const record = new ProvenanceRecorder(document);
  const { text } = document;
  const name = /sociedad\s+[“"]([^”"]+)[”"]/iu.exec(text);
  if (name) record.text('nombre', name.index, name[0].length);
  const rut = findRuts(text).at(-1)?.rut ?? null;
  const vigente = /se\s+encuentra\s+vigente/i.test(text) && !/no\s+se\s+encuentra\s+vigente/i.test(text);
  const ref = findInscriptionRef(text);
  const issued = placeDates(text).find((date) => /^\d/.test(date.text)) ?? null;
  const companyName = name?.[1] ? cleanName(name[1]) : null;
  const refText = ref
    ? ` (inscrita a fojas ${ref.fojas} número ${ref.numero} del año ${ref.ano} del Registro de Comercio)`
    : '';
  const notes = [
    `La sociedad ${companyName ?? 'propietaria'}${rut ? `, RUT ${rut},` : ''}${refText} ${vigente ? 'se encuentra vigente según certificado del Registro de Comercio' : 'no aparece vigente en el certificado del Registro de Comercio'}; debe verificarse la vigencia de los poderes de quien la represente.`,
  ];
  return {
    value: { name: companyName, rut, vigente, fecha_emision: issued?.iso ?? null },
    provenance: record.entries,
    notes,
  };
}
