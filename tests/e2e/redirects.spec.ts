import fs from 'node:fs';
import path from 'node:path';
import {listDocFiles, routeForFile} from '../../config/manifest';
import {legacyPathsFor, partitionExplicit, prefixRules} from '../../config/redirects';
import type {APIRequestContext} from '@playwright/test';
import {expect, hydrated, test} from '../support/fixtures';

const existing = listDocFiles().map(routeForFile);
const {live} = partitionExplicit(new Set(existing));
const buildDir = path.resolve(__dirname, '../../build');

test.describe('legacy URLs', () => {
  /** The server's answer to an old address, without following it: a permanent redirect to `to`. */
  const expectForward = async (request: APIRequestContext, from: string, to: string) => {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://host').pathname, from).toBe(to);
  };

  // Each old address at the HTTP level (a browser navigation per address costs seconds and proves no more); one in
  // the browser, to the rendered page.
  test(`${live[0]!.from} opens ${live[0]!.to} in the browser`, async ({page}) => {
    await page.goto(live[0]!.from);
    await expect(page).toHaveURL(live[0]!.to);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  for (const {from, to} of live) {
    test(`${from} forwards to ${to}`, async ({request}) => expectForward(request, from, to));
  }

  // One existing page per prefix rule (the first in the manifest that the rule applies to).
  for (const rule of prefixRules) {
    const target = existing.find((route) => route.includes(rule.ifPathContains) && legacyPathsFor(route).length > 0);
    if (!target) continue;
    for (const from of legacyPathsFor(target)) {
      test(`rule ${rule.order}: ${from} forwards to ${target}`, async ({request}) =>
        expectForward(request, from, target));
    }
  }

  test('every generated redirect page exists in the build', () => {
    for (const {from} of live) expect(fs.existsSync(path.join(buildDir, from, 'index.html')), from).toBe(true);
  });
});

test.describe('.html paths', () => {
  // Served as the not-found page by the static host, then routed by the client to the clean path:
  // React reports the server/client difference as a recoverable hydration error.
  test.use({allowedConsoleErrors: /Minified React error #418|hydrat|status of 404/i});

  for (const [from, heading] of [
    ['/core/index.html', /Veltro Core/],
    ['/core/services.html', /services/i],
    ['/hardware/accessories/index.html', /accessories/i],
  ] as const) {
    test(`${from} shows the page at its clean path`, async ({page}) => {
      await page.goto(from);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page).toHaveURL(from.replace(/(\/index)?\.html$/, '/'));
    });
  }
});

test.describe('an unknown path', () => {
  test.use({allowedConsoleErrors: /status of 404/});

  test('shows a not-found page that helps', async ({page}) => {
    const response = await page.goto('/core/commands/power-sleep-everything/');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.getByText('/core/commands/power-sleep-everything/')).toBeVisible();
    const main = page.locator('main');
    for (const name of ['Getting Started', 'Cloud', 'Core', 'Hardware', 'Developer Guides']) {
      await expect(main.getByRole('link', {name, exact: true})).toBeVisible();
    }
    const search = main.getByRole('searchbox', {name: 'Search the documentation'});
    await expect(search).toHaveValue('power sleep everything');
    await search.fill('power');
    await search.press('Enter');
    await expect(page).toHaveURL('/search/?q=power');
    await expect(page.locator('main article').first()).toBeVisible();
  });
});
