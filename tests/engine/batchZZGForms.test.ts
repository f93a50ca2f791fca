import { describe, expect, it } from 'vitest';

import type { ProvenanceMap } from '../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../common/report/defaults';
import type { GpCertificate } from '../../common/report/schema';
import { referenceInAnotherRegistryCell } from '../../server/analysis/engine/checks/borrowedReference';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { CertificateFields } from '../../server/analysis/engine/extractors/certificateFields';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { besideRol, placeBesideRol } from '../../server/analysis/engine/extractors/rolLineCells';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { refRole } from '../../server/analysis/engine/reading/assign';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { extractBundledLien } from '../../server/analysis/engine/reading/bundledLien';
import { readRefs } from '../../server/analysis/engine/text/inscriptionRef';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { lengthsAsDigits } from '../../server/analysis/engine/text/lengthsWithDigits';
import { splitMarginColumn } from '../../server/analysis/engine/text/textColumns';
import { joinWrappedRowCells } from '../../server/analysis/engine/text/wrappedRowCells';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZG exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a copy whose margin is ruled off by a typed double colon', () => {
  const margin = [
    'COMPRAVENTA     ',
    'ROJAS VERA      ',
    'MARTA ISABEL    ',
    'a               ',
    'TAPIA LUCO      ',
    'Hipoteca: fs.   ',
    '88 N° 61 Reg.   ',
    'Hip. 2019       ',
    '                ',
  ];
  const body = [
    'Curacaví, tres de abril de dos mil diecinueve.- Doña MARTA',
    'ISABEL ROJAS VERA, enfermera, soltera, cédula de identidad',
    'número 11.204.337-5, domiciliada en calle Ortúzar número 90,',
    'comuna de Curacaví, es dueña de la parcela número cuatro del',
    'proyecto de parcelación Las Rosas, comuna de Curacaví, que',
    'deslinda: NORTE, en cuarenta metros con parcela tres; SUR, en',
    'cuarenta metros con camino vecinal.- La adquirió por compra a',
    'don PEDRO TAPIA LUCO según escritura de fecha dos de marzo de',
    'dos mil diecinueve.- Rol 88-4.- Doy fe.',
  ];

  it.each([':: ', '::', ' :: '])('reads the margin first, then the body unbroken (rule “%s”)', (rule) => {
    const lines = splitMarginColumn(body.map((line, row) => `${margin[row] ?? ''}${rule}${line}`));
    expect(lines.slice(-body.length)).toEqual(body);
    expect(lines[0]).toBe('COMPRAVENTA');
  });

  it('reads the owner from the body, not the margin’s names', () => {
    const document = cbrDocument(
      ['COPIA DE INSCRIPCIÓN CON VIGENCIA', 'Registro de Propiedad · Fojas 401 · Número 377 · Año 2019'],
      body.map((line, row) => `${margin[row] ?? ''}:: ${line}`),
      ['CERTIFICO: que la inscripción que antecede se encuentra vigente.', 'Curacaví, 2 de mayo de 2026.'],
    );
    const { entry } = extractInscription(document).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['MARTA ISABEL ROJAS VERA']);
    expect(entry.descripcion_propiedad).toMatch(
      /^parcela número cuatro del proyecto de parcelación Las Rosas/u,
    );
  });

  it('cuts the lines whose rule a worn copy read as one colon, or a dash and a colon', () => {
    const worn = body.map((line, row) => {
      const rule = row === 2 ? ': ' : row === 5 ? '-: ' : ':: ';
      return `${(margin[row] ?? '').trim()}${rule}${line}`;
    });
    const lines = splitMarginColumn(worn);
    expect(lines.slice(-body.length)).toEqual(body);
    expect(lines).toContain('MARTA ISABEL');
  });

  it('leaves a body line opening in lower case before a colon whole', () => {
    const worn = body.map((line, row) =>
      row === 5
        ? 'que deslinda: NORTE, en cuarenta metros con parcela tres'
        : `${margin[row] ?? ''}:: ${line}`,
    );
    expect(splitMarginColumn(worn)).toContain('que deslinda: NORTE, en cuarenta metros con parcela tres');
  });

  it('leaves prose with a single colon alone', () => {
    const prose = body.map((line) => `Nota: ${line}`);
    expect(splitMarginColumn(prose)).toEqual(prose);
  });
});

describe('a length in digits then again in words between parentheses', () => {
  it.each([
    [
      'NORTE, en 52,40 metros (cincuenta y dos metros cuarenta centímetros) con calle Uno',
      '52,40 metros con',
    ],
    ['SUR, en 18 metros (dieciocho metros) con sitio dos', '18 metros con'],
    ['ESTE, en 7,5 m (siete coma cinco metros) con pasaje B', '7,5 metros con'],
  ])('keeps the digits alone: “%s”', (text, kept) => {
    expect(lengthsAsDigits(text)).toContain(kept);
  });

  it('leaves a parenthesis that is no length alone', () => {
    const text = 'NORTE, en 20 metros (según plano) con calle Uno';
    expect(lengthsAsDigits(text)).toBe(text);
  });
});

describe('a copy headed by its registry and reference on one line', () => {
  it.each([
    'Registro de Propiedad · fojas 612 · número 540 · año 2020 Puerto Octay, doce de mayo',
    'REGISTRO DE PROPIEDAD — fojas 612 número 540 año 2020 Puerto Octay, doce de mayo',
    'Registro de Propiedad: fojas 612 número 540 del año 2020 Puerto Octay, doce de mayo',
  ])('takes the reference for the property’s own (“%s”)', (text) => {
    const [ref] = readRefs(text);
    expect(ref && refRole(text, ref)).toBe('property');
  });

  it('does not take the first transcription’s reference under a title naming the registry for the property’s', () => {
    const text =
      'COPIA DE INSCRIPCIONES - REGISTRO DE PROPIEDAD fojas 2210 número 1876 Rancagua, catorce de mayo';
    const [ref] = readRefs(text);
    expect(ref && refRole(text, ref)).toBe('item');
  });

  it('does not take a lien’s reference after its registry for the property’s', () => {
    const text = 'Registro de Hipotecas · fojas 88 · número 61 · año 2020';
    const [ref] = readRefs(text);
    expect(ref && refRole(text, ref)).toBe('item');
  });
});

describe('an earlier title’s copy that opens on its reference and notes where the property went', () => {
  const copy = (note: string) => [
    'Fs. 118 — Nº 97 — 1999                              Registro de Propiedad',
    '',
    'COMPRAVENTA. LUCO DÍAZ ANA MARÍA a PARRA SOTO LUIS',
    'ALBERTO.- Purranque, ocho de marzo de mil novecientos noventa y nueve.- Doña',
    'ANA MARÍA LUCO DÍAZ, casada, cédula de identidad número 7.115.902-1, domiciliada',
    'en Purranque, es dueña de la parcela número nueve del proyecto Los Ulmos, comuna',
    'de Purranque, que deslinda: NORTE, en cien metros con parcela ocho; SUR, en cien',
    'metros con camino público. La adquirió por compra a don LUIS ALBERTO PARRA SOTO,',
    'casado, domiciliado en Osorno, según escritura de fecha dos de febrero de mil',
    'novecientos noventa y nueve ante el Notario de Purranque don Juan Vera Ruiz, por',
    'el precio de cuatro millones de pesos.- Inscripción anterior a fojas 40 número 31',
    'del año 1985.- Rol 71-3.',
    note,
    'Copia fiel. Purranque, 4 de mayo de 2026.',
  ];

  it.each([
    'Nota: La nuda propiedad se transfirió a fs. 440 N° 398 del año 2016.',
    'Nota: El dominio se vendió a fojas 440 número 398 del año 2016.',
    'Al margen: se transfirió a fs. 440 vta. N° 398 de 2016.',
  ])('is an earlier title, not a deed (“%s”)', (note) => {
    expect(classifyDocument(cbrDocument(copy(note))).type).toBe('titulo_anterior');
  });
});

/** A table line drawn as the eval's text PDFs draw it: each cell at its character column. */
const COLUMN = 5.2;
function drawnCells(lines: string[]): PositionedText[] {
  return lines.flatMap((line, row) =>
    [...line.matchAll(/\S+(?: \S+)*/g)].map((cell) => ({
      text: cell[0],
      x: 56 + cell.index * COLUMN,
      y: 780 - row * 13,
      width: cell[0].length * 4.6,
      fontSize: 9.5,
    })),
  );
}

describe('a GP table with its columns ruled under the headings, a cell wider than its column', () => {
  const table = [
    'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
    'Inscrita a fs. 440 N° 398 año 2016 a nombre de PARRA SOTO LUIS',
    'REGISTRO      INSCRIPCIÓN              FECHA        DETALLE',
    '------------  -----------------------  -----------  ------------------------------',
    'Hipotecas y   fs. 12 N° 9 año 1990     04-06-1990   SERVIDUMBRE DE TRÁNSITO a favor',
    'Gravámenes                                          de AGRÍCOLA LOS ULMOS LIMITADA',
    'Prohibiciones fs. 61 N° 55 año 2016    11-07-2016   PROHIBICIÓN de gravar y enajenar',
    '                                                    a favor de BANCO SUR',
    'Litigios      ---                      ---          no registra',
    '------------  -----------------------  -----------  ------------------------------',
    'Purranque, 4 de mayo de 2026.',
  ];

  it('reads the table row by row, not column by column', () => {
    const lines = layoutPage(drawnCells(table));
    expect(lines.find((line) => line.startsWith('Prohibiciones'))).toMatch(
      /11-07-2016\s+PROHIBICIÓN de gravar/u,
    );
  });

  it('reads each row’s lien, date and beneficiary', () => {
    const lines = joinWrappedRowCells(layoutPage(drawnCells(table)));
    const { value } = extractGpCertificate(cbrDocument(lines));
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fecha_emision, lien.acreedor])).toEqual([
      ['SERVIDUMBRE DE TRÁNSITO', '1990-06-04', 'AGRÍCOLA LOS ULMOS LIMITADA'],
    ]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fecha_emision, lien.acreedor])).toEqual([
      ['PROHIBICIÓN', '2016-07-11', 'BANCO SUR'],
    ]);
  });
});

describe('a table row whose registry cell wraps its last word with the detail', () => {
  it.each([
    [
      ['Hipotecas y fs. 12 N° 9 año 1990   04-06-1990 USUFRUCTO a favor de', 'Gravámenes   ANA LUCO DÍAZ'],
      'Hipotecas y Gravámenes   fs. 12 N° 9 año 1990   04-06-1990 USUFRUCTO a favor de ANA LUCO DÍAZ',
    ],
    [
      ['Interdicciones y fojas 30 N° 21 año 2011   EMBARGO a favor de', 'Prohibiciones   BANCO SUR'],
      'Interdicciones y Prohibiciones   fojas 30 N° 21 año 2011   EMBARGO a favor de BANCO SUR',
    ],
  ])('joins the registry’s rest to it and the detail’s to the detail', (lines, joined) => {
    expect(joinWrappedRowCells(lines)).toEqual([joined]);
  });

  it('leaves a row whose next line is a row of its own alone', () => {
    const lines = [
      'Hipotecas y fs. 12 N° 9 año 1990   HIPOTECA',
      'Prohibiciones fs. 61 N° 55 año 2016   PROHIBICIÓN',
    ];
    expect(joinWrappedRowCells(lines)).toEqual(lines);
  });
});

describe('a GP issued as one certificate per registry on one request, the second naming only the property', () => {
  const hipotecas = [
    'Folio Nº:77120.-Carátula Nº:880411.-',
    'CERTIFICADO REGISTRO DE HIPOTECAS Y GRAVÁMENES',
    'Propiedad: calle Los Boldos Nº 440, lote 9, Villa El Sol',
    'Comuna: Machalí   Dominio: fojas 3.310 Nº 2.204 año 2019',
    '1.- HIPOTECA : A fojas 1.200 número 990 del año 2019, fecha 12-03-2019,',
    '    BANCO SUR, por 1.800 Unidades de Fomento.',
    'Machalí, 4 de mayo de 2026.',
  ];
  const prohibiciones = [
    'Folio Nº:77121.-Carátula Nº:880411.-',
    'CERTIFICADO REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'Propiedad: calle Los Boldos Nº 440, lote 9, Villa El Sol',
    '1.- PROHIBICIÓN : A fojas 1.410 número 1.002 del año 2019, fecha',
    '    12-03-2019, de gravar y enajenar, BANCO SUR.',
    '2.- No registra embargos ni interdicciones.',
    'Machalí, 4 de mayo de 2026.',
    'Código: MCH-7712-GP',
  ];

  it('keeps both pages as one GP', () => {
    expect(typedParts(hipotecas, prohibiciones)).toEqual(['1-2 gp']);
  });

  it('keeps apart a GP on another property', () => {
    const other = prohibiciones.map((line) => line.replace('Los Boldos Nº 440', 'Los Robles Nº 12'));
    expect(typedParts(hipotecas, other)).toEqual(['1-1 gp', '2-2 gp']);
  });

  it('reads each lien’s creditor after its date, and no entry for the registry answered empty', () => {
    const { value } = extractGpCertificate(cbrDocument(hipotecas, prohibiciones));
    expect(value.codigo_verificacion).toBe('MCH-7712-GP');
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.acreedor])).toEqual([['HIPOTECA', 'BANCO SUR']]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.acreedor, lien.accion])).toEqual([
      ['PROHIBICIÓN', 'BANCO SUR', 'de gravar y enajenar'],
    ]);
  });
});

describe('an enumerated item denying its registry’s kinds after a ".-" marker', () => {
  it.each([
    '2.- No registra embargos ni interdicciones.',
    'b.- Sin interdicciones ni embargos.',
    '3) No hay embargos.',
  ])('is no entry (“%s”)', (item) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inmueble inscrito a fojas 88 número 71 del año 2019.',
        '1.- PROHIBICIÓN : a fojas 90 número 72 del año 2019, de gravar y enajenar, a favor de BANCO SUR.',
        item,
        'Talca, 2 de mayo de 2026.',
      ]),
    );
    expect(value.prohibiciones.map((lien) => lien.fojas)).toEqual([90]);
  });
});

describe('a prohibition whose acts are labelled with a colon before its reference', () => {
  it.each([
    [
      'PROHIBICIÓN de enajenar y gravar: fojas 77 número 61 del año 2020, a favor de BANCO SUR.',
      'de enajenar y gravar',
    ],
    [
      'PROHIBICIÓN de gravar y enajenar: fs. 77 N° 61 del año 2020, a favor de BANCO SUR.',
      'de gravar y enajenar',
    ],
  ])('keeps every act (“%s”)', (line, accion) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inscrito : fojas 40 número 33 del año 2020',
        line,
        'Linares, 2 de mayo de 2026.',
      ]),
    );
    expect(value.prohibiciones[0]?.accion).toBe(accion);
  });
});

describe('a carpeta printing the copy, then the lien certificate, one code each', () => {
  const carpeta = [
    'CARPETA DE TÍTULOS · Solicitud 88-2026 · Emitida el 3 de mayo de 2026',
    'Contiene: (1) Copia con vigencia (2) Gravámenes y Prohibiciones (3) Bien familiar',
    '(1) COPIA DE INSCRIPCIÓN CON CERTIFICADO DE VIGENCIA',
    'Fs. 512 · N° 430 · 2020 ········ COMPRAVENTA',
    'Limache, nueve de junio de dos mil veinte.- Doña ROSA ELENA VIDAL SOTO, cédula de',
    'identidad número 8.114.227-3, es dueña del sitio número ocho de la Villa Los Pinos,',
    'comuna de Limache, según plano de loteo archivado bajo el número 41 del año 1999 en el',
    'Conservador de Bienes Raíces de Quillota.- La adquirió por compra a don LUIS PÉREZ',
    'ROJAS.- Título anterior: fojas 90 número 71 del año 2001, Conservador de Bienes Raíces',
    'de Quillota.- Doy fe.-',
    'CERTIFICO: que la inscripción precedente se encuentra vigente a la fecha.',
    'Código de verificación: LMC-DV-0091',
    '(2) CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inmueble : sitio N° 8, Villa Los Pinos, Limache',
    'Inscrito : fojas 512 número 430 del año 2020',
    'HIPOTECA: fojas 60 número 41 del año 2020, a favor de BANCO SUR, por 900 UF.',
    'No hay litigios anotados.',
    'Código de verificación: LMC-GP-0092',
  ];

  it('reads the lien certificate from its own lines, the date and office the carpeta prints once', () => {
    const document = cbrDocument(carpeta);
    const type = classifyDocument(document).type;
    const lien =
      type === 'gp'
        ? extractBundledLien(document)
        : bundledParts(type, document).find((part) => part.type === 'gp')?.result;
    const value = lien?.value as GpCertificate | undefined;
    expect(value).toMatchObject({
      codigo_verificacion: 'LMC-GP-0092',
      fojas: 512,
      numero: 430,
      ano: 2020,
      fecha_emision: '2026-05-03',
      conservador: 'Limache',
    });
    expect(value?.prohibiciones).toEqual([]);
    expect(value?.gravamenes.map((entry) => [entry.fojas, entry.conservador])).toEqual([[60, 'Limache']]);
  });

  it('takes the office the copy’s inscription was made in, not the ones its plan and earlier title name', () => {
    const { entry } = extractInscription(cbrDocument(carpeta.slice(0, 12))).value;
    expect(entry.conservador).toBe('Limache');
  });
});

describe('a SERVIU memo sent by an office named with a dash', () => {
  it.each(['Departamento Jurídico - Expropiaciones', 'Departamento Técnico / Expropiaciones'])(
    'reads the answer, not the office’s name (“%s”)',
    (office) => {
      const { value } = extractServiuReport(
        certificateDocument([
          'SERVIU REGIÓN DEL MAULE',
          `ORD. N° 1.200 / ${office}`,
          'MAT.: Informa situación de expropiación.',
          'Talca, 4 de mayo de 2026.',
          '1. Se consultó por el inmueble de calle Uno N° 12, comuna de Talca, Rol 44-9.',
          '2. Revisados los antecedentes de este Servicio, dicho inmueble NO se',
          '   encuentra afecto a expropiación por parte de SERVIU Región del Maule.',
        ]),
      );
      expect(value.objeto_expropiacion).toBe(false);
    },
  );
});

describe('a heirs’ inscription citing the causante’s title in the past', () => {
  const copy = [
    '                         FOJAS 2.210 vta.   Nº 1.804   AÑO 2021',
    'INSCRIPCIÓN ESPECIAL DE HERENCIA',
    'Pozo Almonte, nueve de marzo de dos mil veintiuno. Por resolución exenta número',
    '1.100 del Servicio de Registro Civil e Identificación se concedió la posesión efectiva',
    'de la herencia quedada al fallecimiento de don PEDRO TICONA MAMANI a su hija doña',
    'ANA TICONA FLORES, soltera, cédula de identidad número 16.205.774-K, domiciliada en',
    'Pozo Almonte. En consecuencia, se inscribe a nombre de la heredera el dominio del',
    'sitio número cuatro de la Villa El Tamarugal, comuna de Pozo Almonte, que deslinda:',
    'NORTE, en nueve metros con calle Uno; SUR, en nueve metros con sitio tres. El',
    'dominio del causante rolaba inscrito a fojas 512 número 430 del Registro de Propiedad',
    'del año 2001 del Conservador de Bienes Raíces de Iquique. Rol 88-4.',
    'Es copia fiel de su original. Pozo Almonte, 21 de mayo de 2026.',
  ];

  it('takes the heading’s reference for the inscription and the causante’s for the earlier title', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect([entry.fojas, entry.vuelta, entry.numero, entry.ano]).toEqual([2210, true, 1804, 2021]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([512, 430, 2001]);
    expect(entry.deslindes.at(-1)?.propiedad).toBe('sitio tres');
  });

  it('does not take the causante’s office for the one issuing the copy', () => {
    expect(extractInscription(cbrDocument(copy)).value.entry.conservador).not.toBe('Iquique');
  });
});

describe('a length in words with its centimetres, then in digits', () => {
  it.each([
    [
      'al SUR, en ciento doce metros cincuenta centímetros (112,50 m.) con Parcela trece',
      '112,50 metros con',
    ],
    ['al NORTE, en diez metros con veinte centímetros (10,20 metros) con calle', '10,20 metros con'],
  ])('keeps the digits: “%s”', (text, kept) => {
    expect(lengthsAsDigits(text)).toContain(kept);
  });
});

describe('a price whose figure OCR-like letters stand in for digits', () => {
  it('reads it repaired and doubted', () => {
    const result = extractInscription(
      cbrDocument([
        'Quilpué, ocho de noviembre de dos mil cinco.- Doña ANA ROSA VERA SOTO, casada, es',
        'dueña del sitio número ocho de la Villa Los Pinos, comuna de Quilpué.- La adquirió por',
        'compra a don LUIS PÉREZ ROJAS según escritura de fecha dos de octubre de dos mil cinco.-',
        'Precio: $41.OOO.OOO.- Título anterior: fojas 88 número 71 año 1990.- Doy fe.-',
      ]),
    );
    expect(result.value.entry.precio).toBe('$41.000.000');
    expect(result.provenance['precio']?.unsure).toContain('repaired_reading');
  });
});

describe('a TGR or SII header without labels, boxed or in slashed cells', () => {
  const fieldsOf = (...lines: string[]) => new CertificateFields(cbrDocument(lines), []);

  it('reads the name and address under a boxed rol line', () => {
    const fields = fieldsOf(
      '+----------------------------------------------+',
      '| ROL 5805-00112-009   COMUNA LIMACHE          |',
      '| SOTO VERA ANA ROSA                           |',
      '| AV REPUBLICA 120                             |',
      '+----------------------------------------------+',
    );
    expect(besideRol(fields)).toMatchObject({ name: 'SOTO VERA ANA ROSA', address: 'AV REPUBLICA 120' });
  });

  it('reads the address after the rol when the comuna’s cell stands before it', () => {
    const fields = fieldsOf('Comuna LIMACHE / Rol 00112-00009 / AV REPUBLICA 120 / Destino COMERCIO');
    expect(placeBesideRol(fields, 'direccion', 'comuna')).toEqual({
      address: 'AV REPUBLICA 120',
      comuna: 'Limache',
    });
  });
});

describe('doubts a worn copy leaves on a GP table read column by column and on a margin read into a name', () => {
  it.each([
    [
      'SERVIDUMBRE DE TRÁNSITO',
      61,
      'Gravámenes Prohibiciones fs. 61 N° 55 año 2016 Litigios 04-06-1990 11-07-2016 SERVIDUMBRE DE TRÁNSITO',
      true,
    ],
    ['PROHIBICIÓN', 61, 'Prohibiciones fs. 61 N° 55 año 2016   11-07-2016 PROHIBICIÓN de gravar', false],
    ['USUFRUCTO', 12, 'Hipotecas y Gravámenes fs. 12 N° 9 año 1990 USUFRUCTO', false],
  ])('a %s whose fojas %i stands in another registry’s cell: %s', (tipo, fojas, snippet, mixed) => {
    expect(referenceInAnotherRegistryCell(tipo, fojas, snippet)).toBe(mixed);
  });

  const today = new Date('2026-05-04T12:00:00Z');
  const named = (nombre: string) => {
    const report = {
      ...emptyReport(today),
      property_registry_history: [
        {
          ...newRegistryEntry(today),
          propietarios: [{ nombre, rut: null, estado_civil: null, domicilio: null }],
        },
      ],
    };
    const path = 'property_registry_history[0].propietarios[0].nombre';
    const provenance: ProvenanceMap = {
      [path]: { file: 'copia.pdf', page: 1, snippet: `Doña ${nombre}, casada`, confidence: 0.85 },
    };
    return doubtValues(report, provenance, today)[path]?.unsure ?? [];
  };

  it('doubts a person’s name with a word printed twice running', () => {
    expect(named('ROSA ROSA ELENA ELENA VIDAL SOTO')).toContain('name_shape');
  });

  it.each(['ROSA ELENA VIDAL SOTO', 'INVERSIONES MARGA MARGA SpA'])('leaves “%s” alone', (nombre) => {
    expect(named(nombre)).not.toContain('name_shape');
  });
});
