import { describe, expect, it } from 'vitest';

import type { Provenance } from '../../common/record/provenance';
import { settleByAgreement } from '../../server/analysis/engine/checks/agreement';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { referencesOfAnotherRole } from '../../server/analysis/engine/checks/referenceWords';
import { CONFIDENT_WORD, ocrDoubts } from '../../server/analysis/engine/checks/ocrDoubt';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { priceWordsAgree, priceWordsDisagree } from '../../server/analysis/engine/text/amounts';
import type { TextRun } from '../../server/analysis/engine/wordBoxes/textRuns';
import { debt, earlierEntry, entry, gp, person, report } from '../factories/findings';

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
