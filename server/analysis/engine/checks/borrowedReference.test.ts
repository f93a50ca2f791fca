import { describe, expect, it } from 'vitest';
import {
  referenceOfAnotherEntry,
  referencePastAnotherEntry,
  referenceUnderAnotherRegistry,
} from './borrowedReference';

describe('referenceUnderAnotherRegistry', () => {
  const blocks =
    'Tipo de acto : SEGUNDA HIPOTECA A favor de : BANCO DEL SUR S.A. Monto : 1.200 UF ' +
    'Registro : Prohibiciones e Interdicciones Fojas : 411 Número : 388 Año : 2021 Tipo de acto : PROHIBICIÓN';

  it('finds an entry whose kind is one inscription’s and whose reference is printed under the next registry', () => {
    expect(referenceUnderAnotherRegistry('SEGUNDA HIPOTECA', 411, blocks)).toBe(true);
  });

  it('leaves an entry read under its own registry, and a kind word inside the entry’s text', () => {
    expect(referenceUnderAnotherRegistry('PROHIBICIÓN', 411, blocks)).toBe(false);
    expect(
      referenceUnderAnotherRegistry(
        'PROHIBICIÓN',
        918,
        'UNA PROHIBICIÓN de gravar, enajenar y celebrar contratos de arrendamiento sin consentimiento del acreedor. Inscrita a fs. 918 N° 77 de 2015.',
      ),
    ).toBe(false);
    expect(
      referenceUnderAnotherRegistry(
        'HIPOTECA',
        1450,
        'Registro: Hipotecas y Gravámenes HIPOTECA a favor de COOPERATIVA ORIENTE Fojas: 1450 Número 1201',
      ),
    ).toBe(false);
  });
});

describe('referenceOfAnotherEntry', () => {
  it('does not take a kind named within the heading’s own phrase for another entry', () => {
    expect(
      referenceOfAnotherEntry(
        'MEDIDA PRECAUTORIA',
        2204,
        'Medida precautoria de prohibición de celebrar actos y contratos inscrita a fojas 2204 N° 1980 del año 2024',
      ),
    ).toBe(false);
    expect(
      referenceOfAnotherEntry('HIPOTECA', 812, '1 HIPOTECA Fs.455 Nº 301 de 2022 2 PROHIBICION Fs : 812'),
    ).toBe(true);
  });
});

describe('referencePastAnotherEntry', () => {
  it('finds a fojas printed after another entry opened with another kind', () => {
    const words =
      'UNA SERVIDUMBRE de tránsito en favor de AGUAS DEL VALLE S.A. Inscrita a ls 410 N° 300 de 1995. UNA PRIMERA HIPOTECA en favor del BANCO SUR, a fs 2.210 N° 1.877 de 2019.';
    expect(referencePastAnotherEntry('SERVIDUMBRE', 2210, words)).toBe(true);
    expect(referencePastAnotherEntry('PRIMERA HIPOTECA', 2210, words)).toBe(false);
  });

  it('leaves a kind named inside the entry’s own sentence', () => {
    expect(
      referencePastAnotherEntry(
        'PROHIBICION',
        7731,
        'UNA PROHIBICION de enajenar y gravar en favor del BANCO SUR, que garantiza la hipoteca anterior. Inscrita a fs 7731 N° 5163 de 2014.',
      ),
    ).toBe(false);
    expect(
      referencePastAnotherEntry(
        'EMBARGO',
        4316,
        'TIENE VIGENTE Embargo por mandamiento dictado en causa de prohibiciones de enajenar, inscrito a fojas 4.316 número 1.255',
      ),
    ).toBe(false);
  });
});
