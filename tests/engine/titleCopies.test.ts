import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { readDocument } from '../../server/analysis/engine/analyzeDossier';
import { combineOutcomes } from '../../server/analysis/engine/combineOutcomes';
import {
  differingStretches,
  lengthNumbers,
  lengthReadAsLossOf,
  namesSide,
  readAsLossOf,
  repairFromTitleCopies,
} from '../../server/analysis/engine/titleCopies';
import { earlierEntry, entry, report } from '../factories/findings';
import { documentFromPages, ocrDocumentFromPages } from '../support/engineDocuments';

/*
 * Titles of one property copy each other's description, plano and deslindes: what a worn scan of
 * one lost under a stamp or a signature is read in the other (issue #18 item 5).
 */

const source = (file: string, overrides: Partial<Provenance> = {}): Provenance => ({
  file,
  page: 1,
  snippet: 'es dueño del inmueble',
  confidence: 0.85,
  ...overrides,
});

const CLEAN =
  'casa y sitio número doce de la manzana D del loteo Villa Las Araucarias, Comuna de Maipú, de acuerdo al plano archivado bajo el número 2286';

describe('readAsLossOf', () => {
  it('takes words a ring left in pieces, or lost whole, for the clean copy with letters missing', () => {
    const worn =
      'casa y sitio número doce de la mana D del loteo Villa Las Araucarias, de Maipú, de acuerdo al plano archivado bajo el número 2286';
    expect(readAsLossOf(worn, CLEAN, false)).toBe(true);
  });

  it('takes a word or two misread in place only where OCR doubted the reading', () => {
    const misread =
      'casa y sitio número doce de la manzana D del loteo Villa Las Arancarlas, Comuna de Maipú, de acuerdo al plano archivado bajo el número 2236';
    expect(readAsLossOf(misread, CLEAN, true)).toBe(true);
    expect(readAsLossOf(misread, CLEAN, false)).toBe(false);
  });

  it('leaves a title that adds a clause of its own: no stamp loses a whole line of words', () => {
    const longer = CLEAN.replace(
      ', de acuerdo',
      ', con una superficie aproximada de doscientos metros cuadrados según sus títulos, de acuerdo',
    );
    expect(readAsLossOf(CLEAN, longer, true)).toBe(false);
  });

  it('finds the stretches where two copies differ', () => {
    expect(differingStretches(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual([
      [['b'], ['x']],
      [[], ['e']],
    ]);
  });
});

describe('boundary lengths', () => {
  it('reads the numbers of a length in digits or words, decimals only when printed', () => {
    expect(lengthNumbers('27,35 metros')).toEqual([27, 35]);
    expect(lengthNumbers('12,00 metros')).toEqual([12]);
    expect(lengthNumbers('veintisiete a treinta y cinco metros')).toEqual([27, 35]);
  });

  it('takes a length that lost its first numbers, or its "coma" in a reading doubted for its shape', () => {
    expect(lengthReadAsLossOf('35,00 metros', '27,35 metros', false)).toBe(true);
    expect(lengthReadAsLossOf('veintisiete a treinta y cinco metros', '27,35 metros', true)).toBe(true);
    expect(lengthReadAsLossOf('veintisiete a treinta y cinco metros', '27,35 metros', false)).toBe(false);
  });

  it('leaves lengths whose numbers differ: the titles then disagree, as conflicts.ts marks', () => {
    expect(lengthReadAsLossOf('27,30 metros', '27,35 metros', true)).toBe(false);
    expect(lengthReadAsLossOf('27,35 metros', '35,00 metros', true)).toBe(false);
  });
});

describe('repairFromTitleCopies', () => {
  const worn = CLEAN.replace('manzana D del loteo', 'man D del').replace('2286', '2236');
  const titles = report({
    property_registry_history: [
      entry({ descripcion_propiedad: CLEAN, plano: 2286 }),
      earlierEntry({ descripcion_propiedad: worn, plano: 2236 }),
    ],
  });
  const provenance: ProvenanceMap = {
    'property_registry_history[0].descripcion_propiedad': source('dominio.pdf'),
    'property_registry_history[0].plano': source('dominio.pdf'),
    'property_registry_history[1].descripcion_propiedad': source('anterior.pdf', {
      confidence: 0.4,
      unsure: ['ocr_low_confidence'],
    }),
    'property_registry_history[1].plano': source('anterior.pdf', {
      confidence: 0.4,
      unsure: ['ocr_low_confidence'],
    }),
  };

  it("takes a worn copy's lost and misread words, and its doubted plano, from the clean copy, marked", () => {
    const { report: repaired, provenance: marked } = repairFromTitleCopies(
      titles,
      provenance,
      new Set(['anterior.pdf']),
    );
    expect(repaired.property_registry_history[1]?.descripcion_propiedad).toBe(CLEAN);
    expect(repaired.property_registry_history[1]?.plano).toBe(2286);
    expect(marked['property_registry_history[1].descripcion_propiedad']).toMatchObject({
      file: 'anterior.pdf',
      unsure: ['repaired_reading'],
    });
    expect(marked['property_registry_history[1].plano']?.unsure).toEqual(['repaired_reading']);
    expect(repaired.property_registry_history[0]?.descripcion_propiedad).toBe(CLEAN);
  });

  it('repairs nothing read from a text layer, nor from a copy doubted itself', () => {
    expect(repairFromTitleCopies(titles, provenance, new Set()).report).toBe(titles);
    const bothDoubted: ProvenanceMap = {
      ...provenance,
      'property_registry_history[0].descripcion_propiedad': source('dominio.pdf', {
        unsure: ['value_shape'],
      }),
      'property_registry_history[0].plano': source('dominio.pdf', { unsure: ['ocr_low_confidence'] }),
    };
    const { report: left } = repairFromTitleCopies(
      titles,
      bothDoubted,
      new Set(['anterior.pdf', 'dominio.pdf']),
    );
    expect(left).toBe(titles);
  });

  it("takes a boundary's length a signature cut short from the other title, when other sides agree", () => {
    const sides = (norte: string) => [
      { direccion: 'Norte', largo: norte, propiedad: 'calle Los Aromos' },
      { direccion: 'Sur', largo: '12,00 metros', propiedad: 'sitio número once' },
    ];
    const boundaries = report({
      property_registry_history: [
        entry({ deslindes: sides('35,00 metros') }),
        earlierEntry({ deslindes: sides('27,35 metros') }),
      ],
    });
    const { report: repaired, provenance: marked } = repairFromTitleCopies(
      boundaries,
      {
        'property_registry_history[0].deslindes': source('dominio.pdf'),
        'property_registry_history[1].deslindes': source('anterior.pdf'),
      },
      new Set(['dominio.pdf', 'anterior.pdf']),
    );
    expect(repaired.property_registry_history[0]?.deslindes[0]?.largo).toBe('27,35 metros');
    expect(repaired.property_registry_history[1]?.deslindes[0]?.largo).toBe('27,35 metros');
    expect(marked['property_registry_history[0].deslindes[0].largo']?.unsure).toEqual(['repaired_reading']);
  });
});

describe('a side a worn copy names but could not read', () => {
  it('is named as a heading, spelt as printed or one letter off in a long name', () => {
    expect(namesSide('NORTE, en doce metros con lote 4; PONIENFÉ,   doce coma dos sitio', 'Poniente')).toBe(
      true,
    );
    expect(namesSide('SUR, en nueve metros con pasaje Los Olmos', 'Sur')).toBe(true);
    expect(namesSide('SUR, en nueve metros con calle Oriente Dos', 'Oriente')).toBe(false);
    expect(namesSide('SUB, en nueve metros', 'Sur')).toBe(false);
  });

  const clean = [
    { direccion: 'Norte', largo: '12,00 metros', propiedad: 'lote cuatro' },
    { direccion: 'Oriente', largo: '30,25 metros', propiedad: 'avenida Los Pinos' },
    { direccion: 'Sur', largo: '12,00 metros', propiedad: 'lote seis' },
    { direccion: 'Poniente', largo: '30,25 metros', propiedad: 'lote nueve' },
  ];
  const worn = [clean[0], clean[2], clean[3]].flatMap((side) => (side ? [side] : []));
  const titles = report({
    property_registry_history: [entry({ deslindes: clean }), earlierEntry({ deslindes: worn })],
  });
  const sources = (snippet: string): ProvenanceMap => ({
    'property_registry_history[0].deslindes': source('dominio.pdf'),
    'property_registry_history[1].deslindes': source('anterior.pdf', { snippet }),
    'property_registry_history[1].deslindes[2].propiedad': source('anterior.pdf', {
      snippet: 'con lote nueve',
    }),
  });

  it("is taken whole from the title it copies, in that title's place, the sides after it moved on", () => {
    const snippet =
      'NORTE, en doce metros con lote cuatro; ORIENTE, en treinta coma veinti: venida Los Pinos; SUR, en doce metros con lote seis; PONIENTE, en treinta coma veinticinco metros con lote nueve';
    const { report: repaired, provenance } = repairFromTitleCopies(
      titles,
      sources(snippet),
      new Set(['anterior.pdf']),
    );
    expect(repaired.property_registry_history[1]?.deslindes).toEqual(clean);
    // Read where the other title prints it: derived from those words, not a guess to confirm.
    expect(provenance['property_registry_history[1].deslindes[1].largo']).toMatchObject({
      file: 'dominio.pdf',
      derived: true,
    });
    expect(provenance['property_registry_history[1].deslindes[1].largo']?.unsure).toBeUndefined();
    expect(provenance['property_registry_history[1].deslindes[3].propiedad']?.snippet).toBe('con lote nueve');
  });

  it('is not added where the worn copy does not name it: that title may lack it', () => {
    const snippet =
      'NORTE, en doce metros con lote cuatro; SUR, en doce metros con lote seis; PONIENTE, en treinta coma veinticinco metros con lote nueve';
    expect(repairFromTitleCopies(titles, sources(snippet), new Set(['anterior.pdf'])).report).toBe(titles);
  });
});

describe('a worn earlier title beside a clean current one', () => {
  const description = (manzana: string, plano: string) =>
    `es dueño del lote número nueve de la ${manzana} del loteo Parque Los Canelos, Comuna de Peñalolén, de acuerdo al plano archivado bajo el número ${plano}, que deslinda:`;
  const title = (owner: string, opening: string, body: string[]) =>
    [
      'CONSERVADOR DE BIENES RAÍCES DE SANTIAGO',
      'COPIA DE INSCRIPCIÓN',
      `Certifico que la inscripción de fojas ${opening} del Registro de Propiedad es copia fiel de su original.`,
      'Santiago, 4 de agosto de 2025.',
      `Santiago, diez de marzo.- Don ${owner}, de este domicilio,`,
      ...body,
    ].join('\n');
  const current = documentFromPages('dominio.pdf', [
    title('RAÚL ESTEBAN FIGUEROA TAPIA', '4410 número 6120 del año 2018', [
      description('manzana K', '5120'),
      'NORTE, en veintidós coma cuarenta metros con pasaje Los Maitenes; SUR, en doce metros con lote diez.-',
      'Lo adquirió por compra a don IGNACIO ANDRÉS PARDO LUCO. Rol de avalúo número 3310-41.',
    ]),
  ]);
  const earlier = ocrDocumentFromPages(
    'anterior.pdf',
    [
      title('IGNACIO ANDRÉS PARDO LUCO', '1180 número 1422 del año 2009', [
        description('manz K', '5126'),
        'NORTE, en cuarenta metros con pasaje Los Maitenes; SUR, en doce metros con lote diez.-',
        'Lo adquirió por compra a doña ELSA MORALES RIVAS. Rol de avalúo número 3310-41.',
      ]),
    ],
    ['manz', '5126,'],
  );
  const referenceDate = new Date('2025-09-15T12:00:00Z');

  it('reads what the worn copy lost in the clean one, and no longer marks the titles as disagreeing', () => {
    const analysis = combineOutcomes(
      [readDocument(current, false, []), readDocument(earlier, true, [])],
      referenceDate,
    );
    const [mine, theirs] = analysis.output.property_registry_history;
    expect(theirs?.descripcion_propiedad).toBe(mine?.descripcion_propiedad);
    expect(theirs?.deslindes[0]?.largo).toBe('22,40 metros');
    const repaired = analysis.provenance['property_registry_history[1].descripcion_propiedad'];
    expect(repaired?.unsure).toEqual(['repaired_reading']);
    expect(repaired?.conflicts).toBeUndefined();
    expect(analysis.provenance['property_registry_history[0].descripcion_propiedad']?.unsure).toBeUndefined();
  });
});
