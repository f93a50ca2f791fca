import { describe, expect, it } from 'vitest';
import { gluedOcrWords, numberCutShort } from './ocrGlue';

describe('gluedOcrWords', () => {
  it('finds a lower-case letter glued to a capital or to "N°"', () => {
    expect(gluedOcrWords('pasaje Las GaviotasN° 88')).toBe(true);
    expect(gluedOcrWords('camino realHacia el norte')).toBe(true);
    expect(gluedOcrWords('pasaje Las Gaviotas N° 88')).toBe(false);
  });

  it('accepts the capitals of company forms and Scottish surnames', () => {
    expect(gluedOcrWords('Comercial Andina SpA')).toBe(false);
    expect(gluedOcrWords('JUAN MacKENNA ROSS')).toBe(false);
  });

  it('finds "número" glued to the word before it', () => {
    expect(gluedOcrWords('avenida Los Pinosnúmero 45')).toBe(true);
    expect(gluedOcrWords('avenida Los Pinos número 45')).toBe(false);
  });

  it('finds a word glued to the conjunction "y"', () => {
    expect(gluedOcrWords('bodegay estacionamiento del edificio')).toBe(true);
    expect(gluedOcrWords('de hipotecary vender')).toBe(true);
    expect(gluedOcrWords('cuarentay ocho metros')).toBe(true);
    expect(gluedOcrWords('bodega y estacionamiento del edificio')).toBe(false);
    expect(gluedOcrWords('según la ley y el reglamento del virrey')).toBe(false);
  });

  it('finds an infinitive glued to the conjunction "ni"', () => {
    expect(gluedOcrWords('de no arrendarni ceder el inmueble')).toBe(true);
    expect(gluedOcrWords('prohibición de venderni hipotecar')).toBe(true);
    expect(gluedOcrWords('de no arrendar ni ceder el inmueble')).toBe(false);
    expect(gluedOcrWords('calle Bernini 40, comuna de Ñuñoa')).toBe(false);
  });
});

describe('numberCutShort', () => {
  it('finds an amount followed by a group of three digits after one space or separator', () => {
    expect(numberCutShort('12.408', ' 771 pesos')).toBe(true);
    expect(numberCutShort('9041', '.220\n')).toBe(true);
  });

  it('leaves an amount followed by words, a longer number or nothing', () => {
    expect(numberCutShort('12.408.771', ' pesos')).toBe(false);
    expect(numberCutShort('12.408', ' 2025-01')).toBe(false);
    expect(numberCutShort('12.408', '  771')).toBe(false);
    expect(numberCutShort('12.408', '')).toBe(false);
    expect(numberCutShort('Rol 12', ' 345')).toBe(false);
  });

  it('leaves a number of a row of numbers, followed by the next columns', () => {
    expect(numberCutShort('611', ' 540 2022')).toBe(false);
    expect(numberCutShort('1021', ' 930 2026')).toBe(false);
  });
});

describe('gluedOcrWords, acts of a prohibition', () => {
  it('finds an act glued to the next word, not one with its pronoun', () => {
    expect(gluedOcrWords('de gravar, enajenar y celebraractos y contratos')).toBe(true);
    expect(gluedOcrWords('de no gravarni enajenar')).toBe(true);
    expect(gluedOcrWords('de hipotecarel inmueble')).toBe(true);
    expect(gluedOcrWords('prohibición de enajenarlo sin autorización')).toBe(false);
    expect(gluedOcrWords('de gravar, enajenar y celebrar actos y contratos')).toBe(false);
    expect(gluedOcrWords('obligación de transferirse el dominio')).toBe(false);
  });
});

describe('gluedOcrWords, company forms', () => {
  it('finds "Limitada" or "Ltda" glued to the name before it', () => {
    expect(gluedOcrWords('INMOBILIARIA LOS CEIBOSLIMITADA')).toBe(true);
    expect(gluedOcrWords('TRANSPORTES DEL SURLTDA Y OTROS')).toBe(true);
    expect(gluedOcrWords('SOCIEDAD AGRÍCOLA EL ROBLELTDA.')).toBe(true);
  });

  it('leaves a company form apart and the words that end so', () => {
    expect(gluedOcrWords('INMOBILIARIA LOS CEIBOS LIMITADA')).toBe(false);
    expect(gluedOcrWords('SOCIEDAD AGRÍCOLA EL ROBLE LTDA.')).toBe(false);
    expect(gluedOcrWords('una superficie delimitada por cercos')).toBe(false);
    expect(gluedOcrWords('SOCIEDAD DE RESPONSABILIDAD ILIMITADA')).toBe(false);
  });
});
