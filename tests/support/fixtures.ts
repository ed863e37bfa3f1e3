/**
 * The page every browser test uses: nothing leaves the machine (external hosts are stubbed or blocked at the
 * network layer), analytics beacons are recorded, and any console error fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';
import {isLocal} from './browser';

export interface AnalyticsHit {
  readonly event: string;
  readonly pagePath: string;
}

/**
 * Stands in for gtag.js: sends one beacon per gtag('event') to the collect endpoint, the way the real
 * script does, so tests can watch page views on the wire.
 */
const gtagStub = `(() => {
  let pagePath = location.pathname + location.search + location.hash;
  const handle = (args) => {
    if (args[0] === 'set' && args[1] === 'page_path') pagePath = args[2];
    if (args[0] === 'event') {
      const query = new URLSearchParams({v: '2', en: args[1], dp: pagePath});
      navigator.sendBeacon('https://www.google-analytics.com/g/collect?' + query);
    }
  };
  window.dataLayer = window.dataLayer || [];
  for (const args of window.dataLayer) handle(args);
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...items) => { items.forEach(handle); return push(...items); };
})();`;

interface Fixtures {
  /** Console errors that a test expects (one pattern; use alternation); anything else fails it. */
  allowedConsoleErrors: RegExp | null;
  analyticsHits: AnalyticsHit[];
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, {option: true}],
  analyticsHits: async ({}, use) => use([]),
  consoleErrors: async ({}, use) => use([]),
  context: async ({context, analyticsHits}, use) => {
    await context.route(
      (url) => !isLocal(url.href),
      async (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === 'www.googletagmanager.com') {
          return route.fulfill({contentType: 'text/javascript', body: gtagStub});
        }
        if (url.hostname.endsWith('google-analytics.com') && url.pathname === '/g/collect') {
          analyticsHits.push({event: url.searchParams.get('en') ?? '', pagePath: url.searchParams.get('dp') ?? ''});
          return route.fulfill({status: 204});
        }
        return route.abort('blockedbyclient');
      },
    );
    await use(context);
  },
  page: async ({page, consoleErrors, allowedConsoleErrors}, use) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors?.test(text)) consoleErrors.push(text);
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    await use(page);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Paths of every page in the built sitemap (read from build/, so tests can be generated per page). */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
