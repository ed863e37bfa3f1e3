/**
 * Start-up work off the first paint (issue 23): links that come into view are still prefetched, but in idle
 * time, a few per task (plugins/lean-client/client/idlePrefetch.ts); gtag.js loads once the page is idle
 * (plugins/analytics) and page views still arrive. The offline control and the Markdown actions, which load
 * their code on first use, are covered by offline.spec.ts and markdown.spec.ts.
 */
import {prefetchTagsProbe, readPrefetchTagsPerTask} from '../../tools/prefetch-probe';
import {expect, hydrated, test} from '../support/fixtures';

test.use({viewport: {width: 1280, height: 900}});

test('visible sidebar links are prefetched before a click, a few per task, and the click navigates', async ({page}) => {
  await page.addInitScript({content: prefetchTagsProbe});
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  // The Commands category lists more than forty pages; each link in view gets its page chunk prefetched.
  const prefetchedPages = () =>
    requested.filter((file) => file.startsWith('/assets/js/page/core/commands/')).map((file) => file.split('.')[0]!);
  await expect.poll(() => prefetchedPages().length).toBeGreaterThan(10);
  const batches = await page.evaluate(readPrefetchTagsPerTask);
  const total = batches.reduce((sum, count) => sum + count, 0);
  expect(total).toBeGreaterThan(10);
  // Upstream adds them all in the task of the IntersectionObserver callbacks; here no task adds more than three.
  expect(Math.max(...batches)).toBeLessThanOrEqual(3);
  expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(total / 3));

  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  // A prefetched page's link, clicked: the page renders in the same window.
  const target = `${prefetchedPages()
    .find((file) => !file.endsWith('/core-commands-power'))!
    .slice('/assets/js/page'.length)}/`;
  await page.getByRole('navigation', {name: 'Docs sidebar'}).locator(`a[href="${target}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
});

test('hovering a link still loads its page at once, without waiting for idle time', async ({page}) => {
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Hardware', exact: true});
  await link.hover();
  await expect.poll(() => requested.some((file) => file.startsWith('/assets/js/section/hardware.'))).toBe(true);
});

test('analytics: gtag.js is not in the page, loads after the load event, and page views still arrive', async ({
  page,
  analyticsHits,
}) => {
  const html = await (await page.request.get('/core/commands/core-commands-power/')).text();
  expect(html).toMatch(/gtag\(["']config["']/);
  expect(html).not.toContain('googletagmanager.com/gtag/js');

  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  const timing = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const gtag = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/gtag/js?id='));
      return {loadEnd: navigation?.loadEventEnd ?? 0, gtagStart: gtag?.startTime};
    });
  await expect.poll(async () => (await timing()).gtagStart).toBeGreaterThan(0);
  const {loadEnd, gtagStart} = await timing();
  expect(gtagStart).toBeGreaterThanOrEqual(loadEnd);

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Hardware', exact: true}).click();
  await expect(page).toHaveURL(/\/hardware\/$/);
  await expect
    .poll(() => analyticsHits.filter((hit) => hit.event === 'page_view').map((hit) => hit.pagePath))
    .toContain('/hardware/');
});

test("the app's start-up code is evaluated in steps, in clientEntry's order, before the page hydrates", async ({
  page,
}) => {
  await page.goto('/core/commands/core-commands-power/');
  await hydrated(page);
  const steps = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('veltro-entry:'))
      .map((mark) => mark.name.slice('veltro-entry:'.length)),
  );
  // plugins/lean-client/client/entry.ts: without it, Docusaurus' entry evaluates everything in one task, unmarked.
  expect(steps).toEqual(['react', 'router', 'client-modules', 'routes', 'app']);
});
