import { describe, expect, it } from 'vitest';

import { BATCH_F_CBR } from '../fixtures/houseStyles/batchF';
import { CBR_FRESH } from '../fixtures/houseStyles/cbrFresh';
import { CBR_INSCRIPTIONS } from '../fixtures/houseStyles/cbrInscriptions';
import { CBR_LIENS } from '../fixtures/houseStyles/cbrLiens';
import { runCbrStyle } from '../fixtures/houseStyles/cbrStyle';

describe('CBR certificates in wording the corpora do not have', () => {
  it.each(
    [...CBR_INSCRIPTIONS, ...CBR_LIENS, ...CBR_FRESH, ...BATCH_F_CBR].map(
      (style) => [style.name, style] as const,
    ),
  )('%s', (_name, style) => {
    const result = runCbrStyle(style);
    expect(result.fields.filter((field) => !field.right)).toEqual([]);
  });
});
