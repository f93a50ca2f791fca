import { isCompany, isCompanyName } from '../../../../common/people';
import type { DocumentText } from '../document';
import type { FieldSearch } from '../text/labelledValues';
import { nameValue, rutValue } from '../text/recognizers';
import { foldKeepingLength } from '../text/folded';
import { findRuts } from '../text/rut';
import { decisiveStatement, statementsAbout } from '../text/statements';
import { CertificateFields } from './certificateFields';
import { alignedContinuation } from './shared';
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
    // "la sociedad "COMERCIAL SUR LIMITADA"", "Sociedad: …": a bare word labels only before a colon
    // or a quote, since names start with it too ("SOCIEDAD EDUCACIONAL ELQUI LIMITADA").
    /\bsociedad\b(?=\s*[:"“])/,
    /\bnombre\b/,
    /\bempresa\b(?=\s*[:"“])/,
  ],
  recognize: nameValue,
};

/** The company's name under its labels: one that names a company, never the person who represents it. */
const COMPANY_NAMED: FieldSearch<string> = {
  ...COMPANY,
  recognize: (region) => {
    const found = nameValue(region);
    return found && isCompanyName(found.value) ? found : null;
  },
};

/** A company's name anywhere: words in capitals ending in its legal form ("CONSTRUCTORA SUR S.A."). */
const COMPANY_IN_TEXT =
  /(?<![\p{L}.])(?:[\p{Lu}][\p{Lu}'&.-]*\s+){1,8}(?:S\.\s?A\.|S\.P\.A\.|SpA|SPA|LIMITADA|LTDA\.?|E\.I\.R\.L\.|EIRL)(?=[\s,;"”)]|$)/u;

function companyInText(fields: CertificateFields): string | null {
  const match = COMPANY_IN_TEXT.exec(fields.document.text);
  if (!match) return null;
  fields.record.text('nombre', match.index, match[0].length, 0.7);
  return match[0].replace(/\s+/g, ' ');
}

const COMPANY_RUT: FieldSearch<string> = {
  labels: [/\brol\s+unico\s+tributario\b/, /\br\.?\s?u\.?\s?t\.?(?=[\s:])|\brut\b/],
  // A RUT in a company's range: a representative's or a notary's RUT is a person's.
  recognize: (region) => {
    const found = rutValue(region);
    return found && isCompany({ nombre: '', rut: found.value }) ? found : null;
  },
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

/** A registry's note that no dissolution is recorded: "no consta su disolución", "sin anotación de disolución". */
const NO_DISSOLUTION_NOTED =
  /\b(?:no\s+(?:consta|aparece|existe|hay|registra|figura)|sin)\s+(?:[\p{L}]+\s+){0,4}?(?:disolucion|cancelacion)\b/u;

/** The name under its label, with the part a form wraps onto the next line under it. */
function labelledName(fields: CertificateFields, search: FieldSearch<string>): string | null {
  const found = fields.find('nombre', search);
  if (!found) return null;
  const source = found.where === 'raw' ? fields.document.raw : fields.document.text;
  const name = alignedContinuation(source, found.index, found.value);
  if (!name) return found.value;
  fields.note('nombre', { ...found, length: name.length });
  return name.value;
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
  const name = labelledName(fields, COMPANY_NAMED) ?? companyInText(fields) ?? labelledName(fields, COMPANY);
  const rut = fields.checkRut('rut', fields.read('rut', COMPANY_RUT) ?? companyRut(fields));
  const inForce = decisiveStatement(
    statementsAbout(raw, /\bvigentes?\b|\b(?:mantiene|conserva)\s+(?:su\s+)?vigencia\b/, {
      ignore: /certificado\s+de\s+vigencia/,
    }),
  );
  const dissolved = statementsAbout(raw, /\bdisolucion\b|\bdisuelt[ao]\b|\bcancelad[ao]\b/).some(
    (statement) => statement.affirmed,
  );
  // "No consta su disolución" certifies the company in force without the word "vigente".
  const vigente =
    (inForce ? inForce.affirmed : NO_DISSOLUTION_NOTED.test(foldKeepingLength(raw).toLowerCase())) &&
    !dissolved;
  return {
    value: { name, rut, vigente, fecha_emision: fields.issueDate('fecha_emision', ISSUE_DATE) },
    provenance: fields.record.entries,
    notes: [],
  };
}
