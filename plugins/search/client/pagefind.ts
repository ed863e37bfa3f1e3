/**
 * Browser side of the offline index that plugins/search/index.ts builds. Nothing is fetched until a reader
 * shows intent to search; then Pagefind downloads only the index chunks the query needs.
 */

export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  /** HTML with the matched words wrapped in `<mark>`. */
  readonly excerpt: string;
}

export interface PagefindDocument {
  readonly url: string;
  readonly excerpt: string;
  readonly content: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly sub_results: readonly PagefindSubResult[];
  /** Word positions of the match; empty when Pagefind returned the page without a word of the query in it. */
  readonly locations?: readonly number[];
}

export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  readonly data: () => Promise<PagefindDocument>;
}

export interface PagefindModule {
  readonly options: (options: Record<string, unknown>) => Promise<void>;
  readonly search: (
    query: string,
    options?: {filters?: Record<string, {any: string[]}>},
  ) => Promise<{readonly results: readonly PagefindResult[]}>;
  readonly preload: (query: string) => Promise<void>;
  /** Loads the WebAssembly runtime and the index metadata without searching. */
  readonly init: () => Promise<void>;
}

let pagefind: Promise<PagefindModule> | undefined;

/** Loads the Pagefind runtime once; a failed load is forgotten so that a retry can succeed. */
export function loadPagefind(baseUrl: string): Promise<PagefindModule> {
  pagefind ??= (async () => {
    const module = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as PagefindModule;
    // Page length weighs 0.3 (Pagefind's default is 0.75): a long reference page (`obd.query` on the OBD commands
    // page) must not lose to a short guide that mentions it, measured by `npm run search:relevance`.
    await module.options({baseUrl, excerptLength: 30, ranking: {pageLength: 0.3}});
    // Started on intent (opening the modal), so the first keystroke finds the runtime ready.
    await module.init();
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}
