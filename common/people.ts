import { normalizeRut } from './rut';
import { editDistance } from './text/editDistance';
import { comparisonKey, foldAccents } from './vocabularies/comparisonKey';

/*
 * Matching people across documents. Issuers print names in different orders (GP and TGR put the
 * surnames first), with or without accents, and sometimes with fewer given names; a one-letter
 * slip in one certificate is a typo to report, not another person.
 */

export interface NamedPerson {
  nombre: string;
  rut?: string | null;
}

/** Accent- and case-insensitive words of a name, sorted (order does not matter). */
export function nameWords(name: string): string[] {
  return name
    .split(/[\s,]+/)
    .map(comparisonKey)
    .filter((word) => word.length > 0 && !['de', 'del', 'la', 'las', 'los', 'y'].includes(word))
    .sort();
}

export function sameRut(a: string | null | undefined, b: string | null | undefined): boolean | null {
  const left = a ? normalizeRut(a) : null;
  const right = b ? normalizeRut(b) : null;
  return left && right ? left === right : null;
}

/** Same words in any order, or one name's words all within the other's (a given name left out). */
export function sameName(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return false;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shorter.length >= 2 && shorter.every((word) => longer.includes(word));
}

/** Letters a word of this length may differ by and still be a misspelling of the other. */
const allowedSlips = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * The same person with a misspelt name: as many words, each pairing with a distinct word of the
 * other name at a small edit distance, and at least one not identical.
 */
export function misspeltName(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length < 2 || left.length !== right.length || sameName(a, b)) return false;
  const unused = [...right];
  for (const word of left) {
    const index = unused.findIndex(
      (other) => editDistance(word, other, allowedSlips(word)) <= allowedSlips(word),
    );
    if (index < 0) return false;
    unused.splice(index, 1);
  }
  return true;
}

/** Same person: equal RUTs when both are known, otherwise the same name. */
export function samePerson(a: NamedPerson, b: NamedPerson): boolean {
  return sameRut(a.rut, b.rut) ?? sameName(a.nombre, b.nombre);
}

/** Words that mark a company (sociedad, SpA, Ltda., S.A. …). */
const COMPANY =
  /\b(S\.?\s?A\.?|SPA|LTDA\.?|LIMITADA|SOCIEDAD|INMOBILIARIA|CONSTRUCTORA|INVERSIONES|BANCO|EMPRESA|E\.?I\.?R\.?L\.?|CORPORACI[ÓO]N|FUNDACI[ÓO]N|COMPA[ÑN][ÍI]A|CIA\.?)(?=\s|$|[.,])/iu;

/** Company RUTs start at 50.000.000; people's do not reach it. */
const COMPANY_RUT_BODY = 50_000_000;

export function isCompanyName(name: string): boolean {
  return COMPANY.test(name);
}

/** True when the RUT is in the companies' range. */
export function isCompanyRut(text: string): boolean {
  const rut = normalizeRut(text);
  return rut !== null && Number(rut.split('-')[0]) >= COMPANY_RUT_BODY;
}

export function isCompany(person: NamedPerson): boolean {
  return isCompanyName(person.nombre) || (!!person.rut && isCompanyRut(person.rut));
}

/** Company forms in one spelling: `LTDA.` is `LIMITADA`, `S.p.A.` is `SPA`, `S.A.` is `SA`. */
function companyKey(name: string): string {
  return comparisonKey(
    foldAccents(name)
      .replace(/\bltda\b\.?/g, 'limitada')
      .replace(/\bs\.?\s?p\.?\s?a\b\.?/g, 'spa')
      .replace(/\bsociedad\s+anonima\b|\bs\.\s?a\b\.?/g, 'sa'),
  );
}

/** The same company however its name is printed (accents, spacing, punctuation, form abbreviated). */
export function sameCompany(a: string, b: string): boolean {
  const left = companyKey(a);
  return left !== '' && left === companyKey(b);
}
