import { describe, expect, it } from 'vitest';

import { analyzeDossier } from '../../server/analysis/engine/analyzeDossier';
import { textPdf } from '../../scripts/eval/pdfWriter';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { yearWordsCut } from '../../server/analysis/engine/checks/yearWordsCut';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { emptyReport, newRegistryEntry } from '../../common/report/defaults';
import { cbrDocument, certificateDocument, ocrDocumentFromPages } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZR exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a GP table row whose detail cell wraps the creditor before its amount or the next row', () => {
  const table = (detail: string[], next: string) =>
    cbrDocument([
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Inscripción: Fs. 4410 N° 3920 año 2019 - Registro de Propiedad',
      'Titular: ROJAS PAZ ANA MARÍA   RUT 9.114.208-3',
      'Registro   Fojas   Número   Año   Fecha   Detalle',
      `Hipotecas   5120   4433   2019   03-05-2019   ${detail[0] ?? ''}`,
      ...detail.slice(1),
      `Prohibiciones   5121   4434   2019   03-05-2019   PROHIBICIÓN de`,
      'gravar y enaje-',
      'nar a favor de',
      'BANCO DEL SUR',
      '-AUSTRAL',
      next,
      'Temuco, 3 de marzo de 2026.   Código de verificación: 1A2B-3C4D-5E6F',
    ]);

  it.each([
    [
      ['HIPOTECA a fa-', 'vor de BANCO', 'DEL SUR-AUSTRAL', 'por UF 2.400'],
      'Litigios   -   -   -   -   No hay',
    ],
    [
      ['HIPOTECA a fa-', 'vor de BANCO', 'DEL SUR-AUSTRAL', 'por U.F. 2.400'],
      'Litigios   -   -   No registra',
    ],
    [['HIPOTECA a favor', 'de BANCO DEL', 'SUR-AUSTRAL por', 'UF 2.400'], 'Litigios   —   —   —   Ninguno'],
  ])('reads the creditor alone of %j (next row "%s")', (detail, next) => {
    const { value } = extractGpCertificate(table(detail, next));
    expect(value.gravamenes.map((lien) => [lien.acreedor, lien.suma_dinero])).toEqual([
      ['BANCO DEL SUR-AUSTRAL', '2.400,00 UF'],
    ]);
    expect(value.prohibiciones.map((lien) => lien.acreedor)).toEqual(['BANCO DEL SUR-AUSTRAL']);
  });
});

describe('a GP entry dated "de ese año", its amount in words only', () => {
  it.each([
    [
      'de fecha trece de agosto de ese año',
      'la suma de mil seiscientas Unidades de Fomento',
      '2019-08-13',
      '1.600,00 UF',
    ],
    [
      'de fecha dos de mayo de dicho año',
      'la cantidad de novecientas unidades de fomento',
      '2019-05-02',
      '900,00 UF',
    ],
    [
      'con fecha 20 de junio del mismo año',
      'un crédito de dos mil quinientas Unidades de Fomento',
      '2019-06-20',
      '2.500,00 UF',
    ],
  ])('reads "%s" and "%s"', (dated, amount, iso, uf) => {
    const { value } = extractGpCertificate(
      certificateDocument([
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Certifico: que revisados los índices de los Registros de este Oficio por treinta años,',
        'respecto del inmueble de calle Los Aromos número 45, comuna de Penco, inscrito a fojas 880',
        'número 701 del año 2019 a nombre de don PEDRO PABLO ROJAS LILLO, aparece que reconoce una',
        'HIPOTECA inscrita a fojas 1200 número 950 del Registro de Hipotecas del año 2019,',
        `${dated}, a favor de BANCO DEL PACÍFICO, para garantizar ${amount}; y una PROHIBICIÓN`,
        'de gravar y enajenar inscrita a fojas 1001 número 802 del Registro de Prohibiciones del año',
        '2019, de la misma fecha, a favor del mismo banco. No aparecen embargos ni litigios.',
        'Penco, 4 de marzo de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.fecha_emision, lien.suma_dinero])).toEqual([[iso, uf]]);
    expect(value.prohibiciones.map((lien) => lien.fecha_emision)).toEqual([iso]);
  });
});

describe('a GP in prose naming the owners in ordinary case after the property inscription', () => {
  it.each([
    ['Ana María Soto Paz, Luis Alberto Rojas Vera y Rosa del Carmen Paz Díaz', 3],
    ['doña Ana María Soto Paz y don Luis Alberto Rojas Vera', 2],
    ['Juan Pablo de la Fuente Rivas', 1],
  ])('reads "%s"', (owners, count) => {
    const { value } = extractGpCertificate(
      certificateDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'El Conservador que suscribe certifica que, revisados los registros por treinta años, la',
        'Parcela número cuatro del Proyecto de Parcelación Las Quilas, comuna de Nancagua, inscrita',
        `a fojas 210 número 188 del año 2024 a nombre de ${owners}, no reconoce hipotecas,`,
        'gravámenes, prohibiciones, embargos ni litigios.',
        'San Fernando, 2 de febrero de 2026.',
      ]),
    );
    expect(value.propietarios).toHaveLength(count);
    expect(value.propietarios[0]?.nombre).toMatch(/^(?:Ana María Soto Paz|Juan Pablo de la Fuente Rivas)$/);
  });
});

describe('an inheritance inscribed "del inmueble que perteneció al causante don X, a nombre de sus herederos"', () => {
  it.each([
    'a nombre de sus herederos, en las proporciones siguientes:',
    'a nombre de sus herederos por partes iguales:',
    'a nombre de los herederos, a saber:',
  ])('reads the heirs after "%s"', (lead) => {
    const { entry } = extractInscription(
      cbrDocument([
        'FOJAS 402                 N° 377                 AÑO 2025',
        'INSCRIPCIÓN ESPECIAL DE HERENCIA',
        'Rengo, diez de marzo de dos mil veinticinco.- En conformidad a la posesión efectiva',
        'concedida por Resolución Exenta número mil doce del Servicio de Registro Civil e',
        'Identificación, inscrita a fojas 400 número 375 de este Registro y año, se inscribe el',
        'dominio del inmueble que perteneció al causante don TOMÁS RIVAS OJEDA, cédula de',
        `identidad 4.512.330-7, ${lead} doña MARTA ELENA`,
        'SOTO PAZ, cédula de identidad 6.111.222-7, viuda, un medio; y don JUAN TOMÁS RIVAS SOTO,',
        'cédula de identidad 13.444.555-6, soltero, un medio; ambos domiciliados en Rengo.- El',
        'inmueble es la Parcela número cuatro del Proyecto de Parcelación Las Quilas, comuna de',
        'Rengo, de una superficie de cinco mil metros cuadrados.- Inscripción anterior: fojas 90',
        'número 71 del año 1995.- Rol 120-33.',
      ]),
    ).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'MARTA ELENA SOTO PAZ',
      'JUAN TOMÁS RIVAS SOTO',
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['TOMÁS RIVAS OJEDA']);
    expect(entry.descripcion_propiedad).toMatch(
      /^Parcela número cuatro del Proyecto de Parcelación Las Quilas/,
    );
  });
});

describe('a DOM certificate whose property lies in an estate named "Parque …"', () => {
  it.each([
    'Condominio Social Parque Los Robles',
    'Villa Parque Sur',
    'Conjunto Habitacional Parque Oriente',
  ])('reads no park affectation from "%s"', (estate) => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE PUERTO NUEVO',
        'Dirección de Obras Municipales',
        'CERTIFICADO DE INFORMACIONES PREVIAS (EXTRACTO)',
        'Declaratoria de utilidad pública',
        'El Director de Obras Municipales que suscribe certifica que el predio de calle Los Olmos',
        `N° 120, ${estate}, rol 300-4, de propiedad de doña Ana Soto Paz, ubicado en el área`,
        'urbana de la comuna, no se encuentra afecto a declaratoria de utilidad pública por',
        'vialidad ni por áreas verdes según el Plan Regulador Comunal vigente.',
        'Puerto Nuevo, 7 de abril de 2026.',
      ]),
    );
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('a DOM certificate naming the owner as "la sucesión de don X"', () => {
  it.each([
    ['a nombre de la sucesión de don Tomás Rivas Ojeda,', 'sucesión de don Tomás Rivas Ojeda'],
    ['a nombre de la Sucesión de doña Marta Soto Paz,', 'Sucesión de doña Marta Soto Paz'],
    ['a nombre de sucesión Tomás Rivas Ojeda,', 'sucesión Tomás Rivas Ojeda'],
  ])('reads "%s"', (owner, name) => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE NANCAGUA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO N° 88/2026',
        'La Dirección de Obras Municipales certifica que el predio denominado Parcela N° 4 del',
        `Proyecto de Parcelación Las Quilas, rol 120-33, ${owner} se emplaza en área`,
        'rural y no está afecto a declaratorias de utilidad pública por vialidad ni por parques.',
        'Nancagua, 11 de agosto de 2026.',
      ]),
    );
    expect(value.contribuyente?.nombre).toBe(name);
  });
});

describe('a copy in force transcribing after it the earlier inscription, certified as a copy of its own', () => {
  const copy = (certification: string, closing: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE RANCAGUA - REGISTRO DE PROPIEDAD',
      'Copia de inscripción - Fs. 900 - N° 811 - Año 2021',
      'Rancagua, dos de marzo de dos mil veintiuno.- Doña ANA MARÍA SOTO PAZ, profesora, soltera,',
      'cédula de identidad número 9.114.208-3, domiciliada en Rancagua, es dueña de la casa y sitio',
      'de calle Los Aromos número 45, comuna de Rancagua.- Lo adquirió por compra a don PEDRO',
      'PABLO ROJAS LILLO, soltero, cédula 6.111.222-7, según escritura de fecha diez de febrero de',
      'dos mil veintiuno, Notaría de Rancagua de don Luis Vera Díaz, por el precio de $40.000.000.-',
      'Título anterior: fojas 300 número 255 del año 2010.- Rol 410-12.',
      certification,
      'Rancagua, 5 de marzo de 2026.   Código de verificación: AB12-CD34-EF01',
      'Se transcribe a continuación, a petición del requirente, la inscripción anterior:',
      'Copia de inscripción - Fs. 300 - N° 255 - Año 2010',
      'Rancagua, cuatro de mayo de dos mil diez.- Don PEDRO PABLO ROJAS LILLO, comerciante, soltero,',
      'cédula de identidad número 6.111.222-7, domiciliado en Rancagua, es dueño de la casa y sitio',
      'de calle Los Aromos número 45, comuna de Rancagua.- Lo adquirió por compra a INMOBILIARIA',
      'LOS AROMOS S.A., RUT 96.111.222-3, domiciliada en Santiago, según escritura de fecha',
      'veinte de abril de dos mil diez, Notaría de Rancagua de don Luis Vera Díaz, en la suma de',
      '$18.000.000.- Título anterior: fojas 88 número 70 del año 2005.- Rol 410-12.',
      closing,
      'Rancagua, 5 de marzo de 2026.   Código de verificación: AB12-CD34-EF02',
    ]);

  it.each([
    [
      'Certifico que la inscripción precedente está vigente al 4 de marzo de 2026.',
      'Certifico que la presente es copia fiel de su original.',
    ],
    [
      'Certifico que la inscripción precedente se encuentra vigente a la fecha.',
      'La presente copia es fiel a su original.',
    ],
    [
      'Certifico que la inscripción precedente está vigente al día de hoy.',
      'Certifico que la presente es copia conforme con su original.',
    ],
  ])(
    'reads the earlier inscription as an entry with its own code ("%s" / "%s")',
    (certification, closing) => {
      const document = copy(certification, closing);
      const annexed = certifiedAnnexedCopy(document, extractInscription(document));
      expect(annexed?.value.entry).toMatchObject({
        fojas: 300,
        numero: 255,
        ano: 2010,
        codigo_verificacion: 'AB12-CD34-EF02',
        fojas_anterior: 88,
      });
      expect(annexed?.value.entry.propietarios.map((owner) => owner.nombre)).toEqual([
        'PEDRO PABLO ROJAS LILLO',
      ]);
      // Scored as an earlier title's copy (two transcriptions), it holds its annex all the same.
      expect(bundledParts('titulo_anterior', document).map((part) => part.type)).toEqual(['titulo_anterior']);
    },
  );
});

describe('a DOM form numbered in its title before a middle dot, answering "NO AFECTO" per topic', () => {
  it.each([
    'Certificado N° 2026-0311 · Afectación a Utilidad Pública',
    'Certificado N° 311 | Afectación a utilidad pública',
    'CERTIFICADO N° 2026-0311 • AFECTACIÓN A UTILIDAD PÚBLICA',
  ])('reads no affectation under "%s"', (title) => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE LO BARNECHEA - Dirección de Obras Municipales',
        title,
        'Solicitante / propietario: Inversiones Los Robles Limitada',
        'Dirección: Los Trapenses N° 3100, departamento 41',
        'Rol: 4410-22',
        'Vialidad (apertura/ensanche): NO AFECTO',
        'Áreas verdes / parques: NO AFECTO',
        'Lo Barnechea, 26 de mayo de 2026.',
      ]),
    );
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('a municipal code under "Código de validación DOM:", "Verificación web:" or "Verificar en:"', () => {
  it.each([
    ['Código de validación DOM: LBA-0311-K7Q', 'LBA-0311-K7Q'],
    ['Verificación web: LB-DOM-2026-000311', 'LB-DOM-2026-000311'],
    ['Verificar en: DOM08-311-2026', 'DOM08-311-2026'],
  ])('reads "%s"', (line, code) => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'I. MUNICIPALIDAD DE LO BARNECHEA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 311',
        'Propietario: Juan Pablo Rojas Lillo          R.U.T.: 9.114.208-3',
        'Dirección: Los Trapenses N° 3100',
        'El predio no se encuentra afecto a declaratoria de utilidad pública.',
        'Lo Barnechea, 3 de marzo de 2026.',
        line,
      ]),
    );
    expect(value.codigo_verificacion).toBe(code);
  });
});

describe('a TGR certificate in sentences giving the cuota not yet due', () => {
  it.each([
    ['Sin deuda vencida ($0). Cuota 3/2026 por vencer el 30.09.2026: $41.250.', 41250],
    ['Sin deuda vencida. Cuota 4/2026 por vencer: $ 12.400.', 12400],
    [
      'Sin deuda vencida ($0). Cuota 3/2026 por vencer el 30.09.2026: $41.250. Cuota 4/2026 por vencer el 30.11.2026: $41.250.',
      82500,
    ],
  ])('reads "%s"', (sentence, notDue) => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA — Certificado de deuda de contribuciones',
        'Emisión: 02-03-2026 | Rol 00231-00014 | PENCO | LOS AROMOS 45',
        'Contribuyente ROJAS LILLO PEDRO PABLO — RUT 6.111.222-7',
        sentence,
        'Verificación: TGR-CBR-4410-0231-1188',
      ]),
    ).value;
    expect([certificate.total_deuda_vencida_liquidada, certificate.total_deuda_no_vencida_liquidada]).toEqual(
      [0, notDue],
    );
  });
});

describe('a SERVIU sentence whose "NO" before the verb a worn copy garbled', () => {
  it.each([
    ["rol de avalúo 310-4, Q'se encuentra afecta a expropiación por", ["Q'se"]],
    ['rol de avalúo 310-4, Ñ)se encuentra afecto a expropiación por', ['Ñ)se']],
    ['rol de avalúo 310-4, ;\u00ados está afecta a expropiación por', [';\u00ados']],
  ])('marks the "yes" of "%s" doubtful', (line, doubtful) => {
    const { provenance, value } = extractServiuReport(
      ocrDocumentFromPages(
        'serviu.pdf',
        [
          [
            'SERVIU REGIÓN DEL MAULE',
            'CERTIFICADO N° 5.120 / 2026',
            'Se certifica que la propiedad ubicada en Calle Los Olmos N° 120, comuna de Talca,',
            line,
            'parte del Servicio de Vivienda y Urbanización.',
            'Talca, 26 de febrero de 2026.',
          ].join('\n'),
        ],
        doubtful,
      ),
    );
    expect(value.objeto_expropiacion).toBe(true);
    expect(provenance.objeto_expropiacion?.unsure).toContain('ocr_low_confidence');
  });

  it('keeps the "yes" of a sentence OCR read whole', () => {
    const { provenance } = extractServiuReport(
      ocrDocumentFromPages(
        'serviu.pdf',
        [
          [
            'SERVIU REGIÓN DEL MAULE',
            'Se certifica que la propiedad de Calle Los Olmos N° 120, comuna de Talca, rol 310-4, se',
            'encuentra afecta a expropiación por parte del Servicio de Vivienda y Urbanización.',
            'Talca, 26 de febrero de 2026.',
          ].join('\n'),
        ],
        ['Urbanización'],
      ),
    );
    expect(provenance.objeto_expropiacion?.unsure ?? []).not.toContain('ocr_low_confidence');
  });
});

describe('a marriage certificate whose RUN label after the wife a worn copy cut', () => {
  it.each([
    ['Nombre de la Mujer ....... ANA MARÍA SOTO', 'RU   10.553.871-5'],
    ['Nombre de la Mujer ....... ANA MARÍA SOTO', 'UN   10.553.871-5'],
    ['Nombre de la Mujer ....... ANA MARÍA SOTO', 'R.U   10.553.871-5'],
  ])('marks "%s" / "%s" doubtful', (nameLine, rutLine) => {
    const { provenance, value } = extractMarriageCertificate(
      ocrDocumentFromPages('matrimonio.pdf', [
        [
          'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
          'CERTIFICADO DE MATRIMONIO',
          'Circunscripción .......... TALCA',
          'Nombre del Marido ........ PEDRO PABLO ROJAS LILLO',
          'R.U.N. ................... 6.111.222-7',
          nameLine,
          rutLine,
          'Fecha Celebración ........ 21 Noviembre 1998',
        ].join('\n'),
      ]),
    );
    expect(value.certificate.mujer.nombre).toBe('ANA MARÍA SOTO');
    expect(provenance['mujer.nombre']?.unsure).toContain('name_shape');
    expect(provenance['marido.nombre']?.unsure ?? []).not.toContain('name_shape');
  });
});

describe("an earlier title's year in words a worn copy cut short", () => {
  it.each([
    ['del año dos mil do “ Rol de avalúo', true],
    ['del año mil novecientos noventa y oc ! Rol', true],
    ['del año dos mil ve : Rol', true],
    ['del año dos mil tres se inscribió', false],
    ['del año dos mil doce Rol de avalúo', false],
    ['del año mil novecientos noventa y ocho a fojas', false],
  ])('reads "%s" as cut: %s', (clause, cut) => {
    expect(yearWordsCut(clause)).toBe(cut);
  });
});

describe("a seller's name followed by shreds before its comma on a worn copy", () => {
  const today = new Date('2026-03-01T12:00:00Z');
  it.each([
    ['Lo adquirió por compra a don JORGE EDUARDO 20 O, soltero, C.I. N° 10.381.774-9', 'JORGE EDUARDO', true],
    ['Lo adquirió por compra a doña ANA MARÍA 4 i, casada, C.I. N° 9.114.208-3', 'ANA MARÍA', true],
    [
      'Lo adquirió por compra a don JORGE EDUARDO TAPIA LILLO, soltero, C.I. N° 10.381.774-9',
      'JORGE EDUARDO TAPIA LILLO',
      false,
    ],
  ])('doubts the name of "%s": %s', (snippet, nombre, doubted) => {
    const report = emptyReport(today);
    report.property_registry_history = [
      {
        ...newRegistryEntry(today),
        vendedores: [{ nombre, rut: null, estado_civil: null, domicilio: null }],
      },
    ];
    const path = 'property_registry_history[0].vendedores[0].nombre';
    const checked = doubtValues(
      report,
      { [path]: { file: 'titulo.pdf', page: 1, snippet, confidence: 0.8 } },
      today,
    );
    expect((checked[path]?.unsure ?? []).includes('name_shape')).toBe(doubted);
  });
});

describe('a vigencia certificate on its own page, the copy it announces after it without date or code', () => {
  it.each([
    ['Santiago, 30 de marzo de 2026.', 'Código de verificación: 7C10-22D4-A1B8', '7C10-22D4-A1B8'],
    ['Rancagua, 30 de marzo de 2026.', 'Cód. verificación: RG-2026-4410', 'RG-2026-4410'],
  ])("gives the copy the certificate's date and code (%s %s)", async (dated, code, expected) => {
    const pages = [
      [
        'CONSERVADOR DE BIENES RAÍCES',
        'CERTIFICADO DE VIGENCIA',
        'Certifico que la inscripción de dominio que se copia a continuación, de fojas',
        '4410 número 3920 del Registro de Propiedad del año 2022, a nombre de doña',
        'ANA MARÍA SOTO PAZ, se encuentra vigente al día de hoy.',
        dated,
        code,
      ],
      [
        'Fojas 4410                  Nº 3920                        Año 2022',
        'COMPRAVENTA - SOTO PAZ ANA MARÍA a INMOBILIARIA LOS AROMOS S.A.',
        'Rancagua, cinco de octubre del año dos mil veintidós.- Doña ANA MARÍA SOTO PAZ,',
        'soltera, cédula de identidad número 9.114.208-3, domiciliada en Rancagua, es dueña',
        'del departamento número cuarenta y uno del Edificio Los Aromos, comuna de Rancagua.-',
        'Lo adquirió por compra a INMOBILIARIA LOS AROMOS S.A., Rol Único Tributario número',
        '96.111.222-3, domiciliada en Santiago, según escritura de fecha doce de septiembre',
        'de dos mil veintidós, por el precio de mil Unidades de Fomento.- Título anterior:',
        'fojas 3187 número 4590 del año 2019.- Rol de avalúo 512-88.-',
      ],
    ];
    const analysis = await analyzeDossier([{ name: 'copia.pdf', bytes: textPdf(pages) }], {
      referenceDate: new Date('2026-04-01T12:00:00Z'),
    });
    const entries = analysis.output.property_registry_history;
    expect(entries.map((entry) => [entry.fojas, entry.fecha_emision, entry.codigo_verificacion])).toEqual([
      [4410, '2026-03-30', expected],
    ]);
  });
});

describe('a digitised copy whose lot numbers, lengths and RUT check digit OCR read with letters', () => {
  it.each([
    ['Lote B de la Parcela N° l2', 'Lote B de la Parcela N° 12'],
    ['Sitio l4 de la manzana C', 'Sitio 14 de la manzana C'],
    ['Lote l2 del Proyecto', 'Lote 12 del Proyecto'],
  ])('reads "%s" as "%s", lengths "lOO metros" and the RUT "-l"', (printed, read) => {
    const { entry } = extractInscription(
      cbrDocument([
        'FOJAS 644                                        N° 512',
        'REGISTRO DE PROPIEDAD  ANO 1998',
        'En Rengo, a veintidos de junio de mil novecientos noventa y ocho, don',
        'TOMAS RIVAS OJEDA, agricultor, casado, C.I. 4.5l2.33O-7, domiciliado en',
        `Rengo, es dueno del ${printed} Las Quilas, comuna de Rengo, que deslinda:`,
        'NORTE, 5O metros con Lote A; SUR, 5O metros con camino publico;',
        'ORIENTE, lOO metros con Lote C; PONIENTE, IOO metros con canal de regadio.',
        'Lo adquirio por compra a don PEDRO PABLO ROJAS LILLO, soltero, C.I.',
        '9.9O7.34l-l, domiciliado en Rengo, segun escritura de fecha cinco de',
        'junio de l998.- Titulo anterior: fojas 3Ol N° 255 de l996.- Rol 2l5-48.',
      ]),
    ).value;
    expect(entry.descripcion_propiedad?.startsWith(read)).toBe(true);
    expect(entry.deslindes.map((boundary) => boundary.largo)).toEqual([
      '50,00 metros',
      '50,00 metros',
      '100,00 metros',
      '100,00 metros',
    ]);
    expect(entry.vendedores[0]?.rut).toBe('9.907.341-1');
  });
});
