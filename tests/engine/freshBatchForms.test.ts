import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { markedRows, rowAbout } from '../../server/analysis/engine/reading/markTable';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { documentFromPages, drawnPage } from '../support/engineDocuments';

/*
 * Forms held-out batch J exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const inscription = (...lines: string[]) =>
  extractInscription(documentFromPages('copia.pdf', [lines.join('\n')])).value.entry;

describe('an inscription copy', () => {
  it('reads a seller’s RUT and estado civil where the inscription prints them beside the name', () => {
    const entry = inscription(
      'Fojas 812 Nº 733',
      'Ovalle, once de enero de dos mil veinte.- Doña MARTA INÉS ROJAS PIZARRO, cédula 11.730.625-9,',
      'viuda, de este domicilio, es dueña del sitio número nueve de la población El Molino, comuna de',
      'Ovalle, que deslinda: NORTE, en 8,00 metros con sitio ocho; SUR, en 8,00 metros con calle',
      'Libertad.- La adquirió por compra a don ESTEBAN ANDRÉS TAPIA GODOY, cédula nacional de',
      'identidad 7.550.218-4, divorciado, domiciliado en calle Vicuña Mackenna número 90, comuna de',
      'Ovalle, según escritura de 3 de enero de 2020 otorgada en la notaría de Ovalle de don Pablo',
      'Ríos Mena, por el precio de $ 31.000.000.- Rol de avalúo 410-9, comuna de Ovalle.',
    );
    expect(entry.vendedores).toEqual([
      {
        nombre: 'ESTEBAN ANDRÉS TAPIA GODOY',
        rut: '7.550.218-4',
        estado_civil: 'divorciado',
        domicilio: 'calle Vicuña Mackenna número 90, comuna de Ovalle',
      },
    ]);
  });

  it('gives owners named together the address “ambas domiciliadas en” states once', () => {
    const entry = inscription(
      'Curicó, dos de mayo de dos mil dieciocho.- Doña JIMENA PAZ ORELLANA LILLO, cédula',
      '15.118.904-0, soltera, y doña CONSTANZA BELÉN ORELLANA LILLO, cédula 17.893.550-K, soltera,',
      'ambas domiciliadas en pasaje Las Vertientes número 18, comuna de Curicó, son dueñas en partes',
      'iguales del lote catorce del loteo Los Castaños, comuna de Curicó.- Lo adquirieron por compra a',
      'don RAÚL IGNACIO PEÑA SOTO, según escritura de 20 de abril de 2018.',
    );
    expect(entry.propietarios.map((owner) => owner.domicilio)).toEqual([
      'pasaje Las Vertientes número 18, comuna de Curicó',
      'pasaje Las Vertientes número 18, comuna de Curicó',
    ]);
  });

  it('reads a plano “agregado con el número”, deslindes under “Deslindes del lote:” and the first of several roles', () => {
    const entry = inscription(
      'San Fernando, cuatro de junio de dos mil quince.- Don CRISTIÁN ANDRÉS VERA LAGOS, cédula',
      '12.664.051-K, casado, de este domicilio, es dueño del lote B-3 del fundo Los Olmos, comuna de',
      'San Fernando, según plano agregado con el número 1630. Deslindes del lote: NORTE, en 40,00 metros',
      'con lote B-2; SUR, en 40,00 metros con camino vecinal. Lo adquirió por compra a don ÓSCAR RENÉ',
      'SILVA PARRA, según escritura de 28 de mayo de 2015. Roles de avalúo 88-14 y 88-15, comuna de',
      'San Fernando.',
    );
    expect(entry).toMatchObject({
      descripcion_propiedad:
        'lote B-3 del fundo Los Olmos, comuna de San Fernando, según plano agregado con el número 1630',
      plano: 1630,
      rol_avaluo: '88-14',
      deslindes: [
        { direccion: 'Norte', largo: '40,00 metros', propiedad: 'lote B-2' },
        { direccion: 'Sur', largo: '40,00 metros', propiedad: 'camino vecinal' },
      ],
    });
  });

  it('reads deslindes that name the neighbour before the length', () => {
    const entry = inscription(
      'Antofagasta, nueve de agosto de dos mil veintidós.- Don MATÍAS ELÍAS CORTÉS ARAYA, cédula',
      '18.402.377-6, soltero, de este domicilio, es dueño de la bodega número doce del Edificio Puerto',
      'Norte, comuna de Antofagasta. Deslinda la bodega: NORTE, con bodega once en 2,50 metros; SUR,',
      'con muro medianero en 2,50 metros. Lo adquirió por compra a don JORGE LUIS PIZARRO VEGA.',
    );
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '2,50 metros', propiedad: 'bodega once' },
      { direccion: 'Sur', largo: '2,50 metros', propiedad: 'muro medianero' },
    ]);
  });
});

describe('a SERVIU certificate titled as an affectation certificate', () => {
  const text = [
    'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE AYSÉN',
    'CERTIFICADO DE AFECTACIÓN N° 2.207',
    'Coyhaique, 4 de marzo de 2025',
    'Inmueble: Avenida Baquedano 455   Rol 301-4',
    'Estado                                        Marca',
    'Con afectación a expropiación SERVIU',
    'Sin afectación a expropiación SERVIU            X',
  ].join('\n');

  it('is the SERVIU’s, not a municipal certificate, and its marked row says no', () => {
    const document = documentFromPages('serviu.pdf', [text]);
    expect(classifyDocument(document).type).toBe('serviu_no_expropiacion');
    expect(extractServiuReport(document).value.objeto_expropiacion).toBe(false);
  });
});

describe('yes/no tables', () => {
  it('finds the SÍ and NO columns of a header whose cells the text layer kept together', () => {
    const page = drawnPage(
      ['Materia   SÍ   NO Comentario', 'Apertura de calle   X', 'Área verde   X'],
      [
        'Materia                    SÍ    NO    Comentario',
        'Apertura de calle                X',
        'Área verde                 X',
      ],
    );
    const rows = markedRows(buildDocument('dom.pdf', [page]));
    expect(rowAbout(rows, /apertura/)).toMatchObject({ answer: false });
    expect(rowAbout(rows, /area verde/)).toMatchObject({ answer: true });
  });

  it('reads an answer after a leader of dots', () => {
    const rows = markedRows(
      documentFromPages('serviu.pdf', [
        ['Expropiación por proyecto SERVIU ........... SÍ', 'Subsidio de reparación ........... NO'].join(
          '\n',
        ),
      ]),
    );
    expect(rowAbout(rows, /expropiacion/)).toMatchObject({ answer: true });
    expect(rowAbout(rows, /subsidio/)).toMatchObject({ answer: false });
  });

  it('reads a mark without SÍ/NO columns by its row’s own words, and no answer from a neutral row', () => {
    const rows = markedRows(
      documentFromPages('serviu.pdf', [
        ['Situación                              Marca', 'Afecto a expropiación             X'].join('\n'),
      ]),
    );
    expect(rowAbout(rows, /expropiacion/)).toMatchObject({ answer: true });
    const neutral = markedRows(
      documentFromPages('serviu.pdf', [
        ['Trámite                     Marca', 'Expropiación             X'].join('\n'),
      ]),
    );
    expect(rowAbout(neutral, /expropiacion/)?.answer ?? null).toBeNull();
  });
});

const gp = (...lines: string[]) =>
  extractGpCertificate(documentFromPages('gp.pdf', [lines.join('\n')])).value;

describe('GP entries', () => {
  it('takes “el mismo banco” for the creditor named before, ends a creditor before its amount, and reads a forbidding after the creditor', () => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'CERTIFICADO DE HIPOTECAS Y PROHIBICIONES',
      'Inmueble inscrito a fojas 905 número 811 del Registro de Propiedad del año 2017.',
      'UNA HIPOTECA a fs 300 N° 290 de 2017, en favor de CAJA RURAL DEL MAULE por 900 UF.',
      'UNA PROHIBICIÓN a fs 310 N° 301 de 2017, en favor de la misma caja, de no enajenar.',
      'Linares, 2 de mayo de 2025.',
    );
    expect(value.gravamenes[0]).toMatchObject({ acreedor: 'CAJA RURAL DEL MAULE', suma_dinero: '900,00 UF' });
    expect(value.prohibiciones[0]).toMatchObject({
      acreedor: 'CAJA RURAL DEL MAULE',
      accion: 'de no enajenar',
    });
  });

  it('reads an amount “por la suma de”, a precautoria’s petitioner and a litigio’s plaintiff', () => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
      'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Inmueble inscrito a fojas 77 número 70 del Registro de Propiedad del año 2012.',
      '- Hipoteca inscrita a fojas 80 N° 71 del año 2012, a favor de ANA MARÍA SOTO VERA, por la suma',
      'de $ 12.500.000.',
      '- Medida precautoria inscrita a fojas 15 N° 16 del año 2024, a petición de doña LUISA',
      'ELENA PARRA ROJAS.',
      '- Litigio inscrito a fojas 40 N° 44 del año 2025, demanda de nulidad deducida por don JUAN',
      'PABLO CIFUENTES ORTEGA.',
      'Angol, 3 de marzo de 2025.',
    );
    expect(value.gravamenes[0]).toMatchObject({
      acreedor: 'ANA MARÍA SOTO VERA',
      suma_dinero: '$12.500.000',
    });
    expect(value.prohibiciones.map((entry) => entry.acreedor)).toEqual([
      'LUISA ELENA PARRA ROJAS',
      'JUAN PABLO CIFUENTES ORTEGA',
    ]);
  });

  it('reads a table’s description cells parted by dashes, without the next row’s code or the footer after the last', () => {
    const value = gp(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inscripción de dominio: fojas 310 número 298 del Registro de Propiedad del año 2018',
      'Registro   Foja   Número   Año    Detalle',
      'GRAV       77     81       2018   Hipoteca - FINANCIERA LOS LAGOS S.A. - 720 UF',
      'PRH        91     96       2018   Prohibición de enajenar - FINANCIERA LOS LAGOS S.A.',
      'PRH        140    152      2024   Embargo - a solicitud de COMERCIAL RELONCAVÍ SPA',
      'Emitido el 3 de abril de 2025 por el Conservador de Bienes Raíces de Puerto Varas',
    );
    expect(value.gravamenes[0]).toMatchObject({
      acreedor: 'FINANCIERA LOS LAGOS S.A.',
      suma_dinero: '720,00 UF',
    });
    expect(value.prohibiciones.map(({ acreedor, accion }) => [acreedor, accion])).toEqual([
      ['FINANCIERA LOS LAGOS S.A.', 'de enajenar'],
      ['COMERCIAL RELONCAVÍ SPA', null],
    ]);
  });

  it('parts a creditor cell from the next cell glued at its abbreviation’s stop', () => {
    const value = gp(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inscrita a Fs.88 Nro 90 de 2019, Registro de Propiedad',
      'Nº  Clase        Inscripción              Acreedor             Acción',
      '1   HIPOTECA     Fs.12 Nro 14 de 2019     BANCO RÍO SUR S.A.Por 1.100 UF',
      '2   PROHIBICION  Fs.20 Nro 25 de 2019     BANCO RÍO SUR S.A.Enajenar',
      'Litigios: no registra.',
      'Molina, 4 de junio de 2025',
    );
    expect(value.gravamenes[0]).toMatchObject({ acreedor: 'BANCO RÍO SUR S.A.', suma_dinero: '1.100,00 UF' });
    expect(value.prohibiciones[0]).toMatchObject({ acreedor: 'BANCO RÍO SUR S.A.', accion: 'Enajenar' });
  });

  it('reads the inscription a bien familiar form prints with dot leaders', () => {
    const value = gp(
      'CONSERVADOR DE BIENES RAÍCES DE CASTRO',
      'CERTIFICADO DE BIEN FAMILIAR',
      'Propiedad inscrita a:',
      '  Fojas ........... 1201 V',
      '  Número .......... 998',
      '  Año ............. 2013',
      '  Registro ........ de Propiedad',
      'NO CONSTA al margen declaración de bien familiar.',
      'Castro, 9 de abril de 2025.',
    );
    expect(value).toMatchObject({ fojas: 1201, vuelta: true, numero: 998, ano: 2013 });
  });
});

describe('a bundle of CBR certificates in one file', () => {
  const page = (...lines: string[]) => lines.join('\n');
  const pages = [
    page(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 640 número 512 del año 2020 del Registro de Propiedad.',
      'Hipotecas: no registra.',
      'Ancud, 5 de mayo de 2025.',
      'código de verificación 4410021-77ab01',
      'Página 1 de 1',
    ),
    page(
      'CERTIFICADO DE LITIGIOS Y BIEN FAMILIAR',
      'Respecto de la inscripción de fojas 640 número 512 del Registro de Propiedad del año 2020:',
      'Litigios: no registra. Bien familiar: NO CONSTA.',
      'Ancud, 5 de mayo de 2025.',
      'código de verificación 4410022-0c9e12',
      'Página 1 de 1',
    ),
  ].map((text, index) => {
    const lines = text.split('\n');
    return { number: index + 1, lines, textLength: text.length };
  });

  it('keeps a second certificate on the same inscription apart when each has its own code', () => {
    expect(splitIntoParts(pages).map(({ first, last }) => `${first}-${last}`)).toEqual(['1-1', '2-2']);
  });

  it('keeps two sections of one certificate together when they share its code', () => {
    const same = pages.map((one) => ({
      ...one,
      lines: one.lines.map((line) => line.replace('4410022-0c9e12', '4410021-77ab01')),
    }));
    expect(splitIntoParts(same).map(({ first, last }) => `${first}-${last}`)).toEqual(['1-2']);
  });
});

const tgr = (...lines: string[]) =>
  extractTgrDebt(documentFromPages('tgr.pdf', [lines.join('\n')])).value.certificate;

describe('TGR certificates', () => {
  it('reads a summary whose labels name the debt twice, and an address cell ending in its comuna', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Contribuyente: PAREDES LAGOS INÉS',
      'Propiedad: AV COSTANERA 77 - PUERTO VARAS',
      'Rol: 108-00312-004',
      'Deuda vencida (morosa) liquidada            12,340',
      'Deuda por vencer (no vencida)               40,118',
      'Emitido el: 02/03/2025',
    );
    expect(certificate).toMatchObject({
      direccion_propiedad: 'AV COSTANERA 77',
      comuna_propiedad: 'Puerto Varas',
      total_deuda_vencida_liquidada: 12340,
      total_deuda_no_vencida_liquidada: 40118,
    });
  });

  it('reads the Jasper form extracted with each value before its label', () => {
    const certificate = tgr(
      'Certificado de Deuda',
      'SALAZAR MORA PEDRO JOSÉ NOMBRE',
      'CL GENERAL CRUZ 0455 DIRECCION OSORNO COMUNA',
      'ROL 130-00712-019',
    );
    expect(certificate).toMatchObject({
      contribuyente: { nombre: 'SALAZAR MORA PEDRO JOSÉ' },
      direccion_propiedad: 'CL GENERAL CRUZ 0455',
      comuna_propiedad: 'Osorno',
    });
  });

  it('takes a street named General … for an address, not for a Dirección General', () => {
    expect(
      tgr('Certificado de Deuda', 'DIRECCION GENERAL BULNES 80 COMUNA LINARES').direccion_propiedad,
    ).toBe('GENERAL BULNES 80');
  });
});

describe('a GP’s heading', () => {
  it('reads its own certificate number as the code, owners with their RUT label apart, the comuna after a dash and a street number’s leading zero', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS Y PROHIBICIONES',
      'Número de certificado: LIN-2025-0412',
      'Propiedad: calle Independencia 0320, sitio 4 - LINARES',
      'Inscrita a fojas 66 número 61 del Registro de Propiedad del año 2010',
      'Propietarios:',
      '  TORRES VIDAL ROSA ESTER          RUT 9.882.105-8',
      'Hipotecas: no registra. Prohibiciones: no registra.',
    );
    expect(value).toMatchObject({
      codigo_verificacion: 'LIN-2025-0412',
      domicilio: 'calle Independencia 0320',
      comuna: 'Linares',
      propietarios: [{ nombre: 'TORRES VIDAL ROSA ESTER', rut: '9.882.105-8' }],
    });
  });

  it('takes a fojas.cl certificate number printed apart from the site it sends to', () => {
    const value = gp(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Certificado Nro 7730145',
      'Inscrita a Fs.401 Nro 388 de 2016, Registro de Propiedad',
      'Hipotecas: no registra.',
      'Verifique validez en www.fojas.cl',
    );
    expect(value.codigo_verificacion).toBe('7730145');
  });
});

describe('a municipal certificate', () => {
  it('reads a code labelled “Verificación:” alone and an owner company whose name ends in SpA', () => {
    const { value } = extractMunicipalAffectation(
      documentFromPages('dom.pdf', [
        [
          'MUNICIPALIDAD DE LAMPA - DIRECCIÓN DE OBRAS',
          'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 95',
          'Lampa, 3 de febrero de 2025',
          'El Director de Obras certifica que el predio de camino Lo Echevers N° 1200, Rol 310-2, cuyo',
          'propietario es AGRÍCOLA EL ESPINO SpA, RUT 76.231.907-1, no está afecto a utilidad pública.',
          'Verificación: LMP95AFX',
        ].join('\n'),
      ]),
    );
    expect(value).toMatchObject({
      codigo_verificacion: 'LMP95AFX',
      contribuyente: { nombre: 'AGRÍCOLA EL ESPINO SpA', rut: '76.231.907-1' },
    });
  });
});
