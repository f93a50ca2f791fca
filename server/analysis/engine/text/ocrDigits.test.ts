import { describe, expect, it } from 'vitest';
import { digitsForLetters } from './ocrDigits';

describe('digitsForLetters', () => {
  it('maps the letters OCR reads for digits back to them', () => {
    expect(digitsForLetters('2lO')).toBe('210');
    expect(digitsForLetters('1O4-l2')).toBe('104-12');
    expect(digitsForLetters('6.2B5.4OS')).toBe('6.285.405');
    expect(digitsForLetters('o9')).toBe('09');
  });

  it('leaves digits, separators and other letters as they are', () => {
    expect(digitsForLetters('12.345,67 m')).toBe('12.345,67 m');
    expect(digitsForLetters('C-22')).toBe('C-22');
  });
});
