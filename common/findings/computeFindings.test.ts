import { describe, expect, it } from 'vitest';

import { computeFindings } from './computeFindings';
import { groupBySeverity, trafficLight } from './finding';
import {
  completeFacts,
  completeReport,
  gp,
  report,
  facts,
  REFERENCE_DATE,
} from '../../tests/factories/findings';
import { newLien } from '../documents/types/gp';

describe('computeFindings', () => {
  it('runs every rule and sorts the findings by severity', () => {
    const value = completeReport({
      gp_certificates: [
        gp({ gravamenes: [{ ...newLien(), tipo: 'HIPOTECA', fojas: 1, numero: 2, ano: 2019 }] }),
      ],
    });
    const findings = computeFindings(value, completeFacts(), { referenceDate: REFERENCE_DATE });
    expect(findings.map((finding) => finding.code)).toEqual([
      'HIPOTECA_VIGENTE',
      'CADENA_10_ANOS_OK',
      'SIN_DEUDA_MOROSA',
    ]);
    expect(trafficLight(findings)).toBe('rojo');
    expect(groupBySeverity(findings).map((group) => group.label)).toEqual(['Alta', 'Informativa']);
  });

  it('rejects an unreadable reference date', () => {
    expect(() => computeFindings(report(), facts(), { referenceDate: 'mañana' })).toThrow(RangeError);
  });

  it('gives amarillo for media findings and verde otherwise', () => {
    expect(trafficLight([{ code: 'COPROPIEDAD', severity: 'media', message: '', refs: [] }])).toBe(
      'amarillo',
    );
    expect(trafficLight([])).toBe('verde');
  });
});
