import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { buildDocument } from '../../server/analysis/engine/document';
import { readPdfText } from '../../server/analysis/engine/pdfText';
import { textPdf } from '../../scripts/eval/pdfWriter';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZF exposed once scored blind (issue #18, #17), each in wordings written for
 * these tests: made-up offices, people, numbers.
 */

describe("a carpeta's contents list naming the lien certificate above the copy split from it", () => {
  const copy = [
    'CERTIFICADO DE VIGENCIA',
    'El Conservador que suscribe certifica que la inscripción de fojas 1.120 número 904 del Registro',
    'de Propiedad del año 2017, cuya copia sigue, se encuentra vigente. Vichuquén, 3 de mayo de 2026.',
    'FOJAS 1.120',
    'Don ARTURO BENJAMÍN LAGOS VIDAL, cédula nacional de identidad número 10.442.871-3, casado,',
    'domiciliado en Vichuquén, es dueño del sitio número nueve del loteo Los Ñirres,    Hip. fs. 512',
    'comuna de Vichuquén; lo adquirió por compra a doña ELSA RUTH MORA PINO.-           Nº 430/2017',
  ];
  it.each([
    [
      'numbered items under "Contenido:"',
      [
        'Contenido:',
        '  1. Copia de inscripción de dominio con certificado de vigencia (fs. 1.120 Nº 904 año 2017)',
        '  2. Certificado de hipotecas y gravámenes, interdicciones y prohibiciones de enajenar',
        'Propiedad: sitio 9 loteo Los Ñirres, Vichuquén',
      ],
    ],
    [
      'lettered items under "Documentos que se acompañan:"',
      [
        'Documentos que se acompañan:',
        'a) Certificado de dominio vigente de fojas 1.120 número 904 año 2017.',
        'b) Certificado de interdicciones y prohibiciones.',
      ],
    ],
    [
      'items under "Índice:" on one line',
      [
        'Índice: 1) Copia con vigencia, fs. 1.120 Nº 904 del año 2017 2) Certificado de gravámenes y',
        'prohibiciones 3) Litigios',
      ],
    ],
  ])('reads no lien certificate from the copy when the list has %s', (_, contents) => {
    const document = cbrDocument(['CONSERVADOR DE BIENES RAÍCES DE VICHUQUÉN', ...contents, ...copy]);
    expect(bundledParts('dominio_vigente', document)).toEqual([]);
  });

  it('still reads a lien certificate printed after the copy', () => {
    const document = cbrDocument(
      ['CONSERVADOR DE BIENES RAÍCES DE VICHUQUÉN', 'Contenido:', '  1. Copia con vigencia', ...copy],
      [
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Revisados los índices por treinta años, la propiedad inscrita a fojas 1.120 número 904 del',
        'Registro de Propiedad del año 2017 registra:',
        'HIPOTECAS Y GRAVÁMENES: Hipoteca a fojas 512 número 430 del año 2017, a favor de BANCO SUR.',
        'INTERDICCIONES Y PROHIBICIONES: No hay.',
      ],
    );
    expect(bundledParts('dominio_vigente', document).map((part) => part.type)).toEqual(['gp']);
  });
});

describe('a description whose deslindes follow a comma or a semicolon without a relative clause', () => {
  it.each([', y deslinda:', '; deslinda:', '; y deslinda:', ', deslindan:'])(
    'ends the description before "%s"',
    (joint) => {
      const document = cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LONCOCHE',
        'FOJAS 377 NÚMERO 291 Loncoche, doce de enero de dos mil veintiuno.- Doña MARTA',
        'INÉS COFRÉ ULLOA, cédula nacional de identidad número 12.604.335-8, soltera, es dueña',
        'del sitio número cuatro de la manzana F de la población El Avellano, comuna de Loncoche,',
        `según plano archivado bajo el número 71 del año dos mil once${joint} NORTE, en diez metros`,
        'con calle Las Quilas; SUR, en diez metros con sitio cinco.- Lo adquirió por compra a don',
        'PEDRO ANTONIO RIQUELME SOTO, según escritura de fecha cuatro de enero de dos mil veintiuno.-',
      ]);
      expect(extractInscription(document).value.entry.descripcion_propiedad).toBe(
        'sitio número cuatro de la manzana F de la población El Avellano, comuna de Loncoche, según plano archivado bajo el número 71 del año dos mil once',
      );
    },
  );
});

describe('the TGR row of box titles printed with separators over a row with an empty box', () => {
  const certificate = (titles: string, amounts: string) => [
    'TESORERÍA GENERAL DE LA REPÚBLICA — CERTIFICADO DE DEUDA',
    'MUÑOZ LEIVA CARLOS ESTEBAN',
    'PASAJE LOS CIRUELOS 77 — LONGAVÍ',
    'ROL 7413-00412-019',
    titles,
    amounts,
    'Fecha de Emisión del Certificado: 04-02-2026',
  ];
  const titles =
    'Total Deuda Liquidada Morosa  |  Total Deuda No Vencida Liquidada  |  Acogidos ART 196 y 197 DEL C.T.';
  it.each([
    [
      'the first box empty',
      '                          |  CLP 18,450                   |  CLP 9,900',
      0,
      18450,
    ],
    [
      'the second box empty',
      '  CLP 7,310               |                               |  CLP 2,000',
      7310,
      0,
    ],
    ['no box empty', '  CLP 1,250               |  CLP 64,800                   |  CLP 0', 1250, 64800],
  ])('reads each amount from its own column with %s', async (_, amounts, overdue, notDue) => {
    const pages = await readPdfText(textPdf([certificate(titles, amounts)]));
    const { certificate: read } = extractTgrDebt(buildDocument('tgr.pdf', pages)).value;
    expect([read.total_deuda_vencida_liquidada, read.total_deuda_no_vencida_liquidada]).toEqual([
      overdue,
      notDue,
    ]);
  });
});

describe("a lien certificate's owner labelled Titular above a lien naming a neighbour's owner", () => {
  it.each(['Titular    :', 'Titulares del dominio:'])('reads the owner after "%s"', (label) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE CONSTITUCIÓN',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
      'Inmueble   : Parcela Nº 12 del Proyecto El Peumal, comuna de Empedrado',
      'Inscripción: fojas 845 número 612 del Registro de Propiedad 2018',
      `${label} ROSA ELVIRA TAPIA CANALES`,
      'Revisados los registros por treinta años, el inmueble reconoce:',
      'GRAVÁMENES',
      '(1) SERVIDUMBRE de acueducto, inscrita a fojas 90 número 71 del año 2015, en favor de la Parcela',
      '    número once, de propiedad de MANUEL JESÚS VERGARA SOTO.',
      'PROHIBICIONES: No hay.',
      'Constitución, 2 de febrero de 2026.',
    ]);
    const { propietarios } = extractGpCertificate(document).value;
    expect(propietarios.map((owner) => owner.nombre)).toEqual(['ROSA ELVIRA TAPIA CANALES']);
  });
});

describe('an ownership phrase whose text layer glued the verb to the noun', () => {
  it.each(['esdueña', 'Esdueña'])('reads the owner and the property after "%s"', (glued) => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE LINARES',
      'Registro de Propiedad · Fojas 2210 · Nº 1780 · Año 2012',
      'Linares, cinco de junio de dos mil doce.- Doña CAROLINA ANDREA VÁSQUEZ MENA, chilena,',
      `casada, profesora, cédula nacional de identidad número 13.551.027-1, ${glued} del inmueble`,
      'ubicado en calle Maipú número cuatrocientos diez, comuna de Linares, que deslinda: Norte, en',
      'diez metros con calle Maipú; Sur, en diez metros con sitio once.- La adquirió por compra a',
      'don RAMÓN ELÍAS CASTRO PINO, según escritura de fecha dos de mayo de dos mil doce.-',
    ]);
    const { entry } = extractInscription(document).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['CAROLINA ANDREA VÁSQUEZ MENA']);
    expect(entry.descripcion_propiedad).toBe(
      'inmueble ubicado en calle Maipú número cuatrocientos diez, comuna de Linares',
    );
  });
});
