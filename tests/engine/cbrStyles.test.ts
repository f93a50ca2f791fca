import { describe, expect, it } from 'vitest';

import { runCbrStyle } from '../support/cbrStyleRun';
import { loadHouseStyles } from '../support/fixtureSets';

describe('CBR certificates in wording the corpora do not have', () => {
  it.each(loadHouseStyles().cbr.map((style) => [style.name, style] as const))('%s', (_name, style) => {
    const result = runCbrStyle(style);
    expect(result.fields.filter((field) => !field.right)).toEqual([]);
  });
});
