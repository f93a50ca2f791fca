import { describe, expect, it } from 'vitest';

import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { neighboursHoldingForeignWords } from '../../server/analysis/engine/checks/boundaryRunOn';
import { titleLineDate, verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { entry, person, report } from '../factories/findings';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch Z exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const CURRENT_COPY = [
  'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
  'COPIA DE INSCRIPCIÓN CON VIGENCIA',
  'Fojas 733 vta.  Nº 519  Año 2021',
  'Mulchén, doce de mayo de dos mil veintiuno.- Doña ELISA MARGARITA TORO PAVEZ, cédula',
  'nacional de identidad número 14.208.377-1, soltera, es dueña del sitio número ocho de la',
  'Villa El Roble, comuna de Mulchén.- Lo adquirió por compra a don RAMÓN ALBERTO CID',
  'FUENTES, según escritura de fecha tres de mayo de dos mil veintiuno.- El título anterior',
];
const CURRENT_CLOSE_AND_EARLIER = [
  'está a fojas 210 número 188 del año 2012.- Firmado: el Conservador.',
  'Certifico que la inscripción que antecede se encuentra vigente. Mulchén, 3 de octubre de 2026.',
  'Código de verificación MUL-88231-2026',
  '-----------------------------------------------------------------------',
  'COPIA DE INSCRIPCIÓN CANCELADA - TÍTULO ANTERIOR',
  'Fojas 210  Nº 188  Año 2012',
  'Mulchén, cuatro de abril de dos mil doce.- Don RAMÓN ALBERTO CID FUENTES, casado, de este',
  'domicilio, es dueño del sitio número ocho de la Villa El Roble, comuna de Mulchén.- Lo adquirió',
];
const EARLIER_CLOSE = [
  'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN - Fojas 210',
  'por herencia de su padre.- Firmado: el Conservador.',
  'Al margen: Cancelada. Transferida a fojas 733 vta. número 519 del año 2021.',
  'Certifico que la copia que antecede es conforme con su original. Mulchén, 3 de octubre de 2026.',
  'Código de verificación MUL-88232-2026',
];

describe('two copies issued as one run of pages, the second opening mid-page (batch Z)', () => {
  it('cuts the run under the first copy’s code: each copy its own document', () => {
    expect(typedParts(CURRENT_COPY, CURRENT_CLOSE_AND_EARLIER, EARLIER_CLOSE)).toEqual([
      '1-2 dominio_vigente',
      '2-3 titulo_anterior',
    ]);
  });

  it('keeps an earlier inscription annexed under the copy’s certification, coded once with it, in the copy', () => {
    const annexed = [
      'está a fojas 210 número 188 del año 2012.- Firmado: el Conservador.',
      'Certifico que la inscripción que antecede se encuentra vigente. Mulchén, 3 de octubre de 2026.',
      'Código de verificación MUL-88231-2026',
      'ANEXO: se transcribe la inscripción anterior, hoy cancelada.',
      'Fojas 210  Nº 188  Año 2012',
      'Mulchén, cuatro de abril de dos mil doce.- Don RAMÓN ALBERTO CID FUENTES, casado, es dueño',
      'del sitio número ocho de la Villa El Roble.- Lo adquirió por herencia.',
    ];
    expect(typedParts(CURRENT_COPY, annexed)).toEqual(['1-2 dominio_vigente']);
  });

  it('reads the cancelled copy’s own heading reference, not its title’s words, as its inscription', () => {
    const copy = extractInscription(
      cbrDocument(
        [
          'CBR LAUTARO',
          'COPIA DE INSCRIPCIÓN (TÍTULO ANTERIOR)',
          'Inscripción Fojas 95 F  Número 77  Año 2003',
          'Lautaro, nueve de enero de dos mil tres.- Don OSVALDO RENÉ MELLA SAAVEDRA, casado, de este',
          'domicilio, es dueño de la parcela número cuatro del Proyecto de Parcelación Pillanlelbún,',
          'comuna de Lautaro.- La adquirió por compra a doña ROSA ELVIRA SAAVEDRA POBLETE.- El título',
          'anterior está a fojas 12 número 10 del año 1990.',
          'Nota marginal: Cancelada. Transferida a fojas 402 número 318 del año 2016.',
        ],
        ['Certifico que la copia precedente es conforme con su original. Lautaro, 2 de octubre de 2026.'],
      ),
    ).value.entry;
    expect([copy.fojas, copy.numero, copy.ano]).toEqual([95, 77, 2003]);
    expect([copy.fojas_anterior, copy.numero_anterior, copy.ano_anterior]).toEqual([12, 10, 1990]);
  });
});

describe('a DOM statement listing its ways after it (batch Z)', () => {
  const affectation = (lines: string[]) => {
    const read = extractMunicipalAffectation(certificateDocument(lines)).value;
    return [read.objeto_expropiacion, read.expropiacion_vial, read.expropiacion_por_parque];
  };

  it('gives the statement’s "no" to each way listed after "ya sea por", however far', () => {
    expect(
      affectation([
        'MUNICIPALIDAD DE LONCOCHE - DIRECCIÓN DE OBRAS',
        'Certificado Nº 2.204, Loncoche, 8 de octubre de 2026',
        'El Director de Obras que suscribe certifica que la propiedad de calle Baquedano Nº 915,',
        'Villa Los Castaños, Rol de Avalúo Nº 77-14, lote 3 del loteo aprobado Nº 18, situada en',
        'zona urbana, no está afecta a declaratoria de utilidad pública según el Plan Regulador',
        'Comunal en vigor, ya sea por vialidad (aperturas, prolongaciones o ensanches de calles)',
        'o por áreas verdes y parques comunales (artículo 59 de la Ley General de Urbanismo).',
      ]),
    ).toEqual([false, false, false]);
  });

  it('keeps a way the sentence turns to affirm after "pero" affected', () => {
    expect(
      affectation([
        'MUNICIPALIDAD DE LONCOCHE - DIRECCIÓN DE OBRAS',
        'Certificado Nº 2.205, Loncoche, 8 de octubre de 2026',
        'Se certifica que la propiedad de calle Baquedano Nº 917 no está afecta a declaratoria',
        'de utilidad pública por parques, pero está afecta a ensanche de vialidad en calle',
        'Baquedano, en una faja de 3 metros.',
      ]),
    ).toEqual([true, true, false]);
  });
});

describe('SII’s table printed as two headed rows (batch Z)', () => {
  const sii = (lines: string[]) => {
    const read = extractSiiAppraisal(certificateDocument(lines)).value;
    return [
      read.comuna,
      read.rol_avaluo,
      read.destino,
      read.direccion,
      read.avaluo_total,
      read.avaluo_exento,
      read.avaluo_afecto,
    ];
  };
  const expected = ['Curacautín', '318-5', 'AGRICOLA', 'PARCELA 9 LOS PRADOS', 48210300, 20110000, 28100300];

  it.each([
    [
      'the estate’s name as the address after the destination, and the amounts under their joined header',
      ['COMUNA   ROL   DESTINO NOMBRE DEL PREDIO', 'CURACAUTIN 00318-00005 AGRICOLA PARCELA 9 LOS PRADOS'],
      ['AVALÚO TOTAL AVALÚO EXENTO AVALÚO AFECTO', '48.210.300   20.110.000   28.100.300'],
    ],
    [
      'the same table with every cell apart',
      [
        'COMUNA        ROL            DESTINO     NOMBRE DEL PREDIO',
        'CURACAUTIN    00318-00005    AGRICOLA    PARCELA 9 LOS PRADOS',
      ],
      ['AVALÚO TOTAL      AVALÚO EXENTO     AVALÚO AFECTO', '48.210.300        20.110.000        28.100.300'],
    ],
  ])('reads %s', (_form, property, amounts) => {
    expect(
      sii(['SERVICIO DE IMPUESTOS INTERNOS', 'CERTIFICADO DE AVALÚO FISCAL', ...property, ...amounts]),
    ).toEqual(expected);
  });
});

describe('a price whose figure is damaged or disagrees with its words (batch Z)', () => {
  const copy = (price: string) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ILLAPEL',
        'Fojas 310  Nº 288  Año 2015',
        'Illapel, dos de junio de dos mil quince.- DON TOMÁS IGNACIO ARAYA CORTÉS, soltero, es dueño',
        'del sitio número tres de la Población Las Vertientes, comuna de Illapel.- Lo adquirió por',
        `compra a don LUIS ALBERTO ROJAS MERY, según escritura de fecha veinte de mayo de dos mil quince, ${price}`,
        'pagados al contado.- Certifico que la inscripción se encuentra vigente. Illapel, 4 de octubre de 2026.',
      ]),
    );

  it('reads the words when the figure holds letters for zeros', () => {
    const read = copy('por el precio de CATORCE MILLONES QUINIENTOS MIL PESOS ($14.5OO.OOO),');
    expect(read.value.entry.precio).toBe('$14.500.000');
    expect(read.provenance.precio?.unsure ?? []).toEqual([]);
  });

  it('doubts a price whose words and figures say two amounts', () => {
    const read = copy('por el precio de TREINTA MILLONES DE PESOS ($13.000.000),');
    expect(read.provenance.precio?.unsure).toContain('words_digits_mismatch');
  });

  it('leaves a price whose words and figures agree unmarked', () => {
    const read = copy('por el precio de TREINTA MILLONES DE PESOS ($30.000.000.-),');
    expect(read.value.entry.precio).toBe('$30.000.000');
    expect(read.provenance.precio?.unsure ?? []).toEqual([]);
  });
});

describe('a seller’s domicile with its comuna in a copy all in capitals (batch Z)', () => {
  it('keeps "COMUNA DE …" in the domicile, no second seller', () => {
    const entry = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAICES DE COMBARBALA',
        'FOJAS 211 NUMERO 190 AÑO 2011',
        'COMBARBALA, NUEVE DE MAYO DE DOS MIL ONCE.- DOÑA MARTA ELENA ZEPEDA ROJAS, SOLTERA,',
        'ES DUEÑA DEL SITIO NUMERO CUATRO DE LA VILLA EL ESPINO, COMUNA DE COMBARBALA.- LO ADQUIRIO',
        'POR COMPRA A DON ARTURO LEÓN PIZARRO VEGA, COMERCIANTE, SOLTERO, DOMICILIADO EN COGOTI 18,',
        'COMUNA DE COMBARBALA, SEGUN ESCRITURA DE FECHA DOS DE MAYO DE DOS MIL ONCE, POR EL PRECIO DE',
        'CINCO MILLONES DE PESOS ($5.000.000), PAGADOS AL CONTADO.-',
      ]),
    ).value.entry;
    expect(entry.vendedores.map((seller) => [seller.nombre, seller.domicilio])).toEqual([
      ['ARTURO LEÓN PIZARRO VEGA', 'COGOTI 18, COMUNA DE COMBARBALA'],
    ]);
  });
});

describe('a prohibition in favour of "the same" creditor named again (batch Z)', () => {
  it('reads the name after "mismo" as the creditor', () => {
    const read = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE NACIMIENTO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 507 número 433 del Registro de Propiedad del año 2020.',
        'HIPOTECAS: Hipoteca a favor de COOPERATIVA DE AHORRO Y CRÉDITO ORIENCOOP LIMITADA, inscrita a',
        'fojas 120 número 98 del año 2020.',
        'PROHIBICIONES: Prohibición de gravar y enajenar el inmueble, a favor de la misma COOPERATIVA',
        'DE AHORRO Y CRÉDITO ORIENCOOP LIMITADA, inscrita a fojas 88 número 71 del año 2020.',
        'Nacimiento, 30 de septiembre de 2026.',
      ]),
    ).value;
    expect(read.prohibiciones.map((entry) => entry.acreedor)).toEqual([
      'COOPERATIVA DE AHORRO Y CRÉDITO ORIENCOOP LIMITADA',
    ]);
  });
});

describe('a TGR form printing each value above its label (batch Z)', () => {
  it('takes the name above "NOMBRE", not the address printed below it', () => {
    const read = extractTgrDebt(
      certificateDocument([
        'Tesorería General de la República',
        'Certificado de Deuda',
        'FUENTEALBA RIQUELME JORGE PATRICIO',
        'NOMBRE',
        'PASAJE LAS GARZAS 1120 VILLA ESPERANZA   NACIMIENTO',
        'DIRECCION   COMUNA',
        '08412-00096-004',
        'ROL',
        'Total Deuda Liquidada Morosa',
        'CLP 0',
      ]),
    ).value.certificate;
    expect(read.contribuyente?.nombre).toBe('FUENTEALBA RIQUELME JORGE PATRICIO');
  });

  it('reads the rol after "Rol consultado" and its dotted leader', () => {
    const read = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol consultado ........ 8412-00096-004',
        'Comuna ................ NACIMIENTO',
        'Deuda liquidada morosa ........... 0',
      ]),
    ).value.certificate;
    expect(read.rol_avaluo).toBe('96-4');
  });
});

describe('deslindes naming the neighbour first, one side without a length (batch Z)', () => {
  it('reads the side that names its neighbour alone, no "con" before it', () => {
    const entry = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE VICTORIA',
        'Fojas 88  Nº 71  Año 2016',
        'Victoria, seis de abril de dos mil dieciséis.- Don PABLO ANDRÉS MUÑOZ LIRA, soltero, es dueño',
        'de la Parcela número siete del Proyecto Quino, comuna de Victoria, que deslinda: NORTE,',
        'Parcela número seis, en doscientos metros; SUR, camino vecinal, en ciento noventa metros;',
        'ORIENTE, canal Quino; y PONIENTE, Parcela número ocho, en ochenta metros.- La adquirió por',
        'compra a doña ISABEL ROSA LIRA PAZ, según escritura de fecha uno de abril de dos mil dieciséis.',
      ]),
    ).value.entry;
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '200,00 metros', 'Parcela número seis'],
      ['Sur', '190,00 metros', 'camino vecinal'],
      ['Oriente', null, 'canal Quino'],
      ['Poniente', '80,00 metros', 'Parcela número ocho'],
    ]);
  });

  it('doubts a neighbour holding a margin note’s reference or date', () => {
    expect(
      neighboursHoldingForeignWords([
        ['property_registry_history[0].deslindes[0].propiedad', 'pa-Nº 77 año 2019. saje Lircay'],
        ['property_registry_history[0].deslindes[1].propiedad', 'lote 4, Talca, 11-05-2020. Hipoteca ve'],
        ['property_registry_history[0].deslindes[2].propiedad', 'sitio número nueve'],
      ]),
    ).toEqual([
      'property_registry_history[0].deslindes[0].propiedad',
      'property_registry_history[0].deslindes[1].propiedad',
    ]);
  });
});

describe('a CBR code after a bare "Verificación:" label (batch Z)', () => {
  it('reads a code of dashed groups opening on digits', () => {
    expect(
      verificationCode('Derechos $ 4.100.-\nFIRMA ELECTRÓNICA AVANZADA\nVerificación: 27C9-QW41-TME')?.value,
    ).toBe('27C9-QW41-TME');
  });
});

describe('a ruled DOM table whose detail cell wraps onto a line with its label cell blank (batch Z)', () => {
  it('reads the wrapped detail whole as the road', () => {
    const read = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE LOS VILOS - DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO Nº 87/2026 - Los Vilos, 2 de octubre de 2026',
        '+--------------------------+--------+------------------------------------+',
        '| DECLARATORIA             | AFECTA | DETALLE                            |',
        '+--------------------------+--------+------------------------------------+',
        '| Vialidad - ensanche      |   SÍ   | avenida Costanera, faja de 4 metros |',
        '|                          |        | desde la línea oficial actual       |',
        '| Parques / áreas verdes   |   NO   |                                    |',
        '+--------------------------+--------+------------------------------------+',
      ]),
    ).value;
    expect([read.expropiacion_vial, read.vias_expropiacion_vial, read.expropiacion_por_parque]).toEqual([
      true,
      'avenida Costanera, faja de 4 metros desde la línea oficial actual',
      false,
    ]);
  });
});

describe('a title line opened by its issuer and a dash (batch Z)', () => {
  it('gives the date printed on it as the issue date', () => {
    expect(
      titleLineDate('SERVIU REGIÓN DEL MAULE - Certificado N° 4410 - 02/10/2026\nInmueble: calle Uno 12')
        ?.iso,
    ).toBe('2026-10-02');
  });

  it('takes no labelled line’s date for it', () => {
    expect(titleLineDate('Fecha de inscripción: 02/10/2019\nObservación - certificado vigente')).toBeNull();
  });
});

describe('a party’s RUT beside a name doubted for its shape (batch Z)', () => {
  it('doubts the RUT too: the name may have taken another party’s', () => {
    const owner = (key: string) => `property_registry_history[0].propietarios[1].${key}`;
    const dossier = report({
      property_registry_history: [
        entry({
          propietarios: [
            person('INVERSIONES LOS COIGUES LIMITADA'),
            person('HÉCTOR ARIEL', { rut: '77.210.554-1' }),
          ],
        }),
      ],
    });
    const at = (snippet: string) => ({ file: 'copia.pdf', page: 1, snippet, confidence: 0.9 });
    const marked = doubtValues(
      dossier,
      {
        [owner('nombre')]: at('COMPRAVENTA HÉCTOR ARIEL número 77.210.554-1'),
        [owner('rut')]: at('número 77.210.554-1'),
      },
      new Date(),
    );
    expect(marked[owner('nombre')]?.unsure).toContain('name_shape');
    expect(marked[owner('rut')]?.unsure).toContain('name_shape');
  });
});
