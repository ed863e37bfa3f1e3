import {describe, expect, it} from 'vitest';
import {correctQuery, editDistance, queryTerms} from '../../plugins/search/client/typos';

const vocabulary = {words: ['device', 'geofence', 'hibernate', 'returner', 'power.sleep', 'mqtt', 'geofences']};

describe('queryTerms', () => {
  it('keeps dots and underscores inside command names and drops them at the edges', () => {
    expect(queryTerms('veltro power.sleep, cloud_jsonl.')).toEqual(['veltro', 'power.sleep', 'cloud_jsonl']);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit', () => {
    expect(editDistance('geofance', 'geofence', 2)).toBe(1);
    expect(editDistance('retuner', 'returner', 2)).toBe(1);
    expect(editDistance('hibernnate', 'hibernate', 2)).toBe(1);
    expect(editDistance('devcie', 'device', 2)).toBe(1);
  });

  it('stops past the limit', () => {
    expect(editDistance('power', 'returner', 1)).toBe(2);
  });
});

describe('correctQuery', () => {
  it('replaces misspelt terms with the most frequent word one edit away', () => {
    expect(correctQuery('geofance', vocabulary)).toBe('geofence');
    expect(correctQuery('retuner mqtt', vocabulary)).toBe('returner mqtt');
  });

  it('leaves known words, short words and hopeless words alone', () => {
    expect(correctQuery('device mqtt', vocabulary)).toBeUndefined();
    expect(correctQuery('mqt', vocabulary)).toBeUndefined();
    expect(correctQuery('zzqxjvw', vocabulary)).toBeUndefined();
  });
});
