import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Round four of the non-CBR certificates and of the dominio vigente's parties (issue #18): wordings
 * no earlier test had, written before any fix — made-up offices, people, numbers and layouts. TGR
 * rols and debts in prose, tables and before their labels; SII amounts with their semester and
 * without dots; SERVIU and DOM answers in prose and marks; marriage régimen and subinscriptions;
 * owners' civil status, RUT, domicile, shares and companies.
 */

const typeOf = (lines: string[]) => classifyDocument(certificateDocument(lines)).type;
const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;
const sii = (...lines: string[]) => extractSiiAppraisal(certificateDocument(lines)).value;
const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines)).value;
const municipal = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines)).value;
const marriage = (...lines: string[]) => extractMarriageCertificate(certificateDocument(lines)).value;
const entryOf = (...lines: string[]) => extractInscription(cbrDocument(lines)).value.entry;

const TGR_HEAD = ['TESORERÍA GENERAL DE LA REPÚBLICA', 'CERTIFICADO DE DEUDA DE CONTRIBUCIONES'];

describe('TGR: the rol in every printed form', () => {
  it.each([
    ['ROL: 412-77', '412-77'],
    ['Rol Avalúo N° 00412-00077', '412-77'],
    ['Rol de Avalúo Nº 9201-00412-00077', '412-77'],
    ['ROL AVALÚO   :   412 - 077', '412-77'],
    ['Rol N°: 412-77 (Comuna de Linares)', '412-77'],
    ['Número de Rol: 00412-00077', '412-77'],
  ])('reads "%s"', (line, rol) => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Contribuyente: ARAVENA PINOCHET LUIS ESTEBAN',
      line,
      'Dirección: Avenida Brasil 1180',
      'Comuna: Linares',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 41.200',
    );
    expect(certificate.rol_avaluo).toBe(rol);
  });

  it('reads a rol whose value the form prints on the line under its label', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol de avalúo',
      '9201-00412-00077',
      'Comuna',
      'LINARES',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 41.200',
    );
    expect(certificate.rol_avaluo).toBe('412-77');
    expect(certificate.comuna_propiedad).toBe('Linares');
  });
});

describe('TGR: overdue and not-yet-due debt in new wordings', () => {
  it('reads the two debts stated in a sentence', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'La Tesorería General de la República certifica que la propiedad Rol N° 318-9 de la comuna de',
      'Osorno, a nombre de MANSILLA OJEDA PATRICIA ELENA, registra una deuda vencida de $ 45.300 y',
      'una deuda no vencida de $ 22.100 al 14 de octubre de 2025.',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '318-9',
      total_deuda_vencida_liquidada: 45300,
      total_deuda_no_vencida_liquidada: 22100,
    });
  });

  it.each([
    ['La propiedad individualizada no registra deuda de contribuciones a la fecha.'],
    ['Estado: SIN DEUDA'],
    ['Situación de pago: al día, no registra deuda.'],
  ])('reads "%s" as no debt at all', (line) => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Contribuyente: SEPÚLVEDA TORRES IRMA DEL CARMEN',
      'Rol: 2203-14',
      line,
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('reads "$ 0" under each label and a total that adds nothing', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Monto vencido:          $ 0',
      'Monto no vencido:       $ 0',
      'Total a pagar:          $ 0',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('reads amounts printed before their labels on the same line', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      '$ 18.450   DEUDA MOROSA',
      '$ 36.900   DEUDA NO VENCIDA',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 18450,
      total_deuda_no_vencida_liquidada: 36900,
    });
  });

  it('reads a table of cuotas by year and semester whose columns are "Vencidas" and "Por vencer" with a "TOTAL" row', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Año    Semestre    Vencidas      Por vencer',
      '2025   1           $ 12.300      $ 0',
      '2025   2           $ 0           $ 12.650',
      'TOTAL              $ 12.300      $ 12.650',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 12300,
      total_deuda_no_vencida_liquidada: 12650,
    });
  });

  it('reads "Total deuda morosa" apart from a grand total that adds both', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Total general adeudado: $ 58.000',
      'Total deuda morosa: $ 20.000',
      'Total deuda por vencer: $ 38.000',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 20000,
      total_deuda_no_vencida_liquidada: 38000,
    });
  });

  it('reads an issue date written in words', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 0',
      'Fecha de emisión: catorce de octubre de dos mil veinticinco',
    );
    expect(certificate.fecha_emision).toBe('2025-10-14');
  });

  it.each([
    ['Nombre del contribuyente: CÁCERES MELLA ROSA AMELIA RUT 9.882.114-7', 'CÁCERES MELLA ROSA AMELIA'],
    ['Contribuyente: CÁCERES MELLA ROSA AMELIA, R.U.T. 9.882.114-7', 'CÁCERES MELLA ROSA AMELIA'],
    ['Nombre o Razón Social: INVERSIONES LOS TILOS SpA', 'INVERSIONES LOS TILOS SpA'],
    ['Propietario: Rosa Amelia Cáceres Mella', 'Rosa Amelia Cáceres Mella'],
  ])('reads the taxpayer in "%s"', (line, name) => {
    const certificate = tgr(...TGR_HEAD, line, 'Rol: 2203-14', 'Deuda vencida: $ 0', 'Deuda no vencida: $ 0');
    expect(certificate.contribuyente.nombre).toBe(name);
  });
});

const SII_HEAD = ['SERVICIO DE IMPUESTOS INTERNOS', 'CERTIFICADO DE AVALÚO FISCAL'];

describe('SII: amounts with their semester, with and without dots', () => {
  it('reads "Avalúo Fiscal Total al 1er semestre 2026" and its parts', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol de Avalúo: 1540-22',
      'Comuna: CHILLÁN',
      'Avalúo Fiscal Total al 1er semestre 2026: $ 85.412.300',
      'Avalúo Exento al 1er semestre 2026: $ 41.000.000',
      'Avalúo Afecto al 1er semestre 2026: $ 44.412.300',
    );
    expect(appraisal).toMatchObject({
      rol_avaluo: '1540-22',
      comuna: 'Chillán',
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it('reads amounts without thousands dots and the surfaces beside them', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'Superficie terreno: 1250 m2',
      'Superficie construida: 88,50 m2',
      'Avalúo total: 85412300',
      'Avalúo exento: 41000000',
      'Avalúo afecto: 44412300',
    );
    expect(appraisal).toMatchObject({
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it('reads a one-row table under a header naming every column', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'ROL        COMUNA     DESTINO       AVALÚO TOTAL    EXENTO         AFECTO',
      '1540-22    CHILLÁN    HABITACIONAL  85.412.300      41.000.000     44.412.300',
    );
    expect(appraisal).toMatchObject({
      rol_avaluo: '1540-22',
      comuna: 'Chillán',
      destino: 'HABITACIONAL',
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it.each([
    ['Destino: COMERCIO', 'COMERCIO'],
    ['Destino: Habitacional (H)', 'Habitacional'],
    ['Destino del predio: AGRÍCOLA', 'AGRÍCOLA'],
    ['Destino: BODEGA Y ALMACENAJE', 'BODEGA Y ALMACENAJE'],
    ['Destino :  E - EDUCACIÓN Y CULTURA', 'EDUCACIÓN Y CULTURA'],
  ])('reads the destination in "%s"', (line, destino) => {
    expect(sii(...SII_HEAD, 'Rol: 1540-22', line, 'Avalúo total: $ 85.412.300').destino).toBe(destino);
  });

  it('reads "Dirección o nombre del bien raíz" and "Comuna" on one line', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Dirección o nombre del bien raíz: LOS AROMOS 233 VILLA ESPERANZA   Comuna: COQUIMBO',
      'Número de Rol de Avalúo: 3305-118',
      'Avalúo total: $ 52.100.000',
    );
    expect(appraisal).toMatchObject({
      direccion: 'LOS AROMOS 233 VILLA ESPERANZA',
      comuna: 'Coquimbo',
      rol_avaluo: '3305-118',
    });
  });
});

const SERVIU_HEAD = ['SERVIU REGIÓN DE ÑUBLE', 'CERTIFICADO DE NO EXPROPIACIÓN'];

describe('SERVIU: the answer in prose and marks, the number and the date', () => {
  it.each([
    ['El inmueble individualizado no se encuentra afecto a expropiación por parte de este Servicio.', false],
    ['El inmueble NO está afecto a expropiación.', false],
    ['Revisados los antecedentes, el inmueble no está afectado por proyectos de expropiación.', false],
    ['Afecta a expropiación: No', false],
    ['El inmueble se encuentra afecto a expropiación parcial por el proyecto Mejoramiento Av. Collín.', true],
    ['☒ NO AFECTO A EXPROPIACIÓN   ☐ AFECTO A EXPROPIACIÓN', false],
  ])('reads "%s" as %s', (line, answer) => {
    expect(serviu(...SERVIU_HEAD, 'Rol: 415-3', line).objeto_expropiacion).toBe(answer);
  });

  it.each([
    ['Certificado Nº 2025/0412', 412],
    ['N° Certificado: 48.113', 48113],
    ['Informe N°: 11234', 11234],
  ])('reads the number in "%s"', (line, number) => {
    const report = serviu('SERVIU REGIÓN DE ÑUBLE', line, 'Rol: 415-3', 'No afecto a expropiación.');
    expect(report.numero_certificado).toBe(number);
  });

  it('reads the date the certificate is signed in words with its place', () => {
    const report = serviu(
      ...SERVIU_HEAD,
      'Rol: 415-3',
      'El inmueble no se encuentra afecto a expropiación.',
      'Chillán, a catorce de octubre de dos mil veinticinco.',
    );
    expect(report.fecha_emision).toBe('2025-10-14');
  });
});

const DOM_HEAD = [
  'ILUSTRE MUNICIPALIDAD DE SAN CARLOS',
  'DIRECCIÓN DE OBRAS MUNICIPALES',
  'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 771',
];

describe('DOM: yes/no in prose, tables and marks, with the details', () => {
  it.each([
    ['El inmueble no está afectado por declaratoria de utilidad pública.'],
    ['El predio NO se encuentra afecto a declaratoria de utilidad pública por vialidad ni por áreas verdes.'],
    ['Revisado el Plan Regulador vigente, la propiedad no está afecta a utilidad pública.'],
  ])('reads "%s" as no affectation', (line) => {
    expect(municipal(...DOM_HEAD, 'Rol: 88-14', line)).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });

  it('reads rows answered "Afecta: No" / "Afecta: Sí" with the kind of the one that affects', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'Vialidad — Afecta: Sí — Tipo: Ensanche — Vía: Avenida Balmaceda',
      'Áreas verdes — Afecta: No',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      expropiacion_por_parque: false,
    });
  });

  it.each([
    ['Vialidad   (x) NO   ( ) SÍ', false],
    ['Vialidad   ( ) NO   (x) SÍ', true],
    ['Vialidad:  NO ✓', false],
  ])('reads "%s" for the road', (line, answer) => {
    const value = municipal(...DOM_HEAD, 'Rol: 88-14', line, 'Parques:  NO');
    expect(value.expropiacion_vial).toBe(answer);
    expect(value.expropiacion_por_parque).toBe(false);
  });

  it('reads a SÍ/NO table whose detail column names the road, the faja and the type', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'AFECTACIÓN                 SÍ    NO    DETALLE',
      'Vialidad                   X           Avenida Balmaceda, ensanche, faja de 4 m',
      'Áreas verdes / parques           X',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      expropiacion_por_parque: false,
    });
  });

  it('reads the certificate date and number', () => {
    expect(
      municipal(...DOM_HEAD, 'San Carlos, 3 de noviembre de 2025', 'Rol: 88-14', 'Afecta: No').fecha_emision,
    ).toBe('2025-11-03');
    expect(typeOf([...DOM_HEAD, 'Rol: 88-14', 'Afecta: No'])).toBe('afectacion_utilidad_publica');
  });
});

const MARRIAGE_HEAD = [
  'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
  'CERTIFICADO DE MATRIMONIO',
  'Circunscripción: TALCA   Nro. inscripción: 812   Año: 2009',
  'Nombre del marido: HÉCTOR ANÍBAL SALDÍAS VIDAL   RUN: 12.884.301-9',
  'Nombre de la mujer: LORENA BEATRIZ PAREDES CID   RUN: 15.330.221-9',
  'Fecha de celebración: 21 de marzo de 2009',
];

describe('marriage: régimen and subinscriptions in new wordings', () => {
  it.each([
    [['Régimen patrimonial: Separación total de bienes'], 'con_separacion_de_bienes'],
    [['Régimen: SOCIEDAD CONYUGAL'], 'con_sociedad_conyugal'],
    [['Régimen patrimonial: Participación en los gananciales'], 'con_separacion_de_bienes'],
    [
      [
        'SUBINSCRIPCIONES:',
        'Por escritura pública de 5 de mayo de 2015 otorgada en la Notaría de Talca de don Ítalo Bravo,',
        'los cónyuges pactaron separación total de bienes.',
      ],
      'con_separacion_de_bienes',
    ],
    [
      ['SUBINSCRIPCIONES:', 'Defunción del marido, ocurrida el 2 de agosto de 2021.'],
      'con_sociedad_conyugal',
    ],
    [['Observaciones: No hay subinscripciones.'], 'con_sociedad_conyugal'],
  ])('reads the régimen in %j', (lines, regime) => {
    expect(marriage(...MARRIAGE_HEAD, ...lines).certificate.tipo_de_sociedad_conyugal).toBe(regime);
  });

  it('reads a divorce subinscription with its date', () => {
    const data = marriage(
      ...MARRIAGE_HEAD,
      'SUBINSCRIPCIÓN: Por sentencia del Juzgado de Familia de Talca de fecha 9 de junio de 2019,',
      'se decretó el divorcio de los contrayentes.',
    );
    expect(data.divorce?.date).toBe('2019-06-09');
    expect(data.certificate).toMatchObject({
      circunscripcion: 'Talca',
      numero_de_inscripcion: 812,
      ano: 2009,
      marido: { nombre: 'HÉCTOR ANÍBAL SALDÍAS VIDAL', rut: '12.884.301-9' },
      mujer: { nombre: 'LORENA BEATRIZ PAREDES CID', rut: '15.330.221-9' },
    });
  });
});

/** A copy of an inscription whose owners' clause is `owners` and whose verb is `verb`. */
const inscription = (owners: string[], verb = 'es dueño') => [
  'CONSERVADOR DE BIENES RAÍCES DE LOS ÁNGELES',
  'Fojas 1.204 Número 988 Año 2021',
  'Los Ángeles, nueve de abril de dos mil veintiuno.-',
  ...owners,
  `${verb} del sitio número 14 de la manzana B de la población Los Castaños, comuna de Los Ángeles,`,
  'que deslinda: NORTE, en 10 metros con sitio 13; SUR, en 10 metros con pasaje Los Olmos.- Lo',
  'adquirió por compra a don ERNESTO PABLO RIVAS MORA, según escritura de 2 de abril de 2021.-',
];

describe('dominio vigente: each owner’s estado civil, RUT and domicile', () => {
  it.each([
    [
      'Don RODRIGO ANDRÉS CIFUENTES LARA, casado y separado totalmente de bienes, cédula nacional de identidad número 17.220.448-1, domiciliado en calle Colón 455, comuna de Los Ángeles,',
      {
        nombre: 'RODRIGO ANDRÉS CIFUENTES LARA',
        rut: '17.220.448-1',
        estado_civil: 'casado_con_separacion_de_bienes',
        domicilio: 'calle Colón 455, comuna de Los Ángeles',
      },
    ],
    [
      'Doña ELSA MARINA FIGUEROA PAZ, viuda, C.I. N° 8.112.345-4, domiciliada en Pasaje Los Aromos 233, Villa Esperanza, comuna de Los Ángeles,',
      {
        nombre: 'ELSA MARINA FIGUEROA PAZ',
        rut: '8.112.345-4',
        estado_civil: 'viudo',
        domicilio: 'Pasaje Los Aromos 233, Villa Esperanza, comuna de Los Ángeles',
      },
    ],
    [
      'Don CLAUDIO IVÁN MORALES SANHUEZA, divorciado, RUN N° 14.220.776-1, con domicilio en Avenida Alemania 980, Los Ángeles,',
      { nombre: 'CLAUDIO IVÁN MORALES SANHUEZA', rut: '14.220.776-1', estado_civil: 'divorciado' },
    ],
    [
      'Doña NATALIA ANDREA BUSTOS RAMÍREZ, chilena, soltera, empleada, cédula de identidad y rol único tributario número 16.338.902-9, de este domicilio,',
      { nombre: 'NATALIA ANDREA BUSTOS RAMÍREZ', rut: '16.338.902-9', estado_civil: 'soltero' },
    ],
    [
      'Don MAURICIO ESTEBAN LAGOS TORO, casado bajo el régimen de separación total de bienes, cédula 10.442.871-1,',
      {
        nombre: 'MAURICIO ESTEBAN LAGOS TORO',
        rut: '10.442.871-1',
        estado_civil: 'casado_con_separacion_de_bienes',
      },
    ],
    [
      'Doña VALERIA ISABEL CONCHA MUÑOZ, casada en régimen de participación en los gananciales, cédula 13.553.009-3,',
      {
        nombre: 'VALERIA ISABEL CONCHA MUÑOZ',
        rut: '13.553.009-3',
        estado_civil: 'casado',
      },
    ],
  ])('reads owner %#', (clause, owner) => {
    const entry = entryOf(...inscription([clause], /^Doña/.test(clause) ? 'es dueña' : 'es dueño'));
    expect(entry.propietarios).toMatchObject([owner]);
  });

  it('reads several owners with their shares', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Don RODRIGO ANDRÉS CIFUENTES LARA, cédula 17.220.448-1, soltero, y doña ELSA MARINA FIGUEROA PAZ,',
          'cédula 8.112.345-4, viuda, ambos de este domicilio,',
        ],
        'son dueños, en la proporción de un sesenta por ciento el primero y un cuarenta por ciento la segunda,',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'RODRIGO ANDRÉS CIFUENTES LARA', rut: '17.220.448-1', estado_civil: 'soltero' },
      { nombre: 'ELSA MARINA FIGUEROA PAZ', rut: '8.112.345-4', estado_civil: 'viudo' },
    ]);
  });

  it('reads owners "dueños por partes iguales" each with the share written after the name', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Don RODRIGO ANDRÉS CIFUENTES LARA, cédula 17.220.448-1, soltero, dueño del cincuenta por ciento, y',
          'doña ELSA MARINA FIGUEROA PAZ, cédula 8.112.345-4, viuda, dueña del cincuenta por ciento restante,',
          'ambos domiciliados en calle Colón 455, comuna de Los Ángeles,',
        ],
        'son dueños por partes iguales',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      {
        nombre: 'RODRIGO ANDRÉS CIFUENTES LARA',
        estado_civil: 'soltero',
        domicilio: 'calle Colón 455, comuna de Los Ángeles',
      },
      {
        nombre: 'ELSA MARINA FIGUEROA PAZ',
        estado_civil: 'viudo',
        domicilio: 'calle Colón 455, comuna de Los Ángeles',
      },
    ]);
  });

  it.each([
    [
      'INMOBILIARIA CORDILLERA SUR SpA, Rol Único Tributario N° 76.543.210-3, representada por don PABLO ANDRÉS URRUTIA SOTO, cédula 11.887.220-7, ambos domiciliados en Avenida Ricardo Vicuña 340, comuna de Los Ángeles,',
      'INMOBILIARIA CORDILLERA SUR SpA',
      '76.543.210-3',
    ],
    [
      'la sociedad AGRÍCOLA EL ROBLE LIMITADA, RUT 77.012.345-3, representada legalmente por doña MARÍA JOSÉ PEÑA LEAL, todos con domicilio en Colo Colo 120, Los Ángeles,',
      'AGRÍCOLA EL ROBLE LIMITADA',
      '77.012.345-3',
    ],
  ])('reads a company owner and not its representative: %#', (clause, nombre, rut) => {
    const entry = entryOf(...inscription([clause], 'es dueña'));
    expect(entry.propietarios).toMatchObject([{ nombre, rut, estado_civil: null }]);
  });

  it('reads a certification-only copy naming a company owner with its RUT', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 1.204 número 988 del Registro de Propiedad del año 2021',
      'se encuentra vigente a nombre de INVERSIONES PEHUÉN SpA, RUT 76.120.887-K.',
      'Los Ángeles, 12 de octubre de 2025.',
    );
    expect(entry.propietarios).toMatchObject([{ nombre: 'INVERSIONES PEHUÉN SpA', rut: '76.120.887-K' }]);
  });
});

describe('TGR, second batch: labels split, tables of concepts, prose and dates', () => {
  it('reads a rol whose label the form splits over two lines', () => {
    expect(tgr(...TGR_HEAD, 'Rol de', 'Avalúo: 412-77', 'Deuda vencida: $ 0').rol_avaluo).toBe('412-77');
  });

  it('reads a header row naming rol, comuna and address over the row of values', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'ROL              COMUNA        DIRECCIÓN',
      '9201-00412-077   LINARES       AV BRASIL 1180',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 41.200',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '412-77',
      comuna_propiedad: 'Linares',
      direccion_propiedad: 'AV BRASIL 1180',
    });
  });

  it('reads a table of concepts whose rows name each debt, closed by a total', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Concepto                    Monto',
      'Deuda vencida               $ 10.500',
      'Deuda no vencida            $ 20.750',
      'Total                       $ 31.250',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 10500,
      total_deuda_no_vencida_liquidada: 20750,
    });
  });

  it('reads column headings that name each debt twice over a row of amounts', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Deuda morosa (vencida)     Deuda vigente (no vencida)     Total',
      '$ 7.800                    $ 15.600                       $ 23.400',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 7800,
      total_deuda_no_vencida_liquidada: 15600,
    });
  });

  it('reads prose with no overdue debt and cuotas still to fall due', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'La propiedad no presenta deudas vencidas y registra cuotas por vencer por un total de $ 33.400.',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 33400,
    });
  });

  it('reads "no registra deuda morosa ni cuotas por vencer" as no debt', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'El rol individualizado no registra deuda morosa ni cuotas por vencer.',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it.each([
    ['Emitido el día catorce de octubre de dos mil veinticinco a las 11:02 hrs.', '2025-10-14'],
    ['Fecha y hora de emisión: 14/10/2025 11:02:33', '2025-10-14'],
    ['Fecha de Emisión: 14-OCT-2025', '2025-10-14'],
  ])('reads the issue date in "%s"', (line, date) => {
    expect(tgr(...TGR_HEAD, 'Rol: 2203-14', 'Deuda vencida: $ 0', line).fecha_emision).toBe(date);
  });

  it('reads cuotas listed one per line with their state in brackets', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Cuotas:',
      'Cuota 2/2025   vence 30-06-2025   $ 21.900 (vencida)',
      'Cuota 3/2025   vence 30-09-2025   $ 22.000 (no vencida)',
      'Cuota 4/2025   vence 30-11-2025   $ 22.000 (no vencida)',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 21900,
      total_deuda_no_vencida_liquidada: 44000,
    });
  });

  it('reads the taxpayer after dotted leaders and its RUT on the next line', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Nombre Contribuyente .......... QUIROGA ESPINOZA DANIEL ALEJANDRO',
      'RUT ........................... 13.887.412-5',
      'Rol ........................... 2203-14',
      'Deuda vencida ................. $ 0',
    );
    expect(certificate.contribuyente.nombre).toBe('QUIROGA ESPINOZA DANIEL ALEJANDRO');
  });
});

describe('SII, second batch', () => {
  it('reads a header row of the three amounts, the taxed one first', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'AVALÚO AFECTO     AVALÚO EXENTO     AVALÚO TOTAL',
      '44.412.300        41.000.000        85.412.300',
    );
    expect(appraisal).toMatchObject({
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it('reads "$85.412.300.-" glued to its sign and "$41000000" without dots', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'Avalúo Fiscal Total: $85.412.300.-',
      'Avalúo Exento: $41000000',
    );
    expect(appraisal).toMatchObject({
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it('reads prose naming the total and its exempt portion', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'El Servicio de Impuestos Internos certifica que el bien raíz Rol 1540-22 de la comuna de',
      'Chillán tiene un avalúo fiscal vigente de $ 85.412.300, del cual $ 41.000.000 corresponde a la',
      'porción exenta.',
    );
    expect(appraisal).toMatchObject({
      rol_avaluo: '1540-22',
      comuna: 'Chillán',
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it.each([
    ['Destino: Oficina', 'Oficina'],
    ['Destino: SITIO ERIAZO', 'SITIO ERIAZO'],
    ['Destino actual: HABITACIONAL', 'HABITACIONAL'],
    ['Uso o destino: Comercio', 'Comercio'],
  ])('reads the destination in "%s"', (line, destino) => {
    expect(sii(...SII_HEAD, 'Rol: 1540-22', line, 'Avalúo total: $ 85.412.300').destino).toBe(destino);
  });

  it('reads a comuna printed after its code and an address ending with its comuna', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Comuna: 13114 - LAS CONDES',
      'Rol: 5502-118',
      'Dirección: AV APOQUINDO 4501 DP 1203',
      'Avalúo total: $ 152.300.000',
    );
    expect(appraisal).toMatchObject({
      comuna: 'Las Condes',
      direccion: 'AV APOQUINDO 4501 DP 1203',
      rol_avaluo: '5502-118',
    });
  });

  it('reads the issue date under "Fecha de emisión del certificado" in words', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Fecha de emisión del certificado: 2 de noviembre de 2025',
      'Rol: 1540-22',
      'Avalúo total: $ 85.412.300',
    );
    expect(appraisal.fecha_emision).toBe('2025-11-02');
  });
});

describe('SERVIU, second batch', () => {
  it.each([
    ['Situación del inmueble: NO AFECTO', false],
    ['Este Servicio informa que la propiedad individualizada no es objeto de expropiación.', false],
    ['El inmueble no se encuentra incluido en ningún programa de expropiaciones de este Servicio.', false],
    ['No existe decreto expropiatorio que afecte al inmueble.', false],
    ['Expropiación:   SÍ [ ]   NO [X]', false],
    ['Expropiación:   SÍ [X]   NO [ ]', true],
    ['El inmueble se encuentra afecto a expropiación total por el proyecto Vía Parque Ñuble.', true],
  ])('reads "%s" as %s', (line, answer) => {
    expect(serviu(...SERVIU_HEAD, 'Rol: 415-3', line).objeto_expropiacion).toBe(answer);
  });

  it('reads a certificate number, address and comuna in a narrative', () => {
    const report = serviu(
      'SERVIU REGIÓN DE ÑUBLE',
      'CERTIFICADO N° 3.318',
      'Se certifica que la propiedad ubicada en calle Arauco 1140, comuna de Chillán, Rol de avalúo',
      '415-3, no se encuentra afecta a expropiación.',
    );
    expect(report).toMatchObject({
      numero_certificado: 3318,
      direccion_propiedad: 'calle Arauco 1140',
      comuna_propiedad: 'Chillán',
      rol_avaluo: '415-3',
      objeto_expropiacion: false,
    });
  });
});

describe('DOM, second batch', () => {
  it('reads a road widening in prose with its road and faja', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'El inmueble se encuentra afecto a declaratoria de utilidad pública por ensanche de Avenida',
      'Brasil, en una faja de 3 metros de ancho. No está afecto por áreas verdes.',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      expropiacion_por_parque: false,
    });
  });

  it('reads an opening of a street in prose', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'El predio está afecto a utilidad pública por apertura de calle Los Pinos, ancho 15 m.',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
    });
  });

  it.each([
    ['Afectación a utilidad pública:  NO ☒   SÍ ☐', false],
    ['Afectación a utilidad pública:  NO ☐   SÍ ☒', true],
    ['Afectación a utilidad pública:  ✓ NO', false],
  ])('reads "%s" for the certificate', (line, answer) => {
    expect(municipal(...DOM_HEAD, 'Rol: 88-14', line).objeto_expropiacion).toBe(answer);
  });

  it('reads a park row answered "Sí" with its type of affectation', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'Vialidad: No',
      'Parque / Área verde: Sí',
      'Tipo de afectación: Afecta terreno y edificaciones',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
    });
  });

  it('reads "Certificado N° 1.204 de fecha 3 de noviembre de 2025"', () => {
    const value = municipal(
      'ILUSTRE MUNICIPALIDAD DE SAN CARLOS',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'Certificado N° 1.204 de fecha 3 de noviembre de 2025',
      'Rol: 88-14',
      'Afecta: No',
    );
    expect(value.fecha_emision).toBe('2025-11-03');
  });
});

describe('marriage, second batch', () => {
  it.each([
    [['RÉGIMEN: SEPARACIÓN DE BIENES'], 'con_separacion_de_bienes'],
    [
      ['Los contrayentes pactaron participación en los gananciales en el acto del matrimonio.'],
      'con_separacion_de_bienes',
    ],
    [['SE CASARON BAJO EL RÉGIMEN DE SEPARACIÓN TOTAL DE BIENES.'], 'con_separacion_de_bienes'],
    [
      [
        'Régimen patrimonial: Sociedad conyugal',
        'Subinscripciones: Con fecha 4 de abril de 2018 se subinscribió pacto de separación total de bienes.',
      ],
      'con_separacion_de_bienes',
    ],
    [['Capitulaciones matrimoniales: No registra'], 'con_sociedad_conyugal'],
    [
      ['Subinscripción N° 1: Fallecimiento de la cónyuge, con fecha 8 de enero de 2023.'],
      'con_sociedad_conyugal',
    ],
  ])('reads the régimen in %j', (lines, regime) => {
    expect(marriage(...MARRIAGE_HEAD, ...lines).certificate.tipo_de_sociedad_conyugal).toBe(regime);
  });

  it('reads "Subinscripción N° 2: Divorcio" with the judgment’s date', () => {
    const data = marriage(
      ...MARRIAGE_HEAD,
      'Subinscripción N° 2: Divorcio. Sentencia de fecha 11 de julio de 2022, Juzgado de Familia de Talca.',
    );
    expect(data.divorce?.date).toBe('2022-07-11');
  });

  it('reads spouses labelled "Marido:" / "Mujer:" with "C.I." after each name', () => {
    const data = marriage(
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: CURICÓ   N° Inscripción: 455   Año: 2014',
      'Marido: TOMÁS ALBERTO REYES FUENTES, C.I. 15.998.231-9',
      'Mujer: CAMILA PAZ ORELLANA DÍAZ, C.I. 19.220.345-7',
    );
    expect(data.certificate).toMatchObject({
      circunscripcion: 'Curicó',
      numero_de_inscripcion: 455,
      ano: 2014,
      marido: { nombre: 'TOMÁS ALBERTO REYES FUENTES', rut: '15.998.231-9' },
      mujer: { nombre: 'CAMILA PAZ ORELLANA DÍAZ', rut: '19.220.345-7' },
    });
  });
});

describe('dominio vigente owners, second batch', () => {
  it.each([
    [
      'Don FABIÁN ANDRÉS OSSES VEGA, chileno, conviviente civil, cédula de identidad N°12.003.447-2, domiciliado en Pasaje Los Aromos N° 233, Villa Esperanza, de la comuna de Los Ángeles,',
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2', estado_civil: null },
    ],
    [
      'Don FABIÁN ANDRÉS OSSES VEGA, RUN: 12003447-2, soltero, domiciliado en calle Caupolicán 88, comuna de Los Ángeles,',
      {
        nombre: 'FABIÁN ANDRÉS OSSES VEGA',
        rut: '12.003.447-2',
        estado_civil: 'soltero',
        domicilio: 'calle Caupolicán 88, comuna de Los Ángeles',
      },
    ],
    [
      'Doña MÓNICA ALEJANDRA TAPIA ROJAS, casada y separada de bienes, C.I. 7.455.120-3,',
      {
        nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS',
        rut: '7.455.120-3',
        estado_civil: 'casado_con_separacion_de_bienes',
      },
    ],
    [
      'Doña MÓNICA ALEJANDRA TAPIA ROJAS, de estado civil viuda, cédula nacional de identidad N° 7.455.120-3,',
      { nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS', rut: '7.455.120-3', estado_civil: 'viudo' },
    ],
    [
      'Doña MÓNICA ALEJANDRA TAPIA ROJAS, casada con don JULIO CÉSAR PINO LEAL, cédula 7.455.120-3,',
      { nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS', rut: '7.455.120-3', estado_civil: 'casado' },
    ],
  ])('reads owner %#', (clause, owner) => {
    const entry = entryOf(...inscription([clause], /^Doña/.test(clause) ? 'es dueña' : 'es dueño'));
    expect(entry.propietarios).toMatchObject([owner]);
  });

  it('reads two owners "dueños en común y por partes iguales"', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Don FABIÁN ANDRÉS OSSES VEGA, cédula 12.003.447-2, y doña MÓNICA ALEJANDRA TAPIA ROJAS, cédula',
          '7.455.120-3, ambos solteros y domiciliados en calle Colón 455, comuna de Los Ángeles,',
        ],
        'son dueños en común y por partes iguales',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2', estado_civil: 'soltero' },
      { nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS', rut: '7.455.120-3', estado_civil: 'soltero' },
    ]);
  });

  it('reads three heirs with their shares in a short form', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 1.204 número 988 del Registro de Propiedad del año 2021',
      'se encuentra vigente a nombre de don FABIÁN ANDRÉS OSSES VEGA, RUN 12.003.447-2, en un 50%;',
      'doña MÓNICA ALEJANDRA TAPIA ROJAS, RUN 7.455.120-3, en un 25%; y don LUIS ALBERTO OSSES TAPIA,',
      'RUN 19.220.345-7, en un 25%.',
      'Los Ángeles, 12 de octubre de 2025.',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2' },
      { nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS', rut: '7.455.120-3' },
      { nombre: 'LUIS ALBERTO OSSES TAPIA', rut: '19.220.345-7' },
    ]);
  });

  it.each([
    [
      'SOCIEDAD INMOBILIARIA LOS ROBLES LIMITADA, del giro de su denominación, RUT 76.995.410-4, domiciliada en calle Colón 455, comuna de Los Ángeles,',
      'SOCIEDAD INMOBILIARIA LOS ROBLES LIMITADA',
      '76.995.410-4',
    ],
    [
      'CONSTRUCTORA BÍO BÍO S.A., rol único tributario número 96.774.120-5, representada por don ANDRÉS FELIPE SAN MARTÍN ROA, ingeniero, cédula 11.220.984-0,',
      'CONSTRUCTORA BÍO BÍO S.A.',
      '96.774.120-5',
    ],
  ])('reads a company owner %#', (clause, nombre, rut) => {
    const entry = entryOf(...inscription([clause], 'es dueña'));
    expect(entry.propietarios).toMatchObject([{ nombre, rut, estado_civil: null }]);
  });
});

describe('TGR, third batch', () => {
  it('adds up a cuotas table whose paid rows come first, by each row’s state', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Año    Cuota   Vencimiento    Monto        Estado',
      '2025   1       30-04-2025     $ 20.100     PAGADA',
      '2025   2       30-06-2025     $ 20.100     VENCIDA',
      '2025   3       30-09-2025     $ 20.400     POR VENCER',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 20100,
      total_deuda_no_vencida_liquidada: 20400,
    });
  });

  it('reads "Monto total vencido" and "Monto total por vencer" with a note in brackets after the amount', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Monto total vencido: $ 12.300 (incluye reajustes, intereses y multas)',
      'Monto total por vencer: $ 24.600',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 12300,
      total_deuda_no_vencida_liquidada: 24600,
    });
  });

  it('reads "Dirección Propiedad" and the date the certificate is signed with its place', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Contribuyente: ARAVENA PINOCHET LUIS ESTEBAN',
      'Dirección Propiedad: PJE LOS AROMOS 233 V ESPERANZA',
      'Rol: 2203-14',
      'Deuda vencida: $ 0',
      'Deuda no vencida: $ 0',
      'Linares, 14 de Octubre de 2025',
    );
    expect(certificate).toMatchObject({
      direccion_propiedad: 'PJE LOS AROMOS 233 V ESPERANZA',
      fecha_emision: '2025-10-14',
    });
  });
});

describe('SII, third batch', () => {
  it('reads bare "Total", "Exento" and "Afecto" labels under an "AVALÚO FISCAL" heading', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'AVALÚO FISCAL',
      'Total:   $ 85.412.300',
      'Exento:  $ 41.000.000',
      'Afecto:  $ 44.412.300',
    );
    expect(appraisal).toMatchObject({
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it('reads the total, not the land part, of "Avalúo Total Vigente" beside "Avalúo Terreno"', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'Avalúo Terreno: $ 30.000.000',
      'Avalúo Construcciones: $ 55.412.300',
      'Avalúo Total Vigente: $ 85.412.300',
    );
    expect(appraisal.avaluo_total).toBe(85412300);
  });

  it('reads a destination with a surface on the same line', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'Destino: HABITACIONAL        Superficie terreno: 250 m2',
      'Avalúo total: $ 85.412.300',
    );
    expect(appraisal.destino).toBe('HABITACIONAL');
  });
});

describe('SERVIU, third batch', () => {
  it('reads a table of projects, each answered in an "AFECTA" column', () => {
    const report = serviu(
      ...SERVIU_HEAD,
      'Rol: 415-3',
      'PROYECTO                          AFECTA',
      'Expropiación vialidad urbana      NO',
      'Expropiación programa vivienda    NO',
    );
    expect(report.objeto_expropiacion).toBe(false);
  });

  it('reads "RESOLUCIÓN:" stating no affectation and a number with its year', () => {
    const report = serviu(
      'SERVIU REGIÓN DE ÑUBLE',
      'CERTIFICADO DE INFORMACIONES SERVIU N° 0045/2025',
      'Rol: 415-3',
      'RESOLUCIÓN: El inmueble consultado no está afecto a expropiación.',
    );
    expect(report).toMatchObject({ numero_certificado: 45, objeto_expropiacion: false });
  });
});

describe('DOM, third batch', () => {
  it('reads an official line that matches the fence as no affectation', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'Línea oficial: coincide con la línea de cierre existente. No hay afectación a utilidad pública.',
    );
    expect(value).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false });
  });

  it('reads "Afectación vial: Sí, parcial (ensanche de calle Prat, faja de 2,5 m)" and "Parque: NO AFECTO"', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'Afectación vial: Sí, parcial (ensanche de calle Prat, faja de 2,5 m)',
      'Parque: NO AFECTO',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      expropiacion_por_parque: false,
    });
  });
});

describe('marriage, third batch', () => {
  it.each([
    [['Régimen de bienes: Separación total'], 'con_separacion_de_bienes'],
    [['Régimen: PARTICIPACIÓN EN GANANCIALES'], 'con_separacion_de_bienes'],
    [['Régimen patrimonial: separación de bienes (art. 135 C.C.)'], 'con_separacion_de_bienes'],
    [['Régimen patrimonial: Sociedad Conyugal', 'Subinscripciones: No registra'], 'con_sociedad_conyugal'],
  ])('reads the régimen in %j', (lines, regime) => {
    expect(marriage(...MARRIAGE_HEAD, ...lines).certificate.tipo_de_sociedad_conyugal).toBe(regime);
  });
});

describe('dominio vigente owners, third batch', () => {
  it('reads the estado civil printed after the RUT', () => {
    const entry = entryOf(
      ...inscription([
        'Don FABIÁN ANDRÉS OSSES VEGA, RUT 12.003.447-2, de estado civil divorciado, de este domicilio,',
      ]),
    );
    expect(entry.propietarios).toMatchObject([
      { rut: '12.003.447-2', estado_civil: 'divorciado', domicilio: 'Los Ángeles' },
    ]);
  });

  it('reads a short form naming an owner married under sociedad conyugal, not the spouse', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 1.204 número 988 del Registro de Propiedad del año 2021',
      'se encuentra vigente a nombre de don FABIÁN ANDRÉS OSSES VEGA, RUN 12.003.447-2, casado bajo',
      'régimen de sociedad conyugal con doña MÓNICA ALEJANDRA TAPIA ROJAS.',
      'Los Ángeles, 12 de octubre de 2025.',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2', estado_civil: 'casado' },
    ]);
  });

  it('reads a short form whose owner label prints the surnames first with the RUT and status after', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Inscripción: Fojas 1.204 Número 988 Año 2021, Registro de Propiedad',
      'Propietario: OSSES VEGA FABIÁN ANDRÉS, RUT 12.003.447-2, soltero',
      'La inscripción singularizada se encuentra vigente.',
      'Los Ángeles, 12 de octubre de 2025.',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'OSSES VEGA FABIÁN ANDRÉS', rut: '12.003.447-2', estado_civil: 'soltero' },
    ]);
  });
});

describe('DOM, fourth batch: wrapped details, answer columns in other words', () => {
  it('reads a road whose detail wraps onto the next line (the text layer drops the indent)', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol S.I.I.     : 88-14',
      'Afectación vial: SÍ',
      'Vía(s) afectada(s) : ensanche de Avenida Collín en una faja de 4 metros desde',
      'la línea de edificación',
      'Parque: NO',
    );
    expect(value).toMatchObject({
      expropiacion_vial: true,
      vias_expropiacion_vial:
        'ensanche de Avenida Collín en una faja de 4 metros desde la línea de edificación',
      // The building line the faja is measured from takes no building.
      tipo_afectacion_vial: null,
    });
  });

  it('reads columns headed "CON AFECTACIÓN" and "SIN AFECTACIÓN"', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      '                               CON AFECTACIÓN     SIN AFECTACIÓN',
      'Ensanche de vía                                          X',
      'Apertura de vía                                          X',
      'Área verde / parque                  X',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
    });
  });

  it('reads ballot boxes under SÍ and NO columns', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'Materia                      SÍ     NO',
      'Vialidad                     ☐      ☒',
      'Áreas verdes                 ☐      ☒',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });

  it('reads "SITUACIÓN: AFECTO PARCIALMENTE A ENSANCHE DE CALLE O’HIGGINS"', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      "SITUACIÓN: AFECTO PARCIALMENTE A ENSANCHE DE CALLE O'HIGGINS",
    );
    expect(value).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
    });
  });
});

describe('SERVIU, fourth batch', () => {
  it('reads "RESULTADO DE LA CONSULTA: EL PREDIO NO SE ENCUENTRA AFECTO A EXPROPIACIÓN"', () => {
    expect(
      serviu(
        ...SERVIU_HEAD,
        'Rol: 415-3',
        'RESULTADO DE LA CONSULTA: EL PREDIO NO SE ENCUENTRA AFECTO A EXPROPIACIÓN',
      ).objeto_expropiacion,
    ).toBe(false);
  });

  it('reads a header row over the certificate’s values, the answer in its own column', () => {
    const report = serviu(
      'SERVIU REGIÓN DE ÑUBLE',
      'CERTIFICADO DE EXPROPIACIÓN',
      'Nº Certificado    Fecha          Rol        Afecto a expropiación',
      '5521              14/10/2025     415-3      NO',
    );
    expect(report).toMatchObject({
      numero_certificado: 5521,
      fecha_emision: '2025-10-14',
      rol_avaluo: '415-3',
      objeto_expropiacion: false,
    });
  });
});

describe('TGR, fourth batch', () => {
  it('reads one row of values under a header naming the rol, the taxpayer and both debts', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol          Nombre                          Deuda Vencida    Deuda no Vencida',
      '2203-14      SEPÚLVEDA TORRES IRMA           $ 5.400          $ 10.800',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '2203-14',
      contribuyente: { nombre: 'SEPÚLVEDA TORRES IRMA' },
      total_deuda_vencida_liquidada: 5400,
      total_deuda_no_vencida_liquidada: 10800,
    });
  });

  it('reads "$" apart from its digits by a run of spaces', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'TOTAL DEUDA VENCIDA      :  $          0',
      'TOTAL DEUDA NO VENCIDA   :  $     18.900',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 18900,
    });
  });
});

describe('marriage, fourth batch', () => {
  it('reads a régimen label over its value', () => {
    const data = marriage(...MARRIAGE_HEAD, 'Régimen Patrimonial', 'SEPARACIÓN TOTAL DE BIENES');
    expect(data.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
  });

  it('reads a marginal note inscribing the judgment that declares the divorce', () => {
    const data = marriage(
      ...MARRIAGE_HEAD,
      'Marginal: Con fecha 3 de mayo de 2021 se inscribió la sentencia que declara el divorcio de los',
      'contrayentes.',
    );
    expect(data.divorce?.date).toBe('2021-05-03');
  });
});

describe('dominio vigente owners, fourth batch', () => {
  it('leaves out a spouse named as "su cónyuge"', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Doña MÓNICA ALEJANDRA TAPIA ROJAS, cédula de identidad número 7.455.120-3, casada y separada totalmente de bienes de su cónyuge don JULIO CÉSAR PINO LEAL, de este domicilio,',
        ],
        'es dueña',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      {
        nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS',
        rut: '7.455.120-3',
        estado_civil: 'casado_con_separacion_de_bienes',
      },
    ]);
  });

  it('reads a person and a company owning together', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Don FABIÁN ANDRÉS OSSES VEGA, cédula 12.003.447-2, soltero, y la sociedad INVERSIONES EL ALERCE',
          'LIMITADA, RUT 76.995.410-4, ambos domiciliados en calle Colón 455, comuna de Los Ángeles,',
        ],
        'son dueños en partes iguales',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2', estado_civil: 'soltero' },
      { nombre: 'INVERSIONES EL ALERCE LIMITADA', rut: '76.995.410-4', estado_civil: null },
    ]);
  });
});

describe('fifth batch: SII and TGR amounts in other labels', () => {
  it('SII: reads the parts named in brackets after the total', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'Avalúo fiscal: $ 85.412.300 (exento $ 41.000.000; afecto $ 44.412.300)',
    );
    expect(appraisal).toMatchObject({
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
    });
  });

  it('SII: does not take the date of "Avalúo vigente al 01-07-2025" for the amount', () => {
    const appraisal = sii(...SII_HEAD, 'Rol: 1540-22', 'Avalúo vigente al 01-07-2025: $ 85.412.300');
    expect(appraisal.avaluo_total).toBe(85412300);
  });

  it('SII: reads a two-word comuna after the rol on one line and "Ubicación" for the address', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22   Comuna: CHILLÁN VIEJO',
      'Ubicación: CAMINO A NEBUCO KM 2,5 PARCELA 7',
      'Avalúo total: $ 85.412.300',
    );
    expect(appraisal).toMatchObject({
      comuna: 'Chillán Viejo',
      direccion: 'CAMINO A NEBUCO KM 2,5 PARCELA 7',
    });
  });

  it('TGR: reads "Morosidad" as the overdue debt', () => {
    const certificate = tgr(...TGR_HEAD, 'Rol: 2203-14', 'Morosidad: $ 4.500', 'Cuotas por vencer: $ 9.000');
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 4500,
      total_deuda_no_vencida_liquidada: 9000,
    });
  });

  it('TGR: reads "no existen cuotas vencidas impagas" beside a labelled not-yet-due amount', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'A la fecha no existen cuotas vencidas impagas.',
      'Cuotas por vencer: $ 12.000',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 12000,
    });
  });

  it('TGR: reads an issue date "Emitido el 14/10/2025 a las 11:02"', () => {
    expect(
      tgr(...TGR_HEAD, 'Rol: 2203-14', 'Deuda vencida: $ 0', 'Emitido el 14/10/2025 a las 11:02')
        .fecha_emision,
    ).toBe('2025-10-14');
  });
});

describe('fifth batch: SERVIU date, marriage spouses, owners', () => {
  it('SERVIU: reads "Fecha de emisión: 14 OCT 2025"', () => {
    expect(
      serviu(...SERVIU_HEAD, 'Fecha de emisión: 14 OCT 2025', 'Rol: 415-3', 'No afecto a expropiación.')
        .fecha_emision,
    ).toBe('2025-10-14');
  });

  it('marriage: reads two spouses each under the same "Contrayente:" label', () => {
    const data = marriage(
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: CURICÓ   N° Inscripción: 455   Año: 2014',
      'Contrayente: TOMÁS ALBERTO REYES FUENTES   RUN: 15.998.231-9',
      'Contrayente: CAMILA PAZ ORELLANA DÍAZ   RUN: 19.220.345-7',
    );
    expect(data.certificate).toMatchObject({
      marido: { nombre: 'TOMÁS ALBERTO REYES FUENTES', rut: '15.998.231-9' },
      mujer: { nombre: 'CAMILA PAZ ORELLANA DÍAZ', rut: '19.220.345-7' },
    });
  });

  it('owners: leaves out a spouse after "casado en sociedad conyugal con"', () => {
    const entry = entryOf(
      ...inscription([
        'Don FABIÁN ANDRÉS OSSES VEGA, cédula 12.003.447-2, casado en sociedad conyugal con doña MÓNICA ALEJANDRA TAPIA ROJAS, de este domicilio,',
      ]),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2', estado_civil: 'casado' },
    ]);
  });

  it('owners: reads "C.I.N°" glued to the RUT and a domicile without "comuna de"', () => {
    const entry = entryOf(
      ...inscription([
        'Don FABIÁN ANDRÉS OSSES VEGA, C.I.N°12.003.447-2, soltero, domiciliado en Pasaje Ocho N° 1020, Población Los Lagos, Los Ángeles,',
      ]),
    );
    expect(entry.propietarios).toMatchObject([
      {
        rut: '12.003.447-2',
        estado_civil: 'soltero',
        domicilio: 'Pasaje Ocho N° 1020, Población Los Lagos, Los Ángeles',
      },
    ]);
  });

  it('owners: reads "separada judicialmente" as married', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Doña MÓNICA ALEJANDRA TAPIA ROJAS, cédula 7.455.120-3, casada, separada judicialmente, de este domicilio,',
        ],
        'es dueña',
      ),
    );
    expect(entry.propietarios).toMatchObject([{ estado_civil: 'casado' }]);
  });
});

describe('sixth batch: owners’ representatives and spouses, TGR columns, SII leaders', () => {
  it('owners: leaves out a company’s manager after "representada por su gerente general don"', () => {
    const entry = entryOf(
      ...inscription(
        [
          'INMOBILIARIA CORDILLERA SUR SpA, RUT 76.543.210-3, representada por su gerente general don PABLO ANDRÉS URRUTIA SOTO, cédula 11.887.220-7, ambos de este domicilio,',
        ],
        'es dueña',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'INMOBILIARIA CORDILLERA SUR SpA', rut: '76.543.210-3' },
    ]);
  });

  it('owners: leaves out the late husband after "viuda de don"', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Doña ELSA MARINA FIGUEROA PAZ, viuda de don RAÚL ERNESTO CID SOTO, cédula 8.112.345-4, de este domicilio,',
        ],
        'es dueña',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'ELSA MARINA FIGUEROA PAZ', rut: '8.112.345-4', estado_civil: 'viudo' },
    ]);
  });

  it('owners: reads the RUT written in words', () => {
    const entry = entryOf(
      ...inscription([
        'Don FABIÁN ANDRÉS OSSES VEGA, cédula de identidad número doce millones tres mil cuatrocientos cuarenta y siete guión dos, soltero, de este domicilio,',
      ]),
    );
    expect(entry.propietarios).toMatchObject([{ rut: '12.003.447-2', estado_civil: 'soltero' }]);
  });

  it('owners: reads owners enumerated "1)" and "2)" before "son dueños"', () => {
    const entry = entryOf(
      ...inscription(
        [
          '1) Don FABIÁN ANDRÉS OSSES VEGA, cédula 12.003.447-2, soltero; y 2) doña MÓNICA ALEJANDRA TAPIA',
          'ROJAS, cédula 7.455.120-3, divorciada; ambos de este domicilio,',
        ],
        'son dueños en partes iguales',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2', estado_civil: 'soltero' },
      { nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS', rut: '7.455.120-3', estado_civil: 'divorciado' },
    ]);
  });

  it('TGR: reads a long note in brackets inside the overdue label', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Deuda vencida (con reajustes, intereses y multas): $ 22.400',
      'Deuda no vencida: $ 0',
    );
    expect(certificate.total_deuda_vencida_liquidada).toBe(22400);
  });

  it('TGR: adds up the "Total" column of cuotas, not their bare value, by each row’s state', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Cuota   Año    Valor cuota   Reajuste   Intereses   Total       Estado',
      '2       2025   $ 20.000      $ 300      $ 700       $ 21.000    VENCIDA',
      '3       2025   $ 20.000      $ 0        $ 0         $ 20.000    POR VENCER',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 21000,
      total_deuda_no_vencida_liquidada: 20000,
    });
  });

  it('SII: reads dotted leaders after each amount’s label', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'ROL DE AVALÚO ........... 1540-22',
      'AVALÚO TOTAL ............ $ 85.412.300',
      'AVALÚO EXENTO ........... $ 41.000.000',
      'AVALÚO AFECTO ........... $ 44.412.300',
      'DESTINO ................. HABITACIONAL',
    );
    expect(appraisal).toMatchObject({
      rol_avaluo: '1540-22',
      avaluo_total: 85412300,
      avaluo_exento: 41000000,
      avaluo_afecto: 44412300,
      destino: 'HABITACIONAL',
    });
  });

  it('SII: reads "Monto de exención" for the exempt part', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'Avalúo total: $ 85.412.300',
      'Monto de exención: $ 41.000.000',
    );
    expect(appraisal).toMatchObject({ avaluo_exento: 41000000, avaluo_afecto: 44412300 });
  });

  it('marriage: reads a circunscripción that is a comuna of Santiago', () => {
    const data = marriage(
      'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
      'CERTIFICADO DE MATRIMONIO',
      'Circunscripción: PROVIDENCIA',
      'N° Inscripción: 1.455   Año: 2016',
      'Nombre del marido: TOMÁS ALBERTO REYES FUENTES',
      'Nombre de la mujer: CAMILA PAZ ORELLANA DÍAZ',
    );
    expect(data.certificate).toMatchObject({
      circunscripcion: 'Providencia',
      numero_de_inscripcion: 1455,
      ano: 2016,
    });
  });

  it('SERVIU: reads "Afecto [ ]   No afecto [X]"', () => {
    expect(serviu(...SERVIU_HEAD, 'Rol: 415-3', 'Afecto [ ]   No afecto [X]').objeto_expropiacion).toBe(
      false,
    );
  });
});

describe('seventh batch: short forms listing owners, labels with a gender in brackets', () => {
  const shortForm = (...lines: string[]) =>
    entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Inscripción: Fojas 1.204 Número 988 Año 2021, Registro de Propiedad',
      ...lines,
      'La inscripción singularizada se encuentra vigente.',
      'Los Ángeles, 12 de octubre de 2025.',
    );

  it('reads owners enumerated "1.-" / "2.-" with RUT and share', () => {
    const entry = shortForm(
      'Propietarios: 1.- OSSES VEGA FABIÁN ANDRÉS, RUT 12.003.447-2, 50%; 2.- TAPIA ROJAS MÓNICA',
      'ALEJANDRA, RUT 7.455.120-3, 50%',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'OSSES VEGA FABIÁN ANDRÉS', rut: '12.003.447-2' },
      { nombre: 'TAPIA ROJAS MÓNICA ALEJANDRA', rut: '7.455.120-3' },
    ]);
  });

  it('reads an owner’s estado civil printed in capitals', () => {
    const entry = shortForm(
      'Propietario: OSSES VEGA FABIÁN ANDRÉS, RUT 12.003.447-2, CASADO Y SEPARADO TOTALMENTE DE BIENES',
    );
    expect(entry.propietarios).toMatchObject([{ estado_civil: 'casado_con_separacion_de_bienes' }]);
  });

  it('SII: reads "AVALÚO FISCAL VIGENTE AL 1° DE ENERO DE 2026:"', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'AVALÚO FISCAL VIGENTE AL 1° DE ENERO DE 2026: $ 85.412.300',
    );
    expect(appraisal.avaluo_total).toBe(85412300);
  });

  it('SII: reads "Comuna de ubicación:"', () => {
    expect(
      sii(...SII_HEAD, 'Rol: 1540-22', 'Comuna de ubicación: CHILLÁN', 'Avalúo total: $ 85.412.300').comuna,
    ).toBe('Chillán');
  });

  it('TGR: reads "Propietario(a):" for the taxpayer', () => {
    expect(
      tgr(
        ...TGR_HEAD,
        'Propietario(a): SEPÚLVEDA TORRES IRMA DEL CARMEN',
        'Rol: 2203-14',
        'Deuda vencida: $ 0',
      ).contribuyente.nombre,
    ).toBe('SEPÚLVEDA TORRES IRMA DEL CARMEN');
  });

  it('TGR: reads "$ -" under a debt as none', () => {
    const certificate = tgr(...TGR_HEAD, 'Rol: 2203-14', 'Deuda vencida: $ 7.200', 'Deuda no vencida: $ -');
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 7200,
      total_deuda_no_vencida_liquidada: 0,
    });
  });

  it('DOM: reads "NO AFECTA" after each topic’s label', () => {
    const value = municipal(
      ...DOM_HEAD,
      'Rol: 88-14',
      'Utilidad pública: NO AFECTA',
      'Vialidad: NO AFECTA',
      'Áreas verdes: NO AFECTA',
    );
    expect(value).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });
});

describe('eighth batch: spouses who are owners, shared status', () => {
  it('keeps a spouse joined by "y su cónyuge" as an owner', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Don FABIÁN ANDRÉS OSSES VEGA, cédula 12.003.447-2, y su cónyuge doña MÓNICA ALEJANDRA TAPIA ROJAS,',
          'cédula 7.455.120-3, casados en sociedad conyugal, ambos de este domicilio,',
        ],
        'son dueños',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'FABIÁN ANDRÉS OSSES VEGA', rut: '12.003.447-2' },
      { nombre: 'MÓNICA ALEJANDRA TAPIA ROJAS', rut: '7.455.120-3', estado_civil: 'casado' },
    ]);
  });

  it('gives both spouses the separation said once: "casados entre sí bajo régimen de separación total de bienes"', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Don FABIÁN ANDRÉS OSSES VEGA, cédula 12.003.447-2, y doña MÓNICA ALEJANDRA TAPIA ROJAS, cédula',
          '7.455.120-3, ambos chilenos, casados entre sí bajo régimen de separación total de bienes, de este domicilio,',
        ],
        'son dueños',
      ),
    );
    expect(entry.propietarios.map((owner) => owner.estado_civil)).toEqual([
      'casado_con_separacion_de_bienes',
      'casado_con_separacion_de_bienes',
    ]);
  });

  it('marriage: reads the wedding place and date in a sentence and a pact made at the wedding', () => {
    const data = marriage(
      ...MARRIAGE_HEAD.slice(0, 5),
      'Matrimonio celebrado en Talca el 21 de marzo de 2009. En el acto del matrimonio los contrayentes',
      'pactaron separación total de bienes.',
    );
    expect(data.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(data.separation?.date).toBe('2009-03-21');
  });
});

describe('ninth batch', () => {
  it('TGR: reads a rol on the line under "Rol:" and "N° Rol"', () => {
    expect(tgr(...TGR_HEAD, 'Rol:', '412-77', 'Deuda vencida: $ 0').rol_avaluo).toBe('412-77');
    expect(tgr(...TGR_HEAD, 'N° Rol: 412-77', 'Deuda vencida: $ 0').rol_avaluo).toBe('412-77');
  });

  it('SII: reads the total on the line under its label and amounts with commas', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol: 1540-22',
      'Avalúo Total:',
      '$ 85,412,300',
      'Avalúo Exento: $ 41,000,000',
    );
    expect(appraisal).toMatchObject({ avaluo_total: 85412300, avaluo_exento: 41000000 });
  });

  it('SII: reads a destination with its kind in brackets', () => {
    expect(
      sii(...SII_HEAD, 'Rol: 1540-22', 'Destino: HABITACIONAL (Casa)', 'Avalúo total: $ 1.000').destino,
    ).toBe('HABITACIONAL');
  });

  it('SII: reads rol, comuna and destination on one line one space apart', () => {
    const appraisal = sii(
      ...SII_HEAD,
      'Rol de avalúo: 1540-22 Comuna: Chillán Destino: Habitacional',
      'Avalúo total: $ 85.412.300',
    );
    expect(appraisal).toMatchObject({ rol_avaluo: '1540-22', comuna: 'Chillán', destino: 'Habitacional' });
  });

  it('owners: reads a domicile with a flat after the street number and a comuna without its label', () => {
    const entry = entryOf(
      ...inscription(
        [
          'Doña MÓNICA ALEJANDRA TAPIA ROJAS, cédula 7.455.120-3, divorciada, domiciliada en Avenida Los Carrera N° 1230, departamento 402, Los Ángeles,',
        ],
        'es dueña',
      ),
    );
    expect(entry.propietarios).toMatchObject([
      { estado_civil: 'divorciado', domicilio: 'Avenida Los Carrera N° 1230, departamento 402, Los Ángeles' },
    ]);
  });

  it('DOM: reads a certificate number with a leading zero', () => {
    const value = municipal(
      'ILUSTRE MUNICIPALIDAD DE SAN CARLOS',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'Nº de certificado: 0771',
      'Fecha: 03/11/2025',
      'Rol: 88-14',
      'Afecta: No',
    );
    expect(value).toMatchObject({ fecha_emision: '2025-11-03', objeto_expropiacion: false });
  });

  it('SERVIU: reads "Informe de situación N° 44.120, de 14 de octubre de 2025"', () => {
    const report = serviu(
      'SERVIU REGIÓN DE ÑUBLE',
      'Informe de situación N° 44.120, de 14 de octubre de 2025',
      'Rol: 415-3',
      'La propiedad no está afecta a expropiación.',
    );
    expect(report).toMatchObject({ numero_certificado: 44120, fecha_emision: '2025-10-14' });
  });
});

describe('tenth batch', () => {
  it('TGR: reads cuotas "vencidas por $" and "por vencer por $" in a sentence', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'El contribuyente adeuda cuotas vencidas por $ 12.000 y cuotas por vencer por $ 24.000.',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 12000,
      total_deuda_no_vencida_liquidada: 24000,
    });
  });

  it('TGR: reads the taxpayer printed above a long label', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'ARAVENA PINOCHET LUIS ESTEBAN',
      'Nombre del contribuyente',
      'Rol: 2203-14',
      'Deuda vencida: $ 0',
    );
    expect(certificate.contribuyente.nombre).toBe('ARAVENA PINOCHET LUIS ESTEBAN');
  });

  it('owners: reads the estado civil printed after the domicile', () => {
    const entry = entryOf(
      ...inscription([
        'Don FABIÁN ANDRÉS OSSES VEGA, cédula 12.003.447-2, domiciliado en calle Colón 455, comuna de Los Ángeles, viudo,',
      ]),
    );
    expect(entry.propietarios).toMatchObject([
      { estado_civil: 'viudo', domicilio: 'calle Colón 455, comuna de Los Ángeles' },
    ]);
  });

  it('owners: reads "casado con separación total de bienes según escritura …"', () => {
    const entry = entryOf(
      ...inscription([
        'Don FABIÁN ANDRÉS OSSES VEGA, RUT N° 12.003.447-2, de estado civil casado con separación total de bienes según escritura de 3 de mayo de 2010, de este domicilio,',
      ]),
    );
    expect(entry.propietarios).toMatchObject([
      { rut: '12.003.447-2', estado_civil: 'casado_con_separacion_de_bienes' },
    ]);
  });

  it('DOM: reads "AFECTACIÓN: NINGUNA" as no affectation', () => {
    expect(municipal(...DOM_HEAD, 'Rol: 88-14', 'AFECTACIÓN: NINGUNA')).toMatchObject({
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    });
  });
});

describe('eleventh batch: marriage and SERVIU prose', () => {
  it('marriage: reads "Anotaciones marginales: Sin anotaciones" under a sociedad conyugal', () => {
    const data = marriage(
      ...MARRIAGE_HEAD,
      'Régimen matrimonial: SOCIEDAD CONYUGAL',
      'Anotaciones marginales: Sin anotaciones.',
    );
    expect(data.certificate.tipo_de_sociedad_conyugal).toBe('con_sociedad_conyugal');
    expect(data.divorce).toBeNull();
  });

  it('marriage: reads a substitution of the sociedad conyugal by separation, with its numeric date', () => {
    const data = marriage(
      ...MARRIAGE_HEAD,
      'SUBINSCRIPCIÓN: Con fecha 12.05.2017 los cónyuges sustituyeron el régimen de sociedad conyugal por',
      'el de separación total de bienes.',
    );
    expect(data.certificate.tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
    expect(data.separation?.date).toBe('2017-05-12');
  });

  it.each([
    'El inmueble consultado NO SE ENCUENTRA AFECTO A PROCESO EXPROPIATORIO.',
    'Se informa que no existen expropiaciones que afecten al inmueble.',
  ])('SERVIU: reads "%s" as no', (line) => {
    expect(serviu(...SERVIU_HEAD, 'Rol: 415-3', line).objeto_expropiacion).toBe(false);
  });
});

describe('twelfth batch: word order in labels', () => {
  it('TGR: reads "Deuda Morosa Total" and "Deuda No Vencida Total"', () => {
    const certificate = tgr(
      ...TGR_HEAD,
      'Rol: 2203-14',
      'Deuda Morosa Total: $ 12.300',
      'Deuda No Vencida Total: $ 4.000',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 12300,
      total_deuda_no_vencida_liquidada: 4000,
    });
  });

  it('SII: reads "Avalúo Total 1er Semestre 2026 ($):"', () => {
    expect(
      sii(...SII_HEAD, 'Rol: 1540-22', 'Avalúo Total 1er Semestre 2026 ($): 85.412.300').avaluo_total,
    ).toBe(85412300);
  });
});
