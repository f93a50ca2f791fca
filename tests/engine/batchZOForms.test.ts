import { describe, expect, it } from 'vitest';

import { canonicalComuna } from '../../common/vocabularies/comunas';

/*
 * Forms held-out batch ZO exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

describe("a comuna's name as its municipality spells it, the official list's spelling an alias", () => {
  it.each([
    ['TREHUACO', 'Trehuaco'],
    ['I. Municipalidad de Trehuaco', 'Trehuaco'],
    ['Comuna de Treguaco', 'Trehuaco'],
    ['TREGUACO', 'Trehuaco'],
  ])('reads %j as %s', (printed, canonical) => {
    expect(canonicalComuna(printed)).toBe(canonical);
  });
});
