import { describe, expect, it } from 'vitest';

import { BATCH_A } from '../fixtures/houseStyles/batchA';
import { BATCH_B } from '../fixtures/houseStyles/batchB';
import { BATCH_C } from '../fixtures/houseStyles/batchC';
import { BATCH_D } from '../fixtures/houseStyles/batchD';
import { BATCH_E } from '../fixtures/houseStyles/batchE';
import { BATCH_F } from '../fixtures/houseStyles/batchF';
import { runHouseStyle } from '../fixtures/houseStyles/houseStyle';

describe('certificates in house styles the dev corpus does not have', () => {
  it.each(
    [...BATCH_A, ...BATCH_B, ...BATCH_C, ...BATCH_D, ...BATCH_E, ...BATCH_F].map(
      (style) => [style.name, style] as const,
    ),
  )('%s', (_name, style) => {
    const result = runHouseStyle(style);
    expect(result.predictedType).toBe(style.type);
    expect(result.fields.filter((field) => !field.right)).toEqual([]);
    expect(result.checks.filter((check) => !check.right)).toEqual([]);
  });
});
