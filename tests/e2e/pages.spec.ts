import AxeBuilder from '@axe-core/playwright';
import type {Page, TestInfo} from '@playwright/test';
import {expect, hydrated, sitemapPaths, test, type ColourMode} from '../support/fixtures';

const siteUrl = 'https://docs.veltro.example';
const notFound = '/a-page-that-does-not-exist/';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * Only these rules can give a different answer in dark mode; the structure, names and roles of a page do not
 * change with the colour mode. Checking just them in dark mode halves the time axe spends on the largest pages.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

async function expectNoAxeViolations(page: Page, mode: ColourMode, testInfo: TestInfo): Promise<void> {
  const axe = mode === 'light' ? new AxeBuilder({page}).withTags(tags) : new AxeBuilder({page}).withRules(colourRules);
  // `axe.run` in the page itself (legacy mode): the default runs `runPartial`, then copies every node's partial
  // result into a second, blank page to finish there, which takes half as long again on the longest pages. Same
  // violations (checked on the largest pages); the pages have no iframes, and any added later is still injected.
  // Not `resultTypes: ['violations']`: it hides the dark-mode color-contrast-enhanced violations.
  const results = await axe.setLegacyMode().analyze();
  if (results.violations.length) {
    await testInfo.attach('violations', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Each page is loaded once per colour mode, in a page the worker's tests share (see `sharedPage`). In light mode
 * it gets the per-page checks and every axe rule; in dark mode only the colour rules.
 */
for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({colourMode: mode});
    const checks =
      mode === 'light'
        ? 'loads, hydrates, has one h1 and a canonical link, and passes axe'
        : 'passes axe’s colour rules';

    for (const path of sitemapPaths()) {
      test(`${path} ${checks}`, async ({sharedPage: page}, testInfo) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (mode === 'light') {
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl + path);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
          await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
        }
        await expectNoAxeViolations(page, mode, testInfo);
      });
    }

    test.describe('the not-found page', () => {
      // The host serves it with status 404, which the browser reports on the console.
      test.use({allowedConsoleErrors: /status of 404/});

      test(`${notFound} passes axe${mode === 'dark' ? '’s colour rules' : ''}`, async ({
        sharedPage: page,
      }, testInfo) => {
        const response = await page.goto(notFound);
        expect(response?.status()).toBe(404);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectNoAxeViolations(page, mode, testInfo);
      });
    });
  });
}

test('page metadata: title, description, locale alternates and social card', async ({page}) => {
  await page.goto('/core/');
  await expect(page).toHaveTitle(/\| Veltro Documentation$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${siteUrl}/core/`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${siteUrl}/core/`);
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toBe(`${siteUrl}/img/veltro-social-card.png`);
  const image = await page.request.get(new URL(card!).pathname);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the sitemap is weekly with priority 0.5 and lists no redirect pages', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = xml.match(/<url>/g)?.length ?? 0;
  expect(entries).toBeGreaterThan(10);
  expect(xml.match(/<changefreq>weekly<\/changefreq>/g)?.length).toBe(entries);
  expect(xml.match(/<priority>0.5<\/priority>/g)?.length).toBe(entries);
  expect(xml).not.toContain('/guides/');
});
