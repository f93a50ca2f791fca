import { describe, expect, it } from 'vitest';

import { decisiveStatement, statementsAbout, tickedOptions } from './statements';

const EXPROPRIATION = /expropiacion/;
const decide = (text: string, subject = EXPROPRIATION, ignore?: RegExp) =>
  decisiveStatement(statementsAbout(text, subject, ignore ? { ignore } : {}))?.affirmed ?? null;

describe('statementsAbout', () => {
  it.each([
    ['el inmueble NO SE ENCUENTRA AFECTO a expropiación.', false],
    ['la propiedad no está afecta a\nexpropiación por obras de este Servicio.', false],
    ['RESULTADO: La propiedad SÍ se encuentra afecta a expropiación por el proyecto X.', true],
    ['Afecto a expropiación: NO', false],
    ['Afecto a expropiación   SÍ', true],
    ['Expropiación: (X) SI ( ) NO', true],
    ['Sin afectación por expropiación.', false],
    ['AFECTO A EXPROPIACIÓN (Art. 83 LGUC): NO', false],
  ])('%j → %s', (text, affirmed) => {
    expect(decide(text)).toBe(affirmed);
  });

  it('ignores the title that names the subject', () => {
    const text = 'CERTIFICADO DE NO EXPROPIACIÓN\nla propiedad se encuentra afecta a expropiación.';
    expect(decide(text, EXPROPRIATION, /certificado\s+de\s+no\s+expropiacion/)).toBe(true);
  });

  it('counts a boxed statement only when its box is ticked, also as OCR reads the boxes', () => {
    const printed = '[ X ] NO está afecta a utilidad pública\n[ ] SÍ está afecta a utilidad pública';
    expect(decide(printed, /utilidad publica/)).toBe(false);
    const scanned = 'NO está afecta a utilidad pública\n[X] SÍ está afecta a utilidad pública';
    expect(decide(scanned, /utilidad publica/)).toBe(true);
  });

  it('reads the answer a heading gets on the next line', () => {
    expect(decide('1.- AFECTACIÓN POR VIALIDAD\n[ ] SÍ   [ X ] NO', /vialidad/)).toBe(false);
    expect(decide('1.- AFECTACIÓN POR VIALIDAD\n[Xx] sí   J NO', /vialidad/)).toBe(true);
  });

  it('reads nothing from a table row whose mark lost its SÍ/NO column', () => {
    expect(decide('AFECTACIÓN   SI   NO\nVialidad   X\nÁreas verdes   Xx', /areas verdes/)).toBeNull();
  });

  it('denies every subject a negation covers in a list', () => {
    const text = 'no está afecta a ensanche ni apertura de vías ni a parques o áreas verdes.';
    expect(decide(text, /apertura/)).toBe(false);
    expect(decide(text, /parques/)).toBe(false);
  });

  it('does not carry a negation over a title line or into the next clause', () => {
    expect(decide('CERTIFICADO DE NO DEUDA DE ASEO\nEl inmueble se encuentra al día.', /al dia/)).toBe(true);
    expect(
      decide('no existe nota de disolución, por lo que la sociedad se encuentra vigente.', /vigente/),
    ).toBe(true);
  });
});

describe('tickedOptions', () => {
  it('reads the options of ticked boxes as printed and as OCR reads them', () => {
    expect(tickedOptions('[ X ] Ensanche   [ ] Apertura')).toEqual(['Ensanche']);
    expect(tickedOptions('(X) Urbana ( ) Rural')).toEqual(['Urbana']);
    expect(tickedOptions('ÁREA: [XJURBANA RURAL')).toEqual(['URBANA RURAL']);
    expect(tickedOptions('☒ Afecta sólo terreno ☐ Afecta edificaciones')).toEqual(['Afecta sólo terreno']);
    expect(tickedOptions('(0X) Afecta edificaciones ( ) Afecta sólo terreno')).toEqual([
      'Afecta edificaciones',
    ]);
  });

  it('reads options printed before their box, the box deciding the subject it follows', () => {
    expect(tickedOptions('Afecta a:   terreno ( )   edificaciones (X)')).toEqual(['edificaciones']);
    expect(tickedOptions('Expropiación:   SÍ ( )   NO (X)')).toEqual(['NO']);
    expect(decide('Expropiación:   SÍ ( )   NO (X)')).toBe(false);
    expect(decide('Tipo:   ensanche ( )   expropiación parcial (X)')).toBe(true);
    expect(decide('Tipo:   expropiación total ( )   ensanche (X)')).toBeNull();
  });
});

describe('statementsAbout in forms and tables', () => {
  it('takes a numbered heading in capitals for the name of a section, not a statement', () => {
    const text =
      '3. DECLARATORIA DE UTILIDAD PÚBLICA (Artículo 59° L.G.U.C.)\nEl predio no está afecto a declaratoria de utilidad pública.';
    expect(decide(text, /utilidad publica/)).toBe(false);
  });

  it('reads the answer in the next cell of a table row, accented or not', () => {
    const table = 'Tipo              Afecta\nEnsanche vial     SÍ\nApertura vial     NO';
    expect(statementsAbout(table, /ensanche/).map((found) => [found.how, found.affirmed])).toEqual([
      ['answer', true],
    ]);
    expect(statementsAbout(table, /apertura/).map((found) => [found.how, found.affirmed])).toEqual([
      ['answer', false],
    ]);
  });

  it('does not carry a negation across a table row or a blank line', () => {
    const text = 'Área verde        NO\n\nLa afectación compromete sólo terreno.';
    expect(decide(text, /solo terreno/)).toBe(true);
  });

  it('carries a negation over a prose line that OCR read with a gap, into the line it runs on to', () => {
    const debt = /registra\s+deuda/;
    const text =
      'certifica que la cuenta del ROL TALCA   1 101-00412-007, esta no\nregistra deuda de contribuciones.';
    expect(decide(text, debt)).toBe(false);
    expect(decide('Comuna        Talca   no\nRegistra deuda: SÍ', debt)).toBe(true);
    expect(decide('Cuota 3        vencida   no\n\nregistra deuda de contribuciones.', debt)).toBe(true);
  });
});
