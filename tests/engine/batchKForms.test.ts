import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { documentFromPages } from '../support/engineDocuments';

/*
 * Forms held-out batch K exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const inscription = (...lines: string[]) =>
  extractInscription(documentFromPages('copia.pdf', [lines.join('\n')])).value.entry;

describe('an inscription copy', () => {
  it('reads deslindes introduced with an adjective, "al" before each side, a comma before "con" and "y" before the last', () => {
    const entry = inscription(
      'Fojas 1502 Nº 1210',
      'Talca, seis de marzo de dos mil diecinueve.- Doña ROSA AMELIA FIGUEROA LEÓN, cédula 9.781.126-1,',
      'viuda, de este domicilio, es dueña del sitio número cinco de la población Las Rastras, comuna de',
      'Talca. Sus deslindes especiales son: al NORTE, en doce metros, con pasaje Uno; al SUR, en doce',
      'metros, con sitio diez; y al ORIENTE, en veinte metros, con sitio seis.- La adquirió por compra a',
      'don LUIS ALBERTO MEZA RÍOS, según escritura de 2 de marzo de 2019.',
    );
    expect(entry.descripcion_propiedad).toBe(
      'sitio número cinco de la población Las Rastras, comuna de Talca',
    );
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '12,00 metros', propiedad: 'pasaje Uno' },
      { direccion: 'Sur', largo: '12,00 metros', propiedad: 'sitio diez' },
      { direccion: 'Oriente', largo: '20,00 metros', propiedad: 'sitio seis' },
    ]);
  });

  it('ends the description before "El terreno deslinda" and reads a neighbour named before "en … metros" without "con"', () => {
    const entry = inscription(
      'Fojas 640 Nº 588',
      'Osorno, ocho de mayo de dos mil doce.- Don PEDRO PABLO URRUTIA KLEIN, cédula 12.004.539-3,',
      'soltero, de este domicilio, es dueño del lote cuatro del loteo Rahue Alto, comuna de Osorno,',
      'inscrito en el plano número 2.115. El terreno deslinda: NORTE, lote tres, en quince metros; SUR,',
      'calle Los Carrera, en quince metros.- Lo adquirió por compra a don JOSÉ MIGUEL SOTO PAZ.',
      'Rol 880-14, comuna de Osorno.',
    );
    expect(entry).toMatchObject({
      descripcion_propiedad:
        'lote cuatro del loteo Rahue Alto, comuna de Osorno, inscrito en el plano número 2.115',
      plano: 2115,
      rol_avaluo: '880-14',
      deslindes: [
        { direccion: 'Norte', largo: '15,00 metros', propiedad: 'lote tres' },
        { direccion: 'Sur', largo: '15,00 metros', propiedad: 'calle Los Carrera' },
      ],
    });
  });

  it('takes no court case number for the rol', () => {
    const entry = inscription(
      'Fojas 77 Nº 70',
      'Linares, dos de junio de dos mil diez.- Don ARIEL ANTONIO MUÑOZ VEGA, cédula 14.508.867-4,',
      'casado, de este domicilio, es dueño del sitio nueve, comuna de Linares.- Lo adquirió por',
      'adjudicación en causa Rol 1544-2009 del Juzgado de Letras de Linares.',
    );
    expect(entry.rol_avaluo).toBeNull();
  });

  it('reads a heading whose fojas, número and año are parted by dashes', () => {
    const entry = inscription(
      'Fojas 3.118 vuelta - Número 2.204 - Año 2016',
      'Vallenar, nueve de agosto de dos mil dieciséis.- Don JAIME ANDRÉS TORO PIZARRO, cédula',
      '12.665.813-3, casado, de este domicilio, es dueño del sitio doce, comuna de Vallenar.-',
      'CERTIFICO que la inscripción precedente está conforme con su original y vigente.',
    );
    expect(entry).toMatchObject({ fojas: 3118, vuelta: true, numero: 2204, ano: 2016 });
  });

  it('leaves a company’s representative out of the owners and reads a notary named before "Notaria Pública de"', () => {
    const entry = inscription(
      'Fojas 905 Nº 811',
      'Los Ángeles, tres de abril de dos mil veintitrés.- SERVICIOS AGRÍCOLAS EL ROBLE LIMITADA, rol único',
      'tributario 77.305.118-6, domiciliada en calle Colón número 40, comuna de Los Ángeles,',
      'representada legalmente por doña MARTA ELENA VIDAL SOTO, cédula 10.258.761-8, es dueña del lote',
      'tres del fundo El Roble, comuna de Los Ángeles.- Lo adquirió por compra a don ARMANDO RUBÉN',
      'CÁCERES LILLO, según escritura de 20 de marzo de 2023 ante doña Carolina Andrea Pérez Mora,',
      'Notaria Pública de Los Ángeles, en la suma de $ 60.000.000.',
    );
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'SERVICIOS AGRÍCOLAS EL ROBLE LIMITADA',
    ]);
    expect(entry).toMatchObject({ notaria: 'Carolina Andrea Pérez Mora', notaria_comuna: 'Los Ángeles' });
  });
});

describe('verification codes', () => {
  it('reads a CVE key and a code under a bare “Código:” label on CBR documents', () => {
    const copy = extractInscription(
      documentFromPages('copia.pdf', [
        [
          'Certifico que la inscripción de fojas 210 número 188 del Registro de Propiedad del año 2009 está vigente.',
          'Ovalle, 4 de marzo de 2025.',
          'CVE: 123-2025-0099871 - verifique en www.ajs.cl',
        ].join('\n'),
      ]),
    ).value.entry;
    expect(copy.codigo_verificacion).toBe('123-2025-0099871');
    const gp = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
          'Inmueble inscrito a fojas 210 número 188 del Registro de Propiedad del año 2009.',
          'Hipotecas y gravámenes: no registra.',
          'Ovalle, 4 de marzo de 2025.',
          'Código: OVL-GP-4471',
        ].join('\n'),
      ]),
    ).value;
    expect(gp.codigo_verificacion).toBe('OVL-GP-4471');
  });
});

describe('a SERVIU certificate of affectation', () => {
  const text = [
    'MINISTERIO DE VIVIENDA Y URBANISMO',
    'SERVIU REGIÓN DEL MAULE',
    'CERTIFICADO DE AFECTACIÓN N° 40.118',
    'Emisión: 2 de abril de 2025',
    'Propiedad: calle Uno Sur 880 - Comuna de Talca - Rol 412-7',
    'Condición del predio frente a expropiaciones de este Servicio: NO AFECTO.',
    'Folio de validación: MAU-40118-ZQ',
  ].join('\n');

  it('is the SERVIU’s, reads the answer after its label’s colon, an address before a dash and a “Folio de validación”', () => {
    const document = documentFromPages('serviu.pdf', [text]);
    expect(classifyDocument(document).type).toBe('serviu_no_expropiacion');
    expect(extractServiuReport(document).value).toMatchObject({
      objeto_expropiacion: false,
      direccion_propiedad: 'calle Uno Sur 880',
      codigo_verificacion: 'MAU-40118-ZQ',
    });
  });
});

const gp = (...lines: string[]) =>
  extractGpCertificate(documentFromPages('gp.pdf', [lines.join('\n')])).value;

describe('GP certificates', () => {
  it('keeps an amount written after a creditor’s abbreviation stop in its entry', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble: calle Constitución 240, comuna de Illapel.',
      'Inscrito a Fs. 700 Nro. 650 del Año 2018, a nombre de LEIVA MORA ANA ROSA.',
      '1) HIPOTECA: a Fs. 30 Nro. 31 del Año: 2018 En favor de COOPERATIVA ORIENTE LTDA.',
      'por 980 UF.',
      'Registro de Hipotecas y Gravámenes: UNA inscripción vigente.',
      'Illapel, 5 de mayo de 2025',
    );
    expect(value.gravamenes).toMatchObject([
      { fojas: 30, acreedor: 'COOPERATIVA ORIENTE LTDA.', suma_dinero: '980,00 UF' },
    ]);
  });

  it('reads a fojas.cl certificate titled "… DE ENAJENAR, LITIGIOS Y BIEN FAMILIAR" with labelled amount, acts and court', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR,',
      'LITIGIOS Y BIEN FAMILIAR',
      'II.- Individualización propietario vigente:',
      '(1) SOTO PAZ ELENA MARGARITA                    Rut: 10.258.761-8',
      'Inscripción: Fs.880v Nro 901 de 2015             Fecha Inscripción: 02/03/2015',
      'III.- Limitaciones al dominio',
      'Clase Inscripción.: HIPOTECA',
      'Acreedor: CAJA LOS HÉROES S.A.',
      'Monto: 1.250 UF',
      'Inscripción: Fs.300 Nro 310 de 2015              Fecha Inscripción: 02/03/2015',
      'Clase Inscripción.: PROHIBICION',
      'Acreedor: CAJA LOS HÉROES S.A.',
      'Detalle: de enajenar sin consentimiento del acreedor',
      'Inscripción: Fs.320 Nro 330 de 2015              Fecha Inscripción: 02/03/2015',
      'Clase Inscripción.: EMBARGO',
      'Demandante: ÁNGEL RUBÉN MORA DÍAZ',
      'Tribunal: Juzgado de Letras de Curacautín, Rol C-77-2024',
      'Inscripción: Fs.50 Nro 61 de 2024                Fecha Inscripción: 09/04/2024',
      'Victoria, 12 Mayo de 2025',
    );
    expect(value).toMatchObject({ fojas: 880, vuelta: true, numero: 901, ano: 2015 });
    expect(value.gravamenes[0]).toMatchObject({ fojas: 300, suma_dinero: '1.250,00 UF' });
    expect(value.prohibiciones.map(({ fojas, accion }) => [fojas, accion])).toEqual([
      [320, 'de enajenar sin consentimiento del acreedor'],
      [50, 'Juzgado de Letras de Curacautín, Rol C-77-2024'],
    ]);
  });

  it('reads items opened by "Registra", a creditor after "doña", the owner "de dominio de" and a litigio’s court', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Respecto de la propiedad inscrita a fs. 120 N° 133 del año 2020, de dominio de doña',
      'INÉS DEL CARMEN ROJAS LEIVA, ubicada en calle Prat 90, oficina 12, comuna de Talca:',
      'a) No registra hipotecas ni gravámenes.',
      'b) Registra PROHIBICIÓN de enajenar pactada en favor de doña SONIA BEATRIZ LAGOS MENA,',
      'inscrita a fs. 40 N° 41 del año 2020.',
      'c) Registra LITIGIO: demanda de nulidad seguida ante el Segundo Juzgado Civil de Talca, Rol',
      'C-300-2025, a solicitud de don HERNÁN JOSÉ VERA SOTO, anotada a fs. 70 N° 72 del año 2025.',
      'Talca, 3 de junio de 2025.',
    );
    expect(value.propietarios.map((owner) => owner.nombre)).toEqual(['INÉS DEL CARMEN ROJAS LEIVA']);
    expect(value.domicilio).toBe('calle Prat 90, oficina 12');
    expect(value.prohibiciones.map(({ tipo, acreedor, accion }) => [tipo, acreedor, accion])).toEqual([
      ['PROHIBICIÓN', 'SONIA BEATRIZ LAGOS MENA', 'de enajenar'],
      ['LITIGIO', 'HERNÁN JOSÉ VERA SOTO', 'Segundo Juzgado Civil de Talca, Rol C-300-2025'],
    ]);
  });

  it('takes the capitalised type after any ordinary word opening an item ("Anota EMBARGO …")', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Respecto de la propiedad inscrita a fs. 15 N° 16 del año 2019, de dominio de don LUIS RAMÓN',
      'PAREDES SOTO, comuna de Angol:',
      'a) Anota EMBARGO trabado por el Juzgado de Letras de Angol, Rol C-5-2025, a fs. 9 N° 10 del',
      'año 2025.',
      'Angol, 1 de julio de 2025.',
    );
    expect(value.prohibiciones.map((item) => item.tipo)).toEqual(['EMBARGO']);
  });

  it('reads an enumerated "LITIGIO:" under its registry’s heading and the acts of a capitalised item', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES, PROHIBICIONES DE ENAJENAR Y LITIGIOS',
      'La propiedad inscrita a fojas 44 número 50 del Registro de Propiedad del año 2011 reconoce:',
      'PROHIBICIONES',
      '1) PROHIBICIÓN de no gravar ni enajenar en favor de BANCO DEL ELQUI S.A., inscrita a fojas 21',
      'número 25 del año 2011.',
      'LITIGIOS',
      '1) LITIGIO: demanda de precario seguida ante el Juzgado de Letras de Vicuña, causa Rol C-9-2025, a',
      'petición de don RAÚL ESTEBAN OLIVARES CID, anotada a fojas 300 número 310 del año 2025.',
      'Vicuña, 7 de julio de 2025.',
    );
    expect(value.prohibiciones.map(({ tipo, accion }) => [tipo, accion])).toEqual([
      ['PROHIBICIÓN', 'de no gravar ni enajenar'],
      ['LITIGIO', 'Juzgado de Letras de Vicuña, causa Rol C-9-2025'],
    ]);
  });

  it('reads "Titulares:" apart from the heading after them, a street without its kind, an embargo’s court and a precautoria’s acts', () => {
    const value = gp(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Propiedad: Fs. 500 N° 480 Año 2019 Registro de Propiedad',
      'Dirección: Baquedano 455, Coyhaique',
      'Titulares: ARAYA LEAL JUAN PABLO / MUÑOZ REYES ANA MARÍA',
      '',
      'INTERDICCIONES Y PROHIBICIONES',
      '1) EMBARGO a fs. 90 N° 95 del año 2024, decretado por el Juzgado de Letras de Coyhaique, Rol',
      'C-41-2024, a favor de CRÉDITOS DEL SUR SPA.',
      '2) MEDIDA PRECAUTORIA a fs. 99 N° 101 del año 2025, de prohibición de celebrar actos y contratos,',
      'decretada por el mismo tribunal.',
      'Coyhaique, 2 de agosto de 2025.',
    );
    expect(value.propietarios.map((owner) => owner.nombre)).toEqual([
      'ARAYA LEAL JUAN PABLO',
      'MUÑOZ REYES ANA MARÍA',
    ]);
    expect(value).toMatchObject({ domicilio: 'Baquedano 455', comuna: 'Coyhaique' });
    expect(value.prohibiciones.map((item) => item.accion)).toEqual([
      'Juzgado de Letras de Coyhaique, Rol C-41-2024',
      'prohibición de celebrar actos y contratos',
    ]);
  });
});

describe('a marriage certificate', () => {
  it('reads the abbreviated “Circ.:” and “Nº insc.:” labels', () => {
    const value = extractMarriageCertificate(
      documentFromPages('matrimonio.pdf', [
        [
          'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
          'CERTIFICADO DE MATRIMONIO',
          'Circ.: VALLENAR        Nº insc.: 87        Año: 2001',
          'Marido: JORGE LUIS TAPIA ROJAS       RUN: 9.781.126-1',
          'Mujer:  ANA MARÍA SOTO VEGA           RUN: 12.004.539-3',
          'Emitido: 4 Marzo 2025',
        ].join('\n'),
      ]),
    ).value.certificate;
    expect(value).toMatchObject({ circunscripcion: 'Vallenar', numero_de_inscripcion: 87, ano: 2001 });
  });
});
