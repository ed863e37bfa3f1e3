/**
 * What the production server (nginx with deploy/nginx/ and the build's _nginx/ files) answers: redirects,
 * not-found status, caching, compression and security headers. The suite runs against that server
 * (playwright.config.ts), so these are the headers readers get.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, APIResponse} from '@playwright/test';
import {listDocFiles, routeForFile} from '../../config/manifest';
import {legacyRedirects} from '../../config/redirects';
import {immutable, revalidate} from '../../deploy/policy';
import {expect, hydrated, sitemapPaths, test} from '../support/fixtures';

const buildDir = path.resolve(__dirname, '../../build');
const noRedirect = {maxRedirects: 0};
const pages = sitemapPaths();

/** A built file of the given kind, as a site path (`/assets/js/main.1a2b.js`). */
function builtFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(buildDir, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in build/${dir}`);
  return `/${dir}/${name}`;
}

async function expectRedirect(request: APIRequestContext, from: string, to: string): Promise<void> {
  const response = await request.get(from, noRedirect);
  expect(response.status(), from).toBe(301);
  expect(response.headers()['location'], from).toBe(to);
}

test.describe('redirects', () => {
  test('every legacy URL, in every spelling, answers 301 to its page in one hop, query kept', async ({request}) => {
    const redirects = legacyRedirects(new Set(listDocFiles().map(routeForFile)));
    expect(redirects.length).toBeGreaterThan(100);
    for (const {from, to} of redirects) {
      const bare = from.replace(/\/$/, '');
      for (const spelling of [from, bare, `${bare}.html`, `${bare}/index.html`]) {
        await expectRedirect(request, `${spelling}?ref=manual`, `${to}?ref=manual`);
      }
      expect((await request.get(to, noRedirect)).status(), to).toBe(200);
    }
  });

  test('every page answers 301 from its .html, /index.html and slashless paths, query kept', async ({request}) => {
    for (const page of pages.filter((p) => p !== '/')) {
      const bare = page.replace(/\/$/, '');
      await expectRedirect(request, `${bare}/index.html?x=1`, `${page}?x=1`);
      await expectRedirect(request, `${bare}.html`, page);
      await expectRedirect(request, `${bare}?x=1`, `${page}?x=1`);
    }
    await expectRedirect(request, '/index.html', '/');
  });

  test('paths that would leave the site are not redirected off it', async ({request, baseURL}) => {
    for (const odd of [
      '//example.com/x.html',
      '//example.com/index.html',
      '/\\example.com/index.html',
      '//example.com',
    ]) {
      // Concatenated, not resolved: `//example.com` alone would be read as another host.
      const response = await request.get(`${baseURL}${odd}`, noRedirect);
      const location = response.headers()['location'] ?? '';
      expect(location, odd).not.toMatch(/^(?:[a-z]+:)?[/\\]{2}/i);
    }
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and every header', async ({request}) => {
    for (const unknown of ['/core/commands/not-a-command/', '/nope', '/_nginx/http.conf', '/_redirects']) {
      const response = await request.get(unknown, noRedirect);
      expect(response.status(), unknown).toBe(404);
      expect(await response.text(), unknown).toContain('Page not found');
      expect(response.headers()['content-security-policy'], unknown).toContain("frame-ancestors 'none'");
    }
  });

  test('a script not in the build answers 404 as a script, so the not-found page loads without a MIME error', async ({
    request,
  }) => {
    const response = await request.get('/assets/js/page/core/no-such-page.0000.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/javascript/);
  });
});

test.describe('caching', () => {
  const cases: ReadonlyArray<readonly [string, () => string, string]> = [
    ['a page', () => '/core/', revalidate],
    ['the home page', () => '/', revalidate],
    ['the sitemap', () => '/sitemap.xml', revalidate],
    ['the search index manifest', () => '/pagefind/pagefind-entry.json', revalidate],
    ['a hashed script', () => builtFile('assets/js', /^main\.[0-9a-f]+\.js$/), immutable],
    ['a hashed stylesheet', () => builtFile('assets/css', /^styles\.[0-9a-f]+\.css$/), immutable],
    ['a hashed search index chunk', () => builtFile('pagefind/fragment', /\.pf_fragment$/), immutable],
  ];
  for (const [what, file, cacheControl] of cases) {
    test(`${what}: Cache-Control ${cacheControl}`, async ({request}) => {
      const response = await request.get(file());
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(cacheControl);
    });
  }
});

test.describe('compression', () => {
  const bodies: ReadonlyArray<readonly [string, () => string]> = [
    ['a page', () => '/core/commands/core-commands-power/'],
    ['a script', () => builtFile('assets/js', /^main\.[0-9a-f]+\.js$/)],
    ['a stylesheet', () => builtFile('assets/css', /^styles\.[0-9a-f]+\.css$/)],
    ['the sitemap', () => '/sitemap.xml'],
  ];
  const onDisk = (site: string) =>
    fs.readFileSync(path.join(buildDir, site.endsWith('/') ? `${site}index.html` : site));

  for (const [what, file] of bodies) {
    test(`${what} is served precompressed as brotli or gzip, and plain on request`, async ({request}) => {
      const site = file();
      const original = onDisk(site);
      for (const [accept, encoding, copy] of [
        ['br, gzip', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
        ['identity', undefined, ''],
      ] as const) {
        const response: APIResponse = await request.get(site, {headers: {'Accept-Encoding': accept}});
        expect(response.headers()['content-encoding'], accept).toBe(encoding);
        expect(response.headers()['vary'], accept).toContain('Accept-Encoding');
        // The precompressed copy, byte for byte: what nginx sends is what the build made.
        const onWire = Number(response.headers()['content-length']);
        expect(onWire, accept).toBe(
          fs.statSync(path.join(buildDir, site.endsWith('/') ? `${site}index.html` : site) + copy).size,
        );
        expect(Buffer.compare(await response.body(), original), accept).toBe(0);
      }
    });
  }
});

test.describe('security headers', () => {
  test('every kind of response carries them', async ({request}) => {
    const asset = builtFile('assets/js', /^main\.[0-9a-f]+\.js$/);
    for (const url of ['/', '/core/', asset, '/sitemap.xml', '/not-here/', '/core']) {
      const headers = (await request.get(url, noRedirect)).headers();
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  test('the CSP allows scripts from this origin, analytics and the hashes of exactly the inline scripts pages carry', async ({
    request,
  }) => {
    const response = await request.get('/core/commands/core-commands-power/');
    const csp = response.headers()['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
    expect(csp).not.toMatch(/algolia/);
    const html = await response.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const [, body = ''] of inline) {
      expect(scriptSrc).toContain(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
    }
  });

  test('search (WebAssembly), the PID decoder and colour mode work with no policy violation', async ({page}) => {
    await page.goto('/search/?q=sleep');
    await hydrated(page);
    await expect(page.locator('main article').first()).toBeVisible();
    await page.goto('/cloud/obd-ii/debug-raw-pid-queries/');
    await hydrated(page);
    await page
      .getByRole('button', {name: /dark mode|light mode|colour|color/i})
      .first()
      .click();
    // Violations are console errors, which fail the test (tests/support/fixtures.ts).
  });
});

test.describe('inline scripts under the policy', () => {
  // The blocked bundles are reported on the console; nothing else may be.
  test.use({allowedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/});

  test('the hashed inline scripts run under the policy: the stored colour mode applies before any bundle', async ({
    page,
  }) => {
    // With every bundle blocked, only the inline colour-mode script can set the theme.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/core/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => Array.isArray((window as {dataLayer?: unknown}).dataLayer))).toBe(true);
  });
});

test.describe('Markdown twins by content negotiation', () => {
  test('a page URL asked for as text/markdown answers with its twin', async ({request}) => {
    for (const [page, twin] of [
      ['/core/commands/core-commands-power/', '/core/commands/core-commands-power.md'],
      ['/', '/index.md'],
    ] as const) {
      const response = await request.get(page, {headers: {Accept: 'text/markdown'}});
      expect(response.status(), page).toBe(200);
      expect(response.headers()['content-type'], page).toMatch(/^text\/markdown/);
      expect(await response.text(), page).toBe(await (await request.get(twin)).text());
      const html = await request.get(page, {headers: {Accept: 'text/html'}});
      expect(html.headers()['content-type'], page).toMatch(/^text\/html/);
      expect(html.headers()['vary'], page).toContain('Accept');
    }
    const alias = await request.get('/core/commands/core-commands-power/index.md');
    expect(alias.status()).toBe(200);
  });
});
