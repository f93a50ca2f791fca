import { describe, expect, it } from 'vitest';

import { certifiedOwners } from './owners';

describe('certifiedOwners', () => {
  it("goes on past each owner's share, in words or in digits", () => {
    expect(
      certifiedOwners(
        'vigente a nombre de don PABLO ANDRÉS SEPÚLVEDA RÍOS, en un setenta por ciento, y de doña INÉS DEL CARMEN RÍOS LARA, en el treinta por ciento restante.',
      )?.names,
    ).toEqual(['PABLO ANDRÉS SEPÚLVEDA RÍOS', 'INÉS DEL CARMEN RÍOS LARA']);
    expect(
      certifiedOwners(
        'inscrito a nombre de ANA MARÍA COFRÉ DÍAZ, dueña de la mitad; y TOMÁS IVÁN COFRÉ DÍAZ, en la proporción de un cuarto; y LUCAS COFRÉ DÍAZ, en un 25%, comuna de Linares.',
      )?.names,
    ).toEqual(['ANA MARÍA COFRÉ DÍAZ', 'TOMÁS IVÁN COFRÉ DÍAZ', 'LUCAS COFRÉ DÍAZ']);
  });

  it('does not take the words after the last owner for another one', () => {
    expect(
      certifiedOwners(
        'A NOMBRE DE DON RAUL ESTEBAN VERA CID, INSCRIPCION QUE A LA FECHA SE ENCUENTRA VIGENTE.',
      )?.names,
    ).toEqual(['RAUL ESTEBAN VERA CID']);
  });

  it('keeps an enumerated item printed surnames first, a comma before the given names, as one owner', () => {
    expect(
      certifiedOwners(
        'Propietarios: 1) MUÑOZ SOTO, JUAN PABLO RUT 13.456.789-1 2) ARAVENA LIRA, CAMILA RUT 15.987.321-0',
      )?.names,
    ).toEqual(['MUÑOZ SOTO, JUAN PABLO', 'ARAVENA LIRA, CAMILA']);
    expect(
      certifiedOwners('de propiedad de 1.- TAPIA ROJAS, ELENA INÉS y 2.- TAPIA ROJAS, MARIO, comuna de Lebu.')
        ?.names,
    ).toEqual(['TAPIA ROJAS, ELENA INÉS', 'TAPIA ROJAS, MARIO']);
  });

  it('still parts two owners a comma separates in a list without enumeration', () => {
    expect(certifiedOwners('vigente a nombre de ANA SOTO LEAL, JUAN PÉREZ MORA.')?.names).toEqual([
      'ANA SOTO LEAL',
      'JUAN PÉREZ MORA',
    ]);
  });

  it('ends a list on its own line where the next line’s registry heading or entry type begins', () => {
    expect(
      certifiedOwners(
        'Propietario: MARCELO IVÁN ARANCIBIA POBLETE HIPOTECAS Y GRAVÁMENES 1. REGLAMENTO DE COPROPIEDAD a fs. 90',
      )?.names,
    ).toEqual(['MARCELO IVÁN ARANCIBIA POBLETE']);
  });

  it('reads the owners after "de dominio de"', () => {
    expect(
      certifiedOwners(
        'la propiedad inscrita a fojas 10, de dominio de RUTH ELISA GÓMEZ PAZ y TOMÁS LEÓN MERA DÍAZ, ubicada en',
      )?.names,
    ).toEqual(['RUTH ELISA GÓMEZ PAZ', 'TOMÁS LEÓN MERA DÍAZ']);
  });
  it('reads the owners of a worn form whose label lost its colon or some of its leader’s dots', () => {
    const names = (text: string) => certifiedOwners(text)?.names;
    expect(
      names(
        'Inmueble calle Las Rosas N° 12 Dueños ARAYA SOTO LUISA ANDREA y ARAYA SOTO JUAN PABLO Registro de Hipotecas',
      ),
    ).toEqual(['ARAYA SOTO LUISA ANDREA', 'ARAYA SOTO JUAN PABLO']);
    expect(
      names('Comuna ...... Illapel Propietario .   .. MENA ROJO CARLOS IVÁN Revisados los registros'),
    ).toEqual(['MENA ROJO CARLOS IVÁN']);
    expect(names('Propietarios . .... . PINO LARA ANA MARÍA Hipotecas: no hay')).toEqual([
      'PINO LARA ANA MARÍA',
    ]);
    expect(
      names('Dominio Fs. 12 N° 9 año 2020 A nombre SOTO PAZ LUIS; SOTO PAZ ANA Registro Inscripción'),
    ).toEqual(['SOTO PAZ LUIS', 'SOTO PAZ ANA']);
  });

  it('takes no owners from prose naming the owners without a label', () => {
    expect(certifiedOwners('los dueños de la casa vecina, según consta, no figuran')).toBeNull();
  });
});
