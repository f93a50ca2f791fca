import { describe, expect, it } from 'vitest';

import { personNames } from './names';

describe('personNames', () => {
  it('reads names in capitals, surname first or not, with particles and company forms', () => {
    expect(
      personNames(
        'Doña MARÍA DE LOS ÁNGELES SOTO PAZ, C.I. 9.876.543-3, y la sociedad "INVERSIONES SUR SpA"',
      ).map((found) => found.name),
    ).toEqual(['MARÍA DE LOS ÁNGELES SOTO PAZ', 'INVERSIONES SUR SpA']);
    expect(personNames('de propiedad de ROJAS PEÑA MARIO ANDRES.')[0]).toMatchObject({
      name: 'ROJAS PEÑA MARIO ANDRES',
      repaired: false,
    });
  });

  it('joins a name OCR broke with shreds between its pieces, and marks it repaired', () => {
    expect(personNames('Don PEDRO ANTONIO ROJAS s S Ss E MUÑOZ, cédula nacional de identidad')).toEqual([
      expect.objectContaining({ name: 'PEDRO ANTONIO ROJAS MUÑOZ', repaired: true }),
    ]);
  });

  it('keeps two people apart', () => {
    expect(personNames('don ANA ROJAS PÉREZ y don LUIS SOTO VERA').map((found) => found.name)).toEqual([
      'ANA ROJAS PÉREZ',
      'LUIS SOTO VERA',
    ]);
  });

  it('stops a name in a text all in capitals before the running text it would swallow', () => {
    expect(
      personNames('DON JORGE LUIS PAREDES SAA, INSCRIPCION QUE SE ENCUENTRA VIGENTE.').map(
        (found) => found.name,
      ),
    ).toEqual(['JORGE LUIS PAREDES SAA']);
    const text = 'doña ELENA ROSA VIDAL MUÑOZ QUE ES DUEÑA DEL INMUEBLE';
    const [found] = personNames(text);
    expect(found?.name).toBe('ELENA ROSA VIDAL MUÑOZ');
    expect(text.slice(found?.end)).toBe('QUE ES DUEÑA DEL INMUEBLE');
  });

  it('takes no share in capitals for a name', () => {
    expect(
      personNames('de ROJAS VERA ANA MARIA, TAPIA SOTO LUIS, UN CINCUENTA POR CIENTO CADA UNO').map(
        (found) => found.name,
      ),
    ).toEqual(['ROJAS VERA ANA MARIA', 'TAPIA SOTO LUIS']);
    expect(
      personNames('don PEDRO LUIS ARAYA DÍAZ EN UN VEINTICINCO POR CIENTO').map((found) => found.name),
    ).toEqual(['PEDRO LUIS ARAYA DÍAZ']);
  });
});
