import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import {
  domicileAfter,
  extractInscription,
  parseDeslindes,
} from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { unansweredItem } from '../../server/analysis/engine/checks/unansweredItems';
import { comunaAfterAddress } from '../../server/analysis/engine/checks/shapes';
import { unboxTables } from '../../server/analysis/engine/text/boxedTables';
import { readSideBySideRegisters } from '../../server/analysis/engine/text/sideBySideRegisters';
import { splitMarginColumn } from '../../server/analysis/engine/text/textColumns';
import { cbrDocument, certificateDocument, partRanges } from '../support/engineDocuments';

/*
 * Forms held-out batch S exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

const gp = (...pages: string[][]) => extractGpCertificate(cbrDocument(...pages)).value;
const inscription = (...pages: string[][]) => extractInscription(cbrDocument(...pages)).value;

describe("a copy's certification on a page of its own, under the office's heading again", () => {
  const body = (header: string[]) => [
    ...header,
    'La Ligua, cuatro de mayo de mil novecientos noventa y nueve.- Doña INÉS DEL PILAR ROCO',
    'VARGAS, soltera, de este domicilio, es dueña del sitio número cuatro de la población El',
    'Molino, comuna de La Ligua.- Lo adquirió por compra a don LUIS OSVALDO ROCO ARAYA, según',
    'escritura de fecha veinte de abril de mil novecientos noventa y nueve.- Título anterior a',
    'fojas 61 número 58 del año 1990.-',
  ];

  it('keeps a certification of a plain copy (no vigencia) with the copy it certifies', () => {
    const heading = 'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA           Copia de inscripción - Folio LL-5512';
    expect(
      partRanges(body([heading, 'FOJAS 233 V - Nº 219 - REGISTRO DE PROPIEDAD AÑO 1999']), [
        heading,
        'CERTIFICO: que la presente fotocopia es testimonio fiel de la inscripción de fojas 233 V',
        'número 219 del Registro de Propiedad del año 1999. La Ligua, 3 de marzo de 2026.- Sin',
        'certificación de vigencia.',
      ]),
    ).toEqual([[1, 2]]);
  });

  it('keeps a vigencia certification naming the fojas a dotted header box gave the copy', () => {
    expect(
      partRanges(
        body([
          'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA',
          'REGISTRO ....... PROPIEDAD            FOJAS ....... 233 vta.',
          'NÚMERO ......... 219                  AÑO ......... 1999',
        ]),
        [
          'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA - segunda hoja',
          'CERTIFICADO: Copia fiel de la inscripción de fojas 233 vta., número 219, del Registro de',
          'Propiedad del año 1999, vigente al día de hoy. La Ligua, 3 de marzo de 2026.',
        ],
      ),
    ).toEqual([[1, 2]]);
  });
});

describe('a certification-only copy of the earlier title after the copy citing it', () => {
  it('stays a document of its own: it names the earlier fojas, not the copy’s own', () => {
    expect(
      partRanges(
        [
          'CONSERVADOR DE BIENES RAÍCES DE BUIN',
          'Fojas 702 Número 655 del Registro de Propiedad del año 2021',
          'Buin, dos de marzo de dos mil veintiuno.- Don JAIME ANDRÉS ROJO PAZ, soltero, de este',
          'domicilio, es dueño del sitio número ocho de la Villa Los Aromos, comuna de Buin.- Lo adquirió',
          'por compra a doña ELISA PAZ MORA, según escritura de fecha uno de marzo de dos mil veintiuno.-',
          'El título anterior está a fojas 1180 número 1002 del año 2010.-',
        ],
        [
          'CONSERVADOR DE BIENES RAÍCES DE BUIN',
          'COPIA AUTORIZADA DE INSCRIPCIÓN',
          'CERTIFICO: Que la presente copia es testimonio fiel de su original, correspondiente a la inscripción de',
          'fojas 1180 número 1002 del Registro de Propiedad del año 2010.- Buin, 3 de marzo de 2026.-',
        ],
      ),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('a deslinde whose length is written in words and again in digits', () => {
  it('reads the digits between parentheses, before or after "metros"', () => {
    expect(
      parseDeslindes(
        'al Norte, quince metros (15,00 m) con pasaje Los Olmos; al Sur, ocho coma cinco (8,50) metros con sitio tres; y al Oriente, treinta y dos metros (32,00 metros) con sitio once',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '15,00 metros', propiedad: 'pasaje Los Olmos' },
      { direccion: 'Sur', largo: '8,50 metros', propiedad: 'sitio tres' },
      { direccion: 'Oriente', largo: '32,00 metros', propiedad: 'sitio once' },
    ]);
  });

  it('reads them in a whole inscription', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAÍCES DE PURRANQUE',
      'Fojas 77 Número 70 del Registro de Propiedad del año 2018',
      'Purranque, a nueve de marzo de dos mil dieciocho.- Doña ANA MARÍA LEPE OJEDA, soltera, de',
      'este domicilio, es dueña del sitio número cinco de la manzana ocho, comuna de Purranque, y que',
      'deslinda: al Norte, veinte metros (20,00 m) con calle Bulnes; al Sur, veinte metros (20,00',
      'm) con sitio seis; al Oriente, cincuenta metros (50,00 m) con sitio cuatro; y al Poniente,',
      'cincuenta metros (50,00 m) con sitio doce.- La adquirió por compra a don JOSÉ LUIS OJEDA',
      'MUÑOZ, según escritura de fecha dos de marzo de dos mil dieciocho.-',
    ]);
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '20,00 metros', 'calle Bulnes'],
      ['Sur', '20,00 metros', 'sitio seis'],
      ['Oriente', '50,00 metros', 'sitio cuatro'],
      ['Poniente', '50,00 metros', 'sitio doce'],
    ]);
  });
});

describe('a margin column ruled off from the body by a vertical bar', () => {
  const ruled = [
    'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
    'COPIA DE INSCRIPCIÓN',
    '',
    ' Nº 3127        | Curacautín, dos de octubre de dos mil diecisiete.- La sociedad',
    ' COMPRAVENTA    | AGRÍCOLA RÍO BLANCO SpA, rol único tributario número 76.118.905-0,',
    ' SEPÚLVEDA      | domiciliada en calle Yungay número 410, Curacautín, representada por',
    ' ROJAS Pedro    | doña Carla Andrea Fuentes Mora, es dueña del predio denominado Hijuela',
    ' a              | número tres del fundo Las Raíces, comuna de Curacautín, que deslinda:',
    ' AGRÍCOLA RÍO   | NORTE, en 120,00 metros con camino público; SUR, en 120,00 metros con',
    ' BLANCO SpA     | hijuela cuatro; ORIENTE, en 300,00 metros con estero Blanco; PONIENTE, en',
    ' Rep. 2215      | 300,00 metros con hijuela dos.- La adquirió por compra a don PEDRO PABLO',
    '                | SEPÚLVEDA ROJAS, domiciliado en calle Prat número 12, Victoria, según',
    '                | escritura de fecha veinte de septiembre de dos mil diecisiete, otorgada',
    '                | en la Notaría de Curacautín de don Mauricio Esteban Leiva Paz.- El título',
    '                | anterior está a fojas 55 vuelta número 61 del año 2001.- Fojas 2840.',
    '',
    'CERTIFICO que la inscripción precedente, de fojas 2840 número 3127 del Registro de Propiedad',
    'del año 2017, se encuentra vigente. Curacautín, 4 de febrero de 2026.',
  ];

  it('reads the margin first and the body whole, without the rule', () => {
    const lines = splitMarginColumn(ruled);
    expect(lines).toContain('Nº 3127');
    expect(lines).toContain('Curacautín, dos de octubre de dos mil diecisiete.- La sociedad');
    expect(lines.some((line) => line.includes('|'))).toBe(false);
  });

  it('reads the owner, the sellers and the earlier title from the body', () => {
    const { entry } = inscription(ruled);
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([2840, 3127, 2017]);
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['AGRÍCOLA RÍO BLANCO SpA']);
    expect(entry.propietarios[0]?.domicilio).toBe('calle Yungay número 410, Curacautín');
    expect(entry.vendedores[0]?.domicilio).toBe('calle Prat número 12, Victoria');
    expect(entry.deslindes).toHaveLength(4);
    expect([entry.fojas_anterior, entry.vuelta_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([
      55,
      true,
      61,
      2001,
    ]);
    expect(entry.notaria).toBe('Mauricio Esteban Leiva Paz');
  });

  it('reads the same when the text layer kept the bar with either column', () => {
    const laidOut = [
      ...ruled.slice(0, 3),
      'Nº 3127  | Curacautín, dos de octubre de dos mil diecisiete.- La sociedad',
      'COMPRAVENTA | AGRÍCOLA RÍO BLANCO SpA, rol único tributario número 76.118.905-0,',
      'SEPÚLVEDA',
      'ROJAS Pedro',
      'a',
      'AGRÍCOLA RÍO',
      'BLANCO SpA',
      'Rep. 2215',
      ...ruled.slice(5).map((line) => line.slice(16)),
    ];
    const { entry } = inscription(laidOut);
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['AGRÍCOLA RÍO BLANCO SpA']);
    expect(entry.propietarios[0]?.domicilio).toBe('calle Yungay número 410, Curacautín');
    expect(entry.deslindes).toHaveLength(4);
  });

  it('leaves a boxed table alone: its lines hold several bars', () => {
    const table = [
      '| Acto      | Fojas | Nº  | Año  |',
      '| HIPOTECA  | 201   | 166 | 2020 |',
      '| HIPOTECA  | 202   | 167 | 2020 |',
      '| HIPOTECA  | 203   | 168 | 2020 |',
      '| HIPOTECA  | 204   | 169 | 2020 |',
      '| HIPOTECA  | 205   | 170 | 2020 |',
    ];
    expect(splitMarginColumn(table)).toEqual(table);
  });
});

describe('deslindes on the intermediate sides and after "y cuyos deslindes son"', () => {
  it('reads Noreste, Sureste and Suroeste as printed', () => {
    expect(
      parseDeslindes(
        'NORESTE, en 8,00 metros con calle Serrano; SURESTE, en 20,00 metros con lote C; SUROESTE, en 8,00 metros con lote F',
      ).map((side) => side.direccion),
    ).toEqual(['Noreste', 'Sureste', 'Suroeste']);
  });

  it('ends the description before ", y cuyos deslindes"', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAÍCES DE TOMÉ',
      'Fojas 640 Número 512 del Registro de Propiedad del año 2015',
      'Tomé, tres de marzo de dos mil quince.- Don RENÉ ALFONSO SALAS VIDAL, soltero, de este',
      'domicilio, es dueño de la bodega y terreno ubicado en calle Serrano número ochenta, comuna de',
      'Tomé, y cuyos deslindes son: NORESTE, en 8,00 metros con calle Serrano; SURESTE, en 20,00',
      'metros con lote C; SUROESTE, en 8,00 metros con lote F; NOROESTE, en 20,00 metros con lote A.-',
      'Lo adquirió por compra a doña IRMA SALAS PINO, según escritura de fecha uno de marzo de dos',
      'mil quince.-',
    ]);
    expect(entry.descripcion_propiedad).toBe(
      'bodega y terreno ubicado en calle Serrano número ochenta, comuna de Tomé',
    );
    expect(entry.deslindes).toHaveLength(4);
  });
});

describe("the sellers' own acquisition, in the plural, naming the earlier title", () => {
  it('takes "los vendedores adquirieron según inscripción de fojas …" for the earlier title', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAÍCES DE PAILLACO',
      'Fojas 410 Número 388 del Registro de Propiedad del año 2023',
      'Paillaco, a dos de mayo de dos mil veintitrés.- Doña SOFÍA ANDREA CID MELLA, soltera, de este',
      'domicilio, es dueña del sitio número tres de la manzana cuatro, comuna de Paillaco.- Lo',
      'adquirió por compra a don HUGO CID ROA y a doña ELSA MELLA SOTO, según escritura de fecha',
      'veinte de abril de dos mil veintitrés.- Las vendedoras y el vendedor adquirieron según',
      'inscripción de fojas 66 número 59 del Registro de Propiedad del año 2011 de este Conservador.-',
    ]);
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([410, 388, 2023]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([66, 59, 2011]);
  });
});

describe("a seller's domicile followed by the next seller", () => {
  it('ends the domicile before ", y a doña"', () => {
    expect(domicileAfter('domiciliado en pasaje Los Aromos número 31, Río Bueno, y a doña')).toBe(
      'pasaje Los Aromos número 31, Río Bueno',
    );
    expect(domicileAfter('domiciliada en calle Prat 40, Lanco y don')).toBe('calle Prat 40, Lanco');
  });
});

describe('a lien table drawn with character rules, a cell wrapped onto the next row', () => {
  const boxed = [
    'CONSERVADOR DE BIENES RAÍCES DE RÍO NEGRO',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Fecha de emisión: 02/03/2026',
    'Propiedad: pasaje Los Maitenes 77, Río Negro',
    'Inscripción de dominio: fojas 88 Nº 80 del año 2022',
    '+-----------+--------------+-------+-----+------+-------------------------+--------------+',
    '| Registro  | Acto         | Fojas | Nº  | Año  | Beneficiario            | Monto/Objeto |',
    '+-----------+--------------+-------+-----+------+-------------------------+--------------+',
    '| Hipotecas | HIPOTECA     | 120   | 98  | 2022 | CAJA SUR DE AHORRO S.A. | 2.100 UF     |',
    '| Prohib.   | PROHIBICIÓN  | 75    | 69  | 2022 | CAJA SUR DE AHORRO S.A. | gravar y     |',
    '|           |              |       |     |      |                         | enajenar     |',
    '+-----------+--------------+-------+-----+------+-------------------------+--------------+',
    'Litigios y embargos: no hay.',
  ];

  it('reads each row into its entry, the wrapped cell whole and the next line apart', () => {
    const { gravamenes, prohibiciones } = gp(boxed);
    expect(gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.ano, lien.acreedor])).toEqual([
      ['HIPOTECA', 120, 98, 2022, 'CAJA SUR DE AHORRO S.A.'],
    ]);
    expect(gravamenes[0]?.suma_dinero).toBe('2.100,00 UF');
    expect(
      prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.acreedor, lien.accion]),
    ).toEqual([['PROHIBICIÓN', 75, 69, 'CAJA SUR DE AHORRO S.A.', 'gravar y enajenar']]);
  });

  it('leaves a framed heading of one cell as it is', () => {
    const framed = ['+----------------------+', '| SERVIU REGIÓN SUR    |', '+----------------------+'];
    expect(unboxTables(framed)).toEqual(framed);
  });
});

describe('a lien certificate printing its two registers side by side', () => {
  const sideBySide = [
    'CBR PENCO - CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Emitido el 14/01/2026',
    'Inmueble: pasaje Las Acacias 91 - Comuna: Penco',
    'Inscripción de dominio: Fs. 310 Nº 288 del año 2019',
    '',
    'REGISTRO DE HIPOTECAS Y GRAVÁMENES          REGISTRO DE PROHIBICIONES E INTERDICCIONES',
    '========================================    ==========================================',
    'a) HIPOTECA                                 a) PROHIBICIÓN',
    'Fojas 415 Nº 390 año 2019                   Fojas 207 Nº 199 año 2019',
    'En favor de: COOPERATIVA AHORRO NORTE LTDA. En favor de: COOPERATIVA AHORRO NORTE LTDA.',
    'Suma: UF 940,00                             Detalle: de enajenar y gravar',
    'b) SERVIDUMBRE',
    'Fojas 99 Nº 90 año 2001',
    'En favor de: Lote 3 del mismo plano',
    '',
    'No constan otras inscripciones vigentes en los registros señalados por el período de treinta años.',
  ];

  it('reads the left column whole, then the right one', () => {
    expect(readSideBySideRegisters(sideBySide).slice(5, 16)).toEqual([
      'REGISTRO DE HIPOTECAS Y GRAVÁMENES',
      '========================================',
      'a) HIPOTECA',
      'Fojas 415 Nº 390 año 2019',
      'En favor de: COOPERATIVA AHORRO NORTE LTDA.',
      'Suma: UF 940,00',
      'b) SERVIDUMBRE',
      'Fojas 99 Nº 90 año 2001',
      'En favor de: Lote 3 del mismo plano',
      'REGISTRO DE PROHIBICIONES E INTERDICCIONES',
      '==========================================',
    ]);
  });

  it('reads each register’s entries into its own list', () => {
    const { gravamenes, prohibiciones } = gp(sideBySide);
    expect(gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.ano])).toEqual([
      ['HIPOTECA', 415, 390, 2019],
      ['SERVIDUMBRE', 99, 90, 2001],
    ]);
    expect(gravamenes[0]?.acreedor).toBe('COOPERATIVA AHORRO NORTE LTDA.');
    expect(
      prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.acreedor, lien.accion]),
    ).toEqual([['PROHIBICIÓN', 207, 199, 'COOPERATIVA AHORRO NORTE LTDA.', 'de enajenar y gravar']]);
  });
});

describe('a marriage certificate naming the spouses after "Él:" and "Ella:"', () => {
  it('reads each spouse from the line the pronoun opens, not a notary named below', () => {
    const { certificate } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        'Inscripción Nº 1290 del Registro de Matrimonios del año 2008 - Circunscripción: TALCA',
        'Él:    RODRIGO ESTEBAN PAREDES LUNA          RUN 12.401.118-3',
        'Ella:  VALERIA CONSTANZA MORA ILLANES        RUN 13.008.552-0',
        'Celebrado el 3 Mayo 2008',
        'Subinscripción: pactaron separación total de bienes ante el Notario de Talca don Julio',
        'César Arancibia Ruiz.',
        'Emitido: 14 Enero 2026',
      ]),
    ).value;
    expect(certificate.marido).toEqual({ nombre: 'RODRIGO ESTEBAN PAREDES LUNA', rut: '12.401.118-3' });
    expect(certificate.mujer).toEqual({ nombre: 'VALERIA CONSTANZA MORA ILLANES', rut: '13.008.552-0' });
  });
});

describe('TGR totals whose heading row lost its columns’ places', () => {
  const tgr = (lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

  it('reads a totals row of two amounts in the order the headings are printed', () => {
    const certificate = tgr([
      'TESORERÍA GENERAL DE LA REPÚBLICA - CERTIFICADO DE DEUDA',
      'Rol: 5501-00231-004   Comuna: LIMACHE',
      'Nombre: CASTRO VEGA ELISA MARGARITA',
      'Dirección: LOS LIRIOS 410',
      'Año Cuota Vencimiento Monto Vencido Monto No Vencido',
      '2026 3 30-09-2026 31.550 0',
      '2026 4 30-11-2026 0 31.550',
      'TOTALES 31.550 31.550',
      'Fecha de emisión: 02-10-2026',
    ]);
    expect([certificate.total_deuda_vencida_liquidada, certificate.total_deuda_no_vencida_liquidada]).toEqual(
      [31550, 31550],
    );
  });

  it('reads a transposed table whose totals sit under headings printed closer than the amounts', () => {
    const certificate = tgr([
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Contribuyente: LAGOS PAZ MIGUEL A',
      'Rol: 7702-00118-002',
      'Morosa   Por vencer',
      'Neto   120.400   60.200',
      'Intereses   2.310   0',
      'Total   122.710   60.200',
      'Fecha emisión: 05/03/2026',
    ]);
    expect([certificate.total_deuda_vencida_liquidada, certificate.total_deuda_no_vencida_liquidada]).toEqual(
      [122710, 60200],
    );
  });
});

describe('a TGR header without labels, and one with dots a space apart', () => {
  const tgr = (lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

  it('reads the taxpayer after the rol on its line and the address on the next', () => {
    const certificate = tgr([
      'Tesorería General de la República   Certificado de Deuda',
      'ROL 4301-00077-012 COMERCIAL LOS ANDES SPA',
      'CALLE MAIPU 455 LC 2 - LOS ANDES',
      'Totales   0   0',
      'Emisión: 04-02-2026',
    ]);
    expect(certificate.contribuyente.nombre).toBe('COMERCIAL LOS ANDES SPA');
    expect(certificate.direccion_propiedad).toBe('CALLE MAIPU 455 LC 2');
    expect(certificate.comuna_propiedad).toBe('Los Andes');
  });

  it('reads labels joined to their values by spaced dots', () => {
    const certificate = tgr([
      'TGR - CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Nombre contribuyente . . . . SEPÚLVEDA ROA ANDRÉS',
      'Dirección . . . . . . . . . . PRAT 90',
      'Comuna . . . . . . . . . . . SAN JAVIER',
      'Rol . . . . . . . . . . . . . 7406-00301-002',
      'Total deuda morosa liquidada . $0',
      'Total deuda no vencida . . . . $12.300',
    ]);
    expect(certificate.contribuyente.nombre).toBe('SEPÚLVEDA ROA ANDRÉS');
    expect(certificate.direccion_propiedad).toBe('PRAT 90');
    expect(certificate.comuna_propiedad).toBe('San Javier');
  });
});

describe('a dominio vigente certificate listing its co-owners in a numbered table', () => {
  it('reads each row’s owner and RUT, past the bare row numbers', () => {
    const { entry } = inscription([
      'CONSERVADOR DE BIENES RAÍCES DE PANGUIPULLI',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Inscripción:   Fs. 903 V     Nº 811     Registro de Propiedad     Año 2017',
      'El Conservador certifica que la inscripción individualizada se encuentra vigente a nombre de',
      'las personas que se indican:',
      '',
      'Nº   Propietario                        RUT              Derechos',
      '1    PAILLALEF ROSAS ISABEL CRISTINA     15.220.431-0     34%',
      '2    PAILLALEF ROSAS JORGE ANDRÉS        16.402.117-3     33%',
      '3    PAILLALEF ROSAS LUIS ALBERTO        17.650.309-2     33%',
      '                                          Total     100%',
      'Panguipulli, 4 de marzo de 2026.-',
    ]);
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut])).toEqual([
      ['PAILLALEF ROSAS ISABEL CRISTINA', '15.220.431-0'],
      ['PAILLALEF ROSAS JORGE ANDRÉS', '16.402.117-3'],
      ['PAILLALEF ROSAS LUIS ALBERTO', '17.650.309-2'],
    ]);
  });
});

describe('a bien familiar certificate printed after the GP, each with its own bare "Código:"', () => {
  it('is read as a certificate of its own', () => {
    expect(
      partRanges(
        [
          'CONSERVADOR DE BIENES RAÍCES DE PUCÓN',
          'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
          'Código: PCN-0302-2026-118',
          'Dominio inscrito a Fs.410 Nro.377 del Año: 2015',
          'Revisado el Registro de Hipotecas y Gravámenes durante treinta años, consta:',
          ' 1) HIPOTECA: a Fs.88 Nro.70 del Año: 2015 En favor de BANCO AUSTRAL S.A.',
          'Pucón, 3 de febrero de 2026.',
        ],
        [
          'CONSERVADOR DE BIENES RAÍCES DE PUCÓN',
          'CERTIFICADO DE BIEN FAMILIAR (Ley Nº 19.335)',
          'Código: PCN-0302-2026-119',
          'Certifico que al margen de la inscripción de dominio de fojas 410 número 377 del Registro de',
          'Propiedad del año 2015 NO CONSTA anotación de declaración de bien familiar.',
          'Pucón, 3 de febrero de 2026.',
        ],
      ),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('a GP key printed under another label than "código de verificación"', () => {
  const code = (line: string) =>
    gp([
      'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
      line,
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inscripción de dominio: Fs. 51 Nº 48 del año 2020',
      'No se registran hipotecas vigentes.',
    ]).codigo_verificacion;

  it('reads the office key after "Verificación:", "Folio" or a bare "Nº"', () => {
    expect(code('Emitido el 02/03/2026          Verificación: LTR-GP-88120')).toBe('LTR-GP-88120');
    expect(code('Folio LTR-GP-26-0412   Fecha de emisión: 02/03/2026')).toBe('LTR-GP-26-0412');
    expect(code('Nº LTR-0203-00417 - Lautaro, 2 de marzo de 2026')).toBe('LTR-0203-00417');
  });
});

describe("a flat's inscription: deslindes of the land in a sentence of their own, the notary after the place", () => {
  const { entry } = inscription([
    'CONSERVADOR DE BIENES RAÍCES DE CASTRO',
    'Fojas 77 Número 65 del Registro de Propiedad del año 2021',
    'En Castro, a nueve de marzo de dos mil veintiuno, don ÓSCAR IVÁN BARRÍA NAVARRO, soltero, de',
    'este domicilio, es dueño del departamento número doce del primer piso del Edificio Los Arrayanes,',
    'comuna de Castro, según plano archivado bajo el número 31 del año 2018, y de los derechos en los',
    'bienes comunes en proporción al valor de lo adquirido. El terreno sobre el que se levanta el',
    'edificio deslinda: NORTE, en 30,00 metros con calle Blanco; SUR, en 30,00 metros con sitio dos.',
    'Lo adquirió por compra a INMOBILIARIA PALAFITOS SpA, según escritura de fecha dos de marzo de',
    'dos mil veintiuno otorgada en Castro ante el notario don Ricardo Andrés Vera Soto, en el precio',
    'de $60.000.000.',
  ]);

  it('ends the description before the sentence about the deslindes', () => {
    expect(entry.descripcion_propiedad).toBe(
      'departamento número doce del primer piso del Edificio Los Arrayanes, comuna de Castro, según plano archivado bajo el número 31 del año 2018, y de los derechos en los bienes comunes en proporción al valor de lo adquirido',
    );
  });

  it('reads the notary granted "en Castro ante el notario don …"', () => {
    expect([entry.notaria, entry.notaria_comuna]).toEqual(['Ricardo Andrés Vera Soto', 'Castro']);
  });
});

describe("a certificate's address whose cell goes on with its comuna", () => {
  it('is doubted, whichever way the reader took it', () => {
    expect(
      comunaAfterAddress('Baquedano Nº 77', 'Dirección: Baquedano Nº 77, Río Bueno        Rol: 12-3'),
    ).toBe(true);
    expect(comunaAfterAddress('Baquedano Nº 77', 'Dirección: Baquedano Nº 77, Villa Los Pinos')).toBe(false);
    expect(comunaAfterAddress('Baquedano Nº 77', 'Dirección: Baquedano Nº 77        Rol: 12-3')).toBe(false);
    expect(
      comunaAfterAddress('Baquedano Nº 77', 'inmueble ubicado en Baquedano Nº 77, comuna de Río Bueno, rol'),
    ).toBe(false);
  });
});

describe('a SERVIU answer written as an ORD. letter naming a rural property', () => {
  it('reads the letter’s number and the property named after "el inmueble"', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE ÑUBLE',
        'Chillán, 4 de marzo de 2026',
        'ORD. Nº 20714',
        '',
        'En respuesta a su solicitud, informo que el inmueble Hijuela Nº 3 del Fundo El Roble, comuna',
        'de San Carlos, rol de avalúo 211-9, no está afecto a expropiación por parte de este Servicio.',
      ]),
    ).value;
    expect(report.numero_certificado).toBe(20714);
    expect(report.direccion_propiedad).toBe('Hijuela Nº 3 del Fundo El Roble');
  });
});

describe('a prohibition whose consent clause ends its line, the next line joined to it', () => {
  it('keeps "sin autorización del acreedor" with the acts', () => {
    const { prohibiciones } = gp([
      'CONSERVADOR DE BIENES RAÍCES DE QUELLÓN',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES',
      'Dominio: Fs. 44 Nº 39 año 2023',
      '=== Registro de Hipotecas y Gravámenes (30 años) ===',
      'Inscripción : Fs. 90 Nº 84 año 2023',
      'Naturaleza  : HIPOTECA',
      'Acreedor    : CAJA DE COMPENSACIÓN SUR',
      '',
      '=== Registro de Interdicciones y Prohibiciones de Enajenar (30 años) ===',
      'Inscripción : Fs. 61 Nº 58 año 2023',
      'Naturaleza  : PROHIBICIÓN',
      'Beneficiario: CAJA DE COMPENSACIÓN SUR',
      'Objeto      : de enajenar sin consentimiento previo del acreedor',
      '',
      'No constan otras inscripciones vigentes. Quellón, 3 de marzo de 2026.',
    ]);
    expect(prohibiciones[0]?.accion).toBe('de enajenar sin consentimiento previo del acreedor');
  });
});

describe('a DOM certificate naming the road after "ensanche de vía, en la …"', () => {
  it('reads the road and its widening, not the generic "vía"', () => {
    const certificate = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE CORONEL - Dirección de Obras Municipales',
        'CERTIFICADO Nº 1290 - UTILIDAD PÚBLICA',
        'El Director de Obras certifica que la propiedad ubicada en calle Manuel Montt Nº 455, comuna de',
        'Coronel, Rol de Avalúo 118-4, SE ENCUENTRA AFECTA a declaratoria de utilidad pública por ensanche',
        'de vía, en la Calle Manuel Montt, ensanche a 20 metros entre líneas oficiales. La afectación',
        'involucra sólo terreno. Coronel, 3 de marzo de 2026.',
      ]),
    ).value;
    expect(certificate.vias_expropiacion_vial).toBe(
      'Calle Manuel Montt, ensanche a 20 metros entre líneas oficiales',
    );
  });
});

describe("a DOM certificate's lettered questions whose answers a worn copy lost", () => {
  const lost = [
    'I. MUNICIPALIDAD DE CURACAUTÍN - DIRECCIÓN DE OBRAS',
    'CERTIFICADO Nº 212-2026',
    'Predio: Hijuela Nº 3, Fundo Las Raíces, comuna de Curacautín',
    'a) Afecto a expropiación',
    'b) Afecto a ensanche de vía',
    'c) Afecto a parque o área verde',
  ];

  it('finds the questions left without an answer', () => {
    expect(unansweredItem(lost.join('\n'))).not.toBeNull();
    expect(
      unansweredItem(
        [
          'a) Afecto a expropiación ........ NO',
          'b) Afecto a ensanche de vía ..... NO',
          '( ) Afecto a parque',
        ].join('\n'),
      ),
    ).toBeNull();
  });

  it('doubts every yes/no the questions would otherwise state', () => {
    const { provenance } = extractMunicipalAffectation(certificateDocument(lost));
    for (const path of ['objeto_expropiacion', 'expropiacion_vial', 'expropiacion_por_parque'])
      expect(provenance[path]?.unsure).toContain('yes_no_unmarked');
  });
});
