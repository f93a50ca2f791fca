import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { familyHomeFacts } from '../../server/analysis/engine/facts/familyHomeFacts';
import { cbrDocument } from '../support/engineDocuments';

/*
 * The CBR documents (issue #18 items 1, 2, 3, 4, 7) in wordings written for these tests, from
 * made-up offices Arica to Punta Arenas: each test is a form a registry prints, never one sample.
 */

const entryOf = (...lines: string[]) => extractInscription(cbrDocument(lines)).value.entry;
const gpOf = (...lines: string[]) => extractGpCertificate(cbrDocument(lines)).value;

describe('earlier-title references', () => {
  it.each([
    [
      'Adquirió el inmueble por compra a don JORGE LUIS PAREDES VEGA, según escritura de 2 de marzo de 2010 otorgada en la notaría de Arica de don Pedro Soto Lara.- El título anterior rola a fs. 1.204 vta. Nº 988 del año 2004.-',
      { fojas_anterior: 1204, vuelta_anterior: true, numero_anterior: 988, ano_anterior: 2004 },
    ],
    [
      'Lo adquirió por compra a don JORGE LUIS PAREDES VEGA, según escritura de 2 de marzo de 2010.- Título anterior: Fojas 455 Número 301 del año 1998.-',
      { fojas_anterior: 455, vuelta_anterior: false, numero_anterior: 301, ano_anterior: 1998 },
    ],
    [
      'Lo adquirió por compra a don JORGE LUIS PAREDES VEGA, según escritura de 2 de marzo de 2010, quien a su vez lo adquirió según inscripción a fojas 77 número 64 del Registro de Propiedad del año 2001.-',
      { fojas_anterior: 77, vuelta_anterior: false, numero_anterior: 64, ano_anterior: 2001 },
    ],
    [
      'Lo adquirió por compra a don JORGE LUIS PAREDES VEGA, según escritura de 2 de marzo de 2010.- El título anterior está inscrito a fojas mil doscientas catorce vuelta número novecientos ocho del año mil novecientos noventa y nueve.-',
      { fojas_anterior: 1214, vuelta_anterior: true, numero_anterior: 908, ano_anterior: 1999 },
    ],
    [
      'Lo adquirió por compra a don JORGE LUIS PAREDES VEGA, según escritura de 2 de marzo de 2010.- Inscripción anterior a Fs. 3310 Nº 2701 del año 2005.-',
      { fojas_anterior: 3310, vuelta_anterior: false, numero_anterior: 2701, ano_anterior: 2005 },
    ],
  ])('reads %#', (tail, expected) => {
    const entry = entryOf(
      'Arica, tres de marzo de dos mil diez.- Don MANUEL ANTONIO CORTÉS ROJAS, cédula 9.871.224-3,',
      'casado, de este domicilio, es dueño del sitio número doce de la manzana C de la población',
      'Chinchorro, comuna de Arica, que deslinda: NORTE, en 10 metros con sitio once; SUR, en 10',
      `metros con pasaje Uno.- ${tail}`,
    );
    expect(entry).toMatchObject(expected);
  });
});

describe('deslindes in every phrasing', () => {
  const body = (deslindes: string) =>
    entryOf(
      'Copiapó, cinco de abril de dos mil doce.- Doña ROSA ELENA TAPIA MUÑOZ, cédula 10.223.441-K,',
      `soltera, de este domicilio, es dueña del lote 4 del loteo Los Aromos, comuna de Copiapó, ${deslindes}`,
      'Lo adquirió por compra a don LUIS ALBERTO VERA DÍAZ, según escritura de 1 de abril de 2012.-',
    ).deslindes;

  it('reads "al Norte, en 10 metros con …"', () => {
    expect(
      body(
        'que deslinda: al Norte, en 10 metros con lote 3; al Sur, en 10 metros con calle Los Pinos; al Oriente, en 25 metros con lote 5; y al Poniente, en 25 metros con lote 2.-',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '10,00 metros', propiedad: 'lote 3' },
      { direccion: 'Sur', largo: '10,00 metros', propiedad: 'calle Los Pinos' },
      { direccion: 'Oriente', largo: '25,00 metros', propiedad: 'lote 5' },
      { direccion: 'Poniente', largo: '25,00 metros', propiedad: 'lote 2' },
    ]);
  });

  it('reads "deslinda: por el norte, con … en … metros"', () => {
    expect(
      body(
        'y deslinda: por el norte, en 12 metros con lote 3; por el sur, en 12 metros con avenida Copayapu.-',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '12,00 metros', propiedad: 'lote 3' },
      { direccion: 'Sur', largo: '12,00 metros', propiedad: 'avenida Copayapu' },
    ]);
  });

  it('reads sides with a colon and lengths in words', () => {
    expect(
      body(
        'cuyos deslindes son: NORTE: en quince metros con lote tres; SUR: en quince metros con calle Atacama.-',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '15,00 metros', propiedad: 'lote tres' },
      { direccion: 'Sur', largo: '15,00 metros', propiedad: 'calle Atacama' },
    ]);
  });
});

describe('owners', () => {
  it('reads an owner whose name the PDF text breaks across lines', () => {
    const entry = entryOf(
      'Coyhaique, ocho de agosto de dos mil dieciséis.- Don FRANCISCO JAVIER',
      'MONTECINOS ULLOA, cédula 13.552.908-1, casado, de este domicilio, es dueño de la parcela',
      'número siete del proyecto de parcelación El Claro, comuna de Coyhaique, que deslinda: NORTE,',
      'en 100 metros con parcela seis.- Lo adquirió por compra a doña ANA MARÍA',
      'SEPÚLVEDA ROA, según escritura de 1 de agosto de 2016.-',
    );
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['FRANCISCO JAVIER MONTECINOS ULLOA']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ANA MARÍA SEPÚLVEDA ROA']);
  });
});

describe('the office named only at the end', () => {
  const body = [
    'Fojas 2210 Número 1874',
    'Puerto Montt, diez de junio de dos mil diecinueve.- Don PABLO ANDRÉS NAVARRO KRAUSE, cédula',
    '14.882.301-6, soltero, domiciliado en calle Urmeneta 55, comuna de Puerto Montt, es dueño del',
    'inmueble de calle Los Alerces 120, comuna de Puerto Varas, que deslinda: NORTE, en 20 metros',
    'con lote 1.- Lo adquirió por compra a don RAÚL PINO SOTO, según escritura de 3 de junio de 2019.-',
  ];
  it.each([
    ['Conservador de Bienes Raíces de Puerto Varas', 'Puerto Varas'],
    ['CBR Puerto Varas - Documento con firma electrónica avanzada', 'Puerto Varas'],
    ['CONSERVADOR DE BIENES RAICES DE PUERTO VARAS', 'Puerto Varas'],
    ['Verifique este documento en www.cbrpuertovaras.cl', 'Puerto Varas'],
  ])('reads it from "%s"', (footer, office) => {
    expect(
      entryOf(...body, 'Certifico que la presente copia está conforme con su original.', footer).conservador,
    ).toBe(office);
  });
});

describe('the certification sentence names the current inscription among several', () => {
  it('takes the inscription the certification names, not the first transcribed', () => {
    const entry = entryOf(
      'Fojas 310 Nº 255',
      'Punta Arenas, dos de febrero de dos mil cinco.- Don HUGO ERNESTO BARRIENTOS OYARZO, cédula',
      '6.114.220-8, casado, de este domicilio, es dueño del sitio 8 de la manzana 14, comuna de Punta',
      'Arenas, que deslinda: NORTE, en 12 metros con sitio 7.- Lo adquirió por compra a don JUAN SOTO',
      'PÉREZ, según escritura de 20 de enero de 2005.-',
      'Fojas 1402 Nº 1120',
      'Punta Arenas, nueve de mayo de dos mil diecinueve.- Doña CAROLINA ANDREA VIDAL MANSILLA,',
      'cédula 16.220.117-4, soltera, de este domicilio, es dueña del sitio 8 de la manzana 14, comuna',
      'de Punta Arenas, que deslinda: NORTE, en 12 metros con sitio 7.- Lo adquirió por compra a don',
      'HUGO ERNESTO BARRIENTOS OYARZO, según escritura de 30 de abril de 2019.-',
      'CERTIFICO: que la inscripción de dominio de fojas 1402 número 1120 del Registro de Propiedad',
      'del año 2019 se encuentra vigente. Punta Arenas, catorce de marzo de dos mil veinticinco.',
      'Conservador de Bienes Raíces de Punta Arenas',
    );
    expect(entry).toMatchObject({
      fojas: 1402,
      numero: 1120,
      ano: 2019,
      conservador: 'Punta Arenas',
      fecha_emision: '2025-03-14',
      fecha_registro: '2019-05-09',
    });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['CAROLINA ANDREA VIDAL MANSILLA']);
  });

  it('reads a certification-only copy', () => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAICES DE LOS ÁNGELES',
      'COPIA CON VIGENCIA',
      'El Conservador que suscribe certifica que la inscripción de fojas 4.118 vuelta número 3.302',
      'del Registro de Propiedad del año 2016, cuya copia se adjunta, está conforme con su original y',
      'se encuentra vigente a nombre de doña PATRICIA ELENA FUENTES SAAVEDRA.',
      'Los Ángeles, 4 de septiembre de 2025.',
      'Código de verificación: 7F3A-22C1-9B0D',
    ]);
    expect(classifyDocument(document).type).toBe('dominio_vigente');
    const entry = extractInscription(document).value.entry;
    expect(entry).toMatchObject({
      fojas: 4118,
      vuelta: true,
      numero: 3302,
      ano: 2016,
      conservador: 'Los Ángeles',
      fecha_emision: '2025-09-04',
      codigo_verificacion: '7F3A-22C1-9B0D',
    });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['PATRICIA ELENA FUENTES SAAVEDRA']);
  });

  it('reads an issue date in words', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente a nombre de don ALEJANDRO MAURICIO LAGOS PIZARRO.',
      'Vallenar, a veintidós de octubre de dos mil veinticinco.',
      'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
    );
    expect(entry).toMatchObject({ fecha_emision: '2025-10-22', conservador: 'Vallenar', fojas: 88 });
  });
});

describe('verification codes', () => {
  it.each([
    ['Código de Verificación: 4471-88AB-C02E Verifique en www.cbrtalca.cl', '4471-88AB-C02E'],
    ['Código de verificación 05KQ83TLWM\nDocumento firmado electrónicamente', '05KQ83TLWM'],
    ['Verifique con el código K9TR-2MX4P-25 en www.veridoc.cl', 'K9TR-2MX4P-25'],
  ])('reads %s', (line, code) => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. Talca, 3 de octubre de 2025.',
      line,
    );
    expect(entry.codigo_verificacion).toBe(code);
  });
});

describe('GP certificates', () => {
  it('reads "no hay" answers per registry', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 512 número 430 del Registro de Propiedad del año 2014, de',
      'propiedad de don LUIS FELIPE ARAYA TORO, ubicado en calle Prat 44, comuna de Ovalle.',
      'HIPOTECAS Y GRAVÁMENES: No hay.',
      'PROHIBICIONES E INTERDICCIONES: No hay.',
      'EMBARGOS Y LITIGIOS: No hay.',
      'Ovalle, 12 de agosto de 2025.',
      'Conservador de Bienes Raíces de Ovalle',
    );
    expect(gp).toMatchObject({
      fojas: 512,
      numero: 430,
      ano: 2014,
      conservador: 'Ovalle',
      fecha_emision: '2025-08-12',
      gravamenes: [],
      prohibiciones: [],
    });
  });

  it('reads items with creditor and action', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Del inmueble inscrito a fojas 1.330 número 1.101 del Registro de Propiedad del año 2018,',
      'comuna de Chillán.',
      'HIPOTECAS: 1) Hipoteca inscrita a fojas 880 número 612 del año 2018 a favor de BANCO',
      'SANTANDER-CHILE, por 1.850 UF.',
      'PROHIBICIONES: 1) Prohibición de gravar y enajenar inscrita a fojas 510 número 470 del año',
      '2018 a favor de BANCO SANTANDER-CHILE.',
      '2) Embargo inscrito a fojas 98 número 77 del año 2024, decretado por el Segundo Juzgado de',
      'Letras de Chillán, causa Rol C-1120-2023, a solicitud de COOPERATIVA ÑUBLE LIMITADA.',
      'Chillán, 2 de septiembre de 2025.',
      'CBR Chillán',
    );
    expect(gp.gravamenes).toMatchObject([
      { tipo: 'HIPOTECA', fojas: 880, numero: 612, ano: 2018, acreedor: 'BANCO SANTANDER-CHILE' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 510, numero: 470, ano: 2018, acreedor: 'BANCO SANTANDER-CHILE' },
      { tipo: 'EMBARGO', fojas: 98, numero: 77, ano: 2024, acreedor: 'COOPERATIVA ÑUBLE LIMITADA' },
    ]);
    expect(gp.conservador).toBe('Chillán');
  });
});

describe('a certificate of bien familiar', () => {
  it.each([
    ['CONSTA', true],
    ['NO CONSTA', false],
  ])('reads "%s"', (answer, declared) => {
    const document = cbrDocument([
      'CERTIFICADO DE BIEN FAMILIAR',
      'Foja: 2.215',
      'Número: 1.870',
      'Año: 2017',
      'Registro de Propiedad',
      'Revisado el Registro de Interdicciones y Prohibiciones de Enajenar desde el año 2017 a la fecha,',
      `${answer} marginalmente la declaración de bien familiar sobre el inmueble.`,
      'Temuco, 19 de agosto de 2025.',
      'Conservador de Bienes Raíces de Temuco',
    ]);
    expect(classifyDocument(document).type).toBe('gp');
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 2215, numero: 1870, ano: 2017, conservador: 'Temuco' });
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([declared]);
  });
});

describe('batch 2', () => {
  const opening = [
    'Los Andes, siete de julio de dos mil trece.- Doña MARÍA JOSÉ ESPINOZA SALAZAR, cédula',
    '11.402.339-0, casada, de este domicilio, es dueña del sitio 22 de la villa El Sauce, comuna de',
  ];
  const seller =
    'Lo adquirió por compra a don OMAR ESTEBAN ZÚÑIGA PIZARRO, según escritura de 1 de julio de 2013.-';

  it('reads deslindes one per line without semicolons', () => {
    const entry = entryOf(
      ...opening,
      'Los Andes, que deslinda:',
      'NORTE: en 10,50 metros con sitio 21',
      'SUR: en 10,50 metros con calle Esmeralda',
      'ORIENTE: en 30,00 metros con sitio 23',
      'PONIENTE: en 30,00 metros con sitio 20.-',
      seller,
    );
    expect(entry.deslindes.map((d) => d.direccion)).toEqual(['Norte', 'Sur', 'Oriente', 'Poniente']);
    expect(entry.deslindes[1]).toEqual({
      direccion: 'Sur',
      largo: '10,50 metros',
      propiedad: 'calle Esmeralda',
    });
  });

  it('reads deslindes without a colon after "deslinda"', () => {
    const entry = entryOf(
      ...opening,
      'Los Andes, el que deslinda al Norte, en 10,50 metros con sitio 21; al Sur, en 10,50 metros con',
      'calle Esmeralda.-',
      seller,
    );
    expect(entry.deslindes.map((d) => d.direccion)).toEqual(['Norte', 'Sur']);
  });

  it('reads the office from a signature block with the city on its own line', () => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. 3 de octubre de 2025.',
      'ERNESTO SOTO RAMÍREZ',
      'CONSERVADOR DE BIENES RAÍCES',
      'COQUIMBO',
    );
    expect(entry.conservador).toBe('Coquimbo');
  });

  it.each([
    ['NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE PICHILEMU', 'Pichilemu'],
    ['Conservador y Archivero Judicial de Castro', 'Castro'],
    ['www.conservadorlaserena.cl', 'La Serena'],
    ['CBR de Quillota', 'Quillota'],
  ])('reads the office from "%s"', (footer, office) => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. 3 de octubre de 2025.',
      footer,
    );
    expect(entry.conservador).toBe(office);
  });

  it.each([
    ['Código de verificación: 9A7C21F0Página 1 de 2', '9A7C21F0'],
    ['Código Verificación: 3XK8-PQ21Documento firmado electrónicamente', '3XK8-PQ21'],
    ['Cód. verificación 55B1-0D2A-77CE', '55B1-0D2A-77CE'],
  ])('reads a code glued to the next word: %s', (line, code) => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. Rancagua, 3 de octubre de 2025.',
      line,
    );
    expect(entry.codigo_verificacion).toBe(code);
  });

  it('reads the current inscription written in words', () => {
    const entry = entryOf(
      'El Conservador que suscribe certifica que la inscripción de fojas dos mil ciento diez vuelta,',
      'número mil ochocientos cuatro, del Registro de Propiedad del año dos mil quince, se encuentra',
      'vigente. Linares, veinte de mayo de dos mil veinticinco.',
    );
    expect(entry).toMatchObject({ fojas: 2110, vuelta: true, numero: 1804, ano: 2015 });
  });

  it('reads two owners named in a certification-only copy', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que el inmueble inscrito a fojas 640 número 512 del Registro de Propiedad del año 2009',
      'se encuentra vigente a nombre de don RODRIGO ANTONIO SILVA MORA y de doña ELENA BEATRIZ',
      'CASTRO LEIVA. Angol, 2 de junio de 2025.',
    );
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'RODRIGO ANTONIO SILVA MORA',
      'ELENA BEATRIZ CASTRO LEIVA',
    ]);
  });

  it('reads a company owner and its RUT', () => {
    const entry = entryOf(
      'Antofagasta, cuatro de mayo de dos mil veintiuno.- INMOBILIARIA LOS ANDES DEL NORTE SpA, RUT',
      '76.554.120-3, domiciliada en avenida Grecia 1200, comuna de Antofagasta, es dueña del local',
      'comercial 3 del edificio Mar Azul, comuna de Antofagasta, que deslinda: NORTE, en 8 metros con',
      'local 2.- Lo adquirió por compra a don PEDRO PABLO ROJAS SOTO, según escritura de 1 de abril de 2021.-',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'INMOBILIARIA LOS ANDES DEL NORTE SpA', rut: '76.554.120-3' },
    ]);
  });

  it('reads an owner’s R.U.N. and “de este domicilio” as the place the inscription is dated in', () => {
    const entry = entryOf(
      'Iquique, dos de enero de dos mil veinte.- Don CLAUDIO ANDRÉS MOLINA ARAYA, R.U.N. N° 12.345.678-5,',
      'divorciado, de este domicilio, es dueño del departamento 401 del edificio Cavancha, comuna de',
      'Iquique, que deslinda: NORTE, en 8 metros con departamento 402.- Lo adquirió por compra a doña',
      'INÉS SOTO VERA, según escritura de 20 de diciembre de 2019.-',
    );
    expect(entry.propietarios).toMatchObject([
      {
        nombre: 'CLAUDIO ANDRÉS MOLINA ARAYA',
        rut: '12.345.678-5',
        estado_civil: 'divorciado',
        domicilio: 'Iquique',
      },
    ]);
    expect(entry.comuna).toBe('Iquique');
  });
});

describe('GP certificates in new wordings', () => {
  const kinds = (items: { tipo: string }[]) => items.map((item) => item.tipo);

  it('a narrative certificate with servidumbre, usufructo, interdicción and litigio', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES, INTERDICCIONES Y LITIGIOS',
      'El Conservador que suscribe certifica que revisados los índices del Registro de Hipotecas y',
      'Gravámenes por el término de treinta años, respecto del inmueble inscrito a fojas 3.012 número',
      '2.455 del Registro de Propiedad del año 2012, de propiedad de don ANDRÉS FELIPE ROJO CID,',
      'ubicado en calle Colón 850, comuna de Talcahuano, aparecen: UNA SERVIDUMBRE de tránsito',
      'inscrita a fojas 410 número 388 del año 1994 a favor de ENEL DISTRIBUCIÓN CHILE S.A.; y UN',
      'USUFRUCTO inscrito a fojas 900 número 801 del año 2013 a favor de doña ELSA CID MORA.',
      'Revisado el Registro de Interdicciones y Prohibiciones de Enajenar, aparecen: UNA INTERDICCIÓN',
      'inscrita a fojas 55 número 61 del año 2020; y UN LITIGIO inscrito a fojas 77 número 70 del año',
      '2023, deducido por COMERCIAL DEL PACÍFICO LIMITADA.',
      'Talcahuano, 30 de julio de 2025.',
      'CONSERVADOR DE BIENES RAÍCES DE TALCAHUANO',
    );
    expect(gp).toMatchObject({ fojas: 3012, numero: 2455, ano: 2012, conservador: 'Talcahuano' });
    expect(gp.gravamenes).toMatchObject([
      { fojas: 410, numero: 388, ano: 1994, acreedor: 'ENEL DISTRIBUCIÓN CHILE S.A.' },
      { fojas: 900, numero: 801, ano: 2013, acreedor: 'ELSA CID MORA' },
    ]);
    expect(kinds(gp.gravamenes).map((kind) => kind.toUpperCase())).toEqual(['SERVIDUMBRE', 'USUFRUCTO']);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 55, numero: 61, ano: 2020 },
      { fojas: 77, numero: 70, ano: 2023, acreedor: 'COMERCIAL DEL PACÍFICO LIMITADA' },
    ]);
    expect(kinds(gp.prohibiciones).map((kind) => kind.toUpperCase())).toEqual(['INTERDICCIÓN', 'LITIGIO']);
    expect(gp.propietarios.map((owner) => owner.nombre)).toEqual(['ANDRÉS FELIPE ROJO CID']);
    expect(gp.comuna).toBe('Talcahuano');
  });

  it('owners listed surname first, two of them, with their RUTs', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Propiedad: Pasaje Los Lingues 341, comuna de Rengo.',
      'Inscripción: Fs. 1.120 N° 987 del año 2015.',
      'Propietarios: 1) MUÑOZ SOTO, JUAN PABLO RUT 13.456.789-1 2) ARAVENA LIRA, CAMILA RUT 15.987.321-0',
      'HIPOTECAS Y GRAVÁMENES: no registra.',
      'INTERDICCIONES Y PROHIBICIONES: no registra.',
      'Rengo, 8 de agosto de 2025.',
      'CBR Rengo',
    );
    expect(gp).toMatchObject({ fojas: 1120, numero: 987, ano: 2015, conservador: 'Rengo' });
    expect(gp.propietarios).toHaveLength(2);
    expect(gp.propietarios.map((owner) => owner.rut)).toEqual(['13.456.789-1', '15.987.321-0']);
  });

  it('a bien familiar section in the GP heading, "no hay" in it', () => {
    const document = cbrDocument([
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES, LITIGIOS Y BIEN FAMILIAR',
      'Inmueble inscrito a fojas 701 número 650 del Registro de Propiedad del año 2019, comuna de Valdivia.',
      'HIPOTECAS: No hay.',
      'PROHIBICIONES: No hay.',
      'LITIGIOS: No hay.',
      'BIEN FAMILIAR: No hay.',
      'Valdivia, 11 de agosto de 2025.',
      'Conservador de Bienes Raíces de Valdivia',
    ]);
    expect(classifyDocument(document).type).toBe('gp');
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 701, numero: 650, ano: 2019, gravamenes: [], prohibiciones: [] });
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([false]);
  });

  it('a declared bien familiar in the prohibiciones section', () => {
    const document = cbrDocument([
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES E INTERDICCIONES',
      'Inmueble inscrito a fojas 701 número 650 del Registro de Propiedad del año 2019, comuna de Osorno.',
      'HIPOTECAS: No hay.',
      'PROHIBICIONES: 1) Declaración de bien familiar inscrita a fojas 81 número 90 del año 2022.',
      'Osorno, 11 de agosto de 2025.',
    ]);
    const gp = extractGpCertificate(document).value;
    expect(gp.prohibiciones).toMatchObject([{ fojas: 81, numero: 90, ano: 2022 }]);
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([true]);
  });

  it('a table whose registry, fojas, número and año the text glued into one run', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 5.410 número 4.980 del Registro de Propiedad del año 2016, comuna de Quilpué.',
      'Registro Fojas Número Año Descripción',
      'HIP 2210 1904 2016 Hipoteca BANCO BICE',
      'PRO22111905 2016 Prohibición BANCO BICE',
      'Quilpué, 5 de agosto de 2025.',
      'CBR Quilpué',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 2210, numero: 1904, ano: 2016, acreedor: 'BANCO BICE' }]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 2211, numero: 1905, ano: 2016, acreedor: 'BANCO BICE' },
    ]);
  });

  it('a GP whose items print before their headings', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y PROHIBICIONES',
      'Inmueble inscrito a fojas 1.001 número 902 del Registro de Propiedad del año 2017, comuna de Temuco.',
      '1) a Fs. 1502 Nro. 1247 del Año 2017 HIPOTECA en favor de BANCO ITAÚ CHILE.',
      'REGISTRO DE HIPOTECAS Y GRAVÁMENES',
      '1) a Fs. 1700 Nro. 1388 del Año 2017 PROHIBICIÓN en favor de BANCO ITAÚ CHILE.',
      'REGISTRO DE INTERDICCIONES Y PROHIBICIONES',
      'Temuco, 1 de agosto de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 1502, numero: 1247, ano: 2017 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 1700, numero: 1388, ano: 2017 }]);
  });

  it('an embargo with its court and case, the creditor its own name', () => {
    const gp = gpOf(
      'CERTIFICADO DE PROHIBICIONES E INTERDICCIONES',
      'Inmueble inscrito a fojas 222 número 201 del Registro de Propiedad del año 2008, comuna de Calama.',
      'PROHIBICIONES:',
      '1.- EMBARGO: a fojas 330 número 298 del año 2024, ordenado por el Juzgado de Letras de Calama en',
      'causa Rol C-455-2024, caratulada "BANCO FALABELLA con PÉREZ", a petición de BANCO FALABELLA.',
      'Calama, 9 de agosto de 2025.',
    );
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'EMBARGO', fojas: 330, numero: 298, ano: 2024, acreedor: 'BANCO FALABELLA' },
    ]);
    expect(gp.prohibiciones[0]?.accion).toMatch(/Juzgado de Letras de Calama/);
  });
});

describe('batch 4', () => {
  it('reads an owner whose name a page break with its footer and header cuts', () => {
    const document = cbrDocument(
      [
        'REGISTRO DE PROPIEDAD',
        'Fojas 2210 Número 1874',
        'Puerto Aysén, ocho de agosto de dos mil dieciséis.- Don FRANCISCO JAVIER',
        'Página 1 de 2',
      ],
      [
        'Fojas 2210',
        'MONTECINOS ULLOA, cédula 13.552.908-1, casado, de este domicilio, es dueño de la parcela',
        'número siete, comuna de Aysén, que deslinda: NORTE, en 100 metros con parcela seis.- Lo',
        'adquirió por compra a don ANTONIO SOTO RÍOS, según escritura de 1 de agosto de 2016.-',
        'Página 2 de 2',
      ],
    );
    const entry = extractInscription(document).value.entry;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['FRANCISCO JAVIER MONTECINOS ULLOA']);
    expect(entry.propietarios[0]?.rut).toBe('13.552.908-1');
  });

  it('reads an owner name hyphenated across lines', () => {
    const entry = entryOf(
      'Castro, dos de mayo de dos mil veintidós.- Doña MARÍA FERNANDA OYAR-',
      'ZÚN BARRÍA, cédula 17.112.340-2, soltera, de este domicilio, es dueña del sitio 5, comuna de',
      'Castro, que deslinda: NORTE, en 10 metros con sitio 4.- Lo adquirió por compra a don LUIS',
      'ALBERTO VERA DÍAZ, según escritura de 1 de mayo de 2022.-',
    );
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['MARÍA FERNANDA OYARZÚN BARRÍA']);
  });

  it.each([
    ['Emitido el 3 de octubre de 2025 a las 12:31 horas.', '2025-10-03'],
    ['Fecha de emisión: 03/10/2025', '2025-10-03'],
    ['Dado en Castro, a tres de octubre del año dos mil veinticinco.', '2025-10-03'],
    ['Castro, 3 de Octubre del 2025.-', '2025-10-03'],
  ])('reads the issue date from "%s", not a margin note’s', (line, iso) => {
    const entry = entryOf(
      'Castro, dos de mayo de dos mil veintidós.- Doña MARÍA FERNANDA OYARZÚN BARRÍA, cédula',
      '17.112.340-2, soltera, de este domicilio, es dueña del sitio 5, comuna de Castro, que deslinda:',
      'NORTE, en 10 metros con sitio 4.- Lo adquirió por compra a don LUIS ALBERTO VERA DÍAZ, según',
      'escritura de 1 de mayo de 2022.-',
      'Notas Marginales: Castro, 14 de junio de 2023. Alzada la prohibición de fojas 81 número 70.',
      'Certifico que la inscripción de fojas 510 número 444 del año 2022 se encuentra vigente.',
      line,
      'Conservador de Bienes Raíces de Castro',
    );
    expect(entry.fecha_emision).toBe(iso);
    expect(entry).toMatchObject({ fojas: 510, numero: 444, ano: 2022, conservador: 'Castro' });
  });

  it.each([
    ['NO SE ENCUENTRA AFECTO a declaración de bien familiar.', false],
    ['al margen de la inscripción no aparece anotada declaración de bien familiar alguna.', false],
    [
      'al margen de la inscripción se encuentra anotada la declaración de bien familiar de fecha 3 de mayo de 2021.',
      true,
    ],
    ['Declaración de bien familiar: NO', false],
    ['Declaración de bien familiar: SÍ', true],
  ])('reads a bien familiar certificate saying "%s"', (answer, declared) => {
    const document = cbrDocument([
      'CERTIFICADO DE BIEN FAMILIAR',
      'Inscripción: fs. 1.450 N° 1.201 del Registro de Propiedad del año 2014.',
      `El Conservador que suscribe certifica que el inmueble ${answer}`,
      'Rancagua, 4 de septiembre de 2025.',
      'CBR Rancagua',
    ]);
    expect(classifyDocument(document).type).toBe('gp');
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 1450, numero: 1201, ano: 2014, conservador: 'Rancagua' });
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([declared]);
  });

  it('reads a bien familiar certificate whose inscription is a table of labels', () => {
    const document = cbrDocument([
      'CERTIFICADO DE BIEN FAMILIAR',
      'Foja Número Año Registro',
      '2215 1870 2017 Propiedad',
      'Periodo revisado: desde el 01/01/2017 hasta el 01/09/2025',
      'Resultado: NO CONSTA declaración de bien familiar.',
      'Punta Arenas, 2 de septiembre de 2025',
      'www.cbrpuntaarenas.cl',
    ]);
    expect(classifyDocument(document).type).toBe('gp');
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 2215, numero: 1870, ano: 2017, conservador: 'Punta Arenas' });
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([false]);
  });
});

describe('batch 5', () => {
  const certified = (...lines: string[]) =>
    entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. 3 de octubre de 2025.',
      ...lines,
    );

  it.each([
    ['Conservador de Bienes Raíces de Pto. Varas', 'Puerto Varas'],
    ['Verifique en www.cbrvinadelmar.cl', 'Viña del Mar'],
    ['Valide en www.conservadorpuertomontt.cl', 'Puerto Montt'],
    ['CBR SAN FELIPE', 'San Felipe'],
    ['Conservador de Bienes Raíces, Comercio y Minas de Copiapó', 'Copiapó'],
  ])('reads the office from "%s"', (footer, office) => {
    expect(certified(footer).conservador).toBe(office);
  });

  it('reads several sellers, one a company with its RUT', () => {
    const entry = entryOf(
      'Temuco, dos de junio de dos mil veinte.- Don JAIME ANDRÉS PINTO SALAS, cédula 12.118.770-5,',
      'casado en régimen de separación total de bienes, de este domicilio, es dueño del departamento',
      '504 del edificio Alto Caupolicán, comuna de Temuco, que deslinda: NORTE, en 9 metros con',
      'departamento 503.- Lo adquirió por compra a INMOBILIARIA ARAUCANÍA SUR LIMITADA, RUT',
      '76.908.112-4, y a don PEDRO PABLO NEIRA ULLOA, según escritura de 20 de mayo de 2020',
      'otorgada en la notaría de Temuco de don Mario Fuentes Lagos, por el precio de 3.100 UF.-',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'JAIME ANDRÉS PINTO SALAS', estado_civil: expect.stringMatching(/^casado/) },
    ]);
    expect(entry.vendedores).toMatchObject([
      { nombre: 'INMOBILIARIA ARAUCANÍA SUR LIMITADA', rut: '76.908.112-4' },
      { nombre: 'PEDRO PABLO NEIRA ULLOA' },
    ]);
    expect(entry).toMatchObject({ notaria: 'Mario Fuentes Lagos', notaria_comuna: 'Temuco' });
  });

  it('reads a herencia with no seller details and no price', () => {
    const entry = entryOf(
      'Linares, cuatro de abril de dos mil diecinueve.- Doña GLORIA ESTER BRAVO CANCINO, cédula',
      '5.884.210-3, viuda, de este domicilio, es dueña del sitio 9 de la población Oriente, comuna de',
      'Linares, que deslinda: NORTE, en 10 metros con sitio 8.- Lo adquirió por herencia quedada al',
      'fallecimiento de don RAMÓN ELÍAS SOTO VERA, según posesión efectiva otorgada por resolución',
      'exenta número 1.220 de 2019 del Servicio de Registro Civil e Identificación.-',
    );
    expect(entry.vendedores).toMatchObject([
      { nombre: 'RAMÓN ELÍAS SOTO VERA', rut: null, estado_civil: null, domicilio: null },
    ]);
    expect(entry.precio).toBeNull();
  });

  it('reads a certification in words with the digits in parentheses', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Del inmueble inscrito a fojas tres mil doscientos once (3211) número dos mil ochocientos',
      'cuatro (2804) del Registro de Propiedad del año dos mil dieciocho (2018), que se encuentra',
      'vigente a nombre de don MATÍAS IGNACIO ROA PINO. Pozo Almonte, doce de septiembre de dos mil',
      'veinticinco.',
    );
    expect(entry).toMatchObject({ fojas: 3211, numero: 2804, ano: 2018, fecha_emision: '2025-09-12' });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['MATÍAS IGNACIO ROA PINO']);
  });

  it('reads the comuna of the property, not the owner’s domicile', () => {
    const entry = entryOf(
      'Quillota, tres de marzo de dos mil veintiuno.- Don LUCAS ANDRÉS MORA TAPIA, cédula',
      '18.221.430-6, soltero, domiciliado en calle Prat 10, comuna de Viña del Mar, es dueño de la',
      'parcela 12 del loteo Los Nogales, ubicada en la comuna de La Cruz, que deslinda: NORTE, en 50',
      'metros con parcela 11.- Lo adquirió por compra a doña ANA SOTO RÍOS, según escritura de 1 de',
      'marzo de 2021.- Rol de avalúo 310-45, comuna de La Cruz.-',
    );
    expect(entry).toMatchObject({ comuna: 'La Cruz', rol_avaluo: '310-45' });
    expect(entry.propietarios[0]?.domicilio).toBe('calle Prat 10, comuna de Viña del Mar');
  });
});

describe('batch 6', () => {
  it('reads "con domicilio en", "del mismo domicilio", a "DESLINDES:" heading with "metros, con" and a plano "de loteo"', () => {
    const entry = entryOf(
      'INSCRIPCIÓN: Número 818. Chillán, tres de abril de dos mil veintitrés.- Don SERGIO',
      'ANDRÉS QUEZADA LAGOS, cédula de identidad 14.220.981-3, casado, con domicilio en calle',
      'Gamero número 540, comuna de Chillán, y doña PAULA ANDREA RIQUELME SOTO, cédula de',
      'identidad 15.774.230-1, casada, del mismo domicilio, son dueños en partes iguales del sitio',
      'número ocho de la manzana C, comuna de Chillán Viejo, según plano de loteo agregado con el',
      'número 402. DESLINDES: Norte: en 9,50 metros, con sitio siete; Sur: en 9,50 metros, con',
      'calle Los Robles. Lo adquirieron por compra a don TOMÁS ELÍAS FUENZALIDA ORTIZ, cédula de',
      'identidad 8.447.102-5, viudo, con domicilio en calle Arauco número 77, comuna de Chillán,',
      'mediante escritura pública de fecha 20 de marzo de 2023 otorgada ante el Notario de Chillán',
      'don Gonzalo Ibáñez Parra, en la suma de $ 58.000.000.',
    );
    expect(entry.propietarios.map((owner) => owner.domicilio)).toEqual([
      'calle Gamero número 540, comuna de Chillán',
      'calle Gamero número 540, comuna de Chillán',
    ]);
    expect(entry.plano).toBe(402);
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '9,50 metros', propiedad: 'sitio siete' },
      { direccion: 'Sur', largo: '9,50 metros', propiedad: 'calle Los Robles' },
    ]);
    expect(entry.vendedores).toMatchObject([
      {
        nombre: 'TOMÁS ELÍAS FUENZALIDA ORTIZ',
        rut: '8.447.102-5',
        estado_civil: 'viudo',
        domicilio: 'calle Arauco número 77, comuna de Chillán',
      },
    ]);
    expect(entry.comuna).toBe('Chillán Viejo');
  });

  it('reads sellers "de la sociedad …" up to "por escritura pública"', () => {
    const entry = entryOf(
      'Ovalle, cinco de mayo de dos mil dieciocho. Doña CARLA ANDREA TORO VEGA, cédula 16.330.211-9,',
      'soltera, de este domicilio, es dueña del departamento 302 del edificio Los Molles, comuna de',
      'Ovalle. Deslinda: al Norte con departamento 303 en 7,20 metros. La adquirió por compraventa',
      'de la sociedad CONSTRUCTORA LIMARÍ SPA, rol único tributario número 76.118.204-6, domiciliada',
      'en calle Vicuña Mackenna número 10, comuna de Ovalle, por escritura pública de fecha 2 de mayo',
      'de 2018 otorgada ante el notario de Ovalle don Pedro Ríos Lagos, por el precio de 2.100 UF.',
    );
    expect(entry.vendedores).toMatchObject([{ nombre: 'CONSTRUCTORA LIMARÍ SPA', rut: '76.118.204-6' }]);
  });
});

describe('batch 7', () => {
  it('reads a fojas.cl-style GP whose entry continues on the next page', () => {
    const gp = extractGpCertificate(
      cbrDocument(
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVAMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS Y BIEN FAMILIAR',
          'Folio Nro: 88120 Carátula Nro: 55102',
          'I.- Singularización del inmueble: Casa 7, calle Los Carreras 1450, comuna de Osorno.',
          'II.- Individualización propietario vigente: (1)',
          '1.- SCHULZ MÜLLER KARIN ANDREA Rut: 14.883.120-7',
          'Inscripción: Fs.3302 Nro 2870 de 2020 Fecha Inscripción: 11/08/2020',
          'III.- Limitaciones al dominio',
          'Clase Inscripción.: HIPOTECA',
          'Constituyente: SCHULZ MÜLLER KARIN ANDREA',
          'Página 1 de 2',
        ],
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVAMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS Y BIEN FAMILIAR',
          'Acreedor: BANCO DEL ESTADO DE CHILE',
          'Inscripción: Fs.1201 Nro 1100 de 2020 Fecha Inscripción: 11/08/2020',
          'Clase Inscripción.: PROHIBICION',
          'Acreedor: BANCO DEL ESTADO DE CHILE',
          'Inscripción: Fs.880 Nro 902 de 2020 Fecha Inscripción: 11/08/2020',
          'IV.- Litigios: No hay.',
          'V.- Bien Familiar: No hay.',
          'Osorno, 30 de septiembre de 2025.',
          'Certificado Nro 402211.- Verifique validez en www.fojas.cl',
          'Página 2 de 2',
        ],
      ),
    ).value;
    expect(gp).toMatchObject({
      fojas: 3302,
      numero: 2870,
      ano: 2020,
      codigo_verificacion: '402211',
      conservador: 'Osorno',
    });
    expect(gp.propietarios).toMatchObject([{ nombre: 'SCHULZ MÜLLER KARIN ANDREA', rut: '14.883.120-7' }]);
    expect(gp.gravamenes).toMatchObject([
      { tipo: 'HIPOTECA', fojas: 1201, numero: 1100, ano: 2020, acreedor: 'BANCO DEL ESTADO DE CHILE' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 880, numero: 902, ano: 2020, acreedor: 'BANCO DEL ESTADO DE CHILE' },
    ]);
  });

  it('reads a lettered GP whose registry is "respectivo" and amounts in words', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'En relación al inmueble inscrito a fojas 7.215, Nº 2.968 del Registro de Propiedad del año 2.018,',
      'certifico que le afectan:',
      'a) HIPOTECA DE PRIMER GRADO, inscrita a fojas 6.902, Nº 2.731, en el Registro respectivo del año',
      '2.018, a favor del BANCO SECURITY, por la suma de dos mil quinientas Unidades de Fomento.-',
      'b) PROHIBICIÓN de gravar y enajenar, inscrita a fojas 5.110, Nº 2.877 en el Registro respectivo del',
      'año 2.018, a favor del BANCO SECURITY.-',
      'Vicuña, 1 de octubre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 7215, numero: 2968, ano: 2018, conservador: 'Vicuña' });
    expect(gp.gravamenes).toMatchObject([
      { fojas: 6902, numero: 2731, ano: 2018, acreedor: 'BANCO SECURITY' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 5110, numero: 2877, ano: 2018, acreedor: 'BANCO SECURITY', accion: 'de gravar y enajenar' },
    ]);
  });

  it('reads a copy covering a departamento and a bodega, the certification naming its inscription', () => {
    const entry = entryOf(
      'El Conservador de Bienes Raíces de Iquique certifica que la inscripción de fojas 1.880 número',
      '1.402 del Registro de Propiedad del año 2022, adjunta, está conforme con su original y se',
      'encuentra vigente. Iquique, 15 de septiembre de 2025.',
      'Iquique, veinte de abril de dos mil veintidós.- Doña VALERIA PAZ CASTILLO ROJAS, cédula',
      '18.440.120-3, soltera, de este domicilio, es dueña del departamento 1103 y de la bodega 21 del',
      'edificio Playa Brava, comuna de Iquique, según plano archivado bajo el número 330, que',
      'deslinda: NORTE, en 9 metros con departamento 1104.- La adquirió por compra a INMOBILIARIA',
      'TARAPACÁ LIMITADA, según escritura de 10 de abril de 2022.- Roles de avalúo 2204-118 y 2204-330,',
      'comuna de Iquique.-',
    );
    expect(entry).toMatchObject({
      fojas: 1880,
      numero: 1402,
      ano: 2022,
      fecha_emision: '2025-09-15',
      fecha_registro: '2022-04-20',
      rol_avaluo: '2204-118',
      plano: 330,
      conservador: 'Iquique',
    });
    expect(entry.descripcion_propiedad).toMatch(/^departamento 1103 y de la bodega 21/);
  });
});

describe('batch 8', () => {
  it('reads a certification saying the dominio "rola a fs." and is in force', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'El Conservador que suscribe certifica que el dominio del inmueble de calle Baquedano 120 rola',
      'a fs. 455 vta. N° 301 del Registro de Propiedad del año 2019, a nombre de doña ISABEL',
      'MARGARITA ÁLVAREZ TOLEDO, y se encuentra vigente. Tocopilla, 6 de octubre de 2025.',
    );
    expect(entry).toMatchObject({
      fojas: 455,
      vuelta: true,
      numero: 301,
      ano: 2019,
      conservador: 'Tocopilla',
      fecha_emision: '2025-10-06',
    });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ISABEL MARGARITA ÁLVAREZ TOLEDO']);
  });

  it('reads an owner with "C.I. N°", no estado civil for a conviviente civil, and the comuna only after the rol', () => {
    const entry = entryOf(
      'Constitución, nueve de enero de dos mil veinticuatro.- Don BRUNO ESTEBAN LEAL CANALES, C.I. N°',
      '19.002.118-4, conviviente civil, de este domicilio, es dueño del sitio letra B del loteo Mar',
      'Azul, que deslinda: NORTE, en 15 metros con sitio A.- Lo adquirió por compra a doña NORMA',
      'INÉS CANALES ROA, según escritura de 2 de enero de 2024.- Rol de avalúo número 882-14 de la',
      'comuna de Constitución.-',
    );
    expect(entry.propietarios).toMatchObject([
      // A conviviente civil has no value of its own in the report's vocabulary: none is guessed.
      { nombre: 'BRUNO ESTEBAN LEAL CANALES', rut: '19.002.118-4', estado_civil: null },
    ]);
    expect(entry).toMatchObject({ rol_avaluo: '882-14', comuna: 'Constitución' });
  });

  it.each([
    ['Hipotecas y gravámenes: NO REGISTRA. Interdicciones y prohibiciones: NO REGISTRA.'],
    [
      'Registro de Hipotecas y Gravámenes: sin anotaciones vigentes. Registro de Interdicciones y Prohibiciones: sin anotaciones vigentes.',
    ],
    ['No existen hipotecas ni gravámenes vigentes, y no existen interdicciones ni prohibiciones vigentes.'],
  ])('reads a GP certifying both registries empty: "%s"', (statement) => {
    const result = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 90 número 77 del Registro de Propiedad del año 2010, comuna de Cauquenes.',
        statement,
        'Cauquenes, 1 de octubre de 2025.',
      ]),
    );
    expect(result.value).toMatchObject({
      fojas: 90,
      numero: 77,
      ano: 2010,
      gravamenes: [],
      prohibiciones: [],
    });
    expect(result.notes).toEqual([]);
  });
});

describe('batch 9', () => {
  it('takes the inscription the certification names when the earlier one is transcribed after it', () => {
    const entry = entryOf(
      'COPIA DE INSCRIPCIÓN CON VIGENCIA',
      'Fs. 2.044 N° 1.733 año 2021',
      'Talagante, doce de agosto de dos mil veintiuno.- Doña DENISSE PAOLA CORNEJO LARA, cédula',
      '17.220.118-3, soltera, de este domicilio, es dueña de la parcela 9 del proyecto Los Quillayes,',
      'comuna de Isla de Maipo, que deslinda: NORTE, en 50 metros con parcela 8.- La adquirió por',
      'compra a don JUAN ANDRÉS BECERRA ROJAS, según escritura de 2 de agosto de 2021.-',
      'Fs. 310 N° 250 año 2006',
      'Talagante, tres de marzo de dos mil seis.- Don JUAN ANDRÉS BECERRA ROJAS, cédula 9.102.330-1,',
      'casado, de este domicilio, es dueño de la parcela 9 del proyecto Los Quillayes, comuna de Isla',
      'de Maipo, que deslinda: NORTE, en 50 metros con parcela 8.- La adquirió por compra a don',
      'PEDRO SOTO MENA, según escritura de 1 de marzo de 2006.-',
      'Certifico que la inscripción de fojas 2.044 número 1.733 del año 2021, y sus notas marginales,',
      'se encuentra vigente. Talagante, 9 de septiembre de 2025.',
      'CBR Talagante - Página 1 de 1',
    );
    expect(entry).toMatchObject({
      fojas: 2044,
      numero: 1733,
      ano: 2021,
      fecha_registro: '2021-08-12',
      fecha_emision: '2025-09-09',
      conservador: 'Talagante',
      comuna: 'Isla de Maipo',
    });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['DENISSE PAOLA CORNEJO LARA']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['JUAN ANDRÉS BECERRA ROJAS']);
  });

  it('reads the office from a verification code only Santiago prints, marked less sure', () => {
    const document = cbrDocument([
      'Certifico que la inscripción de fojas 58210 número 84137 del Registro de Propiedad del año 2021 se',
      'encuentra vigente al día 2 de octubre de 2025.',
      '2 de octubre de 2025',
      'Código de verificación: cpv7a21e0c-0',
    ]);
    const { value, provenance } = extractInscription(document);
    expect(value.entry).toMatchObject({ conservador: 'Santiago', codigo_verificacion: 'cpv7a21e0c-0' });
    expect(provenance.conservador?.confidence).toBeLessThan(0.6);
  });
});

describe('batch 10', () => {
  it('reads a GP table whose creditor cell runs into the action column', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 4410 número 3820 del Registro de Propiedad del año 2018, comuna de San Carlos.',
      'N° Tipo Fojas Número Año Acreedor Acción',
      '1 HIPOTECA 1220 1001 2018 BANCO DE CHILE Garantía general',
      '2 PROHIBICIÓN 1300 1122 2018 BANCO DE CHILE Gravar y enajenar',
      'San Carlos, 4 de septiembre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { tipo: 'HIPOTECA', fojas: 1220, numero: 1001, ano: 2018, acreedor: 'BANCO DE CHILE' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 1300, numero: 1122, ano: 2018, acreedor: 'BANCO DE CHILE', accion: 'Gravar y enajenar' },
    ]);
  });

  it('reads a numbered GP whose reference gives "FOJA … VTA, NÚMERO …"', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Propiedad inscrita a FOJA 874 VTA, NÚMERO 652 del Registro de Propiedad del año 2017.',
      'GRAVÁMENES:',
      '1.- HIPOTECA: A FOJA 1874 VTA, NÚMERO 1652, AÑO 2017, A FAVOR DE BANCO ESTADO.',
      'PROHIBICIONES:',
      '1.- PROHIBICIÓN: A FOJA 990, NÚMERO 801, AÑO 2017, A FAVOR DE BANCO ESTADO.',
      'San Javier, 7 de agosto de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 874, vuelta: true, numero: 652, ano: 2017, conservador: 'San Javier' });
    expect(gp.gravamenes).toMatchObject([
      { fojas: 1874, vuelta: true, numero: 1652, ano: 2017, acreedor: 'BANCO ESTADO' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 990, numero: 801, ano: 2017, acreedor: 'BANCO ESTADO' },
    ]);
  });

  it('reads a SERVIU prohibition to live in the property as its own action', () => {
    const gp = gpOf(
      'CERTIFICADO DE PROHIBICIONES',
      'Inmueble inscrito a fojas 501 número 420 del Registro de Propiedad del año 2015, comuna de Lautaro.',
      'PROHIBICIONES: 1) Prohibición inscrita a fojas 212 número 198 del año 2015, a favor del SERVICIO',
      'DE VIVIENDA Y URBANIZACIÓN REGIÓN DE LA ARAUCANÍA, de enajenar sin previa autorización escrita.',
      'Lautaro, 8 de agosto de 2025.',
    );
    expect(gp.prohibiciones).toMatchObject([
      {
        fojas: 212,
        numero: 198,
        ano: 2015,
        acreedor: 'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE LA ARAUCANÍA',
      },
    ]);
    expect(gp.prohibiciones[0]?.accion).toMatch(/^de enajenar/);
  });
});

describe('batch 11', () => {
  it('reads an inscription whose seller is a sucesión with its members', () => {
    const entry = entryOf(
      'Curacautín, diez de enero de dos mil diecinueve.- Don IGNACIO ANDRÉS PARRA VIDAL, cédula',
      '16.554.201-8, soltero, de este domicilio, es dueño del sitio 3 de la manzana 8, comuna de',
      'Curacautín, que deslinda: NORTE, en 20 metros con sitio 2.- Lo adquirió por compra a doña ROSA',
      'AMELIA VIDAL SOTO y a don PABLO ANDRÉS VIDAL SOTO, según escritura de 2 de enero de 2019',
      'otorgada en la notaría de Victoria de don Ramón Lagos Pérez, por el precio de $ 18.500.000.-',
    );
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual([
      'ROSA AMELIA VIDAL SOTO',
      'PABLO ANDRÉS VIDAL SOTO',
    ]);
    expect(entry).toMatchObject({
      notaria: 'Ramón Lagos Pérez',
      notaria_comuna: 'Victoria',
      precio: '$18.500.000',
    });
  });

  it('reads the previous title with another office named', () => {
    const entry = entryOf(
      'Villarrica, cinco de mayo de dos mil veinte.- Doña MARTA ELENA RÍOS PAZ, cédula 10.220.331-4,',
      'viuda, de este domicilio, es dueña de la parcela 4, comuna de Pucón, que deslinda: NORTE, en 40',
      'metros con parcela 3.- La adquirió por compra a don LUIS PINO ROA, según escritura de 1 de mayo',
      'de 2020.- El título anterior rola a fojas 880 número 702 del año 2012 del Registro de Propiedad',
      'del Conservador de Bienes Raíces de Temuco.-',
    );
    expect(entry).toMatchObject({
      conservador_anterior: 'Temuco',
      fojas_anterior: 880,
      numero_anterior: 702,
      ano_anterior: 2012,
    });
  });
});
