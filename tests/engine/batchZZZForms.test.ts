import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { stopBeforePlaceClause } from '../../server/analysis/engine/checks/shapes';
import { codesWithAnOfficeLetterMisread } from '../../server/analysis/engine/checks/siblingCodes';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { comunaOpensDestination } from '../../server/analysis/engine/checks/destinationWords';
import { digitsReadAsLetters } from '../../server/analysis/engine/checks/digitLetters';
import { extractInscription, parseDeslindes } from '../../server/analysis/engine/extractors/inscription';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { entry, gp, report } from '../factories/findings';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZZ exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a GP table whose first column stacks the reference, one part a line, beside wrapped cells', () => {
  const gp = (rows: string[]) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Linares, 3 de marzo de 2026',
      'Propiedad : Parcela N° 9, sector Los Batros',
      'Inscrita : fojas 512 N° 430 Registro de Propiedad 2015',
      'Dueño : PARRA SOTO LUIS ALBERTO, RUT 9.114.220-3',
      'I. HIPOTECAS Y GRAVÁMENES',
      'Inscripción   Fecha   Detalle',
      ...rows,
      'III. LITIGIOS .......... NO REGISTRA',
      'Verificación: LIN-26-0341',
    ]);

  it.each([
    [
      [
        'Fs. 700   4 mayo 2016   HIPOTECA a favor de BANCO SUR',
        'N° 611   S.A., para garantizar mutuo por',
        'Año 2016   900 Unidades de Fomento.',
      ],
      2016,
    ],
    [
      [
        'Fs. 700 v. 4 de mayo de 2016   HIPOTECA a favor de BANCO SUR',
        'N° 611   S.A., para garantizar mutuo por',
        'Año 2016   900 Unidades de Fomento.',
      ],
      2016,
    ],
    [
      [
        'Fojas 700   04-05-2016   HIPOTECA a favor de BANCO SUR S.A.,',
        'Nro. 611   para garantizar mutuo por 900',
        'Año 2016   Unidades de Fomento.',
      ],
      2016,
    ],
  ])('reads fojas, número and año of %j', (rows, year) => {
    const value = extractGpCertificate(gp(rows)).value;
    const lien = value.gravamenes[0];
    expect([lien?.fojas, lien?.numero, lien?.ano]).toEqual([700, 611, year]);
    expect(lien?.fecha_emision).toBe('2016-05-04');
    expect(lien?.acreedor).toMatch(/^BANCO SUR/u);
  });

  it('keeps the side of the page printed "v." before the número', () => {
    const value = extractGpCertificate(
      gp([
        'II. PROHIBICIONES E INTERDICCIONES',
        'Fs. 88 v. 4 mayo 2016   PROHIBICIÓN de gravar y enajenar, a',
        'N° 71   favor de BANCO SUR S.A.',
        'Año 2016',
      ]),
    ).value;
    const lien = value.prohibiciones[0];
    expect([lien?.fojas, lien?.vuelta, lien?.numero, lien?.ano]).toEqual([88, true, 71, 2016]);
    expect(lien?.tipo).toBe('PROHIBICIÓN');
  });

  it('leaves a copy margin and running text with a number alone as they are', () => {
    const value = extractGpCertificate(
      gp(['Fs. 700 de 2016, HIPOTECA a favor de BANCO SUR S.A.', 'N° 611 del año indicado.']),
    ).value;
    expect(value.gravamenes[0]?.numero ?? null).not.toBe(611);
  });
});

describe('a GP table whose fojas cell prints its side with a stop ("908 v.")', () => {
  it.each([
    '| HIPOTECAS     | 412 v. | 380   | 2019 | 02-05-2019 | HIPOTECA — BANCO NORTE |',
    '| HIPOTECAS | 412 vta. | 380 | 2019 | 02-05-2019 | HIPOTECA — BANCO NORTE |',
  ])('reads the row %s', (row) => {
    const value = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CURICÓ',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES E INTERDICCIONES',
        'Propiedad inscrita a Fs. 90 N° 81 del año 2019, a nombre de ROJAS PINO, ANA',
        '| REGISTRO      | FS.    | N°    | AÑO  | FECHA      | ACTO / A FAVOR DE      |',
        row,
        '| LITIGIOS      |   —    |   —   |  —   |     —      | sin anotaciones        |',
        'Curicó, 6 de octubre de 2026.',
      ]),
    ).value;
    const lien = value.gravamenes[0];
    expect([lien?.fojas, lien?.vuelta, lien?.numero, lien?.ano]).toEqual([412, true, 380, 2019]);
  });
});

describe('an inheritance inscribed in numbered clauses: heirs first, the property in the next', () => {
  const copy = (heading: string, grant: string, inscribed: string) =>
    cbrDocument([
      heading,
      'Registro de Propiedad — Año 2024 — Fojas 210 — Número 188',
      'Purranque, cinco de abril de dos mil veinticuatro.',
      'PRIMERO.- Por resolución exenta número cuatro mil diez, de fecha dos de',
      'febrero de dos mil veinticuatro, del Servicio de Registro Civil e Identificación,',
      `se concedió ${grant} de don JUAN PEDRO ORTIZ LEAL, cédula nacional de`,
      'identidad número 4.810.337-2, a sus herederos:',
      '  a) doña ROSA INÉS MUÑOZ PAREDES, cónyuge sobreviviente, viuda, cédula',
      '     número 6.221.904-1, domiciliada en calle Prat número diez, Purranque; y',
      '  b) don FELIPE ANDRÉS ORTIZ MUÑOZ, hijo, soltero, cédula número',
      '     15.402.118-7, domiciliado en calle Prat número diez, Purranque.',
      'SEGUNDO.- Entre los bienes quedados al fallecimiento del causante figura',
      'el sitio número ocho de la manzana tres de Purranque, de quinientos metros',
      'cuadrados, que deslinda: NORTE, calle Prat, en veinte metros; SUR, sitio',
      'doce, en veinte metros; ORIENTE, sitio nueve; PONIENTE, sitio siete.',
      `TERCERO.- En consecuencia, ${inscribed} a nombre de los herederos`,
      'individualizados en la cláusula primera. El título del causante rola a fojas',
      'cuarenta número treinta y dos del Registro de Propiedad del año mil novecientos',
      'ochenta.- Requirió: Felipe Ortiz M.',
      'La presente copia es testimonio fiel de su original y la inscripción',
      'se encuentra VIGENTE a la fecha.',
      'Purranque, dos de mayo de dos mil veintiséis.',
      'Conservador de Bienes Raíces de Purranque',
    ]);

  it.each([
    [
      'INSCRIPCIÓN ESPECIAL DE HERENCIA',
      'la posesión efectiva de la herencia intestada quedada al fallecimiento',
      'se inscribe el dominio de dicho inmueble',
    ],
    [
      'INSCRIPCIÓN DE HERENCIA',
      'la posesión efectiva de la herencia quedada al fallecimiento',
      'se inscribe el dominio del referido inmueble',
    ],
    [
      'INSCRIPCIÓN ESPECIAL DE HERENCIA TESTADA',
      'la posesión efectiva de la herencia testada quedada a la muerte',
      'se inscribe el dominio de este predio',
    ],
  ])('under "%s" is a copy with its heirs, causante and property', (heading, grant, inscribed) => {
    const document = copy(heading, grant, inscribed);
    expect(classifyDocument(document).type).toBe('dominio_vigente');
    const { entry } = extractInscription(document).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'ROSA INÉS MUÑOZ PAREDES',
      'FELIPE ANDRÉS ORTIZ MUÑOZ',
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['JUAN PEDRO ORTIZ LEAL']);
    expect(entry.descripcion_propiedad).toMatch(/^sitio número ocho de la manzana tres de Purranque/u);
    expect(entry.deslindes.at(-1)).toMatchObject({ direccion: 'Poniente', propiedad: 'sitio siete' });
  });
});

describe('verification keys in the forms of this batch', () => {
  it.each([
    ['  Código de verificación ...... 3K7P·LNR·40112·26', '3K7P·LNR·40112·26'],
    ['Linares, 2 de marzo de 2026.        Código 9Z2W·CHL·00871·26', '9Z2W·CHL·00871·26'],
    ['Código de verificación (www.cbrcastro.cl): CAS-26-V-0991-K', 'CAS-26-V-0991-K'],
    ['Código de verificación (cbrlinares.cl): LIN-26-0411', 'LIN-26-0411'],
    ['                     N° de documento NT-2026-0311-44120', 'NT-2026-0311-44120'],
    ['Verificación en línea — N° de documento NT-2026-0311-44121', 'NT-2026-0311-44121'],
  ])('reads %s', (line, code) => {
    expect(verificationCode(`CONSERVADOR DE BIENES RAÍCES\n${line}\n`)?.value).toBe(code);
  });

  it('reads no key from a document number of digits alone', () => {
    expect(verificationCode('N° de documento 2026-0311\nFirma\n')).toBeNull();
  });
});

describe('a servidumbre in favour of an estate named with its owner after "de don"', () => {
  it.each([
    [
      '· SERVIDUMBRE DE TRÁNSITO — fs. 40 N° 31 de 2009 (inscrita 02-03-2009) — en',
      'favor del predio Los Maitenes de don PABLO ANDRÉS RIVAS ORTEGA.',
    ],
    [
      '· SERVIDUMBRE DE ACUEDUCTO — fs. 40 N° 31 de 2009 (inscrita 02-03-2009) — a',
      'favor de la parcela ocho de doña PABLO ANDRÉS RIVAS ORTEGA.',
    ],
  ])('gives the owner as its creditor and the date in brackets (%s)', (first, second) => {
    const value = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Conservador de Bienes Raíces de Aysén',
        'Predio El Roble, comuna de Río Ibáñez. Inscripción de dominio: fojas 90 N° 77 del Registro de Propiedad 2015.',
        'GRAVÁMENES',
        first,
        second,
        '· HIPOTECA — fs. 55 N° 48 de 2015 (inscrita 09-11-2015) — en favor de',
        '  COOPERATIVA DEL SUR — por $ 9.000.000.',
        'LITIGIOS',
        '· No hay.',
      ]),
    ).value;
    expect(value.gravamenes.map((lien) => [lien.acreedor, lien.fecha_emision])).toEqual([
      ['PABLO ANDRÉS RIVAS ORTEGA', '2009-03-02'],
      ['COOPERATIVA DEL SUR', '2015-11-09'],
    ]);
  });
});

describe('deslindes naming the neighbour, then its length in words without "en"', () => {
  it.each([
    [
      'Norte, calle Prat, veinte metros; Sur, sitio once, veinte metros; Este, sitio siete, treinta metros; Oeste, sitio cinco, treinta metros',
    ],
    [
      'NORTE, calle Prat, veinte metros; SUR, sitio once, veinte metros; ORIENTE, sitio siete, treinta metros; PONIENTE, sitio cinco, treinta metros',
    ],
  ])('reads all four sides of %s', (deslindes) => {
    const read = parseDeslindes(deslindes);
    expect(read.map((deslinde) => [deslinde.propiedad, deslinde.largo])).toEqual([
      ['calle Prat', '20,00 metros'],
      ['sitio once', '20,00 metros'],
      ['sitio siete', '30,00 metros'],
      ['sitio cinco', '30,00 metros'],
    ]);
  });
});

describe('values this batch gave wrong without a doubt', () => {
  it.each(['Parcela N° ll', 'sitio N° lO', 'Lote número lI'])(
    'doubts a number read as letters: %s',
    (value) => {
      expect(digitsReadAsLetters(value)).toBe(true);
    },
  );

  it.each(['Lote N° II', 'Parcela N° 11', 'sitio Ollagüe'])('leaves %s alone', (value) => {
    expect(digitsReadAsLetters(value)).toBe(false);
  });

  it.each(['RIO NEGRO AGRICOLA', 'LOS ANGELES HABITACIONAL', 'SAN JUAN DE LA COSTA AGRICOLA'])(
    'doubts a destino opening with a comuna: %s',
    (value) => {
      expect(comunaOpensDestination(value)).toBe(true);
    },
  );

  it.each(['AGRICOLA', 'HABITACIONAL', 'BODEGA Y ALMACENAJE'])('leaves the destino %s alone', (value) => {
    expect(comunaOpensDestination(value)).toBe(false);
  });

  it.each([
    ['ROL 66-14   COMUNA LAGO VERDE', 'AGRICOLA LOS ROBLES LTDA'],
    ['ROL 120-7   COMUNA CISNES', 'JUAN PÉREZ SOTO'],
  ])('reads no address from the rol cell beside the comuna (%s)', (rolLine, name) => {
    const value = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA   CERTIFICADO DE DEUDA',
        'Fecha emisión 27/08/2026',
        rolLine,
        name,
        'DEUDA VENCIDA   $ 0',
      ]),
    ).value.certificate;
    expect(value.direccion_propiedad ?? '').not.toMatch(/^ROL/u);
  });
});

describe('a certificate of bien familiar denying the declaration of the inscription it names', () => {
  it.each([
    ['C) CERTIFICADO DE BIEN FAMILIAR', 'NO ha sido declarado bien familiar.'],
    ['CERTIFICADO DE BIEN FAMILIAR', 'no ha sido declarado bien familiar.'],
    ['CERTIFICADO ESPECIAL DE BIEN FAMILIAR', 'NO ha sido declarado bien familiar.'],
  ])('under "%s" gives that inscription, no entry', (heading, answer) => {
    const value = extractGpCertificate(
      cbrDocument([
        heading,
        'Conservador de Bienes Raíces de Cochrane',
        'Revisado el Registro de Hipotecas y Gravámenes, certifico que el fundo Los',
        'Coigües, comuna de Tortel, inscrito a fojas 120 vuelta número 98 del año 2019,',
        answer,
        'Cochrane, 3 de mayo de 2026.        Código CBRCH-26-0411-C',
      ]),
    ).value;
    expect([value.fojas, value.vuelta, value.numero, value.ano]).toEqual([120, true, 98, 2019]);
    expect([...value.gravamenes, ...value.prohibiciones]).toEqual([]);
    expect(value.codigo_verificacion).toBe('CBRCH-26-0411-C');
  });
});

describe('OCR doubts of this batch', () => {
  const FIRST = 'property_registry_history[0].codigo_verificacion';
  const SECOND = 'gp_certificates[0].codigo_verificacion';
  const THIRD = 'gp_certificates[1].codigo_verificacion';
  const source = (file: string): Provenance => ({ file, page: 1, snippet: '', confidence: 0.9 });
  const provenance: ProvenanceMap = {
    [FIRST]: source('c.pdf'),
    [SECOND]: source('c.pdf'),
    [THIRD]: source('c.pdf'),
  };
  const codes = (first: string, second: string, third: string) =>
    report({
      property_registry_history: [entry({ codigo_verificacion: first })],
      gp_certificates: [gp({ codigo_verificacion: second }), gp({ codigo_verificacion: third })],
    });

  it('doubts the one code whose office letters differ by one from its siblings', () => {
    expect(
      codesWithAnOfficeLetterMisread(
        codes('CRRC-26-5531-A', 'CBRC-26-5531-B', 'CBRC-26-5531-C'),
        provenance,
        new Set(['c.pdf']),
      ),
    ).toEqual([FIRST]);
  });

  it('leaves codes alike but for their document letter', () => {
    expect(
      codesWithAnOfficeLetterMisread(
        codes('CBRC-26-5531-A', 'CBRC-26-5531-B', 'CBRC-26-5531-C'),
        provenance,
        new Set(['c.pdf']),
      ),
    ).toEqual([]);
  });

  it.each(['Colonia Chahuilco. comuna de Río Negro', 'sector Las Vertientes. provincia de Osorno'])(
    'doubts an address whose place clause opens after a stop: %s',
    (value) => {
      expect(stopBeforePlaceClause(value)).toBe(true);
    },
  );

  it('leaves an address with its comma', () => {
    expect(stopBeforePlaceClause('Colonia Chahuilco, comuna de Río Negro')).toBe(false);
  });
});
