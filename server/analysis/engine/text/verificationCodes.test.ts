import { describe, expect, it } from 'vitest';

import { resolveCode } from './verificationCodes';

describe('resolveCode', () => {
  it('repairs OCR confusions where the issuer’s pattern allows one reading only', () => {
    expect(resolveCode('0015D202529129500299', 'tgr', true)).toEqual({
      value: '001SD202529129500299',
      unsure: false,
    });
    expect(resolveCode('0O1SD2O2529129500299', 'tgr', true)).toEqual({
      value: '001SD202529129500299',
      unsure: false,
    });
  });

  it('marks unsure a code of unknown shape read by OCR with a confusable character (Q read as O)', () => {
    expect(resolveCode('HLONNP7S', null, true)).toEqual({ value: 'HLONNP7S', unsure: true });
    expect(resolveCode('KXJWRMTV', null, true).unsure).toBe(false);
  });

  it('leaves codes of the text layer alone', () => {
    expect(resolveCode('HLONNP7S', null, false)).toEqual({ value: 'HLONNP7S', unsure: false });
    expect(resolveCode('0015D202529129500299', 'tgr', false).value).toBe('0015D202529129500299');
  });

  it('marks unsure a code that does not fit its issuer’s pattern', () => {
    expect(resolveCode('12345', 'tgr', true)).toEqual({ value: '12345', unsure: true });
  });
});
