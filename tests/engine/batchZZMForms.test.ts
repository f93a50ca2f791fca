import { describe, expect, it } from 'vitest';

import { issuingOffice } from '../../server/analysis/engine/extractors/issuingOffice';
import { leadingComuna, verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { buildDocument } from '../../server/analysis/engine/document';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/** Each part of one file's pages as "first-last type". */
function partsOf(texts: readonly string[]): string[] {
  const pages: PageText[] = texts.map((text, index) => {
    const lines = text.split('\n');
    return { number: index + 1, lines, textLength: lines.join('').trim().length };
  });
  return splitIntoParts(pages).map(
    ({ first, last, pages: held }) =>
      `${first}-${last} ${classifyDocument(buildDocument('copia.pdf', held)).type}`,
  );
}

/*
 * Forms held-out batch ZZM exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a comuna whose name runs to five words', () => {
  it('reads the whole name, not a shorter comuna opening it', () => {
    expect(leadingComuna('San Pedro de la Paz, que corresponde al lote 3')).toBe('San Pedro de la Paz');
    expect(leadingComuna('San Juan de la Costa.- Rol 12-4')).toBe('San Juan de la Costa');
    expect(leadingComuna('San Pedro, Región Metropolitana')).toBe('San Pedro');
  });
});

describe('a GP whose numbered entries close with their kind after dotted leaders', () => {
  it('gives each entry the kind printed at its end, not to the next one', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inmueble : Parcela N° 12 Loteo Los Quillayes, comuna de Paine',
        'Inscrito : fojas 310 N° 288 Registro de Propiedad 2016',
        'Revisados los índices de este Oficio por treinta años, el inmueble reconoce lo siguiente:',
        '1.- Fojas 901 N° 712 del Registro de Hipotecas y Gravámenes del año 2016,',
        '    de fecha 3 de mayo de 2016, a favor de BANCO DEL PACÍFICO S.A., para ga-',
        '    rantizar un mutuo por 1.500 UF ................................ HIPOTECA',
        '2.- Fojas 455 N° 390 del Registro de Interdicciones y Prohibiciones de',
        '    Enajenar del año 2016, de fecha 3 de mayo de 2016, a favor de BANCO',
        '    DEL PACÍFICO S.A., de gravar y enajenar ....................... PROHIBICIÓN',
        'No hay otras inscripciones vigentes.',
        'Paine, 4 de febrero de 2026.',
      ]),
    );
    expect(
      value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.ano, lien.acreedor]),
    ).toEqual([['HIPOTECA', 901, 712, 2016, 'BANCO DEL PACÍFICO S.A.']]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.acreedor])).toEqual([
      ['PROHIBICIÓN', 455, 390, 'BANCO DEL PACÍFICO S.A.'],
    ]);
  });

  it('reads the kind after a leader of dashes or underscores, three entries', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Propiedad inscrita a fojas 52 número 40 del Registro de Propiedad del año 2011.',
        '1) Fs. 77 N° 61 Registro de Hipotecas año 2011, a favor de CAJA LOS ANDES ------ HIPOTECA',
        '2) Fs. 80 N° 63 Registro de Prohibiciones año 2011, a favor de CAJA LOS ANDES ___ PROHIBICIÓN',
        '3) Fs. 12 N° 9 Registro de Prohibiciones año 2020, ordenado por el 1° Juzgado de Letras',
        '   de Talagante, Rol C-88-2020 ........................................ EMBARGO',
        'Talagante, 2 de enero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero])).toEqual([
      ['HIPOTECA', 77, 61],
    ]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero])).toEqual([
      ['PROHIBICIÓN', 80, 63],
      ['EMBARGO', 12, 9],
    ]);
  });
});

describe('a copy whose second page opens on the transcribed earlier inscription, its certification after', () => {
  const copyPage = [
    '                                N° 611',
    '  A fs. 702                     COMPRAVENTA',
    '  Registro de Propiedad 2019    SOTO LARA Ana María',
    'Temuco, doce de marzo de dos mil diecinueve.- Doña ANA MARÍA SOTO LARA, chilena, soltera,',
    'cédula de identidad número 11.222.333-9, es dueña del sitio número cuatro de la Villa Los',
    'Robles, comuna de Temuco. Lo adquirió por compra a don PEDRO PABLO RÍOS MENA, según escritura',
    'de fecha uno de marzo de dos mil diecinueve otorgada en la Notaría de Temuco de don Luis',
    'Mora Vera, en el precio de $40.000.000.- El título anterior, que se transcribe a continuación,',
    'rola a fojas 1.120 número 980 del año 2008.- Doy fe.-',
  ].join('\n');

  it('keeps the annex and the certification with the copy', () => {
    const annexPage = [
      'Transcripción de la inscripción anterior (fs. 1.120 N° 980 año 2008):',
      '  Temuco, cinco de mayo de dos mil ocho.- Don PEDRO PABLO RÍOS MENA, casado, es dueño del',
      '  sitio número cuatro de la Villa Los Robles. Lo adquirió por compra a INMOBILIARIA SUR S.A.',
      '  Título anterior: fojas 300 número 250 del año 2005.- Doy fe.-',
      'No hay notas marginales.',
      'CERTIFICO que la inscripción de fojas 702 número 611 del Registro de Propiedad de 2019,',
      'copiada, está vigente a nombre de la compradora. Temuco, 2 de junio de 2026.',
      '                 Conservador de Bienes Raíces de Temuco',
    ].join('\n');
    expect(partsOf([copyPage, annexPage])).toEqual(['1-2 dominio_vigente']);
  });

  it('keeps it whatever the heading calls the earlier one, the certification naming the copy', () => {
    const annexPage = [
      'TRANSCRIPCIÓN DEL TÍTULO ANTERIOR — fojas 1.120 número 980 año 2008',
      '  Temuco, cinco de mayo de dos mil ocho.- Don PEDRO PABLO RÍOS MENA, casado, es dueño del',
      '  sitio número cuatro de la Villa Los Robles. Lo adquirió por compra a INMOBILIARIA SUR S.A.',
      '  Doy fe.-',
      'Certifico que la inscripción de fs. 702 N° 611 del año 2019 se encuentra vigente.',
      'Temuco, 2 de junio de 2026.',
    ].join('\n');
    expect(partsOf([copyPage, annexPage])).toEqual(['1-2 dominio_vigente']);
  });

  it('keeps it when a worn copy glued the fojas to its word, the number still read', () => {
    const worn = copyPage.replace('A fs. 702', 'Afs. 702');
    const annexPage = [
      'Transcripción de la inscripción anterior (fs. 1.120 N° 980 año 2008):',
      '  Temuco, cinco de mayo de dos mil ocho.- Don PEDRO PABLO RÍOS MENA, casado, es dueño del',
      '  sitio número cuatro de la Villa Los Robles. Doy fe.-',
      'CERTIFICO que la inscripción de fojas 702 número 611 del Registro de Propiedad de 2019,',
      'copiada, está vigente a nombre de la compradora. Temuco, 2 de junio de 2026.',
    ].join('\n');
    expect(partsOf([worn, annexPage])).toEqual(['1-2 dominio_vigente']);
  });

  it('leaves apart a copy of the earlier title with its own certification', () => {
    const ownCopy = [
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Temuco, cinco de mayo de dos mil ocho.- Don PEDRO PABLO RÍOS MENA, casado, es dueño del',
      'sitio número cuatro de la Villa Los Robles. Lo adquirió por compra a INMOBILIARIA SUR S.A.',
      'CERTIFICO que la inscripción de fojas 1.120 número 980 del año 2008 no se encuentra vigente.',
      'Temuco, 2 de junio de 2026.',
    ].join('\n');
    expect(partsOf([copyPage, ownCopy])).toHaveLength(2);
  });
});

describe('a carpeta closing with an index that gives each document its sheets', () => {
  const copy = [
    'Hoja 1 de 4',
    'COPIA AUTORIZADA DE INSCRIPCIÓN CON VIGENCIA',
    'Valdivia, tres de mayo de dos mil veinte.- Don JORGE LUIS PINO ARAYA, soltero, cédula',
    'de identidad número 9.876.543-2, es dueño del sitio número ocho de la Villa El Bosque, comuna',
    'de Valdivia. Lo adquirió por compra a doña MARTA ROJAS LEIVA según escritura de fecha',
  ].join('\n');
  const copyEnd = [
    'Hoja 2 de 4',
    'uno de abril de dos mil veinte.- Doy fe.-',
    'CERTIFICO: que la inscripción que antecede está conforme con su original y se encuentra vigente.',
    'Valdivia, 5 de enero de 2026.   Conservador de Bienes Raíces de Valdivia',
  ].join('\n');
  const gp = [
    'Hoja 3 de 4',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
    'Inscripción: fs. 455 N° 390 del Registro de Propiedad 2020. Propietario: JORGE LUIS PINO ARAYA.',
    'Registro de Hipotecas y Gravámenes ........ NO HAY',
    'Registro de Interdicciones y Prohibiciones ........ NO HAY',
    'Valdivia, 5 de enero de 2026.   Conservador de Bienes Raíces de Valdivia',
  ].join('\n');

  it('cuts the file at the sheets its index gives, the index in none', () => {
    const index = [
      'Hoja 4 de 4',
      'ÍNDICE DE LA CARPETA N° 2026-311',
      'Hoja 1-2  Copia de inscripción con certificado de vigencia ...... VAL-0001',
      'Hoja 3    Certificado de hipotecas, gravámenes y prohibiciones ... VAL-0002',
    ].join('\n');
    expect(partsOf([copy, copyEnd, gp, index])).toEqual(['1-2 dominio_vigente', '3-3 gp']);
  });

  it('reads an index giving pages with "Págs. 1 a 2"', () => {
    const index = [
      'Índice de documentos',
      'Págs. 1 a 2 Copia con vigencia',
      'Pág. 3 Certificado de gravámenes',
    ].join('\n');
    expect(partsOf([copy, copyEnd, gp, index])).toEqual(['1-2 dominio_vigente', '3-3 gp']);
  });

  it('leaves the file to its pages when the index does not cover them', () => {
    const index = ['ÍNDICE', 'Hoja 1  Copia con vigencia', 'Hoja 3  Certificado de gravámenes'].join('\n');
    expect(partsOf([copy, copyEnd, gp, index]).map((part) => part.split(' ')[0])).not.toEqual(['1-2', '3-3']);
  });
});

describe("an issuer named after another office's certificate seen or an earlier title spelled in words", () => {
  it('takes the office signing, not the one whose certificate it had in view', () => {
    const raw = [
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Registro de Hipotecas y Gravámenes ........ SIN INSCRIPCIONES',
      'Período revisado: desde la creación de este Oficio y, según certificado tenido a la vista del',
      'Conservador de Bienes Raíces de Osorno, hasta esa fecha.- Valdivia, 3 de marzo de 2026.',
      'Conservadora de Bienes Raíces de Valdivia',
    ].join('\n');
    expect(issuingOffice(raw, raw, null)?.name).toBe('Valdivia');
  });

  it("takes the copy's office, not the earlier title's whose reference runs long in words", () => {
    const raw = [
      'Don PEDRO SOTO, soltero, es dueño del sitio ocho.- El causante adquirió el inmueble por compra,',
      'según inscripción de fojas dos mil ciento cuarenta número mil trescientos setenta y siete del',
      'Registro de Propiedad del año mil novecientos noventa y ocho del Conservador de Bienes Raíces de',
      'Osorno.- Doy fe.-',
      'CERTIFICO: que la inscripción que antecede está vigente. Valdivia, 3 de marzo de 2026.',
      'Conservador de Bienes Raíces de Valdivia',
    ].join('\n');
    expect(issuingOffice(raw, raw, null)?.name).toBe('Valdivia');
  });
});

describe('a GP whose entries are headed by bracketed codes of registry letter and number', () => {
  it('reads each coded entry, its date and kind after the reference', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LINARES',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES      Linares, 04-02-2026',
        'Dominio  : fs. 880 N° 701 / 2020, a nombre de FUENTES ROA MARÍA JOSÉ',
        '>> REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        '   [H-1] fs. 310 N° 255 / 2020 · inscrita el 10-06-2020',
        '         HIPOTECA de primer grado a favor del BANCO DEL SUR S.A., para',
        '         garantizar la suma de 1.800 UF.',
        '>> REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        '   [P-1] fs. 412 N° 330 / 2020 · inscrita el 10-06-2020',
        '         PROHIBICIÓN de gravar y enajenar a favor del BANCO DEL SUR S.A.',
        '   [P-2] fs. 95 N° 80 / 2025 · inscrita el 02-09-2025',
        '         EMBARGO decretado por el 1° Juzgado de Letras de Linares en autos Rol C-500-2025,',
        '         a favor de COMERCIAL ANDES LIMITADA.',
        '>> LITIGIOS: no hay.',
      ]),
    );
    expect(
      value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.fecha_emision, lien.acreedor]),
    ).toEqual([['HIPOTECA', 310, 255, '2020-06-10', 'BANCO DEL SUR S.A.']]);
    expect(
      value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.fecha_emision]),
    ).toEqual([
      ['PROHIBICIÓN', 412, 330, '2020-06-10'],
      ['EMBARGO', 95, 80, '2025-09-02'],
    ]);
  });

  it("reads codes without a dash, the type after the reference's stop", () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Propiedad inscrita a fojas 52 número 40 del Registro de Propiedad del año 2011.',
        'REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        '[H1] fojas 77 número 61 del año 2011. HIPOTECA a favor de CAJA LOS ANDES.',
        '[H2] fojas 90 número 70 del año 2013. HIPOTECA a favor de BANCO NORTE S.A.',
        'REGISTRO DE PROHIBICIONES',
        '[P1] fojas 80 número 63 del año 2011. PROHIBICIÓN a favor de CAJA LOS ANDES.',
        'Talagante, 2 de enero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.acreedor])).toEqual([
      ['HIPOTECA', 77, 'CAJA LOS ANDES'],
      ['HIPOTECA', 90, 'BANCO NORTE S.A.'],
    ]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas])).toEqual([['PROHIBICIÓN', 80]]);
  });
});

describe("a certificate's key labelled as the document's identifier", () => {
  it('reads the key after "Id. documento", "ID del certificado" or "Identificador de documento"', () => {
    expect(verificationCode('to de 2026.                Id. documento: 2608-24-CBRC-77401\n')?.value).toBe(
      '2608-24-CBRC-77401',
    );
    expect(verificationCode('Talca, 3 de mayo de 2026. ID del certificado TAL-26-00931')?.value).toBe(
      'TAL-26-00931',
    );
    expect(verificationCode('Identificador de documento: 55-CBRT-1204\nFirma')?.value).toBe('55-CBRT-1204');
    expect(verificationCode('Conservador de Bienes Raíces de Talca · Id. 0311-26-CBRT-118')?.value).toBe(
      '0311-26-CBRT-118',
    );
  });

  it('reads no identifier of a person or a plain number', () => {
    expect(verificationCode('Id. documento: ver al reverso')).toBeNull();
    expect(verificationCode('ID del certificado 4471')).toBeNull();
    expect(verificationCode('Doña ANA PÉREZ, Id. 12-AB')).toBeNull();
  });
});

describe('a marriage certificate listing both spouses under one plural label', () => {
  it('reads the first row as the husband, the second as the wife, each with its RUN', () => {
    const { value } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'Certificado de Matrimonio',
        '  Circunscripción ......... LINARES',
        '  Número de inscripción ... 204',
        '  Año ..................... 2011',
        '  Contrayentes:',
        '    JUAN PABLO SOTO ARAYA ........ R.U.N. 11.222.333-9',
        '    MARÍA JOSÉ PINO LEIVA ........ R.U.N. 9.876.543-3',
        '  Celebrado el ............ 3 de marzo de 2011',
      ]),
    );
    expect([
      value.certificate.marido.nombre,
      value.certificate.marido.rut,
      value.certificate.mujer.nombre,
      value.certificate.mujer.rut,
    ]).toEqual(['JUAN PABLO SOTO ARAYA', '11.222.333-9', 'MARÍA JOSÉ PINO LEIVA', '9.876.543-3']);
  });

  it('reads rows whose RUN follows a wide gap, the label in capitals', () => {
    const { value } = extractMarriageCertificate(
      certificateDocument([
        'Certificado de Matrimonio',
        'Circunscripción: TALCA   N° 90   Año 2019',
        'CONTRAYENTES',
        'PEDRO ANDRÉS ROJAS MENA            12.345.678-5',
        'ANA LUISA VERA CAMPOS              8.765.432-1',
        'Fecha de celebración: 9 de mayo de 2019',
      ]),
    );
    expect([value.certificate.marido.nombre, value.certificate.mujer.nombre]).toEqual([
      'PEDRO ANDRÉS ROJAS MENA',
      'ANA LUISA VERA CAMPOS',
    ]);
  });
});

describe("deslindes giving each side's length, then its neighbour after a comma", () => {
  const deslindesOf = (body: string) =>
    extractInscription(
      cbrDocument([
        'Fojas 410                N° 377               Registro de Propiedad año 2018',
        'En Talca, a dos de mayo de dos mil dieciocho, doña ANA ROSA PINO VERA, soltera, cédula de',
        'identidad 9.876.543-3, es dueña del departamento N° 21 del Edificio Sur, comuna de Talca.',
        body,
        'Lo adquirió por compra a INMOBILIARIA SUR SpA por escritura de 2 de abril de 2018.- Doy fe.',
      ]),
    ).value.entry.deslindes.map((deslinde) => [deslinde.direccion, deslinde.largo, deslinde.propiedad]);

  it('reads side, length and neighbour apart by commas', () => {
    expect(
      deslindesOf(
        'Deslindes: Norte, 8,20 metros, departamento 22; Sur, 8,20 metros, pasillo común; Oriente, 6 metros, calle Uno; Poniente, 6 metros, espacio aéreo.',
      ),
    ).toEqual([
      ['Norte', '8,20 metros', 'departamento 22'],
      ['Sur', '8,20 metros', 'pasillo común'],
      ['Oriente', '6,00 metros', 'calle Uno'],
      ['Poniente', '6,00 metros', 'espacio aéreo'],
    ]);
  });

  it('reads the same after "deslinda:" with the side in capitals and "en" before the length', () => {
    expect(
      deslindesOf('que deslinda: NORTE, en 12 metros, sitio 4; SUR, en 12 metros, calle Los Robles.'),
    ).toEqual([
      ['Norte', '12,00 metros', 'sitio 4'],
      ['Sur', '12,00 metros', 'calle Los Robles'],
    ]);
  });
});

describe("an inheritance inscription describing what the causante's property consists of", () => {
  const descriptionOf = (property: string) =>
    extractInscription(
      cbrDocument([
        'INSCRIPCIÓN ESPECIAL DE HERENCIA',
        'Talca, dos de mayo de dos mil veinticuatro.- Por resolución exenta número 1.204 del Servicio de',
        'Registro Civil e Identificación se concedió la posesión efectiva de la herencia quedada al',
        'fallecimiento de don PEDRO PABLO RÍOS MENA, cédula de identidad 5.111.222-4, a su hija doña',
        'ANA ROSA RÍOS VERA, soltera, cédula de identidad 9.876.543-3.- En consecuencia, se inscribe a',
        `nombre de los herederos individualizados el dominio del ${property}, comuna de Talca, que`,
        'deslinda: NORTE, en 10 metros con calle Uno; SUR, en 10 metros con sitio 3.- Doy fe.-',
      ]),
    ).value.entry.descripcion_propiedad;

  it('keeps what it consists of, without whose it was', () => {
    expect(
      descriptionOf('inmueble que perteneció al causante, consistente en la casa y sitio de calle Uno 45'),
    ).toBe('casa y sitio de calle Uno 45, comuna de Talca');
    expect(descriptionOf('predio que pertenecía a la causante consistente en el lote 7 del plano 88')).toBe(
      'lote 7 del plano 88, comuna de Talca',
    );
  });

  it('keeps the description as printed otherwise', () => {
    expect(descriptionOf('inmueble ubicado en calle Uno 45')).toBe(
      'inmueble ubicado en calle Uno 45, comuna de Talca',
    );
  });
});

describe('a TGR certificate heading each debt alone on a line, its cuotas indented under it', () => {
  const debtOf = (lines: string[]) => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'TGR · Certificado de deuda de contribuciones · emisión 02/03/2026',
        'ROL 455-12 · TALCA · LOS ROBLES 120',
        'Titular: PINO VERA ANA ROSA',
        ...lines,
      ]),
    ).value;
    return [certificate.total_deuda_vencida_liquidada, certificate.total_deuda_no_vencida_liquidada];
  };

  it('reads a section of one cuota as its debt', () => {
    expect(
      debtOf([
        '  Deuda vencida ......................... $ 0',
        '  Deuda no vencida',
        '     cuota 1/2026  venc. 30/04/2026 ..... $ 98.120',
        '  Total .................................. $ 98.120',
      ]),
    ).toEqual([0, 98120]);
  });

  it('reads the cuotas flush with their heading, as a text layer gives them', () => {
    expect(
      debtOf([
        'Deuda vencida ...... $ 0',
        'Deuda no vencida',
        'cuota 2/2026 venc. 30/06/2026 ... $ 12.300',
        'Total ...... $ 12.300',
      ]),
    ).toEqual([0, 12300]);
  });

  it('reads a worn cuota line that lost its peso sign, doubtful', () => {
    const document = certificateDocument([
      'TGR Certificado de deuda de contribuciones emisión 02/03/2026',
      'Deuda vencida   $0',
      'Deuda no vencida',
      'cuota 1/2026 venc. 30/04/20 26 98.120',
      'Total   $98',
    ]);
    const { value, provenance } = extractTgrDebt(document);
    expect(value.certificate.total_deuda_no_vencida_liquidada).toBe(98120);
    expect(provenance['total_deuda_no_vencida_liquidada']?.unsure).toBeTruthy();
  });

  it('adds the cuotas of each headed section', () => {
    expect(
      debtOf([
        '  DEUDA VENCIDA:',
        '     Cuota 3/2025  venc. 30/09/2025 ..... $ 45.000',
        '     Cuota 4/2025  venc. 30/11/2025 ..... $ 45.500',
        '  DEUDA NO VENCIDA:',
        '     Cuota 1/2026  venc. 30/04/2026 ..... $ 46.000',
        '  Total .................................. $ 136.500',
      ]),
    ).toEqual([90500, 46000]);
  });
});
