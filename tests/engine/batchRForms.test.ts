import { describe, expect, it } from 'vitest';

import { boundariesRunOn } from '../../server/analysis/engine/checks/boundaryRunOn';
import { addressCut, badCreditor, badName } from '../../server/analysis/engine/checks/shapes';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { cbrDocument, certificateDocument, pageTexts } from '../support/engineDocuments';

/*
 * Forms held-out batch R exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

const gp = (...pages: string[][]) => extractGpCertificate(cbrDocument(...pages)).value;
const inscription = (...pages: string[][]) => extractInscription(cbrDocument(...pages)).value;

describe('a copy that transcribes, after its certification, the earlier inscription it cancelled', () => {
  const current = [
    'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
    'COPIA DE INSCRIPCIÓN CON VIGENCIA',
    'Fojas 3105   Número 2871   Año 2021',
    'Quillota, ocho de julio de dos mil veintiuno.- Doña ELENA SOFÍA MARAMBIO TAPIA, cédula',
    'nacional de identidad número 13.555.207-1, soltera, domiciliada en calle Maipú número 88,',
    'Quillota, es dueña de la casa y sitio de calle Freire número cuatrocientos doce, comuna de',
    'Quillota.- La adquirió por compra a don ARTURO BENJAMÍN LEIVA SOTO, según escritura de',
    'fecha dos de julio de dos mil veintiuno otorgada en la Notaría de Quillota de don Pablo',
    'Andrés Riquelme Mora, por el precio de $88.000.000.- El título anterior está inscrito a',
    'fojas 744 número 690 del Registro de Propiedad del año 2009.- Doy fe.-',
  ];
  const annex = [
    'CERTIFICO que la inscripción precedente se encuentra vigente. Quillota, 2 de marzo de 2026.',
    '',
    'Se agrega a continuación, a petición del interesado, copia del título anterior, hoy',
    'cancelado:',
    'Fojas 744 - Número 690 - Año 2009',
    'Quillota, once de mayo de dos mil nueve.- Don ARTURO BENJAMÍN LEIVA SOTO, de este',
    'domicilio, es dueño de la casa y sitio de calle Freire número cuatrocientos doce.- Lo',
    'adquirió por herencia de doña MARTA LUZ SOTO PEÑA.- Título anterior a fojas 102 número',
    '95 del año 1980.- AL MARGEN: Cancelada por la de fojas 3105 número 2871 de 2021.',
    'Código de verificación: QTA-88120-7',
  ];

  it('keeps the certification and the annex with the copy they follow', () => {
    expect(splitIntoParts(pageTexts(current, annex)).map((part) => [part.first, part.last])).toEqual([
      [1, 2],
    ]);
  });

  it('reads one entry, the certified inscription, with the certification as its issue date', () => {
    const { entry, facts } = inscription(current, annex);
    // The annexed earlier title counts for the chain's ten years (findings/rules/chainOfTitle.ts).
    expect(facts.annexedTitle?.fecha_registro).toBe('2009-05-11');
    expect(inscription(current).facts.annexedTitle).toBeNull();
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([3105, 2871, 2021]);
    expect(entry.fecha_emision).toBe('2026-03-02');
    expect(entry.fecha_registro).toBe('2021-07-08');
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ELENA SOFÍA MARAMBIO TAPIA']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ARTURO BENJAMÍN LEIVA SOTO']);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([744, 690, 2009]);
    expect(entry.codigo_verificacion).toBe('QTA-88120-7');
  });

  it('reads the same when the annex is printed on the page of the copy, under its own heading', () => {
    const { entry, facts } = inscription([
      ...current,
      'Certifico que la inscripción transcrita está vigente. Quillota, 2 de marzo de 2026.',
      'INSCRIPCIÓN ANTERIOR (CANCELADA)',
      ...annex.slice(4),
    ]);
    expect([entry.fojas, entry.ano, entry.fecha_emision]).toEqual([3105, 2021, '2026-03-02']);
    expect(entry.propietarios[0]?.nombre).toBe('ELENA SOFÍA MARAMBIO TAPIA');
    expect(facts.annexedTitle?.fecha_registro).toBe('2009-05-11');
  });
});

describe("a company owner's domicile followed by its representative", () => {
  it('ends the domicile before "representada por"', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAÍCES DE LOS ANDES',
      'Fojas 511 Número 480 del Registro de Propiedad del año 2024',
      'Los Andes, tres de abril de dos mil veinticuatro.- INMOBILIARIA CORDILLERA SpA, rol único',
      'tributario 77.104.220-3, domiciliada en avenida Santa Teresa número 701, Los Andes,',
      'debidamente representada por don Tomás Ignacio Lara Véliz, es dueña del sitio ubicado en',
      'calle Esmeralda número noventa, comuna de Los Andes.- La adquirió por compra a don RAÚL',
      'ERNESTO BRAVO LIRA, según escritura de fecha uno de abril de dos mil veinticuatro.-',
    ]);
    expect(entry.propietarios[0]?.domicilio).toBe('avenida Santa Teresa número 701, Los Andes');
  });
});

describe('an office named in its heading beside the province it serves', () => {
  it('takes the office, not the province, whose name another office bears', () => {
    const { entry } = inscription([
      'CBR LA CALERA                                     Conservador de Bienes Raíces',
      'Provincia de Quillota                             Calle Prat 210 - La Calera',
      'Fojas 92 Número 77 Registro de Propiedad 2025',
      'En La Calera, a seis de mayo de dos mil veinticinco, don PEDRO PABLO NÚÑEZ ARCE, soltero,',
      'de este domicilio, es dueño del sitio de calle Carrera número trescientos, comuna de La',
      'Calera.- Lo adquirió por compra a don IVÁN CORTÉS PAZ, según escritura de fecha dos de',
      'mayo de dos mil veinticinco.- El título anterior está a fojas 40 número 31 del año 2001.-',
    ]);
    expect(entry.conservador).toBe('La Calera');
    expect(entry.conservador_anterior).toBe('La Calera');
    expect(entry.propietarios[0]?.domicilio).toBe('La Calera');
  });
});

describe('boundaries of a side measured in stretches, and of the units below and above', () => {
  const { entry } = inscription([
    'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES',
    'Fojas 230 Número 199 del Registro de Propiedad del año 2019',
    'Cauquenes, diez de junio de dos mil diecinueve.- Don MARIO ALEJANDRO PINO ROA, soltero, de',
    'este domicilio, es dueño del departamento número doce del Edificio Los Robles, comuna de',
    'Cauquenes, que deslinda: NORTE, en línea quebrada de tres tramos: el primero de cuatro metros',
    'con pasillo común, el segundo de dos coma cinco metros con ducto y el último de tres metros',
    'con departamento once; SUR, en nueve metros con calle Victoria; INFERIOR, con departamento',
    'dos; SUPERIOR, con departamento veintidós.- Lo adquirió por compra a doña ANA PAZ ROA',
    'VERA, según escritura de fecha cinco de junio de dos mil diecinueve.-',
  ]);

  it('reads each stretch as a boundary of its own side', () => {
    expect(entry.deslindes.slice(0, 4)).toEqual([
      { direccion: 'Norte', largo: '4,00 metros', propiedad: 'pasillo común' },
      { direccion: 'Norte', largo: '2,50 metros', propiedad: 'ducto' },
      { direccion: 'Norte', largo: '3,00 metros', propiedad: 'departamento once' },
      { direccion: 'Sur', largo: '9,00 metros', propiedad: 'calle Victoria' },
    ]);
  });

  it('reads the units below and above as Abajo and Arriba', () => {
    expect(entry.deslindes.slice(4)).toEqual([
      { direccion: 'Abajo', largo: null, propiedad: 'departamento dos' },
      { direccion: 'Arriba', largo: null, propiedad: 'departamento veintidós' },
    ]);
  });

  it('doubts a neighbour that holds the next stretch', () => {
    const paths = boundariesRunOn([
      ['x.deslindes[0].direccion', 'Oriente'],
      ['x.deslindes[0].largo', '6,00 metros'],
      ['x.deslindes[0].propiedad', 'lote tres y el segundo de ocho metros con lote cuatro'],
    ]);
    expect(paths).toEqual(['x.deslindes[0].largo', 'x.deslindes[0].propiedad']);
  });
});

describe("a unit's description with its share in the common property and the plan after it", () => {
  const body = (share: string) =>
    inscription([
      'CONSERVADOR DE BIENES RAÍCES DE VILLA ALEMANA',
      'Fojas 801 Número 733 del Registro de Propiedad del año 2022',
      'Villa Alemana, cuatro de agosto de dos mil veintidós.- Doña LUISA FERNANDA OSSES DÍAZ,',
      'soltera, de este domicilio, es dueña del departamento número ciento cuatro del primer piso',
      `del Condominio Los Peumos, comuna de Villa Alemana, ${share}, que deslinda: NORTE, en`,
      'seis metros con jardín común.- La adquirió por compra a don JUAN ROA PAZ, según escritura',
      'de fecha uno de agosto de dos mil veintidós.-',
    ]).entry.descripcion_propiedad;

  it('runs to the plan when the plan is cited after the share', () => {
    expect(
      body(
        'y de los derechos en proporción al valor de lo adquirido en los bienes comunes, según plano archivado con el número 915',
      ),
    ).toBe(
      'departamento número ciento cuatro del primer piso del Condominio Los Peumos, comuna de Villa Alemana, y de los derechos en proporción al valor de lo adquirido en los bienes comunes, según plano archivado con el número 915',
    );
  });

  it('ends before the share when no plan follows it', () => {
    expect(body('y de los derechos en proporción al valor de lo adquirido en los bienes comunes')).toBe(
      'departamento número ciento cuatro del primer piso del Condominio Los Peumos, comuna de Villa Alemana',
    );
  });
});

describe('an inscription all in capitals', () => {
  it('reads the seller after "COMPRA A DOÑA", not the words before it', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAICES DE ILLAPEL',
      'FOJAS 55 NUMERO 49 DEL REGISTRO DE PROPIEDAD DEL AÑO 1994',
      'ILLAPEL, TRES DE MARZO DE MIL NOVECIENTOS NOVENTA Y CUATRO.- DON JORGE ELÍAS CUEVAS',
      'LAZO, SOLTERO, DE ESTE DOMICILIO, ES DUEÑO DEL SITIO DE CALLE BUIN NUMERO DOCE.- LO',
      'ADQUIRIO POR COMPRA A DOÑA ROSA ELVIRA TAPIA MONTT, DE ESTE DOMICILIO, SEGUN ESCRITURA DE',
      'FECHA UNO DE MARZO DE MIL NOVECIENTOS NOVENTA Y CUATRO.-',
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ROSA ELVIRA TAPIA MONTT']);
  });
});

describe('a GP printed as blocks of labelled lines with dotted leaders', () => {
  const certificate = gp([
    'CONSERVADOR DE BIENES RAÍCES DE SAN ANTONIO',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inmueble ...... lote Nº 4 Parcelación El Sauce, camino a Cartagena 1200, comuna de San Antonio',
    'Inscrito a .... fojas 77 Nº 61 del Registro de Propiedad del año 2019',
    '',
    '== Hipotecas y Gravámenes ==',
    '  › Acto ............ HIPOTECA',
    '  › Inscripción ..... fojas 88, número 70, año 2019',
    '  › Monto ........... UF 1.250,00',
    '  › Acreedor ........ CAJA DE COMPENSACIÓN LOS HÉROES',
    '',
    '== Interdicciones y Prohibiciones ==',
    '  › Acto ............ PROHIBICIÓN',
    '  › Inscripción ..... fojas 91, número 72, año 2019',
    '  › Alcance ......... de no gravar ni enajenar',
    '  › A favor de ...... CAJA DE COMPENSACIÓN LOS HÉROES',
    '  › Acto ............ EMBARGO',
    '  › Inscripción ..... fojas 410, número 388, año 2024',
    '  › Alcance ......... ordenado por el Juzgado de Letras de San Antonio, Rol C-55-2024',
    '  › A favor de ...... FERRETERÍA PUERTO LIMITADA',
    '  › Fecha ........... 11/04/2024',
    '-- Litigios -- no hay',
    'San Antonio, 9 de febrero de 2026. Código K7T2-90QA-1148',
  ]);

  it('reads the value after each leader, never the dots', () => {
    expect(certificate.gravamenes[0]).toMatchObject({
      tipo: 'HIPOTECA',
      fojas: 88,
      acreedor: 'CAJA DE COMPENSACIÓN LOS HÉROES',
      suma_dinero: '1.250,00 UF',
    });
    expect(certificate.prohibiciones.map((item) => [item.tipo, item.fojas, item.acreedor])).toEqual([
      ['PROHIBICIÓN', 91, 'CAJA DE COMPENSACIÓN LOS HÉROES'],
      ['EMBARGO', 410, 'FERRETERÍA PUERTO LIMITADA'],
    ]);
    expect(certificate.prohibiciones[0]?.accion).toBe('de no gravar ni enajenar');
    expect(certificate.prohibiciones[1]?.fecha_emision).toBe('2024-04-11');
  });

  it('reads the code after a bare "Código"', () => {
    expect(certificate.codigo_verificacion).toBe('K7T2-90QA-1148');
  });
});

describe('a GP whose entries name their registry right after the reference', () => {
  const certificate = gp([
    'CONSERVADOR DE BIENES RAÍCES DE LOS ANDES',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'El inmueble de calle Maipú 120, comuna de Los Andes, inscrito a fojas 300 número 280 del',
    'Registro de Propiedad del año 2020, registra:',
    '1)  HIPOTECA',
    '    fojas 41 número 39 año 2020, Registro de Hipotecas y Gravámenes',
    '    a favor de BANCO DEL PACÍFICO SUR, por $ 40.000.000',
    '    fecha de inscripción 04/02/2020',
    '2)  PROHIBICIÓN',
    '    fojas 52 número 47 año 2020 del Registro de Interdicciones y Prohibiciones',
    '    de gravar ni enajenar sin autorización del banco, a favor de BANCO DEL PACÍFICO SUR',
    '    fecha de inscripción 04/02/2020',
    'Los Andes, 3 de enero de 2026.',
  ]);

  it('keeps the lines after the registry in the entry', () => {
    expect(certificate.gravamenes[0]).toMatchObject({
      acreedor: 'BANCO DEL PACÍFICO SUR',
      suma_dinero: '$40.000.000',
      fecha_emision: '2020-02-04',
    });
    expect(certificate.prohibiciones[0]).toMatchObject({
      acreedor: 'BANCO DEL PACÍFICO SUR',
      accion: 'de gravar ni enajenar sin autorización del banco',
      fecha_emision: '2020-02-04',
    });
  });
});

describe("a GP's property address with its lot or its hill", () => {
  it('keeps the lot printed before the street', () => {
    const certificate = gp([
      'CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble: lote Nº 7 Villa El Retiro, pasaje Los Boldos 81, comuna de Quilpué',
      'Inscrito a: fojas 15 Nº 12 del Registro de Propiedad del año 2018. No registra hipotecas.',
      'Quilpué, 2 de febrero de 2026.',
    ]);
    expect(certificate.domicilio).toBe('lote Nº 7 Villa El Retiro, pasaje Los Boldos 81');
  });

  it('doubts a street and number read without the hill printed after them', () => {
    expect(addressCut('pasaje Fischer 41', 'casa de pasaje Fischer 41, Cerro Concepción, comuna')).toBe(true);
  });
});

describe('a SERVIU report whose address names its hill', () => {
  it('keeps the sector after the number', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE VALPARAÍSO',
        'CERTIFICADO DE NO EXPROPIACIÓN',
        'Rol de avalúo: 3120-4',
        'Dirección: Pasaje Gálvez Nº 22, Cerro Cordillera',
        'Comuna: Valparaíso',
        'El inmueble no se encuentra afecto a expropiación. Valparaíso, 4 de marzo de 2026.',
      ]),
    ).value;
    expect(report.direccion_propiedad).toBe('Pasaje Gálvez Nº 22, Cerro Cordillera');
  });
});

describe('a marriage certificate with the spouses in two columns under qualified headings', () => {
  const { certificate } = extractMarriageCertificate(
    certificateDocument([
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción  QUILPUÉ     Nº inscripción 415     Año 2015',
      '',
      'CONTRAYENTE (ESPOSO)                       CONTRAYENTE (ESPOSA)',
      'MATÍAS ANDRÉS OLMOS BRAVO                  CAROLINA BEATRIZ SANHUEZA REY',
      'R.U.N. 16.001.443-2                        R.U.N. 17.220.918-7',
      '',
      'Celebrado el 3 de octubre de 2015.',
      'Fecha emisión: 1 de marzo de 2026',
    ]),
  ).value;

  it('gives each spouse the name and RUN in their column', () => {
    expect(certificate.marido).toEqual({ nombre: 'MATÍAS ANDRÉS OLMOS BRAVO', rut: '16.001.443-2' });
    expect(certificate.mujer).toEqual({ nombre: 'CAROLINA BEATRIZ SANHUEZA REY', rut: '17.220.918-7' });
  });
});

describe('SII appraisals detailed by component', () => {
  const appraisal = (rows: string[]) =>
    extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL',
        'Rol: 00412-00021   Comuna: LOS ANDES',
        ...rows,
        'Fecha de emisión: 2 de marzo de 2026',
      ]),
    ).value;

  it('takes the Total column of each part, not the land cell', () => {
    const value = appraisal([
      '                   Suelo           Edificación      Total',
      'Avalúo afecto      $ 12.000.000    $ 30.500.000     $ 42.500.000',
      'Avalúo exento      $ 5.000.000     $ 10.000.000     $ 15.000.000',
      'Avalúo total       $ 17.000.000    $ 40.500.000     $ 57.500.000',
    ]);
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([
      42_500_000, 15_000_000, 57_500_000,
    ]);
  });

  it('takes the Total row when the parts are the columns', () => {
    const value = appraisal([
      '                   Afecto          Exento           Total',
      'Terreno            $ 12.000.000    $ 5.000.000      $ 17.000.000',
      'Construcciones     $ 30.500.000    $ 10.000.000     $ 40.500.000',
      'Total              $ 42.500.000    $ 15.000.000     $ 57.500.000',
    ]);
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([
      42_500_000, 15_000_000, 57_500_000,
    ]);
  });

  it('reads the taxed and exempt amounts labelled "monto … a contribuciones"', () => {
    const value = appraisal([
      'Terreno                          $ 20.000.000',
      'Construcciones                   $ 15.000.000',
      'Avalúo total                     $ 35.000.000',
      'Monto afecto a contribuciones    $ 9.000.000',
      'Monto exento de contribuciones   $ 26.000.000',
    ]);
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([
      9_000_000, 26_000_000, 35_000_000,
    ]);
  });
});

describe('a certification-only copy whose code follows "Valide … con el código"', () => {
  it('reads the code, not the certificate number', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAÍCES DE CASABLANCA',
      'CERTIFICADO DE DOMINIO VIGENTE   Nº 55-0192',
      'Certifico que el inmueble consistente en la parcela doce del Fundo Lo Orozco, inscrito a',
      'fojas 90 número 81 del Registro de Propiedad del año 2011, se encuentra vigente a nombre de',
      'don RENÉ ALBERTO MUÑOZ SAAVEDRA.',
      'Casablanca, tres de marzo de dos mil veintiséis.',
      'Valide este documento en www.cbrcasablanca.cl',
      'con el código 7XQ2-M4PA-5510.',
    ]);
    expect(entry.codigo_verificacion).toBe('7XQ2-M4PA-5510');
  });
});

describe('names made of no letters', () => {
  it('are doubtful as a creditor or a person', () => {
    expect(badCreditor('.............')).toBe(true);
    expect(badCreditor('…')).toBe(true);
    expect(badName('....... .......')).toBe(true);
    expect(badCreditor('BANCO DEL ESTADO DE CHILE')).toBe(false);
  });
});

describe('a TGR certificate whose text layer glued the comuna to its label', () => {
  it('reads the comuna after "COMUNA" when its words name one', () => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'Certificado de Deuda',
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'NOMBRE    ROJAS PAZ ELENA',
        'DIRECCION BUIN 45   COMUNALOS ANDES',
        'ROL       103-00210-014',
        'Fecha de Emisión del Certificado: 02-03-2026',
        '001SD202603021022118',
      ]),
    ).value;
    expect(certificate.comuna_propiedad).toBe('Los Andes');
  });
});

describe('a fojas.cl certificate numbered "Nro. Certificado …"', () => {
  it('takes that number as the code the site checks', () => {
    const certificate = gp([
      'CONSERVADOR DE BIENES RAÍCES DE PETORCA',
      'Nro. Certificado 2207731045                     Carátula 1.212',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inscripción de dominio a fojas 12 número 10 del Registro de Propiedad del año 2004.',
      'Hipotecas: NO HAY.   Prohibiciones: NO HAY.',
      'Petorca, 3 de marzo de 2026.',
      'Verifique validez en www.fojas.cl',
    ]);
    expect(certificate.codigo_verificacion).toBe('2207731045');
  });
});

describe('an SII one-row table "Rol  Comuna  Dirección  Destino" whose cells the text layer glued', () => {
  it('reads the comuna between the rol and the address', () => {
    const value = extractSiiAppraisal(
      certificateDocument([
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 4 de marzo de 2026',
        'Rol   Comuna   Dirección   Destino',
        '00877-00012   SAN ESTEBAN CAMINO REAL 1180 LT 3   AGRICOLA',
        'Avalúo Total   Avalúo Exento   Avalúo Afecto',
        '$ 30.000.000   $ 30.000.000   $ 0',
      ]),
    ).value;
    expect([value.comuna, value.direccion, value.destino]).toEqual([
      'San Esteban',
      'CAMINO REAL 1180 LT 3',
      'AGRICOLA',
    ]);
  });
});

describe('a GP of numbered paragraphs under a "Dueño inscrito:" label', () => {
  const read = extractGpCertificate(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE SAN ANTONIO',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble: departamento 31, Edificio Alto Mar, avenida Barros Luco 1900, comuna de San Antonio.',
      'Título de dominio: fojas 610 Nº 598 del Registro de Propiedad de 2020.',
      'Dueño inscrito: PIZARRO LEÓN CLAUDIA ANDREA, RUT 15.402.118-3.',
      'PRIMERO.- En el Registro de Hipotecas y Gravámenes consta, a fojas 700 número 650 del año',
      '2020, una HIPOTECA a favor de BANCO AUSTRAL S.A., para caucionar la suma de 2.100,50',
      'Unidades de Fomento.',
      'San Antonio, 4 de marzo de 2026.',
    ]),
  );

  it('reads the owner under the label and the amount the mortgage secures', () => {
    expect(read.value.propietarios).toEqual([{ nombre: 'PIZARRO LEÓN CLAUDIA ANDREA', rut: '15.402.118-3' }]);
    expect(read.value.gravamenes[0]?.suma_dinero).toBe('2.100,50 UF');
  });

  it('doubts the address whose unit the label printed before the street', () => {
    expect(read.value.domicilio).toBe('avenida Barros Luco 1900, departamento 31');
    expect(read.provenance.domicilio?.unsure).toContain('address_shape');
  });
});
