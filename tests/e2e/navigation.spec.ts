/**
 * Moving around the site as the spec describes it, with doc pages loaded a section at a time
 * (plugins/lean-client/route-split.cjs): client-side navigation without a reload inside and across sections,
 * prefetch on hover and visibility, the progress bar, scroll to hash, the sidebar of a section not loaded yet,
 * and 404 for unknown paths.
 */
import type {Page, Request} from '@playwright/test';
import {expect, hydrated, test} from '../support/fixtures';

/** Scripts the page requests, as paths below /assets/js/ (`section/core/commands.<hash>.js`). */
const scripts = (page: Page) => {
  const files: string[] = [];
  page.on('request', (request: Request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/assets/js/')) files.push(pathname.slice('/assets/js/'.length));
  });
  return files;
};

/** Holds back the responses for URLs that match until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Marks the window; a full reload would lose the mark. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed === true);

test.use({viewport: {width: 1280, height: 900}});

test('a first visit loads its own section only', async ({page}) => {
  const files = scripts(page);
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(files.filter((file) => file.startsWith('section')).map((file) => file.split('.')[0])).toEqual([
    'section/core/commands',
  ]);
});

test('a first visit fetches the page alongside its section module, not after it', async ({page}) => {
  const files = scripts(page);
  const release = await holdBack(page, /\/section\/core\/commands\./);
  await page.goto('/core/commands/core-commands-power/', {waitUntil: 'commit'});
  // While the section module is held back, the page's own chunk is already on its way.
  await expect.poll(() => files.some((file) => file.startsWith('page/core/commands/core-commands-power.'))).toBe(true);
  release();
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Power commands');
});

test('links move between pages and sections without a reload, with the progress bar', async ({page}) => {
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  await markWindow(page);
  const files = scripts(page);
  // Hold the next section's module back so the progress bar has time to show.
  const release = await holdBack(page, /\/section\/hardware\./);

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Hardware', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  release();
  await expect(page).toHaveURL(/\/hardware\/$/);
  await expect(page.locator('h1')).toHaveText(/hardware/i);
  expect(files.some((file) => file.startsWith('section/hardware.'))).toBe(true);

  // Inside the section: the sidebar link leads to the page, still in the same window.
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Veltro TMU CM4'})
    .first()
    .click();
  await expect(page).toHaveURL(/\/hardware\/veltro_tmu_cm4\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/hardware\/$/);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Power commands');
  expect(await windowStayed(page)).toBe(true);
});

test('the sidebar shows the current page highlighted in its expanded category', async ({page}) => {
  await page.goto('/core/services/core-services-spm-manager/');
  await hydrated(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const current = sidebar.locator('a.menu__link--active[aria-current="page"]');
  await expect(current).toHaveText('Spm Manager');
  await expect(sidebar.getByRole('button', {name: "Collapse sidebar category 'Services'"})).toBeVisible();
  // The other sections are listed, collapsed.
  await expect(sidebar.getByRole('button', {name: "Expand sidebar category 'Hardware'"})).toBeVisible();
});

test('the highlight follows a client navigation, inside a category and into another one', async ({page}) => {
  // Sidebar items that neither are nor hold the pages left and opened skip re-rendering (src/theme/DocSidebarItem).
  await page.goto('/core/commands/core-commands-obd/');
  await hydrated(page);
  await markWindow(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const current = sidebar.locator('a.menu__link--active[aria-current="page"]');
  await expect(current).toHaveText('Obd');
  await sidebar.getByRole('link', {name: 'Power', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Power commands');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Power');
  await sidebar.getByRole('button', {name: "Expand sidebar category 'Services'"}).click();
  await sidebar.getByRole('link', {name: 'Spm Manager', exact: true}).click();
  await expect(page).toHaveURL(/\/core\/services\/core-services-spm-manager\/$/);
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Spm Manager');
  // The category holding the page is marked active; the one left is not.
  await expect(sidebar.locator('.menu__link--sublist.menu__link--active')).toHaveText(['Core', 'Services']);
  await page.goBack();
  await expect(current).toHaveText('Power');
  expect(await windowStayed(page)).toBe(true);
});

test('expanding a category of a section not loaded yet shows all of its pages', async ({page}) => {
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('button', {name: "Expand sidebar category 'Hardware'"}).click();
  const hardware = sidebar.locator('.theme-doc-sidebar-menu > li').filter({hasText: 'Hardware'});
  await expect(hardware.getByRole('link', {name: 'Veltro TMU CM4', exact: true})).toBeVisible();
  await expect(hardware.getByRole('link', {name: 'Veltro Mini', exact: true})).toBeVisible();
  expect(await hardware.locator('.menu__list > li').count()).toBeGreaterThan(4);
});

test('hovering a link prefetches its page, also in a section not loaded yet', async ({page}) => {
  await page.goto('/core/commands/core-commands-keyfob/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const prefetched = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
    );

  // Same section: Docusaurus' own prefetch of the visible sidebar links, one tag per page and none for the
  // docs layout the page has loaded already (route-split-loader.cjs, forgetLayoutChunks).
  const sameSection = await prefetched();
  expect(sameSection.filter((href) => href?.includes('/page/core/commands/')).length).toBeGreaterThan(3);
  expect(sameSection.filter((href) => !href?.includes('/assets/js/page/'))).toEqual([]);
  expect(new Set(sameSection).size).toBe(sameSection.length);

  // Another section, named in the article only: hovering it loads its section and prefetches the page.
  const link = page.locator('article a[href="/hardware/accessories/keyfob-hat/keyfob-cloud-configuration/"]').first();
  const target = new URL((await link.getAttribute('href'))!, 'http://x').pathname;
  const chunk = `/page${target.replace(/\/+$/, '')}.`;
  expect((await prefetched()).some((href) => href?.includes(chunk))).toBe(false);
  await link.hover();
  await expect.poll(async () => (await prefetched()).some((href) => href?.includes(chunk))).toBe(true);
});

test('a link that takes keyboard focus loads its page before the key is pressed', async ({page}) => {
  // A load runs the page's chunk as a script; the prefetch of a link in view is a request of another kind.
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loads.push(new URL(request.url()).pathname);
  });
  const loadsOf = (chunk: string) => loads.filter((file) => file.startsWith(`/assets/js/page/core/commands/${chunk}.`));
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const link = page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .locator('a[href="/core/commands/core-commands-obd/"]');
  expect(loadsOf('core-commands-obd')).toEqual([]);
  // Focus that leaves the links at once loads nothing, even after the moment a page would load in.
  await page.evaluate(() => {
    const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]')!;
    const gnss = sidebar.querySelector<HTMLAnchorElement>('a[href="/core/commands/core-commands-gnss/"]')!;
    gnss.focus();
    gnss.blur();
  });
  await page.waitForTimeout(300);
  // Focus that moves straight on to another link (a reader tabbing past) loads nothing; focus that stays loads the page.
  await page.evaluate(() => {
    const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]')!;
    sidebar.querySelector<HTMLAnchorElement>('a[href="/core/commands/core-commands-modem/"]')!.focus();
    sidebar.querySelector<HTMLAnchorElement>('a[href="/core/commands/core-commands-obd/"]')!.focus();
  });
  await expect.poll(() => loadsOf('core-commands-obd').length).toBe(1);
  expect(loadsOf('core-commands-modem')).toEqual([]);
  expect(loadsOf('core-commands-gnss')).toEqual([]);
  await expect(link).toBeFocused();

  await markWindow(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/core\/commands\/core-commands-obd\/$/);
  await expect(page.locator('h1')).toContainText('OBD');
  expect(await windowStayed(page)).toBe(true);
});

test("an article's static text is the server's HTML, not rebuilt by React, and its links navigate in place", async ({
  page,
}) => {
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  const paragraph = page.locator('article p[data-static]').filter({hasText: 'SPM manager service'});
  const link = paragraph.getByRole('link', {name: 'SPM manager service'});
  // React keeps a fiber on each DOM node it manages: the paragraph is one, what is inside it is not.
  const managed = (selector: string) =>
    page.evaluate(
      (css) => Object.keys(document.querySelector(css)!).some((key) => key.startsWith('__reactFiber')),
      selector,
    );
  expect(await managed('article p[data-static]')).toBe(true);
  expect(await managed('article p[data-static] a')).toBe(false);
  expect(await managed('article p[data-static] code')).toBe(false);

  // Hovering the plain link loads its page's code, as Link did; clicking it changes the page without a reload.
  const files = scripts(page);
  await link.hover();
  await expect
    .poll(() => files.some((file) => file.startsWith('page/core/services/core-services-spm-manager.')))
    .toBe(true);
  await markWindow(page);
  await link.click();
  await expect(page).toHaveURL(/\/core\/services\/core-services-spm-manager\/$/);
  await expect(page.locator('h1')).toHaveText('SPM manager service');
  expect(await windowStayed(page)).toBe(true);
  // The page reached in place renders its static HTML from the same strings.
  await expect(page.locator('article p[data-static] a').first()).toBeVisible();
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Power commands');

  // A modified click is the browser's: a new tab, and this page stays.
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click({modifiers: ['Control']})]);
  await expect(popup).toHaveURL(/core-services-spm-manager/);
  await popup.close();
  await expect(page.locator('h1')).toHaveText('Power commands');
});

test('an anchor link scrolls to its heading, and a deep link to a heading lands on it', async ({page}) => {
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  const entry = page.locator('.table-of-contents a').nth(3);
  const hash = (await entry.getAttribute('href'))!;
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator(hash)).toBeInViewport();

  // A first visit to a heading of a page in another section: the page loads with its section, then scrolls.
  const id = 'checking-the-connection';
  await page.goto(`/hardware/veltro_tmu_cm4/obd-connector-pinout/#${id}`);
  await hydrated(page);
  await expect(page.locator(`#${id}`)).toBeInViewport();
});

test.describe('unknown paths', () => {
  // The host serves the not-found page with status 404, which the browser reports on the console.
  test.use({allowedConsoleErrors: /status of 404/});

  test('a path in a known section shows the not-found page with status 404', async ({page}) => {
    const response = await page.goto('/core/a-command-that-does-not-exist/');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Page not found');
  });

  test('a link to an unknown path inside the site shows the not-found page without a reload', async ({page}) => {
    await page.goto('/core/');
    await hydrated(page);
    await markWindow(page);
    // What a Docusaurus <Link> does on click: a history entry the router follows, no document request.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/hardware/no-such-device/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('Page not found');
    expect(await windowStayed(page)).toBe(true);
  });
});
