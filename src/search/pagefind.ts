/**
 * Browser side of the offline index that plugins/search-index.ts builds. Nothing is fetched until a reader
 * searches; then Pagefind downloads only the index chunks the query needs.
 */

/** DocSearch's input limit; the spec uses the same number for every search input. */
export const maxQueryLength = 64;

export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}

export interface PagefindDocument {
  readonly url: string;
  /** HTML with the matched words wrapped in `<mark>`. */
  readonly excerpt: string;
  readonly meta: {readonly title?: string};
  readonly sub_results: readonly PagefindSubResult[];
}

interface PagefindResult {
  readonly id: string;
  readonly data: () => Promise<PagefindDocument>;
}

interface PagefindModule {
  readonly options: (options: Record<string, unknown>) => Promise<void>;
  readonly search: (query: string) => Promise<{readonly results: readonly PagefindResult[]}>;
}

let pagefind: Promise<PagefindModule> | undefined;

/** Loads the Pagefind runtime once; a failed load is forgotten so that a retry can succeed. */
export function loadPagefind(baseUrl: string): Promise<PagefindModule> {
  pagefind ??= (async () => {
    const module = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as PagefindModule;
    await module.options({baseUrl, excerptLength: 24});
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

/** Up to `limit` pages for a query, best first, with their text loaded. */
export async function searchDocs(baseUrl: string, query: string, limit = 20): Promise<PagefindDocument[]> {
  const engine = await loadPagefind(baseUrl);
  const {results} = await engine.search(query);
  return Promise.all(results.slice(0, limit).map((result) => result.data()));
}
