import { isCompany } from '../../../../common/people';
import type { DocumentText } from '../document';
import type { FieldSearch } from '../text/labelledValues';
import { nameValue, rutValue } from '../text/recognizers';
import { findRuts } from '../text/rut';
import { decisiveStatement, statementsAbout } from '../text/statements';
import { CertificateFields } from './certificateFields';
import { ISSUE_DATE } from './propertyLabels';
import type { Extraction } from './types';

export interface CompanyData {
  name: string | null;
  rut: string | null;
  vigente: boolean;
  fecha_emision: string | null;
}

const COMPANY: FieldSearch<string> = {
  labels: [
    /\brazon\s+social\b/,
    /\b(?:sociedad|empresa|persona\s+juridica)\s+(?:denominada|llamada)\b/,
    /\bnombre\s+(?:de\s+la\s+)?(?:sociedad|empresa)\b/,
    /\bsociedad\b(?!\s+(?:anonima|por\s+acciones|de\s+responsabilidad|limitada|colectiva|en\s+comandita|del\s+giro)\b)/,
    /\bnombre\b/,
    /\bempresa\b/,
  ],
  recognize: nameValue,
};

const COMPANY_RUT: FieldSearch<string> = {
  labels: [/\brol\s+unico\s+tributario\b/, /\br\.?\s?u\.?\s?t\.?(?=[\s:])|\brut\b/],
  recognize: rutValue,
};

/**
 * The company's RUT printed without its label: the first in a company's range (a notary's or a
 * partner's RUT printed beside it is a person's), recorded as less sure.
 */
function companyRut(fields: CertificateFields): string | null {
  const rut = findRuts(fields.document.text).find((found) => isCompany({ nombre: '', rut: found.rut }));
  if (!rut) return null;
  fields.record.text('rut', rut.index, rut.rut.length, 0.7);
  return rut.rut;
}

/**
 * Reads a company registry certificate (vigencia de sociedad, chilean-documents.md §12); whether
 * the company is in force is a fact for the legal rules (ownership.ts `companyOwner`).
 */
export function extractCompanyCertificate(document: DocumentText): Extraction<CompanyData> {
  const fields = new CertificateFields(document, [
    ...ISSUE_DATE.labels,
    ...COMPANY.labels,
    ...COMPANY_RUT.labels,
  ]);
  const { raw } = document;
  const name = fields.read('nombre', COMPANY);
  const rut = fields.checkRut('rut', fields.read('rut', COMPANY_RUT) ?? companyRut(fields));
  const inForce = decisiveStatement(
    statementsAbout(raw, /\bvigentes?\b/, { ignore: /certificado\s+de\s+vigencia/ }),
  );
  const dissolved = statementsAbout(raw, /\bdisolucion\b|\bdisuelt[ao]\b|\bcancelad[ao]\b/).some(
    (statement) => statement.affirmed,
  );
  const vigente = (inForce?.affirmed ?? false) && !dissolved;
  return {
    value: { name, rut, vigente, fecha_emision: fields.issueDate('fecha_emision', ISSUE_DATE) },
    provenance: fields.record.entries,
    notes: [],
  };
}
