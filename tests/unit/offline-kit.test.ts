/**
 * The offline download list (pipeline/postbuild/offline.ts) and the path rules the service worker and the page
 * share with it (plugins/offline/protocol.js): on a small made-up build, then, when there is one, on the real build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildOfflineKit, devicePagesFromManifest, type ClientManifest} from '../../pipeline/postbuild/offline';
import {contentHash, filesOfScope, savedPath, savedPathOfUrl} from '../../plugins/offline/protocol';
import type {OfflineKit} from '../../plugins/offline/types';

describe('savedPath', () => {
  it('treats x/index.html, x/ and x as one page, and ignores the query string', () => {
    expect(savedPath('cloud/index.html')).toBe('cloud/');
    expect(savedPath('cloud/')).toBe('cloud/');
    expect(savedPath('cloud')).toBe('cloud/');
    expect(savedPath('index.html')).toBe('');
    expect(savedPath('search/?q=obd')).toBe('search/');
    expect(savedPath('pagefind/pagefind-entry.json?ts=1700000000')).toBe('pagefind/pagefind-entry.json');
    expect(savedPath('404.html')).toBe('404.html');
    expect(savedPath('assets/js/main.1a2b3c4d.js')).toBe('assets/js/main.1a2b3c4d.js');
  });

  it('maps request URLs of the site to saved paths, and other hosts to nothing', () => {
    const root = 'https://docs.veltro.example/';
    expect(savedPathOfUrl('https://docs.veltro.example/core/index.html#x', root)).toBe('core/');
    expect(savedPathOfUrl('https://docs.veltro.example/', root)).toBe('');
    expect(savedPathOfUrl('https://www.googletagmanager.com/gtag/js', root)).toBeUndefined();
  });
});

/** A build directory with one file of each kind the kit sorts. */
const files: Record<string, string> = {
  'index.html':
    '<meta property="og:image" content="https://docs.veltro.example/img/card.png"><img src="/img/logo.svg">',
  'search/index.html': '<p>search</p>',
  '404.html': '<p>not found</p>',
  'device-page/index.html': '<img src=/img/device.svg>',
  'other-page/index.html': '<img src="/img/other.svg">',
  'old-address/index.html': '<meta http-equiv="refresh" content="0; url=/device-page/">',
  'assets/js/main.11111111.js': 'const logo = {src: "img/logo.dark.svg", image: "img/card.png"};',
  'assets/js/page/device-page.22222222.js': 'device page',
  'assets/js/page/other-page.22222222.js': 'other page',
  'assets/css/styles.33333333.css': 'body{}',
  'img/logo.svg': '<svg/>',
  'img/logo.dark.svg': '<svg/>',
  'img/device.svg': '<svg/>',
  'img/other.svg': '<svg/>',
  'img/unused.svg': '<svg/>',
  'img/card.png': 'png',
  'pagefind/pagefind.js': 'pagefind',
  'pagefind/fragment/en_1.pf_fragment': 'fragment',
  'pagefind/pagefind-ui.js': 'ui',
  'index.html.gz': 'gzip',
  'device-page/index.md': '# twin',
  'sw.js': 'worker',
  '239.sw.js': 'worker chunk',
  'sitemap.xml': '<urlset/>',
};
const clientManifest: ClientManifest = {
  assets: {
    main: {js: [{file: 'assets/js/main.11111111.js'}]},
    styles: {css: [{file: 'assets/css/styles.33333333.css'}]},
    'page/device-page': {js: [{file: 'assets/js/page/device-page.22222222.js'}]},
    'page/other-page': {js: [{file: 'assets/js/page/other-page.22222222.js'}]},
  },
};
const devicePages = [{id: 'dev', label: 'Device', routes: ['/device-page/', '/not-written-yet/']}];

describe('buildOfflineKit', () => {
  let outDir: string;
  let kit: OfflineKit;
  const pathsOf = (scope: string) => filesOfScope(kit, scope).map(([file]) => file);

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-kit-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      fs.writeFileSync(path.join(outDir, file), text);
    }
    kit = await buildOfflineKit({outDir, clientManifest, devicePages, built: new Date('2026-11-24T10:00:00Z')});
  });
  afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

  it("saves every page but old addresses' redirect pages, every script, style, used image and the search index with the whole site", () => {
    expect(pathsOf('site').sort()).toEqual(
      [
        '404.html',
        'assets/css/styles.33333333.css',
        'assets/js/main.11111111.js',
        'assets/js/page/device-page.22222222.js',
        'assets/js/page/other-page.22222222.js',
        'device-page/index.html',
        'img/device.svg',
        'img/logo.dark.svg',
        'img/logo.svg',
        'img/other.svg',
        'index.html',
        'other-page/index.html',
        'pagefind/fragment/en_1.pf_fragment',
        'pagefind/pagefind.js',
        'search/index.html',
      ].sort(),
    );
    // The redirect page of an old address is left out: the server answers that address with a redirect.
    expect(pathsOf('site')).not.toContain('old-address/index.html');
    expect(kit.scopes[0]).toMatchObject({id: 'site', label: 'Whole site', pages: 5});
  });

  it("saves a device's pages with the home, search and not-found pages, shared code and the whole index", () => {
    const device = kit.scopes.find(({id}) => id === 'dev')!;
    expect(device).toMatchObject({label: 'Device', pages: 4, routes: ['/device-page/']});
    expect(pathsOf('dev').sort()).toEqual(
      [
        '404.html',
        'assets/css/styles.33333333.css',
        'assets/js/main.11111111.js',
        'assets/js/page/device-page.22222222.js',
        'device-page/index.html',
        'img/device.svg',
        'img/logo.dark.svg',
        'img/logo.svg',
        'index.html',
        'pagefind/fragment/en_1.pf_fragment',
        'pagefind/pagefind.js',
        'search/index.html',
      ].sort(),
    );
  });

  it('gives each file its size, an estimate over the wire and its content hash; scopes add them up', async () => {
    const [, bytes, transfer, hash] = kit.files.find(([file]) => file === 'index.html')!;
    expect(bytes).toBe(Buffer.byteLength(files['index.html']!));
    expect(transfer).toBeLessThanOrEqual(bytes);
    expect(hash).toBe(await contentHash(Buffer.from(files['index.html']!)));
    for (const scope of kit.scopes) {
      expect(scope.bytes).toBe(filesOfScope(kit, scope.id).reduce((sum, [, size]) => sum + size, 0));
    }
    expect(kit).toMatchObject({format: 1, built: '2026-11-24T10:00:00.000Z'});
  });

  it('has a new version when any file changes', async () => {
    fs.writeFileSync(path.join(outDir, 'pagefind/fragment/en_1.pf_fragment'), 'fragment, rebuilt');
    const next = await buildOfflineKit({outDir, clientManifest, devicePages, built: new Date()});
    expect(next.version).not.toBe(kit.version);
  });

  it('refuses a client manifest that does not belong to the build', async () => {
    const stale: ClientManifest = {assets: {'page/gone': {js: [{file: 'assets/js/page/gone.44444444.js'}]}}};
    await expect(buildOfflineKit({outDir, clientManifest: stale, devicePages, built: new Date()})).rejects.toThrow(
      /manifest and build differ/,
    );
  });
});

describe('devicePagesFromManifest', () => {
  it("takes a device's pages from supportedDevices and from the device's own folders", () => {
    const cm4 = devicePagesFromManifest().find(({id}) => id === 'cm4')!;
    expect(cm4.label).toBe('Veltro TMU CM4');
    // Named by supportedDevices, and in the device's folder without naming it.
    expect(cm4.routes).toContain('/getting_started/veltro_tmu_cm4/');
    expect(cm4.routes).toContain('/hardware/veltro_tmu_cm4/');
    expect(cm4.routes).not.toContain('/hardware/veltro_mini/');
  });
});
