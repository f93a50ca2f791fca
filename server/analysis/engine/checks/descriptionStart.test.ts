import { describe, expect, it } from 'vitest';
import { startsWithConnector } from './descriptionStart';

describe('startsWithConnector', () => {
  it('doubts a description cut inside the sentence that introduced it', () => {
    expect(startsWithConnector('siguientes bienes del Condominio Los Aromos: a) casa número 12')).toBe(true);
    expect(startsWithConnector('Referido lote, de una superficie de 500 metros cuadrados')).toBe(true);
    expect(startsWithConnector('y demás construcciones del predio agrícola El Quillay')).toBe(true);
    expect(startsWithConnector('en el sector Las Vertientes, parcela número nueve')).toBe(true);
  });

  it('accepts a description that begins at its noun', () => {
    expect(startsWithConnector('departamento número 402 del cuarto piso del Edificio Mirador')).toBe(false);
    expect(startsWithConnector('Inmueble ubicado en calle Prat 120')).toBe(false);
    expect(startsWithConnector('Sitio número 7 de la manzana B')).toBe(false);
    expect(startsWithConnector('Encomienda 55, lote A')).toBe(false);
  });
});
