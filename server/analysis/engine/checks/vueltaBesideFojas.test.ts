import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import { gp, mortgage, report } from '../../../../tests/factories/findings';
import { settleVueltaBesideFojas } from './vueltaBesideFojas';

const read = (snippet: string, extra: Partial<Provenance> = {}): Provenance => ({
  file: 'gravamenes.scan.pdf',
  page: 1,
  snippet,
  confidence: 0.9,
  ...extra,
});
const ocrDoubted = (snippet: string): Provenance =>
  read(snippet, { confidence: 0.4, derived: true, unsure: ['ocr_low_confidence'] });

const lien = 'gp_certificates[0].gravamenes[0]';
const entrySnippet = 'HIPOTECA a fs. 1.204 N° 877 del año 2019 a favor de BANCO DEL ÑUBLE';
const withLien = (fojas: number | null, vuelta: boolean) =>
  report({ gp_certificates: [gp({ gravamenes: [mortgage({ fojas, vuelta })] })] });

describe('settleVueltaBesideFojas', () => {
  it('lifts OCR’s doubt about the entry’s other words from a vuelta whose fojas was read without doubt', () => {
    const provenance: ProvenanceMap = {
      [`${lien}.fojas`]: read('HIPOTECA a fs. 1.204 N° 877'),
      [`${lien}.vuelta`]: ocrDoubted(entrySnippet),
    };
    for (const vuelta of [false, true]) {
      const settled = settleVueltaBesideFojas(withLien(1204, vuelta), provenance)[`${lien}.vuelta`];
      expect(settled?.unsure).toBeUndefined();
      expect(settled?.confidence).toBe(0.9);
    }
  });

  it('keeps the doubt of a vuelta whose fojas is doubtful, unread, or read in another document', () => {
    const doubtfulFojas: ProvenanceMap = {
      [`${lien}.fojas`]: read('PROHIBICION Fs.1210v', { confidence: 0.4, unsure: ['reference_role'] }),
      [`${lien}.vuelta`]: ocrDoubted(entrySnippet),
    };
    expect(settleVueltaBesideFojas(withLien(1210, true), doubtfulFojas)[`${lien}.vuelta`]?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    const unread: ProvenanceMap = { [`${lien}.vuelta`]: ocrDoubted('a Fs. 2919 V Nto. 3056') };
    expect(settleVueltaBesideFojas(withLien(null, false), unread)[`${lien}.vuelta`]?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    const elsewhere: ProvenanceMap = {
      [`${lien}.fojas`]: read('a fs. 1.204', { file: 'dominio.pdf' }),
      [`${lien}.vuelta`]: ocrDoubted(entrySnippet),
    };
    expect(settleVueltaBesideFojas(withLien(1204, false), elsewhere)[`${lien}.vuelta`]?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
  });

  it('keeps a vuelta doubted for more than OCR, and the earlier title’s vuelta follows its own fojas', () => {
    const inferred: ProvenanceMap = {
      [`${lien}.fojas`]: read('HIPOTECA a fs. 1.204'),
      [`${lien}.vuelta`]: read(entrySnippet, { confidence: 0.4, unsure: ['ocr_low_confidence', 'inferred'] }),
    };
    expect(settleVueltaBesideFojas(withLien(1204, false), inferred)[`${lien}.vuelta`]?.unsure).toHaveLength(
      2,
    );
    const title = 'property_registry_history[0]';
    const earlier: ProvenanceMap = {
      [`${title}.fojas`]: read('fojas 5.510 número 3.001'),
      [`${title}.fojas_anterior`]: read('título anterior a fojas 880', {
        confidence: 0.4,
        unsure: ['ocr_low_confidence'],
      }),
      [`${title}.vuelta_anterior`]: ocrDoubted('título anterior a fojas 880 vuelta número 91'),
    };
    expect(settleVueltaBesideFojas(report(), earlier)[`${title}.vuelta_anterior`]?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
  });
});
