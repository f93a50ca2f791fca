import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractCompanyCertificate } from '../../server/analysis/engine/extractors/companyCertificate';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { familyHomeFacts } from '../../server/analysis/engine/facts/familyHomeFacts';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * The forms real offices print that the real-dev certificates show only once or not at all
 * (issue #18), written for these tests before any fix: made-up notario-conservadores, people and
 * numbers. Repertorio and folio real numbers beside fojas/número, years and dates in words,
 * fojas and vuelta abbreviations, GP sections numbered in Roman numerals or letters, "sin
 * gravámenes" in many wordings, sign-offs "a <día> de <mes> de <año>", and the TGR taxpayer's RUT.
 */

const entryOf = (...lines: string[]) => extractInscription(cbrDocument(lines)).value.entry;
const gpOf = (...lines: string[]) => extractGpCertificate(cbrDocument(lines)).value;
const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

describe('the office named by its notario-conservador', () => {
  it.each([
    ['NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE YUNGAY', 'Yungay'],
    ['Notario y Conservador de Curacautín', 'Curacautín'],
    ['NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE MULCHÉN', 'Mulchén'],
    ['Notario Público, Conservador y Archivero Judicial de Nacimiento', 'Nacimiento'],
    ['Notaría y Conservaduría de Bienes Raíces de Quirihue', 'Quirihue'],
    ['Oficio de Notario y Conservador de Bienes Raíces de Santa Bárbara', 'Santa Bárbara'],
  ])('reads "%s" in the heading', (heading, conservador) => {
    const entry = entryOf(
      heading,
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 120 número 98 del Registro de Propiedad del año 2011,',
      'a nombre de don ARIEL ENRIQUE SALAS VERA, se encuentra vigente.',
      'Doy fe, 3 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({ conservador, fojas: 120, numero: 98, ano: 2011 });
  });

  it('reads the office from the signature "Notario y Conservador Titular" under the name', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que el inmueble inscrito a fojas 45 número 39 del Registro de Propiedad del año 2014',
      'se encuentra vigente a nombre de doña ROSA ELVIRA TAPIA MORA.',
      'Bulnes, 2 de octubre de 2025.',
      'PATRICIO ANDRÉS LEIVA SOTO',
      'NOTARIO Y CONSERVADOR TITULAR',
      'BULNES',
    );
    expect(entry).toMatchObject({ conservador: 'Bulnes', fecha_emision: '2025-10-02' });
  });
});

describe('Repertorio and folio real numbers beside fojas and número', () => {
  it.each([
    'inscrito a fojas 1.204 número 877, Repertorio N° 4.512, del Registro de Propiedad del año 2018',
    'inscrito a fs. 1204 N° 877 (Rep. 4512) del Registro de Propiedad del año 2018',
    'inscrito a Fojas 1204, Rep. N° 4512, Número 877 del Registro de Propiedad del año 2018',
    'Repertorio 4512, inscrito a fojas 1204 número 877 del Registro de Propiedad del año 2018',
    'inscrito a fojas 1204 bajo el número 877, anotado en el Repertorio con el número 4512, del Registro de Propiedad del año 2018',
    'Folio Real N° 33.410, inscrito a fojas 1204 número 877 del Registro de Propiedad del año 2018',
    'inscrito a fojas 1204 número 877 del Registro de Propiedad del año 2018 (Folio Real 33410, Repertorio 4512)',
  ])('reads fojas 1204, número 877 from "%s"', (line) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'CERTIFICADO DE DOMINIO VIGENTE',
      `Certifico que el inmueble ${line}, se encuentra vigente a nombre de don HUGO RENÉ OLAVE PAZ.`,
      'Linares, 14 de agosto de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 1204, numero: 877, ano: 2018, conservador: 'Linares' });
  });

  it('reads a labelled table with Repertorio and Folio Real lines', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE SAN CARLOS',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Folio Real: 7781',
      'Repertorio: 2290',
      'Fojas: 655 vta.',
      'Número: 512',
      'Año: 2016',
      'Registro: Propiedad',
      'Propietario: CLAUDIA ANDREA VIDAL RÍOS',
      'Se encuentra vigente a la fecha.',
      'San Carlos, 7 de agosto de 2025.',
    );
    expect(entry).toMatchObject({
      fojas: 655,
      vuelta: true,
      numero: 512,
      ano: 2016,
      conservador: 'San Carlos',
    });
  });

  it('keeps the repertorio out of a GP item', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Parral.',
      'HIPOTECAS: 1) Hipoteca inscrita a fojas 150 número 99, Repertorio 1.877, del año 2015, a favor de BANCO DEL ESTADO DE CHILE.',
      'PROHIBICIONES: 1) Prohibición inscrita a fojas 210 número 140, Rep. 1.878, del año 2015, a favor de BANCO DEL ESTADO DE CHILE.',
      'Parral, 19 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 300, numero: 280, ano: 2015 });
    expect(gp.gravamenes).toMatchObject([{ fojas: 150, numero: 99, ano: 2015 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 210, numero: 140, ano: 2015 }]);
  });
});

describe('years and dates written in words', () => {
  it.each([
    ['del año dos mil diecisiete', 2017],
    ['del año dos mil veintiuno', 2021],
    ['correspondiente al año mil novecientos noventa y ocho', 1998],
    ['del año dos mil once', 2011],
    ['del año dos mil', 2000],
  ])('reads the inscription year "%s"', (year, ano) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
      'CERTIFICADO DE DOMINIO VIGENTE',
      `Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad ${year}, a nombre de`,
      'don JAIME ORLANDO PINO SAEZ, se encuentra vigente.',
      'Angol, 1 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 88, numero: 71, ano });
  });

  it.each([
    ['Dado en Victoria, a veintiocho de agosto de dos mil veinticinco.', '2025-08-28'],
    ['Victoria, a 28 de agosto de 2025.', '2025-08-28'],
    ['En Victoria, a 28 días del mes de agosto del año 2025.', '2025-08-28'],
    ['Victoria, a veintiocho días del mes de agosto del año dos mil veinticinco.', '2025-08-28'],
    ['Se otorga el presente en Victoria, a primero de septiembre de dos mil veinticinco.', '2025-09-01'],
    ['VICTORIA, 28 AGOSTO 2025.', '2025-08-28'],
  ])('reads the sign-off date "%s"', (signOff, fecha) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE VICTORIA',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 301 número 254 del Registro de Propiedad del año 2010, a',
      'nombre de doña MARTA ELISA CURIN LEFIO, se encuentra vigente a esta fecha.',
      signOff,
    );
    expect(entry.fecha_emision).toBe(fecha);
  });
});

describe('fojas and vuelta abbreviations', () => {
  it.each([
    ['a fs. 512 vta. N° 430', 512, true],
    ['a Fjs. 512 v. N° 430', 512, true],
    ['a F. 512 V N° 430', 512, true],
    ['a Fs.512v. Nº430', 512, true],
    ['a fojas 512 vuelta, número 430', 512, true],
    ['a Fjs. 512, Nro. 430', 512, false],
    ['a F. 512 N° 430', 512, false],
    ['a fs. 512 F, N° 430', 512, false],
    ['a Fojas 512 V. bajo el N° 430', 512, true],
    ['a fs. 512 vlta. N° 430', 512, true],
  ])('reads "%s"', (reference, fojas, vuelta) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
      'CERTIFICADO DE DOMINIO VIGENTE',
      `Certifico que el dominio del inmueble rola inscrito ${reference} del Registro de Propiedad del año 2013,`,
      'a nombre de don ELÍAS ANTONIO MILLAPÁN ROA, y se encuentra vigente.',
      'Lautaro, 5 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({ fojas, vuelta, numero: 430, ano: 2013 });
  });

  it.each([
    ['Hipoteca a Fjs. 77 v. N° 60 del año 2019, a favor de BANCO SANTANDER-CHILE.', 77, true],
    ['Hipoteca a F. 77 N° 60 del año 2019, a favor de BANCO SANTANDER-CHILE.', 77, false],
    ['Hipoteca a fs. 77 vta. Nº 60 año 2019, a favor de BANCO SANTANDER-CHILE.', 77, true],
  ])('reads a GP item "%s"', (item, fojas, vuelta) => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 20 número 18 del Registro de Propiedad del año 2019, comuna de Loncoche.',
      'HIPOTECAS Y GRAVÁMENES:',
      `1) ${item}`,
      'Loncoche, 2 de septiembre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas, vuelta, numero: 60, ano: 2019 }]);
  });
});

describe('GP sections numbered with Roman numerals or letters', () => {
  it('reads sections "I.- … II.- … III.- … IV.-"', () => {
    const gp = gpOf(
      'NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE PITRUFQUÉN',
      'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Inmueble: Calle Balmaceda 220, comuna de Pitrufquén, inscrito a fojas 610 número 555 del',
      'Registro de Propiedad del año 2017.',
      'I.- HIPOTECAS Y GRAVÁMENES: Hipoteca a fojas 400 número 350 del año 2017, a favor de BANCO DE CHILE.',
      'II.- INTERDICCIONES Y PROHIBICIONES: Prohibición a fojas 380 número 330 del año 2017, a favor de BANCO DE CHILE.',
      'III.- LITIGIOS: No hay.',
      'IV.- BIEN FAMILIAR: No hay.',
      'Pitrufquén, 12 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 610, numero: 555, ano: 2017, conservador: 'Pitrufquén' });
    expect(gp.gravamenes).toMatchObject([{ fojas: 400, numero: 350, ano: 2017 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 380, numero: 330, ano: 2017 }]);
  });

  it('reads sections "A) … B) …" each answered "sin gravámenes" / "sin prohibiciones"', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES',
      'Propiedad inscrita a fojas 1.050 vta. número 980 del Registro de Propiedad del año 2020, comuna de Carahue.',
      'A) REGISTRO DE HIPOTECAS Y GRAVÁMENES: sin gravámenes.',
      'B) REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR: sin prohibiciones.',
      'Carahue, 9 de septiembre de 2025.',
    );
    expect(gp).toMatchObject({
      fojas: 1050,
      vuelta: true,
      numero: 980,
      ano: 2020,
      gravamenes: [],
      prohibiciones: [],
    });
  });

  it('reads lettered sections whose items are numbered inside', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES E INTERDICCIONES',
      'Inmueble inscrito a fojas 77 número 66 del Registro de Propiedad del año 2012, comuna de Collipulli.',
      'a) Hipotecas y Gravámenes:',
      '   1.- Servidumbre de alcantarillado inscrita a fojas 10 número 9 del año 1990.',
      '   2.- Hipoteca inscrita a fojas 52 número 44 del año 2012, a favor de COOPEUCH.',
      'b) Interdicciones y Prohibiciones:',
      '   1.- Prohibición inscrita a fojas 60 número 51 del año 2012, a favor de COOPEUCH.',
      'Collipulli, 4 de septiembre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { fojas: 10, numero: 9, ano: 1990 },
      { fojas: 52, numero: 44, ano: 2012 },
    ]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 60, numero: 51, ano: 2012 }]);
  });

  it('reads sections "PRIMERO: … SEGUNDO: …"', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 901 número 804 del Registro de Propiedad del año 2009, comuna de Traiguén.',
      'PRIMERO: Registro de Hipotecas y Gravámenes: no registra hipotecas ni gravámenes vigentes.',
      'SEGUNDO: Registro de Interdicciones y Prohibiciones de Enajenar: Embargo a fojas 33 número 29 del',
      'año 2024, decretado por el Juzgado de Letras de Traiguén, causa Rol C-120-2024.',
      'Traiguén, 11 de septiembre de 2025.',
    );
    expect(gp.gravamenes).toEqual([]);
    expect(gp.prohibiciones).toMatchObject([{ tipo: 'EMBARGO', fojas: 33, numero: 29, ano: 2024 }]);
  });
});

describe('"sin gravámenes" in many wordings', () => {
  it.each([
    'El inmueble no reconoce hipotecas ni gravámenes. Tampoco reconoce prohibiciones ni interdicciones.',
    'Se encuentra libre de hipotecas y gravámenes, y libre de interdicciones y prohibiciones de enajenar.',
    'No aparecen inscritas hipotecas, gravámenes, interdicciones ni prohibiciones vigentes.',
    'HIPOTECAS: NO HAY. GRAVÁMENES: NO HAY. PROHIBICIONES: NO HAY. INTERDICCIONES: NO HAY.',
    'Hipotecas y Gravámenes: NINGUNA. Interdicciones y Prohibiciones: NINGUNA.',
    'Revisados los índices, no se encontraron hipotecas ni gravámenes, ni interdicciones o prohibiciones que afecten al inmueble.',
    'Hipotecas y gravámenes: sin inscripciones vigentes. Prohibiciones e interdicciones: sin inscripciones vigentes.',
    'Registro de Hipotecas: NO TIENE. Registro de Prohibiciones: NO TIENE.',
    'El inmueble se encuentra sin gravámenes ni prohibiciones vigentes.',
  ])('reads "%s" as both lists empty', (statement) => {
    const result = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 410 número 388 del Registro de Propiedad del año 2016, comuna de Lebu.',
        statement,
        'Lebu, 8 de septiembre de 2025.',
      ]),
    );
    expect(result.value).toMatchObject({
      fojas: 410,
      numero: 388,
      ano: 2016,
      gravamenes: [],
      prohibiciones: [],
    });
  });
});

describe('dominio vigente in notario-conservador wordings', () => {
  it('reads a short form "rola inscrito a Fjs. … del año dos mil …"', () => {
    const entry = entryOf(
      'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES',
      'DE CURACAUTÍN',
      'CERTIFICADO DE VIGENCIA',
      'El Notario y Conservador que suscribe certifica que la propiedad ubicada en calle Yungay 455,',
      'comuna de Curacautín, rola inscrita a Fjs. 233 v. N° 201 del Registro de Propiedad del año dos mil',
      'quince, a nombre de don OSVALDO RAÚL MELLADO FUENTES, y que dicha inscripción se encuentra',
      'vigente a esta fecha.',
      'Curacautín, a 16 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({
      conservador: 'Curacautín',
      fojas: 233,
      vuelta: true,
      numero: 201,
      ano: 2015,
      comuna: 'Curacautín',
      fecha_emision: '2025-09-16',
    });
  });

  it('reads the certification "a fojas … con el número … en el Registro de Propiedad del año …" with the Rep. first', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE TOMÉ',
      'Rep. N° 3.118',
      'CERTIFICO: Que la inscripción de dominio a fojas 944 con el número 811 en el Registro de',
      'Propiedad del año 2019, a nombre de doña INÉS DEL CARMEN SALGADO RIQUELME, se encuentra vigente.',
      'Tomé, a 22 de agosto de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 944, numero: 811, ano: 2019, fecha_emision: '2025-08-22' });
  });

  it('reads a "Repertorio" line before the sign-off without taking it as the número', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que el inmueble inscrito a fojas 3.301 número 2.877 del Registro de Propiedad del año',
      '2021 del Conservador de Bienes Raíces de Coronel se encuentra vigente a nombre de don NELSON',
      'IVÁN ULLOA CARRASCO.',
      'Repertorio N° 9.012 - Carátula N° 120.455',
      'Coronel, 30 de agosto de 2025.',
    );
    expect(entry).toMatchObject({ conservador: 'Coronel', fojas: 3301, numero: 2877, ano: 2021 });
  });
});

describe('the TGR taxpayer’s RUT when the certificate prints it', () => {
  const head = ['TESORERÍA GENERAL DE LA REPÚBLICA', 'CERTIFICADO DE DEUDA DE CONTRIBUCIONES'];
  it.each([
    ['Contribuyente: ARAVENA PINOCHET LUIS ESTEBAN', 'RUT: 12.345.678-5'],
    ['Nombre: ARAVENA PINOCHET LUIS ESTEBAN', 'R.U.T. Contribuyente: 12.345.678-5'],
    ['Nombre: ARAVENA PINOCHET LUIS ESTEBAN   RUT: 12345678-5', ''],
    ['Propietario: ARAVENA PINOCHET LUIS ESTEBAN, RUT 12.345.678-5', ''],
    ['Contribuyente: ARAVENA PINOCHET LUIS ESTEBAN (RUN 12.345.678-5)', ''],
  ])('reads "%s %s"', (name, rut) => {
    const certificate = tgr(
      ...head,
      name,
      ...(rut ? [rut] : []),
      'Rol: 412-77',
      'Dirección: Avenida Brasil 1180',
      'Comuna: Linares',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 41.200',
    );
    expect(certificate.contribuyente).toEqual({
      nombre: 'ARAVENA PINOCHET LUIS ESTEBAN',
      rut: '12.345.678-5',
    });
  });

  it('leaves the RUT empty when only the Tesorería’s own RUT is printed', () => {
    const certificate = tgr(
      ...head,
      'Tesorería General de la República, RUT 60.805.000-0',
      'NOMBRE: ARAVENA PINOCHET LUIS ESTEBAN',
      'Rol: 412-77',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 41.200',
    );
    expect(certificate.contribuyente).toEqual({ nombre: 'ARAVENA PINOCHET LUIS ESTEBAN', rut: null });
  });

  it('leaves the RUT empty on the Jasper form, which prints none', () => {
    const certificate = tgr(
      'Certificado de Deuda',
      'NOMBRE ARAVENA PINOCHET LUIS ESTEBAN',
      'DIRECCION AV BRASIL 1180 COMUNA LINARES',
      'ROL 9201-00412-077',
      'Total Deuda No Vencida (CLP) 41,200 0 0 0 41,200',
    );
    expect(certificate.contribuyente.rut).toBeNull();
  });
});

describe('second round: repertorio, folio real and words in GP items and copies', () => {
  it('reads an inscription line "Fs. … N° … Año … Rep. …" in a labelled block', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Inscripción de dominio: Fs. 2.044 N° 1.733 Año 2019 Rep. 6.120',
      'Titular: MARIO ALBERTO CÁCERES LOYOLA',
      'Certifico que la inscripción singularizada se encuentra vigente.',
      'San Fernando, a 3 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 2044, numero: 1733, ano: 2019, fecha_emision: '2025-09-03' });
  });

  it('reads "número … Rep. … año …" without taking the repertorio as the year’s neighbour', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 2044 número 1733, Repertorio número 6120, año 2019, se',
      'encuentra vigente a nombre de don MARIO ALBERTO CÁCERES LOYOLA.',
      'San Fernando, a 3 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 2044, numero: 1733, ano: 2019 });
  });

  it('reads GP items that open with their repertorio', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Molina.',
      'HIPOTECAS Y GRAVÁMENES:',
      'Rep. 1877 - HIPOTECA a fs. 150 N° 99 del año 2015, a favor de BANCO BICE.',
      'INTERDICCIONES Y PROHIBICIONES:',
      'Rep. 1878 - PROHIBICIÓN a fs. 210 N° 140 del año 2015, a favor de BANCO BICE.',
      'Molina, a 19 de agosto de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 150, numero: 99, ano: 2015 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 210, numero: 140, ano: 2015 }]);
    expect(gp.fecha_emision).toBe('2025-08-19');
  });

  it('reads a GP table with a Repertorio column', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Molina.',
      'Tipo          Fojas   Número   Año    Repertorio   Acreedor',
      'HIPOTECA      150     99       2015   1877         BANCO BICE',
      'PROHIBICIÓN   210     140      2015   1878         BANCO BICE',
      'Molina, 19 de agosto de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 150, numero: 99, ano: 2015 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 210, numero: 140, ano: 2015 }]);
  });

  it('reads GP items whose references are in words', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas trescientas número doscientos ochenta del Registro de Propiedad del año dos mil quince, comuna de Chanco.',
      'HIPOTECAS: una hipoteca inscrita a fojas ciento cincuenta vuelta número noventa y nueve del año dos mil quince, a favor de BANCO DE CRÉDITO E INVERSIONES.',
      'PROHIBICIONES: no hay.',
      'Chanco, a veinte de agosto de dos mil veinticinco.',
    );
    expect(gp).toMatchObject({ fojas: 300, numero: 280, ano: 2015, fecha_emision: '2025-08-20' });
    expect(gp.gravamenes).toMatchObject([{ fojas: 150, vuelta: true, numero: 99, ano: 2015 }]);
    expect(gp.prohibiciones).toEqual([]);
  });

  it('reads a GP item "a fs. 150 F N° 99" as frente', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Carahue.',
      'HIPOTECAS: 1) Hipoteca a Fs. 150 F Nro. 99 del Año 2015 En favor de BANCO FALABELLA.',
      'Carahue, 1 de agosto de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 150, vuelta: false, numero: 99, ano: 2015 }]);
  });

  it('reads sections "1°) … 2°) …"', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 61 número 58 del Registro de Propiedad del año 2003, comuna de Licantén.',
      '1°) HIPOTECAS Y GRAVÁMENES: Servidumbre de tránsito a fojas 12 número 10 del año 1999.',
      '2°) INTERDICCIONES Y PROHIBICIONES: no registra.',
      'Licantén, 7 de agosto de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 12, numero: 10, ano: 1999 }]);
    expect(gp.prohibiciones).toEqual([]);
  });

  it('reads the property inscription "del Conservador de … correspondiente al año …"', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 1204 número 877 del Registro de Propiedad del Conservador de',
      'Bienes Raíces de Linares correspondiente al año dos mil dieciocho, se encuentra vigente a nombre',
      'de don HUGO RENÉ OLAVE PAZ.',
      'Linares, a 14 de agosto de 2025.',
    );
    expect(entry).toMatchObject({ conservador: 'Linares', fojas: 1204, numero: 877, ano: 2018 });
  });
});

describe('second round: "sin gravámenes" in more wordings', () => {
  it.each([
    'HIPOTECAS Y GRAVÁMENES: NO TIENE VIGENTES. INTERDICCIONES Y PROHIBICIONES: NO TIENE VIGENTES.',
    'El inmueble se encuentra LIBRE DE GRAVÁMENES Y PROHIBICIONES.',
    'No existen inscripciones vigentes de hipotecas, gravámenes, interdicciones ni prohibiciones.',
    'Hipotecas: no registra anotaciones. Prohibiciones: no registra anotaciones.',
    'HIPOTECAS: ---. PROHIBICIONES: ---.',
    'Hipotecas y Gravámenes: NO. Interdicciones y Prohibiciones: NO.',
    'No afectan al inmueble hipotecas, gravámenes, prohibiciones ni embargos.',
    'Registro de Hipotecas y Gravámenes: Sin movimiento. Registro de Prohibiciones: Sin movimiento.',
  ])('reads "%s" as both lists empty', (statement) => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 410 número 388 del Registro de Propiedad del año 2016, comuna de Yumbel.',
      statement,
      'Yumbel, 8 de septiembre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 410, numero: 388, ano: 2016, gravamenes: [], prohibiciones: [] });
  });
});

describe('second round: the certificate date in the signature', () => {
  it.each([
    ['a los veintiocho días del mes de agosto de dos mil veinticinco.', '2025-08-28'],
    ['a 28 de Agosto del 2025.', '2025-08-28'],
    ['a 28/08/2025.', '2025-08-28'],
    ['a veintiocho de agosto del año dos mil veinticinco, doy fe.', '2025-08-28'],
  ])('reads "Talca, %s" after an inscription dated in words', (signOff, fecha) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE TALCA',
      'Talca, doce de marzo de dos mil diez.- Don RAÚL ANDRÉS MORA PIZARRO, soltero, de este domicilio,',
      'es dueño del sitio número 8 de la calle Uno Sur. Lo adquirió por compra a doña ANA LUISA PAZ',
      'ROJAS. Rol de avalúo 455-21 de la comuna de Talca.',
      'Certifico que la inscripción de fojas 701 número 612 del Registro de Propiedad del año 2010 se',
      'encuentra vigente.',
      `Talca, ${signOff}`,
    );
    expect(entry.fecha_emision).toBe(fecha);
  });
});

describe('notario-conservador offices the list does not hold (created in 2017 or uncertain)', () => {
  const certification = [
    'CERTIFICADO DE DOMINIO VIGENTE',
    'Certifico que la inscripción de fojas 45 número 39 del Registro de Propiedad del año 2021 se',
    'encuentra vigente a nombre de doña ROSA ELVIRA TAPIA MORA.',
  ];
  it.each([
    [['NOTARIO Y CONSERVADOR DE PUCÓN', ...certification, 'Doy fe, 2 de octubre de 2025.'], 'Pucón'],
    [
      ['Notaría y Conservador de Bienes Raíces de Peñaflor', ...certification, '2 de octubre de 2025.'],
      'Peñaflor',
    ],
    [
      [
        'CERTIFICADO DE DOMINIO VIGENTE',
        'El Notario Público y Conservador de Bienes Raíces de Santa Juana que suscribe, certifica que la',
        'inscripción de fojas 45 número 39 del Registro de Propiedad del año 2021 se encuentra vigente.',
        '2 de octubre de 2025.',
      ],
      'Santa Juana',
    ],
    [[...certification, 'Coelemu, 2 de octubre de 2025.', 'NOTARIO Y CONSERVADOR'], 'Coelemu'],
    [
      [...certification, 'Villa Alemana, a 2 de octubre de 2025.', 'Conservador de Bienes Raíces'],
      'Villa Alemana',
    ],
  ])('reads the office in %j', (lines, conservador) => {
    const entry = entryOf(...lines);
    expect(entry).toMatchObject({ conservador, fojas: 45, numero: 39, ano: 2021 });
  });
});

describe('an owner who is a conviviente civil', () => {
  it.each([
    'conviviente civil',
    'conviviente civil bajo el régimen de separación de bienes',
    'soltera, actualmente conviviente civil',
    'con acuerdo de unión civil vigente',
  ])('states no estado civil for "%s" and points the lawyer at the words', (words) => {
    const result = extractInscription(
      cbrDocument([
        `Pucón, cuatro de mayo de dos mil veintitrés.- Doña ELENA BEATRIZ CATRILEO HUENUL, ${words}, de`,
        'este domicilio, es dueña del lote 14 del loteo Los Robles. Lo adquirió por compra a don JUAN',
        'PABLO SOTO REYES. Rol de avalúo 301-12 de la comuna de Pucón.',
      ]),
    );
    expect(result.value.entry.propietarios).toMatchObject([
      { nombre: 'ELENA BEATRIZ CATRILEO HUENUL', estado_civil: null },
    ]);
    expect(result.provenance['propietarios[0].estado_civil']?.unsure).toContain('outside_vocabulary');
  });

  it('keeps the marked estado civil of an owner who is not one', () => {
    const result = extractInscription(
      cbrDocument([
        'Pucón, cuatro de mayo de dos mil veintitrés.- Doña ELENA BEATRIZ CATRILEO HUENUL, viuda, de',
        'este domicilio, es dueña del lote 14 del loteo Los Robles. Rol de avalúo 301-12 de la comuna de Pucón.',
      ]),
    );
    expect(result.value.entry.propietarios).toMatchObject([{ estado_civil: 'viudo' }]);
    expect(result.provenance['propietarios[0].estado_civil']).toBeUndefined();
  });
});

describe('fourth round: notario-conservador bundles, bien familiar, litigios and copies', () => {
  it('reads a bien familiar certificate of a notario-conservador with the inscription in words', () => {
    const document = cbrDocument([
      'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
      'CERTIFICADO DE BIEN FAMILIAR',
      'El Notario y Conservador que suscribe certifica que al margen de la inscripción de fojas',
      'doscientas treinta y tres vuelta, número doscientos uno, del Registro de Propiedad del año dos mil',
      'quince, NO CONSTA anotación alguna de declaración de bien familiar.',
      'Curacautín, a 16 de septiembre de 2025.',
    ]);
    expect(classifyDocument(document).type).toBe('gp');
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 233, vuelta: true, numero: 201, ano: 2015, conservador: 'Curacautín' });
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([false]);
  });

  it('reads a bien familiar certificate that finds the declaration noted', () => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE CAÑETE',
      'CERTIFICADO DE BIEN FAMILIAR',
      'Inmueble inscrito a Fjs. 1.020 N° 877 del Registro de Propiedad del año 2012.',
      'CERTIFICO: Que al margen de la inscripción singularizada CONSTA la declaración provisoria de bien',
      'familiar decretada por el Juzgado de Familia de Cañete en causa RIT C-210-2024.',
      'Cañete, a 2 de septiembre de 2025.',
    ]);
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 1020, numero: 877, ano: 2012, conservador: 'Cañete' });
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([true]);
  });

  it('reads a litigios certificate as a GP with nothing noted', () => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE ARAUCO',
      'CERTIFICADO DE LITIGIOS',
      'Certifico que revisado el Registro de Interdicciones y Prohibiciones de Enajenar durante los',
      'últimos treinta años, respecto del inmueble inscrito a fs. 512 vta. N° 430 del Registro de',
      'Propiedad del año 2013, no aparece inscrito ni anotado litigio alguno.',
      'Arauco, a 5 de septiembre de 2025.',
    ]);
    expect(classifyDocument(document).type).toBe('gp');
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 512, vuelta: true, numero: 430, ano: 2013, prohibiciones: [] });
  });

  it('reads a notario-conservador bundle: dominio vigente, hipotecas, prohibiciones, litigios, bien familiar', () => {
    const document = cbrDocument([
      'NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
      'A solicitud de don Pedro Soto se otorgan los siguientes certificados, por treinta años a la fecha.',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico: que la inscripción de fojas 87 vta. N° 66 del Registro de Propiedad del año dos mil',
      'dieciocho, del inmueble ubicado en calle Villagrán 455, comuna de Mulchén, se encuentra vigente a',
      'nombre de MARÍA JOSÉ VENEGAS TORO.',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Certifico: que el inmueble singularizado en el certificado anterior NO TIENE hipotecas ni gravámenes.',
      'CERTIFICADO DE PROHIBICIONES',
      'Certifico: que el inmueble singularizado TIENE VIGENTE una prohibición de enajenar inscrita a',
      'fojas 40 número 31 del año 2018, a favor de SERVIU REGIÓN DEL BIOBÍO.',
      'CERTIFICADO DE LITIGIOS: no registra.',
      'CERTIFICADO DE BIEN FAMILIAR: no registra.',
      'MULCHÉN, 4 DE SEPTIEMBRE DE 2025.',
    ]);
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({
      fojas: 87,
      vuelta: true,
      numero: 66,
      ano: 2018,
      conservador: 'Mulchén',
      fecha_emision: '2025-09-04',
      gravamenes: [],
    });
    expect(gp.prohibiciones).toMatchObject([{ fojas: 40, numero: 31, ano: 2018 }]);
    expect(gp.prohibiciones[0]?.acreedor).toMatch(/SERVIU/);
  });

  it('reads a copy with vigencia whose certification names the inscription with "Fjs." and a year in words', () => {
    const entry = entryOf(
      'NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE SANTA BÁRBARA',
      'Nº 201',
      'COMPRAVENTA',
      'SOTO REYES JUAN',
      'a',
      'MELLADO FUENTES OSVALDO',
      'Rep. 1.544',
      'Santa Bárbara, doce de marzo de dos mil quince.- Don OSVALDO RAÚL MELLADO FUENTES, casado, de',
      'este domicilio, es dueño del sitio número 8 de la calle Ercilla. Lo adquirió por compra a don JUAN',
      'PABLO SOTO REYES, según escritura de 2 de marzo de 2015 otorgada en la notaría de esta ciudad.',
      'Rol de avalúo 120-33 de la comuna de Santa Bárbara.- Requirió: P. Soto.',
      'CERTIFICO: Que la presente copia es testimonio fiel de su original, inscrita a Fjs. 233 v. N° 201',
      'del Registro de Propiedad del año dos mil quince, y que se encuentra vigente.',
      'Santa Bárbara, a 16 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({
      conservador: 'Santa Bárbara',
      fojas: 233,
      vuelta: true,
      numero: 201,
      ano: 2015,
      fecha_emision: '2025-09-16',
      rol_avaluo: '120-33',
      comuna: 'Santa Bárbara',
    });
    expect(entry.propietarios).toMatchObject([
      { nombre: 'OSVALDO RAÚL MELLADO FUENTES', estado_civil: 'casado' },
    ]);
  });

  it('reads a dominio vigente whose owner list gives RUTs and shares', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE NUEVA IMPERIAL',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que el inmueble inscrito a F. 901 N° 804 del Registro de Propiedad del año 2009 se',
      'encuentra vigente a nombre de:',
      '1.- LEFIO CURIN ANA MARÍA, RUT 9.876.543-3, en un 50%.',
      '2.- LEFIO CURIN JOSÉ LUIS, RUT 10.234.567-3, en un 50%.',
      'Nueva Imperial, a 1 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 901, numero: 804, ano: 2009, conservador: 'Nueva Imperial' });
    expect(entry.propietarios.map((owner) => owner.rut)).toEqual(['9.876.543-3', '10.234.567-3']);
  });
});

describe('fifth round: GP items in notario-conservador wordings', () => {
  it('reads items with "Rep." and the year in words, and counts stated in words', () => {
    const gp = gpOf(
      'NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE LAJA',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Inmueble: Pasaje Los Aromos 12, comuna de Laja, inscrito a Fjs. 300 N° 280 Rep. 1.100 del',
      'Registro de Propiedad del año dos mil quince, de propiedad de CRISTIÁN ANDRÉS PAREDES LARA.',
      'REGISTRO DE HIPOTECAS Y GRAVÁMENES: revisado por treinta años, tiene UNA inscripción vigente:',
      'HIPOTECA DE PRIMER GRADO a favor de BANCO DEL ESTADO DE CHILE, inscrita a Fjs. 44 vta. N° 33,',
      'Rep. 1.101, del año dos mil quince.',
      'REGISTRO DE INTERDICCIONES Y PROHIBICIONES: revisado por treinta años, tiene DOS inscripciones vigentes:',
      '1) PROHIBICIÓN DE GRAVAR Y ENAJENAR a favor de BANCO DEL ESTADO DE CHILE, inscrita a Fjs. 50',
      'N° 41, Rep. 1.102, del año dos mil quince.',
      '2) EMBARGO decretado por el Juzgado de Letras de Laja, causa Rol C-88-2024, inscrito a F. 12 v.',
      'N° 9 del año dos mil veinticuatro.',
      'Laja, a 10 de septiembre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 300, numero: 280, ano: 2015, conservador: 'Laja' });
    expect(gp.gravamenes).toMatchObject([{ fojas: 44, vuelta: true, numero: 33, ano: 2015 }]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 50, numero: 41, ano: 2015 },
      { tipo: 'EMBARGO', fojas: 12, vuelta: true, numero: 9, ano: 2024 },
    ]);
    expect(gp.propietarios.map((owner) => owner.nombre)).toEqual(['CRISTIÁN ANDRÉS PAREDES LARA']);
  });

  it('reads a property given by its folio real and inscription on labelled lines', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Folio Real        : 3310',
      'Inscripción       : Fs. 300 vta. N° 280 Año 2015',
      'Repertorio        : 1100',
      'Comuna            : Yumbel',
      'Hipotecas y Gravámenes: no registra.',
      'Interdicciones y Prohibiciones: no registra.',
      'Yumbel, 8 de septiembre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 300, vuelta: true, numero: 280, ano: 2015, comuna: 'Yumbel' });
    expect(gp.gravamenes).toEqual([]);
    expect(gp.prohibiciones).toEqual([]);
  });

  it('reads items where the repertorio comes first and fojas last ("Rep. … N° … Fs. …")', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Vicuña.',
      'HIPOTECAS:',
      '1.- Rep. N° 2.210, N° 1.904, Fs. 2.210 vta., año 2016: HIPOTECA a favor de BANCO ITAÚ CHILE.',
      'Vicuña, 2 de septiembre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 2210, vuelta: true, numero: 1904, ano: 2016 }]);
  });

  it('reads a dominio vigente certifying the owner with "a fs." and the date "a los … días"', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'JORGE LUIS ARRIAGADA POBLETE, Notario Público y Conservador de Bienes Raíces de Yumbel, certifica',
      'que el inmueble inscrito a fs. 1.301 vta. bajo el N° 1.145, Rep. 3.377, del Registro de',
      'Propiedad del año 2022, se encuentra vigente a nombre de doña PAOLA ANDREA RIFO SEPÚLVEDA.',
      'Dado en Yumbel, a los diez días del mes de septiembre de dos mil veinticinco.',
    );
    expect(entry).toMatchObject({
      conservador: 'Yumbel',
      fojas: 1301,
      vuelta: true,
      numero: 1145,
      ano: 2022,
      fecha_emision: '2025-09-10',
    });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['PAOLA ANDREA RIFO SEPÚLVEDA']);
  });
});

describe('sixth round: the same forms as a text layer damages them', () => {
  it('reads a reference split over lines with runs of spaces ("Fjs.\\n233  v.  N°\\n201")', () => {
    const entry = entryOf(
      'NOTARIO  Y  CONSERVADOR  DE  BIENES  RAÍCES  DE  YUNGAY',
      'Certifico:  que  la  inscripción  de  dominio  de  Fjs.',
      '233  v.  N°',
      '201  del  Registro  de  Propiedad  del  año  dos  mil',
      'quince,  se  encuentra  vigente  a  nombre  de  OSVALDO  RAÚL  MELLADO  FUENTES.-',
      'YUNGAY,  16  DE  SEPTIEMBRE  DE  2025.-',
    );
    expect(entry).toMatchObject({
      conservador: 'Yungay',
      fojas: 233,
      vuelta: true,
      numero: 201,
      ano: 2015,
      fecha_emision: '2025-09-16',
    });
  });

  it('reads a reference with its words glued ("aFjs.233v.N°201delaño2015")', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE YUNGAY',
      'Certificoquelainscripcióndedominioa Fjs.233v.N°201delaño2015seencuentravigente.',
      'Yungay,16deseptiembrede2025.',
    );
    expect(entry).toMatchObject({ fojas: 233, vuelta: true, numero: 201, ano: 2015 });
  });

  it('reads a reference whose page footer and header fall between fojas and número', () => {
    const entry = extractInscription(
      cbrDocument(
        [
          'CONSERVADOR DE BIENES RAÍCES DE TRAIGUÉN',
          'CERTIFICADO DE DOMINIO VIGENTE',
          'Certifico que la inscripción de fojas 901 vta.',
          'Pág. 1 de 2 - Código de verificación 7731-ab21',
        ],
        [
          'CONSERVADOR DE BIENES RAÍCES DE TRAIGUÉN',
          'número 804 del Registro de Propiedad del año 2009 se encuentra vigente a nombre de don RAÚL',
          'ANDRÉS MORA PIZARRO.',
          'Traiguén, a 11 de septiembre de 2025.',
          'Pág. 2 de 2 - Código de verificación 7731-ab21',
        ],
      ),
    ).value.entry;
    expect(entry).toMatchObject({
      fojas: 901,
      vuelta: true,
      numero: 804,
      ano: 2009,
      conservador: 'Traiguén',
    });
  });

  it('reads a GP item split over lines ("Fjs.\\n44 vta. N°\\n33") under a Roman-numeral section', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Laja.',
      'I.-   HIPOTECAS   Y   GRAVÁMENES',
      '1)  HIPOTECA  a  favor  de  BANCO  DEL  ESTADO  DE  CHILE,  inscrita  a  Fjs.',
      '44  vta.  N°',
      '33  del  año  2015.-',
      'II.-   INTERDICCIONES   Y   PROHIBICIONES:   no   registra.-',
      'Laja,  a  10  de  septiembre  de  2025.-',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 44, vuelta: true, numero: 33, ano: 2015 }]);
    expect(gp.prohibiciones).toEqual([]);
  });
});

describe('seventh round: the TGR taxpayer’s RUT in more layouts', () => {
  it('reads it from a sentence naming the taxpayer', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'La Tesorería certifica que la propiedad Rol N° 318-9 de la comuna de Osorno, a nombre de MANSILLA',
      'OJEDA PATRICIA ELENA, RUT 12.345.678-5, no registra deuda de contribuciones al 14 de octubre de 2025.',
    );
    expect(certificate.rol_avaluo).toBe('318-9');
    expect(certificate.contribuyente.rut).toBe('12.345.678-5');
  });

  it('reads it from a table whose header names the columns', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA - CERTIFICADO DE DEUDA',
      'ROL          CONTRIBUYENTE                      RUT            COMUNA',
      '412-77       ARAVENA PINOCHET LUIS ESTEBAN      12.345.678-5   LINARES',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 41.200',
    );
    expect(certificate.contribuyente).toEqual({
      nombre: 'ARAVENA PINOCHET LUIS ESTEBAN',
      rut: '12.345.678-5',
    });
  });

  it('leaves out the RUT of a person the certificate is issued to, who is not the taxpayer', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Solicitante: MARCO ANTONIO ROJAS PAZ   RUT Solicitante: 15.111.222-3',
      'Contribuyente: ARAVENA PINOCHET LUIS ESTEBAN',
      'Rol: 412-77',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 41.200',
    );
    expect(certificate.contribuyente).toEqual({ nombre: 'ARAVENA PINOCHET LUIS ESTEBAN', rut: null });
  });
});

describe('eighth round: company certificates of the Registro de Comercio in notario-conservador wordings', () => {
  const company = (...lines: string[]) => extractCompanyCertificate(cbrDocument(lines)).value;

  it.each([
    [
      'NOTARIO Y CONSERVADOR DE BIENES RAÍCES Y COMERCIO DE LAJA',
      'CERTIFICADO DE VIGENCIA DE SOCIEDAD',
      'Certifico que la sociedad "AGRÍCOLA LOS MAITENES SpA", RUT 76.543.210-3, inscrita a Fjs. 12 v.',
      'N° 9 del Registro de Comercio del año dos mil dieciocho, se encuentra vigente, no constando al',
      'margen de su inscripción anotación de disolución.',
      'Laja, a 3 de septiembre de 2025.',
    ],
    [
      'CONSERVADURÍA DE BIENES RAÍCES Y COMERCIO DE QUIRIHUE',
      'CERTIFICADO DE VIGENCIA',
      'Razón social: AGRÍCOLA LOS MAITENES SpA',
      'R.U.T.: 76.543.210-3',
      'Inscripción: Fs. 12 vta. N° 9 Rep. 77 Registro de Comercio año 2018',
      'Estado: VIGENTE. Sin anotaciones de disolución al margen.',
      'Quirihue, a 3 de septiembre de 2025.',
    ],
  ])('reads certificate %#', (...lines) => {
    expect(company(...lines)).toMatchObject({
      name: 'AGRÍCOLA LOS MAITENES SpA',
      rut: '76.543.210-3',
      vigente: true,
      fecha_emision: '2025-09-03',
    });
  });
});

describe('ninth round: margins, repertorio columns and issue dates', () => {
  it('reads the inscription from a copy’s margin where the repertorio is printed above the número', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO',
      'Rep. N° 4.512',
      'N° 877',
      'Fs. 1.204',
      'COMPRAVENTA',
      'San Fernando, diez de mayo de dos mil diecinueve.- Don MARIO ALBERTO CÁCERES LOYOLA, soltero,',
      'de este domicilio, es dueño de la parcela número 4 del proyecto de parcelación El Huique. Lo',
      'adquirió por compra a doña ANA LUISA PAZ ROJAS. Rol de avalúo 210-5 de la comuna de San Fernando.',
      'CERTIFICO: Que la inscripción que antecede se encuentra vigente.',
      'San Fernando, a 3 de septiembre de 2025.',
    );
    expect(entry).toMatchObject({
      fojas: 1204,
      numero: 877,
      ano: 2019,
      conservador: 'San Fernando',
      fecha_emision: '2025-09-03',
    });
  });

  it('reads a GP table whose first column is the repertorio', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Molina.',
      'Rep.     Fojas   Número   Año    Tipo           Acreedor',
      '1877     150     99       2015   HIPOTECA       BANCO BICE',
      '1878     210     140      2015   PROHIBICIÓN    BANCO BICE',
      'Molina, 19 de agosto de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 150, numero: 99, ano: 2015, acreedor: 'BANCO BICE' }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 210, numero: 140, ano: 2015, acreedor: 'BANCO BICE' }]);
  });

  it.each([
    ['Emitido el día 3 de septiembre de 2025 a las 10:15 hrs.', '2025-09-03'],
    ['Fecha de emisión: 03-09-2025', '2025-09-03'],
    ['Fecha del certificado: 03/09/2025 10:15', '2025-09-03'],
    ['Expedido en Parral, el tres de septiembre del año dos mil veinticinco.', '2025-09-03'],
  ])('reads the GP issue date "%s"', (line, fecha) => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2015, comuna de Parral.',
      'Hipotecas y gravámenes: no registra. Interdicciones y prohibiciones: no registra.',
      line,
    );
    expect(gp.fecha_emision).toBe(fecha);
  });
});

describe('tenth round: the office named with its territory', () => {
  it.each([
    ['Conservador de Bienes Raíces de la Provincia de Linares', 'Linares'],
    ['CONSERVADOR DE BIENES RAÍCES DE LA CIUDAD DE OVALLE', 'Ovalle'],
    ['Notario y Conservador de la comuna de Yungay', 'Yungay'],
    ['Conservador de Bienes Raíces del Departamento de Illapel', 'Illapel'],
    ['Conservador de Bienes Raíces y Comercio de la Agrupación de Comunas de Cabrero', 'Cabrero'],
  ])('reads "%s"', (heading, conservador) => {
    const entry = entryOf(
      heading,
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 120 número 98 del Registro de Propiedad del año 2011 se',
      'encuentra vigente a nombre de don ARIEL ENRIQUE SALAS VERA.',
      'Doy fe, 3 de septiembre de 2025.',
    );
    expect(entry.conservador).toBe(conservador);
  });

  it('reads the certificate date "a 14 de Mayo de 2.025" with a dotted year', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE OVALLE',
      'Certifico que la inscripción de fojas 120 número 98 del Registro de Propiedad del año 2.011 se',
      'encuentra vigente a nombre de don ARIEL ENRIQUE SALAS VERA.',
      'Ovalle, a 14 de Mayo de 2.025.',
    );
    expect(entry).toMatchObject({ ano: 2011, fecha_emision: '2025-05-14' });
  });
});

describe('an unlisted office named with its territory', () => {
  it('reads "Notario y Conservador de la comuna de Pucón"', () => {
    const entry = entryOf(
      'Notario y Conservador de la comuna de Pucón',
      'Certifico que la inscripción de fojas 45 número 39 del Registro de Propiedad del año 2021 se',
      'encuentra vigente a nombre de doña ROSA ELVIRA TAPIA MORA.',
      '2 de octubre de 2025.',
    );
    expect(entry.conservador).toBe('Pucón');
  });
});

describe('eleventh round: office numbers beside the inscription’s', () => {
  it.each([
    ['Certificado N° 45.120', 'Carátula N° 904.317'],
    ['Folio N°: 10.412.-Carátula N°: 43.716.-', 'Requirente: P. Soto'],
    ['OT: 17507  FR: 2136', 'Boleta N° 33.118'],
    ['CERTIFICADO NÚMERO : DC4812AE', 'Matrícula Inmobiliaria: 98417'],
  ])('reads fojas, número and año past "%s" / "%s"', (first, second) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
      first,
      second,
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que el inmueble inscrito a fojas 45 del Registro de Propiedad del año 2021, bajo el',
      'número 39, se encuentra vigente a nombre de doña ROSA ELVIRA TAPIA MORA.',
      'Angol, a 2 de octubre de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 45, numero: 39, ano: 2021, conservador: 'Angol' });
  });

  it('reads a GP whose heading prints the certificate number with "Nº" before the inscription', () => {
    const gp = gpOf(
      'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
      'CERTIFICADO Nº 7.781 DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a Fs. 45 vta. Nº 39 del año 2021, Registro de Propiedad.',
      'Hipotecas: no hay. Prohibiciones: no hay.',
      'Angol, a 2 de octubre de 2025.',
    );
    expect(gp).toMatchObject({
      fojas: 45,
      vuelta: true,
      numero: 39,
      ano: 2021,
      gravamenes: [],
      prohibiciones: [],
    });
  });

  it('reads a dominio vigente listing owners surname first with "1.-" and shares in words', () => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Del inmueble ubicado en la comuna de Angol, se encuentra vigente a la fecha a nombre de:',
      '1.- TAPIA MORA ROSA ELVIRA, en un cincuenta por ciento, inscrito a fojas 45 número 39 del',
      'Registro de Propiedad del año 2021.-',
      '2.- TAPIA MORA LUIS ALBERTO, en el cincuenta por ciento restante, inscrito a fojas 46 número 40',
      'del Registro de Propiedad del año 2021.-',
      'En Angol, dos de octubre del año dos mil veinticinco.-',
    );
    expect(entry).toMatchObject({ fojas: 45, numero: 39, ano: 2021, fecha_emision: '2025-10-02' });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'TAPIA MORA ROSA ELVIRA',
      'TAPIA MORA LUIS ALBERTO',
    ]);
  });
});

describe('twelfth round: sign-off dates with times, weekdays and dots', () => {
  it.each([
    ['Firmado electrónicamente a las 9:58 horas del día 20 de marzo de 2025.', '2025-03-20'],
    ['Vallenar, jueves 20 de marzo de 2025.', '2025-03-20'],
    ['Vallenar, 20.03.2025', '2025-03-20'],
    ['VALLENAR, a veinte de marzo de dos mil veinticinco.-', '2025-03-20'],
    ['Vallenar, 20 de marzo del año 2025, a las 12:15 hrs.', '2025-03-20'],
  ])('reads "%s"', (signOff, fecha) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 301 número 254 del Registro de Propiedad del año 2010, a',
      'nombre de doña MARTA ELISA CORTÉS LEIVA, se encuentra vigente.',
      signOff,
    );
    expect(entry.fecha_emision).toBe(fecha);
  });
});

describe('thirteenth round: the year printed before fojas and número', () => {
  it.each([
    'inscrito en el Registro de Propiedad del año 2018 a fojas 1204 número 877',
    'inscrito en el Registro de Propiedad correspondiente al año dos mil dieciocho, a Fs. 1204, bajo el N° 877',
    'inscrito en el Registro de Propiedad 2018, Fs. 1204, N° 877',
    'inscrito el año 2018 a fojas 1204 con el número 877 del Registro de Propiedad',
  ])('reads "%s"', (reference) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'CERTIFICADO DE DOMINIO VIGENTE',
      `Certifico que el inmueble ${reference}, se encuentra vigente a nombre de don HUGO RENÉ OLAVE PAZ.`,
      'Linares, 14 de agosto de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 1204, numero: 877, ano: 2018 });
  });
});

describe('fourteenth round: GP items with the year first', () => {
  it('reads items "inscrita en el Registro de Hipotecas del año 2015 a fojas … número …"', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito en el Registro de Propiedad del año 2015 a fojas 300 número 280, comuna de Linares.',
      'HIPOTECAS: Hipoteca inscrita en el Registro de Hipotecas del año 2015 a fojas 150 número 99, a favor de BANCO BICE.',
      'PROHIBICIONES: Prohibición inscrita en el Registro de Prohibiciones 2015, Fs. 210, N° 140, a favor de BANCO BICE.',
      'Linares, 14 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 300, numero: 280, ano: 2015 });
    expect(gp.gravamenes).toMatchObject([{ fojas: 150, numero: 99, ano: 2015, acreedor: 'BANCO BICE' }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 210, numero: 140, ano: 2015 }]);
  });
});
