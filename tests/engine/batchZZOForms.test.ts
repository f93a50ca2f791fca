import { describe, expect, it } from 'vitest';

import {
  actCutBeforeName,
  lowerWordInName,
  numberGluedToNoun,
} from '../../server/analysis/engine/checks/shapes';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { withoutMarginParties } from '../../server/analysis/engine/reading/marginParties';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZO exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe("a unit's share in the common property after its description", () => {
  const opening =
    'Talca, cuatro de mayo de dos mil diecinueve. Don PEDRO LUIS ROJAS TAPIA, cédula 8.114.203-5, soltero, es dueño del';
  it.each([
    [
      'departamento número treinta y dos del Edificio Los Aromos, calle Uno Norte número novecientos, comuna de Talca, según plano archivado bajo el número 812 y sus láminas',
      ', y dueño además de derechos en proporción al valor de lo adquirido en unión de los demás adquirentes en los bienes comunes, entre los cuales se encuentra el terreno, que deslinda:',
    ],
    [
      'departamento 32 y de la bodega 5 del Edificio Los Aromos, con acceso por calle Uno Norte N° 900, comuna de Talca, de acuerdo al plano archivado con el N° 812',
      ', y de derechos en los bienes comunes, entre ellos el terreno, que deslinda:',
    ],
    [
      'local número tres del Centro Comercial Plaza Sur, calle Dos Sur N° 1.210, comuna de Talca, según plano N° 55',
      '; y de los derechos sobre los bienes comunes, entre los que se encuentra el terreno, que deslinda:',
    ],
  ])('ends the description before the share: %s', (description, share) => {
    const { entry } = extractInscription(
      cbrDocument([
        'Conservador de Bienes Raíces de Talca',
        `${opening} ${description}${share} NORTE, en veinte metros con calle Uno Norte; SUR, en veinte metros con`,
        'lote B; ORIENTE, en treinta metros con lote C; PONIENTE, en treinta metros con lote D. Lo adquirió',
        'por compra a doña ANA MARÍA SOTO LEIVA, según escritura de fecha dos de abril de dos mil diecinueve.',
      ]),
    ).value;
    expect(entry.descripcion_propiedad).toBe(description);
  });
});

describe("the margin's parties read inside the acquisition clause where the sentence turns the page", () => {
  const page1 = (margin: string[]) => [
    'Conservador de Bienes Raíces de Rancagua                     Copia con vigencia',
    'Rancagua, diez de marzo de dos mil veintiuno. La sociedad     | N° 3310',
    'COMERCIAL LOS ROBLES LIMITADA, rol único tributario número    | ' + (margin[0] ?? ''),
    '76.220.114-2, domiciliada en calle Astorga número doscientos, | ' + (margin[1] ?? ''),
    'comuna de Rancagua, es dueña del sitio número nueve de la     | ' + (margin[2] ?? ''),
    'manzana C de la Villa El Parque, comuna de Rancagua, que      | ' + (margin[3] ?? ''),
    'deslinda: NORTE, en diez metros con sitio ocho; SUR, en diez  | ' + (margin[4] ?? ''),
    'metros con sitio diez; ORIENTE, en veinte metros con calle    | ' + (margin[5] ?? ''),
    'Uno; PONIENTE, en veinte metros con sitio doce. La adquirió   | ' + (margin[6] ?? ''),
    'por compra a don JORGE ANDRÉS MUÑOZ PAREDES, cédula nacional  |',
    'de identidad número 10.445.362-1, casado, domiciliado en      |',
    'pasaje Dos número cuarenta, comuna de Rancagua,               |',
  ];
  const page2 = [
    'según escritura de fecha dos de febrero de dos mil veintiuno  | Sin notas',
    'otorgada en la notaría de Rancagua de don Ernesto Vial Rojas, | marginales.',
    'por el precio de mil doscientas Unidades de Fomento. El título |',
    'anterior está a fojas 1200 número 980 del año 2011.            |',
  ];

  it.each([
    [
      [
        'COMPRAVENTA',
        'COMERCIAL LOS',
        'ROBLES LIMITADA',
        '  a',
        'MUÑOZ PAREDES',
        'JORGE ANDRÉS',
        'Rep. 4.410',
      ],
    ],
    [['COMPRAVENTA', 'COMERCIAL LOS ROBLES', 'LIMITADA', 'a', 'MUÑOZ PAREDES JORGE', 'ANDRÉS', 'Rep. 4.410']],
    [['', 'COMERCIAL LOS', 'ROBLES LIMITADA', '  a', 'MUÑOZ PAREDES', 'JORGE ANDRÉS', '']],
  ])('keeps the one seller the clause names (%j)', (margin) => {
    const { entry } = extractInscription(cbrDocument(page1(margin), page2)).value;
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['JORGE ANDRÉS MUÑOZ PAREDES']);
  });
});

describe('sellers that are copies of a party named before', () => {
  it.each([
    [['JUAN PÉREZ SOTO', 'PÉREZ SOTO JUAN'], ['ANA ROJAS'], ['JUAN PÉREZ SOTO']],
    [['JUAN PÉREZ SOTO', 'COMPRAVENTA ANA ROJAS'], ['ANA ROJAS'], ['JUAN PÉREZ SOTO']],
    [['JUAN PÉREZ SOTO', 'MARÍA PÉREZ SOTO'], ['ANA ROJAS'], ['JUAN PÉREZ SOTO', 'MARÍA PÉREZ SOTO']],
    [
      ['JUAN PÉREZ SOTO', 'JUAN ANDRÉS PÉREZ SOTO'],
      ['ANA ROJAS'],
      ['JUAN PÉREZ SOTO', 'JUAN ANDRÉS PÉREZ SOTO'],
    ],
  ])('%j sold to %j: %j', (sellers, owners, kept) => {
    const spans = sellers.map((name) => ({ name }));
    expect(withoutMarginParties(spans, owners).map((span) => span.name)).toEqual(kept);
  });
});

describe("a worn copy's words read into a notary's name", () => {
  it.each([
    ['Verónica marginales', true],
    ['Rosa notas Vergara Soto', true],
    ['María de los Ángeles Fuentes Lagos', false],
    ['Juan Pablo del Río Zañartu', false],
    ['PEDRO SOTO RIVAS', false],
  ])('%s: %s', (name, doubtful) => {
    expect(lowerWordInName(name)).toBe(doubtful);
  });
});

describe("a seller named after the act's word cut", () => {
  it.each([
    ['lo adquirio por com ', true],
    ['la adquirio por compr ', true],
    ['lo adquirio por donac ', true],
    ['lo adquirio por compra a ', false],
    ['la adquirio por compraventa de ', false],
    ['domiciliada en calle ', false],
  ])('"%s": %s', (before, doubtful) => {
    expect(actCutBeforeName(before)).toBe(doubtful);
  });
});

describe('the last deslinde, then the acquisition after a comma read for the stop', () => {
  it.each([
    'Parcela nueve, El causante lo adquirió por inscripción de fojas 41',
    'Parcela nueve, la vendedora la adquirió por compra a don LUIS PINO',
    'Parcela nueve, El tradente lo adquirió por herencia',
  ])('ends the west side at its neighbour: %s', (tail) => {
    const { entry } = extractInscription(
      cbrDocument([
        'Conservador de Bienes Raíces de Rengo',
        'Rengo, cinco de mayo de dos mil diez. Don RAÚL IGNACIO PINO DÍAZ, cédula 9.220.118-4, soltero, es dueño de la Parcela número',
        'diez del Proyecto de Parcelación Los Maitenes, comuna de Rengo, que deslinda: NORTE, en cien metros con Parcela ocho; SUR,',
        `en cien metros con camino público; ORIENTE, en ochenta metros con canal; PONIENTE, en ochenta metros con ${tail}.`,
      ]),
    ).value;
    expect(entry.deslindes.at(-1)?.propiedad).toBe('Parcela nueve');
  });
});

describe('a numbered noun glued to its number word', () => {
  it.each([
    ['Parceladiecisiete', true],
    ['lotecatorce y sitio cinco', true],
    ['Hijuelatres del Fundo El Roble', true],
    ['Parcela diecisiete', false],
    ['sitios vecinos', false],
    ['loteo Los Aromos', false],
  ])('%s: %s', (value, doubtful) => {
    expect(numberGluedToNoun(value)).toBe(doubtful);
  });
});

describe("a TGR certificate of several roles whose first block lost its total's label", () => {
  const certificate = (firstTotal: string) => [
    'TESORERÍA GENERAL DE LA REPÚBLICA',
    'Certificado de Deuda — Emitido 02-03-2026 09:10',
    'CONTRIBUYENTE: PÉREZ SOTO JUAN',
    'ROL 512-33  (ÑUÑOA)   AV GRECIA 2100 DP 41',
    '  RESUMEN',
    '    Deuda morosa liquidada ..................... $ 0',
    firstTotal,
    '      (cuotas 1, 2 y 3 de 2026)',
    '  Código: 001SD202603020111101',
    'ROL 512-190  (ÑUÑOA)   AV GRECIA 2100 BX 12',
    '  RESUMEN',
    '    Deuda morosa liquidada ..................... $ 0',
    '    Deuda no vencida liquidada ................. $ 30,300',
    '  Código: 001SD202603020111102',
  ];

  it("doubts the next role's total read as the first role's", () => {
    const { value, provenance } = extractTgrDebt(
      certificateDocument(certificate('    Deuda no vencida liqui')),
    );
    expect(value.certificate.total_deuda_no_vencida_liquidada).toBe(30300);
    expect(provenance.total_deuda_no_vencida_liquidada?.unsure).toContain('total_other_role');
  });

  it('keeps the first role its own total, undoubted', () => {
    const { value, provenance } = extractTgrDebt(
      certificateDocument(certificate('    Deuda no vencida liquidada ................. $ 412,800')),
    );
    expect(value.certificate.total_deuda_no_vencida_liquidada).toBe(412800);
    expect(provenance.total_deuda_no_vencida_liquidada?.unsure ?? []).not.toContain('total_other_role');
  });
});
