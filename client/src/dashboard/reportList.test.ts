import { describe, expect, it } from 'vitest';
import { readListRow, searchFilter } from '../../../common/record/listRow';
import { reportLabel } from './reportList';

describe('reportLabel', () => {
  it('uses the report name', () => {
    expect(reportLabel({ id: 'abc123', name: 'Estudio calle Suecia' })).toBe('Estudio calle Suecia');
  });

  it('falls back to `Reporte {id}` for an empty or blank name', () => {
    expect(reportLabel({ id: 'abc123', name: '' })).toBe('Reporte abc123');
    expect(reportLabel({ id: 'abc123', name: '   ' })).toBe('Reporte abc123');
  });
});

describe('the list query', () => {
  it('binds every folded word of a search, and numbers also as a document count', () => {
    expect(searchFilter('  Ñuñoa   3 ')).toEqual({
      expression:
        '(search_text ~ {:w0} || review_status ~ {:w0} || traffic_light ~ {:w0}) && ' +
        '(search_text ~ {:w1} || review_status ~ {:w1} || traffic_light ~ {:w1} || document_count = {:n1})',
      params: { w0: 'nunoa', w1: '3', n1: 3 },
    });
    expect(searchFilter('').expression).toBe('');
    expect(searchFilter("' || owner != ''").params).toEqual({ w0: 'owner' });
  });

  it('reads rows of older reports without list fields', () => {
    expect(readListRow({ id: 'r1', name: 'Viejo', created: '2026-01-01 10:00:00.000Z' })).toMatchObject({
      id: 'r1',
      propertyAddress: '',
      trafficLight: null,
      documentCount: 0,
      review: { status: 'borrador' },
    });
  });
});
