import { describe, expect, it } from 'vitest';

import { loadHouseStyles } from '../support/fixtureSets';
import { runHouseStyle } from '../support/houseStyleRun';

describe('certificates in house styles the dev corpus does not have', () => {
  it.each(loadHouseStyles().reading.map((style) => [style.name, style] as const))('%s', (_name, style) => {
    const result = runHouseStyle(style);
    expect(result.predictedType).toBe(style.type);
    expect(result.fields.filter((field) => !field.right)).toEqual([]);
    expect(result.checks.filter((check) => !check.right)).toEqual([]);
  });
});
