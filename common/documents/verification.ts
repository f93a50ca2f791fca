import { verificationUrl } from '../verification/links';
import { DOCUMENT_TYPES, typesFeeding } from './documentTypes';
import type { ReportListKey } from './reportLists';

/**
 * Where the verification code of a document in `list` is checked, by the issuer of the types
 * that fill it; `name` is the office or municipality for issuers whose site depends on it.
 */
export function listVerificationUrl(list: ReportListKey, name?: string | null): string | null {
  const kind = typesFeeding(list)
    .map((type) => DOCUMENT_TYPES[type].issuer)
    .find((issuer) => issuer !== null);
  return kind ? verificationUrl({ kind, name }) : null;
}
