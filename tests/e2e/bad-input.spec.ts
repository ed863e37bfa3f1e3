/**
 * Bad input (issue 13): hostile, huge, malformed and unusual text in the search query, the address and the values
 * the site keeps in localStorage. Whatever arrives, the page runs no injected code, never goes blank or off-site,
 * logs no console error of its own (the fixtures fail a test on any), and every search input keeps its
 * 64-character limit. Assertions are about what the reader sees, so they hold on the Node test server and on nginx.
 */
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from '../support/fixtures';

/** Each payload sets `window.__pwned` (or opens a dialog) if the page ever runs it. */
const payloads = {
  script: '<script>window.__pwned=1</script>',
  img: '<img src=x onerror="window.__pwned=1">',
  svg: '"><svg onload="window.__pwned=1">',
  javascriptUrl: 'javascript:window.__pwned=1',
};

/** The input limit (src/utils/query.ts): the tests state it rather than import it, so a change to it shows here. */
const limit = 64;

/** A lone half of a surrogate pair: what a cut through the middle of an emoji leaves. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Records dialogs (an `alert(1)` that ran) so a test can assert there were none. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing of a payload ran or became markup: no flag, no inline handler, no injected script, image or link. */
async function expectNothingInjected(page: Page, dialogs: readonly string[]): Promise<void> {
  const found = await page.evaluate(() => ({
    pwned: (window as {__pwned?: unknown}).__pwned,
    // The site itself has no inline event handlers (the Content-Security-Policy forbids them).
    handlers: [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map(({name}) => name),
    ),
    scripts: [...document.scripts].filter((script) => script.text.includes('__pwned')).length,
    images: document.querySelectorAll('img[src="x"]').length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }));
  expect(found).toEqual({pwned: undefined, handlers: [], scripts: 0, images: 0, javascriptLinks: 0});
  expect(dialogs).toEqual([]);
}

/** The page is not blank: the navbar with its search button and the page's own heading are shown. */
async function expectSiteChrome(page: Page): Promise<void> {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeVisible();
  await expect(navbar.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
}

/** Every address the page's main frame visited stayed on the test server. */
function watchNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

function expectSameOrigin(visited: readonly string[], baseURL: string | undefined): void {
  const origin = new URL(baseURL!).origin;
  expect(visited.length).toBeGreaterThan(0);
  expect(visited.filter((url) => new URL(url).origin !== origin)).toEqual([]);
}

test.describe('the search page with a query from the address', () => {
  const field = (page: Page) => page.locator('main input[name="q"]');
  const noResults = (page: Page) => page.getByText('No results were found');
  const resultCount = (page: Page) => page.getByText(/^(One document|\d+ documents) found$/);

  /** Waits until the page has searched (the engine is loaded) and the answer is shown (no spinner). */
  async function searched(page: Page): Promise<void> {
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/pagefind/pagefind.js')),
    );
    // Finished: the page says how many documents it found, or that it found none.
    await expect(resultCount(page).or(noResults(page))).toBeVisible();
  }

  interface QueryCase {
    readonly name: string;
    /** The text after `?q=`, exactly as it goes on the wire. */
    readonly raw: string;
    /** What the search field shows and the page searches for. */
    readonly expected: string;
  }

  const encoded = (name: string, text: string): QueryCase => ({name, raw: encodeURIComponent(text), expected: text});
  /** Malformed escapes reach the page as the browser decodes them (URLSearchParams keeps a stray `%` as is). */
  const malformed = (raw: string): QueryCase => ({
    name: `malformed percent-encoding ${raw}`,
    raw,
    expected: new URLSearchParams(`q=${raw}`).get('q')!,
  });
  const tenThousand = 'power sleep '.repeat(900).slice(0, 10_000);
  const cases: readonly QueryCase[] = [
    encoded('a <script> element', payloads.script),
    encoded('an <img onerror> element', payloads.img),
    encoded('an attribute break-out with <svg onload>', payloads.svg),
    encoded('javascript: text', payloads.javascriptUrl),
    // About 13 KB on the wire: nginx needs `large_client_header_buffers 4 16k` for it (its 8 KB default gives 414).
    {name: '10,000 characters', raw: encodeURIComponent(tenThousand), expected: tenThousand.slice(0, limit)},
    malformed('%'),
    malformed('%E0%A4%A'),
    malformed('%ZZ'),
    malformed('%00'),
    encoded('Arabic text', 'مستشعر البطارية'),
    encoded('Hebrew text', 'שינה של המכשיר'),
    encoded('a right-to-left override (U+202E)', '\u202Epower sleep'),
    encoded('emoji with ZWJ sequences', '🚗 battery 👩‍🔧 🏳️‍🌈'),
    {
      name: 'an emoji across the 64-character boundary',
      raw: encodeURIComponent(`${'a'.repeat(limit - 1)}😀tail`),
      expected: 'a'.repeat(limit - 1),
    },
    {
      name: 'a ZWJ family emoji across the 64-character boundary',
      raw: encodeURIComponent(`${'b'.repeat(57)}👩‍👩‍👧‍👦`),
      // 57 letters, 👩 ZWJ 👩 ZWJ fill 63 code units; 👧 would need two more, so it is left out whole.
      expected: `${'b'.repeat(57)}👩\u200D👩\u200D`,
    },
  ];

  for (const {name, raw, expected} of cases) {
    test(`${name}: shown as text, searched within the limit`, async ({page}) => {
      expect(expected.length).toBeLessThanOrEqual(limit);
      const dialogs = watchDialogs(page);
      await page.goto(`/search/?q=${raw}`);
      await hydrated(page);
      await expectSiteChrome(page);
      await expect(field(page)).toHaveValue(expected);
      expect(loneSurrogate.test(await field(page).inputValue())).toBe(false);
      // The query searched, and the one in the address, is the one the field shows.
      await expect(page.locator('h1')).toHaveText(`Search results for "${expected}"`);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(expected);
      await searched(page);
      // Either results with their count, or the empty message alone: never a count over no results.
      if ((await page.locator('main article').count()) > 0) {
        await expect(resultCount(page)).toBeVisible();
      } else {
        await expect(noResults(page)).toBeVisible();
        await expect(resultCount(page)).toHaveCount(0);
        await expect(page.getByText('Fetching new results')).toHaveCount(0);
      }
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expectNothingInjected(page, dialogs);
    });
  }

  test('the field keeps the limit for typed text too', async ({page}) => {
    await page.goto('/search/?q=power');
    await hydrated(page);
    await field(page).fill('');
    await field(page).pressSequentially('x'.repeat(limit + 16));
    await expect(field(page)).toHaveValue('x'.repeat(limit));
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('x'.repeat(limit));
  });

  test('page text with angle brackets in it is shown as text in the results', async ({page}) => {
    // The avrdude.fuse syntax line reads `veltro avrdude.fuse <name> [part_id=<id>] …`.
    await page.goto('/search/?q=avrdude.fuse');
    await hydrated(page);
    await searched(page);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main section name, main section id, main section hex')).toHaveCount(0);
  });
});

test.describe('the navbar search modal', () => {
  const input = (page: Page) => page.locator('.DocSearch-Input');
  const answered = (page: Page) => page.locator('.DocSearch-Hit').first().or(page.locator('.DocSearch-NoResults'));

  async function openModal(page: Page): Promise<void> {
    await page.goto('/core/');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
  }

  for (const [name, payload] of Object.entries(payloads)) {
    test(`typing a ${name} payload shows it as text`, async ({page}) => {
      const dialogs = watchDialogs(page);
      await openModal(page);
      await input(page).pressSequentially(payload);
      await expect(input(page)).toHaveValue(payload);
      await expect(answered(page)).toBeVisible();
      await expectNothingInjected(page, dialogs);
    });
  }

  test('10,000 pasted characters are cut to the limit', async ({page}) => {
    await openModal(page);
    await input(page).fill('power sleep '.repeat(900).slice(0, 10_000));
    await expect(input(page)).toHaveValue('power sleep '.repeat(6).slice(0, limit));
    await expect(answered(page)).toBeVisible();
  });

  test('an emoji across the limit is left out whole, and the rest is searched', async ({page}) => {
    await openModal(page);
    await input(page).fill(`${'a'.repeat(limit - 1)}😀`);
    const kept = 'a'.repeat(limit - 1);
    await expect(input(page)).toHaveValue(kept);
    // The query searched shows in the empty state, or in the link to all results (hex data has `AAAAAA` in it).
    await expect(
      page
        .locator('.DocSearch-NoResults', {hasText: `"${kept}"`})
        .or(page.locator(`.DocSearch-Modal a[href="/search/?q=${kept}"]`)),
    ).toBeVisible();
  });

  test('right-to-left and emoji text is searched and shown as typed', async ({page}) => {
    await openModal(page);
    const text = '\u202Eשינה 🚗 مستشعر';
    await input(page).fill(text);
    await expect(input(page)).toHaveValue(text);
    await expect(answered(page)).toBeVisible();
  });
});

test.describe('odd addresses', () => {
  // The host answers an unknown path with 404 and a malformed escape with 400, both with the not-found page;
  // the browser reports the status on the console.
  test.use({allowedConsoleErrors: /^Failed to load resource: the server responded with a status of 40[04]/});

  const notFound = (page: Page) => page.getByRole('heading', {level: 1, name: 'Page not found'});
  const notFoundSearch = (page: Page) => page.getByRole('searchbox', {name: 'Search the documentation'});

  interface PathCase {
    readonly name: string;
    readonly path: string;
    /** The page the reader should see: its h1. */
    readonly heading: string;
  }

  const cases: readonly PathCase[] = [
    {name: 'a 2,000-character path of 420 segments', path: `/core/${'deep/'.repeat(420)}`, heading: 'Page not found'},
    {name: 'a 2,000-character single segment', path: `/core/${'x'.repeat(2_000)}/`, heading: 'Page not found'},
    {name: 'a script element in the path', path: '/core/<script>alert(1)</script>/', heading: 'Page not found'},
    {name: 'encoded dot segments', path: '/%2e%2e/%2e%2e/etc/passwd', heading: 'Page not found'},
    {name: 'a protocol-relative address', path: '//example.com/', heading: 'Page not found'},
    // Hosts serve /core/commands/ for it (nginx merges the slashes), so the reader gets that page.
    {name: 'repeated slashes', path: '/core//commands///', heading: 'Running Veltro Core commands'},
    {name: 'a malformed escape', path: '/a%ZZb/', heading: 'Page not found'},
    {name: 'a cut-off UTF-8 escape', path: '/core/%E0%A4%A/', heading: 'Page not found'},
    {name: 'Chinese segments', path: '/核心/命令/', heading: 'Page not found'},
    {name: 'Arabic with a right-to-left override', path: '/core/\u202Eمستشعر/', heading: 'Page not found'},
    {name: 'an emoji segment', path: '/hardware/🚗🔋/', heading: 'Page not found'},
    {name: '/index.html with a script in the query', path: '/index.html?x=<script>', heading: 'Veltro Documentation'},
  ];

  for (const {name, path, heading} of cases) {
    test(`${name}: the reader gets a page, nothing runs, nothing leaves the site`, async ({page, baseURL}) => {
      const dialogs = watchDialogs(page);
      const visited = watchNavigations(page);
      // Appended, not resolved against baseURL: `//example.com/` would resolve to another host.
      await page.goto(`${baseURL}${path}`);
      await hydrated(page);
      await expectSiteChrome(page);
      await expect(page.locator('h1')).toHaveText(heading);
      if (await notFound(page).isVisible()) {
        // The search box is prefilled from the path, within the limit and without a broken emoji.
        const query = await notFoundSearch(page).inputValue();
        expect(query.length).toBeLessThanOrEqual(limit);
        expect(loneSurrogate.test(query)).toBe(false);
      }
      // A long address wraps: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNothingInjected(page, dialogs);
      expectSameOrigin(visited, baseURL);
    });
  }

  test('the not-found search box searches the words of a long unicode path', async ({page}) => {
    await page.goto(`/core/${'a'.repeat(limit - 1)}😀-sleep/`);
    await hydrated(page);
    await expect(notFoundSearch(page)).toHaveValue('a'.repeat(limit - 1));
    await page.getByRole('main').getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(`/search/?q=${'a'.repeat(limit - 1)}`);
    await expect(page.locator('h1')).toHaveText(`Search results for "${'a'.repeat(limit - 1)}"`);
  });
});

test.describe('corrupted values in localStorage', () => {
  const toggle = (page: Page) => page.getByRole('button', {name: /switch between dark and light mode/i});

  async function store(page: Page, entries: Readonly<Record<string, string>>): Promise<void> {
    // Only before the first load: a reload keeps what the page itself stored since.
    await page.addInitScript((values) => {
      if (sessionStorage.getItem('bad-input-seeded')) return;
      sessionStorage.setItem('bad-input-seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
  }

  const themes: ReadonlyArray<readonly [string, string]> = [
    ['"<script>"', '<script>'],
    ['a script payload', payloads.script],
    ['an <img onerror> payload', payloads.img],
    ['"null"', 'null'],
    ['"{}"', '{}'],
    ['a 100 KB string', 'dark'.repeat(25_600)],
    ['dark"', 'dark"'],
  ];

  for (const [name, value] of themes) {
    test(`theme set to ${name}: light mode, and the toggle works`, async ({page}) => {
      const dialogs = watchDialogs(page);
      await store(page, {theme: value});
      await page.goto('/core/');
      await hydrated(page);
      await expectSiteChrome(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', /^(light|dark|system)$/);
      // The toggle shows the icon of the current choice (chosen by data-theme-choice in the theme's CSS).
      await expect(toggle(page).locator('svg').filter({visible: true})).toHaveCount(1);
      await toggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNothingInjected(page, dialogs);
    });
  }

  test('a theme in the address that is no colour mode gives light mode', async ({page}) => {
    const dialogs = watchDialogs(page);
    await page.goto(`/core/?docusaurus-theme=${encodeURIComponent(payloads.img)}`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page).locator('svg').filter({visible: true})).toHaveCount(1);
    await expectNothingInjected(page, dialogs);
  });

  const bar = (page: Page) => page.locator('.theme-announcement-bar');
  const announcements: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]> = [
    ['the dismissed flag set to garbage', {'docusaurus.announcement.dismiss': '{"yes":1}'}],
    ['the dismissed flag set to a payload', {'docusaurus.announcement.dismiss': payloads.img}],
    [
      'the announcement id set to garbage, dismissed',
      {'docusaurus.announcement.id': payloads.script, 'docusaurus.announcement.dismiss': 'true'},
    ],
    [
      'both set to 100 KB strings',
      {'docusaurus.announcement.id': 'x'.repeat(102_400), 'docusaurus.announcement.dismiss': 'y'.repeat(102_400)},
    ],
  ];

  for (const [name, entries] of announcements) {
    test(`announcement bar with ${name}: shown, and closing it sticks`, async ({page}) => {
      const dialogs = watchDialogs(page);
      await store(page, entries);
      await page.goto('/');
      await hydrated(page);
      await expectSiteChrome(page);
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).toContainText('CAN-FD Pro');
      await bar(page).getByRole('button', {name: 'Close'}).click();
      await expect(bar(page)).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await expect(bar(page)).toHaveCount(0);
      await expectNothingInjected(page, dialogs);
    });
  }
});
