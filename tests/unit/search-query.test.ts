/** The 64-character limit for a query that arrives from the address or a page path rather than from typing. */
import {describe, expect, it} from 'vitest';
import {limitQuery, maxQueryLength} from '../../src/utils/query';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('limitQuery', () => {
  it('keeps a query within the limit as it is', () => {
    expect(maxQueryLength).toBe(64);
    expect(limitQuery('power sleep')).toBe('power sleep');
    expect(limitQuery('x'.repeat(64))).toBe('x'.repeat(64));
    expect(limitQuery('')).toBe('');
  });

  it('cuts a longer one to 64 UTF-16 code units, the unit of an input’s maxlength', () => {
    expect(limitQuery('x'.repeat(10_000))).toBe('x'.repeat(64));
    expect(limitQuery(`${'é'.repeat(70)}`)).toHaveLength(64);
  });

  it('leaves out an emoji that the limit would cut in half', () => {
    expect(limitQuery(`${'a'.repeat(63)}😀tail`)).toBe('a'.repeat(63));
    // 57 letters and 👩 ZWJ 👩 ZWJ are 63 units; 👧 would need units 64 and 65.
    expect(limitQuery(`${'b'.repeat(57)}👩‍👩‍👧‍👦`)).toBe(`${'b'.repeat(57)}👩\u200D👩\u200D`);
    // An emoji that ends exactly at the limit stays.
    expect(limitQuery(`${'a'.repeat(62)}😀tail`)).toBe(`${'a'.repeat(62)}😀`);
  });

  it('never leaves half of a surrogate pair, whatever the limit', () => {
    const text = '🚗🔋'.repeat(20) + 'x';
    for (let limit = 1; limit <= text.length; limit++) {
      const cut = limitQuery(text, limit);
      expect(cut.length).toBeLessThanOrEqual(limit);
      expect(cut.length).toBeGreaterThanOrEqual(limit - 1);
      expect(loneSurrogate.test(cut), `limit ${limit}`).toBe(false);
    }
  });
});
