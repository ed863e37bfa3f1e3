/**
 * What every host must send with the site, in one place: caching by path and the security headers. The build
 * renders it for nginx (build/_nginx/) and for static hosts that read `_headers` (pipeline/postbuild/hosting.ts).
 */

/** Hashed file names never change content: cache for a year, never revalidate. */
export const immutable = 'public, max-age=31536000, immutable';
/** Stored but checked with the server on every use (ETag): a new deploy is seen on the next visit. */
export const revalidate = 'no-cache';
/** Unhashed images, icons and the like: a day, then checked again. */
export const daily = 'public, max-age=86400';

export interface CacheRule {
  /** What the rule covers, for people. */
  readonly about: string;
  /** Matched against the path of the file served (after `/x/` → `/x/index.html`). */
  readonly pattern: RegExp;
  readonly cacheControl: string;
  /**
   * The same paths as `_headers` globs for static hosts. Hosts add up every rule that matches a path, so globs
   * never overlap; pages and data files need none, since Netlify and Cloudflare Pages revalidate by default.
   */
  readonly globs: readonly string[];
}

/** First match wins; paths no rule matches get `daily`. */
export const cacheRules: readonly CacheRule[] = [
  {about: 'hashed scripts, styles and images', pattern: /^\/assets\//, cacheControl: immutable, globs: ['/assets/*']},
  {
    about: 'hashed search index chunks',
    pattern: /^\/pagefind\/(?:index|fragment|filter)\/|^\/pagefind\/pagefind\.[^/]+\.pf_meta$/,
    cacheControl: immutable,
    globs: ['/pagefind/index/*', '/pagefind/fragment/*', '/pagefind/filter/*'],
  },
  {about: 'pages and their Markdown twins', pattern: /\.(?:html|md|txt)$/, cacheControl: revalidate, globs: []},
  {
    about: 'sitemap, web manifest and other data files',
    pattern: /\.(?:xml|json|webmanifest)$/,
    cacheControl: revalidate,
    globs: ['/sitemap.xml'],
  },
  {about: 'search index entry points and engine', pattern: /^\/pagefind\//, cacheControl: revalidate, globs: []},
  {
    about: 'service worker and its chunk (offline field kit)',
    pattern: /^\/(?:[\w-]+\.)?sw\.js$/,
    cacheControl: revalidate,
    globs: ['/sw.js'],
  },
  {about: 'unhashed images and icons', pattern: /^\/img\//, cacheControl: daily, globs: ['/img/*']},
  {
    about: 'device PDFs and install cards, remade by every build',
    pattern: /^\/pdf\//,
    cacheControl: revalidate,
    globs: ['/pdf/*'],
  },
];

export function cacheControlFor(servedPath: string): string {
  return cacheRules.find(({pattern}) => pattern.test(servedPath))?.cacheControl ?? daily;
}

/** Hosts the analytics script loads from and reports to (Google's published list for GA4 with gtag.js). */
const analytics = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Algolia's search and insights hosts, allowed only in a build with hosted search. */
const algoliaHosts = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

export interface CspInputs {
  /** `sha256-…` of each inline script the build's pages carry (the colour mode, announcement and gtag set-up). */
  readonly scriptHashes: readonly string[];
  readonly hostedSearch: boolean;
  /** With hosted search: the one CDN file DocSearch loads for Algolia Insights (found in the build). */
  readonly insightsScript?: string;
}

/**
 * Scripts run only from this origin, the analytics host and the hashed inline scripts: never `unsafe-inline`
 * or `eval`. `wasm-unsafe-eval` lets the local search engine (Pagefind) compile its WebAssembly; it allows no
 * JavaScript eval. Inline styles stay allowed: React's server render writes `style` attributes.
 */
export function contentSecurityPolicy({scriptHashes, hostedSearch, insightsScript}: CspInputs): string {
  const search = hostedSearch ? algoliaHosts : [];
  const searchScripts = hostedSearch && insightsScript ? [insightsScript] : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...analytics.script,
      ...searchScripts,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...analytics.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...analytics.connect, ...search],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Features no page uses, switched off for the site and anything it might embed. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Headers sent with every response. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
  };
}
