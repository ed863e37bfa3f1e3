/**
 * A search client with the shape DocSearch and the theme's search page expect from Algolia, answered from the
 * Pagefind index. Each matching page gives one `lvl1` hit (its title) and one `content` hit per matching
 * section (its snippet, under the section heading), so DocSearch groups them by sidebar category (`lvl0`) and
 * nests sections under their page, as it does with crawler records.
 */
import {loadPagefind, type PagefindDocument} from './pagefind';

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
  readonly type: 'lvl1' | 'content';
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

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

/** The terms of a query as the index tokenises them (dots and underscores stay inside command names). */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/[^\p{L}\p{N}._]+/u).filter(Boolean);
}

/** Wraps the words of `text` that start with a query term in <mark>. */
export function highlight(text: string, terms: readonly string[]): HighlightValue {
  const matchedWords = new Set<string>();
  const value = escapeHtml(text).replace(/[\p{L}\p{N}._]+/gu, (word) => {
    const term = terms.find((candidate) => word.toLowerCase().startsWith(candidate));
    if (!term) return word;
    matchedWords.add(term);
    return `<mark>${word}</mark>`;
  });
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size === terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/** A window of `words` words of an excerpt, centred on its first <mark>. */
export function snippet(excerpt: string, words: number): string {
  const tokens = excerpt.split(/\s+/).filter(Boolean);
  const first = Math.max(0, tokens.findIndex((token) => token.includes('<mark>')));
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const window = tokens.slice(start, start + words).join(' ');
  return `${start > 0 ? '… ' : ''}${window}${start + words < tokens.length ? ' …' : ''}`;
}

/** `content:10` in attributesToSnippet → 10. */
function snippetWords(request: SearchRequest): number {
  const spec = request.attributesToSnippet?.find((attribute) => attribute.startsWith('content:'));
  return spec ? Number(spec.split(':')[1]) || 10 : 10;
}

/** facetFilters → Pagefind filters (outer list AND, inner list OR); `language` is the index's own language. */
function toPagefindFilters(facetFilters: FacetFilters = []): {filters: Record<string, {any: string[]}>; languages: string[]} {
  const filters: Record<string, {any: string[]}> = {};
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

function hitsForPage(document: PagefindDocument, terms: readonly string[], words: number, origin: string): DocSearchHit[] {
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
  const sections = document.sub_results
    .filter((sub) => sub.url.includes('#') && stripTags(sub.excerpt).trim() && sub.excerpt.includes('<mark>'))
    .map((sub): DocSearchHit => {
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
}

export async function runLocalSearch(request: SearchRequest, options: LocalSearchClientOptions): Promise<SearchResult> {
  const started = performance.now();
  const params = {...request, ...request.params};
  const query = (params.query ?? '').trim();
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  const empty: SearchResult = {
    hits: [],
    nbHits: 0,
    page,
    nbPages: 0,
    hitsPerPage,
    query,
    params: '',
    index: request.indexName ?? '',
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    facets: {},
  };
  if (!query) return empty;
  const {filters, languages} = toPagefindFilters(params.facetFilters);
  const language = options.language ?? document.documentElement.lang;
  if (languages.length > 0 && !languages.includes(language)) return empty;

  const engine = await loadPagefind(options.baseUrl);
  const {results} = await engine.search(query, {filters});
  if (hitsPerPage === 0) return {...empty, nbHits: results.length};
  const terms = queryTerms(query);
  const words = snippetWords(params);
  const origin = options.origin ?? window.location.origin;
  // Load pages in small batches until the page of hits is full: most queries need only the first few.
  const hits: DocSearchHit[] = [];
  const wanted = (page + 1) * hitsPerPage;
  for (let start = 0; start < results.length && hits.length < wanted; start += 8) {
    const documents = await Promise.all(results.slice(start, start + 8).map((result) => result.data()));
    for (const document of documents) {
      if (bodyOrTitleMatched(document, terms)) hits.push(...hitsForPage(document, terms, words, origin));
    }
  }
  const nbHits = Math.max(hits.length, results.length);
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
  const search = async (
    input: {requests: readonly SearchRequest[]} | readonly SearchRequest[],
  ): Promise<{results: SearchResult[]}> => {
    const requests = Array.isArray(input) ? input : (input as {requests: readonly SearchRequest[]}).requests;
    return {results: await Promise.all(requests.map((request) => runLocalSearch(request, options)))};
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
