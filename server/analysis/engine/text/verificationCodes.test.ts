import { describe, expect, it } from 'vitest';

import { resolveCode } from './verificationCodes';

describe('resolveCode', () => {
  it('repairs OCR confusions where the issuer’s pattern allows one reading only', () => {
    expect(resolveCode('0015D202574410093318', 'tgr', true)).toEqual({
      value: '001SD202574410093318',
      unsure: false,
    });
    expect(resolveCode('0O1SD2O2574410093318', 'tgr', true)).toEqual({
      value: '001SD202574410093318',
      unsure: false,
    });
  });

  it('marks unsure a code of unknown shape read by OCR with a confusable character (Q read as O)', () => {
    expect(resolveCode('KWOPZ3RT', null, true)).toEqual({ value: 'KWOPZ3RT', unsure: true });
    expect(resolveCode('KXJWRMTV', null, true).unsure).toBe(false);
  });

  it('leaves codes of the text layer alone', () => {
    expect(resolveCode('KWOPZ3RT', null, false)).toEqual({ value: 'KWOPZ3RT', unsure: false });
    expect(resolveCode('0015D202574410093318', 'tgr', false).value).toBe('0015D202574410093318');
  });

  it('marks unsure a code that does not fit its issuer’s pattern', () => {
    expect(resolveCode('12345', 'tgr', true)).toEqual({ value: '12345', unsure: true });
  });
});
