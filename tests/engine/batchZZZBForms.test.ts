import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { issuingOffice } from '../../server/analysis/engine/extractors/issuingOffice';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { ownersOutsideCopy } from '../../server/analysis/engine/reading/ownersOutsideCopy';
import { cbrDocument, certificateDocument, documentFromPages, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZZB exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

/** A copy whose body cites its deed early ("según escritura pública"), as a deed's title would. */
const COPY_BODY = [
  '  REGISTRO DE PROPIEDAD  ·  AÑO 2018  ·  FOJAS 2204  ·  NÚMERO 1877',
  '',
  '  En Talcahuano, a nueve de abril de dos mil dieciocho.- Doña MARTA ELENA',
  '  QUIROGA SALAS, cédula nacional de identidad número 8.114.502-6, soltera,',
  '  es dueña del sitio número cuatro de la manzana C de la Villa El Faro, que',
  '  adquirió por compra a don PEDRO PABLO URZÚA MENA, según escritura pública',
  '  de fecha dos de abril de dos mil dieciocho, otorgada en la Notaría de',
  '  Talcahuano de don Ramón Ibáñez Cruz, por el precio de veinte millones de pesos.',
  '  El sitio deslinda: NORTE, en diez metros con pasaje Los Robles; SUR, en diez',
  '  metros con sitio once; ORIENTE, en veinte metros con sitio cinco; PONIENTE,',
  '  en veinte metros con sitio tres.- El título anterior rola a fojas 990 número',
  '  801 del año 2001.- Rol de avalúo 412-7, Talcahuano.- Doy fe.',
  '                                  (Firma ilegible) Conservador.',
];

describe('a vigencia certificate printed before the copy it announces', () => {
  const certification = (announcing: string) => [
    '                CERTIFICADO DE VIGENCIA DE DOMINIO',
    '',
    '  CERTIFICO: que la inscripción de dominio de fojas dos mil doscientos cuatro',
    '  (2204), número mil ochocientos setenta y siete (1877) del Registro de',
    `  Propiedad del año dos mil dieciocho, ${announcing}, se encuentra`,
    '  vigente a nombre de doña MARTA ELENA QUIROGA SALAS.',
    '',
    '  Dado con fecha cinco de enero de dos mil veintiséis.-',
    '',
    '              Conservador de Bienes Raíces de Talcahuano',
    '  Código de verificación: TH4K-77QA-1203',
  ];

  it.each([
    'cuya copia autorizada se agrega a continuación',
    'cuya copia fiel se agrega a continuación en una hoja',
    'cuya copia íntegra se acompaña',
  ])('keeps the copy after a certification saying "%s"', (announcing) => {
    expect(typedParts(certification(announcing), COPY_BODY)).toEqual(['1-2 dominio_vigente']);
  });
});

describe('a vigencia certificate on the page after the copy, "cuya copia antecede"', () => {
  /** The copy's fojas and number in a box whose labels head the cells, not beside the numbers. */
  const BOXED_COPY = [
    '+-------------+-------------+-------------+',
    '| FOJAS       | NÚMERO      | AÑO         |',
    '| 2204        | 1877        | 2018        |',
    '+-------------+-------------+-------------+',
    ...COPY_BODY.slice(2),
  ];

  const certification = (words: string) => [
    'CERTIFICADO DE VIGENCIA',
    `La inscripción de fojas 2204 número 1877 del Registro de Propiedad del año 2018, ${words}`,
    'está vigente a nombre de doña MARTA ELENA QUIROGA SALAS.',
    'Talcahuano, 5 de enero de 2026.',
    '',
    'Conservador de Bienes Raíces de Talcahuano',
    'Verificación en línea: CBRT-0105-11842-K',
  ];

  it.each(['cuya copia antecede,', 'cuya copia precede,', 'cuya copia antecede', 'copiada precedentemente,'])(
    'reads the copy and its certificate as one document ("%s")',
    (words) => {
      expect(typedParts(BOXED_COPY, certification(words))).toEqual(['1-2 dominio_vigente']);
    },
  );
});

describe("a copy's page cut inside a person's name", () => {
  const cut = (last: string, first: string) => [
    [
      ...COPY_BODY.slice(0, 4),
      '  es dueña del sitio número cuatro de la manzana C de la Villa El Faro, que',
      '  deslinda: NORTE, en diez metros con pasaje Los Robles; SUR, en diez metros',
      `  con sitio once; ORIENTE, en veinte metros con propiedad de ${last}`,
    ],
    [
      `  ${first} veinte metros con sitio tres.- La adquirió por compra a don PEDRO`,
      '  PABLO URZÚA MENA, según escritura de fecha dos de abril de dos mil dieciocho,',
      '  otorgada en la Notaría de Talcahuano de don Ramón Ibáñez Cruz.- Doy fe.',
      '  ES COPIA FIEL DE SU ORIGINAL.- Talcahuano, 5 de enero de 2026.',
      '              Conservador de Bienes Raíces de Talcahuano',
      '  Código de verificación: TH4K-77QA-1203',
    ],
  ];

  it.each([
    ['doña Rosa Amelia', 'Vergara Toro; PONIENTE, en'],
    ['don Julio', 'Ceballos Ríos; y PONIENTE, en'],
    ['doña Inés', 'Leiva en'],
  ])('runs on from "%s" to "%s"', (last, first) => {
    const [one, two] = cut(last, first);
    expect(typedParts(one ?? [], two ?? [])).toHaveLength(1);
  });
});

describe('an earlier inscription transcribed under the copy, closed by "ES COPIA FIEL DE SU ORIGINAL"', () => {
  const copy = (closing: string) =>
    documentFromPages('copia.pdf', [
      [
        '                CERTIFICADO DE VIGENCIA DE DOMINIO',
        '  CERTIFICO: que la inscripción de fojas 2204, número 1877 del Registro de',
        '  Propiedad del año 2018, cuya copia se agrega, se encuentra vigente a nombre',
        '  de doña MARTA ELENA QUIROGA SALAS. A continuación se transcribe la',
        '  inscripción anterior, a petición del interesado.',
        '  Dado con fecha cinco de enero de dos mil veintiséis.-',
        '  Código de verificación: TH4K-77QA-1203',
      ].join('\n'),
      [
        ...COPY_BODY,
        '  ..................................................................',
        '  INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE',
        '  Fojas 990 · Número 801 · Año 2001',
        '  En Talcahuano, a tres de mayo de dos mil uno.- Don PEDRO PABLO URZÚA MENA,',
        '  cédula nacional de identidad número 6.210.333-1, casado, es dueño del sitio',
        '  número cuatro de la manzana C de la Villa El Faro, comuna de Talcahuano.-',
        '  Lo adquirió por compra a doña ELSA MENA ROJAS, según escritura de fecha',
        '  veinte de abril de dos mil uno.- Doy fe.',
        '',
        `  ${closing}`,
        '  Código de verificación: TH4K-77QA-1203',
      ].join('\n'),
    ]);

  it.each([
    'ES COPIA FIEL DE SU ORIGINAL.- Talcahuano, 05 de enero de 2026.',
    'Es copia fiel a su original. Talcahuano, 5 de enero de 2026.',
  ])('reads the annex as an entry of its own under the certificate (%s)', (closing) => {
    const document = copy(closing);
    const annex = certifiedAnnexedCopy(document, extractInscription(document));
    expect(annex?.value.entry).toMatchObject({ fojas: 990, numero: 801, ano: 2001 });
    expect(annex?.value.entry.fecha_emision).toBe('2026-01-05');
  });

  it('leaves the annex the earlier title when no sentence certifies it', () => {
    const document = copy('Talcahuano, 5 de enero de 2026.');
    expect(certifiedAnnexedCopy(document, extractInscription(document))).toBeNull();
  });
});

describe('an office no list holds, named in a footer before a separator', () => {
  it.each([
    'Notaría y Conservador de Bienes Raíces de Punta Lobería · Código PL/26/01/4410',
    'Conservador de Bienes Raíces de Punta Lobería | Verifique en línea PL-26-4410',
    'Notario y Conservador de Punta Lobería • Documento firmado electrónicamente',
  ])('reads the office alone from "%s"', (footer) => {
    const raw = ['Certificado de hipotecas y gravámenes', 'Cartagena, 5 de enero de 2026.', footer].join(
      '\n',
    );
    const office = issuingOffice(raw, raw, { index: raw.indexOf('5 de enero'), in: 'raw' });
    expect(office?.name).toBe('Punta Lobería');
    expect(office?.confidence).toBeLessThan(0.5);
  });
});

describe("a GP's liens carry the doubt of the certificate's office", () => {
  const gpText = (footer: string) =>
    cbrDocument([
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      ' Inmueble: calle Los Aromos N° 1.350, Cartagena.',
      ' Inscripción: fs. 512 N° 430 Registro de Propiedad 2015.',
      ' Dueña: PARRA SOTO MARÍA ELENA ......... 9.114.220-3',
      '',
      ' 1. HIPOTECA ................ fs. 201 N° 233 año 2015, de 2 de abril de 2015',
      '    Acreedor ................ BANCO SUR S.A.',
      '    Monto ................... UF 1.100',
      '',
      ' Cartagena, 22 de julio de 2026.',
      footer,
    ]);

  it.each([
    ' ·········································',
    ' Notaría y Conservador de Bienes Raíces de Punta Lobería · Código PL/26/07/3098',
  ])('doubts the lien office as the office read above %j', (footer) => {
    const read = extractGpCertificate(gpText(footer));
    const lien = read.value.gravamenes[0];
    expect(lien?.conservador).toBe(read.value.conservador);
    expect(read.provenance['gravamenes[0].conservador']?.confidence).toBeLessThan(0.5);
  });
});

describe("a TGR certificate's one line of both totals, each state before its amount", () => {
  const tgr = (totals: string) =>
    certificateDocument([
      ' TESORERIA GENERAL DE LA REPUBLICA',
      ' Certificado de deuda   ROL 1120-33   CARTAGENA   emitido 04/02/2026',
      ' MUÑOZ PAREDES JORGE A',
      ' CALLE LAS TORTOLAS 77',
      ' ----------------------------------------------------------',
      ' 2025-4   30/11/2025   vencida        $ 51.020',
      ' 2026-1   30/04/2026   no vencida     $ 52.400',
      ' 2026-2   30/06/2026   no vencida     $ 52.400',
      ' ----------------------------------------------------------',
      totals,
      ' Verificación 001SD2026020400112233',
    ]);

  it.each([
    ' VENCIDA $ 51.020     NO VENCIDA $ 104.800',
    ' Vencida: $ 51.020 | No vencida: $ 104.800',
    ' NO VENCIDA $ 104.800     VENCIDA $ 51.020',
    ' MOROSA $ 51.020   POR VENCER $ 104.800',
  ])('reads both totals from %j', (totals) => {
    const { certificate } = extractTgrDebt(tgr(totals)).value;
    expect([certificate.total_deuda_vencida_liquidada, certificate.total_deuda_no_vencida_liquidada]).toEqual(
      [51020, 104800],
    );
  });

  it.each([
    ' Certificado de deuda   ROL 1120-33   CARTAGENA   emitido 04/02/2026',
    ' CERTIFICADO DE DEUDA  ·  Rol: 1120-33  ·  CARTAGENA  ·  04/02/2026',
  ])('reads the taxpayer and the address under a heading giving the rol (%j)', (heading) => {
    const document = certificateDocument([
      ' TESORERIA GENERAL DE LA REPUBLICA',
      heading,
      ' MUÑOZ PAREDES JORGE A',
      ' CALLE LAS TORTOLAS 77',
      ' 2025-4   30/11/2025   vencida        $ 51.020',
      ' VENCIDA $ 51.020     NO VENCIDA $ 0',
    ]);
    const read = extractTgrDebt(document);
    expect(read.value.certificate.contribuyente.nombre).toBe('MUÑOZ PAREDES JORGE A');
    expect(read.value.certificate.direccion_propiedad).toBe('CALLE LAS TORTOLAS 77');
    expect(read.provenance['contribuyente.nombre']?.confidence).toBeLessThan(0.5);
  });
});

describe('a certification in the fewest words: "copiada precedentemente, está vigente"', () => {
  it.each([
    'CERTIFICO: que la inscripción de fojas 2204, número 1877, del Registro de Propiedad de 2018, copiada precedentemente, está vigente.',
    'CERTIFICO que la inscripción de fojas 2204 número 1877 de 2018, transcrita anteriormente, se halla vigente.',
  ])('keeps the copy and its certification one document (%s)', (sentence) => {
    const certification = [
      ` ${sentence}`,
      ' Talcahuano, cinco de enero de dos mil veintiséis.',
      ' Conservador de Bienes Raíces de Talcahuano.',
      ' N° de verificación: TH-2026-010500117',
    ];
    expect(typedParts(COPY_BODY, certification)).toHaveLength(1);
  });

  it('leaves apart a page saying the inscription is not in force', () => {
    const certification = [
      ' CERTIFICO: que la inscripción de fojas 990, número 801, del Registro de Propiedad de 2001 no está vigente.',
      ' Talcahuano, cinco de enero de dos mil veintiséis.',
      ' Conservador de Bienes Raíces de Talcahuano.',
      ' N° de verificación: TH-2026-010500118',
    ];
    expect(typedParts(COPY_BODY, certification)).toHaveLength(2);
  });
});

describe("a carpeta's copy with vigencia, then its GP listing the owners surname first", () => {
  const carpeta = (body: string[], listed: string) =>
    cbrDocument([
      ' (1) INSCRIPCIÓN DE DOMINIO',
      ' Fojas 880 — N° 912 — Registro de Propiedad 2019',
      ...body,
      ' VIGENCIA: La inscripción precedente se encuentra vigente al 4 de febrero de 2026.',
      '',
      ' (2) CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
      ' Inmueble de fs. 880 N° 912 de 2019, sitio 8, Villa Los Aromos, Linares. Propietarios:',
      ` ${listed}`,
      ' Hipotecas: no hay. Prohibiciones: no hay.',
      ' Linares, 4 de febrero de 2026.               Verificación: L-26-0881-B',
    ]);
  const doubts = (document: ReturnType<typeof cbrDocument>) => {
    const read = ownersOutsideCopy(document, extractInscription(document));
    return read.value.entry.propietarios.map(
      (owner, index) =>
        `${owner.nombre ?? ''}: ${(read.provenance[`propietarios[${index}]`]?.unsure ?? []).includes('owner_outside_copy')}`,
    );
  };

  it.each([
    ' PARRA SOTO MARÍA ELENA 9.114.220-3; PÉREZ PARRA LUIS 17.220.114-5.',
    ' PARRA SOTO MARÍA ELENA, RUT 9.114.220-3 y PÉREZ PARRA LUIS, RUT 17.220.114-5.',
  ])("doubts owners read from the GP's list (%s), not printed so in the copy", (listed) => {
    const heirs = carpeta(
      [
        ' En Linares, a tres de mayo de dos mil diecinueve, se inscribe a favor de los herederos',
        ' de don JUAN PÉREZ SOTO, cédula 6.210.333-1, el sitio número ocho de la Villa Los Aromos,',
        ' comuna de Linares. Herederos, según posesión efectiva concedida por resolución exenta:',
        '    1. MARÍA ELENA PARRA SOTO, cédula 9.114.220-3, soltera;',
        '    2. LUIS PÉREZ PARRA, cédula 17.220.114-5, soltero;',
        ' todos domiciliados en Linares.- Doy fe.',
      ],
      listed,
    );
    const read = doubts(heirs);
    expect(read.length).toBeGreaterThan(0);
    for (const owner of read) expect(owner).toMatch(/^(?:PARRA SOTO|PÉREZ PARRA).*: true$/u);
  });

  it('leaves an owner the copy prints as read', () => {
    const sale = carpeta(
      [
        ' En Linares, a tres de mayo de dos mil diecinueve, doña MARÍA ELENA PARRA SOTO, cédula',
        ' 9.114.220-3, soltera, es dueña del sitio número ocho de la Villa Los Aromos, comuna de',
        ' Linares. La adquirió por compra a don JUAN PÉREZ SOTO, cédula 6.210.333-1.- Doy fe.',
      ],
      ' PARRA SOTO MARÍA ELENA 9.114.220-3.',
    );
    expect(doubts(sale)).toEqual(['MARÍA ELENA PARRA SOTO: false']);
  });
});
