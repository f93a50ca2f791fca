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

  it('doubts a letter O, I or l among digits and a 0 or 1 between capitals, not the other look-alikes', () => {
    expect(resolveCode('QR70-7714-HW', null, true).unsure).toBe(false);
    expect(resolveCode('QORT-77O4-HW', null, true).unsure).toBe(true);
    expect(resolveCode('ZI8844PX', null, true).unsure).toBe(true);
    expect(resolveCode('PX2W0N77', null, true).unsure).toBe(true);
    expect(resolveCode('VAL-OBRA-5531', null, true).unsure).toBe(false);
    expect(resolveCode('B8SZ-52GD-6QK', null, true).unsure).toBe(false);
    expect(resolveCode('91cf0ad3-e10b', null, true).unsure).toBe(false);
  });

  it('leaves codes of the text layer alone', () => {
    expect(resolveCode('KWOPZ3RT', null, false)).toEqual({ value: 'KWOPZ3RT', unsure: false });
    expect(resolveCode('0015D202574410093318', 'tgr', false).value).toBe('0015D202574410093318');
  });

  it('marks unsure a code that does not fit its issuer’s pattern', () => {
    expect(resolveCode('12345', 'tgr', true)).toEqual({ value: '12345', unsure: true });
  });
});
