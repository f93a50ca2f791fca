import type { FieldMark } from './marks';

/** A field mark as the API answers it, set by Ana Soto on 5 March 2026 (for tests). */
export function fieldMark(
  path: string,
  value: FieldMark['value'],
  state: FieldMark['state'] = 'confirmed',
): FieldMark {
  return {
    id: path,
    kind: 'field',
    path,
    state,
    value,
    comment: '',
    reviewerId: 'u1',
    reviewerName: 'Ana Soto',
    at: '2026-03-05T15:00:00.000Z',
  };
}
