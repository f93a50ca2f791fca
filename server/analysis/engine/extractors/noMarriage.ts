import type { PersonRef } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import type { FieldSearch } from '../text/labelledValues';
import { nameValue, rutValue } from '../text/recognizers';
import { foldKeepingLength } from '../text/folded';
import { findRuts } from '../text/rut';
import { decisiveStatement, statementsAbout } from '../text/statements';
import { CertificateFields } from './certificateFields';
import { ISSUE_DATE } from './propertyLabels';
import type { Extraction } from './types';

export interface NoMarriageData {
  person: PersonRef;
  single: boolean;
  fecha_emision: string | null;
}

const PERSON: FieldSearch<string> = {
  labels: [
    /\bnombres?(?:\s+completo|\s+y\s+apellidos|\s+del\s+(?:solicitante|interesado|titular)|\s+(?:consultad|buscad)[oa])?\b/,
    /\b(?:solicitante|interesad[oa]|titular)\b/,
    /\bdon\b|\bdona\b/,
    /\ba\s+nombre\s+de\b/,
  ],
  recognize: nameValue,
};

const RUN: FieldSearch<string> = {
  labels: [
    /\br\.?\s?u\.?\s?[nt]\.?(?=[\s:])/,
    /\b(?:run|rut)\b(?:\s+(?:consultad|buscad)[oa]\b)?/,
    /\bc\.\s?i\.|cedula\s+(?:nacional\s+)?de\s+identidad/,
  ],
  recognize: rutValue,
};

/** The certificate's own name mentions marriage without stating anything. */
const TITLE =
  /(?:certificado|informe)\s+de\s+no\s+(?:inscripcion\s+de\s+|registro\s+de\s+)?matrimonio|busqueda\s+de\s+(?:inscripcion\s+de\s+)?matrimonio/;

/** Reads a Registro Civil certificate or report of no marriage (chilean-documents.md §11) in any layout. */
export function extractNoMarriage(document: DocumentText): Extraction<NoMarriageData> {
  const fields = new CertificateFields(document, [...ISSUE_DATE.labels, ...PERSON.labels, ...RUN.labels]);
  const name = fields.read('nombre', PERSON) ?? '';
  const labelledRut = fields.read('rut', RUN);
  const rut = fields.checkRut('rut', labelledRut ?? findRuts(document.raw)[0]?.rut ?? null);
  const statement = decisiveStatement(
    statementsAbout(document.raw, /\bmatrimonios?\b|\bcasad[oa]\b/, { ignore: TITLE }),
  );
  const soltero = statementsAbout(document.raw, /\bsolter[oa]\b/).some((found) => found.affirmed);
  // "Resultado de la búsqueda: NEGATIVO": the search found no marriage.
  const result = /\bresultado\b[^\n:]{0,50}:\s*(negativ|positiv)[oa]\b/.exec(
    foldKeepingLength(document.raw).toLowerCase(),
  );
  const single = result ? result[1] === 'negativ' : statement ? !statement.affirmed : soltero;
  const fecha = fields.issueDate('fecha_emision', ISSUE_DATE);
  const person = { nombre: name, rut };
  return { value: { person, single, fecha_emision: fecha }, provenance: fields.record.entries, notes: [] };
}
