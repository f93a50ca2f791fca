import {
  MINVU_VERIFICATION_URL,
  TGR_VERIFICATION_URL,
  verificationUrlForConservador,
  verificationUrlForMunicipality,
} from '../../../../common/verification/links';

/** Who issued a document, which decides where its verification code is checked (SPEC §2). */
export type VerificationIssuer =
  | { kind: 'conservador'; name: string | null | undefined }
  | { kind: 'tesoreria' }
  | { kind: 'minvu' }
  | { kind: 'municipalidad'; name: string | null | undefined };

/** The issuer's verification site, or null when the table has none. */
export function verificationUrl(issuer: VerificationIssuer): string | null {
  switch (issuer.kind) {
    case 'conservador':
      return verificationUrlForConservador(issuer.name);
    case 'tesoreria':
      return TGR_VERIFICATION_URL;
    case 'minvu':
      return MINVU_VERIFICATION_URL;
    case 'municipalidad':
      // The table is keyed by the municipality's name upper-cased; the lookup does that.
      return verificationUrlForMunicipality(issuer.name);
  }
}
