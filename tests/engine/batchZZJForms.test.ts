import { describe, expect, it } from 'vitest';

import { foldAccents } from '../../common/vocabularies/comparisonKey';
import { rolCellInAddress } from '../../server/analysis/engine/checks/comunaColumn';
import { ruralLotAddress } from '../../server/analysis/engine/checks/ruralLotAddress';
import { badCreditor, badName } from '../../server/analysis/engine/checks/shapes';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { isLienCertificate } from '../../server/analysis/engine/reading/cbrSignals';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZJ exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a copy of an inscription that transcribes the deed clause by clause, certified in force', () => {
  const copy = (certification: string[]) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE PEUMO',
      'COPIA DE INSCRIPCIÓN - REGISTRO DE PROPIEDAD 2017',
      'N° 640      | Peumo, doce de marzo del año dos mil diecisiete.-',
      'COMPRAVENTA | Doña MARTA ELENA FUENTES RIVAS, chilena, soltera, cédula nacional',
      'FUENTES     | de identidad número 11.222.333-9, domiciliada en la comuna de Peumo, es',
      'a ARAYA     | dueña de la Parcela número nueve del Proyecto de Parcelación El Olivar,',
      'Fs. 812     | comuna de Peumo. Lo adquirió por compraventa a don LUIS ARAYA TORO, según',
      '            | escritura de dos de marzo de dos mil diecisiete otorgada en la Notaría de',
      '            | San Vicente de don Pedro Soto Lara, cuyas cláusulas pertinentes son del',
      '            | tenor siguiente: "PRIMERO: Don Luis Araya Toro, cédula de identidad',
      '            | número 6.111.222-3, domiciliado en Peumo, es dueño de la Parcela número',
      '            | nueve, que deslinda: NORTE, en 120 metros con Parcela ocho. SEGUNDO: Por el',
      '            | presente instrumento don Luis Araya Toro vende, cede y transfiere a doña',
      '            | Marta Elena Fuentes Rivas la parcela. TERCERO: El precio es la suma de',
      '            | $40.000.000. CUARTO: Se faculta al portador de copia autorizada para',
      '            | requerir las inscripciones." Requirió: M. Fuentes. Doy fe.',
      ...certification,
    ]);

  it('is the dominio vigente, not the deed it transcribes', () => {
    for (const certification of [
      [
        'CERTIFICO: que la presente es copia fiel de la inscripción de fojas 812 número 640 del',
        'Registro de Propiedad del año 2017, la que se encuentra VIGENTE a la fecha.',
        'Peumo, 3 de enero de 2026.',
      ],
      [
        'Certifico que la presente es copia fiel de la inscripción de fojas 812 vuelta número 640',
        'del Registro de Propiedad del año 2017, que se encuentra vigente.',
      ],
      [
        'Este documento es copia conforme de la inscripción de fojas 812, número 640, año 2017,',
        'y la inscripción está vigente al día de hoy.',
      ],
    ])
      expect(classifyDocument(copy(certification)).type).toBe('dominio_vigente');
  });
});

describe('a bien familiar certificate titled with its subject alone', () => {
  it('is a certificate of the GP family, not a copy of the inscription it reviewed', () => {
    for (const [title, answer] of [
      ['BIEN FAMILIAR', 'no consta al margen declaración de bien familiar alguna.'],
      ['DECLARACIÓN DE BIEN FAMILIAR', 'no existe anotación de declaración de bien familiar.'],
      ['BIENES FAMILIARES', 'no figura al margen afectación como bien familiar.'],
    ] as const)
      expect(
        classifyDocument(
          certificateDocument([
            'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
            title,
            'Revisada la inscripción de fojas 233 número 210 del Registro de Propiedad del',
            `año 2019 (Parcela 4, sector Catillo), ${answer}`,
            'Parral, 2 de febrero de 2026       Verificación: PAR-26-00412',
          ]),
        ).type,
      ).toBe('gp');
  });
});

describe('a carpeta whose cover lists its sheets without a heading over the list', () => {
  const cover = (entry: string) =>
    foldAccents(
      [
        'CONSERVADOR DE BIENES RAÍCES DE QUIRIHUE',
        'CARPETA N° 2026-117 · Código QRH-117-2026',
        '  Hoja 2 .. Copia inscripción Fs. 90 N° 77 Propiedad 2020, con vigencia',
        `  ${entry}`,
        'Emitida en Quirihue, el 3 de marzo de 2026.',
        'Fs. 90 · N° 77 · REGISTRO DE PROPIEDAD 2020',
        'Quirihue, cinco de junio de dos mil veinte. JUAN PÉREZ SOTO es dueño del Lote 3.',
        'Anotaciones marginales: Hipoteca Fs. 12 N° 10 2020.',
        'VIGENTE al 3 de marzo de 2026.',
      ].join('\n'),
    ).toLowerCase();

  it('reads a listed lien certificate as a sheet of the list, not as a certificate bundled with the copy', () => {
    for (const entry of [
      'Hoja 3 .. Certificado de hipotecas, gravámenes, prohibiciones y embargos',
      'Doc. 3 ..... Certificado de gravámenes y prohibiciones',
      'Página 3 -- Certificado de hipotecas y gravámenes',
    ])
      expect(isLienCertificate(cover(entry))).toBe(false);
  });

  it('still reads a lien certificate titled in the copy itself', () => {
    expect(
      isLienCertificate(
        cover('Hoja 3 .. Certificado de litigios').concat(
          '\ncertificado de hipotecas y gravamenes: revisado el registro, no hay hipotecas.',
        ),
      ),
    ).toBe(true);
  });
});

describe("an SII appraisal's one row without a header, its cells parted by slashes or by nothing", () => {
  it('tells the comuna, rol, address and destination by their shapes', () => {
    for (const row of [
      'MULCHÉN / 215-3 / LOS CARRERA 77 / HABITACIONAL',
      'YUMBEL  33-12  PARCELA 7 EL ROSAL  AGRICOLA',
      'CABRERO33-12 PARCELA 7 EL ROSAL AGRICOLA',
    ]) {
      const { value } = extractSiiAppraisal(
        certificateDocument([
          'SII · Certificado de Avalúo Fiscal',
          row,
          'Exento $ 10.000.000 · Afecto $ 5.000.000 · Total $ 15.000.000',
          'Emitido 03-08-2026',
        ]),
      );
      const cells = row.split(/\s+\/\s+|\s{2,}/u);
      expect([value.rol_avaluo, value.destino]).toEqual([
        row.startsWith('MULCH') ? '215-3' : '33-12',
        row.startsWith('MULCH') ? 'HABITACIONAL' : 'AGRICOLA',
      ]);
      expect(value.direccion).toBe(row.startsWith('MULCH') ? 'LOS CARRERA 77' : 'PARCELA 7 EL ROSAL');
      expect(value.comuna).not.toBeNull();
      expect(cells.length).toBeGreaterThan(0);
    }
  });

  it('reads no row from a line whose cells are not all of those shapes', () => {
    const { value } = extractSiiAppraisal(
      certificateDocument(['SII · Certificado de Avalúo Fiscal', 'NOTA / 215-3 / VER AL DORSO 2 / SIN DATO']),
    );
    expect(value.direccion).toBeNull();
  });
});

describe('a TGR header giving the taxpayer, address and comuna in unlabelled cells', () => {
  const tgr = (lines: string[]) =>
    extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA - CERTIFICADO DE DEUDA',
        ...lines,
        'Total Deuda Liquidada Morosa: CLP 0',
        'Fecha de Emisión del Certificado: 02-03-2026',
      ]),
    ).value.certificate;

  it('reads the name after the rol, the address and the comuna on the next line parted by a period', () => {
    const value = tgr(['ROL 8120-00033-012 . FUENTES PAZ ROSA ELENA', 'PARCELA 7 EL ROSAL . YUMBEL']);
    expect([value.contribuyente.nombre, value.direccion_propiedad, value.comuna_propiedad]).toEqual([
      'FUENTES PAZ ROSA ELENA',
      'PARCELA 7 EL ROSAL',
      'Yumbel',
    ]);
  });

  it('reads name, address and comuna all on the rol line', () => {
    for (const line of [
      'Rol 8120-00033-012 | AGRICOLA LOS ROBLES SPA | LT 4 A EL ROSAL | YUMBEL',
      'Rol 8120-00033-012 · FUENTES PAZ ROSA ELENA · PARCELA 7 EL ROSAL · YUMBEL',
    ]) {
      const value = tgr([line]);
      expect(value.contribuyente.nombre).toBe(
        line.includes('AGRICOLA') ? 'AGRICOLA LOS ROBLES SPA' : 'FUENTES PAZ ROSA ELENA',
      );
      expect(value.direccion_propiedad).toBe(
        line.includes('AGRICOLA') ? 'LT 4 A EL ROSAL' : 'PARCELA 7 EL ROSAL',
      );
      expect(value.comuna_propiedad).toBe('Yumbel');
    }
  });
});

describe('an inscription whose acquisition sentence follows the description, then the deed transcribed', () => {
  it('ends the description at the acquisition, not at the deslindes the transcribed clause gives', () => {
    for (const acquired of [
      'Lo adquirió por compraventa',
      'Adquirió por donación',
      'La adquirió por permuta',
    ]) {
      const { entry } = extractInscription(
        cbrDocument([
          'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
          'Fojas 300 Número 250 Registro de Propiedad 2016',
          'Lautaro, dos de mayo de dos mil dieciséis. Doña ANA ROSA VIDAL PINO, casada, cédula de',
          'identidad 12.345.678-5, domiciliada en Lautaro, es dueña de la Hijuela número cinco del',
          'Fundo Las Mercedes, comuna de Lautaro, de tres hectáreas, según plano archivado bajo el número',
          `cuarenta del año dos mil. ${acquired} a don PEDRO LUIS VIDAL ROA, según escritura de`,
          'veinte de abril de dos mil dieciséis, cuyas cláusulas pertinentes son del tenor siguiente:',
          '"PRIMERO: Don Pedro Luis Vidal Roa es dueño de la Hijuela número cinco del Fundo Las Mercedes,',
          'que deslinda: NORTE, en 100 metros con Hijuela cuatro; SUR, en 100 metros con camino público."',
          'Doy fe.',
        ]),
      ).value;
      expect(entry.descripcion_propiedad).toBe(
        'Hijuela número cinco del Fundo Las Mercedes, comuna de Lautaro, de tres hectáreas, según plano archivado bajo el número cuarenta del año dos mil',
      );
    }
  });
});

describe("a GP's domicilio that is a rural lot's designation", () => {
  it('is doubtful when no street is named', () => {
    expect(ruralLotAddress('Hijuela N° 3 Fundo El Roble, sector Los Maitenes')).toBe(true);
    expect(ruralLotAddress('Reserva CORA 2')).toBe(true);
    expect(ruralLotAddress('Parcela 12 Proyecto de Parcelación Santa Inés')).toBe(true);
  });

  it('is an address when it names a street or starts with one', () => {
    expect(ruralLotAddress('Parcela 4, Camino Lo Herrera 2150')).toBe(false);
    expect(ruralLotAddress('Camino La Vega 2150')).toBe(false);
    expect(ruralLotAddress('Avenida Prat 410')).toBe(false);
  });
});

describe("an inscription giving the sale's sum right after the deed's notary", () => {
  it('reads the sum after "por" or "en" as the price', () => {
    for (const [words, price] of [
      ['ante el Notario de Angol don Luis Mora Paz, en $ 21.300.000. Rol 55-3.', '$21.300.000'],
      ['ante el Notario de Angol don Luis Mora Paz, por $ 9.750.000.- Doy fe.', '$9.750.000'],
    ] as const) {
      const { entry } = extractInscription(
        cbrDocument([
          'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
          'Registro de Propiedad 2015 — Fojas 120 — Número 98',
          'Angol, 3 de marzo de 2015. Don JUAN PABLO MORA SOTO, casado, RUT 12.345.678-5, domiciliado',
          'en Angol, es dueño del Lote 4 del sector Chanleo, comuna de Angol, que deslinda: Norte, 80',
          'metros con camino vecinal. Lo adquirió por compraventa a doña ROSA PAZ LEAL, viuda, por',
          `escritura de 2 de febrero de 2015 ${words}`,
        ]),
      ).value;
      expect(entry.precio).toBe(price);
    }
  });
});

describe('GP entries dated right after their reference and an embargo named by its caption', () => {
  const gp = (lines: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inmueble: Parcela 6 El Avellano, Mulchén. Dueño: LUIS SOTO PAZ (Fs. 50 N° 44 año 2015)',
        ...lines,
        'Mulchén, 2 de marzo de 2026.',
      ]),
    ).value;

  it('reads the date after the reference, after a comma or in brackets', () => {
    const comma = gp([
      'HIPOTECAS: HIPOTECA Fs. 70 N° 61 año 2019, de 11/06/2019, a favor de BANCO ESTADO, por UF 900.',
      'PROHIBICIONES: no hay.',
    ]);
    expect(comma.gravamenes.map((entry) => [entry.fecha_emision, entry.acreedor])).toEqual([
      ['2019-06-11', 'BANCO ESTADO'],
    ]);
    const bracketed = gp([
      'HIPOTECAS: Fs. 70 N° 61 año 2019 (11-06-2019), a favor del BANCO ESTADO, por $ 9.000.000.',
      'PROHIBICIONES: no hay.',
    ]);
    expect(bracketed.gravamenes.map((entry) => entry.fecha_emision)).toEqual(['2019-06-11']);
  });

  it("takes an embargo's creditor from the suit's caption when no other is named", () => {
    const { prohibiciones } = gp([
      'HIPOTECAS: no hay.',
      'PROHIBICIONES: EMBARGO Fs. 12 N° 9 año 2025, de 02/05/2025, Juzgado de Letras de Mulchén,',
      'causa Rol C-88-2025, caratulada "FERRETERÍA LOS ÁLAMOS SpA con SOTO PAZ LUIS".',
    ]);
    expect(prohibiciones.map((entry) => [entry.tipo, entry.acreedor])).toEqual([
      ['EMBARGO', 'FERRETERÍA LOS ÁLAMOS SpA'],
    ]);
  });
});

describe('a SERVIU or DOM certificate naming the place after the rol, the comuna elsewhere or not at all', () => {
  const serviu = (lines: string[]) =>
    extractServiuReport(
      certificateDocument(['SERVIU REGIÓN DEL BIOBÍO', ...lines, 'Concepción, 2 de marzo de 2026.']),
    ).value;
  const dom = (lines: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE NACIMIENTO - D.O.M.',
        ...lines,
        'Nacimiento, 2 de marzo de 2026.',
      ]),
    ).value;

  it('reads the comuna opening the next line after "comuna de"', () => {
    const value = serviu([
      'Informa que el inmueble rol 77-12, Parcela 9 sector Diuquín, comuna de',
      'Nacimiento, NO está considerado en programas de expropiación.',
    ]);
    expect([value.direccion_propiedad, value.comuna_propiedad]).toEqual([
      'Parcela 9 sector Diuquín',
      'Nacimiento',
    ]);
  });

  it('reads the comuna before the colon that closes the place', () => {
    const value = serviu([
      'Rol 77-12, Parcela 9 sector Diuquín, Nacimiento:',
      '¿Afecto a expropiación SERVIU? NO.',
    ]);
    expect([value.direccion_propiedad, value.comuna_propiedad]).toEqual([
      'Parcela 9 sector Diuquín',
      'Nacimiento',
    ]);
  });

  it('reads the address alone where a zone or an answer follows it', () => {
    for (const line of [
      'Rol 77-12 · calle Colo Colo N° 310 · Urbano',
      'Rol 77-12 — calle Colo Colo N° 310 — zona: URBANA',
      'Rol 77-12, calle Colo Colo N° 310: predio URBANO, sin afectación',
    ])
      expect(dom([line, 'Afecto a utilidad pública: NO']).direccion_propiedad).toBe('calle Colo Colo N° 310');
  });

  it("does not read a document's number as the address", () => {
    expect(
      dom(['Rol 77-12 · Certificado N° 310', 'Afecto a utilidad pública: NO']).direccion_propiedad,
    ).toBeNull();
  });
});

describe("worn copies' readings that take a neighbour's letters", () => {
  it("doubts a person's name ending in a word's period, not a company's kind nor an initial", () => {
    expect(badName('ROSA ELENA PAZ MORALO.')).toBe(true);
    expect(badName('JUAN PÉREZ SOTOS.')).toBe(true);
    expect(badName('AGRÍCOLA LOS ROBLES LTDA.')).toBe(false);
    expect(badName('COMERCIAL SUR S.A.')).toBe(false);
    expect(badName('JUAN P. SOTO ROA')).toBe(false);
  });

  it('doubts a creditor opened by a lone lower-case letter ("de l BANCO")', () => {
    expect(badCreditor('l BANCO DE CHILE')).toBe(true);
    expect(badCreditor('BANCO DE CHILE')).toBe(false);
  });

  it("doubts an appraisal's address opening with the row's comuna and rol cells", () => {
    expect(rolCellInAddress('COIHUECO 521-44')).toBe(true);
    expect(rolCellInAddress('SAN CARLOS 12-3 LT 4')).toBe(true);
    expect(rolCellInAddress('LT 2 B TALQUIPEN')).toBe(false);
    expect(rolCellInAddress('PASAJE 5-A 221')).toBe(false);
  });
});

describe("a key closing the signing date's line after a separator", () => {
  it("reads it after a middle dot, a dash or the carpeta's word, its groups apart by dashes or slashes", () => {
    for (const [line, code] of [
      ['Laja, 22 de septiembre de 2026 · LJ-2026-0922-115', 'LJ-2026-0922-115'],
      ['Laja, 21 de mayo de 2026 — carpeta LAJ-0588-2026', 'LAJ-0588-2026'],
      ['Laja, 4 de agosto de 2026 - LAJ/26/1194', 'LAJ/26/1194'],
    ] as const)
      expect(verificationCode(['CERTIFICADO', 'Texto del certificado.', line].join('\n'))?.value).toBe(code);
  });
});

describe("a marriage certificate's inscription number abbreviated beside the circunscripción", () => {
  it('reads "Nro.:" and "N°:" after the circunscripción, not a certificate\'s own number', () => {
    for (const line of ['Circ.: LAJA  Nro.: 41  Año: 2010', 'Circunscripción: LAJA   N°: 41   Año: 2010']) {
      const { value } = extractMarriageCertificate(
        certificateDocument([
          'Registro Civil · Certificado de Matrimonio',
          line,
          'Marido: JUAN PABLO SOTO ROA  12.345.678-5',
          'Mujer: ANA MARÍA PAZ LEAL  11.111.111-1',
          'Emitido 02-03-2026',
        ]),
      );
      expect(value.certificate.numero_de_inscripcion).toBe(41);
    }
  });
});
