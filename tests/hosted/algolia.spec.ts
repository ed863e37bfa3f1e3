/**
 * The site built with ALGOLIA_* settings (`npm run build:hosted`): the same modal queries Algolia with the
 * contextual filters. The Algolia endpoint is answered at the network layer; nothing reaches the internet.
 */
import {expect, hydrated, test} from '../support/fixtures';

interface AlgoliaRequest {
  readonly requests: ReadonlyArray<{indexName: string; query: string; facetFilters?: unknown; hitsPerPage?: number}>;
}

const hit = {
  objectID: 'power-sleep',
  url: 'http://127.0.0.1:4174/core/#power-management',
  type: 'lvl2',
  hierarchy: {
    lvl0: 'Core',
    lvl1: 'Veltro Core',
    lvl2: 'Power management',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Core', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Veltro Core', matchLevel: 'none', matchedWords: []},
      lvl2: {value: '<mark>Power</mark> management', matchLevel: 'full', matchedWords: ['power']},
    },
  },
  _snippetResult: {},
};

/** Stands in for Algolia's search-insights.js, which the hosted modal loads from a CDN for click analytics. */
const insightsStub = `window.AlgoliaAnalyticsObject = 'aa';
window.aa = function () { (window.aa.queue = window.aa.queue || []).push(arguments); };
window.aa.version = '2.17.3';`;

test.beforeEach(async ({page}) => {
  await page.route('**/search-insights*', (route) =>
    route.fulfill({contentType: 'text/javascript', body: insightsStub}),
  );
  await page.goto('/core/');
  await hydrated(page);
  // The hosted search bar is a lazily loaded chunk.
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
});

test('the modal sends the query with the language and version filters to Algolia and shows its hits', async ({
  page,
}) => {
  const sent: AlgoliaRequest[] = [];
  const hosts = new Set<string>();
  await page.route('**/1/indexes/*/queries**', async (route) => {
    hosts.add(new URL(route.request().url()).hostname);
    const body = route.request().postDataJSON() as AlgoliaRequest;
    sent.push(body);
    const results = body.requests.map((request) => ({
      hits: request.query ? [hit] : [],
      nbHits: request.query ? 1 : 0,
      page: 0,
      nbPages: 1,
      hitsPerPage: request.hitsPerPage ?? 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: request.query,
      params: '',
      index: request.indexName,
    }));
    await route.fulfill({contentType: 'application/json', body: JSON.stringify({results})});
  });

  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('power');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Power management');

  expect([...hosts]).toEqual(['VELTROTEST-dsn.algolia.net'.toLowerCase()]);
  const request = sent.at(-1)!.requests[0]!;
  expect(request.indexName).toBe('veltro-docs-test');
  expect(request.query).toBe('power');
  expect(JSON.stringify(request.facetFilters)).toContain('language:en');
  expect(JSON.stringify(request.facetFilters)).toContain('docusaurus_tag:default');
  expect(JSON.stringify(request.facetFilters)).toContain('docusaurus_tag:docs-default-current');
});

test('no Pagefind index is built or fetched in hosted mode', async ({page, request}) => {
  const fetched: string[] = [];
  page.on('request', (req) => fetched.push(req.url()));
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  expect(fetched.filter((url) => url.includes('/pagefind/'))).toEqual([]);
  expect((await request.get('/pagefind/pagefind.js')).status()).toBe(404);
});
