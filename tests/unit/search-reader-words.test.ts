/**
 * How search reads a reader's question (plugins/search/client/readerWords.ts, plugins/search/client/messages.ts): stop words out, synonym
 * groups searched as one word, error messages and codes matched exactly.
 */
import {describe, expect, it} from 'vitest';
import {matchMessages, normalizeMessage, type MessageEntry} from '../../plugins/search/client/messages';
import {
  describesProblem,
  expandedQueries,
  meaningfulTerms,
  synonymGroups,
  variantsOf,
} from '../../plugins/search/client/readerWords';
import {queryTerms} from '../../plugins/search/client/typos';

const terms = (query: string) => meaningfulTerms(queryTerms(query));

describe('meaningful terms', () => {
  it('drops the words of a question that carry no meaning', () => {
    expect(terms('is there something simple to see if the thing works?')).toEqual(['works']);
    expect(terms('why does my GPS never get a fix')).toEqual(['gps', 'never', 'fix']);
    expect(terms("my trip doesn't end when parked")).toEqual(['trip', 'end', 'parked']);
  });

  it('keeps "can" when it is the bus, drops it when it asks', () => {
    expect(terms('can bus stops when I connect')).toEqual(['can', 'bus', 'stops', 'connect']);
    expect(terms('can I use it on a truck')).toEqual(['use', 'truck']);
  });

  it('searches a query of stop words only as typed', () => {
    expect(terms('how to')).toEqual(['how', 'to']);
  });
});

describe('a problem in the query', () => {
  it('is told by the words readers use for what goes wrong, before stop words are dropped', () => {
    expect(describesProblem(queryTerms("gps doesn't get a fix"))).toBe(true);
    expect(describesProblem(queryTerms('candump shows nothing'))).toBe(true);
    expect(describesProblem(queryTerms('battery dead after parking'))).toBe(true);
    expect(describesProblem(queryTerms('how to read the odometer'))).toBe(false);
    expect(describesProblem(queryTerms('power.sleep'))).toBe(false);
  });
});

describe('synonym groups', () => {
  const texts = (words: readonly string[], limit?: number) => expandedQueries(words, limit).map((query) => query.text);

  it('search each word of a group for the others, the reader’s own word first', () => {
    expect(variantsOf('gps')).toEqual(['gps', 'gnss']);
    expect(variantsOf('gnss')).toEqual(['gnss', 'gps']);
    expect(variantsOf('fix')).toEqual(['fix']);
  });

  it('expand a query into its combinations, fewest swapped words first, within the limit', () => {
    expect(texts(['gps', 'fix'])).toEqual(['gps fix', 'gnss fix']);
    expect(texts(['lte', 'gps'])).toEqual([
      'lte gps',
      'lte gnss',
      'modem gps',
      '4g gps',
      'cellular gps',
      'modem gnss',
      '4g gnss',
      'cellular gnss',
    ]);
    expect(texts(['drain', 'lte', 'gps'], 4)).toEqual([
      'drain lte gps',
      'drain lte gnss',
      'drain modem gps',
      'drain 4g gps',
    ]);
  });

  it('hold each word once, in lower case, as the index tokenises it', () => {
    const words = synonymGroups.flat();
    expect(new Set(words).size, 'a word in two groups').toBe(words.length);
    for (const word of words) expect(queryTerms(word), word).toEqual([word]);
  });
});

const entry = (text: string, extra: Partial<MessageEntry> = {}): MessageEntry => ({
  text,
  url: `/troubleshooting/errors/x/#${normalizeMessage(text).replace(/ /g, '-')}`,
  page: 'Messages',
  lvl0: 'Troubleshooting',
  summary: 'What it means.',
  ...extra,
});

describe('error messages matched exactly', () => {
  const entries = [
    entry('NO DATA'),
    entry('+CME ERROR: 10', {code: 'CME ERROR 10', name: 'SIM not inserted'}),
    entry('+CME ERROR: 100', {code: 'CME ERROR 100', name: 'Unknown'}),
    entry('STOPPED'),
    entry('?'),
    entry('No response from ECU within timeout'),
  ];
  const texts = (query: string) => matchMessages(query, entries).map((match) => match.text);

  it('by the whole text, in any case and punctuation, or by the code alone', () => {
    expect(texts('NO DATA')).toEqual(['NO DATA']);
    expect(texts('"no data"')).toEqual(['NO DATA']);
    expect(texts('+CME ERROR: 10')).toEqual(['+CME ERROR: 10']);
    expect(texts('cme error 10')).toEqual(['+CME ERROR: 10']);
    expect(texts('stopped')).toEqual(['STOPPED']);
    expect(texts('?')).toEqual(['?']);
  });

  it('inside a question where the reader quotes it: a code, capitals as printed, or three words or more', () => {
    expect(texts('got cme error 10 after a sim swap')).toEqual(['+CME ERROR: 10']);
    expect(texts('NO DATA on every pid')).toEqual(['NO DATA']);
    expect(texts('log says no response from ecu within timeout')).toEqual(['No response from ECU within timeout']);
  });

  it('not from common words of a question, nor a number inside a longer one', () => {
    expect(texts('no data in the cloud')).toEqual([]);
    expect(texts('obd stopped working')).toEqual([]);
    expect(texts('cme error 1000')).toEqual([]);
  });
});
