import { describe, expect, it } from 'vitest';

import { onePerEntry, parseRealMiss, parseReportMiss } from './errorReport';

describe('error report', () => {
  it('reads the synthetic scorer lines by section, folded field and kind', () => {
    expect(
      parseReportMiss('  gp_certificates[0].gravamenes[1].fojas: predicted null truth 5521'),
    ).toMatchObject({
      section: 'gp_certificates',
      field: 'gp_certificates[].gravamenes[].fojas',
      kind: 'not found',
    });
    expect(
      parseReportMiss('gp_certificates[0].gravamenes[+2].tipo: predicted "HIPOTECA" truth null'),
    ).toMatchObject({
      kind: 'extra',
    });
    expect(parseReportMiss('notes[0]: predicted "a truth b" truth "c"')).toMatchObject({
      kind: 'wrong value',
    });
    expect(parseReportMiss('document 04_gp.pdf: predicted type deuda_tgr truth gp')).toMatchObject({
      kind: 'wrong type',
    });
    expect(parseReportMiss('overall: 774 truth fields, precision 100.0%')).toBeNull();
  });

  it('reads real-dev misses and counts an unpaired entry once', () => {
    const lines = [
      'gp-a.pdf gp.gravamenes[0] (no matching entry).tipo: predicted null truth "HIPOTECA"',
      'gp-a.pdf gp.gravamenes[0] (no matching entry).fojas: predicted null truth 12',
      'gp-a.pdf gp.gravamenes.length: predicted 0 truth 1',
      'dv-b.pdf dv.fojas: predicted 11 truth 12',
      'dv-b.pdf: document type "gp", truth "dominio_vigente"',
    ];
    const misses = onePerEntry(lines.flatMap((line) => parseRealMiss(line) ?? []));
    expect(misses.map(({ section, field, kind }) => [section, field, kind])).toEqual([
      ['gp', 'gravamenes[] (whole entry)', 'not found'],
      ['gp', 'gravamenes.length', 'wrong value'],
      ['dv', 'fojas', 'wrong value'],
      ['documents', 'type', 'wrong type'],
    ]);
  });
});
