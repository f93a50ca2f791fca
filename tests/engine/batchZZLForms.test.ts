import { describe, expect, it } from 'vitest';

import { hyphenNotRejoined } from '../../server/analysis/engine/checks/lineBreakHyphen';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { issueDate } from '../../server/analysis/engine/reading/assign';
import { formatMeters } from '../../server/analysis/engine/text/amounts';
import { joinLines } from '../../server/analysis/engine/text/cleanup';
import { findDigitRuts } from '../../server/analysis/engine/text/rut';
import { cbrDocument, certificateDocument, documentFromPages, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZL exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a SERVIU report signed by an office whose name holds several words before "Expropiaciones"', () => {
  it.each([
    'Subdepartamento de Gestión de Suelo y Expropiaciones',
    'Unidad de Catastro, Tasaciones y Expropiaciones',
    'Departamento Técnico de Suelo e Expropiaciones',
  ])('reads "%s" as the office, the answer as the sentence gives it', (office) => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL MAULE',
        office,
        'INFORME DE SITUACIÓN DE PROPIEDAD N° 7.310',
        'Fecha: 14 de marzo de 2026',
        'Se informa que el inmueble de calle Los Aromos N° 455, comuna de Talca, Rol de Avalúo',
        '512-33, NO está afecto a expropiación por parte de este Servicio.',
      ]),
    );
    expect(value.objeto_expropiacion).toBe(false);
  });

  it('still reads an affirmed answer under such an office', () => {
    const { value } = extractServiuReport(
      certificateDocument([
        'Subdepartamento de Gestión de Suelo y Expropiaciones',
        'Se informa que el inmueble de calle Prat N° 90, comuna de Linares, SÍ está afecto a',
        'expropiación por el proyecto de mejoramiento de la Avenida Brasil.',
      ]),
    );
    expect(value.objeto_expropiacion).toBe(true);
  });
});

const tgr = (lines: string[]) =>
  extractTgrDebt(documentFromPages('tgr.pdf', [lines.join('\n')])).value.certificate;

describe('a TGR certificate naming its taxpayer', () => {
  it('reads a "Titular" cell a gap before its name, without a colon', () => {
    const certificate = tgr([
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Estado de cuenta y certificado de deuda de contribuciones',
      'ROL 204-00811-017                                  Comuna TALCA',
      'Titular   PIZARRO LEÓN MARTA E',
      'Dirección LOS AROMOS 455',
    ]);
    expect(certificate.contribuyente.nombre).toBe('PIZARRO LEÓN MARTA E');
  });

  it.each([
    ['a nombre', 'de SOTO ARAYA PEDRO PABLO, con dirección CALLE DOS 12,'],
    ['a', 'nombre de SOTO ARAYA PEDRO PABLO, con dirección CALLE DOS 12,'],
  ])('reads the name of a sentence whose "a nombre de" breaks after "%s"', (end, next) => {
    const certificate = tgr([
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'La Tesorería certifica que, según el estado de la Cuenta Única Tributaria, el ROL',
      `31-00412-007 de la comuna de MAIPÚ, ${end}`,
      `${next} no registra deuda morosa a la fecha de emisión.`,
    ]);
    expect(certificate.contribuyente.nombre).toBe('SOTO ARAYA PEDRO PABLO');
  });
});

describe('an SII appraisal printing each value before its label', () => {
  it.each([
    ['........', ''],
    ['…………', ' '],
  ])('reads each value by the label after its leader (%s)', (leader, pad) => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'Servicio de Impuestos Internos',
        'Certificado de Avalúo Fiscal',
        'Emitido el 12 de marzo de 2026',
        `CURICÓ ${leader} comuna${pad}`,
        `01204-00033 ${leader} rol de avalúo`,
        `MERCED 812 ${leader} dirección`,
        `COMERCIO ${leader} destino`,
        `$ 90.500.000 ${leader} avalúo total`,
        `$ 12.000.000 ${leader} avalúo exento`,
        `$ 78.500.000 ${leader} avalúo afecto`,
      ]),
    );
    expect(value).toMatchObject({
      rol_avaluo: '1204-33',
      direccion: 'MERCED 812',
      comuna: 'Curicó',
      destino: 'COMERCIO',
      avaluo_total: 90500000,
      avaluo_exento: 12000000,
      avaluo_afecto: 78500000,
    });
  });

  it('reads the form on a worn copy that kept a few of the leaders’ dots, or none', () => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'Certificado de Avalúo Fiscal',
        'CURICÓ ...   comuna',
        '01204-00033   rol de avalúo',
        'MERCED 812 ....   dirección',
        '$ 90.500.000 ....   . avalúo total',
        '$ 12.000.000 .   . avalúo exento',
        '$ 78.500.000 ....   . avalúo afecto',
      ]),
    );
    expect(value).toMatchObject({
      rol_avaluo: '1204-33',
      direccion: 'MERCED 812',
      avaluo_total: 90500000,
      avaluo_exento: 12000000,
      avaluo_afecto: 78500000,
    });
  });

  it('leaves a form whose labels come first to the label readers', () => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'Certificado de Avalúo Fiscal',
        'Comuna ............ CURICÓ',
        'Rol de avalúo ..... 01204-00033',
        'Avalúo total ...... $ 90.500.000',
        'Avalúo exento ..... $ 12.000.000',
        'Avalúo afecto ..... $ 78.500.000',
      ]),
    );
    expect(value).toMatchObject({ rol_avaluo: '1204-33', avaluo_total: 90500000, avaluo_afecto: 78500000 });
  });

  it.each(['(06 + 07)', '(6+7)', '(a + b)'])(
    'reads the total whose label gives the sum of the form’s lines %s',
    (sum) => {
      const { value } = extractSiiAppraisal(
        certificateDocument([
          'SII  CERTIFICADO DE AVALÚO FISCAL',
          '02 Comuna .................. LONGAVÍ',
          '03 Rol ..................... 00211-00045',
          '06 Avalúo afecto ........... $ 14.100.000',
          '07 Avalúo exento ........... $ 9.900.000',
          `08 Avalúo total ${sum} .. $ 24.000.000`,
        ]),
      );
      expect(value.avaluo_total).toBe(24000000);
    },
  );
});

describe('a GP certificate’s code', () => {
  it.each(['*GP-4K7Q-19T3-X82M*', '*CBRV-2611-0447*'])(
    'reads the barcode’s text %s between its asterisks when no label names a code',
    (barcode) => {
      const { value } = extractGpCertificate(
        cbrDocument([
          `CONSERVADOR DE BIENES RAÍCES DE VALDIVIA          ${barcode}`,
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Inmueble : calle Picarte N° 1200, comuna de VALDIVIA',
          'Dominio  : a Fs. 1022 Nro. 998 del Año 2019, Registro de Propiedad',
          'Revisados los índices durante treinta años, no constan hipotecas ni prohibiciones.',
          'Valdivia, 4 de abril de 2026.',
          'Verifique con el código de barras en el sitio del Conservador.',
        ]),
      );
      expect(value.codigo_verificacion).toBe(barcode.slice(1, -1));
    },
  );

  it('reads a certificate number set after a dotted leader as its code', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TALCA',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'N° de certificado ....... T7QX-41PA-9KD2',
        'Inscripción de dominio .. Fs. 3301 Nro. 2807 Año 2021',
        'Litigios: no registra.          Bien familiar: no registra.',
      ]),
    );
    expect(value.codigo_verificacion).toBe('T7QX-41PA-9KD2');
  });
});

describe('a GP of labelled blocks naming an embargo’s creditor "Ejecutante"', () => {
  it('reads the ejecutante as the embargo’s creditor', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TALCA',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Inscripción de dominio .. Fs. 3301 Nro. 2807 Año 2021',
        '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
        'Registro     : Interdicciones y Prohibiciones de Enajenar',
        'Clase        : EMBARGO',
        'Inscripción  : Fs. 4410 Nro. 3902 Año 2025 (11/02/2025)',
        'Ejecutante   : COMERCIALIZADORA DEL MAULE LIMITADA',
        'Tribunal     : Segundo Juzgado de Letras de Talca, causa Rol C-112-2024',
        '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
        'Talca, 2 de marzo de 2026.',
      ]),
    );
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.acreedor])).toEqual([
      ['EMBARGO', 4410, 'COMERCIALIZADORA DEL MAULE LIMITADA'],
    ]);
  });
});

describe('a GP whose entries head a leader and part their clauses by middle dots', () => {
  const gp = (hipoteca: string, prohibicion: string) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CHILLÁN',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inmueble: calle Libertad N° 780, comuna de CHILLÁN, inscrito a Fs. 2210 Nro. 1804 del Año',
        '2015, de propiedad de RIVAS MORA ANDREA.',
        'Revisados los índices durante TREINTA años, CERTIFICO que se encontró:',
        'HIPOTECA ............................ Fs. 2290 vta. Nro. 1850 Año 2015',
        `    ${hipoteca}`,
        'PROHIBICIÓN ......................... Fs. 1402 Nro. 1190 Año 2015',
        `    ${prohibicion}`,
        'EMBARGOS ............................ no hay',
        'LITIGIOS ............................ no hay',
        'Chillán, 5 de febrero de 2026.',
      ]),
    ).value;

  it.each([
    [
      '02/06/2015 · por 1.450,00 UF · en favor de BANCO DEL SUR S.A.',
      '02/06/2015 · de gravar y enajenar · en favor de BANCO DEL SUR S.A.',
    ],
    [
      '02/06/2015 · por $ 25.000.000 · a favor de BANCO DEL SUR S.A.',
      '02/06/2015 · de enajenar · a favor de BANCO DEL SUR S.A.',
    ],
  ])('keeps each entry whole: %s', (hipoteca, prohibicion) => {
    const value = gp(hipoteca, prohibicion);
    expect(
      value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.acreedor, lien.fecha_emision]),
    ).toEqual([['HIPOTECA', 2290, 'BANCO DEL SUR S.A.', '2015-06-02']]);
    expect(value.gravamenes[0]?.suma_dinero).not.toBeNull();
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.acreedor])).toEqual([
      ['PROHIBICIÓN', 1402, 'BANCO DEL SUR S.A.'],
    ]);
    expect(value.prohibiciones[0]?.accion).toMatch(/^de (?:gravar y )?enajenar$/u);
  });
});

describe('a GP in one sentence naming each lien before where it is inscribed', () => {
  it.each(['una servidumbre eléctrica', 'una servidumbre de acueducto'])(
    'gives %s the inscription its own clause names, not the property’s',
    (lien) => {
      const { value } = extractGpCertificate(
        cbrDocument([
          'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES, EMBARGOS Y LITIGIOS',
          'Respecto de la Parcela N° 9 del Proyecto de Parcelación Los Robles, comuna de Olmué,',
          'inscrita a nombre de PEÑA SOTO RAÚL a fojas 880 vuelta número 702 del año 2016,',
          `revisados los registros por treinta años, certifico que le afectan ${lien} en favor`,
          'de EMPRESA DE SERVICIOS DEL VALLE S.A., inscrita a fojas 101 número 94 del Registro de',
          'Hipotecas y Gravámenes del año 2004, con fecha 3 de marzo de 2004; y una hipoteca en',
          'favor del BANCO ANDINO, inscrita a fojas 455 número 390 del mismo Registro del año',
          '2016. No le afectan embargos ni litigios.',
          'Olmué, 20 de noviembre de 2026.',
        ]),
      );
      expect(value.fojas).toBe(880);
      expect(value.gravamenes.map((entry) => [entry.fojas, entry.tipo])).toEqual([
        [101, lien === 'una servidumbre eléctrica' ? 'SERVIDUMBRE ELÉCTRICA' : 'SERVIDUMBRE'],
        [455, 'HIPOTECA'],
      ]);
    },
  );
});

describe('a carpeta’s GP followed by a bien familiar certificate of its own number', () => {
  it('splits the bien familiar certificate apart', () => {
    expect(
      typedParts(
        [
          'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES, EMBARGOS Y LITIGIOS',
          'Certificado N° CBRQ-26-001203',
          'Respecto del inmueble de calle Maipú N° 44, comuna de Quillota, inscrito a nombre de',
          'LARA VEGA ROSA a fojas 310 número 288 del año 2019, revisados los registros por treinta',
          'años, certifico que no le afectan hipotecas, gravámenes, prohibiciones, embargos ni litigios.',
          'Quillota, 2 de junio de 2026.',
          'Conservador de Bienes Raíces de Quillota',
        ],
        [
          'CERTIFICADO DE BIEN FAMILIAR',
          'Certificado N° CBRQ-26-001204',
          'El inmueble inscrito a fojas 310 número 288 del Registro de Propiedad del año 2019,',
          'calle Maipú N° 44, comuna de Quillota, no ha sido declarado bien familiar.',
          'Quillota, 2 de junio de 2026.',
          'Conservador de Bienes Raíces de Quillota',
        ],
      ),
    ).toEqual(['1-1 gp', '2-2 gp']);
  });
});

describe('an inheritance whose heirs "son dueños, en la proporción que la ley les asigna, de …"', () => {
  it.each([
    'son dueños, en la proporción que la ley les asigna, de la casa',
    'son dueños, en la proporción que les corresponde, de la casa',
  ])('reads the heirs as the owners and the causante as the one they took it from (%s)', (owns) => {
    const { entry } = extractInscription(
      cbrDocument([
        'FOJAS 3310                 N° 2904                       HERENCIA',
        'Talca, cuatro de marzo de dos mil veinticinco.- Por resolución exenta número mil doce, de',
        'fecha dos de enero de dos mil veinticinco, del Servicio de Registro Civil e Identificación,',
        'se concedió la posesión efectiva de la herencia intestada quedada al fallecimiento de don',
        'PEDRO ANTONIO ROJAS MENA, cédula nacional de identidad número 4.512.338-1, a su cónyuge',
        'sobreviviente doña LUISA MARÍA SOTO VEGA, cédula nacional de identidad número 5.890.221-7,',
        'viuda, domiciliada en calle Uno Norte número cien, comuna de Talca; y a su hijo don',
        'CARLOS ANDRÉS ROJAS SOTO, cédula nacional de identidad número 12.330.118-4, soltero,',
        'domiciliado en calle Uno Norte número cien, comuna de Talca.- En consecuencia, los',
        `herederos individualizados ${owns} y sitio ubicados en calle Uno Norte número cien,`,
        'comuna de Talca, que deslinda: NORTE, en diez metros con calle Uno Norte.- Rol 512-3.',
      ]),
    ).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'LUISA MARÍA SOTO VEGA',
      'CARLOS ANDRÉS ROJAS SOTO',
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['PEDRO ANTONIO ROJAS MENA']);
  });
});

describe('a seller "domiciliado en esta ciudad"', () => {
  it('gives the city the inscription is made in, as for "de este domicilio"', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'FOJAS 1204                                              N° 998',
        'Rancagua, dos de junio de mil novecientos noventa y ocho.- Doña ANA MARÍA LEIVA PAZ, C.I.',
        '7.204.118-3, soltera, domiciliada en calle Ibieta N° 310, comuna de Rancagua, es dueña del',
        'sitio número cuatro de la Población Los Aromos, comuna de Rancagua, que deslinda: NORTE, en',
        '10 metros con calle Ibieta.- Lo adquirió por compra a don LUIS ALBERTO PAZ ROJAS, C.I.',
        '3.118.402-6, viudo, domiciliado en esta ciudad, según escritura de fecha uno de junio de',
        'mil novecientos noventa y ocho, otorgada en la Notaría de Rancagua de don Juan Pérez Soto.-',
      ]),
    ).value;
    expect(entry.vendedores.map((seller) => [seller.nombre, seller.domicilio])).toEqual([
      ['LUIS ALBERTO PAZ ROJAS', 'Rancagua'],
    ]);
  });
});

describe('a RUT whose 8 or 5 a scanned typed copy reads as a letter', () => {
  it.each([
    ['C.I. 6.2B5.401-4', '6.285.401-4'],
    ['C.I. 6.285.4O1-4', '6.285.401-4'],
    ['RUT 12.B00.45S-2', null],
  ])('reads %s only where the check digit fits', (printed, rut) => {
    const found = findDigitRuts(printed).filter((candidate) => candidate.valid);
    expect(found[0]?.rut ?? null).toBe(rut);
  });
});

describe('a GP on a worn copy whose leaders were lost', () => {
  it('opens an entry at a kind in capitals right before its reference', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CHILLÁN',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inmueble: calle Libertad N° 780, comuna de CHILLÁN, inscrito a Fs. 2210 Nro. 1804 del Año',
        '2015, de propiedad de RIVAS MORA ANDREA.',
        'Revisados los índices durante TREINTA años, CERTIFICO que se encontró:',
        'HIPOTECA Fs. 2290 vta. Nro. 1850 Año 2015',
        '02/06/2015 por 1.450,00 UF en favor de BANCO DEL SUR S.A.',
        'PROHIBICIÓN Fs. 1402 Nro. 1190 Año 2015',
        '02/06/2015 de gravar y enajenar en favor de BANCO DEL SUR S.A.',
        'Chillán, 5 de febrero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fojas])).toEqual([['HIPOTECA', 2290]]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas])).toEqual([['PROHIBICIÓN', 1402]]);
  });
});

describe('a copy whose only date left is the day it says the inscription is in force', () => {
  it.each([
    'se encuentra vigente al 4 de febrero de 2026.',
    'se encuentra VIGENTE al cuatro de febrero de dos mil veintiséis.',
  ])('reads that day as the issue date, doubtful (%s)', (sentence) => {
    const found = issueDate(
      `Certifico que la inscripción es copia fiel de su original y ${sentence} Santiago. de febrero.`,
    );
    expect(found?.iso).toBe('2026-02-04');
    expect(found?.confidence).toBeLessThan(0.5);
  });
});

describe('a word cut at a line break left apart in a value', () => {
  it.each([
    ['propiedad de calle Miguel Claro nú- 15 mero mil cuatrocientos', true],
    ['sitio número cua- renta y dos', true],
    ['propiedad de don Luis Bío-Bío', false],
    ['Lote B-tres', false],
  ])('%s: %s', (value, cut) => {
    expect(hyphenNotRejoined(value)).toBe(cut);
  });
});

describe('a lot named by a letter and a number in words cut at the line’s end', () => {
  it.each([
    [
      ['es dueña del Lote B-', 'tres resultante de la subdivisión'],
      'es dueña del Lote B-tres resultante de la subdivisión',
    ],
    [['del sitio A-', 'dos de la manzana'], 'del sitio A-dos de la manzana'],
    [['la subdivi-', 'sión del Lote B'], 'la subdivisión del Lote B'],
  ])('keeps the hyphen of a lone capital, joins a word’s halves', (lines, joined) => {
    expect(joinLines(lines).text).toBe(joined);
  });
});

describe('a typed copy’s lengths with an l for a 1 and an O for a 0', () => {
  it.each([
    ['3l,2O', '31,20 metros'],
    ['l2', '12,00 metros'],
    ['9', '9,00 metros'],
  ])('reads %s as %s', (printed, meters) => {
    expect(formatMeters(printed)).toBe(meters);
  });

  it('leaves words alone', () => {
    expect(formatMeters('Lote')).toBeNull();
  });
});

describe('a GP table whose inscription cell wraps its year onto the next line', () => {
  it.each([
    ['HIPOTECA por 4.336,00 UF en favor', 'de BANCO ANDINO S.A.'],
    ['HIPOTECA por 1.200,00 UF a favor', 'de BANCO ANDINO S.A.'],
  ])('reads the date cell and the creditor around the wrapped year (%s)', (first, second) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TEMUCO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble   : calle Bulnes N° 410, comuna de TEMUCO',
        'Dominio    : a Fs. 4410 Nro. 3301 del Año 2019, Registro de Propiedad',
        'REGISTRO   INSCRIPCIÓN   FECHA   ANOTACIÓN VIGENTE',
        `Hipotecas y   Fs. 4520 Nro. 3390 12/03/2019 ${first}`,
        `Gravámenes   del Año 2019   ${second}`,
        'Embargos   -   -   No registra.',
        'Temuco, 5 de mayo del 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.fojas, lien.ano, lien.fecha_emision, lien.acreedor])).toEqual(
      [[4520, 2019, '2019-03-12', 'BANCO ANDINO S.A.']],
    );
  });
});

describe('an inscription copy whose margin column OCR read before its header', () => {
  it.each(['COMPRAVENTA', 'DONACIÓN'])('reads it as an inscription, not a deed headed "%s"', (act) => {
    const { type } = classifyDocument(
      documentFromPages('copia.pdf', [
        [
          act,
          'INMOBILIARIA LOS ROBLES',
          'A',
          'PÉREZ SOTO JUAN',
          'Rep. 12.440',
          'Hipoteca a fs.',
          '2201 N° 1804',
          'FOJAS 3310 vta.',
          'N° 2904',
          'Talca, doce de marzo de mil novecientos noventa y nueve.- Don JUAN PÉREZ SOTO, C.I.',
          '8.112.330-4, casado, domiciliado en calle Uno Norte número cien, comuna de Talca, es',
          'dueño del sitio número cuatro, comuna de Talca, que deslinda: NORTE, en diez metros con',
          'calle Uno Norte.- Lo adquirió por compra a INMOBILIARIA LOS ROBLES LIMITADA, según',
          'escritura de fecha dos de marzo de mil novecientos noventa y nueve, otorgada en la',
          'Notaría de Talca de don Pedro Rojas, por el precio de $4.000.000.- Rol 512-3.',
        ].join('\n'),
      ]),
    );
    expect(['dominio_vigente', 'titulo_anterior']).toContain(type);
  });
});
