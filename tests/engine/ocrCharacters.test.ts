import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { numberSignsReadByOcr } from '../../server/analysis/engine/checks/numberSign';
import { codesReadTwoWays } from '../../server/analysis/engine/checks/siblingCodes';
import { settleByWordsElsewhere } from '../../server/analysis/engine/checks/wordsElsewhere';
import { affectation, earlierEntry, entry, gp, report, situationReport } from '../factories/findings';

/*
 * Characters OCR reads for others with nothing in the word to show it (issue #17), on snippets
 * written for them: the sign of "Nº", which tesseract reads as "°" whichever the office printed;
 * a group of an office's codes read with a digit for a look-alike letter in one of them.
 */

const source = (file: string): Provenance => ({ file, page: 1, snippet: '', confidence: 0.9 });

describe('numberSignsReadByOcr', () => {
  const SITUATION = 'property_situation_reports[0].direccion_propiedad';
  const AFFECTATION = 'public_expropriation_certificates[0].direccion_propiedad';
  const dossier = (situation: string, affected: string) =>
    report({
      property_situation_reports: [situationReport({ direccion_propiedad: situation })],
      public_expropriation_certificates: [affectation({ direccion_propiedad: affected })],
    });
  const provenance: ProvenanceMap = { [SITUATION]: source('serviu.pdf'), [AFFECTATION]: source('dom.pdf') };

  it('doubts a value OCR read with the sign, whichever sign it read', () => {
    const found = numberSignsReadByOcr(
      dossier('Las Violetas N° 77, Villa El Bosque', 'pasaje Las Violetas nº 77'),
      provenance,
      new Set(['serviu.pdf', 'dom.pdf']),
    );
    expect(found.doubtful).toEqual([SITUATION, AFFECTATION]);
    expect([...found.read]).toEqual([]);
  });

  it('reads the sign as a document printed as text prints the same value', () => {
    const found = numberSignsReadByOcr(
      dossier('Las Violetas N° 77', 'LAS VIOLETAS Nº 77'),
      provenance,
      new Set(['serviu.pdf']),
    );
    expect([...found.read]).toEqual([[SITUATION, 'Las Violetas Nº 77']]);
    expect(found.doubtful).toEqual([]);
  });

  it('leaves values without the sign, values printed as text, and other uses of "N"', () => {
    const ocr = new Set(['serviu.pdf', 'dom.pdf']);
    expect(
      numberSignsReadByOcr(dossier('Las Violetas 77', 'Las Violetas número 77'), provenance, ocr),
    ).toEqual({
      read: new Map(),
      doubtful: [],
    });
    expect(
      numberSignsReadByOcr(dossier('Las Violetas N° 77', 'Las Violetas Nº 77'), provenance, new Set()),
    ).toEqual({ read: new Map(), doubtful: [] });
    expect(numberSignsReadByOcr(dossier('AVENIDA 4 NORTE 120', 'Camino 40° Sur'), provenance, ocr)).toEqual({
      read: new Map(),
      doubtful: [],
    });
  });

  it('keeps the doubt when text documents print the value with different signs', () => {
    const found = numberSignsReadByOcr(
      report({
        property_situation_reports: [situationReport({ direccion_propiedad: 'Los Olmos N° 12' })],
        public_expropriation_certificates: [
          affectation({ direccion_propiedad: 'Los Olmos Nº 12' }),
          affectation({ direccion_propiedad: 'Los Olmos N° 12' }),
        ],
      }),
      {
        [SITUATION]: source('serviu.pdf'),
        [AFFECTATION]: source('dom.pdf'),
        'public_expropriation_certificates[1].direccion_propiedad': source('dom2.pdf'),
      },
      new Set(['serviu.pdf']),
    );
    expect(found.doubtful).toEqual([SITUATION]);
  });
});

describe('codesReadTwoWays', () => {
  const FIRST = 'gp_certificates[0].codigo_verificacion';
  const SECOND = 'gp_certificates[1].codigo_verificacion';
  const codes = (first: string, second: string) =>
    report({ gp_certificates: [gp({ codigo_verificacion: first }), gp({ codigo_verificacion: second })] });
  const provenance: ProvenanceMap = { [FIRST]: source('gp.pdf'), [SECOND]: source('bien-familiar.pdf') };
  const ocr = new Set(['gp.pdf', 'bien-familiar.pdf']);

  it('doubts codes of one office that give a group with a digit for a look-alike letter', () => {
    expect(codesReadTwoWays(codes('K8R2-55TQ-1180', 'KBR2-55TQ-1181'), provenance, ocr)).toEqual([
      FIRST,
      SECOND,
    ]);
    expect(
      codesReadTwoWays(codes('K8R2-55TQ-1180', 'KBR2-55TQ-1181'), provenance, new Set(['gp.pdf'])),
    ).toEqual([FIRST]);
  });

  it('leaves serial numbers that differ, codes of other offices, and codes printed as text', () => {
    expect(codesReadTwoWays(codes('K8R2-55TQ-1180', 'K8R2-55TQ-1187'), provenance, ocr)).toEqual([]);
    expect(codesReadTwoWays(codes('K8R2-55TQ-1180', 'KBR2-77PA-1181'), provenance, ocr)).toEqual([]);
    expect(codesReadTwoWays(codes('K8R2-55TQ-1180', 'KBR2-55TQ-1181'), provenance, new Set())).toEqual([]);
  });
});

describe('settleByWordsElsewhere', () => {
  const NEIGHBOUR = 'property_registry_history[1].deslindes[0].propiedad';
  const ADDRESS = 'gp_certificates[0].domicilio';
  const doubted = (file: string): Provenance => ({
    ...source(file),
    confidence: 0.4,
    unsure: ['ocr_low_confidence'],
  });
  const dossier = (neighbour: string, address: string) =>
    report({
      property_registry_history: [
        entry(),
        earlierEntry({ deslindes: [{ direccion: 'Norte', largo: '12,00 metros', propiedad: neighbour }] }),
      ],
      gp_certificates: [gp({ domicilio: address })],
    });

  it('lifts OCR’s doubt from a neighbour whose words another document prints before a number', () => {
    const settled = settleByWordsElsewhere(
      dossier('calle Los Quillayes', 'calle Los Quillayes 1180, depto. 702'),
      {
        [NEIGHBOUR]: doubted('titulo.pdf'),
        [ADDRESS]: source('gp.pdf'),
      },
    );
    expect(settled[NEIGHBOUR]?.unsure).toBeUndefined();
  });

  it('keeps it for the first words of a longer name, words printed with doubt, or only the vocabulary', () => {
    const cases: [string, string, Provenance][] = [
      ['calle Los Quillayes', 'calle Los Quillayes Norte 1180', source('gp.pdf')],
      ['calle Los Quillayes', 'calle Los Quillayes 1180', doubted('gp.pdf')],
      ['calle Los Quillayes', 'calle Los Quillayes 1180', source('titulo.pdf')],
      ['sitio dos', 'sitio dos', source('gp.pdf')],
    ];
    for (const [neighbour, address, other] of cases)
      expect(
        settleByWordsElsewhere(dossier(neighbour, address), {
          [NEIGHBOUR]: doubted('titulo.pdf'),
          [ADDRESS]: other,
        })[NEIGHBOUR]?.unsure,
      ).toEqual(['ocr_low_confidence']);
  });
});
