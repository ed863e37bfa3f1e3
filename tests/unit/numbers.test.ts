import {describe, expect, it} from 'vitest';
import {wholeNumber} from '../../src/utils/numbers';

describe('wholeNumber', () => {
  it('writes a non-negative number as Intl does in English, rounded to a whole number', () => {
    const intl = new Intl.NumberFormat('en', {maximumFractionDigits: 0});
    const values = [
      0, 0.4, 0.5, 1.5, 2.5, 99.5, 999, 999.5, 1000, 1234.49, 12_345.5, 999_999.6, 1_234_567, 98_765_432.1,
    ];
    for (const value of values) expect(wholeNumber(value), String(value)).toBe(intl.format(value));
  });
});
