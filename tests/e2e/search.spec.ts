import type {Page} from '@playwright/test';
import {expect, hydrated, test} from '../support/fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const button = (page: Page) => page.getByRole('button', {name: 'Search', exact: true});

async function openWithShortcut(page: Page, path = '/core/') {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
}

async function searchFor(page: Page, query: string) {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test.describe('the search button', () => {
  test('says Search with the Ctrl K hint, and opens on click; Escape closes', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(button(page)).toContainText('Search');
    await expect(button(page).locator('kbd')).toHaveText(['Ctrl', 'K']);
    await button(page).click();
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('opens with / and with Ctrl+K', async ({page}) => {
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
  });

  test('keeps at most 64 characters', async ({page}) => {
    await openWithShortcut(page);
    await input(page).pressSequentially('x'.repeat(80));
    expect((await input(page).inputValue()).length).toBe(64);
  });

  test('fetches nothing of the search engine before the reader shows intent', async ({page}) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (/pagefind|docsearch|DocSearch/i.test(request.url())) searchRequests.push(request.url());
    });
    await page.goto('/core/');
    await hydrated(page);
    await page.mouse.wheel(0, 600);
    // The page has scrolled and handled it: scroll handlers and observers have run by the next idle period.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Not only the next idle period: no request at all for half a second (a fetch a timer starts would show).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    expect(searchRequests).toEqual([]);
    await button(page).hover();
    await expect.poll(() => searchRequests.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
  });
});

test.describe('on an Apple device', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  });

  test('the hint is ⌘ K and Cmd+K opens the modal', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(button(page).locator('kbd')).toHaveText(['⌘', 'K']);
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
  });
});

test.describe('results', () => {
  test('are grouped by sidebar category, at most 5 per group and 20 in all, with matches highlighted', async ({
    page,
  }) => {
    await openWithShortcut(page);
    await searchFor(page, 'battery');
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    let total = 0;
    for (const group of await groups.all()) {
      const count = await group.locator('.DocSearch-Hit').count();
      expect(count).toBeLessThanOrEqual(5);
      total += count;
    }
    expect(total).toBeLessThanOrEqual(20);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  });

  test('Enter opens the page at the matching heading', async ({page}) => {
    await openWithShortcut(page, '/');
    await searchFor(page, 'wake sources');
    const sectionHit = page.locator('.DocSearch-Hit a[href*="/core/power_management/#"]').first();
    await sectionHit.hover();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/core\/power_management\/#/);
    await expect(page.locator('h1')).toContainText('Power management');
  });

  test('keeps recent searches and favourites across a reload', async ({page}) => {
    await openWithShortcut(page);
    await searchFor(page, 'returner');
    const startHeading = await page.locator('article h1').textContent();
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(modal(page)).toBeHidden();
    // The hit's page is in another section, loaded on the way: the address changes at once, the page when it
    // arrives. Search again only once it is shown, as a reader would.
    await expect(page.locator('article h1')).not.toHaveText(startHeading!);
    await page.keyboard.press('/');
    const recent = page.locator('.DocSearch-Hits').filter({hasText: 'Recent'});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.locator('.DocSearch-Hit').hover();
    await recent.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).locator('.DocSearch-Hit')).toHaveCount(
      1,
    );
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).locator('.DocSearch-Hit')).toHaveCount(
      1,
    );
  });

  test('"See all N results" opens the search page with the same query', async ({page}) => {
    await openWithShortcut(page);
    await searchFor(page, 'services');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await seeAll.click();
    await expect(page).toHaveURL('/search/?q=services');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main')).toContainText(/services/i);
  });
});

test.describe('snippets', () => {
  const words = async (page: Page) => {
    await openWithShortcut(page);
    await searchFor(page, 'battery');
    const snippets = await page.locator('.DocSearch-Hit--Child .DocSearch-Hit-title').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    return Math.max(...snippets.map((text) => text.replace(/…/g, '').trim().split(/\s+/).length));
  };

  test.describe('at 769 px', () => {
    test.use({viewport: {width: 769, height: 900}});
    test('are 10 words', async ({page}) => {
      const longest = await words(page);
      expect(longest).toBeGreaterThan(5);
      expect(longest).toBeLessThanOrEqual(10);
    });
  });

  test.describe('at 768 px', () => {
    test.use({viewport: {width: 768, height: 900}});
    test('are 5 words', async ({page}) => {
      expect(await words(page)).toBeLessThanOrEqual(5);
    });
  });
});

test('a query without hits shows the empty state with a way to report it', async ({page}) => {
  await openWithShortcut(page);
  // DocSearch suggests the categories of earlier results, so search for something real first.
  await searchFor(page, 'power');
  await input(page).fill('zzqxjvw');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('Try searching for');
  await expect(screen.locator('.DocSearch-NoResults-Prefill-List button').first()).toBeVisible();
  await expect(screen).toContainText('Believe this query should return results?');
  await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
    'href',
    /^https:\/\/forum\.veltro\.example\//,
  );
});

test.describe('with the index unreachable', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|pagefind/i});

  test('the modal shows the failure screen', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await openWithShortcut(page);
    await input(page).fill('power');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});

test('local search talks to no other host', async ({page}) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  await openWithShortcut(page);
  await searchFor(page, 'power');
  await page.goto('/search/?q=power');
  await expect(page.locator('main article').first()).toBeVisible();
  // The analytics host is stubbed by the fixture; nothing else may leave the machine.
  expect(
    [...hosts].filter(
      (host) => !['127.0.0.1', 'localhost', 'www.googletagmanager.com', 'www.google-analytics.com'].includes(host),
    ),
  ).toEqual([]);
});

test('the search page shows all results for the query in the URL and keeps the URL in sync', async ({page}) => {
  await page.goto('/search/?q=hibernate');
  await hydrated(page);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main')).toContainText(/power/i);
  await expect(page.getByText(/Powered by/)).toBeHidden();
  const field = page.locator('input[name="q"]');
  await field.fill('returner');
  await expect(page).toHaveURL('/search/?q=returner');
  await expect(page.locator('main article').first()).toContainText(/returner/i);
});
