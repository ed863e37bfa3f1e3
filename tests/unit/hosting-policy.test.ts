/** The hosting policy (deploy/policy.ts) and the redirect list the servers get (config/redirects.ts). */
import {describe, expect, it} from 'vitest';
import {listDocFiles, routeForFile} from '../../config/manifest';
import {legacyRedirects} from '../../config/redirects';
import {cacheControlFor, contentSecurityPolicy, daily, immutable, revalidate} from '../../deploy/policy';

describe('cache policy', () => {
  it.each([
    ['/assets/js/main.1a2b3c4d.js', immutable],
    ['/assets/images/pinout-7f3e.png', immutable],
    ['/pagefind/fragment/en_1234567.pf_fragment', immutable],
    ['/pagefind/pagefind.en_0a1b2c3d4e.pf_meta', immutable],
    ['/core/index.html', revalidate],
    ['/core/commands/core-commands-power.md', revalidate],
    ['/llms.txt', revalidate],
    ['/sitemap.xml', revalidate],
    ['/pagefind/pagefind-entry.json', revalidate],
    ['/pagefind/pagefind.js', revalidate],
    ['/sw.js', revalidate],
    ['/239.sw.js', revalidate],
    ['/offline-kit.json', revalidate],
    ['/img/logo.svg', daily],
  ])('%s → %s', (file, expected) => expect(cacheControlFor(file)).toBe(expected));
});

describe('content security policy', () => {
  const hashes = ['sha256-AAAA', 'sha256-BBBB'];

  it('allows scripts only from this origin, the given hashes and analytics', () => {
    const scriptSrc = contentSecurityPolicy({scriptHashes: hashes, hostedSearch: false})
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB' https://www.googletagmanager.com",
    );
  });

  it('names Algolia only in a hosted-search build', () => {
    const local = contentSecurityPolicy({scriptHashes: hashes, hostedSearch: false});
    const hosted = contentSecurityPolicy({
      scriptHashes: hashes,
      hostedSearch: true,
      insightsScript: 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js',
    });
    expect(local).not.toMatch(/algolia|jsdelivr/);
    expect(hosted).toMatch(/connect-src [^;]*https:\/\/\*\.algolia\.net/);
    expect(hosted).toMatch(/script-src [^;]*search-insights@2\.15\.0\/dist\/search-insights\.min\.js/);
    expect(hosted).toContain("frame-ancestors 'none'");
  });
});

describe('legacy redirects for servers', () => {
  const routes = new Set(listDocFiles().map(routeForFile));
  const redirects = legacyRedirects(routes);

  it('lead from paths that are not pages, each once, to pages that exist', () => {
    const froms = redirects.map(({from}) => from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const {from, to} of redirects) {
      expect(routes.has(from), from).toBe(false);
      expect(routes.has(to), to).toBe(true);
    }
  });
});
