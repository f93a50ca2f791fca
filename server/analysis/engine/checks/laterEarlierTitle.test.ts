import { describe, expect, it } from 'vitest';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import type { Report } from '../../../../common/report/schema';
import { laterEarlierTitles } from './laterEarlierTitle';

const today = new Date('2026-03-01T12:00:00Z');

function entry(ano: number, ano_anterior: number | null): Report {
  return {
    ...emptyReport(today),
    property_registry_history: [{ ...newRegistryEntry(today), ano, fojas_anterior: 880, ano_anterior }],
  };
}

describe('laterEarlierTitles', () => {
  it('doubts an earlier title registered after the inscription it precedes', () => {
    expect(laterEarlierTitles(entry(2011, 2020))).toEqual([
      'property_registry_history[0].conservador_anterior',
      'property_registry_history[0].fojas_anterior',
      'property_registry_history[0].vuelta_anterior',
      'property_registry_history[0].numero_anterior',
      'property_registry_history[0].ano_anterior',
    ]);
  });

  it('accepts an earlier title of an earlier or the same year', () => {
    expect(laterEarlierTitles(entry(2011, 1998))).toEqual([]);
    expect(laterEarlierTitles(entry(2011, 2011))).toEqual([]);
    expect(laterEarlierTitles(entry(2011, null))).toEqual([]);
  });
});
