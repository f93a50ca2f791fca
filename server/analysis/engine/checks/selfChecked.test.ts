import { describe, expect, it } from 'vitest';

import { newFiscalAppraisal } from '../../../../common/documents/types/avaluoFiscal';
import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import { entry, person, report } from '../../../../tests/factories/findings';
import { SELF_CHECKED_CONFIDENCE, settleSelfChecked } from './selfChecked';

const ocrRead = (snippet: string, extra: Partial<Provenance> = {}): Provenance => ({
  file: 'escaneo.pdf',
  page: 1,
  snippet,
  confidence: 0.4,
  unsure: ['ocr_low_confidence'],
  ...extra,
});

const owners = (rut: string) =>
  report({
    property_registry_history: [entry({ propietarios: [person('TOMÁS IGNACIO FUENZALIDA RÍOS', { rut })] })],
  });

const rutPath = 'property_registry_history[0].propietarios[0].rut';
const namePath = 'property_registry_history[0].propietarios[0].nombre';

describe('settleSelfChecked', () => {
  it('lifts OCR’s doubt from a RUT whose check digit fits, not from one whose digit fails', () => {
    const provenance: ProvenanceMap = { [rutPath]: ocrRead('cédula 11.111.111-1, casado') };
    expect(settleSelfChecked(owners('11.111.111-1'), provenance)[rutPath]).toMatchObject({
      confidence: SELF_CHECKED_CONFIDENCE,
    });
    expect(settleSelfChecked(owners('11.111.111-1'), provenance)[rutPath]?.unsure).toBeUndefined();
    expect(settleSelfChecked(owners('11.111.117-1'), provenance)[rutPath]?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
  });

  it('keeps the doubt of a RUT beside a doubtful name, or doubted for another reason', () => {
    const besideDoubtfulName: ProvenanceMap = {
      [rutPath]: ocrRead('cédula 11.111.111-1'),
      [namePath]: ocrRead('TOMÁS IGNACIO', { unsure: ['name_shape'] }),
    };
    expect(settleSelfChecked(owners('11.111.111-1'), besideDoubtfulName)[rutPath]?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    const otherReason: ProvenanceMap = {
      [rutPath]: ocrRead('cédula 11.111.111-1', { unsure: ['ocr_low_confidence', 'conflicting_documents'] }),
    };
    expect(settleSelfChecked(owners('11.111.111-1'), otherReason)[rutPath]?.unsure).toHaveLength(2);
  });

  it('lifts OCR’s doubt from appraisal amounts whose parts add up to their total, not otherwise', () => {
    const paths = ['avaluo_afecto', 'avaluo_exento', 'avaluo_total'].map(
      (key) => `certificados_avaluo[0].${key}`,
    );
    const provenance: ProvenanceMap = Object.fromEntries(
      paths.map((path) => [path, ocrRead('AVALÚO TOTAL')]),
    );
    const appraisal = (afecto: number, exento: number, total: number) =>
      report({
        certificados_avaluo: [
          { ...newFiscalAppraisal(), avaluo_afecto: afecto, avaluo_exento: exento, avaluo_total: total },
        ],
      });
    const adding = settleSelfChecked(appraisal(27_115_400, 14_205_300, 41_320_700), provenance);
    for (const path of paths) expect(adding[path]?.unsure).toBeUndefined();
    const notAdding = settleSelfChecked(appraisal(27_115_400, 14_205_300, 41_820_700), provenance);
    for (const path of paths) expect(notAdding[path]?.unsure).toEqual(['ocr_low_confidence']);
  });
});
