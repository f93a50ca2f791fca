import type { DocumentText } from '../document';
import type { FieldSearch } from '../text/labelledValues';
import { amountValue } from '../text/recognizers';
import { decisiveStatement, statementsAbout } from '../text/statements';
import { CertificateFields } from './certificateFields';
import { ADDRESS, ISSUE_DATE, MUNICIPALITY, ROL } from './propertyLabels';
import type { Extraction } from './types';

export interface AseoData {
  rol_avaluo: string | null;
  debt: boolean;
  fecha_emision: string | null;
  municipality: string | null;
}

/** The amount owed under its label ("Deuda por derechos de aseo: $ 0", "Saldo adeudado: $ 38.100"). */
const OWED: FieldSearch<number> = {
  labels: [
    /\b(?:total\s+)?deuda\b[^:\n]{0,40}(?=:)/,
    /\b(?:derechos\s+de\s+aseo\s+)?adeudad[oa]s?\b(?=\s*:)/,
    /\bsaldo\s+(?:adeudado|pendiente|por\s+pagar)\b/,
    /\bmonto\s+adeudado\b/,
  ],
  recognize: amountValue,
  narrative: false,
};

/** The certificate's title names debt without stating anything. */
const TITLE = /certificado\b[^.\n]{0,20}?\bde\s+(?:no\s+)?deuda/;

/**
 * Reads a municipal certificate of derechos de aseo (chilean-documents.md §6) in any layout;
 * what it states is a fact for the legal rules (taxDebt.ts `aseoExemption`). "No registra deuda",
 * "sin deuda", "al día" mean no debt.
 */
export function extractAseoCertificate(document: DocumentText): Extraction<AseoData> {
  const fields = new CertificateFields(document, [
    ...ISSUE_DATE.labels,
    ...ROL.labels,
    ...ADDRESS.labels,
    ...OWED.labels,
  ]);
  const { raw } = document;
  const statement = decisiveStatement(
    statementsAbout(raw, /\bdeudas?\b|\bmoros[oa]s?\b|\bimpag[oa]s?\b/, { ignore: TITLE }),
  );
  // A home exempt from the fee owes none ("exento del pago de derechos de aseo").
  const upToDate = statementsAbout(
    raw,
    /\bal\s+dia\b|\bpagad[oa]s?\b|\bexent[oa]s?\s+del?\s+(?:pago|cobro)\b/,
  ).some((found) => found.affirmed);
  // An amount printed under a debt label says it first: zero is no debt.
  const owed = fields.read(null, OWED);
  const debt = owed !== null ? owed > 0 : statement ? statement.affirmed : !upToDate;
  const rol = fields.read('rol_avaluo', ROL);
  const issued = fields.issueDate('fecha_emision', ISSUE_DATE);
  return {
    value: { rol_avaluo: rol, debt, fecha_emision: issued, municipality: fields.read(null, MUNICIPALITY) },
    provenance: fields.record.entries,
    notes: [],
  };
}
