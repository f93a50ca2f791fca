import { describe, expect, it } from 'vitest';
import { yesAmongDenials } from './yesNoWords';

describe('yesAmongDenials', () => {
  it('finds a "sí" read where the words deny the affectation', () => {
    expect(yesAmongDenials(true, 'el inmueble no se encuentra afecto a expropiación del Servicio')).toBe(
      true,
    );
    expect(yesAmongDenials(true, 'CON AFECTACIÓN   SIN AFECTACIÓN   Expropiación  ##')).toBe(true);
    expect(yesAmongDenials(true, 'Apertura de calle: NO AFECTA')).toBe(true);
  });

  it('leaves a "sí" among affirmative words, and every "no"', () => {
    expect(yesAmongDenials(true, 'el inmueble se encuentra afecto a expropiación por ensanche')).toBe(false);
    expect(yesAmongDenials(true, 'Apertura de calle: AFECTA a la faja norte')).toBe(false);
    expect(yesAmongDenials(false, 'el inmueble no se encuentra afecto a expropiación')).toBe(false);
  });
});
