import {describe, expect, it} from 'vitest';
import {
  cleanHtmlPath,
  cleanPath,
  queryFromPath,
  repairPercentEncoding,
  titleFromMetastring,
} from '../../src/utils/paths';

describe('cleanHtmlPath', () => {
  it.each([
    ['/core/index.html', '/core/'],
    ['/core/services.html', '/core/services/'],
    ['/index.html', '/'],
    ['/core/', '/core/'],
    ['/hardware/veltro_tmu_cm4/', '/hardware/veltro_tmu_cm4/'],
  ])('%s → %s', (from, to) => expect(cleanHtmlPath(from)).toBe(to));
});

describe('cleanPath', () => {
  it.each([
    ['/core//commands///', '/core/commands/'],
    ['//example.com/', '/example.com/'],
    ['///core/index.html', '/core/'],
    ['/core/commands/', '/core/commands/'],
  ])('%s → %s', (from, to) => expect(cleanPath(from)).toBe(to));
});

describe('repairPercentEncoding', () => {
  it.each([
    ['/a%ZZb/', '/a%25ZZb/'],
    ['/core/%', '/core/%25'],
    ['/core/%E0%A4%A/', '/core/%25E0%25A4%25A/'],
    ['/core/%FF/', '/core/%25FF/'],
  ])('writes the malformed escapes of %s as text: %s', (from, to) => {
    expect(repairPercentEncoding(from)).toBe(to);
    // What the router does with the address: it must not throw, and it reads as the reader typed it.
    expect(decodeURI(repairPercentEncoding(from))).toBe(from);
  });

  it.each(['/core/', '/%E0%A4%B9%E0%A4%BF/', '/core/%3Cscript%3E/', '/a%20b/', '/%F0%9F%9A%97/'])(
    'keeps the well-formed path %s',
    (path) => expect(repairPercentEncoding(path)).toBe(path),
  );
});

describe('queryFromPath', () => {
  it('turns the missing page name into search words', () => {
    expect(queryFromPath('/core/commands/power-sleep_timer.html')).toBe('power sleep timer');
    expect(queryFromPath('/')).toBe('');
  });

  it('keeps to the search limit without cutting an emoji in half', () => {
    expect(queryFromPath(`/core/${'a'.repeat(63)}😀-sleep/`)).toBe('a'.repeat(63));
    expect(queryFromPath(`/core/${'x'.repeat(2_000)}/`)).toBe('x'.repeat(64));
    expect(queryFromPath(`/core/${'a'.repeat(63)}-sleep/`)).toBe('a'.repeat(63));
  });
});

describe('titleFromMetastring', () => {
  it('reads title="…" from a fence', () => {
    expect(titleFromMetastring('title="Device shell" {2}')).toBe('Device shell');
    expect(titleFromMetastring(undefined)).toBeUndefined();
  });
});
