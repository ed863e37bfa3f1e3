/**
 * A search client with the shape DocSearch and the theme's search page expect from Algolia, answered from the
 * Pagefind index. Each matching page gives one `lvl1` hit (its title) and one `content` hit per matching
 * section (its snippet, under the section heading), so DocSearch groups them by sidebar category (`lvl0`) and
 * nests sections under their page, as it does with crawler records.
 */
import {
  loadPagefind,
  type PagefindDocument,
  type PagefindModule,
  type PagefindResult,
  type PagefindSubResult,
} from './pagefind';
import {loadMessages, matchMessages, type MessageEntry} from './messages';
import {
  describesProblem,
  expandedQueries,
  meaningfulTerms,
  problemSection,
  swappedWordWeight,
  variantsOf,
  type ExpandedQuery,
} from './readerWords';
import {correctQuery, loadVocabulary, queryTerms} from './typos';
import {escapeAttribute as escapeHtml} from '../../../src/utils/html';

type FacetFilters = ReadonlyArray<string | readonly string[]>;

/** One query as DocSearch (flat) or algoliasearch-helper (`params`) sends it. */
export interface SearchRequest {
  readonly indexName?: string;
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly attributesToSnippet?: readonly string[];
  readonly facetFilters?: FacetFilters;
  readonly params?: Omit<SearchRequest, 'params' | 'indexName'>;
}

interface HighlightValue {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: string[];
}

export interface DocSearchHit {
  readonly objectID: string;
  readonly url: string;
  readonly type: 'lvl1' | 'lvl2' | 'content';
  readonly hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  readonly content: string | null;
  readonly _highlightResult: {readonly hierarchy: Record<string, HighlightValue>; readonly content?: HighlightValue};
  readonly _snippetResult: {readonly content?: HighlightValue; readonly hierarchy?: Record<string, HighlightValue>};
}

export interface SearchResult {
  readonly hits: DocSearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly processingTimeMS: number;
  readonly exhaustiveNbHits: true;
  readonly facets: Record<string, Record<string, number>>;
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

/** Wraps the words of `text` that start with a query term in <mark>, and escapes the rest. */
export function highlight(text: string, terms: readonly string[]): HighlightValue {
  const matchedWords = new Set<string>();
  // Words are found before escaping, so that a term never matches inside an entity (`&amp;`, `&lt;`).
  const value = text.replace(/([\p{L}\p{N}._]+)|[^\p{L}\p{N}._]+/gu, (piece, word: string | undefined) => {
    const term = word && terms.find((candidate) => word.toLowerCase().startsWith(candidate));
    if (!term) return escapeHtml(piece);
    matchedWords.add(term);
    return `<mark>${word}</mark>`;
  });
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size === terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/** A window of `words` words of an excerpt, centred on its first <mark>. */
export function snippet(excerpt: string, words: number): string {
  const tokens = excerpt.split(/\s+/).filter(Boolean);
  const first = Math.max(
    0,
    tokens.findIndex((token) => token.includes('<mark>')),
  );
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const window = tokens.slice(start, start + words).join(' ');
  return `${start > 0 ? '… ' : ''}${window}${start + words < tokens.length ? ' …' : ''}`;
}

/** `content:10` in attributesToSnippet → 10. */
function snippetWords(request: SearchRequest): number {
  const spec = request.attributesToSnippet?.find((attribute) => attribute.startsWith('content:'));
  return spec ? Number(spec.split(':')[1]) || 10 : 10;
}

type PagefindFilters = Record<string, {any: string[]}>;

/** facetFilters → Pagefind filters (outer list AND, inner list OR); `language` is the index's own language. */
function toPagefindFilters(facetFilters: FacetFilters = []): {filters: PagefindFilters; languages: string[]} {
  const filters: PagefindFilters = {};
  const languages: string[] = [];
  for (const group of facetFilters) {
    const values = typeof group === 'string' ? [group] : [...group];
    for (const value of values) {
      const [facet, ...rest] = value.split(':');
      const facetValue = rest.join(':');
      if (facet === 'language') languages.push(facetValue);
      else (filters[facet!] ??= {any: []}).any.push(facetValue);
    }
  }
  return {filters, languages};
}

/**
 * Sections shown under a page: at most two, those whose heading matches first, then those with the
 * most matched words, in page order among equals. Without a cap one long page that names a word in every section
 * fills the whole result list, and the reference page of a command never shows.
 */
const sectionsPerPage = 2;

function bestSections(subResults: readonly PagefindSubResult[], terms: readonly string[]): PagefindSubResult[] {
  const marks = (excerpt: string) => excerpt.split('<mark>').length - 1;
  return subResults
    .filter((sub) => sub.url.includes('#') && stripTags(sub.excerpt).trim() && sub.excerpt.includes('<mark>'))
    .map((sub, index) => ({
      sub,
      index,
      title: highlight(sub.title, terms).matchLevel !== 'none',
      marks: marks(sub.excerpt),
    }))
    .sort((a, b) => Number(b.title) - Number(a.title) || b.marks - a.marks || a.index - b.index)
    .slice(0, sectionsPerPage)
    .sort((a, b) => Number(b.title) - Number(a.title) || a.index - b.index)
    .map(({sub}) => sub);
}

function hitsForPage(
  document: PagefindDocument,
  terms: readonly string[],
  words: number,
  origin: string,
): DocSearchHit[] {
  const title = document.meta.title ?? document.url;
  const lvl0 = document.meta.lvl0 ?? 'Documentation';
  const pageUrl = new URL(document.url, origin).href;
  const base = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const titleHighlight = highlight(title, terms);
  const pageHit: DocSearchHit = {
    objectID: pageUrl,
    url: pageUrl,
    type: 'lvl1',
    hierarchy: base,
    content: null,
    _highlightResult: {hierarchy: {lvl0: highlight(lvl0, []), lvl1: titleHighlight}},
    _snippetResult: {content: {value: snippet(document.excerpt, words), matchLevel: 'full', matchedWords: [...terms]}},
  };
  const sections = bestSections(document.sub_results, terms).map((sub): DocSearchHit => {
    const url = new URL(sub.url, origin).href;
    const excerpt = snippet(sub.excerpt, words);
    return {
      objectID: url,
      url,
      type: 'content',
      hierarchy: {...base, lvl2: sub.title},
      content: stripTags(excerpt),
      _highlightResult: {
        hierarchy: {lvl0: highlight(lvl0, []), lvl1: highlight(title, []), lvl2: highlight(sub.title, terms)},
        content: {value: excerpt, matchLevel: 'full', matchedWords: [...terms]},
      },
      _snippetResult: {content: {value: excerpt, matchLevel: 'full', matchedWords: [...terms]}},
    };
  });
  return [pageHit, ...sections];
}

/** True when the page's own text or title matched, not only its metadata (e.g. an image's alt text). */
function bodyOrTitleMatched(document: PagefindDocument, terms: readonly string[]): boolean {
  if (document.excerpt.includes('<mark>')) return true;
  return highlight(document.meta.title ?? '', terms).matchLevel !== 'none';
}

export interface LocalSearchClientOptions {
  readonly baseUrl: string;
  /** Absolute URLs are what DocSearch expects in hits. */
  readonly origin?: string;
  /** The language of the index; by default the page's `<html lang>`, read when a query runs. */
  readonly language?: string;
  /**
   * A weight for the reader's own pages by path, asked for when a query runs (the reader's device:
   * src/utils/myDevice/search.ts); without one, or when it gives none, ranking is as before.
   */
  readonly pageWeight?: () => ((pathname: string) => number) | undefined;
}

/** A result without hits for `request`, in the shape its caller expects. */
export function emptyResult(request: SearchRequest): SearchResult {
  const params = {...request, ...request.params};
  return {
    hits: [],
    nbHits: 0,
    page: params.page ?? 0,
    nbPages: 0,
    hitsPerPage: params.hitsPerPage ?? 20,
    query: (params.query ?? '').trim(),
    params: '',
    index: request.indexName ?? '',
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    facets: {},
  };
}

/**
 * Whether Pagefind's answer holds a word of the query. It can return a page without any match location, and for a
 * word no page holds it can fall back to a shorter prefix of it ("geofance" finds `geo_point`): a marked word then
 * shares only the first letters with the term, in the excerpt and in the title. Stemmed forms ("batteries" → battery)
 * share all but a few.
 */
function matchesForReal(document: PagefindDocument, terms: readonly string[]): boolean {
  if ((document.locations?.length ?? 1) === 0) return false;
  const marked = Array.from(document.excerpt.matchAll(/<mark>(.*?)<\/mark>/g), (match) => match[1]!.toLowerCase());
  if (marked.length === 0) return true;
  // A page can also match by its title, which the excerpt does not show.
  marked.push(...(document.meta.title ?? '').toLowerCase().split(/\s+/));
  const shared = (a: string, b: string) => {
    let length = 0;
    while (length < a.length && a[length] === b[length]) length++;
    return length;
  };
  return marked.some((word) =>
    terms.some((term) => {
      const start = word.search(/[\p{L}\p{N}]/u);
      return shared(word.slice(Math.max(start, 0)), term) >= Math.min(term.length, Math.max(3, term.length - 3));
    }),
  );
}

type SearchInput = {requests: readonly SearchRequest[]} | readonly SearchRequest[];

/** The requests of either call shape: DocSearch's `{requests}` or the helper's plain list. */
export function requestsOf(input: SearchInput): readonly SearchRequest[] {
  return Array.isArray(input) ? input : (input as {requests: readonly SearchRequest[]}).requests;
}

interface Answer {
  /** The words to mark in snippets: the meaningful terms and their variants. */
  readonly terms: readonly string[];
  readonly results: readonly PagefindResult[];
}

/**
 * Every query of `queries`, merged: a page found by several keeps its best score, best first. A query with swapped
 * words counts less than the reader's own (`swappedWordWeight` per swapped word).
 */
async function searchEach(
  engine: PagefindModule,
  queries: readonly ExpandedQuery[],
  filters: PagefindFilters,
): Promise<PagefindResult[]> {
  const answers = await Promise.all(
    queries.map(async ({text, swapped}) => {
      const {results} = await engine.search(text, {filters});
      const weight = swappedWordWeight ** swapped;
      return results.map((result) => (weight === 1 ? result : {...result, score: result.score * weight}));
    }),
  );
  const best = new Map<string, PagefindResult>();
  for (const result of answers.flat()) {
    if ((best.get(result.id)?.score ?? -1) < result.score) best.set(result.id, result);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

const withVariants = (terms: readonly string[]) => [...new Set(terms.flatMap(variantsOf))];

/**
 * Pages with most of the terms, when no page has them all (Algolia's "all optional"). A term counts by its rarity
 * (log of pages over pages with the term, as in BM25), so "never" and "gets" in a question weigh less than "gnss",
 * and by Pagefind's score for it on the page.
 */
async function mostTerms(
  engine: PagefindModule,
  terms: readonly string[],
  filters: PagefindFilters,
  weightOf: PageWeight = () => 1,
  pairs: readonly (readonly [string, string])[] = [],
) {
  // Pages that hold two of the reader's words side by side, as typed ("powers up", "start the car"), say it the
  // reader's way: each such pair counts its rarer word again. Pagefind matches a quoted phrase from the word
  // positions in its index, so this loads no page.
  const paired = Promise.all(
    pairs.map(async ([first, second]) => (await engine.search(`"${first} ${second}"`, {filters})).results),
  );
  const perTerm = await Promise.all(
    terms.map((term) =>
      searchEach(
        engine,
        variantsOf(term).map((text, index) => ({text, swapped: index > 0 ? 1 : 0})),
        filters,
      ),
    ),
  );
  const pages = new Set(perTerm.flat().map((result) => result.id)).size + 1;
  const rarities = perTerm.map((termResults) => Math.log(1 + pages / Math.max(termResults.length, 1)));
  const merged = new Map<string, {result: PagefindResult; rank: number}>();
  perTerm.forEach((termResults, index) => {
    const top = termResults[0]?.score || 1;
    for (const result of termResults) {
      const entry = merged.get(result.id) ?? {result, rank: 0};
      merged.set(result.id, {result, rank: entry.rank + rarities[index]! * (0.5 + (0.5 * result.score) / top)});
    }
  });
  const rarityOf = (word: string) => rarities[terms.indexOf(word)] ?? 0;
  (await paired).forEach((results, index) => {
    const [first, second] = pairs[index]!;
    const weight = pairWeight * Math.max(rarityOf(first), rarityOf(second));
    for (const result of results) {
      const entry = merged.get(result.id);
      if (entry) entry.rank += weight;
    }
  });
  const ranked = [...merged.values()].sort((a, b) => b.rank - a.rank);
  // A page whose title or headings hold a word of the question is about it, not one that mentions it: each such
  // word counts again. Only the first results are weighed (their data is loaded for the hits anyway).
  const head = ranked.slice(0, titleWeighed).map((entry) => {
    // Loaded once: the hits read the same data.
    const data = entry.result.data();
    return {...entry, result: {...entry.result, data: () => data}};
  });
  const documents = await Promise.all(head.map(async ({result}) => await result.data()));
  const wordsOf = (text = '') => text.toLowerCase().split(/[^\p{L}\p{N}._]+/u);
  const holds = (words: readonly string[], term: string) =>
    variantsOf(term).some((variant) => words.some((word) => word.startsWith(variant)));
  head.forEach((entry, position) => {
    const document = documents[position];
    const title = wordsOf(document?.meta.title);
    const headings = wordsOf(document?.sub_results.map((sub) => sub.title).join(' '));
    terms.forEach((term, index) => {
      // The title weighs as much again as the text; a section heading half as much.
      if (holds(title, term)) entry.rank += rarities[index]!;
      else if (holds(headings, term)) entry.rank += rarities[index]! / 2;
    });
    // A sentence that holds the question's words together says what the question asks, where a long page may
    // hold each word in a different place: the words of the best sentence count again, by their rarity.
    const together = sentencesOf(document?.content ?? '').map((sentence) => {
      const words = wordsOf(sentence);
      return terms.reduce((sum, term, index) => sum + (holds(words, term) ? rarities[index]! : 0), 0);
    });
    entry.rank += Math.max(0, ...together) * sentenceWeight;
    entry.rank *= weightOf(document?.url ?? '');
  });
  return [...head.sort((a, b) => b.rank - a.rank), ...ranked.slice(titleWeighed)].map((entry) => entry.result);
}

/**
 * The parts of a query the reader wants matched exactly: quoted phrases, and tags and paths pasted whole
 * (`system/power/sleep`, `/var/log/syslog`), whose words mean little apart.
 */
export function exactParts(query: string): string[] {
  const quoted = Array.from(query.matchAll(/"([^"]+)"/g), (match) => match[1]!.trim());
  // A path is a whitespace-separated token of slash-separated segments, two of them with letters (not `12/24`
  // nor a formula such as `(A*256+B)/100`).
  const paths = query
    .replace(/"[^"]*"/g, ' ')
    .split(/\s+/)
    .map((token) => token.replace(/^\/+|\/+$/g, ''))
    .filter(
      (token) =>
        /^[\p{L}\p{N}._<>*-]+(?:\/[\p{L}\p{N}._<>*-]+)+$/u.test(token) &&
        token.split('/').filter((segment) => /\p{L}/u.test(segment)).length >= 2,
    );
  return [...quoted, ...paths].filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/**
 * Searches as a reader means `query` (plugins/search/client/readerWords.ts): its meaningful terms, each as itself or a word of
 * its synonym group. When nothing matches, the same with typos corrected; when no page holds every term, the pages
 * with most of them. Pages that hold the query's exact parts (see `exactParts`) come first, best match of those
 * parts first.
 */
async function searchTolerantly(
  engine: PagefindModule,
  query: string,
  filters: PagefindFilters,
  baseUrl: string,
  /** Only the number of results is wanted: nothing is loaded to weigh them. */
  countOnly = false,
  readerWeight?: (pathname: string) => number,
): Promise<Answer> {
  const answer = await searchTerms(engine, query, filters, baseUrl, countOnly, readerWeight);
  const parts = exactParts(query);
  if (parts.length === 0) return answer;
  const exact = await Promise.all(parts.map(async (part) => (await engine.search(`"${part}"`, {filters})).results));
  const inEvery = exact[0]!.filter((result) => exact.every((list) => list.some((other) => other.id === result.id)));
  const first = new Set(inEvery.map((result) => result.id));
  return {...answer, results: [...inEvery, ...answer.results.filter((result) => !first.has(result.id))]};
}

/** What a page's score is multiplied by for the query at hand, from its address. */
type PageWeight = (url: string) => number;

/** A problem described in the query weighs up the troubleshooting section (`problemWords` in readerWords.ts). */
function intentWeight(query: string): PageWeight | undefined {
  if (!describesProblem(queryTerms(query))) return undefined;
  return (url) => (new URL(url, 'https://x').pathname.includes(problemSection.prefix) ? problemSection.weight : 1);
}

/** The query's weight times the reader's (their device's pages), or the query's alone when the reader gives none. */
function withReaderWeight(
  weightOf: PageWeight | undefined,
  readerWeight: ((pathname: string) => number) | undefined,
): PageWeight | undefined {
  if (!readerWeight) return weightOf;
  return (url) => (weightOf?.(url) ?? 1) * readerWeight(new URL(url, 'https://x').pathname);
}

/**
 * A page whose title names what the reader typed is about it: a short query's terms found in a page's title weigh
 * it up (half again when the title holds them all), and terms found in its section headings a quarter.
 */
function titleWeight(terms: readonly string[]): (document: PagefindDocument) => number {
  const wordsOf = (text = '') => text.toLowerCase().split(/[^\p{L}\p{N}._]+/u);
  const holds = (words: readonly string[], term: string) =>
    variantsOf(term).some((variant) => words.some((word) => word.startsWith(variant)));
  return (document) => {
    const title = wordsOf(document.meta.title);
    const headings = wordsOf(document.sub_results.map((sub) => sub.title).join(' '));
    const inTitle = terms.filter((term) => holds(title, term)).length;
    const inHeadings = terms.filter((term) => !holds(title, term) && holds(headings, term)).length;
    return 1 + (0.5 * inTitle + 0.25 * inHeadings) / terms.length;
  };
}

/** The best results weighed again by `weightOf` (their data is loaded for the hits anyway). */
async function weighHead(
  results: readonly PagefindResult[],
  weightOf: (document: PagefindDocument) => number,
): Promise<PagefindResult[]> {
  const head = await Promise.all(
    results.slice(0, shortWeighed).map(async (result) => {
      const data = result.data();
      // A page whose data did not load (a fragment the network lost) keeps its score.
      const document = await data;
      const weight = document ? weightOf(document) : 1;
      return {...result, score: result.score * weight, data: () => data};
    }),
  );
  return [...head.sort((a, b) => b.score - a.score), ...results.slice(shortWeighed)];
}

/** The sentences of a page's text (Pagefind's `content`: its words, headings and list items run together). */
const sentencesOf = (content: string) => content.split(/(?<=[.!?:;”"])\s+|\n+/);

/** What the words of a question's best sentence on a page count, against their count as words of the page. */
const sentenceWeight = 1;

/** What a pair of the reader's words side by side on a page counts, against the rarity of its rarer word. */
const pairWeight = 0.5;

/**
 * The pairs of neighbouring words of a question that hold a meaningful term (`meaningful`): "start the car" gives
 * "start the" and "the car", not "when i".
 */
export function wordPairs(words: readonly string[], meaningful: readonly string[]): Array<[string, string]> {
  return words
    .slice(1)
    .map((word, index): [string, string] => [words[index]!, word])
    .filter(([first, second]) => meaningful.includes(first) || meaningful.includes(second));
}

/** How many of the best results of a question are weighed again by their titles. */
const titleWeighed = 16;

/** How many of the best results of a short query are weighed by their titles: a page of hits loads about as many. */
const shortWeighed = 8;

/** Meaningful terms from which a query is read as a question, not as a name or a phrase to match in full. */
const questionLength = 4;

/** The search by terms that `searchTolerantly` orders: synonyms, then typo correction, then optional words. */
async function searchTerms(
  engine: PagefindModule,
  query: string,
  filters: PagefindFilters,
  baseUrl: string,
  countOnly = false,
  readerWeight?: (pathname: string) => number,
): Promise<Answer> {
  const terms = meaningfulTerms(queryTerms(query));
  const weightOf = withReaderWeight(intentWeight(query), readerWeight);
  // A question of several words is answered by the pages with most of them: one word the page does not use
  // ("leaving", "plugged") must not hide the page that answers it.
  if (terms.length >= questionLength)
    return {
      terms: withVariants(terms),
      results: await mostTerms(engine, terms, filters, weightOf, wordPairs(queryTerms(query), terms)),
    };
  const found = await searchEach(engine, expandedQueries(terms), filters);
  const titled = titleWeight(terms);
  const results =
    found.length > 1 && !countOnly
      ? await weighHead(found, (document) => titled(document) * (weightOf?.(document.url) ?? 1))
      : found;
  // Pagefind can answer a word no page holds with a page or two that do not contain it (no match locations):
  // that is no match, and the query goes on to typo correction. Only a short answer is checked, and its top
  // result's data is loaded for the hits anyway; a query with many results matched for real.
  const suspect = results.length > 0 && results.length <= 3;
  const first = suspect ? await results[0]!.data() : undefined;
  const matched = results.length > 0 && (!suspect || (first != null && matchesForReal(first, withVariants(terms))));
  if (matched) return {terms: withVariants(terms), results};
  const vocabulary = await loadVocabulary(baseUrl).catch(() => undefined);
  const corrected = (vocabulary && correctQuery(terms.join(' '), vocabulary)) ?? terms.join(' ');
  const correctedTerms = queryTerms(corrected);
  if (corrected !== terms.join(' ')) {
    const retry = await searchEach(engine, expandedQueries(correctedTerms), filters);
    if (retry.length > 0) return {terms: withVariants(correctedTerms), results: retry};
  }
  if (correctedTerms.length < 2) return {terms: withVariants(terms), results};
  return {
    terms: withVariants(correctedTerms),
    results: await mostTerms(engine, correctedTerms, filters, weightOf),
  };
}

/**
 * The hit of a named entry the query names (a message, a command), placed before the ranked results. A heading hit
 * (`lvl2`), so DocSearch shows the message itself as the hit's title and its page below it.
 */
function messageHit(entry: MessageEntry, origin: string): DocSearchHit {
  const url = new URL(entry.url, origin).href;
  const heading = entry.name ? `${entry.text} ${entry.name}` : entry.text;
  const marked: HighlightValue = {
    value: `<mark>${escapeHtml(heading)}</mark>`,
    matchLevel: 'full',
    matchedWords: [entry.text],
  };
  return {
    objectID: url,
    url,
    type: 'lvl2',
    hierarchy: {lvl0: entry.lvl0, lvl1: entry.page, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: entry.summary ?? null,
    _highlightResult: {
      hierarchy: {lvl0: highlight(entry.lvl0, []), lvl1: highlight(entry.page, []), lvl2: marked},
      content: highlight(entry.summary ?? '', []),
    },
    _snippetResult: {content: highlight(entry.summary ?? '', []), hierarchy: {lvl2: marked}},
  };
}

export async function runLocalSearch(request: SearchRequest, options: LocalSearchClientOptions): Promise<SearchResult> {
  const started = performance.now();
  const params = {...request, ...request.params};
  const query = (params.query ?? '').trim();
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  const empty = emptyResult(request);
  if (!query) return empty;
  const {filters, languages} = toPagefindFilters(params.facetFilters);
  const language = options.language ?? document.documentElement.lang;
  if (languages.length > 0 && !languages.includes(language)) return empty;

  const [engine, messages] = await Promise.all([
    loadPagefind(options.baseUrl),
    loadMessages(options.baseUrl).catch((): readonly MessageEntry[] => []),
  ]);
  const named = matchMessages(query, messages).slice(0, 3);
  const {terms, results} = await searchTolerantly(
    engine,
    query,
    filters,
    options.baseUrl,
    hitsPerPage === 0,
    options.pageWeight?.(),
  );
  if (hitsPerPage === 0) return {...empty, nbHits: results.length + named.length};
  const words = snippetWords(params);
  const origin = options.origin ?? window.location.origin;
  // Load pages in small batches until the page of hits is full: most queries need only the first few.
  const hits: DocSearchHit[] = named.map((entry) => messageHit(entry, origin));
  const pinned = new Set(hits.map((hit) => hit.url));
  const wanted = (page + 1) * hitsPerPage;
  let start = 0;
  for (; start < results.length && hits.length < wanted; start += 8) {
    const documents = await Promise.all(results.slice(start, start + 8).map((result) => result.data()));
    for (const document of documents) {
      // No data for a result (its fragment did not load): no hit for it, rather than no answer at all.
      if (!document || !bodyOrTitleMatched(document, terms)) continue;
      hits.push(...hitsForPage(document, terms, words, origin).filter((hit) => !pinned.has(hit.url)));
    }
  }
  // Once every result has been read the count is exact: results that matched only metadata (or nothing, for a
  // query such as `%ZZ`) must not show as "35 documents found" over an empty list. Otherwise an estimate.
  const nbHits = start >= results.length ? hits.length : Math.max(hits.length, results.length);
  return {
    ...empty,
    hits: hits.slice(page * hitsPerPage, wanted),
    nbHits,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** The subset of the Algolia client both DocSearch and algoliasearch-helper call. */
export function createLocalSearchClient(options: LocalSearchClientOptions) {
  const search = async (input: SearchInput): Promise<{results: SearchResult[]}> => {
    return {results: await Promise.all(requestsOf(input).map((request) => runLocalSearch(request, options)))};
  };
  return {
    search,
    searchForFacetValues: async () => [{facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0}],
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    appId: 'local',
    transporter: {},
  };
}
