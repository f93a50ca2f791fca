import { describe, expect, it } from 'vitest';

import type { ProvenanceMap } from '../../common/record/provenance';
import { rulesReadAsOne } from '../../server/analysis/engine/checks/ruleReadAsOne';
import { addressCut } from '../../server/analysis/engine/checks/shapes';
import { documentIssueDate } from '../../server/analysis/engine/reading/assign';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { segmentGp } from '../../server/analysis/engine/reading/segment';
import { misreadWord, vocabularyOf } from '../../server/analysis/engine/spacingCopies';
import { newMarriageCertificate } from '../../common/documents/types/matrimonio';
import { entry, person, report } from '../factories/findings';
import {
  cbrDocument,
  certificateDocument,
  ocrDocumentFromPages,
  typedParts,
} from '../support/engineDocuments';

/*
 * Forms held-out batch ZZE exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a certificate whose pages are numbered by a bare "1 de 2" footer', () => {
  const first = [
    'CONSERVADOR DE BIENES RAÍCES DE PUERTO AYSÉN',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'El Conservador certifica que sobre el inmueble de pasaje Los Ñirres N° 77,',
    'inscrito a fojas 140 N° 122 del Registro de Propiedad del año 2018, constan:',
    'Hipoteca a fojas 51, N° 40, año 2018, a favor de BANCO RIPLEY, para',
    'caucionar la suma de DOS MIL DOSCIENTAS UNIDADES DE FOMENTO CON VEINTE',
  ];
  // The second page names the registries, as a heading would: only its numbering binds it.
  const second = [
    'CENTÉSIMOS (2.200,20 UF).',
    'lo anterior, en el Registro de Hipotecas y Gravámenes',
    'Prohibición de gravar y enajenar a fojas 60, N° 55, año 2018, a favor de',
    'BANCO RIPLEY.',
    'lo anterior, en el Registro de Interdicciones y Prohibiciones',
    'Puerto Aysén, 3 de febrero de 2026.',
  ];

  it('keeps the page after a footer alone on its line ("1 de 2") with the certificate', () => {
    expect(typedParts([...first, '1 de 2'], [...second, '2 de 2'])).toEqual(['1-2 gp']);
  });

  it('reads the number ending a footer line after a wide gap ("Código: …   2 de 3")', () => {
    expect(
      typedParts(
        [...first, 'Código: AYS-GP-2201   1 de 3'],
        [second[0] ?? '', second[1] ?? '', 'Código: AYS-GP-2201   2 de 3'],
        [...second.slice(2), 'Verificación: AYS/2026/0041   3 de 3'],
      ),
    ).toEqual(['1-3 gp']);
  });
});

describe('a copy with vigencia closed by its code, then a GP titled atop the next page, numbered on', () => {
  const footer = (page: number) =>
    `Conservador de Bienes Raíces de Quellón · Carpeta 55-2026 · pág. ${page}/3`;
  const copy = [
    'COPIA DE INSCRIPCIÓN CON CERTIFICADO DE VIGENCIA',
    'Quellón, diez de enero de dos mil diecinueve.- Doña MARTA ELENA VERA',
    'ULLOA, cédula nacional de identidad número 9.114.203-5, soltera, es dueña',
    'del sitio número ocho ubicado en calle Ladrilleros número 310, comuna de',
    'Quellón.- Lo adquirió por compra a don PEDRO PABLO NAIL CÁRCAMO.- Doy fe.-',
    'CERTIFICADO DE VIGENCIA',
    'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad',
    'del año 2019 se encuentra vigente a nombre de MARTA ELENA VERA ULLOA.',
    '4 de marzo de 2026.',
    'Código de verificación: QLN-2026-0055-01',
  ];
  const gpFirst = [
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES',
    'Y PROHIBICIONES DE ENAJENAR',
    'Inscripción de dominio: fojas 88 N° 71 del Registro de Propiedad del año 2019.',
    'a) REGISTRO DE HIPOTECAS Y GRAVÁMENES',
    'Hipoteca inscrita a fojas 30 número 21 del año 2019, a favor de BANCO',
    'FALABELLA, para garantizar la suma de OCHENTA MI-',
  ];
  const gpLast = [
    'LLONES DE PESOS ($80.000.000).',
    'b) REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'No se registran.',
    '4 de marzo de 2026.   Código de verificación: QLN-2026-0055-02',
    'EL CONSERVADOR',
  ];

  it('starts the GP on its page, signed copy or not, and keeps its last page with it', () => {
    expect(
      typedParts(
        [...copy, '[firma electrónica avanzada]', 'EL CONSERVADOR', footer(1)],
        [...gpFirst, footer(2)],
        [...gpLast, footer(3)],
      ),
    ).toEqual(['1-1 dominio_vigente', '2-3 gp']);
    expect(typedParts([...copy, footer(1)], [...gpFirst, footer(2)], [...gpLast, footer(3)])).toEqual([
      '1-1 dominio_vigente',
      '2-3 gp',
    ]);
  });

  it('keeps a page that goes on with the copy’s own text under its code with the copy', () => {
    // The copy's code is printed, then its text goes on (a margin note): no certificate closed there.
    const goesOn = [
      ...copy,
      'NOTAS MARGINALES',
      'Se inscribió hipoteca a fojas 30 número 21 del año 2019',
      'a favor de Banco Falabella, y prohibición a fojas 41 número',
      '33 del mismo año.',
    ];
    expect(typedParts([...goesOn, footer(1)], [...gpFirst, footer(2)], [...gpLast, footer(3)])[0]).not.toBe(
      '1-1 dominio_vigente',
    );
  });
});

describe('a GP naming each registry after its items ("lo anterior, en el Registro de …")', () => {
  const lines = [
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Respecto del inmueble inscrito a fojas 310 N° 288 del Registro de Propiedad',
    'del año 2015, se encuentran vigentes las siguientes inscripciones:',
    'Hipoteca a fojas 90, N° 71, año 2015, en favor de BANCO BICE.',
    '── lo anterior, en el Registro de Hipotecas y Gravámenes ──',
    'Prohibición de gravar y enajenar a fojas 101, N° 80, año 2015, en favor de',
    'BANCO BICE.',
    '── lo anterior, en el Registro de Interdicciones y Prohibiciones de Enajenar ──',
    'No registra.',
    '── lo anterior, respecto de embargos y litigios ──',
    'Castro, 2 de mayo de 2026.',
  ];

  it('puts each entry in the registry named after it and takes no later "No registra" for its answer', () => {
    const document = cbrDocument(lines);
    const segments = segmentGp(document.normalized.text);
    expect(segments.entries.map((entry) => entry.registry)).toEqual(['gravamenes', 'prohibiciones']);
    expect(segments.parts.map((part) => [part.section, part.none])).toEqual([
      ['gravamenes', false],
      ['prohibiciones', false],
      // "lo anterior, respecto de embargos y litigios" closes the "No registra." before it.
      ['litigios', true],
    ]);
    const gp = extractGpCertificate(document);
    expect(gp.value.gravamenes.map((lien) => lien.fojas)).toEqual([90]);
    expect(gp.value.prohibiciones.map((lien) => lien.fojas)).toEqual([101]);
    expect(gp.notes).toEqual([]);
  });

  it('reads the same with the names without their rules', () => {
    const plain = lines.map((line) => line.replace(/──\s?/g, '').trim());
    const gp = extractGpCertificate(cbrDocument(plain));
    expect(gp.value.prohibiciones.map((lien) => lien.numero)).toEqual([80]);
    expect(gp.notes).toEqual([]);
  });
});

describe('verification codes in other shapes', () => {
  it('reads a code whose groups a slash parts after a bare "Verificación:"', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
        'Inmueble inscrito a fojas 12 N° 9 del Registro de Propiedad del año 2020.',
        'Hipotecas y gravámenes: no registra.',
        'Natales, 5 de enero de 2026.',
        'Verificación: NAT/2026/00412                2 de 2',
      ]),
    ).value;
    expect(gp.codigo_verificacion).toBe('NAT/2026/00412');
  });

  it('reads an office key holding an Ñ after a bare "Código"', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
        'Inmueble inscrito a fojas 12 N° 9 del Registro de Propiedad del año 2020.',
        'Hipotecas y gravámenes: no registra.',
        'Ñuble, 5 de enero de 2026.',
        'Código ÑBL-0105-GP-2231',
      ]),
    ).value;
    expect(gp.codigo_verificacion).toBe('ÑBL-0105-GP-2231');
  });

  it('reads a SERVIU code after the short leader of a block’s longest label ("Verificación .. X")', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN - REGIÓN DE COQUIMBO',
        'INFORME DE SITUACIÓN DE INMUEBLE N° 88',
        'La Serena, 3 de marzo de 2026.',
        'Inmueble ...... calle Cienfuegos N° 210',
        'Comuna ........ La Serena',
        'Informe ....... El inmueble NO se encuentra afecto a expropiación.',
        'Verificación .. SRV4-088-2026',
      ]),
    ).value;
    expect(report.codigo_verificacion).toBe('SRV4-088-2026');
  });

  it('reads a code under a worn label that lost its "fi" ligature ("Código de vericación:")', () => {
    const report = extractServiuReport(
      ocrDocumentFromPages('serviu.pdf', [
        [
          'SERVIU REGIÓN DE ÑUBLE',
          'CERTIFICADO DE EXPROPIACIÓN N° 0412',
          '1. Fecha de emisión ..   4 de mayo de 2026',
          '2. Dirección del inmueble   Arauco N° 540',
          '3. Situación   NO AFECTO a expropiación',
          'Código de vericación: SRV16-0412-26-PX',
        ].join('\n'),
      ]),
    ).value;
    expect(report.codigo_verificacion).toBe('SRV16-0412-26-PX');
  });

  it('reads a SERVIU code whose label a sentence broke across two lines', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE LOS LAGOS',
        'CERTIFICADO N° 2.031. En Osorno, a 8 de abril de 2026, el Servicio de Vivienda',
        'y Urbanización certifica que el inmueble de calle Mackenna N° 1.020, comuna de',
        'Osorno, no se encuentra afecto a expropiación por este Servicio. Código',
        'de verificación SRVLL-2031-2026.',
      ]),
    ).value;
    expect(report.codigo_verificacion).toBe('SRVLL-2031-2026');
  });
});

describe('a copy whose inscription opens on a company, its word cut at the line’s end', () => {
  it('takes the certification’s date, not the inscription’s, as the issue date', () => {
    const document = cbrDocument([
      'COPIA DE INSCRIPCIÓN',
      'Ancud, doce de mayo de dos mil veinte.- La socie-',
      'dad MAREAS DEL SUR LIMITADA, rol único tributario número 77.104.220-1, es',
      'dueña del terreno ubicado en camino a Pupelde kilómetro dos, comuna de',
      'Ancud.- Lo adquirió por compra a don JUAN CARLOS MANSILLA ULE.- Doy fe.-',
      'Certifico que la inscripción que antecede se encuentra vigente a esta fecha.',
      '9 de febrero de 2026.',
      'Código de verificación: ANC-2026-0090-01',
    ]);
    expect(documentIssueDate(document)?.iso).toBe('2026-02-09');
    expect(extractInscription(document).value.entry.fecha_registro).toBe('2020-05-12');
  });
});

describe('a copy whose sentence runs on across a page footer "1 de 2"', () => {
  it.each(['1 de 2', '1de 2'])('reads the boundary hyphenated across the break without "%s"', (footer) => {
    const entry = extractInscription(
      cbrDocument(
        [
          'CONSERVADOR DE BIENES RAÍCES DE NATALES',
          'Natales, ocho de junio de dos mil diecinueve.- Don LUIS ARMANDO',
          'BARRÍA OJEDA, cédula nacional de identidad número 9.402.118-3,',
          'soltero, es dueño del sitio número tres ubicado en calle Bulnes',
          'número trescientos diez, comuna de Natales, que deslinda: Norte,',
          'en doce metros con calle Bulnes; Sur, en doce metros con sitio',
          'número ocho; Oriente, en veinti-',
          footer,
        ],
        [
          'ocho metros con sitio número cuatro; Poniente, en veintiocho metros',
          'con sitio número dos.- Lo adquirió por compra a doña ROSA ELENA',
          'VERA PAREDES.- Doy fe.-',
          'Natales, 2 de marzo de 2026.   2 de 2',
        ],
      ),
    ).value.entry;
    expect(entry.deslindes.map((side) => side.largo)).toEqual([
      '12,00 metros',
      '12,00 metros',
      '28,00 metros',
      '28,00 metros',
    ]);
  });
});

describe('a GP’s property on a street named by a date', () => {
  const gp = (street: string) =>
    extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        `Inmueble   : ${street}`,
        'Comuna     : Taltal',
        'Dominio    : Fs. 301 N° 240 año 2019',
        'HIPOTECAS Y GRAVÁMENES: no registra.',
        'INTERDICCIONES Y PROHIBICIONES: no registra.',
        'Taltal, 3 de mayo de 2026.',
      ]),
    ).value;

  it('reads the street with its day and month as its name', () => {
    expect(gp('calle 18 de Septiembre N° 655').domicilio).toBe('calle 18 de Septiembre 655');
    expect(gp('avenida 5 de Abril número 1.020, sitio 4').domicilio).toBe('avenida 5 de Abril 1020');
  });

  it('doubts an address whose printed number kept its thousands dot and goes on with its lot', () => {
    expect(addressCut('avenida 5 de Abril 1020', 'Inmueble : avenida 5 de Abril número 1.020, sitio 4')).toBe(
      true,
    );
    expect(addressCut('camino a Tongoy 2310', 'camino a Tongoy N° 2.310, lote 9, sector Playa')).toBe(true);
    expect(addressCut('camino a Tongoy 2310', 'camino a Tongoy N° 2.310 Comuna: Coquimbo')).toBe(false);
  });
});

describe('a GP form giving the property’s inscription with its book’s name before the year', () => {
  it('reads the year after "Propiedad"', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Propiedad ................ pasaje Los Olivos N° 77',
        'Inscripción .............. fs. 412 N° 390 Propiedad 2024',
        'Hipotecas y gravámenes ........................... NO HAY',
        'Interdicciones y prohibiciones de enajenar ....... NO HAY',
        'Vallenar, 5 de mayo de 2026.',
      ]),
    ).value;
    expect([gp.fojas, gp.numero, gp.ano]).toEqual([412, 390, 2024]);
  });
});

describe('a GP entry dated by the one before it ("de igual fecha")', () => {
  it('takes the date of the entry printed before it', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inscripción de dominio: fojas 610 N° 502 del Registro de Propiedad del año 2020.',
        'a) REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        'Hipoteca inscrita a fojas 220 número 180 del año 2020, con fecha tres de',
        'marzo de dos mil veinte, a favor de BANCO CONSORCIO.',
        'b) REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Prohibición de gravar y enajenar, inscrita a fojas 301 número 260 del año',
        '2020, de igual fecha, a favor de BANCO CONSORCIO.',
        'Ovalle, 8 de enero de 2026.',
      ]),
    ).value;
    expect(gp.gravamenes[0]?.fecha_emision).toBe('2020-03-03');
    expect(gp.prohibiciones[0]?.fecha_emision).toBe('2020-03-03');
  });
});

describe('a Spanish word one letter longer than a word the dossier prints often', () => {
  const often = vocabularyOf(['casa y sitio, la casa, otra casa, una casa; calle, calle, calle.']);

  it('is kept as printed ("causa" is no "casa")', () => {
    expect(misreadWord('causa', often)).toBeNull();
  });

  it('while a word OCR shortened is still read back', () => {
    expect(misreadWord('cale', often)).toBe('calle');
  });
});

describe('a boxed form’s rule OCR read as a "1" before a number', () => {
  // A worn copy of "| Nro. inscripción | 77 |" read as "Nro. inscripción 177": the number starts a
  // character left of the column the form's other values start at.
  const marriage = (numero: number) => ({
    ...newMarriageCertificate(),
    circunscripcion: 'TALTAL',
    numero_de_inscripcion: numero,
    ano: 2011,
    marido: { nombre: 'PEDRO PABLO ROJAS VEGA', rut: '12.345.678-5' },
    mujer: { nombre: 'ANA LUISA PÉREZ ROJAS', rut: '13.456.789-4' },
  });
  const form = report({ certificados_matrimonio: [marriage(177)] });
  const source = (x: number, y: number, file = 'worn.pdf') => ({
    file,
    page: 1,
    snippet: '…',
    boxes: [{ page: 1, x, y, width: 40, height: 10 }],
    confidence: 0.9,
  });
  const provenance = (numeroX: number): ProvenanceMap => ({
    'certificados_matrimonio[0].circunscripcion': source(164.9, 736),
    'certificados_matrimonio[0].numero_de_inscripcion': source(numeroX, 721),
    'certificados_matrimonio[0].marido.nombre': source(166.6, 710),
    'certificados_matrimonio[0].marido.rut': source(167.3, 697),
    'certificados_matrimonio[0].mujer.nombre': source(167.9, 684),
  });

  it('doubts the number on a page read by OCR', () => {
    expect(rulesReadAsOne(form, provenance(160.9), new Set(['worn.pdf']))).toEqual([
      'certificados_matrimonio[0].numero_de_inscripcion',
    ]);
  });

  it('leaves a number starting at the column, a text layer’s, and a CBR copy’s', () => {
    expect(rulesReadAsOne(form, provenance(166), new Set(['worn.pdf']))).toEqual([]);
    expect(rulesReadAsOne(form, provenance(160.9), new Set())).toEqual([]);
    const copy = report({
      property_registry_history: [
        entry({ fojas: 177, propietarios: [person('ANA LUISA PÉREZ ROJAS', { rut: '12.345.678-5' })] }),
      ],
    });
    const lines: ProvenanceMap = {
      'property_registry_history[0].fojas': source(160.9, 720),
      'property_registry_history[0].propietarios[0].nombre': source(166, 710),
      'property_registry_history[0].propietarios[0].rut': source(166, 697),
      'property_registry_history[0].numero': source(166, 684),
    };
    expect(rulesReadAsOne(copy, lines, new Set(['worn.pdf']))).toEqual([]);
  });

  it('leaves a column of one field (a table’s numbers aligned right)', () => {
    const rows = report({
      certificados_matrimonio: [marriage(177), marriage(640), marriage(655), marriage(702)],
    });
    const table: ProvenanceMap = {
      'certificados_matrimonio[0].numero_de_inscripcion': source(160.9, 720),
      'certificados_matrimonio[1].numero_de_inscripcion': source(166, 710),
      'certificados_matrimonio[2].numero_de_inscripcion': source(166, 697),
      'certificados_matrimonio[3].numero_de_inscripcion': source(166, 684),
    };
    expect(rulesReadAsOne(rows, table, new Set(['worn.pdf']))).toEqual([]);
  });
});
