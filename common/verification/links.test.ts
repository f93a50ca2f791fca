import { describe, expect, it } from 'vitest';

import {
  COMPANY_REGISTRY_URLS,
  CONSERVADOR_VERIFICATION_URLS,
  MINVU_VERIFICATION_URL,
  MUNICIPALITY_VERIFICATION_URLS,
  REGISTRO_CIVIL_VERIFICATION_URL,
  SII_VERIFICATION_URL,
  TGR_VERIFICATION_URL,
  verificationUrl,
  verificationUrlForConservador,
  verificationUrlForMunicipality,
} from './links';

describe('verificationUrlForConservador', () => {
  it.each([
    ['Santiago', 'https://www.conservador.cl'],
    ['SANTIAGO', 'https://www.conservador.cl'],
    ['San Miguel', 'https://www.veridoc.cl'],
    ['Conservador de Bienes Raíces de Puente Alto', 'https://www.conservadorpuentealto.cl'],
    ['san bernardo', 'https://www.fojas.cl'],
  ])('links %j to %s', (office, url) => {
    expect(verificationUrlForConservador(office)).toBe(url);
  });

  it.each(['Valparaíso', 'Temuco', 'Oficina inexistente', '', null, undefined])(
    'has no link for %j',
    (office) => {
      expect(verificationUrlForConservador(office)).toBeNull();
    },
  );

  it('covers exactly the four offices of SPEC §2', () => {
    expect(Object.keys(CONSERVADOR_VERIFICATION_URLS)).toEqual([
      'Santiago',
      'San Miguel',
      'Puente Alto',
      'San Bernardo',
    ]);
  });
});

describe('verificationUrlForMunicipality', () => {
  it('matches by upper-cased name, whatever the printed form', () => {
    const url = MUNICIPALITY_VERIFICATION_URLS['SAN ANTONIO'];
    expect(url).toBeDefined();
    expect(verificationUrlForMunicipality('San Antonio')).toBe(url);
    expect(verificationUrlForMunicipality('SAN ANTONIO')).toBe(url);
    expect(verificationUrlForMunicipality('Ilustre Municipalidad de San Antonio')).toBe(url);
  });

  it('maps the municipalities of the table, written without accents too', () => {
    expect(verificationUrlForMunicipality('NUNOA')).toBe('https://www.nunoa.cl');
    expect(verificationUrlForMunicipality('Municipalidad de Peñalolén')).toBe('https://www.penalolen.cl');
    expect(Object.keys(MUNICIPALITY_VERIFICATION_URLS).length).toBeGreaterThanOrEqual(27);
  });

  it('has no link for municipalities without a known address', () => {
    expect(verificationUrlForMunicipality('Ollagüe')).toBeNull();
    expect(verificationUrlForMunicipality('')).toBeNull();
    expect(verificationUrlForMunicipality(null)).toBeNull();
  });

  it('keys the table by upper-cased canonical comuna names', () => {
    for (const key of Object.keys(MUNICIPALITY_VERIFICATION_URLS)) {
      expect(key).toBe(key.toLocaleUpperCase('es-CL'));
      expect(verificationUrlForMunicipality(key)).toBe(MUNICIPALITY_VERIFICATION_URLS[key]);
    }
  });
});

describe('fixed links', () => {
  it('are https addresses', () => {
    for (const url of [
      TGR_VERIFICATION_URL,
      MINVU_VERIFICATION_URL,
      SII_VERIFICATION_URL,
      REGISTRO_CIVIL_VERIFICATION_URL,
      ...Object.values(COMPANY_REGISTRY_URLS),
      ...Object.values(CONSERVADOR_VERIFICATION_URLS),
      ...Object.values(MUNICIPALITY_VERIFICATION_URLS),
    ]) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });
});

describe('verificationUrl', () => {
  it('links registry documents by their conservador, and has no link for offices without a site', () => {
    expect(verificationUrl({ kind: 'conservador', name: 'SANTIAGO' })).toBe(
      CONSERVADOR_VERIFICATION_URLS.Santiago,
    );
    expect(verificationUrl({ kind: 'conservador', name: 'Temuco' })).toBeNull();
    expect(verificationUrl({ kind: 'conservador', name: null })).toBeNull();
  });

  it('uses the fixed sites of the national issuers', () => {
    expect(verificationUrl({ kind: 'tesoreria' })).toBe(TGR_VERIFICATION_URL);
    expect(verificationUrl({ kind: 'minvu' })).toBe(MINVU_VERIFICATION_URL);
    expect(verificationUrl({ kind: 'sii' })).toBe(SII_VERIFICATION_URL);
    expect(verificationUrl({ kind: 'registro_civil' })).toBe(REGISTRO_CIVIL_VERIFICATION_URL);
    expect(verificationUrl({ kind: 'registro_empresas' })).toBe(
      COMPANY_REGISTRY_URLS.registroEmpresasYSociedades,
    );
  });

  it('links a municipality whatever its case', () => {
    expect(verificationUrl({ kind: 'municipalidad', name: 'san antonio' })).toBe(
      MUNICIPALITY_VERIFICATION_URLS['SAN ANTONIO'],
    );
    expect(verificationUrl({ kind: 'municipalidad', name: undefined })).toBeNull();
  });
});
