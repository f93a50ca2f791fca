import { describe, expect, it } from 'vitest';

import { yesFromHeading } from './yesFromHeading';

describe('yesFromHeading', () => {
  it('doubts a yes read from an expropriations office in a letterhead', () => {
    expect(yesFromHeading('SERVIU REGIÓN DEL BIOBÍO Sección Expropiaciones CERT. Nº 12')).toBe(true);
    expect(yesFromHeading('Departamento de Expropiaciones - Oficio Nº 4.001 Talca')).toBe(true);
  });

  it('keeps a yes whose words state the affectation beside the heading', () => {
    expect(yesFromHeading('Unidad de Expropiaciones. El inmueble SÍ se encuentra afecto')).toBe(false);
    expect(yesFromHeading('Afecto a expropiación: [X] SÍ [ ] NO')).toBe(false);
  });
});
