import { describe, expect, it } from 'vitest';
import { reportLabel } from './reportSummaries';

describe('reportLabel', () => {
  it('uses the report name', () => {
    expect(reportLabel({ id: 'abc123', name: 'Estudio calle Suecia' })).toBe('Estudio calle Suecia');
  });

  it('falls back to `Reporte {id}` for an empty or blank name', () => {
    expect(reportLabel({ id: 'abc123', name: '' })).toBe('Reporte abc123');
    expect(reportLabel({ id: 'abc123', name: '   ' })).toBe('Reporte abc123');
  });
});
