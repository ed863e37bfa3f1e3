/**
 * The local search client answers DocSearch and the search page in Algolia's response shape. A fake Pagefind
 * (scripted answers per query, documents with section fragments) stands in for the index, and a fixed word list
 * for the typo vocabulary; everything else (typo correction, highlighting, snippets) is the real code.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {
  createLocalSearchClient,
  emptyResult,
  exactParts,
  highlight,
  runLocalSearch,
  snippet,
  wordPairs,
} from '../../plugins/search/client/localClient';
import {
  loadPagefind,
  type PagefindDocument,
  type PagefindModule,
  type PagefindResult,
  type PagefindSubResult,
} from '../../plugins/search/client/pagefind';
import {loadMessages, type MessageEntry} from '../../plugins/search/client/messages';
import {loadVocabulary} from '../../plugins/search/client/typos';

// Hoisted above the imports: the client gets the fake index and word list.
vi.mock('../../plugins/search/client/pagefind', () => ({loadPagefind: vi.fn()}));
vi.mock('../../plugins/search/client/messages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../plugins/search/client/messages')>()),
  loadMessages: vi.fn(async (): Promise<readonly MessageEntry[]> => []),
}));
vi.mock('../../plugins/search/client/typos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../plugins/search/client/typos')>()),
  loadVocabulary: vi.fn(),
}));

const options = {baseUrl: '/', origin: 'https://docs.example', language: 'en'};

interface FakePage {
  readonly url: string;
  readonly title?: string;
  readonly lvl0?: string;
  /** The page excerpt, with the matched words in <mark> as Pagefind writes them. */
  readonly excerpt: string;
  readonly sections?: readonly PagefindSubResult[];
}

function result(id: string, score: number, page: FakePage, locations: readonly number[] = [0]) {
  const document: PagefindDocument = {
    locations,
    url: page.url,
    excerpt: page.excerpt,
    content: page.excerpt.replace(/<[^>]+>/g, ''),
    meta: {title: page.title, lvl0: page.lvl0},
    filters: {},
    sub_results: page.sections ?? [],
  };
  return {id, score, data: vi.fn(async () => document)} satisfies PagefindResult;
}

/** A Pagefind that answers each query from a table (no answer: no results). */
function fakeIndex(answers: Readonly<Record<string, readonly PagefindResult[]>>) {
  const index = {
    options: vi.fn(async () => undefined),
    init: vi.fn(async () => undefined),
    preload: vi.fn(async () => undefined),
    // Filters are checked where they are sent (see "filters"); the answers do not depend on them.
    search: vi.fn(async (query: string) => ({results: answers[query] ?? []})),
  } satisfies PagefindModule;
  vi.mocked(loadPagefind).mockResolvedValue(index);
  return index;
}

const powerPage = result('power', 2, {
  url: '/core/power_management/',
  title: 'Power management',
  lvl0: 'Core',
  excerpt: 'The device can <mark>hibernate</mark> when the vehicle is parked.',
  sections: [
    // The page's own fragment (no anchor): already the page hit.
    {title: 'Power management', url: '/core/power_management/', excerpt: 'The device can <mark>hibernate</mark>.'},
    {
      title: 'Wake sources',
      url: '/core/power_management/#wake-sources',
      excerpt: 'A timer can end <mark>hibernate</mark> mode.',
    },
    // Matched nothing in this section, or has no text: not a hit.
    {title: 'Power states', url: '/core/power_management/#power-states', excerpt: 'Four states in all.'},
    {title: 'Figure', url: '/core/power_management/#figure', excerpt: '<mark></mark>'},
  ],
});

beforeEach(() => {
  vi.mocked(loadPagefind).mockReset();
  vi.mocked(loadMessages).mockReset().mockResolvedValue([]);
  vi.mocked(loadVocabulary)
    .mockReset()
    .mockResolvedValue({words: ['geofence', 'device', 'wake', 'sources']});
});

describe('hits', () => {
  it('are one lvl1 hit per page and one content hit per matching section, in the page’s sidebar category', async () => {
    fakeIndex({hibernate: [powerPage]});
    const {hits, nbHits} = await runLocalSearch({query: 'hibernate'}, options);
    expect(hits.map((hit) => [hit.type, hit.url, hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2])).toEqual([
      ['lvl1', 'https://docs.example/core/power_management/', 'Core', 'Power management', null],
      [
        'content',
        'https://docs.example/core/power_management/#wake-sources',
        'Core',
        'Power management',
        'Wake sources',
      ],
    ]);
    expect(hits[1]!.content).toBe('A timer can end hibernate mode.');
    expect(new Set(hits.map((hit) => hit.objectID)).size).toBe(hits.length);
    expect(nbHits).toBe(2);
  });

  it('fall back to the "Documentation" category and the URL when a page has no category or title', async () => {
    fakeIndex({modem: [result('bare', 1, {url: '/x/', excerpt: '<mark>modem</mark> list'})]});
    const [hit] = (await runLocalSearch({query: 'modem'}, options)).hits;
    expect(hit!.hierarchy).toMatchObject({lvl0: 'Documentation', lvl1: '/x/'});
  });

  it('leave out pages that matched only in their metadata (no mark in the text or the title)', async () => {
    const imageOnly = result('image', 5, {
      url: '/hardware/',
      title: 'Hardware',
      excerpt: 'Specifications and pinouts.',
    });
    fakeIndex({hibernate: [imageOnly, powerPage]});
    const {hits} = await runLocalSearch({query: 'hibernate'}, options);
    expect(hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['Power management', 'Power management']);
  });

  it('highlight the query terms in titles and section headings, and snippet the matching text', async () => {
    fakeIndex({'power wake': [powerPage]});
    const [page, section] = (await runLocalSearch({query: 'power wake'}, options)).hits;
    expect(page!._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Power</mark> management',
      matchLevel: 'partial',
      matchedWords: ['power'],
    });
    expect(page!._snippetResult.content!.value).toBe(
      'The device can <mark>hibernate</mark> when the vehicle is parked.',
    );
    expect(section!._highlightResult.hierarchy.lvl2!.value).toBe('<mark>Wake</mark> sources');
    expect(section!._snippetResult.content!.value).toBe('A timer can end <mark>hibernate</mark> mode.');
  });
});

describe('highlight', () => {
  it('is full when every term matched, partial when some did, none otherwise', () => {
    expect(highlight('Wake sources', ['wake', 'source']).matchLevel).toBe('full');
    expect(highlight('Wake sources', ['wake', 'timer']).matchLevel).toBe('partial');
    expect(highlight('Wake sources', ['timer'])).toEqual({value: 'Wake sources', matchLevel: 'none', matchedWords: []});
  });

  it('marks words that start with a term, keeps command names whole and escapes HTML, never marking inside an entity', () => {
    expect(highlight('obd.query returns <rows>', ['obd.q']).value).toBe('<mark>obd.query</mark> returns &lt;rows&gt;');
    expect(highlight('Tips & tricks <b>', ['am', 'l', 'g', 'b']).value).toBe(
      'Tips &amp; tricks &lt;<mark>b</mark>&gt;',
    );
  });
});

describe('snippets', () => {
  const words = Array.from({length: 30}, (_, index) => `w${index}`);
  const excerpt = words.map((word, index) => (index === 15 ? `<mark>${word}</mark>` : word)).join(' ');

  it('are a window of the requested number of words around the first match, with ellipses where text was cut', () => {
    expect(snippet(excerpt, 5)).toBe('… w14 <mark>w15</mark> w16 w17 w18 …');
    expect(snippet(excerpt, 10)).toBe('… w12 w13 w14 <mark>w15</mark> w16 w17 w18 w19 w20 w21 …');
    expect(snippet('a <mark>b</mark> c', 10)).toBe('a <mark>b</mark> c');
  });

  it('follow `content:N` in attributesToSnippet, as DocSearch asks for 5 words on phones and 10 elsewhere', async () => {
    fakeIndex({w15: [result('long', 1, {url: '/long/', title: 'Long', excerpt})]});
    const [hit] = (
      await runLocalSearch({query: 'w15', attributesToSnippet: ['hierarchy.lvl1:5', 'content:5']}, options)
    ).hits;
    expect(hit!._snippetResult.content!.value).toBe('… w14 <mark>w15</mark> w16 w17 w18 …');
  });
});

describe('filters', () => {
  it('pass the docs tags to Pagefind (outer list AND, inner list OR) and the language to no one', async () => {
    const index = fakeIndex({hibernate: [powerPage]});
    await runLocalSearch(
      {
        query: 'hibernate',
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
      options,
    );
    expect(index.search).toHaveBeenCalledWith('hibernate', {
      filters: {docusaurus_tag: {any: ['default', 'docs-default-current']}},
    });
  });

  it('answer nothing for another language, without loading the index', async () => {
    const response = await runLocalSearch(
      {indexName: 'docs', query: 'hibernate', facetFilters: ['language:de']},
      options,
    );
    expect(response).toEqual(emptyResult({indexName: 'docs', query: 'hibernate'}));
    expect(loadPagefind).not.toHaveBeenCalled();
  });
});

describe('a query that finds nothing', () => {
  it('is retried with misspelt words corrected, and the corrected words are highlighted', async () => {
    const geofencePage = result('geo', 1, {
      url: '/cloud/geofences/',
      title: 'Geofences',
      lvl0: 'Cloud',
      excerpt: 'A <mark>geofence</mark> is an area.',
    });
    const index = fakeIndex({geofence: [geofencePage]});
    const response = await runLocalSearch({query: 'geofance'}, options);
    expect(index.search.mock.calls.map(([query]) => query)).toEqual(['geofance', 'geofence']);
    expect(response.query).toBe('geofance');
    expect(response.hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('<mark>Geofences</mark>');
  });

  it('counts a page Pagefind returns without a word of the query in it as nothing found', async () => {
    const geofencePage = result('geo', 1, {
      url: '/cloud/geofences/',
      title: 'Geofences',
      excerpt: 'A <mark>geofence</mark>.',
    });
    const stray = result('pid', 1, {url: '/cloud/obd-ii/create-pid-loggers/', excerpt: 'Create PID loggers.'}, []);
    const index = fakeIndex({geofance: [stray], geofence: [geofencePage]});
    const response = await runLocalSearch({query: 'geofance'}, options);
    expect(index.search.mock.calls.map(([query]) => query)).toEqual(['geofance', 'geofence']);
    expect(response.hits.map((hit) => hit.url)).toEqual(['https://docs.example/cloud/geofences/']);
  });

  it('counts a page Pagefind found only by the first letters of the word as nothing found', async () => {
    const geofencePage = result('geo', 1, {url: '/cloud/geofences/', excerpt: 'A <mark>geofence</mark>.'});
    const prefixOnly = result(
      'export',
      1,
      {url: '/getting_started/api/export-data-from-api/', excerpt: 'Field types: float and <mark>geo_point</mark>.'},
      [4],
    );
    const index = fakeIndex({geofance: [prefixOnly], geofence: [geofencePage]});
    const response = await runLocalSearch({query: 'geofance'}, options);
    expect(index.search.mock.calls.map(([query]) => query)).toEqual(['geofance', 'geofence']);
    expect(response.hits.map((hit) => hit.url)).toEqual(['https://docs.example/cloud/geofences/']);
  });

  it('keeps a stemmed match ("batteries" finds battery)', async () => {
    const batteryPage = result('bat', 1, {url: '/core/battery/', excerpt: 'The vehicle <mark>battery</mark>.'}, [2]);
    fakeIndex({batteries: [batteryPage]});
    const response = await runLocalSearch({query: 'batteries'}, options);
    expect(loadVocabulary).not.toHaveBeenCalled();
    expect(response.hits.map((hit) => hit.url)).toEqual(['https://docs.example/core/battery/']);
  });

  it('does not load the word list when the query found something', async () => {
    fakeIndex({hibernate: [powerPage]});
    await runLocalSearch({query: 'hibernate'}, options);
    expect(loadVocabulary).not.toHaveBeenCalled();
  });

  it('of several words is retried with the words optional: pages with more of them first, then by score', async () => {
    // Titles without the query's words: the order comes from the words each page holds.
    const both = result('both', 1, {
      url: '/both/',
      title: 'Page A',
      excerpt: '<mark>timer</mark> <mark>sources</mark>',
    });
    const timerOnly = result('timer', 9, {url: '/timer/', title: 'Page B', excerpt: '<mark>timer</mark> value'});
    const sourcesOnly = result('sources', 3, {
      url: '/sources/',
      title: 'Page C',
      excerpt: 'data <mark>sources</mark>',
    });
    const index = fakeIndex({timer: [timerOnly, both], sources: [sourcesOnly, both]});
    const {hits, nbHits} = await runLocalSearch({query: 'timer sources'}, options);
    expect(index.search.mock.calls.map(([query]) => query)).toEqual(['timer sources', 'timer', 'sources']);
    expect(hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['Page A', 'Page B', 'Page C']);
    expect(nbHits).toBe(3);
  });

  it('weighs a page whose title holds a word of the question above one that only mentions it', async () => {
    const mentions = result('mentions', 9, {
      url: '/m/',
      title: 'Reference',
      excerpt: '<mark>timer</mark> <mark>sources</mark>',
    });
    const about = result('about', 1, {
      url: '/a/',
      title: 'Wake timer',
      excerpt: '<mark>timer</mark> <mark>sources</mark>',
    });
    fakeIndex({timer: [mentions, about], sources: [mentions, about]});
    const {hits} = await runLocalSearch({query: 'timer sources'}, options);
    expect(hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['Wake timer', 'Reference']);
  });

  it('weighs a page whose title names the words of a short query above one that only mentions them', async () => {
    const mentions = result('mentions', 1.2, {
      url: '/m/',
      title: 'Reference',
      excerpt: '<mark>keyfob</mark> <mark>hat</mark>',
    });
    const named = result('named', 1, {
      url: '/n/',
      title: 'Keyfob HAT',
      excerpt: '<mark>keyfob</mark> <mark>hat</mark>',
    });
    fakeIndex({'keyfob hat': [mentions, named]});
    const {hits} = await runLocalSearch({query: 'keyfob HAT'}, options);
    expect(hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.hierarchy.lvl1)).toEqual([
      'Keyfob HAT',
      'Reference',
    ]);
  });

  it('weighs a page that holds the words of a question in one sentence above a page that holds them apart', async () => {
    const apart = result('apart', 2, {
      url: '/apart/',
      title: 'Apart',
      excerpt:
        'The <mark>battery</mark> is here. A <mark>dongle</mark> there. <mark>Plugged</mark> in. It went <mark>flat</mark>.',
    });
    const together = result('together', 1, {
      url: '/together/',
      title: 'Together',
      excerpt:
        'The <mark>battery</mark> went <mark>flat</mark> with the <mark>dongle</mark> <mark>plugged</mark> in. Other words.',
    });
    const words = {
      battery: [apart, together],
      flat: [apart, together],
      dongle: [apart, together],
      plugged: [apart, together],
    };
    fakeIndex(words);
    const {hits} = await runLocalSearch({query: 'battery flat dongle plugged'}, options);
    expect(hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.hierarchy.lvl1)).toEqual(['Together', 'Apart']);
  });

  it('weighs a page that holds two of the question’s words side by side, as typed, found by phrase without loading it', async () => {
    const page = (id: string, score: number) =>
      result(id, score, {
        url: `/${id}/`,
        title: id,
        excerpt: 'A <mark>device</mark>. <mark>powers</mark>. <mark>up</mark>. <mark>again</mark>.',
      });
    const side = page('side', 1);
    const other = page('other', 1.5);
    const index = fakeIndex({
      device: [other, side],
      powers: [other, side],
      up: [other, side],
      again: [other, side],
      '"powers up"': [side],
      '"up again"': [side],
    });
    const {hits} = await runLocalSearch({query: 'device powers up again'}, options);
    expect(hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.hierarchy.lvl1)).toEqual(['side', 'other']);
    expect(index.search.mock.calls.map(([query]) => query)).toEqual(
      expect.arrayContaining(['"device powers"', '"powers up"', '"up again"']),
    );
  });

  it('pairs neighbouring words of a question that hold a meaningful word', () => {
    expect(wordPairs(['when', 'i', 'start', 'the', 'car'], ['start', 'car'])).toEqual([
      ['i', 'start'],
      ['start', 'the'],
      ['the', 'car'],
    ]);
  });

  it('still gets the optional-words retry when the word list cannot be fetched', async () => {
    vi.mocked(loadVocabulary).mockRejectedValue(new Error('offline'));
    const index = fakeIndex({
      timer: [result('timer', 1, {url: '/timer/', title: 'Timer', excerpt: '<mark>timer</mark>'})],
    });
    const {hits} = await runLocalSearch({query: 'timer zzqx'}, options);
    expect(index.search).toHaveBeenCalledTimes(3);
    expect(hits).toHaveLength(1);
  });

  it('of one word, or of a word too short to correct, stays empty', async () => {
    const index = fakeIndex({});
    expect((await runLocalSearch({query: 'zzqxjvw'}, options)).hits).toEqual([]);
    expect((await runLocalSearch({query: 'wke'}, options)).hits).toEqual([]);
    expect(index.search.mock.calls.map(([query]) => query)).toEqual(['zzqxjvw', 'wke']);
  });
});

describe('query and page handling', () => {
  it('answers an empty or blank query with no hits, without loading the index', async () => {
    expect(await runLocalSearch({query: '   ', hitsPerPage: 5}, options)).toMatchObject({
      hits: [],
      nbHits: 0,
      hitsPerPage: 5,
      query: '',
    });
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('searches for the trimmed query', async () => {
    const index = fakeIndex({hibernate: [powerPage]});
    expect((await runLocalSearch({query: '  hibernate '}, options)).query).toBe('hibernate');
    expect(index.search).toHaveBeenCalledWith('hibernate', expect.anything());
  });

  const manyPages = (count = 20) =>
    Array.from({length: count}, (_, index) =>
      result(`p${index}`, 100 - index, {url: `/p${index}/`, title: `Page ${index}`, excerpt: '<mark>can</mark> bus'}),
    );

  it('counts pages without loading any when hitsPerPage is 0', async () => {
    const pages = manyPages();
    fakeIndex({can: pages});
    expect(await runLocalSearch({query: 'can', hitsPerPage: 0}, options)).toMatchObject({hits: [], nbHits: 20});
    expect(pages.every((page) => page.data.mock.calls.length === 0)).toBe(true);
  });

  it('loads the 8 best documents to weigh them, then more in batches of 8 only until the page of hits is full', async () => {
    const pages = manyPages(30);
    fakeIndex({can: pages});
    const response = await runLocalSearch({query: 'can', hitsPerPage: 3, page: 1}, options);
    expect(response.hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['Page 3', 'Page 4', 'Page 5']);
    expect(response).toMatchObject({page: 1, hitsPerPage: 3, nbHits: 30, nbPages: 10});
    expect(pages.filter((page) => page.data.mock.calls.length > 0)).toHaveLength(8);
    const later = await runLocalSearch({query: 'can', hitsPerPage: 3, page: 6}, options);
    expect(later.hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['Page 18', 'Page 19', 'Page 20']);
    expect(pages.filter((page) => page.data.mock.calls.length > 0)).toHaveLength(24);
  });

  it('counts exactly once every result has been read, so results without a match give no count', async () => {
    // Pagefind answers `%ZZ` with pages that hold the query in neither their text nor their title.
    const unmatched = Array.from({length: 5}, (_, index) =>
      result(`m${index}`, 1, {url: `/m${index}/`, title: `Page ${index}`, excerpt: 'a photo caption'}),
    );
    fakeIndex({'%ZZ': unmatched, can: manyPages().slice(0, 4)});
    expect(await runLocalSearch({query: '%ZZ', hitsPerPage: 15}, options)).toMatchObject({
      hits: [],
      nbHits: 0,
      nbPages: 0,
    });
    expect(await runLocalSearch({query: 'can', hitsPerPage: 15}, options)).toMatchObject({nbHits: 4, nbPages: 1});
  });
});

describe('the client', () => {
  it('answers DocSearch’s `{requests}` and the search page’s plain list, one result per request, with request params merged', async () => {
    fakeIndex({hibernate: [powerPage]});
    const client = createLocalSearchClient(options);
    const docSearch = await client.search({requests: [{indexName: 'docs', query: 'hibernate', hitsPerPage: 20}]});
    const helper = await client.search([
      {indexName: 'docs', params: {query: 'hibernate', hitsPerPage: 15, page: 0}},
      {indexName: 'docs', params: {query: 'hibernate', hitsPerPage: 0}},
    ]);
    expect(docSearch.results).toHaveLength(1);
    expect(docSearch.results[0]).toMatchObject({
      index: 'docs',
      query: 'hibernate',
      hitsPerPage: 20,
      nbHits: 2,
      exhaustiveNbHits: true,
    });
    expect(helper.results.map((response) => [response.hitsPerPage, response.hits.length])).toEqual([
      [15, 2],
      [0, 0],
    ]);
    expect(loadPagefind).toHaveBeenCalledWith('/');
  });

  it('has no facet values to offer', async () => {
    expect(await createLocalSearchClient(options).searchForFacetValues()).toEqual([
      {facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0},
    ]);
  });
});

describe('a reader’s own words', () => {
  it('a word of a synonym group also finds pages that use another word of it, and marks that word', async () => {
    const gnssPage = result('gnss', 2, {
      url: '/gnss/',
      title: 'No GNSS fix',
      excerpt: '<mark>GNSS</mark> <mark>fix</mark>',
    });
    const index = fakeIndex({'gnss never fix': [gnssPage]});
    const {hits} = await runLocalSearch({query: 'why does my gps never fix'}, options);
    expect(index.search.mock.calls.map(([query]) => query)).toEqual(
      expect.arrayContaining(['gps never fix', 'gnss never fix']),
    );
    expect(hits[0]).toMatchObject({url: 'https://docs.example/gnss/'});
    expect(hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('No <mark>GNSS</mark> <mark>fix</mark>');
  });

  it('a page with the reader’s own word ranks before one with another word of its group, unless far better', async () => {
    const own = result('own', 1, {url: '/own/', title: 'Own', excerpt: '<mark>gps</mark> <mark>fix</mark>'});
    const other = result('other', 1.2, {url: '/other/', title: 'Other', excerpt: '<mark>gnss</mark> <mark>fix</mark>'});
    const far = result('far', 2, {url: '/far/', title: 'Far', excerpt: '<mark>gnss</mark> <mark>fix</mark>'});
    fakeIndex({'gps fix': [own], 'gnss fix': [other, far]});
    const {hits} = await runLocalSearch({query: 'gps fix'}, options);
    expect(hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['Far', 'Own', 'Other']);
  });

  it('pages with a quoted phrase or a pasted tag come first, best match of it first', async () => {
    const wordsApart = result('apart', 9, {
      url: '/apart/',
      title: 'Apart',
      excerpt: '<mark>bus</mark> x <mark>init</mark>',
    });
    const phrase = result('phrase', 1, {
      url: '/phrase/',
      title: 'Phrase',
      excerpt: '<mark>bus</mark> <mark>init</mark>',
    });
    const index = fakeIndex({'bus init': [wordsApart, phrase], '"bus init"': [phrase]});
    expect((await runLocalSearch({query: '"bus init"'}, options)).hits.map((hit) => hit.hierarchy.lvl1)).toEqual([
      'Phrase',
      'Apart',
    ]);
    expect(index.search.mock.calls.map(([query]) => query)).toContain('"bus init"');

    const tagPage = result('tag', 1, {url: '/tag/', title: 'Tag', excerpt: '<mark>system</mark>/<mark>power</mark>'});
    const tagApart = result('tag-apart', 9, {
      url: '/tag-apart/',
      title: 'Tag apart',
      excerpt: '<mark>system</mark> <mark>power</mark> and <mark>sleep</mark> <mark>event</mark>',
    });
    fakeIndex({'power sleep event': [tagApart, tagPage], '"power/sleep"': [tagPage]});
    const {hits} = await runLocalSearch({query: 'power/sleep event'}, options);
    expect(hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['Tag', 'Tag apart']);
  });

  it('reads a question of four meaningful words or more as "most words first", so one word a page lacks does not hide it', async () => {
    const answer = result('answer', 1, {
      url: '/drain/',
      title: 'Battery drain',
      excerpt: '<mark>battery</mark> <mark>dead</mark>',
    });
    const stray = result('stray', 1, {url: '/stray/', title: 'Stray', excerpt: '<mark>leaving</mark>'});
    const index = fakeIndex({battery: [answer], dead: [answer], obd: [answer, stray], leaving: [stray]});
    const {hits} = await runLocalSearch({query: 'battery dead after leaving obd plugged'}, options);
    expect(hits[0]!.hierarchy.lvl1).toBe('Battery drain');
    expect(index.search.mock.calls.map(([query]) => query)).not.toContain('battery dead leaving obd plugged');
  });

  it('weighs up the troubleshooting section for a query that describes a problem, and only then', async () => {
    const guide = result('guide', 1.2, {
      url: '/guides/gps/',
      title: 'GPS guide',
      excerpt: '<mark>gps</mark> <mark>fix</mark>',
    });
    const path = result('path', 1, {
      url: '/troubleshooting/no-gnss-fix/',
      title: 'No fix',
      excerpt: '<mark>gps</mark> <mark>fix</mark>',
    });
    fakeIndex({'gps fix': [guide, path]});
    const titles = async (query: string) =>
      (await runLocalSearch({query}, options)).hits
        .filter((hit) => hit.type === 'lvl1')
        .map((hit) => hit.hierarchy.lvl1);
    expect(await titles('gps fix')).toEqual(['GPS guide', 'No fix']);
    expect(await titles('no gps fix')).toEqual(['No fix', 'GPS guide']);
    // Far better still wins: the weight is 1.5.
    const farGuide = result('guide', 2, {
      url: '/guides/gps/',
      title: 'GPS guide',
      excerpt: '<mark>gps</mark> <mark>fix</mark>',
    });
    fakeIndex({'gps fix': [farGuide, path]});
    expect(await titles("gps fix doesn't")).toEqual(['GPS guide', 'No fix']);
  });

  it('finds the exact parts of a query: quoted phrases and pasted tags or paths', () => {
    expect(exactParts('"no data" on a pid')).toEqual(['no data']);
    expect(exactParts('vehicle/engine/stopped not firing')).toEqual(['vehicle/engine/stopped']);
    expect(exactParts('tail /var/log/syslog')).toEqual(['var/log/syslog']);
    expect(exactParts('12 / 24 V and on/off')).toEqual(['on/off']);
    expect(exactParts('mode 22 formula (A*256+B)/100 at 12/24V')).toEqual([]);
  });

  it('an error message or its code puts the message’s section first, once', async () => {
    const message: MessageEntry = {
      text: '+CME ERROR: 10',
      name: 'SIM not inserted',
      code: 'CME ERROR 10',
      url: '/troubleshooting/errors/modem/#cme-error-10',
      page: 'Modem errors',
      lvl0: 'Troubleshooting',
      summary: 'The modem finds no SIM.',
    };
    vi.mocked(loadMessages).mockResolvedValue([message]);
    const modemPage = result('modem', 5, {
      url: '/troubleshooting/errors/modem/',
      title: 'Modem errors',
      excerpt: '<mark>CME</mark> <mark>ERROR</mark> <mark>10</mark>',
      sections: [
        {title: '+CME ERROR: 10', url: '/troubleshooting/errors/modem/#cme-error-10', excerpt: '<mark>CME</mark>'},
      ],
    });
    fakeIndex({'cme error 10': [powerPage, modemPage]});
    const {hits, nbHits} = await runLocalSearch({query: 'CME ERROR 10'}, options);
    expect(hits[0]).toMatchObject({
      url: 'https://docs.example/troubleshooting/errors/modem/#cme-error-10',
      type: 'lvl2',
      hierarchy: {lvl0: 'Troubleshooting', lvl1: 'Modem errors', lvl2: '+CME ERROR: 10 SIM not inserted'},
      content: 'The modem finds no SIM.',
    });
    expect(hits.filter((hit) => hit.url.endsWith('#cme-error-10'))).toHaveLength(1);
    expect(nbHits).toBe(hits.length);
  });

  it('search works when the message list cannot be fetched', async () => {
    vi.mocked(loadMessages).mockRejectedValue(new Error('offline'));
    fakeIndex({hibernate: [powerPage]});
    expect((await runLocalSearch({query: 'hibernate'}, options)).hits.length).toBeGreaterThan(0);
  });
});
