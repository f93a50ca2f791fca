import { describe, expect, it } from 'vitest';

import { gluedOcrWords } from '../../server/analysis/engine/checks/ocrGlue';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { findDates } from '../../server/analysis/engine/text/dates';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZN exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

describe("a seller's domicile closed by the sale's price", () => {
  const copy = (domicile: string, price: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE PANGUIPULLI',
      'N° 77.- Panguipulli, cuatro de mayo de dos mil veintiuno.- Doña TERESA INÉS CATRILEO',
      'MANQUE, cédula de identidad número 15.204.118-3, soltera, de este domicilio, es dueña del',
      'sitio número nueve del loteo Los Coihues, comuna de Panguipulli. Lo adquirió por compra a',
      `AGRÍCOLA LOS COIHUES SpA, rol único tributario número 76.554.201-6, domiciliada en ${domicile}${price}`,
      'según escritura de fecha dos de mayo de dos mil veintiuno otorgada en la Notaría de',
      'Panguipulli de don Óscar Reyes Toro.- Título anterior a fojas 12 número 10 del año 1999.',
    ]);

  it.each([
    ['Lanco', ', por el precio de $9.400.000, '],
    ['Lanco', ' por el precio total de DOSCIENTAS UNIDADES DE FOMENTO, '],
    ['calle Baquedano 310, Lanco', ', en el precio de $9.400.000, '],
    ['Lanco', ', por la suma de $9.400.000, '],
  ])('ends the domicile "%s" before "%s"', (domicile, price) => {
    const { vendedores } = extractInscription(copy(domicile, price)).value.entry;
    expect(vendedores[0]?.domicilio).toBe(domicile);
  });
});

describe('a municipal table whose yes row is followed by its labelled details', () => {
  const certificate = (parkMark: string) =>
    certificateDocument([
      'I. MUNICIPALIDAD DE CURACAUTÍN - DIRECCIÓN DE OBRAS',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 58',
      'Dirección: Yungay 455     Rol: 88-14',
      'MATERIA                                SÍ     NO',
      'Vialidad                               X',
      'Tipo: Ensanche',
      'Vía: calle Yungay, ensanche a 20 metros',
      `Parques y áreas verdes                 ${parkMark}`,
      'Código de verificación municipal: CRC-58-2026',
    ]);

  it('reads the park row below the details under the same SÍ / NO columns', () => {
    const no = extractMunicipalAffectation(certificate('       X')).value;
    expect([no.expropiacion_vial, no.vias_expropiacion_vial, no.expropiacion_por_parque]).toEqual([
      true,
      'calle Yungay, ensanche a 20 metros',
      false,
    ]);
    expect(extractMunicipalAffectation(certificate('X')).value.expropiacion_por_parque).toBe(true);
  });

  it('reads a code whose label names the office before its colon', () => {
    expect(extractMunicipalAffectation(certificate('       X')).value.codigo_verificacion).toBe(
      'CRC-58-2026',
    );
  });
});

describe("a SERVIU table header whose last label the text layer joined to the next column's", () => {
  it('reads the comuna at the start of the cell below', () => {
    const { comuna_propiedad, direccion_propiedad } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE LOS RÍOS',
        'Valdivia, 14 de enero de 2026',
        'CERTIFICADO N° 7702',
        'Rol   Domicilio   Comuna Situación expropiatoria',
        '615-2   Pasaje Los Aromos 71   Paillaco Sin afectación',
      ]),
    ).value;
    expect([direccion_propiedad, comuna_propiedad]).toEqual(['Pasaje Los Aromos 71', 'Paillaco']);
  });
});

describe('a SERVIU table header the text layer joined into fewer cells than its row', () => {
  it("gives each label the row's cell in its place", () => {
    const { rol_avaluo, comuna_propiedad, direccion_propiedad } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE ÑUBLE',
        'Chillán, 20 de enero de 2026',
        'CERTIFICADO N° 4410',
        'Rol de avalúo Dirección   Comuna Situación',
        '233-5   Avenida Libertad 77   Yungay Sin afectación',
      ]),
    ).value;
    expect([rol_avaluo, direccion_propiedad, comuna_propiedad]).toEqual([
      '233-5',
      'Avenida Libertad 77',
      'Yungay',
    ]);
  });
});

describe("a TGR header printing the rol's line, then the taxpayer, without labels", () => {
  it('reads the name and address under a rol whose comuna OCR misread', () => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES   Tesorería General de la República',
        'ROL 77-310 / CURACAUTIM',
        'PAINEMAL RAIN JUAN CARLOS',
        'TUCAPEL 1045',
        'Deuda vencida liquidada ......... CLP 0',
      ]),
    ).value;
    expect([certificate.contribuyente.nombre, certificate.direccion_propiedad]).toEqual([
      'PAINEMAL RAIN JUAN CARLOS',
      'TUCAPEL 1045',
    ]);
  });

  it('reads the name under "ROL … / COMUNA" and the address under it', () => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES   Tesorería General de la República',
        'Fecha: 03-02-2026',
        'ROL 402-19 / TRAIGUÉN',
        'NAHUELPÁN COLIPI ROSA ELENA',
        'BASILIO URRUTIA 655',
        'Deuda vencida liquidada ......... CLP 0',
        'Deuda no vencida liquidada ...... CLP 31,200',
      ]),
    ).value;
    expect([
      certificate.contribuyente.nombre,
      certificate.direccion_propiedad,
      certificate.comuna_propiedad,
    ]).toEqual(['NAHUELPÁN COLIPI ROSA ELENA', 'BASILIO URRUTIA 655', 'Traiguén']);
  });

  it('reads the comuna and address beside the rol, and the name on the next line', () => {
    const { value, provenance } = extractTgrDebt(
      certificateDocument([
        'TESORERIA GENERAL DE LA REPUBLICA - CERTIFICADO DE DEUDA',
        'ROL 1120-31 LONCOCHE PEDRO MONTT 418',
        'HUAIQUIL RAIN JOSE LUIS',
        'Fecha 21-01-2026',
        'TOTAL DEUDA VENCIDA LIQUIDADA      CLP 0',
        'TOTAL DEUDA NO VENCIDA LIQUIDADA   CLP 15,870',
      ]),
    );
    const { certificate } = value;
    expect([
      certificate.contribuyente.nombre,
      certificate.direccion_propiedad,
      certificate.comuna_propiedad,
    ]).toEqual(['HUAIQUIL RAIN JOSE LUIS', 'PEDRO MONTT 418', 'Loncoche']);
    // Nothing here is labelled: each value is read as inferred.
    expect(provenance['contribuyente.nombre']?.unsure).toContain('inferred');
    expect(provenance['direccion_propiedad']?.unsure).toContain('inferred');
  });
});

describe('a GP table numbering its rows, after a row ending on a number', () => {
  it("takes each row's own numbers, not the number the row before ends with", () => {
    const { gravamenes } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES - CBR LA UNIÓN',
        'Propiedad: calle Esmeralda N° 512, La Unión',
        'Inscrita a Fs. 940 N° 801 del año 2019 a nombre de PÉREZ ULLOA JORGE',
        ' N°  Fojas      Número  Año   Acto           Beneficiario',
        ' 1   75         61      2001  Servidumbre    de acueducto a favor de la parcela 4',
        ' 2   1210       1002    2019  Hipoteca       BANCO DEL DESARROLLO DEL SUR, por $31.000.000',
        ' ----- anteriores: REGISTRO DE HIPOTECAS Y GRAVÁMENES -----',
        'La Unión, 9 de febrero de 2026.   Código de verificación: LUN-GP-2231',
      ]),
    ).value;
    expect(gravamenes.map((lien) => [lien.fojas, lien.numero, lien.ano])).toEqual([
      [75, 61, 2001],
      [1210, 1002, 2019],
    ]);
    expect(gravamenes[1]?.acreedor).toBe('BANCO DEL DESARROLLO DEL SUR');
  });

  it('reads a row whose number OCR read with a mark after it', () => {
    const { gravamenes } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES - CBR VICTORIA',
        'Inscrita a Fs. 301 N° 288 del año 2021 a nombre de SEPÚLVEDA RAMOS IVÁN',
        'N° Fojas Número Año Acto Beneficiario',
        '1 14 12 1998 Servidumbre de tránsito a favor del predio vecino',
        '2: 310 295 2021 Hipoteca BANCO ITAÚ CHILE, por 1.200 UF',
        'Victoria, 9 de febrero de 2026.',
      ]),
    ).value;
    expect(gravamenes.map((lien) => [lien.fojas, lien.numero, lien.ano, lien.suma_dinero])).toEqual([
      [14, 12, 1998, null],
      [310, 295, 2021, '1.200,00 UF'],
    ]);
  });
});

describe('a GP whose property line closes on its comuna, and an item denying its registries', () => {
  const certificate = cbrDocument([
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES E INTERDICCIONES',
    'CONSERVADOR DE BIENES RAÍCES DE TRAIGUÉN',
    'Inmueble de pasaje Los Copihues N° 41, sitio 7, manzana B, Villa El Bosque, Lumaco.',
    'Dominio: fojas 88 N° 70 del Registro de Propiedad de 2015.',
    '1) Hipoteca inscrita a fojas 90 número 72 del año 2015, a favor de BANCO ESTADO, por 800 UF.',
    '— Lo anterior corresponde al Registro de Hipotecas y Gravámenes.',
    '1) Prohibición de gravar y enajenar inscrita a fojas 41 número 39 del año 2015, a favor de',
    'BANCO ESTADO.',
    '2) Sin interdicciones ni embargos vigentes.',
    '— Lo anterior corresponde al Registro de Interdicciones y Prohibiciones de Enajenar.',
    'Traiguén, 2 de febrero de 2026.   Código verificación: TRG-0041-26',
  ]);

  it('reads the comuna from the last cell of the property sentence', () => {
    expect(extractGpCertificate(certificate).value.comuna).toBe('Lumaco');
  });

  it('gives the denying item no entry', () => {
    const { prohibiciones } = extractGpCertificate(certificate).value;
    expect(prohibiciones.map((item) => [item.fojas, item.numero, item.ano])).toEqual([[41, 39, 2015]]);
  });
});

describe('words OCR glued in a worn copy', () => {
  it.each([
    ['Angol, catorce deagosto de dos mil veinte.', '2020-08-14'],
    ['En Lebu, a tres de marzo de dos milquince, don', '2015-03-03'],
    ['Curanilahue, once dejunio del año dos milveintidós.-', '2022-06-11'],
    ['Arauco, nueve deoctubre de dosmil diecisiete. Doña', '2017-10-09'],
  ])('reads the date in words of "%s"', (text, iso) => {
    expect(findDates(text).map((date) => date.iso)).toEqual([iso]);
  });

  it.each(['de hipotecar yenajenar', 'de no vender niarrendar', 'gravar oceder'])(
    'marks an act glued to the conjunction before it: "%s"',
    (acts) => {
      expect(gluedOcrWords(acts)).toBe(true);
    },
  );

  it('leaves acts printed apart unmarked', () => {
    expect(gluedOcrWords('de gravar y enajenar ni arrendar')).toBe(false);
  });
});
