import { describe, expect, it } from 'vitest';
import { boundariesRunOn, holdsSideHeading } from './boundaryRunOn';

describe('holdsSideHeading', () => {
  it('finds another side heading in a length or neighbour', () => {
    expect(holdsSideHeading('12,50 metos con lote núm al Poniente, en 40 metros')).toBe(true);
    expect(holdsSideHeading('pasaje Uno; NORTE, con lote 8')).toBe(true);
  });

  it('accepts a length and a neighbour of their own', () => {
    expect(holdsSideHeading('12,50 metros')).toBe(false);
    expect(holdsSideHeading('calle Norte Grande')).toBe(false);
    expect(holdsSideHeading('lote número diecisiete')).toBe(false);
  });
});

describe('boundariesRunOn', () => {
  const leaves = [
    ['property_registry_history[0].deslindes[0].direccion', 'Sur'],
    ['property_registry_history[0].deslindes[0].largo', '7,10 metrs con lote al Oriente, en 22 metros'],
    ['property_registry_history[0].deslindes[0].propiedad', 'lote número nueve'],
    ['property_registry_history[0].deslindes[1].direccion', 'Oriente'],
    ['property_registry_history[0].deslindes[1].largo', '22 metros'],
    ['property_registry_history[0].deslindes[1].propiedad', 'lote número nueve'],
  ] as const;

  it('doubts the length and neighbour of the boundary that ran into the next side, and no other', () => {
    expect(boundariesRunOn(leaves)).toEqual([
      'property_registry_history[0].deslindes[0].largo',
      'property_registry_history[0].deslindes[0].propiedad',
    ]);
  });

  it('leaves boundaries read each from its own words', () => {
    expect(boundariesRunOn(leaves.slice(3))).toEqual([]);
  });
});
