import { describe, expect, it } from 'vitest';

import { deedClauseInAddress } from '../../server/analysis/engine/checks/deedClauseInAddress';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZT exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a GP titled with its registries apart by middle dots, each entry dated after its reference', () => {
  const gp = (title: string, leader: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE TALAGANTE        Certificado N° 7720/2026',
      title,
      '',
      'Inmueble ........ Calle Los Olmos N° 415, Talagante',
      'Inscripción ..... Fs. 812 N° 901 Registro de Propiedad 2017',
      '',
      'HIPOTECAS Y GRAVÁMENES',
      `  Fs. 455  N° 502  Año 2017  (03-04-2017)${leader}HIPOTECA`,
      '      a favor de BANCO DEL ESTADO DE CHILE, por la suma de UF 1.900.',
      '',
      'INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      `  Fs. 611  N° 688  Año 2017  (03-04-2017)${leader}PROHIBICIÓN`,
      '      de gravar y enajenar, a favor de BANCO DEL ESTADO DE CHILE.',
      `  Fs. 90  N° 101  Año 2024  (12-01-2024)${leader}EMBARGO`,
      '      decretado por el Segundo Juzgado de Letras de Talagante, causa Rol',
      '      C-77-2023, caratulada "CAJA SUR S.A. con PÉREZ",  juicio ejecutivo.',
      '',
      'LITIGIOS',
      '  No hay anotaciones.',
      '',
      'Talagante, 2 de marzo de 2026.',
    ]);

  it.each([
    ['HIPOTECAS Y GRAVÁMENES · INTERDICCIONES Y PROHIBICIONES · LITIGIOS', ' ..... '],
    ['HIPOTECAS • PROHIBICIONES • LITIGIOS', ' ........ '],
    ['GRAVÁMENES | PROHIBICIONES | LITIGIOS', '   '],
  ])('reads each entry with its own type under "%s"', (title, leader) => {
    const { gravamenes, prohibiciones } = extractGpCertificate(gp(title, leader)).value;
    expect(gravamenes.map((lien) => [lien.fojas, lien.tipo, lien.acreedor])).toEqual([
      [455, 'HIPOTECA', 'BANCO DEL ESTADO DE CHILE'],
    ]);
    expect(prohibiciones.map((lien) => [lien.fojas, lien.numero, lien.tipo])).toEqual([
      [611, 688, 'PROHIBICIÓN'],
      [90, 101, 'EMBARGO'],
    ]);
    expect(prohibiciones[1]?.acreedor).toBe('CAJA SUR S.A.');
  });
});

describe('a verification code led by an office’s initials of five or six capitals', () => {
  it.each([
    ['Código de verificación: CBRTA 2026-004417', 'CBRTA 2026-004417'],
    ['N° de atención: 4417        Código de verificación: CBRLAS 26-0091', 'CBRLAS 26-0091'],
    ['Código de verificación: CBRQ 2026-55102.', 'CBRQ 2026-55102'],
  ])('reads "%s" whole', (line, code) => {
    expect(verificationCode(`Talagante, 2 de marzo de 2026.\n${line}\n`)?.value).toBe(code);
  });
});

describe('deslindes naming the neighbour first, with a side whose line’s shape stands for its length', () => {
  const copy = (deslindes: string) =>
    cbrDocument([
      'Fojas 312 Número 288 Registro de Propiedad 2011',
      'Curicó, cuatro de mayo de dos mil once.- Don PEDRO ANTONIO SOTO LARA, agricultor,',
      'casado, RUT 7.112.400-2, domiciliado en Romeral, es dueño de la Parcela N° 8 del',
      `Proyecto de Parcelación Las Vertientes, comuna de Romeral, que deslinda: ${deslindes}`,
      'La adquirió por compra a don JUAN LUIS ROJAS PIZARRO, según escritura de 2 de abril de',
      '2011 otorgada en la Notaría de Curicó de don Mario Vera Soto. Doy fe.',
    ]);

  it.each([
    [
      'NORTE, parcela número siete, en doscientos metros; SUR, camino vecinal, en doscientos metros; ORIENTE, parcela número nueve, en cien metros; y PONIENTE, río Teno, en línea sinuosa.-',
      'río Teno',
    ],
    [
      'NORTE, Parcela N° 7 en 200,00 metros; SUR, camino vecinal en 200,00 metros; ORIENTE, Parcela N° 9 en 100,00 metros; PONIENTE, estero El Peral.',
      'estero El Peral',
    ],
    [
      'NORTE, Parcela N° 7 en 200,00 metros; SUR, camino vecinal en 200,00 metros; ORIENTE, Parcela N° 9 en 100,00 metros; PONIENTE, quebrada Honda, en línea irregular.',
      'quebrada Honda',
    ],
  ])('reads the last side alone (%#)', (deslindes, neighbour) => {
    const read = extractInscription(copy(deslindes)).value.entry.deslindes;
    expect(read).toHaveLength(4);
    expect(read[3]).toEqual({ direccion: 'Poniente', largo: null, propiedad: neighbour });
  });
});

describe('a seller’s domicile followed by his own clause ("…, quien vende con autorización …")', () => {
  it.each([
    [
      'domiciliado en la comuna de Buin, quien vende con autorización de su cónyuge doña Rosa Lara Díaz',
      'comuna de Buin',
    ],
    [
      'domiciliado en calle Prat N° 12, Paine, quien comparece debidamente autorizado',
      'calle Prat N° 12, Paine',
    ],
  ])('ends the domicile before "quien" (%#)', (details, domicile) => {
    const document = cbrDocument([
      'Fojas 1204 Número 1311 Registro de Propiedad 2015',
      'Buin, 3 de marzo de 2015. Don ANDRÉS FELIPE MORA SOTO, empleado, soltero, RUT',
      '12.331.208-4, domiciliado en Buin, es dueño del sitio y casa de calle Los Sauces',
      'N° 455, comuna de Buin. Lo adquirió por compra a don RAÚL ERNESTO PINO VEGA, casado,',
      `RUT 6.224.118-1, ${details}, según escritura de 2 de febrero de 2015 otorgada en la`,
      'Notaría de Buin de don Pedro Lagos Rivas. Precio: $30.000.000. Doy fe.',
    ]);
    expect(extractInscription(document).value.entry.vendedores[0]?.domicilio).toBe(domicile);
  });
});

describe('a DOM letter placing the property "ubicado en la Parcela …"', () => {
  it.each([
    [
      'ubicado en la Parcela N° 4 del Loteo Santa Inés, sector El Tránsito,',
      'Parcela N° 4 del Loteo Santa Inés, sector El Tránsito',
    ],
    ['situada en el Pasaje Los Boldos N° 77,', 'Pasaje Los Boldos N° 77'],
  ])('reads the address without the article (%#)', (place, address) => {
    const document = certificateDocument([
      'ILUSTRE MUNICIPALIDAD DE SAN CLEMENTE',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      '',
      'El Director de Obras Municipales que suscribe certifica que el predio rol de avalúo 118-4,',
      `${place} de propiedad de doña Ana Soto Lira, no se encuentra afecto a declaratoria de`,
      'utilidad pública por vialidad ni por parques, conforme al Plan Regulador Comunal.',
      '',
      'San Clemente, 3 de marzo de 2026.',
    ]);
    expect(extractMunicipalAffectation(document).value.direccion_propiedad).toBe(address);
  });
});

describe('a GP listing its owners one a line, each name joined to its RUT by a leader', () => {
  it.each([
    [' ............... ', ''],
    [' ....... ', 'RUT '],
    ['  ..  ', 'RUN: '],
  ])('reads every owner whole (leader "%s", label "%s")', (leader, label) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE PUENTE ALTO',
      'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Propiedad inscrita a fojas 1201 número 1388 del Registro de Propiedad del año 2022,',
      'ubicada en calle Los Quillayes N° 330, comuna de Puente Alto, a nombre de:',
      '',
      `  ROJAS LEIVA ANA MARÍA${leader}${label}9.224.118-1`,
      `  ROJAS LEIVA PEDRO PABLO${leader}${label}10.557.301-4`,
      `  ROJAS LEIVA CARMEN DEL PILAR${leader}${label}11.908.224-6`,
      '',
      'El Conservador que suscribe certifica que, revisados los registros por treinta años:',
      '  Hipotecas y Gravámenes ....................... NO REGISTRA',
      '  Interdicciones y Prohibiciones ............... NO REGISTRA',
      '',
      'Puente Alto, 4 de marzo de 2026.',
    ]);
    const { propietarios } = extractGpCertificate(document).value;
    expect(propietarios.map((owner) => owner.nombre)).toEqual([
      'ROJAS LEIVA ANA MARÍA',
      'ROJAS LEIVA PEDRO PABLO',
      'ROJAS LEIVA CARMEN DEL PILAR',
    ]);
  });
});

describe('a notary-conservador’s control number closing its prose certificate', () => {
  it.each([
    [
      'Se otorga el presente en Futaleufú, a dos de marzo de dos mil veintiséis, bajo el número de control FUT-0091/26.',
      'FUT-0091/26',
    ],
    ['… ni litigios. Futaleufú, dos de marzo de dos mil veintiséis. Control FUT-0092/26.', 'FUT-0092/26'],
    [
      '… inscrita en el Registro de Prohibiciones. Futaleufú, dos de marzo de 2026. Con-\ntrol FUT-0093/26.',
      'FUT-0093/26',
    ],
    ['… del año 2022. Futaleufú, dos de marzo de dos mil veintiséis. Control\nFUT-0094/26.', 'FUT-0094/26'],
  ])('reads the key of "%s"', (closing, code) => {
    expect(verificationCode(`El infrascrito certifica que …\n${closing}\n`)?.value).toBe(code);
  });
});

describe('a DOM certificate’s coded number with its own number after a space', () => {
  it.each([
    ['Futaleufú, 3 de marzo de 2026.           Certificado DOM-FUT 412/2026', 'DOM-FUT 412/2026'],
    ['Futaleufú, 3 de marzo de 2026.           Certificado N° DOM-FUT-412/2026', 'DOM-FUT-412/2026'],
  ])('reads "%s"', (line, code) => {
    const document = certificateDocument([
      'MUNICIPALIDAD DE FUTALEUFÚ — DIRECCIÓN DE OBRAS',
      '',
      'La Dirección de Obras Municipales de Futaleufú certifica que el inmueble de calle Piloto',
      'Carmona N° 88, rol de avalúo 12-3, no está afecto a declaratoria de utilidad pública por',
      'apertura o ensanche de vías ni por parques en el Plan Regulador Comunal vigente.',
      '',
      line,
    ]);
    expect(extractMunicipalAffectation(document).value.codigo_verificacion).toBe(code);
  });
});

describe('a GP in prose whose entries say their date and year by the ones before', () => {
  const gp = (hipoteca: string, prohibicion: string) =>
    cbrDocument([
      'El infrascrito certifica que, revisados por el término de treinta años los Registros de',
      'Hipotecas y Gravámenes y de Interdicciones y Prohibiciones de Enajenar, respecto del',
      'inmueble inscrito a fojas 310 número 277 del año 2019, de propiedad de doña Marta Elena',
      'Soto Ruiz, ubicado en calle Los Notros número 55 de Futaleufú, aparece lo siguiente:',
      hipoteca,
      prohibicion,
      'Fuera de lo anterior, el inmueble no reconoce otras hipotecas, gravámenes, prohibiciones,',
      'embargos ni litigios. Futaleufú, dos de marzo de dos mil veintiséis. Control FUT-0092/26.',
    ]);

  it.each([
    [
      'a fojas 52 número 48 del Registro de Hipotecas y Gravámenes del año 2019, con fecha tres de mayo de ese año, hipoteca a favor del BANCO SUR para garantizar la suma de ochocientas Unidades de Fomento;',
      'y a fojas 40 número 36 del Registro de Interdicciones y Prohibiciones de Enajenar del mismo año, con igual fecha, prohibición de gravar y enajenar a favor del mismo banco.',
    ],
    [
      'a fojas 52 número 48 del Registro de Hipotecas y Gravámenes del año 2019, con fecha tres de mayo de dicho año, hipoteca a favor del BANCO SUR para garantizar la cantidad de ochocientas UF;',
      'y a fojas 40 número 36 del Registro de Prohibiciones del mismo año, de igual fecha, prohibición de gravar y enajenar a favor del mismo banco.',
    ],
  ])('reads both entries’ dates and years (%#)', (hipoteca, prohibicion) => {
    const { propietarios, gravamenes, prohibiciones } = extractGpCertificate(gp(hipoteca, prohibicion)).value;
    expect(propietarios.map((owner) => owner.nombre)).toEqual(['Marta Elena Soto Ruiz']);
    expect(gravamenes.map((lien) => [lien.ano, lien.fecha_emision, lien.suma_dinero])).toEqual([
      [2019, '2019-05-03', '800,00 UF'],
    ]);
    expect(prohibiciones.map((lien) => [lien.ano, lien.fecha_emision])).toEqual([[2019, '2019-05-03']]);
  });
});

describe('the earlier inscription copied "at the requester’s petition", under a heading noting it in brackets', () => {
  const certification = (announcement: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE BUIN',
    'CERTIFICADO DE DOMINIO VIGENTE',
    '(con copia de la inscripción anterior)',
    'Certifico que la inscripción de dominio que se copia en las páginas siguientes, de fojas',
    '1204 número 1311 del Registro de Propiedad del año 2021, a nombre de AGRÍCOLA LOS SAUCES',
    `LIMITADA, se encuentra VIGENTE a esta fecha. ${announcement}`,
    'Buin, tres de marzo de dos mil veintiséis.',
    'Código de verificación ........ BUI-26-004471',
  ];
  const current = [
    'REGISTRO DE PROPIEDAD · AÑO 2021 · FOJAS 1204 · NÚMERO 1311 · COMPRAVENTA',
    'Buin, cuatro de mayo de dos mil veintiuno.- AGRÍCOLA LOS SAUCES LIMITADA, RUT 76.220.114-9,',
    'domiciliada en Buin, es dueña del sitio ubicado en calle Los Sauces número 455, comuna de',
    'Buin. La adquirió por compra a don RAÚL ERNESTO PINO VEGA, según escritura de dos de abril',
    'de dos mil veintiuno otorgada en la Notaría de Buin de don Pedro Lagos Rivas. El título',
    'anterior está a fojas 880 vuelta número 901 del año 2012.- Doy fe.-',
  ];
  const earlier = (note: string) => [
    'REGISTRO DE PROPIEDAD · AÑO 2012 · FOJAS 880 VTA. · NÚMERO 901',
    note,
    '"Buin, dos de julio de dos mil doce.- Don RAÚL ERNESTO PINO VEGA, agricultor, casado, RUT',
    '6.224.118-1, domiciliado en Buin, es dueño del sitio ubicado en calle Los Sauces N° 455,',
    'comuna de Buin. Lo adquirió por compra a doña ELENA ROSA DÍAZ MORA, según escritura de 5',
    'de junio de 2012 otorgada en la Notaría de Buin de don Pedro Lagos Rivas.- Precio:',
    '$30.000.000.- Título anterior: fojas 77 número 60 del año 1990.- Doy fe."',
  ];

  it.each([
    [
      'A petición del requirente se copia también la inscripción anterior, de fojas 880 vuelta número 901 del año 2012, que se encuentra cancelada.',
      '(inscripción anterior — se copia íntegra)',
    ],
    [
      'Se copia asimismo la inscripción anterior, de fojas 880 vuelta número 901 del año 2012.',
      '(título anterior, cancelado)',
    ],
  ])('is an entry of its own under the certificate (%#)', (announcement, note) => {
    const document = cbrDocument(certification(announcement), current, earlier(note));
    const entry = certifiedAnnexedCopy(document, extractInscription(document))?.value.entry ?? null;
    expect([entry?.fojas, entry?.vuelta, entry?.numero, entry?.ano]).toEqual([880, true, 901, 2012]);
    expect(entry?.propietarios.map((owner) => owner.nombre)).toEqual(['RAÚL ERNESTO PINO VEGA']);
    expect(entry?.codigo_verificacion).toBe('BUI-26-004471');
    expect(entry?.precio).toBe('$30.000.000');
  });
});

describe('a TGR header whose taxpayer’s line ends with the RUT in a cell of its own', () => {
  it.each([
    ['AGRÍCOLA EL PEUMO LIMITADA   R.U.T. 76.118.402-5', 'AGRÍCOLA EL PEUMO LIMITADA'],
    ['SOTO LIRA ANA MARÍA      RUT: 9.224.118-1', 'SOTO LIRA ANA MARÍA'],
    ['INVERSIONES COSTA SUR SPA  |  76.554.201-3', 'INVERSIONES COSTA SUR SPA'],
    ['AGRÍCOLA LOS ROBLES SPA R.U.T. 76.301.118-2', 'AGRÍCOLA LOS ROBLES SPA'],
  ])('reads the name of "%s" and the address under it', (line, name) => {
    const document = certificateDocument([
      '                TESORERÍA GENERAL DE LA REPÚBLICA',
      '        CERTIFICADO DE DEUDA DE CONTRIBUCIONES — BIENES RAÍCES',
      '',
      ' Emisión: 3 de marzo de 2026',
      ' ROL 412-18   MELIPILLA',
      ` ${line}`,
      ' CAMINO A POMAIRE 1450 PC 3',
      '',
      ' CUOTA     VENCE        VALOR         TOTAL A PAGAR    SITUACIÓN',
      ' 1/2026    30-04-2026   210.440       210.440          POR VENCER',
      '',
      ' TOTAL VENCIDO ...................... $ 0',
      ' TOTAL POR VENCER ................... $ 210.440',
    ]);
    const { certificate } = extractTgrDebt(document).value;
    expect(certificate.contribuyente.nombre).toBe(name);
    expect(certificate.direccion_propiedad).toBe('CAMINO A POMAIRE 1450 PC 3');
  });
});

describe('a TGR letter dating its statement "certifica que, al …"', () => {
  it.each([
    ['certifica que, al 14 de marzo de\n2026, el rol de avalúo 88-2 de la comuna de PAINE,', '2026-03-14'],
    ['certifica que al 2 de febrero de 2026 el rol de avalúo 88-2 de la comuna de PAINE,', '2026-02-02'],
  ])('reads the date as the issue date (%#)', (sentence, date) => {
    const document = certificateDocument([
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      '',
      '               CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      '',
      `La Tesorería General de la República ${sentence}`,
      'dirección PC 4 EL ROBLE, cuyo contribuyente es SOTO LIRA ANA MARÍA, RUT 9.224.118-1, no',
      'registra deuda de contribuciones de bienes raíces, ni vencida ni por vencer.',
      '',
      'Código de verificación: TGR-1A22-0B31-77C2',
    ]);
    expect(extractTgrDebt(document).value.certificate.fecha_emision).toBe(date);
  });
});

describe('an inscription whose price is that "of the nuda propiedad"', () => {
  it.each([
    [
      'El precio de la nuda propiedad fue la suma de doce millones de pesos, pagado al contado.',
      '$12.000.000',
    ],
    ['El precio de la cesión fue la suma de $4.500.000, pagado al contado.', '$4.500.000'],
    ['El precio de los derechos fue la suma de $4.500.000, pagado al contado.', '$4.500.000'],
  ])('reads "%s"', (sentence, price) => {
    const document = cbrDocument([
      'Fojas 2214 vta. Número 1867 Registro de Propiedad 2018',
      'Chillán, veintinueve de mayo de dos mil dieciocho.- Doña ANA MARÍA SOTO LIRA, profesora,',
      'soltera, RUT 9.224.118-1, domiciliada en Chillán, es dueña de la nuda propiedad de la',
      'Parcela N° 3 del Proyecto de Parcelación Las Rosas, comuna de Pinto. La adquirió por compra',
      'a su padre don PEDRO SOTO PAZ, según escritura de 10 de mayo de 2018 otorgada en la Notaría',
      `de Chillán de don Mario Vera Soto.- ${sentence}- Doy fe.`,
    ]);
    expect(extractInscription(document).value.entry.precio).toBe(price);
  });
});

describe('an inscription placing the property in a town its comuna is named after', () => {
  it.each([
    ['sitio 4 de la manzana 12 del pueblo de Futaleufú', 'Futaleufú'],
    ['sitio 4 de la manzana 12 del pueblo de Cochrane, de 450 metros cuadrados', 'Cochrane'],
  ])('reads the comuna of "%s"', (place, comuna) => {
    const document = cbrDocument([
      'El infrascrito certifica que la inscripción de fojas 141 número 118 del Registro de Propiedad',
      'del año 2011 dice textualmente: «Futaleufú, diecinueve de mayo de dos mil once. Don PEDRO',
      'PABLO SOTO LIRA, casado, cédula número 11.903.254-7, domiciliado en Futaleufú, es dueño',
      `del sitio y casa de calle Piloto Carmona número 88, ${place}, que deslinda: Norte, 15 metros`,
      'con calle Piloto Carmona; Sur, 15 metros con sitio 9. Lo adquirió por compra a doña ROSA',
      'ELENA PAZ ULLOA, viuda, por escritura de tres de mayo de dos mil once ante el Notario de',
      'Puerto Montt don Óscar Bórquez Henríquez. Doy fe.» Control FUT-0415/26.',
    ]);
    expect(extractInscription(document).value.entry.comuna).toBe(comuna);
  });
});

describe('a domicile running on into the deed’s notary', () => {
  it('is doubtful', () => {
    expect(
      deedClauseInAddress('Santiago, sed de junio de 2009 otorgada en la Notaría de Buin de don Pedro Lagos'),
    ).toBe(true);
    expect(deedClauseInAddress('Temuco, escritura de 3 de mayo ante el Notario de Temuco don Luis Paz')).toBe(
      true,
    );
    expect(deedClauseInAddress('calle Los Notros 55, comuna de Futaleufú')).toBe(false);
  });
});

describe('a DOM certificate in lettered sections, its details listed under the answer', () => {
  const dom = (road: string[], park: string[]) =>
    certificateDocument([
      'I. MUNICIPALIDAD DE LO ESPEJO — DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'N° DOM-LE-0121/2026                          Lo Espejo, 4 de marzo de 2026',
      '',
      'A) IDENTIFICACIÓN',
      '   Propietario: INVERSIONES LOS MAITENES SPA',
      '   Dirección: Avenida Central N° 4410',
      '   Rol de avalúo: 5512-8',
      '',
      ...road,
      '',
      ...park,
    ]);

  it.each([
    [
      [
        'B) DECLARATORIA DE UTILIDAD PÚBLICA',
        '   El predio SÍ se encuentra afecto a declaratoria de utilidad pública:',
        '   - Tipo: Apertura',
        '   - Vía afectada: Avenida Central',
        '   - La afectación involucra sólo terreno.',
      ],
      ['C) PARQUES Y ÁREAS VERDES', '   El predio no está afecto a declaratoria por parques o áreas verdes.'],
    ],
    [
      [
        '2. VIALIDAD',
        '   El inmueble se encuentra afecto a utilidad pública por ensanche:',
        '   - Tipo: Ensanche',
        '   - Vía: Avenida Central',
      ],
      ['3. PARQUES', '   No se encuentra afecto a declaratoria de parques.'],
    ],
  ])('reads the park answer under its heading, and states the answers (%#)', (road, park) => {
    const read = extractMunicipalAffectation(dom(road, park));
    expect(read.value.expropiacion_vial).toBe(true);
    expect(read.value.expropiacion_por_parque).toBe(false);
    expect(read.provenance.expropiacion_por_parque?.unsure ?? []).not.toContain('yes_no_unmarked');
  });
});

describe('a digitised old title typed without ñ, its digits read as letters', () => {
  it.each([
    ['Titulo anterior fs. 2O44 N° 2l9O del ano l98l.- Rep. 8.O33.-', [2044, 2190, 1981]],
    ['Titulo anterior fojas 9l2 numero 8O4 del ano l979.-', [912, 804, 1979]],
  ])('reads the earlier title of "%s"', (sentence, reference) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAICES DE PUENTE ALTO - COPIA DE INSCRIPCION',
      'Documento digitalizado desde libro original. Registro de Propiedad l986',
      '',
      'Fs. 4l2                                                     N° 39O',
      '',
      'PUENTE ALTO, doce de Mayo de mil novecientos ochenta y seis.- Don PEDRO',
      'ANTONIO ROJAS LILLO, empleado, casado, domiciliado en Pasaje Los Olmos N° 44,',
      'comuna de Puente Alto, es dueno de la casa y sitio ubicados en Pasaje Los Olmos',
      'numero cuarenta y cuatro, comuna de Puente Alto.- Lo adquirio por compra a don',
      'TOMAS RIVAS OJEDA, soltero, domiciliado en Santiago, RUT 3.7#.@#1-?, segun escritura',
      'de fecha 2 de Mayo de l986 ante el Notario de Santiago don Julio Soto Paz.-',
      sentence,
    ]);
    const { entry } = extractInscription(document).value;
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual(reference);
    expect(entry.vendedores[0]?.domicilio).toBe('Santiago');
  });
});

describe('a bien familiar certificate in prose naming the property’s town after its street', () => {
  it.each([
    ['el inmueble ubicado en calle Piloto Carmona número ochenta y ocho de Futaleufú, y que', 'Futaleufú'],
    ['el inmueble ubicado en pasaje Los Notros N° 55 de Cochrane, y que', 'Cochrane'],
  ])('reads the comuna of "%s"', (place, comuna) => {
    const document = cbrDocument([
      'El infrascrito certifica, asimismo, que al margen de la inscripción de dominio de fojas 88',
      'vuelta número 74 del Registro de Propiedad del año 2022 no existe anotación de haberse',
      `declarado bien familiar ${place} tal declaración tampoco se encuentra inscrita en el`,
      'Registro de Interdicciones y Prohibiciones de Enajenar. Futaleufú, dos de marzo de dos mil',
      'veintiséis. Control FUT-0414/26.',
    ]);
    expect(extractGpCertificate(document).value.comuna).toBe(comuna);
  });
});

describe('a digitised title’s surface and plan numbers opening with an "l" read for a 1', () => {
  it.each([
    ['plano archivado bajo el N° 9l2 de 1979, superficie l44 m2.-', 'superficie 144 m2'],
    ['segun plano archivado con el numero l88 del año 1987, superficie l60 m2.-', 'superficie 160 m2'],
  ])('repairs "%s"', (words, surface) => {
    const document = cbrDocument([
      'Fs. 4l2                                                     N° 39O',
      'PUENTE ALTO, doce de Mayo de mil novecientos ochenta y seis.- Don PEDRO ANTONIO ROJAS',
      'LILLO, empleado, casado, domiciliado en Puente Alto, es dueno de la casa y sitio ubicados',
      `en Pasaje Los Olmos numero cuarenta y cuatro, comuna de Puente Alto, ${words} Lo adquirio`,
      'por compra a don TOMAS RIVAS OJEDA, segun escritura de fecha 2 de Mayo de 1986 ante el',
      'Notario de Santiago don Julio Soto Paz.- Titulo anterior fojas 77 numero 60 del ano 1970.-',
    ]);
    expect(extractInscription(document).value.entry.descripcion_propiedad).toContain(surface);
  });
});

describe('a DOM section heading naming the affectation "POR" its topic, garbled on a worn copy', () => {
  it.each(['B) AFECTACIÓN POR VIALIDAD', '1.-APMECTACION POR VIALIDAD', '2.-AFEGTACIÓN POR VIALIDAD'])(
    'is the statement its marks answer, not a heading stating nothing (%s)',
    (heading) => {
      const read = extractMunicipalAffectation(
        certificateDocument([
          'ILUSTRE MUNICIPALIDAD DE LA PINTANA',
          'DIRECCIÓN DE OBRAS MUNICIPALES',
          'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 2207',
          'Fecha: 12/05/2026',
          'Rol de avalúo: 3318-41',
          'Se certifica que la propiedad individualizada:',
          '[ ] NO está afecta a utilidad pública   [X] SÍ está afecta a utilidad pública',
          heading,
          'l] Y []3NO0 PO Emancho Apertora Via(s); Avenida El Roble, enssnche a 20 metros',
          '[ ] Afectación involucra edificios   [X] Afectación involucra sólo terreno',
        ]),
      );
      expect(read.value.expropiacion_vial).toBe(true);
      expect(read.value.tipo_afectacion_vial).toBe('Afectación involucra sólo terreno');
    },
  );
});
