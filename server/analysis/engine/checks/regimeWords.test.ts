import { describe, expect, it } from 'vitest';
import { unreadRegimeWords } from './regimeWords';

describe('unreadRegimeWords', () => {
  it('finds the words of a pact or a separation the reader could not read as one', () => {
    const pact = 'Observaciones: los cónyuges pactaron separ4ción de b1enes al casarse.';
    expect(unreadRegimeWords(pact)).toEqual({ index: pact.indexOf('pactaron'), length: 8 });
    expect(unreadRegimeWords('SUBINSCRIPCIÓN: Separación judicial de bienes, sentencia 2019')).not.toBeNull();
    expect(unreadRegimeWords('Régimen: participación en los gananciales')).not.toBeNull();
    const leftOut = 'Para: TODO TRÁMITE SIN INSCRIPCIONES';
    expect(unreadRegimeWords(leftOut)).toEqual({ index: leftOut.indexOf('SIN'), length: 17 });
    expect(unreadRegimeWords('Para: ASIGNACIÓN FAMILIAR')).not.toBeNull();
    expect(unreadRegimeWords('SUBINSCRIPCIONES: sin subinscripciones')).toBeNull();
  });

  it('leaves a certificate that names the sociedad conyugal or no regime at all', () => {
    expect(unreadRegimeWords('Régimen patrimonial: sociedad conyugal. Pacto: no registra')).toBeNull();
    expect(
      unreadRegimeWords('Nombre del marido: JUAN PÉREZ ROJAS  Fecha celebración: 3 mayo 2001'),
    ).toBeNull();
  });
});
