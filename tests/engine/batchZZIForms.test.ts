import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { documentIssueDate } from '../../server/analysis/engine/reading/assign';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZI exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

/** A certification page naming the inscription by fojas "vta." before saying it is in force. */
const certification = (announcement: string) => [
  'CERTIFICADO',
  '',
  'Certifico que la inscripción de dominio que rola a fojas setecientos diez',
  'vuelta (710 vta.), número seiscientos cuatro (604), del Registro de Propiedad',
  'del año dos mil dieciocho, cuya copia se agrega a continuación, se encuentra',
  `vigente. ${announcement}`,
  'Los Andes, tres de marzo de dos mil veintiséis.',
  'Código de verificación: LA26-0303-7Q2',
  '',
  '— Conservador de Bienes Raíces de Los Andes · Esmeralda 330 · Los Andes —',
];

/** The current inscription's copy, citing the deed it inscribes ("Por escritura pública …"). */
const currentCopy = [
  'Fs. 710 vta. — N° 604 — 2018',
  'Los Andes, nueve de mayo de dos mil dieciocho. Por escritura pública de fecha',
  'dos de mayo de dos mil dieciocho, otorgada en la Notaría de Los Andes de don',
  'Hernán Pablo Ibarra Soto, don JULIO CÉSAR MENA ROJAS, casado, cédula de identidad',
  'número 9.411.208-3, domiciliado en San Felipe, vendió a doña PAULA ANDREA VIDAL',
  'CRUZ, soltera, cédula de identidad número 16.204.331-5, domiciliada en calle',
  'Maipú número ochenta, Los Andes, el departamento número doce del segundo piso',
  'del Edificio Los Almendros, calle Maipú número ochenta, comuna de Los Andes,',
  'singularizado en el plano archivado con el número 611 del año 2009, que deslinda:',
  'NORTE, en nueve metros con departamento once; SUR, en nueve metros con vacío',
  'hacia calle Maipú; ORIENTE, en seis metros con pasillo común; PONIENTE, en seis',
  'metros con vacío hacia patio común. Se comprenden los derechos en los bienes',
  'comunes. Precio: tres mil Unidades de Fomento. Título anterior: fojas 233 número',
  '190 del año 2009.',
];

/** The earlier inscription, transcribed after the copy under a heading of its own. */
const earlierCopy = (heading: string) => [
  heading,
  'Los Andes, catorce de julio de dos mil nueve. INMOBILIARIA CUMBRE ANDINA S.A.',
  'vendió a don JULIO CÉSAR MENA ROJAS, casado, cédula de identidad número',
  '9.411.208-3, domiciliado en San Felipe, el departamento doce del segundo piso del',
  'Edificio Los Almendros, calle Maipú número ochenta, Los Andes, plano número 611',
  'del año 2009, con los deslindes del plano. Precio: dos mil Unidades de Fomento.',
  'Título anterior: fojas 88 número 71 del año 2007. Al margen: CANCELADA,',
  'transferida a fs. 710 vta. N° 604 de 2018.',
];

describe('a copy certified in force whose certification names its fojas "vta." first', () => {
  it('is the dominio vigente, not the deed its transcription cites', () => {
    for (const announcement of ['', 'Se deja constancia de no existir otras notas.']) {
      const document = cbrDocument(certification(announcement), currentCopy);
      expect(classifyDocument(document).type).toBe('dominio_vigente');
    }
  });

  it('ends the deslindes before the share in the common property', () => {
    const { entry } = extractInscription(cbrDocument(certification(''), currentCopy)).value;
    expect(entry.deslindes.at(-1)).toEqual({
      direccion: 'Poniente',
      largo: '6,00 metros',
      propiedad: 'vacío hacia patio común',
    });
    expect(entry.fojas).toBe(710);
    expect(entry.vuelta).toBe(true);
  });
});

describe('the earlier inscription the certification announces by its reference, transcribed after the copy', () => {
  const read = (announcement: string, heading: string) => {
    const document = cbrDocument(certification(announcement), currentCopy, earlierCopy(heading));
    return certifiedAnnexedCopy(document, extractInscription(document))?.value.entry ?? null;
  };

  it('is an entry of its own under the certificate, its description ending at "con los deslindes del plano"', () => {
    for (const [announcement, heading] of [
      [
        'Se transcribe además la inscripción anterior de fojas 233 número 190 del año 2009, hoy cancelada.',
        'INSCRIPCIÓN ANTERIOR (transcripción) — Fs. 233 — N° 190 — 2009',
      ],
      [
        'Se agrega también la inscripción anterior, de fojas 233 número 190 del año 2009.',
        'INSCRIPCIÓN ANTERIOR (copia) - Fojas 233 - N° 190 - 2009',
      ],
      [
        'Se acompaña asimismo la inscripción anterior de fojas 233 número 190 del año 2009.',
        'INSCRIPCIÓN ANTERIOR — Fs. 233 — N° 190 — 2009',
      ],
    ]) {
      const entry = read(announcement ?? '', heading ?? '');
      expect(entry).not.toBeNull();
      expect([entry?.fojas, entry?.numero, entry?.ano]).toEqual([233, 190, 2009]);
      expect(entry?.codigo_verificacion).toBe('LA26-0303-7Q2');
      expect(entry?.propietarios.map((owner) => owner.nombre)).toEqual(['JULIO CÉSAR MENA ROJAS']);
      expect(entry?.descripcion_propiedad).toBe(
        'departamento doce del segundo piso del Edificio Los Almendros, calle Maipú número ochenta, Los Andes, plano número 611 del año 2009',
      );
    }
  });

  it('stays the earlier title the copy cites when the certification does not name it', () => {
    expect(read('', 'INSCRIPCIÓN ANTERIOR (transcripción) — Fs. 233 — N° 190 — 2009')).toBeNull();
    expect(
      read(
        'Se transcribe además la inscripción que la precedió, sólo para información.',
        'INSCRIPCIÓN ANTERIOR (transcripción) — Fs. 233 — N° 190 — 2009',
      ),
    ).toBeNull();
  });
});

describe('a carpeta printing its documents one after the other under the marks its index gives them', () => {
  const copy = (mark: string) => [
    mark,
    'FOJAS 5120  NÚMERO 4410  AÑO 2016',
    'Rancagua, cuatro de abril de dos mil dieciséis. Por escritura pública de fecha',
    'veinte de marzo de dos mil dieciséis, otorgada en la Notaría de Rancagua de don',
    'Tomás Ruiz Lagos, AGRÍCOLA EL ROBLE LIMITADA, rol único tributario número',
    '76.120.330-1, domiciliada en Machalí, vendió a BODEGAS DEL SUR SPA, rol único',
    'tributario número 77.301.118-K, domiciliada en Rancagua, el lote número tres del',
    'Loteo Industrial La Punta, comuna de Rancagua, según plano archivado con el',
    'número 902 del año 2010, que deslinda: NORTE, en cuarenta metros con lote dos;',
  ];
  const rest = [
    'SUR, en cuarenta metros con lote cuatro; ORIENTE, en cincuenta metros con camino',
    'La Punta; PONIENTE, en cincuenta metros con lote ocho. Precio: diez mil Unidades',
    'de Fomento. Título anterior: fojas 3301 número 2870 del año 2011.',
    'Certifico que la inscripción está vigente. Rancagua, 2 de febrero de 2026.',
    'CVE 7781203-4',
  ];
  const gp = (mark: string) => [
    mark,
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES, EMBARGOS Y LITIGIOS',
    'Propiedad: lote 3, Loteo Industrial La Punta, Rancagua. Dominio fojas 5120',
    'N° 4410 año 2016, a nombre de BODEGAS DEL SUR SPA.',
    'HIPOTECAS Y GRAVÁMENES: no hay.',
    'INTERDICCIONES Y PROHIBICIONES: no hay.',
    'LITIGIOS: no hay.',
    'Rancagua, 2 de febrero de 2026.   CVE 7781204-2',
  ];

  it('reads each document from its own lines, the index apart', () => {
    for (const [first, second, entries] of [
      [
        'Doc. 1',
        'Doc. 2',
        [
          '  Doc. 1  Copia de inscripción con vigencia ......... pág. 1-2',
          '  Doc. 2  Certificado de hipotecas y gravámenes ..... pág. 2',
        ],
      ],
      [
        'Documento 1',
        'Documento 2',
        [
          'Documento 1 - Copia de inscripción con vigencia, págs. 1 y 2',
          'Documento 2 - Certificado de gravámenes, pág. 2',
        ],
      ],
    ] as const) {
      const index = ['CARPETA DE TÍTULOS — Solicitud N° 118-2026', ...entries, ''];
      expect(typedParts([...index, ...copy(first)], [...rest, '', ...gp(second)])).toEqual([
        '1-1 unknown',
        '1-2 dominio_vigente',
        '2-2 gp',
      ]);
    }
  });

  it('leaves a carpeta of one document a page to its pages', () => {
    const index = [
      'CARPETA DE TÍTULOS — Solicitud N° 118-2026',
      '  Doc. 1  Copia de inscripción con vigencia ......... pág. 2',
      '  Doc. 2  Certificado de hipotecas y gravámenes ..... pág. 3',
    ];
    expect(typedParts(index, [...copy('Doc. 1'), ...rest], gp('Doc. 2'))).toEqual([
      '1-1 unknown',
      '2-2 dominio_vigente',
      '3-3 gp',
    ]);
  });
});

describe('an earlier title headed by its registry and year, then "F. 45210 N° …"', () => {
  const copy = (heading: string, reference: string, closing: string) =>
    cbrDocument([
      heading,
      reference,
      '',
      'Talca, ocho de marzo de dos mil nueve. Por escritura pública de fecha dos de marzo de dos',
      'mil nueve, otorgada en la Notaría de Talca de don Pedro Soto Mena, don LUIS ANDRÉS PARRA',
      'VEGA, casado, cédula de identidad número 6.118.402-1, domiciliado en Curicó, vendió a doña',
      'ROSA ELENA MUÑOZ DÍAZ, viuda, cédula de identidad número 8.330.125-4, domiciliada en Talca,',
      'la casa y sitio de calle Las Acacias número doce, comuna de Talca, que deslinda: NORTE, con',
      'lote tres; SUR, con lote cinco; ORIENTE, con calle Las Acacias; PONIENTE, con lote nueve.',
      'Precio: cuarenta millones de pesos. Título anterior: fojas 310 número 288 del año 1995. El',
      'vendedor comparece con autorización de su cónyuge. Doy fe.',
      '',
      'NOTA MARGINAL: Transferida a fs. 902 N° 811 del año 2017.',
      '',
      closing,
    ]);

  it('is a copy of the earlier title with its own reference, not a deed', () => {
    for (const [heading, reference, closing] of [
      [
        '                REGISTRO DE PROPIEDAD - AÑO 2009',
        'F. 1450          N° 1322                    CANCELADA',
        'Certifico que la presente es copia fiel del original. Talca, 4 de mayo de 2026.',
      ],
      [
        'REGISTRO DE PROPIEDAD AÑO 2009',
        'F. 1450   N° 1322',
        'Es copia fiel de su original. Talca, 4 de mayo de 2026.',
      ],
    ] as const) {
      const document = copy(heading, reference, closing);
      expect(classifyDocument(document).type).toBe('titulo_anterior');
      const { entry } = extractInscription(document).value;
      expect([entry.fojas, entry.numero, entry.ano]).toEqual([1450, 1322, 2009]);
    }
  });
});

describe('a litigio entered under its registry heading as the suit it notes', () => {
  it('is a LITIGIO for the plaintiff named after "demandante", dated "anotada el …"', () => {
    for (const plaintiff of ['demandante MARTA ELENA RÍOS PAZ.', 'demandante: MARTA ELENA RÍOS PAZ.']) {
      const { prohibiciones } = extractGpCertificate(
        certificateDocument([
          'CONSERVADOR DE BIENES RAÍCES DE LIMACHE',
          'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
          'Dominio: fojas 88 N° 71 año 2015 — SOTO LARA PEDRO JAVIER',
          '  HIPOTECAS ............................................ NO HAY',
          '  PROHIBICIONES ........................................ NO HAY',
          '  LITIGIOS: Demanda de reivindicación, fojas 45 N° 40 del año',
          '  2026, anotada el 9 de abril de 2026, Juzgado de Letras de Limache,',
          `  Rol C-118-2026, ${plaintiff}`,
          'Limache, 2 de mayo de 2026.',
        ]),
      ).value;
      expect(prohibiciones).toHaveLength(1);
      expect(prohibiciones[0]).toMatchObject({
        fojas: 45,
        numero: 40,
        ano: 2026,
        tipo: 'LITIGIO',
        fecha_emision: '2026-04-09',
        acreedor: 'MARTA ELENA RÍOS PAZ',
        accion: 'Juzgado de Letras de Limache, Rol C-118-2026',
      });
    }
  });
});

describe('a TGR certificate listing its cuotas with their states, totals by state or none', () => {
  const read = (lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

  it('reads a line of totals labelled by the state alone ("Morosa: …   No vencida: …")', () => {
    const certificate = read([
      'TGR  CERTIFICADO DE DEUDA',
      'ROL 412-9   MACHALI   LOS AROMOS 120',
      'PEDRO PABLO SOTO LARA',
      'Cuota/Año   Vencimiento   Liquidado   Situación',
      '3/2025      30-09-2025    210.400     MOROSA',
      '1/2026      30-04-2026    205.100     VIGENTE',
      'Morosa: 210.400   No vencida: 205.100   Total deuda: 415.500',
      'Código 001SD202603020741185',
    ]);
    expect([certificate.total_deuda_vencida_liquidada, certificate.total_deuda_no_vencida_liquidada]).toEqual(
      [210400, 205100],
    );
  });

  it('adds up cuotas printed with their state before the amount, under the taxpayer beside the date', () => {
    for (const [overdue, notDue] of [
      ['  1-2026  vencida     $ 44.100', '  2-2026  no vencida  $ 43.900'],
      ['  1/2026  morosa      $ 44.100', '  2/2026  por vencer  $ 43.900'],
    ] as const) {
      const certificate = read([
        'TESORERIA GENERAL DE LA REPUBLICA - Deuda de contribuciones',
        'Rol 77-12 LIMACHE - PC 4 LOS LAURELES',
        'ROJAS PAZ ELENA MARGARITA     Fecha 02-03-2026',
        overdue,
        notDue,
        '  Total deuda         $ 88.000',
        'Código 001SD202603020811374',
      ]);
      expect(certificate.total_deuda_vencida_liquidada).toBe(44100);
      expect(certificate.total_deuda_no_vencida_liquidada).toBe(43900);
      expect(certificate.fecha_emision).toBe('2026-03-02');
      expect(certificate.contribuyente.nombre).toBe('ROJAS PAZ ELENA MARGARITA');
    }
  });
});

describe('a copy whose only signed date opens the inscription it transcribes ("Quintero, … . Por escritura de …")', () => {
  it('is issued on the date of its vigencia, not on the inscription’s', () => {
    for (const closing of [
      'Vigente al 3 de febrero de 2026. Código: LMC/2026/02/03/0187',
      'Vigente al 3 de febrero de 2026.',
    ]) {
      const document = cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LIMACHE',
        'Copia de inscripción con certificado de vigencia',
        'FOJAS 88 · NÚMERO 71 · AÑO 2015 · REGISTRO DE PROPIEDAD',
        'Limache, nueve de marzo de dos mil quince. Por escritura de compraventa de fecha dos de',
        'marzo de dos mil quince, otorgada en la Notaría de Limache de don Raúl Pinto Mena, don',
        'JUAN PABLO ROJAS VEGA, soltero, cédula de identidad número 9.114.203-5, domiciliado en',
        'Limache, vendió a doña ANA MARÍA SOTO PAZ, soltera, cédula de identidad número',
        '12.345.678-5, domiciliada en Limache, la parcela número cuatro del Loteo Los Laureles,',
        'comuna de Limache, que deslinda: NORTE, con parcela tres; SUR, con camino interior.',
        'Precio: $40.000.000. Título anterior: fojas 12 número 10 del año 2001.',
        closing,
      ]);
      expect(documentIssueDate(document)?.iso).toBe('2026-02-03');
    }
  });
});

describe('an appraisal naming its parts on one line, parted by slashes, then their amounts', () => {
  it('reads each amount as the part named in its place', () => {
    for (const [parts, amounts, expected] of [
      ['AFECTO / EXENTO / TOTAL', '90.100.200 / 10.000.000 / 100.100.200', [90100200, 10000000, 100100200]],
      [
        'Total / Afecto / Exento',
        '$ 100.100.200 / $ 90.100.200 / $ 10.000.000',
        [90100200, 10000000, 100100200],
      ],
    ] as const) {
      const { value } = extractSiiAppraisal(
        certificateDocument([
          'SII — Certificado de Avalúo Fiscal — 1er semestre 2026',
          '  ROL ...................... 412-9',
          '  COMUNA ................... MACHALI',
          '  DIRECCIÓN ................ LOS AROMOS 120',
          `  ${parts} .. ${amounts}`,
          '  Fecha: 02-03-2026',
        ]),
      );
      expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual(expected);
    }
  });
});

describe('an office key in slashed parts whose last part is dashed', () => {
  it('is read whole after a bare "Código"', () => {
    expect(verificationCode('Limache, 2 de mayo de 2026. Código LMC/2026/05/02/GP-0311')?.value).toBe(
      'LMC/2026/05/02/GP-0311',
    );
    expect(verificationCode('Código: QLP/2026/0918')?.value).toBe('QLP/2026/0918');
  });
});

describe('a DOM certificate giving the area alone on the property line', () => {
  const read = (property: string, road: string) =>
    extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE LIMACHE - DOM',
        'CERTIFICADO DE AFECTACIÓN N° 412 - 02/03/2026',
        'Solicitante: PEDRO PABLO SOTO LARA',
        property,
        'A) ¿Afecto a utilidad pública? ...................... SÍ',
        `B) Vialidad ........ ${road}`,
        'C) Parques ......... NO',
        'Código DOML-412',
      ]),
    ).value;

  it('reads the area from its cell', () => {
    const rural = read(
      'Inmueble: Parcela N° 4, Loteo Los Laureles · Rol 77-12 · Rural',
      'apertura de calle proyectada Los Robles, faja de 12 metros por el deslinde norte.',
    );
    expect(rural.tipo_vivienda).toBe('Rural');
    const urban = read(
      'Rol 77-12 | calle Los Aromos N° 120 | urbano',
      'ensanche de calle Los Aromos, faja de 3 metros.',
    );
    expect(urban.tipo_vivienda).toBe('Urbano');
  });
});

describe('a prohibition needing the consent of the Santiago housing body', () => {
  it('keeps the body’s whole name in the action', () => {
    for (const body of ['SERVIU Metropolitano', 'SERVIU METROPOLITANO']) {
      const { prohibiciones } = extractGpCertificate(
        certificateDocument([
          'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
          'Inscripción: fojas 410 N° 377 año 2019',
          '(ii) Revisados los índices de Interdicciones y Prohibiciones de Enajenar, aparece:',
          `    - Prohibición de enajenar sin autorización del ${body},`,
          '      fojas 612 número 588 del año 2019, inscrita el 5 de agosto de 2019.',
          'Talca, 2 de mayo de 2026.',
        ]),
      ).value;
      expect(prohibiciones[0]?.accion).toBe(`de enajenar sin autorización del ${body}`);
    }
  });
});

describe('a digitised earlier title whose numbers OCR read with letters, its earlier title illegible', () => {
  const copy = (note: string) =>
    cbrDocument([
      'QUILLOTA - REGISTRO DE PROPIEDAD - 2OO4 - Fs. 81 - N° 77',
      'Quillota, cinco de mayo de dos mil cuatro. Don PEDRO PABLO SOTO LARA, viudo, domiciliado en',
      'Quillota, vendió a doña ANA MARÍA ROJAS PAZ, soltera, C.I. 9.114.203-5, domiciliada en La Cruz,',
      'la parcela número tres del Loteo Los Olivos, La Cruz, de 4.OOO metros cuadrados, plano N° 41',
      'de l998, que deslinda: NORTE, con parcela dos; SUR, con camino interior. Precio: $9.000.000.',
      'Título anterior: fojas 2▒ número ▒▒ de 1998.',
      note,
      'Copia fiel. Quillota, 3 de marzo de 2026. Código QLT/2026/03/03/0077',
    ]);

  it('repairs the description’s numbers and takes no later title for the earlier one', () => {
    for (const note of [
      'Nota: Transferida a fs. 311 vta. N° 287 año 2017.',
      'Transferida a fs. 311 vta. N° 287 año 2017.',
    ]) {
      const { entry } = extractInscription(copy(note)).value;
      expect(entry.descripcion_propiedad).toBe(
        'parcela número tres del Loteo Los Olivos, La Cruz, de 4.000 metros cuadrados, plano N° 41 de 1998',
      );
      expect([entry.fojas_anterior, entry.numero_anterior]).toEqual([null, null]);
    }
  });
});
