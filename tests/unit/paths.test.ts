import {describe, expect, it} from 'vitest';
import {cleanHtmlPath, queryFromPath, titleFromMetastring} from '../../src/utils/paths';

describe('cleanHtmlPath', () => {
  it.each([
    ['/core/index.html', '/core/'],
    ['/core/services.html', '/core/services/'],
    ['/index.html', '/'],
    ['/core/', '/core/'],
    ['/hardware/veltro_tmu_cm4/', '/hardware/veltro_tmu_cm4/'],
  ])('%s → %s', (from, to) => expect(cleanHtmlPath(from)).toBe(to));
});

describe('queryFromPath', () => {
  it('turns the missing page name into search words', () => {
    expect(queryFromPath('/core/commands/power-sleep_timer.html')).toBe('power sleep timer');
    expect(queryFromPath('/')).toBe('');
  });
});

describe('titleFromMetastring', () => {
  it('reads title="…" from a fence', () => {
    expect(titleFromMetastring('title="Device shell" {2}')).toBe('Device shell');
    expect(titleFromMetastring(undefined)).toBeUndefined();
  });
});
