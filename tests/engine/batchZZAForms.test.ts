import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { readPdfText } from '../../server/analysis/engine/pdfText';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { entry, person, report } from '../factories/findings';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZA exposed once scored blind (issues #17, #18), each in wordings written
 * for these tests: made-up offices, people, numbers. The boxed copies are drawn into a real PDF
 * the way the held-out batches are (pdfWriter.ts), so the text layer is the engine's own.
 */

async function pageLines(pages: string[][]): Promise<string[][]> {
  return (await readPdfText(textPdf(pages))).map((page) => page.lines);
}

async function readCopy(pages: string[][]) {
  return extractInscription(buildDocument('copia.pdf', await readPdfText(textPdf(pages)))).value.entry;
}

const pad = (text: string, width: number) => text.padEnd(width, ' ');

/**
 * Rows of a box drawn with box-drawing rules, the margin notes in a column `width` characters
 * wide: a note as long as its column leaves one space before the rule, so the text layer draws the
 * note and the body's line as one run.
 */
function boxRows(margin: string[], body: string[], width: number): string[] {
  const rule = '─'.repeat(width + 2);
  const bodyRule = '─'.repeat(54);
  return [
    `┌${rule}┬${bodyRule}┐`,
    ...body.map((line, index) => `│ ${pad(margin[index] ?? '', width)} │ ${pad(line, 52)} │`),
    `└${rule}┴${bodyRule}┘`,
  ];
}

const BODY = [
  'Linares, cuatro de mayo de dos mil dieciocho.- Don',
  'RODRIGO ESTEBAN PAREDES LAGOS, cédula nacional de',
  'identidad número 14.203.558-7, soltero, agricultor,',
  'domiciliado en calle Kurt Moller número 812, comuna',
  'de Linares, es dueño del sitio y casa número cuatro',
  'de la manzana C de la Villa Los Copihues, ubicado',
  'en calle Kurt Moller número ochocientos doce, comuna',
  'de Linares, singularizado en el plano archivado bajo',
  'el número 604 del año 2004, que deslinda: NORTE, en',
  'doce metros con calle Kurt Moller; SUR, en doce metros',
  'con sitio número nueve; ORIENTE, en treinta metros con',
  'sitio número cinco; PONIENTE, en treinta metros con',
  'sitio número tres.- Lo adquirió por compra a doña',
  'GLORIA INÉS MUÑOZ ARAVENA, según escritura de fecha',
  'veinte de abril de dos mil dieciocho, otorgada en la',
  'Notaría de Linares de don Tomás Ignacio Reyes Soto.-',
];

const HEAD = ['CONSERVADOR DE BIENES RAÍCES DE LINARES', 'FOJAS 1204 VTA. NÚMERO 988 AÑO 2018', ''];

function expectBody(entry: Awaited<ReturnType<typeof readCopy>>) {
  expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['RODRIGO ESTEBAN PAREDES LAGOS']);
  expect(entry.propietarios[0]?.estado_civil).toBe('soltero');
  expect(entry.descripcion_propiedad).toBe(
    'sitio y casa número cuatro de la manzana C de la Villa Los Copihues, ubicado en calle Kurt Moller número ochocientos doce, comuna de Linares, singularizado en el plano archivado bajo el número 604 del año 2004',
  );
  expect(entry.fecha_registro).toBe('2018-05-04');
  expect(entry.plano).toBe(604);
}

describe('a copy boxed with box-drawing rules whose margin notes fill their column', () => {
  // Names in capitals as long as the column run past it in a proportional font; a lien note as
  // long as the column leaves the body's line a word space after it, off the body's edge.
  const margin = [
    'N° 988',
    'COMPRAVENTA',
    'MUÑOZ ARAVENA',
    'GLORIA INÉS',
    'A',
    'PAREDES LAGOS',
    'RODRIGO ESTEBAN',
    'REP: 2.114',
    '',
    'Hipoteca fs 301',
    'N° 244 año 2018',
    'Prohibición fs.',
    '309 N° 250 año',
    '2018.',
  ];

  for (const width of [15, 16]) {
    it(`reads the margin apart from the body (column ${width} wide)`, async () => {
      const pages = [[...HEAD, ...boxRows(margin, BODY, width)]];
      const lines = (await pageLines(pages)).flat();
      expect(lines).toContain('RODRIGO ESTEBAN');
      expect(lines).toContain('Hipoteca fs 301');
      expect(lines).toContain('identidad número 14.203.558-7, soltero, agricultor,');
      expect(lines).toContain('de la manzana C de la Villa Los Copihues, ubicado');
      expectBody(await readCopy(pages));
    });
  }
});

describe('a boxed copy whose margin’s longest note ends past the shorter ones', () => {
  // Page two of a copy: a lien's note beside the body's first lines only, its first line the
  // longest; the column's gutter starts where that line ends, not where the shorter ones do.
  const notes = (first: string) => [first, 'vta. N° 51 año', '2024. Linares,', '03/05/2024.'];
  const body = [
    'ARAVENA, cédula nacional de identidad número',
    '9.411.207-2, viuda, de este domicilio, por el precio',
    'de VEINTE MILLONES DE PESOS, pagados al contado.- El',
    'título anterior está inscrito a fojas 455 número 390',
    'del Registro de Propiedad del año 2004.- Rol de avalúo',
    'número 212-4, comuna de Linares.- Requirente: Rodrigo',
    'Paredes.- (Firmado) Conservador de Bienes Raíces.',
  ];

  for (const first of ['Embargo fs. 77', 'Embargo fs 2077']) {
    it(`reads the note's column before the body (“${first}”)`, async () => {
      const rows = boxRows(notes(first), body, 16);
      const [page] = await pageLines([
        ['CONSERVADOR DE BIENES RAÍCES DE LINARES   FOJAS 1204 VTA.', '', ...rows],
      ]);
      expect(page).toContain(first);
      expect(page).toContain('ARAVENA, cédula nacional de identidad número');
      expect(page).toContain('9.411.207-2, viuda, de este domicilio, por el precio');
    });
  }
});

describe('a digitised book’s copy whose plan number OCR read with letters', () => {
  const copy = (number: string, year: string) => [
    'CONSERVADOR DE BIENES RAICES DE PARRAL',
    'COPIA DIGITALIZADA DE LIBRO - REGISTRO DE PROPIEDAD',
    'A FOJAS 2O4, NUMERO 177 DEL AÑO 2O10',
    'Parral, ocho de junio de dos mil diez.- Doña ANA MARÍA CERDA ROJAS, cédula',
    'nacional de identidad número 10.556.872-3, soltera, de este domicilio, es',
    'dueña del sitio número doce de la Población Santa Rita, comuna de Parral,',
    `singularizado en el plano archivado bajo el número ${number} del año ${year}, que`,
    'deslinda: NORTE, con calle Uno; SUR, con sitio once.- La adquirió por compra',
    'a don PEDRO PABLO SOTO VEGA, según escritura de fecha dos de junio de dos mil',
    'diez, otorgada en la Notaría de Parral de don Luis Hernán Mora Pinto.-',
  ];

  const cases: [string, string, number, string][] = [
    ['3l7', '2OO1', 317, '2001'],
    ['1O5', '1999', 105, '1999'],
    ['2I8', 'l987', 218, '1987'],
  ];
  for (const [printed, year, plano, readYear] of cases) {
    it(`reads plan ${printed} of ${year} whole, repaired and doubtful`, () => {
      const { value, provenance } = extractInscription(cbrDocument(copy(printed, year)));
      expect(value.entry.plano).toBe(plano);
      expect(value.entry.descripcion_propiedad).toBe(
        `sitio número doce de la Población Santa Rita, comuna de Parral, singularizado en el plano archivado bajo el número ${plano} del año ${readYear}`,
      );
      expect(provenance['plano']?.unsure).toContain('repaired_reading');
      expect(provenance['descripcion_propiedad']?.unsure).toContain('repaired_reading');
    });
  }

  it('leaves a plan printed in digits as it is, undoubted', () => {
    const { value, provenance } = extractInscription(cbrDocument(copy('317', '2001')));
    expect(value.entry.plano).toBe(317);
    expect(provenance['plano']?.unsure ?? []).not.toContain('repaired_reading');
  });
});

describe('a dominio vigente announcing the current inscription and the earlier one it transcribes after it', () => {
  const certification = (announcement: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE SAN CARLOS',
    'CERTIFICADO DE DOMINIO VIGENTE',
    'El Conservador que suscribe certifica que el inmueble de calle Chacabuco N° 77, comuna',
    'de Ñiquén, se encuentra inscrito a fojas 640 número 512 del Registro de Propiedad del año',
    '2022, a nombre de los herederos de doña Elvira Sáez Toro, y que ésta se encuentra VIGENTE.',
    announcement,
    'San Carlos, tres de febrero de dos mil veintiséis.',
    'Código de verificación: SCA-0302-7781',
  ];
  const current = [
    'INSCRIPCIÓN N° 512 - FOJAS 640 - AÑO 2022 - HERENCIA',
    'San Carlos, nueve de mayo de dos mil veintidós.- Por resolución exenta número 4.410 del',
    'Servicio de Registro Civil e Identificación se concedió la posesión efectiva de la herencia',
    'quedada al fallecimiento de doña ELVIRA SÁEZ TORO a su hijo don CARLOS ANDRÉS MUÑOZ SÁEZ,',
    'cédula nacional de identidad número 15.338.204-1, soltero.- En consecuencia, se inscribe a',
    'nombre del heredero el dominio del sitio de calle Chacabuco número setenta y siete, comuna',
    'de Ñiquén, que deslinda: NORTE, con calle Chacabuco; SUR, con estero.- La causante lo',
    'adquirió según inscripción a fojas 95 número 210 del Registro de Propiedad del año 2001.-',
  ];
  const earlier = (heading: string) => [
    heading,
    'San Carlos, doce de marzo de dos mil uno.- Doña ELVIRA SÁEZ TORO, cédula nacional de',
    'identidad número 6.221.870-3, viuda, de este domicilio, es dueña del sitio de calle',
    'Chacabuco número setenta y siete, comuna de Ñiquén, que deslinda: NORTE, con calle',
    'Chacabuco; SUR, con estero.- Lo adquirió por compra a don LUIS ALBERTO PARRA REYES,',
    'según escritura de fecha dos de marzo de dos mil uno, otorgada en la Notaría de San Carlos',
    'de don Pedro Soto Vial, por el precio de $3.000.000.- Título anterior: fojas 30 número',
    '28 del año 1985.-',
  ];

  const cases: [string, string][] = [
    [
      'Se transcriben a continuación la inscripción especial de herencia y la inscripción de la causante que le sirve de antecedente.',
      'INSCRIPCIÓN ANTERIOR — N° 210 — FOJAS 95 — AÑO 2001',
    ],
    [
      'Se transcriben a continuación la inscripción vigente y la inscripción anterior.',
      'TÍTULO ANTERIOR - FOJAS 95 N° 210 AÑO 2001',
    ],
    // A worn copy's OCR glued the "y" to the word before it.
    [
      'Se transcriben a continuación la inscripción de dominioy la inscripción que le sirve de antecedente.',
      'INSCRIPCIÓN ANTERIOR N° 210 FOJAS 95 AÑO 2001',
    ],
  ];
  for (const [announcement, heading] of cases) {
    it(`gives the earlier one its own entry (“${heading}”)`, () => {
      const document = cbrDocument(certification(announcement), current, earlier(heading));
      const parts = bundledParts('dominio_vigente', document);
      expect(parts.map((part) => part.type)).toEqual(['titulo_anterior']);
      const [part] = parts;
      if (part?.type !== 'titulo_anterior') throw new Error('no earlier copy');
      const { entry } = part.result.value;
      expect([entry.fojas, entry.numero, entry.ano]).toEqual([95, 210, 2001]);
      expect(entry.codigo_verificacion).toBe('SCA-0302-7781');
      expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ELVIRA SÁEZ TORO']);
      expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['LUIS ALBERTO PARRA REYES']);
      const inForce = extractInscription(document).value.entry;
      expect([inForce.fojas, inForce.numero, inForce.ano]).toEqual([640, 512, 2022]);
    });
  }

  it('keeps a form’s “TÍTULO ANTERIOR:” label as no heading of a transcription', () => {
    const document = cbrDocument(
      certification('Se transcribe a continuación la inscripción vigente.'),
      current,
      ['TÍTULO ANTERIOR: FOJAS 95 N° 210 AÑO 2001'],
    );
    expect(bundledParts('dominio_vigente', document)).toEqual([]);
  });
});

describe('an electronic copy whose key is printed as its bare "Folio"', () => {
  const copy = (folio: string, footer: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE LINARES',
    'A FOJAS 812, NÚMERO 640 DEL AÑO 2019',
    'Linares, dos de abril de dos mil diecinueve.- Don PABLO ANDRÉS RIQUELME SOTO, cédula',
    'nacional de identidad número 13.221.845-6, soltero, de este domicilio, es dueño del',
    'sitio número tres de la Villa Los Aromos, comuna de Linares.- Lo adquirió por compra a',
    'doña MARTA ELENA VERA DÍAZ, según escritura de fecha veinte de marzo de dos mil',
    'diecinueve, otorgada en la Notaría de Linares de don Luis Soto Mora.-',
    'Linares, 10 de Marzo de 2026.',
    folio,
    footer,
  ];

  const cases: [string, string, string][] = [
    [
      'Folio LNR401188K2603C0812L064019V',
      'Verifique su validez en www.cbrlinares.cl',
      'LNR401188K2603C0812L064019V',
    ],
    ['Folio: AB77120034CD5512', 'Documento con firma electrónica avanzada.', 'AB77120034CD5512'],
    ['FOLIO XQ2026LN0044187', 'www.cbrlinares.cl', 'XQ2026LN0044187'],
  ];
  for (const [folio, footer, code] of cases) {
    it(`reads “${folio}” as the verification code`, () => {
      expect(extractInscription(cbrDocument(copy(folio, footer))).value.entry.codigo_verificacion).toBe(code);
    });
  }

  it('leaves a folio in digits alone, and a key on a paper copy', () => {
    const read = (folio: string, footer: string) =>
      extractInscription(cbrDocument(copy(folio, footer))).value.entry.codigo_verificacion;
    expect(read('Folio: 6617023518', 'Verifique en www.cbrlinares.cl')).toBeNull();
    expect(read('Folio LNR401188K2603C0812L064019V', 'Conste.')).toBeNull();
  });
});

describe('the civil status and domicile of a party whose name is doubted for its shape', () => {
  const owner = (index: number, key: string) => `property_registry_history[0].propietarios[${index}].${key}`;
  const at = (snippet: string) => ({ file: 'copia.pdf', page: 1, snippet, confidence: 0.9 });

  it('doubts them when the party has no RUT of its own: a margin’s words read as a name', () => {
    const dossier = report({
      property_registry_history: [
        entry({
          propietarios: [
            person('LORENA BEATRIZ SOTO PAREDES', { rut: '12.345.678-5' }),
            person('PAREDES LAGOS', {
              estado_civil: 'soltero',
              domicilio: 'calle Uno 12, comuna de Linares',
            }),
          ],
        }),
      ],
    });
    const marked = doubtValues(
      dossier,
      {
        // Doubted for its shape by an earlier check (a margin's words beside the body).
        [owner(1, 'nombre')]: {
          ...at('número 12.345.678-5, PAREDES LAGOS soltera, profe-RODRIGO ESTEBAN sora'),
          confidence: 0.4,
          unsure: ['name_shape'],
        },
        [owner(1, 'estado_civil')]: at('PAREDES LAGOS soltera, profe-RODRIGO ESTEBAN sora'),
        [owner(1, 'domicilio')]: at('domiciliada en calle Uno 12, comuna de Linares'),
      },
      new Date(),
    );
    expect(marked[owner(1, 'nombre')]?.unsure).toContain('name_shape');
    expect(marked[owner(1, 'estado_civil')]?.unsure).toContain('name_shape');
    expect(marked[owner(1, 'domicilio')]?.unsure).toContain('name_shape');
  });

  it('leaves those of a party with a sure name alone', () => {
    const dossier = report({
      property_registry_history: [
        entry({ propietarios: [person('LORENA BEATRIZ SOTO PAREDES', { estado_civil: 'soltero' })] }),
      ],
    });
    const marked = doubtValues(
      dossier,
      {
        [owner(0, 'nombre')]: at('doña LORENA BEATRIZ SOTO PAREDES, soltera, profesora'),
        [owner(0, 'estado_civil')]: at('SOTO PAREDES, soltera, profesora'),
      },
      new Date(),
    );
    expect(marked[owner(0, 'estado_civil')]?.unsure ?? []).not.toContain('name_shape');
  });
});

describe('a party name read from a word OCR broke with a hyphen', () => {
  const seller = (key: string) => `property_registry_history[0].vendedores[0].${key}`;
  const at = (snippet: string) => ({ file: 'copia.pdf', page: 1, snippet, confidence: 0.85 });
  const check = (nombre: string, snippet: string) =>
    doubtValues(
      report({ property_registry_history: [entry({ vendedores: [person(nombre)] })] }),
      { [seller('nombre')]: at(snippet) },
      new Date(),
    )[seller('nombre')]?.unsure ?? [];

  it('doubts the name that starts after the broken fragment', () => {
    expect(check('RRERA SOTO', 'compra a don LUIS ALBERTO HE-RRERA SOTO, cédula nacional')).toContain(
      'name_shape',
    );
    expect(check('LAR VEGA DÍAZ', 'a doña MARÍA DEL Pl-LAR VEGA DÍAZ, viuda')).toContain('name_shape');
  });

  it('leaves a name printed whole alone', () => {
    expect(
      check('LUIS ALBERTO HERRERA SOTO', 'compra a don LUIS ALBERTO HERRERA SOTO, cédula'),
    ).not.toContain('name_shape');
  });
});
