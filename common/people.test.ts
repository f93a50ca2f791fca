import { describe, expect, it } from 'vitest';

import { isCompany, misspeltName, sameCompany, sameName, samePerson } from './people';

describe('people', () => {
  it('matches names in any order, with or without accents', () => {
    expect(sameName('JORGE PATRICIO GONZÁLEZ SAAVEDRA', 'GONZALEZ SAAVEDRA JORGE PATRICIO')).toBe(true);
    expect(sameName('María José Núñez', 'NUNEZ MARIA JOSE')).toBe(true);
    expect(sameName('JORGE GONZALEZ SAAVEDRA', 'JORGE PATRICIO GONZALEZ SAAVEDRA')).toBe(true);
    expect(sameName('JORGE PATRICIO', 'PEDRO PATRICIO')).toBe(false);
  });

  it('tells a misspelling from another person', () => {
    expect(misspeltName('JORGE PATRICIO GONZÁLEZ SAAVEDRA', 'GONZALES SAAVEDRA JORGE PATRICIO')).toBe(true);
    expect(misspeltName('JORGE PATRICIO GONZÁLEZ SAAVEDRA', 'GONZALEZ SAAVEDRA JORGE PATRICIO')).toBe(false);
    expect(misspeltName('JORGE PATRICIO GONZÁLEZ SAAVEDRA', 'PAULINA ANDREA ZAMORANO LEIVA')).toBe(false);
  });

  it('compares RUTs with and without dots, with a K check digit', () => {
    expect(samePerson({ nombre: 'A B', rut: '9.873.214-K' }, { nombre: 'C D', rut: '9873214k' })).toBe(true);
    expect(
      samePerson({ nombre: 'ANA PEREZ', rut: '12.345.678-5' }, { nombre: 'ANA PEREZ', rut: '11.111.111-1' }),
    ).toBe(false);
  });

  it('recognises companies by name or RUT', () => {
    expect(isCompany({ nombre: 'INVERSIONES ALTO MANQUEHUE SPA' })).toBe(true);
    expect(isCompany({ nombre: 'ALTO MANQUEHUE', rut: '77.412.908-1' })).toBe(true);
    expect(isCompany({ nombre: 'SPAGNOLO ROSSI ANA', rut: '12.345.678-5' })).toBe(false);
  });
});

describe('sameCompany', () => {
  it('matches a company name however it is printed', () => {
    expect(sameCompany('AGRÍCOLA LOS MAITENES SPA', 'Agricola Los Maitenes S.p.A.')).toBe(true);
    expect(sameCompany('COMERCIAL SUR LTDA.', 'COMERCIAL SUR LIMITADA')).toBe(true);
    expect(sameCompany('INVERSIONES NORTE S.A.', 'INVERSIONES NORTE SOCIEDAD ANÓNIMA')).toBe(true);
    expect(sameCompany('INVERSIONES NORTE S.A.', 'INVERSIONES NORTE SPA')).toBe(false);
  });
});
