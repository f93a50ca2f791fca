import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZZD exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('an inheritance in numbered clauses whose heirs label carries a qualifier', () => {
  it.each([
    'Herederos, según auto de posesión efectiva del Juzgado de Letras de Lanco',
    'HEREDEROS, conforme a resolución exenta del Registro Civil',
  ])('reads the heirs as owners and the causante alone as seller (%s)', (label) => {
    const entry = extractInscription(
      cbrDocument([
        'INSCRIPCIÓN ESPECIAL DE HERENCIA',
        'Registro de Propiedad · Año 2024 · Fojas 77 · Número 65',
        '1.- Fecha: Lanco, nueve de abril de dos mil veinticuatro.',
        '2.- Causante: don TOMÁS EDUARDO ULLOA PAREDES, C.I. 4.912.330-3, fallecido en Lanco.',
        `3.- ${label}:`,
        '    a) doña ELBA ROSA CID MORA, C.I. 5.118.204-0, viuda, domiciliada en Lanco;',
        '    b) don JORGE ULLOA CID, C.I. 13.440.671-5, soltero, domiciliado en Lanco.',
        '4.- Inmueble: sitio número ocho de la Población El Roble, comuna de Lanco, que deslinda:',
        '    NORTE, en diez metros con calle Tres; SUR, en diez metros con sitio nueve.',
        '5.- Rol de avalúo: 41-8, comuna de Lanco.',
        '6.- Título anterior: fojas 12 número 10 del año 1990.',
      ]),
    ).value.entry;
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['TOMÁS EDUARDO ULLOA PAREDES']);
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'ELBA ROSA CID MORA',
      'JORGE ULLOA CID',
    ]);
  });
});

describe('a plan cited in a sentence of its own after the boundaries', () => {
  it.each(['El plano respectivo se encuentra archivado bajo el número 615.', 'Plano N° 615 del año 2001.'])(
    'ends the last neighbour before it (%s)',
    (planSentence) => {
      const entry = extractInscription(
        cbrDocument([
          'REGISTRO DE PROPIEDAD           Fojas 301           N° 288           Año 2019',
          'Don PABLO ANDRÉS SOTO LEAL, C.I. 15.221.904-2, soltero, es dueño del sitio número doce',
          'de la manzana C, comuna de Máfil, que deslinda: NORTE, en doce metros con calle Los Robles;',
          `SUR, en doce metros con sitio once; ORIENTE, en veinte metros con sitio trece. ${planSentence}`,
          'Lo adquirió por compra a doña ANA MARÍA LEAL RUIZ, en el precio de $ 9.000.000.',
        ]),
      ).value.entry;
      expect(entry.deslindes.map((side) => side.propiedad)).toEqual([
        'calle Los Robles',
        'sitio once',
        'sitio trece',
      ]);
    },
  );
});

describe("a creditor's name before the next section's Roman numeral", () => {
  it('leaves the numeral and the heading out of the name', () => {
    const read = extractGpCertificate(
      certificateDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LA UNIÓN',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inscrito : fojas 55 N° 41 Registro de Propiedad año 2015',
        'I.   HIPOTECAS Y GRAVÁMENES ............................ NO REGISTRA',
        'II.  INTERDICCIONES Y PROHIBICIONES',
        '     1. EMBARGO',
        '        Inscripción : fojas 90 N° 71 año 2025',
        '        Tribunal    : Juzgado de Letras de La Unión, Rol C-301-2025',
        '        Demandante  : COMERCIAL LOS TILOS LIMITADA',
        'III. LITIGIOS ............................................ NO REGISTRA',
        'La Unión, 3 de marzo de 2026.',
      ]),
    ).value;
    expect(read.prohibiciones.map((entry) => entry.acreedor)).toEqual(['COMERCIAL LOS TILOS LIMITADA']);
  });
});

describe('a name before an unlabelled amount or a table header', () => {
  it.each([
    [
      'N° 1 Fs. 320 N° 281 Año 2016 Fecha 02-03-2016 Acto HIPOTECA A favor de BANCO DEL PACÍFICO Monto UF 980',
      'BANCO DEL PACÍFICO',
    ],
    [
      'Fs. 88 N° 70 2016 11/04/2016 PROHIBICIÓN de enajenar a favor de BANCO DEL PACÍFICO REGISTRO FS. N° AÑO FECHA',
      'BANCO DEL PACÍFICO',
    ],
  ])('ends the creditor before it (%s)', (line, creditor) => {
    const read = extractGpCertificate(
      certificateDocument([
        'CONSERVADOR DE BIENES RAÍCES DE YUNGAY',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inscrito : fojas 10 N° 9 Registro de Propiedad año 2014',
        'HIPOTECAS Y GRAVÁMENES',
        line,
        'Yungay, 5 de marzo de 2026.',
      ]),
    ).value;
    expect([...read.gravamenes, ...read.prohibiciones].map((entry) => entry.acreedor)).toEqual([creditor]);
  });
});

describe("a notary's name before a card's next label and its dotted leaders", () => {
  it('ends the name at the label', () => {
    const entry = extractInscription(
      cbrDocument([
        'REGISTRO DE PROPIEDAD           Fojas 51           N° 44           Año 2013',
        'Don ELÍAS ROMO FUENTES, soltero, adquirió por compra a doña IRMA LEÓN SALAS el sitio',
        'número dos de la manzana A, comuna de Coelemu, que deslinda: NORTE, en diez metros con calle',
        'Uno; SUR, en diez metros con sitio tres, escritura de 4 de junio de 2013, Notaría de Tomé',
        'de don Ramiro Esteban Villalobos Díaz Precio .............. $ 14.000.000',
      ]),
    ).value.entry;
    expect(entry.notaria).toBe('Ramiro Esteban Villalobos Díaz');
  });
});

describe("a TGR line of both totals parted by a slash, the certificate's number after it", () => {
  it.each([
    'Vencida $ 61.300 / No vencida $ 60.950      N° 001SD2026030100123456',
    'No vencida $ 60.950 / Vencida $ 61.300   Folio 88123',
  ])('reads both totals from %j', (totals) => {
    const document = certificateDocument([
      'TESORERÍA GENERAL DE LA REPÚBLICA          Certificado de Deuda 02/03/2026',
      'ROL 77-3 · YUNGAY · CALLE PRAT 40',
      'SOTO RIVAS JUAN A · 7311204-6',
      '| 2026 | 1 | 30/04/2026 | VENCIDA    | $ 61.300 |',
      '| 2026 | 2 | 30/06/2026 | NO VENCIDA | $ 60.950 |',
      totals,
    ]);
    const { certificate } = extractTgrDebt(document).value;
    expect([certificate.total_deuda_vencida_liquidada, certificate.total_deuda_no_vencida_liquidada]).toEqual(
      [61300, 60950],
    );
  });
});
