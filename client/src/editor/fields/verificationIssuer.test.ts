import { describe, expect, it } from 'vitest';
import {
  CONSERVADOR_VERIFICATION_URLS,
  MINVU_VERIFICATION_URL,
  MUNICIPALITY_VERIFICATION_URLS,
  TGR_VERIFICATION_URL,
} from '../../../../common/verification/links';
import { verificationUrl } from './verificationIssuer';

describe('verificationUrl', () => {
  it('links registry documents by their conservador', () => {
    expect(verificationUrl({ kind: 'conservador', name: 'San Miguel' })).toBe(
      CONSERVADOR_VERIFICATION_URLS['San Miguel'],
    );
    expect(verificationUrl({ kind: 'conservador', name: 'SANTIAGO' })).toBe(
      CONSERVADOR_VERIFICATION_URLS.Santiago,
    );
  });

  it('has no link for offices without a site', () => {
    expect(verificationUrl({ kind: 'conservador', name: 'Temuco' })).toBeNull();
    expect(verificationUrl({ kind: 'conservador', name: null })).toBeNull();
  });

  it('uses the fixed Treasury and housing-ministry sites', () => {
    expect(verificationUrl({ kind: 'tesoreria' })).toBe(TGR_VERIFICATION_URL);
    expect(verificationUrl({ kind: 'minvu' })).toBe(MINVU_VERIFICATION_URL);
  });

  it('links the expropriation certificate by municipality, whatever its case', () => {
    expect(verificationUrl({ kind: 'municipalidad', name: 'san antonio' })).toBe(
      MUNICIPALITY_VERIFICATION_URLS['SAN ANTONIO'],
    );
    expect(verificationUrl({ kind: 'municipalidad', name: 'Comuna Inexistente' })).toBeNull();
    expect(verificationUrl({ kind: 'municipalidad', name: undefined })).toBeNull();
  });
});
