import { describe, expect, it } from 'vitest';

import { holdsSideHeading } from '../../server/analysis/engine/checks/boundaryRunOn';
import { capitalsGluedToWord, comunaAfterAddress } from '../../server/analysis/engine/checks/shapes';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { issuingOffice } from '../../server/analysis/engine/extractors/issuingOffice';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { documentIssueDate } from '../../server/analysis/engine/reading/assign';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { cbrDocument, certificateDocument, partRanges, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZK exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a GP whose registries are a table of boxes pointing to lettered items below it', () => {
  it('reads the lettered items as the entries, the rows as none', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TOLTÉN',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES, EMBARGOS Y LITIGIOS',
        'Inmueble : Pasaje Los Copihues N° 31, Toltén',
        'Dominio  : Fs. 77 N° 64 del Registro de Propiedad del año 2015',
        '                                          NO REGISTRA    REGISTRA',
        '  1. Hipotecas ..........................     [ ]          [X]  ver A',
        '  2. Gravámenes .........................     [X]          [ ]',
        '  3. Prohibiciones ......................     [ ]          [X]  ver B',
        '  4. Embargos ...........................     [X]          [ ]',
        '  5. Bien familiar ......................     [X]          [ ]',
        'A.- HIPOTECA DE PRIMER GRADO a favor de COOPERATIVA DE AHORRO LAUTARO LIMITADA,',
        '    inscrita a fojas 40 número 33 del Registro de Hipotecas y Gravámenes del año',
        '    2015, por U.F. 820,00.',
        'B.- PROHIBICIÓN de enajenar a favor de COOPERATIVA DE AHORRO LAUTARO LIMITADA,',
        '    inscrita a fojas 51 número 47 del Registro de Prohibiciones del año 2015.',
        'Toltén, 3 de marzo de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.ano])).toEqual([
      ['HIPOTECA DE PRIMER GRADO', 40, 33, 2015],
    ]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.acreedor])).toEqual([
      ['PROHIBICIÓN', 51, 47, 'COOPERATIVA DE AHORRO LAUTARO LIMITADA'],
    ]);
  });

  it('reads boxes drawn as glyphs, the kinds ticked with none printed, as no entry', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LOS MUERMOS',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Propiedad inscrita a fojas 210 número 188 del Registro de Propiedad del año 2020.',
        '                                      NO       SÍ',
        '  1. Hipotecas                        ☐        ☒     (ver letra A)',
        '  2. Interdicciones y prohibiciones   ☒        ☐',
        '  3. Embargos                         ☒        ☐',
        'A.- HIPOTECA a favor del BANCO SUR S.A., inscrita a fojas 99 número 80 del Registro de',
        '    Hipotecas y Gravámenes del año 2020.',
        'Los Muermos, 9 de enero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero])).toEqual([
      ['HIPOTECA', 99, 80],
    ]);
    expect(value.prohibiciones).toEqual([]);
  });
});

describe('sections lettered "A.-" answering none', () => {
  it('reads "C.- LITIGIOS: no aparecen anotados." as no entry', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Conservador de Bienes Raíces de Toltén',
        'Dominio ........ Fs. 204 N° 187 Registro de Propiedad 2019',
        'A.- REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        'PRIMERO.- Hipoteca inscrita a fojas 61 número 40 del año 2019, a favor del BANCO SUR S.A.',
        'B.- REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR: no figuran inscritas.',
        'C.- LITIGIOS: no aparecen anotados.',
        'Toltén, 9 de marzo de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.fojas, lien.numero])).toEqual([[61, 40]]);
    expect(value.prohibiciones).toEqual([]);
  });
});

describe('a table of boxes as a worn copy’s OCR reads it', () => {
  it('reads the boxes read as "(X]", "10)" or "0" as rows, no entry', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TOLTÉN',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES, EMBARGOS Y BIEN FAMILIAR',
        'Dominio  : Fs. 77 N° 64 del Registro de Propiedad del año 2015',
        '                                          NO REGISTRA    REGISTRA',
        '  1. Hipotecas ..    0     (X]  ver A',
        '  2. Embargos ..     (X]   0',
        '  3. Bien familiar (art. 141 C. Civil) ..   10)   0',
        'A.- HIPOTECA a favor de COOPERATIVA DE AHORRO LAUTARO LIMITADA, inscrita a fojas 40',
        '    número 33 del Registro de Hipotecas y Gravámenes del año 2015.',
        'Toltén, 3 de marzo de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero])).toEqual([
      ['HIPOTECA', 40, 33],
    ]);
    expect(value.prohibiciones).toEqual([]);
  });
});

describe('verification codes of an office printed with spaces, slashes and a part number', () => {
  it('reads the office capitals, a space and groups of digits', () => {
    expect(
      verificationCode('Los Lagos, 2 de mayo de 2026.      Verificación: CBRLL 0211-26/K\n')?.value,
    ).toBe('CBRLL 0211-26/K');
    expect(verificationCode('Código: LGO 2026 · 00417\n')?.value).toBe('LGO 2026 · 00417');
    expect(verificationCode('VERIFICACIÓN: RNC 3310-2026\n')?.value).toBe('RNC 3310-2026');
  });

  it('keeps a slashed key’s check digit', () => {
    expect(verificationCode('Derechos $ 2.900.-         Código de verificación TLT/26/00412-9')?.value).toBe(
      'TLT/26/00412-9',
    );
    expect(verificationCode('Copia emitida 02-02-2026 · código TLT/26/00413-K')?.value).toBe(
      'TLT/26/00413-K',
    );
  });

  it('keeps the number of the certificate in a folder after a slash', () => {
    expect(verificationCode('1) CERTIFICADO DE DOMINIO VIGENTE        Código LMQ-2207-2026/3')?.value).toBe(
      'LMQ-2207-2026/3',
    );
    expect(verificationCode('Código LMQ-2207-2026 del legajo')?.value).toBe('LMQ-2207-2026');
  });
});

describe('a copy’s key closing its header or footer line after the copy’s date', () => {
  it('reads the key after the date and a separator, in the office’s groups', () => {
    expect(verificationCode('COPIA · CBR LONCOCHE · 02/03/2026 · LNC-260302-0117\nFOJAS 12')?.value).toBe(
      'LNC-260302-0117',
    );
    expect(verificationCode('Imagen digitalizada 11/05/2026 · CBRV-2210-2026/3\n')?.value).toBe(
      'CBRV-2210-2026/3',
    );
    expect(verificationCode('ARCHIVO CONSERVADOR VILCÚN - 01/04/2026 - CBRVI 0412-26/M\n')?.value).toBe(
      'CBRVI 0412-26/M',
    );
    expect(verificationCode('Conservador de Lanco · copia · 14-01-2026 · LNC 2026 · 00411\n')?.value).toBe(
      'LNC 2026 · 00411',
    );
  });

  it('reads no key in a date alone or a sentence going on after it', () => {
    expect(verificationCode('Copia emitida el 02/03/2026 - Conservador de Loncoche\n')).toBeNull();
    expect(verificationCode('inscrita el 02/03/2026 - REP 411 del libro respectivo\n')).toBeNull();
  });
});

describe('a copy whose lines are closed by slashes', () => {
  it('reads the words without the filler, a word cut at the line’s end joined again', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'FOJAS 212.-                                         N° 190.-',
        '    En Tierra Amarilla, a dos de marzo del año dos mil veinte.- //',
        'Doña ROSA ELENA TAPIA MUÑOZ, soltera, cédula de identidad número //',
        '11.222.333-9, con domicilio en pa- //',
        'saje Los Pimientos número 14, comuna de Tierra Amarilla, es dueña  //',
        'del sitio ubicado en pasaje Los Pimientos número catorce, de tres- //',
        'cientos metros cuadrados, cuyos deslindes son: Norte: en diez metros //',
        'con sitio trece; Sur: en diez metros con pasaje Los Pimientos.- Doy fe.- /////////',
      ]),
    ).value;
    expect(entry.propietarios[0]?.domicilio).toBe(
      'pasaje Los Pimientos número 14, comuna de Tierra Amarilla',
    );
    expect(entry.descripcion_propiedad).toBe(
      'sitio ubicado en pasaje Los Pimientos número catorce, de trescientos metros cuadrados',
    );
  });
});

describe('deslindes as a table of cells without "con", and a length after the neighbour', () => {
  it('reads each row as side, length and neighbour', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'Fs. 410 - N° 377 - Registro de Propiedad - Año 2019',
        'En Lanco, a cinco de agosto de dos mil diecinueve, don PEDRO ANTONIO RÍOS VERA, soltero,',
        'cédula 12.345.678-5, es dueño del sitio cuatro de la manzana B, comuna de Lanco, que deslinda:',
        'Norte      15,00 metros     pasaje Uno',
        'Sur        15,00 metros     sitio nueve',
        'Oriente    22,50 metros     sitio cinco',
        'Poniente   22,50 metros     sitio tres',
        '2°.- Lo adquirió por compra a doña ANA ROSA VERA PAZ, según escritura de 2 de julio de 2019.',
      ]),
    ).value;
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '15,00 metros', propiedad: 'pasaje Uno' },
      { direccion: 'Sur', largo: '15,00 metros', propiedad: 'sitio nueve' },
      { direccion: 'Oriente', largo: '22,50 metros', propiedad: 'sitio cinco' },
      { direccion: 'Poniente', largo: '22,50 metros', propiedad: 'sitio tres' },
    ]);
  });

  it('reads the length in digits after the neighbour and a comma', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'FOJAS 98 VUELTA                NÚMERO 80                  AÑO 2012',
        'Lanco, tres de mayo de dos mil doce. Don PEDRO ANTONIO RÍOS VERA, soltero, cédula',
        '12.345.678-5, es dueño del sitio de calle Prat número 40, plano 88 de 2001, comuna de Lanco,',
        'que deslinda: Norte, calle Prat, 14 metros; Sur, sitio nueve, 14 metros; Oriente, sitio',
        'cinco, 25,5 metros; Poniente, sitio tres, 25,5 metros. Lo adquirió por compra a doña ANA',
        'ROSA VERA PAZ, según escritura de 2 de abril de 2012, en $18.500.000. Doy fe.',
      ]),
    ).value;
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '14,00 metros', 'calle Prat'],
      ['Sur', '14,00 metros', 'sitio nueve'],
      ['Oriente', '25,50 metros', 'sitio cinco'],
      ['Poniente', '25,50 metros', 'sitio tres'],
    ]);
    expect(entry.plano).toBe(88);
    expect(entry.precio).toBe('$18.500.000');
  });
});

describe('a copy’s pages cut inside its deslindes table', () => {
  it('keeps the page whose rows go on the table as the same document', () => {
    expect(
      partRanges(
        [
          'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE LANCO',
          'Fs. 88 - N° 71 - Registro de Propiedad - Año 2021',
          '1°.- En Lanco, a dos de marzo de dos mil veintiuno, doña ANA ROSA VERA PAZ, soltera,',
          'cédula 9.876.543-3, es dueña del sitio cuatro, comuna de Lanco, que deslinda:',
          'Norte      15,00 metros     pasaje Uno',
          'Sur        15,00 metros     sitio nueve',
        ],
        [
          'Oriente    22,50 metros     sitio cinco',
          'Poniente   22,50 metros     sitio tres',
          '2°.- La adquirió por compra a don PEDRO RÍOS VERA, según escritura de 1 de marzo de 2021.',
          'CERTIFICO que la inscripción precedente está conforme con su original y vigente.',
          'Lanco, 3 de enero de 2026.      NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE LANCO',
          'Código: LNC 2026 · 00412',
        ],
      ),
    ).toEqual([[1, 2]]);
  });
});

describe('a folder of certificates sharing a key, each numbered after a slash', () => {
  it('splits the certificates apart', () => {
    expect(
      typedParts(
        [
          'CONSERVADOR DE BIENES RAÍCES DE LONQUIMAY        1) CERTIFICADO DE DOMINIO VIGENTE   Código CBRL-1204-2026/1',
          'Certifico que la inscripción de fojas 40 número 31 del Registro de Propiedad del año 2020,',
          'a nombre de don JUAN PÉREZ SOTO, cédula 8.765.432-1, es dueño del sitio 4, se encuentra vigente.',
          'Lonquimay, 3 de abril de 2026.                     EL CONSERVADOR',
        ],
        [
          '2) CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES  Código CBRL-1204-2026/2',
          'Inmueble inscrito a fs. 40 N° 31 del Registro de Propiedad del año 2020.',
          'No hay hipotecas, gravámenes, interdicciones ni prohibiciones.',
          'Lonquimay, 3 de abril de 2026.                     EL CONSERVADOR',
        ],
      ),
    ).toEqual(['1-1 dominio_vigente', '2-2 gp']);
  });
});

describe('the office of a copy that names none but its earlier title’s', () => {
  it('takes the place the inscription opens with, before a stop and its first party', () => {
    const raw = [
      'Registro de Propiedad 2015          Fojas 20          Número 18',
      'Lanco, tres de junio de dos mil quince. Don PEDRO ANTONIO RÍOS VERA, soltero, es dueño del',
      'sitio cuatro. Título anterior: fojas 9 número 7 del año 1990 del Conservador de Valdivia.',
    ].join('\n');
    expect(issuingOffice(raw, raw, null)?.name).not.toBe('Valdivia');
  });

  it('takes the opening’s place, doubtful, when no office is named at all', () => {
    const raw = [
      'Fs. 88                          N° 71                   Propiedad 1987',
      'Villarrica, tres de septiembre de mil novecientos ochenta y siete.- Don ARMANDO LEAL, es',
      'dueño de la Hijuela numero tres.',
    ].join('\n');
    const office = issuingOffice(raw, raw, null);
    expect(office?.name).toBe('Villarrica');
    expect(office?.confidence).toBeLessThan(0.5);
  });
});

describe('a margin column run into the body', () => {
  it('doubts a description holding capitals glued to a word', () => {
    expect(capitalsGluedToWord('sitio número once, PÉREZ SOTOcomuna de Lanco')).toBe(true);
    expect(capitalsGluedToWord('sitio número once de la Villa Los Ríos, comuna de Lanco')).toBe(false);
    expect(capitalsGluedToWord('lote de INMOBILIARIA SUR SpA, comuna de Lanco')).toBe(false);
  });
});

describe('a litigio under its heading, written as the suit the registry noted', () => {
  it('reads a litigio, its plaintiff, its court after a bare "ante"', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
        'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'La propiedad inscrita a fojas 120 N° 98 del Registro de Propiedad del año 2019 presenta:',
        'I.   HIPOTECAS Y GRAVÁMENES: no tiene.',
        'II.  INTERDICCIONES Y PROHIBICIONES DE ENAJENAR: no tiene.',
        'III. LITIGIOS: A fojas 40 número 33 del Registro de Interdicciones y Prohibiciones del año',
        '     2025, con fecha 3 de marzo de 2025, se inscribió la demanda de nulidad de contrato',
        '     deducida por AGRÍCOLA EL HUASCO LIMITADA en contra del propietario, ante el Juzgado de',
        '     Letras de Vallenar, causa Rol C-311-2025, con anotación al margen de la inscripción.',
        'Vallenar, 4 de enero de 2026.',
      ]),
    );
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.acreedor, lien.accion])).toEqual([
      ['LITIGIO', 40, 'AGRÍCOLA EL HUASCO LIMITADA', 'Juzgado de Letras de Vallenar, causa Rol C-311-2025'],
    ]);
  });
});

describe('an entry dated after its reference without a label, and its creditor labelled by role', () => {
  it('reads a date closing the entry after a comma', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES - CONSERVADOR DE BIENES RAÍCES DE LAJA',
        'Dominio: fs. 30 vta. N° 22 / 2020, a nombre de PÉREZ SOTO JUAN.',
        '  - Hipoteca a favor del BANCO SUR S.A., por $ 9.000.000, fs. 12 N° 10, 4 de mayo de 2001.',
        '  - No hay otras hipotecas ni gravámenes.',
        '                    ...... REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        'Laja, 2 de febrero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.fojas, lien.numero, lien.fecha_emision])).toEqual([
      [12, 10, '2001-05-04'],
    ]);
  });

  it('reads an "insc." date and an "Acreedor embargante:" line under a table', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CHILE CHICO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Dominio: fojas 50 N° 41 año 2018 - ROJAS PAZ ANA',
        '| REGISTRO             | FS.  | N°  | AÑO  | ANOTACIÓN                     |',
        '| Hipotecas/Gravámenes |  --  | --  |  --  | Sin anotaciones               |',
        '| Prohibiciones        | 77   | 61  | 2025 | EMBARGO ordenado por el Juz-  |',
        '|                      |      |     |      | gado de Letras de Chile Chico,|',
        '|                      |      |     |      | causa Rol C-90-2025;          |',
        '|                      |      |     |      | insc. 02-09-2025              |',
        'Acreedor embargante: FERRETERÍA LOS ANDES LIMITADA.',
        'Chile Chico, 4 de enero de 2026.',
      ]),
    );
    expect(
      value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.fecha_emision, lien.acreedor]),
    ).toEqual([['EMBARGO', 77, '2025-09-02', 'FERRETERÍA LOS ANDES LIMITADA']]);
  });
});

describe('an address whose cell goes on with a town named after its comuna', () => {
  it('doubts the address read without the town', () => {
    expect(
      comunaAfterAddress(
        'calle Prat N° 40',
        'Inmueble: calle Prat N° 40, Villa Santa Rosa de Lanco\nRol 12-3',
      ),
    ).toBe(false);
    expect(
      comunaAfterAddress('calle Prat N° 40', 'Inmueble: calle Prat N° 40, San Pedro de la Paz\nRol 12-3'),
    ).toBe(true);
    expect(
      comunaAfterAddress('calle Prat N° 40', 'Inmueble: calle Prat N° 40, Puerto Nuevo de Lanco\nRol 12-3'),
    ).toBe(true);
  });
});

describe('a title in capitals with its numbers in words only', () => {
  it('reads a company seller whose RUT label is spelled out, and a rol in words joined by "guion"', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'A FOJAS CUARENTA NÚMERO TREINTA Y DOS',
        'COMPRAVENTA.- EN LANCO, A DOS DE MARZO DE MIL NOVECIENTOS NOVENTA Y OCHO.- DON PEDRO',
        'ANTONIO RÍOS VERA, CHILENO, SOLTERO, CÉDULA NACIONAL DE IDENTIDAD NÚMERO DOCE MILLONES',
        'TRESCIENTOS CUARENTA Y CINCO MIL SEISCIENTOS SETENTA Y OCHO GUION CINCO, DOMICILIADO EN',
        'LANCO, ES DUEÑO DEL SITIO NÚMERO CUATRO DE LA MANZANA B, COMUNA DE LANCO.- LO ADQUIRIÓ POR',
        'COMPRA A INMOBILIARIA LOS RÍOS LIMITADA, ROL ÚNICO TRIBUTARIO NÚMERO SETENTA Y SEIS',
        'MILLONES CIENTO VEINTE MIL GUION TRES, DOMICILIADA EN VALDIVIA.- ROL DE AVALÚO NÚMERO',
        'CUARENTA Y UNO GUION DOCE.- DOY FE.-',
      ]),
    ).value;
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['INMOBILIARIA LOS RÍOS LIMITADA']);
    expect(entry.rol_avaluo).toBe('41-12');
  });
});

describe('certificate forms: a register year labelled "Registro", a code "en línea"', () => {
  it('reads the marriage’s register year beside its number', () => {
    const { value } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción ........ LANCO',
        'Nro. inscripción ....... 77            Registro ..... 2011',
        'Marido ................. PEDRO ANTONIO RÍOS VERA',
        'Mujer .................. ANA ROSA VERA PAZ',
        'Fecha celebración ...... 02 MAYO 2011',
        'Fecha emisión: 10 ENERO 2026',
      ]),
    );
    expect(value.certificate.ano).toBe(2011);
    expect(value.certificate.numero_de_inscripcion).toBe(77);
  });

  it('reads a SERVIU code after "Verificación en línea:"', () => {
    const { value } = extractServiuReport(
      certificateDocument([
        'MINISTERIO DE VIVIENDA Y URBANISMO - SERVIU REGIÓN DE LOS RÍOS',
        'CERTIFICADO N° 88 / 2026             Valdivia, 04 de marzo de 2026',
        'El Director certifica que el inmueble ubicado en calle Prat N° 40, comuna de Lanco, Rol de',
        'Avalúo 41-12, NO se encuentra afecto a expropiación por parte de este Servicio.',
        'Verificación en línea: SRVLR-88-26-Q2',
      ]),
    );
    expect(value.codigo_verificacion).toBe('SRVLR-88-26-Q2');
  });
});

describe('a neighbour running into the next side where OCR read a stop for the semicolon', () => {
  it('holds the next side’s heading', () => {
    expect(holdsSideHeading('pasaje Uno en diez! Oriente con sitio cinco')).toBe(true);
    expect(holdsSideHeading('calle Prat. Sur con lote doce')).toBe(true);
    expect(holdsSideHeading('avenida Norte')).toBe(false);
  });
});

describe('an SII row of cells apart by spaced middle dots, the rol labelled in its cell', () => {
  it('reads each cell by its shape', () => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SII · AVALÚO FISCAL · 1° SEMESTRE 2026',
        'ROL 88-14 · LANCO · PRAT 40 LANCO · COMERCIO',
        'AFECTO 10.000.000 · EXENTO 5.000.000 · TOTAL 15.000.000 · EMITIDO 05/01/2026',
      ]),
    );
    expect([value.rol_avaluo, value.comuna, value.direccion, value.destino]).toEqual([
      '88-14',
      'Lanco',
      'PRAT 40 LANCO',
      'COMERCIO',
    ]);
  });
});

describe('a copy dated only on a line its body leaves out', () => {
  it('takes that date, doubtful', () => {
    const page = [
      'Fs. 40                          N° 31                   Propiedad 1990',
      'Lanco, tres de mayo de mil novecientos noventa.- Don PEDRO RÍOS VERA, es dueño del sitio.',
      '[ sello ] Copia de imagen digitalizada 11/02/2026 · CBRL-2204-2026/4',
    ];
    const found = documentIssueDate(cbrDocument(page));
    expect(found?.iso).toBe('2026-02-11');
    expect(found?.confidence).toBeLessThan(0.5);
  });
});

describe('a municipal certificate’s key after "Folio web"', () => {
  it('reads the key', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE LANCO - DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE INFORMACIONES PREVIAS / AFECTACIÓN A UTILIDAD PÚBLICA',
        'Propiedad: calle Prat N° 40, Lanco                Rol: 88-14',
        'El inmueble no está afecto a utilidad pública por vialidad ni por parques.',
        'Lanco, 9 de abril de 2026.              Folio web DOM-LNC-41-26',
      ]),
    );
    expect(value.codigo_verificacion).toBe('DOM-LNC-41-26');
  });
});

describe('a GP whose code a worn copy garbled, its certificate number read instead', () => {
  it('doubts the number standing in for the code', () => {
    const { value, provenance } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES          N° GP-2210/2026',
        'Propiedad: calle Prat N° 40, Lanco. Dominio: fojas 40 número 31 del año 2020.',
        'No registra hipotecas, gravámenes, interdicciones ni prohibiciones.',
        'Lanco, 9 de abril de 2026.   Código: ~~ ·· ~~',
      ]),
    );
    expect(value.codigo_verificacion).toBe('GP-2210');
    expect(provenance.codigo_verificacion?.confidence).toBeLessThan(0.5);
  });
});
