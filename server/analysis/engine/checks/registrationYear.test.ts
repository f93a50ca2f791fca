import { describe, expect, it } from 'vitest';

import { registeredInAnotherYear } from './registrationYear';

describe('registeredInAnotherYear', () => {
  it('doubts an entry whose registration date is of another year than its año', () => {
    expect(registeredInAnotherYear(2023, '2011-05-10')).toBe(true);
  });

  it('accepts an entry registered in its año, or without a date', () => {
    expect(registeredInAnotherYear(2019, '2019-12-30')).toBe(false);
    expect(registeredInAnotherYear(2019, null)).toBe(false);
    expect(registeredInAnotherYear(null, '2019-01-04')).toBe(false);
  });
});
