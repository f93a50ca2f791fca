import { describe, expect, it } from 'vitest';

import { comparisonKey } from './comparisonKey';
import { CONSERVADORES, DEFAULT_CONSERVADOR, canonicalConservador } from './conservadores';

describe('CONSERVADORES', () => {
  it('lists each office once, from Arica to Porvenir', () => {
    expect(new Set(CONSERVADORES.map(comparisonKey)).size).toBe(CONSERVADORES.length);
    expect(CONSERVADORES.length).toBeGreaterThanOrEqual(95);
    expect(CONSERVADORES[0]).toBe('Arica');
    expect(CONSERVADORES.at(-1)).toBe('Porvenir');
  });

  it('contains the offices SPEC names and the default', () => {
    for (const office of [
      'Santiago',
      'San Miguel',
      'Puente Alto',
      'San Bernardo',
      'Valparaíso',
      'Concepción',
      'Temuco',
      'Puerto Montt',
      'Punta Arenas',
    ]) {
      expect(CONSERVADORES).toContain(office);
    }
    expect(CONSERVADORES).toContain(DEFAULT_CONSERVADOR);
  });
});

describe('canonicalConservador', () => {
  it.each([
    ['SAN MIGUEL', 'San Miguel'],
    ['san miguel', 'San Miguel'],
    ['Conservador de Bienes Raíces de Santiago', 'Santiago'],
    ['CONSERVADOR DE BIENES RAICES DE PUENTE ALTO', 'Puente Alto'],
    ['CBR San Bernardo', 'San Bernardo'],
    ['C.B.R. de Concepción', 'Concepción'],
    ['VINA DEL MAR', 'Viña del Mar'],
    ['Los Angeles', 'Los Ángeles'],
    ['El Loa', 'Calama'],
    ['CHILLAN VIEJO', 'Chillán Viejo'],
  ])('maps %j to %s', (printed, canonical) => {
    expect(canonicalConservador(printed)).toBe(canonical);
  });

  it.each(['', 'Providencia', 'Conservador de Bienes Raíces'])('returns null for %j', (text) => {
    expect(canonicalConservador(text)).toBeNull();
  });
});
