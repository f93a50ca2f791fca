import { describe, expect, it } from 'vitest';

import type { Provenance } from '../../common/record/provenance';
import { settleByAgreement } from '../../server/analysis/engine/checks/agreement';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { referencesOfAnotherRole } from '../../server/analysis/engine/checks/referenceWords';
import { CONFIDENT_WORD, ocrDoubts } from '../../server/analysis/engine/checks/ocrDoubt';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { priceWordsAgree, priceWordsDisagree } from '../../server/analysis/engine/text/amounts';
import type { TextRun } from '../../server/analysis/engine/wordBoxes/textRuns';
import {
  affectation,
  debt,
  earlierEntry,
  entry,
  gp,
  mortgage,
  person,
  report,
  situationReport,
} from '../factories/findings';
import {
  cityStreet,
  extractMunicipalAffectation,
} from '../../server/analysis/engine/extractors/municipalAffectation';
import { deniedInWordsOrBoxes, settleServiuDenials } from '../../server/analysis/engine/checks/serviuDenial';
import { settleDatedLienYears, yearPrintedInDate } from '../../server/analysis/engine/checks/lienYearDate';
import { repairFromTitleCopies } from '../../server/analysis/engine/titleCopies';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Doubt on worn copies made precise (issue #17): lifted only with positive evidence that the value
 * is right (its own words read confidently, a price said alike in words and figures, a repaired
 * reading another document reads alike without doubt), kept wherever that evidence is missing.
 */

/** An OCR'd page of one line of words, each with its confidence. */
function ocrPage(words: [text: string, confidence: number][]): PageText {
  let x = 40;
  const runs: TextRun[] = words.map(([text, confidence]) => {
    const run: TextRun = { text, origin: [x, 600], advance: [5 * text.length, 0], rise: [0, 9], confidence };
    x += 5 * text.length + 5;
    return run;
  });
  const line = words.map(([text]) => text).join(' ');
  const doubtful = words.filter(([, confidence]) => confidence < 80).map(([text]) => text);
  return { number: 1, lines: [line], textLength: line.length, runs, ocr: { doubtfulWords: doubtful } };
}

describe('a value on a page OCR read poorly', () => {
  // Half of the page's words read poorly: a stain across a Collipulli certificate's clauses.
  const smudged = Array.from({ length: 20 }, (_, index): [string, number] => [`borr${index}oso`, 35]);
  const page = ocrPage([
    ...smudged,
    ['Inscrita', 96],
    ['a', 96],
    ['fojas', 97],
    ['733', 96],
    ['número', 93],
    ['5190', 84],
    ['del', 95],
    ['año', 95],
    ['2017', 92],
    ['comuna', 91],
    ['Traiguén', 95],
    ['notaría', 91],
  ]);
  const runs = page.runs ?? [];
  const placed = (from: number, to: number) => ({ runs: runs.slice(from, to), whole: true });

  it('is not doubted for the page when OCR read each of its own words confidently, whole', () => {
    expect(ocrDoubts(page, '733', placed(23, 24))).toEqual([]);
  });

  it('keeps the page’s doubt for a word of the documents’ vocabulary, confident wherever it is printed', () => {
    expect(runs[30]?.confidence).toBeGreaterThanOrEqual(CONFIDENT_WORD);
    expect(ocrDoubts(page, 'Traiguén', placed(30, 31))).toEqual(['ocr_poor_page']);
    expect(ocrDoubts(page, 'fojas', placed(22, 23))).toEqual(['ocr_poor_page']);
  });

  it('keeps the page’s doubt for a word read below the confident bar, one only partly placed, or one not placed', () => {
    expect(runs[25]?.confidence).toBeLessThan(CONFIDENT_WORD);
    expect(ocrDoubts(page, '5190', placed(25, 26))).toEqual(['ocr_poor_page']);
    expect(ocrDoubts(page, '733', { runs: runs.slice(23, 24), whole: false })).toEqual(['ocr_poor_page']);
    expect(ocrDoubts(page, '733', null)).toEqual(['ocr_poor_page']);
    expect(ocrDoubts(page, 'borr3oso', placed(3, 4))).toEqual(['ocr_low_confidence', 'ocr_poor_page']);
  });
});

describe('a price said in words and in figures', () => {
  it('agrees when both say one amount', () => {
    expect(priceWordsAgree('TREINTA Y DOS MILLONES CUATROCIENTOS MIL PESOS ($32.400.000)')).toBe(true);
    expect(priceWordsAgree('SIETE MILLONES DOSCIENTOS CINCUENTA MIL PESOS, $7.250.000')).toBe(true);
  });

  it('does not agree when one side is missing or says another amount', () => {
    expect(priceWordsAgree('TREINTA Y DOS MILLONES CUATROCIENTOS MIL PESOS')).toBe(false);
    expect(priceWordsAgree('$32.400.000')).toBe(false);
    const misread = 'TREINTA Y DOS MILLONES CUATROCIENTOS MIL PESOS ($32.900.000)';
    expect(priceWordsAgree(misread)).toBe(false);
    expect(priceWordsDisagree(misread)).toBe(true);
  });
});

describe('a repaired reading another document reads alike', () => {
  const sure = (file: string): Provenance => ({ file, page: 1, snippet: '…', confidence: 0.9 });
  const repaired = (file: string, ...more: Provenance['unsure'] & object): Provenance => ({
    ...sure(file),
    confidence: 0.4,
    unsure: ['repaired_reading', ...more],
  });
  const EARLIER = 'property_registry_history[0].numero_anterior';
  const CHAIN = 'property_registry_history[1].numero';
  const dossier = (numeroAnterior: number) =>
    report({
      property_registry_history: [entry({ numero_anterior: numeroAnterior }), earlierEntry({ numero: 4417 })],
    });

  it('lifts the repair’s doubt from an earlier title’s number the next title reads alike without doubt', () => {
    const settled = settleByAgreement(dossier(4417), {
      [EARLIER]: repaired('vigencia.scan.pdf'),
      [CHAIN]: sure('titulo_1999.pdf'),
    });
    expect(settled[EARLIER]?.unsure).toBeUndefined();
  });

  it('keeps it when the other reading differs or is itself doubted, and keeps the value’s other doubts', () => {
    expect(
      settleByAgreement(dossier(4471), { [EARLIER]: repaired('vigencia.scan.pdf'), [CHAIN]: sure('t.pdf') })[
        EARLIER
      ]?.unsure,
    ).toEqual(['repaired_reading']);
    expect(
      settleByAgreement(dossier(4417), {
        [EARLIER]: repaired('vigencia.scan.pdf'),
        [CHAIN]: { ...sure('t.scan.pdf'), confidence: 0.4, unsure: ['ocr_low_confidence'] },
      })[EARLIER]?.unsure,
    ).toEqual(['repaired_reading']);
    expect(
      settleByAgreement(dossier(4417), {
        [EARLIER]: repaired('vigencia.scan.pdf', 'earlier_title_later'),
        [CHAIN]: sure('t.pdf'),
      })[EARLIER]?.unsure,
    ).toEqual(['earlier_title_later']);
  });

  it('keeps it on a description, compared without its spaces, whatever the other title reads', () => {
    const PATH = 'property_registry_history[0].descripcion_propiedad';
    const split = report({
      property_registry_history: [
        entry({ descripcion_propiedad: 'si tio y casa en calle Prat' }),
        earlierEntry({ descripcion_propiedad: 'sitio y casa en calle Prat' }),
      ],
    });
    const settled = settleByAgreement(split, {
      [PATH]: repaired('vigencia.scan.pdf'),
      'property_registry_history[1].descripcion_propiedad': sure('t.pdf'),
    });
    expect(settled[PATH]?.unsure).toEqual(['repaired_reading']);
  });
});

describe('a name whose words a longer reading holds', () => {
  const OWNER = 'property_registry_history[0].propietarios[0].nombre';
  const GP_OWNER = 'gp_certificates[0].propietarios[0].nombre';
  const TAXPAYER = 'debt_certificates[0].contribuyente.nombre';
  const at = (file: string, snippet = ''): Provenance => ({ file, page: 1, snippet, confidence: 0.9 });
  // The TGR's line ran on into the next column's word: "ESPINOZA" is no part of the owner's name.
  const dossier = (gpOwner: string) =>
    report({
      property_registry_history: [
        entry({ propietarios: [person('TOMÁS IGNACIO VERA LAGOS')] }),
        earlierEntry(),
      ],
      gp_certificates: [gp({ propietarios: [{ nombre: gpOwner, rut: null }] })],
      debt_certificates: [
        debt({ contribuyente: { nombre: 'VERA LAGOS TOMAS IGNACIO ESPINOZA', rut: null } }),
      ],
    });
  const provenance = {
    [OWNER]: at('vigencia.scan.pdf', 'don TOMÁS IGNACIO VERA LAGOS, casado'),
    [GP_OWNER]: at('gp.scan.pdf', 'Propietario: VERA LAGOS TOMÁS IGNACIO'),
    [TAXPAYER]: at('tgr.pdf', 'NOMBRE VERA LAGOS TOMAS IGNACIO ESPINOZA'),
  };
  const marks = (gpOwner: string, sources = provenance) =>
    doubtValues(dossier(gpOwner), sources, new Date('2025-10-20T12:00:00Z'));

  it('is not doubted as shortened when another document prints the very same words without doubt', () => {
    const marked = marks('VERA LAGOS TOMÁS IGNACIO');
    expect(marked[OWNER]?.unsure ?? []).not.toContain('name_shape');
    expect(marked[GP_OWNER]?.unsure ?? []).not.toContain('name_shape');
  });

  it('is doubted when no other document prints it so, or the one that does was itself doubted', () => {
    expect(marks('VERA LAGOS TOMÁS')[OWNER]?.unsure).toContain('name_shape');
    const doubtedGp = {
      ...provenance,
      [GP_OWNER]: {
        ...at('gp.scan.pdf', 'Propietario: VERA LAGOS TOMÁS IGNACIO'),
        confidence: 0.4,
        unsure: ['name_shape' as const],
      },
    };
    expect(marks('VERA LAGOS TOMÁS IGNACIO', doubtedGp)[OWNER]?.unsure).toContain('name_shape');
  });
});

describe('an earlier title’s copy headed as the earlier title', () => {
  const HEADING = 'CONSERVADOR DE TRAIGUÉN — COPIA DEL TÍTULO ANTERIOR: Fojas 1.317 Número 944 Año 1998';
  const at = (file: string, snippet: string): Provenance => ({ file, page: 1, snippet, confidence: 0.9 });
  const chain = (fojasAnterior: number) =>
    report({
      property_registry_history: [
        entry({ fojas_anterior: fojasAnterior, numero_anterior: 944, ano_anterior: 1998 }),
        earlierEntry({ fojas: 1317, numero: 944, ano: 1998 }),
      ],
    });
  const provenance = (file = 'vigencia.pdf') => ({
    'property_registry_history[0].fojas_anterior': at(
      file,
      'El título anterior rola a fojas 1.317 número 944',
    ),
    'property_registry_history[0].numero_anterior': at(
      file,
      'El título anterior rola a fojas 1.317 número 944',
    ),
    'property_registry_history[1].fojas': at('titulo_1998.pdf', HEADING),
    'property_registry_history[1].numero': at('titulo_1998.pdf', HEADING),
  });

  it('keeps its reference unmarked when the title citing it names the same fojas and número', () => {
    expect(referencesOfAnotherRole(chain(1317), provenance())).toEqual([]);
  });

  it('marks it when the citing title names another reference, or the citation is the same document', () => {
    expect(referencesOfAnotherRole(chain(1371), provenance())).toContain(
      'property_registry_history[1].fojas',
    );
    expect(referencesOfAnotherRole(chain(1317), provenance('titulo_1998.pdf'))).toContain(
      'property_registry_history[1].fojas',
    );
  });
});

describe('a side a worn title lost, taken from the title it copies', () => {
  const sides = [
    { direccion: 'Norte', largo: '14,00 metros', propiedad: 'pasaje Los Quillayes' },
    { direccion: 'Oriente', largo: '26,40 metros', propiedad: 'lote dieciséis' },
    { direccion: 'Sur', largo: '14,00 metros', propiedad: 'lote veinte' },
  ];
  const worn = [sides[0], sides[2]].flatMap((side) => (side ? [side] : []));
  const titles = report({
    property_registry_history: [entry({ deslindes: sides }), earlierEntry({ deslindes: worn })],
  });
  const at = (file: string, snippet: string, more: Partial<Provenance> = {}): Provenance => ({
    file,
    page: 1,
    snippet,
    confidence: 0.85,
    ...more,
  });
  const provenance = (oriente: Partial<Provenance> = {}) => ({
    'property_registry_history[0].deslindes': at('vigente.pdf', 'que deslinda: NORTE …'),
    'property_registry_history[0].deslindes[1].propiedad': at('vigente.pdf', 'con lote dieciséis', oriente),
    'property_registry_history[1].deslindes': at(
      'titulo_2004.pdf',
      'NORTE, catorce metros con pasaje Los Quillayes; ORIENTE, veintiseis coma cuar=: ; SUR, catorce metros con lote veinte',
    ),
  });

  it('points at the words of the title that prints it, derived from them and not doubted', () => {
    const { report: repaired, provenance: marked } = repairFromTitleCopies(
      titles,
      provenance(),
      new Set(['titulo_2004.pdf']),
    );
    expect(repaired.property_registry_history[1]?.deslindes).toEqual(sides);
    expect(marked['property_registry_history[1].deslindes[1].propiedad']).toMatchObject({
      file: 'vigente.pdf',
      snippet: 'con lote dieciséis',
      derived: true,
    });
    expect(marked['property_registry_history[1].deslindes[1].propiedad']?.unsure).toBeUndefined();
    expect(marked['property_registry_history[1].deslindes[1].largo']?.unsure).toBeUndefined();
  });

  it('keeps the doubt of the words it was taken from', () => {
    const { provenance: marked } = repairFromTitleCopies(
      titles,
      provenance({ confidence: 0.4, unsure: ['ocr_low_confidence'] }),
      new Set(['titulo_2004.pdf', 'vigente.pdf']),
    );
    expect(marked['property_registry_history[1].deslindes[1].propiedad']?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
  });
});

describe('the urban default of a municipal certificate that names no area', () => {
  const read = (address: string) =>
    extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE PAPUDO',
        'CERTIFICADO DE INFORMACIONES PREVIAS N° 88',
        `Dirección: ${address}`,
        '¿Afecto a declaratoria de utilidad pública?   NO',
      ]),
    );

  it('is what a city street opening the address says: derived from the address, not doubted', () => {
    const { value, provenance } = read('pasaje Los Quillayes N° 77');
    expect(value.tipo_vivienda).toBe('Urbano');
    expect(provenance['tipo_vivienda']).toMatchObject({ derived: true });
    expect(provenance['tipo_vivienda']?.unsure).toBeUndefined();
  });

  it('stays a doubted default for a road, a plot or an address without a street kind', () => {
    for (const address of ['Camino a La Laguna km 3', 'calle El Roble, parcela 12', 'LOS ESPINOS 410'])
      expect(read(address).provenance['tipo_vivienda']?.unsure).toContain('inferred');
  });

  it('tells a city street from a rural place', () => {
    expect(cityStreet('Av. Irarrázaval 2210')).toBe(true);
    expect(cityStreet('CALLE PRAT 15')).toBe(true);
    expect(cityStreet('calle Principal, sector Los Maquis')).toBe(false);
    expect(cityStreet('Avenida Los Castaños, lote 4-B')).toBe(false);
    expect(cityStreet('Hijuela 5 Fundo El Carmen')).toBe(false);
  });
});

describe('a kind of affectation denied in its own words beside a doubted main answer', () => {
  const base = 'public_expropriation_certificates[0]';
  const at = (snippet: string, more: Partial<Provenance> = {}): Provenance => ({
    file: 'dom.pdf',
    page: 1,
    snippet,
    confidence: 0.9,
    ...more,
  });
  const dossier = report({
    public_expropriation_certificates: [
      affectation({ objeto_expropiacion: true, expropiacion_vial: false, expropiacion_por_parque: false }),
    ],
  });
  const check = (vial: Provenance, parque: Provenance) =>
    doubtValues(
      dossier,
      {
        [`${base}.objeto_expropiacion`]: at('CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 12', {
          confidence: 0.4,
          unsure: ['yes_no_unmarked'],
        }),
        [`${base}.expropiacion_vial`]: vial,
        [`${base}.expropiacion_por_parque`]: parque,
      },
      new Date('2026-03-02T12:00:00Z'),
      new Set(['dom.pdf']),
    );

  it('keeps its "no" unmarked, and the main answer doubted', () => {
    const checked = check(
      at('Ensanche o apertura de vías ....... NO AFECTA Parques'),
      at('Plazas, parques y áreas verdes: no se encuentra afecto'),
    );
    expect(checked[`${base}.expropiacion_vial`]?.unsure).toBeUndefined();
    expect(checked[`${base}.expropiacion_por_parque`]?.unsure).toBeUndefined();
    expect(checked[`${base}.objeto_expropiacion`]?.unsure).toContain('yes_no_unmarked');
  });

  it('doubts a "no" beside a "sí" or a mark, read without words of its own, or doubted itself', () => {
    const checked = check(
      at('Vialidad: SÍ [X] NO [ ] no afecta edificaciones'),
      at('Parques: no afecto', { confidence: 0.4, unsure: ['ocr_low_confidence'] }),
    );
    expect(checked[`${base}.expropiacion_vial`]?.unsure).toContain('yes_no_unmarked');
    expect(checked[`${base}.expropiacion_por_parque`]?.unsure).toContain('yes_no_unmarked');
    const derived = check(at('Vialidad NO AFECTO', { derived: true }), at('Parques: no afecto'));
    expect(derived[`${base}.expropiacion_vial`]?.unsure).toContain('yes_no_unmarked');
  });
});

describe('a SERVIU "no" OCR doubted whose words still deny', () => {
  const path = 'property_situation_reports[0].objeto_expropiacion';
  const settle = (value: boolean, snippet: string, unsure: Provenance['unsure']) =>
    settleServiuDenials(
      report({ property_situation_reports: [situationReport({ objeto_expropiacion: value })] }),
      { [path]: { file: 'serviu.pdf', page: 1, snippet, confidence: 0.4, unsure } },
    )[path];

  it('is read as printed: a sentence that denies, or the mark in the "no" box beside an empty "sí"', () => {
    expect(
      settle(false, 'la propiedad de pasaje Los Tilos 55 no se encuentra afecta a expropiación', [
        'ocr_low_confidence',
      ])?.unsure,
    ).toBeUndefined();
    expect(
      settle(false, 'Expropiación SERVIU:  Si [ ]  No [x]  Folio 7X2', ['ocr_low_confidence'])?.unsure,
    ).toBe(undefined);
  });

  it('stays doubted for a mark in the "sí" box, words beside a "sí", a "sí" value, or another doubt', () => {
    expect(settle(false, 'Expropiación SERVIU: SÍ (X) NO ( )', ['ocr_low_confidence'])?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    expect(
      settle(false, 'no se encuentra afecto a parques; sí a ensanche', ['ocr_low_confidence'])?.unsure,
    ).toEqual(['ocr_low_confidence']);
    expect(settle(true, 'no se encuentra afecto', ['ocr_low_confidence'])?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    expect(settle(false, 'no se encuentra afecto', ['ocr_low_confidence', 'ocr_poor_page'])?.unsure).toEqual([
      'ocr_low_confidence',
      'ocr_poor_page',
    ]);
  });

  it('tells a denial from a code holding an X', () => {
    expect(deniedInWordsOrBoxes('NO está afecta a expropiación. Código: 44X9QK')).toBe(true);
    expect(deniedInWordsOrBoxes('afecta a expropiación: X')).toBe(false);
  });
});

describe('a GP entry’s year its inscription date prints again', () => {
  it('is a second reading of the same digits', () => {
    expect(yearPrintedInDate(2021, 'Fs. 88 N°412 Año 2021 Fecha inscripción: 03-11-2021')).toBe(true);
    expect(yearPrintedInDate(2016, 'PROHIBICIÓN 1540 | 1202 | 2016| 27/04/2016 a favor de')).toBe(true);
    expect(yearPrintedInDate(2021, 'Fs. 88 N°412 Año 2021 Fecha inscripción: 03-11-2012')).toBe(false);
    expect(yearPrintedInDate(2012, 'Fs. 88 N°412 Año 2021 Fecha inscripción: 03-11-2012')).toBe(false);
  });

  it('lifts OCR’s doubt about the year only, and only when nothing else doubts it', () => {
    const dossier = report({ gp_certificates: [gp({ gravamenes: [mortgage({ ano: 2021 })] })] });
    const path = 'gp_certificates[0].gravamenes[0].ano';
    const settle = (snippet: string, unsure: Provenance['unsure']) =>
      settleDatedLienYears(dossier, {
        [path]: { file: 'gp.pdf', page: 1, snippet, confidence: 0.4, unsure },
      })[path];
    expect(settle('Año 2021 Fecha: 03-11-2021', ['ocr_low_confidence'])?.unsure).toBeUndefined();
    expect(
      settle('Año 2021 Fecha: 03-11-2021', ['ocr_low_confidence', 'reference_role'])?.unsure,
    ).toHaveLength(2);
    expect(settle('Año 2021 Fecha: 03-11-2024', ['ocr_low_confidence'])?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
  });
});
