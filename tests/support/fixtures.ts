/**
 * The page every browser test uses: nothing leaves the machine (external hosts are stubbed or blocked at the
 * network layer), analytics beacons are recorded, and any console error fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import {isLocal} from '../../tools/browser';

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

/** Stubs or blocks every request that would leave the machine, recording analytics beacons in `hits`. */
async function keepLocal(context: BrowserContext, hits: AnalyticsHit[]): Promise<void> {
  // The server's Content-Security-Policy applies to every test: a violation becomes a console error, so it fails.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    ),
  );
  await context.route(
    (url) => !isLocal(url.href),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'www.googletagmanager.com') {
        return route.fulfill({contentType: 'text/javascript', body: gtagStub});
      }
      if (url.hostname.endsWith('google-analytics.com') && url.pathname === '/g/collect') {
        hits.push({event: url.searchParams.get('en') ?? '', pagePath: url.searchParams.get('dp') ?? ''});
        return route.fulfill({status: 204});
      }
      return route.abort('blockedbyclient');
    },
  );
}

/** Collects the page's console errors and uncaught exceptions into `errors`. */
function recordErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

export type ColourMode = 'light' | 'dark';

interface SharedPage {
  readonly page: Page;
  readonly errors: string[];
}

interface Fixtures {
  /** Console errors that a test expects (one pattern; use alternation); anything else fails it. */
  allowedConsoleErrors: RegExp | null;
  analyticsHits: AnalyticsHit[];
  consoleErrors: string[];
  /** The colour mode `sharedPage` starts each page in (stored as the reader's choice). */
  colourMode: ColourMode;
  /**
   * A page that the tests of a worker share, one per colour mode, for tests that only load a page and read it:
   * the browser cache and compiled scripts carry over, so a page loads faster than in a fresh context. Same
   * rules as `page`: nothing leaves the machine and a console error fails the test.
   */
  sharedPage: Page;
}

interface WorkerFixtures {
  sharedPages: Map<ColourMode, Promise<SharedPage>>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [null, {option: true}],
  analyticsHits: async ({}, use) => use([]),
  consoleErrors: async ({}, use) => use([]),
  context: async ({context, analyticsHits}, use) => {
    await keepLocal(context, analyticsHits);
    await use(context);
  },
  page: async ({page, consoleErrors, allowedConsoleErrors}, use) => {
    const errors: string[] = [];
    recordErrors(page, errors);
    await use(page);
    consoleErrors.push(...errors.filter((text) => !allowedConsoleErrors?.test(text)));
    expect(consoleErrors, 'console errors').toEqual([]);
  },
  colourMode: ['light', {option: true}],
  sharedPages: [
    async ({}, use) => {
      const pages = new Map<ColourMode, Promise<SharedPage>>();
      await use(pages);
      for (const shared of pages.values()) await (await shared).page.context().close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async ({browser, sharedPages, colourMode, baseURL, allowedConsoleErrors}, use, testInfo) => {
    if (!sharedPages.has(colourMode)) {
      const open = async (): Promise<SharedPage> => {
        const context = await browser.newContext({baseURL});
        await keepLocal(context, []);
        await context.addInitScript((mode) => localStorage.setItem('theme', mode), colourMode);
        const page = await context.newPage();
        const errors: string[] = [];
        recordErrors(page, errors);
        return {page, errors};
      };
      sharedPages.set(colourMode, open());
    }
    const {page, errors} = await sharedPages.get(colourMode)!;
    errors.length = 0;
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      // The next test starts from a fresh page rather than one a failure may have left in any state.
      sharedPages.delete(colourMode);
      await page.context().close();
    }
    expect(
      errors.filter((text) => !allowedConsoleErrors?.test(text)),
      'console errors',
    ).toEqual([]);
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
