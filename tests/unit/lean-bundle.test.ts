/** The build-time changes that keep per-page JavaScript small must keep what the browser still needs. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {parseFrontMatter} from '../../config/supported-devices';
import {docsDir} from '../../config/manifest';
import {withoutDocList, withoutDocMap} from '../../plugins/docs';
import {pageChunkName} from '../../plugins/lean-client/client/pageChunkName';
import {persistentCacheDependencies, stagedEntry} from '../../plugins/lean-client';

describe('the docs plugin wrapper', () => {
  const tree: RouteConfig = {
    path: '/',
    component: 'DocsRoot',
    routes: [
      {
        path: '/',
        component: 'DocVersionRoot',
        props: {
          version: {
            docs: {index: {id: 'index', title: 'Home', description: 'Long text.'}},
            docsSidebars: {docs: [{type: 'link'}]},
          },
        },
        routes: [{path: '/core/', component: 'DocItem', exact: true}],
      },
    ],
  };

  it('empties the doc map of the nested version route and keeps its sidebar and child routes', () => {
    const version = withoutDocMap(tree).routes![0]!;
    expect(version.props).toEqual({version: {docs: {}, docsSidebars: {docs: [{type: 'link'}]}}});
    expect(version.routes).toEqual(tree.routes![0]!.routes);
  });

  it('drops the doc list from global data and keeps the versions', () => {
    const data = withoutDocList({versions: [{name: 'current', path: '/', docs: [{id: 'index', path: '/'}]}]});
    expect(data.versions).toEqual([{name: 'current', path: '/', docs: []}]);
  });
});

describe('the route split (plugins/lean-client)', () => {
  const require = createRequire(import.meta.url);
  const split = require('../../plugins/lean-client/route-split.cjs') as {
    pageChunkName(path: string): string;
    planRouteSplit(dir: string): {movedRouteKeys: Set<string>; movedChunkNames: Set<string>};
  };
  const loader = require('../../plugins/lean-client/route-split-loader.cjs') as (
    this: {resourcePath: string; resourceQuery: string; addDependency(file: string): void},
    source: string,
  ) => string;

  // A generated `.docusaurus/` as Docusaurus writes it: a search page, the docs root with a home doc, two
  // sections and a category whose pages all live in one section.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-split-'));
  const leaf = (routePath: string, hash: string) =>
    `{ path: '${routePath}', component: ComponentCreator('${routePath}', '${hash}'), exact: true, sidebar: "docs" }`;
  fs.writeFileSync(
    path.join(dir, 'routes.js'),
    `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [
  { path: '/search/', component: ComponentCreator('/search/', 's1'), exact: true },
  { path: '/', component: ComponentCreator('/', 'r1'), routes: [
    { path: '/', component: ComponentCreator('/', 'v1'), routes: [${leaf('/', 'h0')}, ${leaf('/core/', 'c0')}, ${leaf('/core/power/', 'c1')}, ${leaf('/core/power/sleep/', 'c2')}, ${leaf('/hardware/pins/', 'w1')}] }
  ] },
  { path: '*', component: ComponentCreator('*') },
];\n`,
  );
  const pages = {
    '/-h0': 'home',
    '/core/-c0': 'core',
    '/core/power/-c1': 'power',
    '/core/power/sleep/-c2': 'sleep',
    '/hardware/pins/-w1': 'pins',
  };
  fs.writeFileSync(
    path.join(dir, 'routesChunkNames.json'),
    JSON.stringify({
      '/search/-s1': {__comp: 'search'},
      '/-r1': {__comp: 'root'},
      '/-v1': {__comp: 'docroot', __props: 'version'},
      ...Object.fromEntries(Object.entries(pages).map(([key, content]) => [key, {__comp: 'item', content}])),
    }),
  );
  const modules: Record<string, string> = {
    search: '@theme/SearchPage',
    root: '@theme/DocRoot',
    docroot: '@theme/DocVersionRoot',
    version: '@generated/docusaurus-plugin-content-docs/default/p/index.json',
    item: '@theme/DocItem',
    home: '@site/docs/index.md',
    core: '@site/docs/core/index.md',
    power: '@site/docs/core/power.md',
    sleep: '@site/docs/core/power/sleep.md',
    pins: '@site/docs/hardware/pins.md',
  };
  fs.writeFileSync(
    path.join(dir, 'registry.js'),
    `export default {\n${Object.entries(modules)
      .map(
        ([name, request]) =>
          `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`,
      )
      .join('\n')}};\n`,
  );
  const propsDir = path.join(dir, 'docusaurus-plugin-content-docs', 'default', 'p');
  fs.mkdirSync(propsDir, {recursive: true});
  const powerLink = {type: 'link', label: 'Power', href: '/core/power', docId: 'core/power', unlisted: false};
  const sleepLink = {
    type: 'link',
    label: 'Sleep',
    href: '/core/power/sleep',
    docId: 'core/power/sleep',
    unlisted: false,
    // A label that repeats elsewhere in the sidebar gets its route as key (config/sidebar.ts).
    key: '/core/power/sleep/',
  };
  const pinsLink = {type: 'link', label: 'Pins', href: '/hardware/pins', docId: 'hardware/pins', unlisted: false};
  const category = (label: string, items: object[], href?: string) => ({
    type: 'category',
    label,
    ...(href && {href}),
    collapsed: true,
    collapsible: true,
    items,
  });
  // Core mixes two sections (its page and the Power pages), so it stays and its Power category is stubbed.
  const version = {
    version: {
      docsSidebars: {
        docs: [
          {type: 'link', label: 'Home', href: '/'},
          category('Core', [category('Power', [powerLink, sleepLink])], '/core/'),
          category('Pins', [pinsLink]),
        ],
      },
    },
  };
  fs.writeFileSync(path.join(propsDir, 'index.json'), JSON.stringify(version));
  const run = (file: string, query = '') =>
    loader.call(
      {resourcePath: path.join(dir, file), resourceQuery: query, addDependency: () => {}},
      fs.readFileSync(path.join(dir, file), 'utf8'),
    );

  it('derives the same page chunk name in Node and in the browser', () => {
    for (const routePath of ['/', '/core/', '/core/commands/core-commands-power/', '/a b/c.d/']) {
      expect(split.pageChunkName(routePath)).toMatch(/^page[\w/~-]*$/);
      expect(split.pageChunkName(routePath)).toBe(pageChunkName(routePath));
    }
  });

  it('moves the doc pages to their sections and keeps the home page and the other routes in main', () => {
    const routes = run('routes.js');
    expect(routes).toContain(`path: "/search/"`);
    expect(routes).toContain(`ComponentCreator("/", "h0")`);
    expect(routes).not.toContain('/core/power/');
    expect(routes).toMatch(
      /"core": \(\) => import\(\/\* webpackChunkName: "section\/core" \*\/ "[^"]*routes\.js\?section=core"\)/,
    );
    expect(routes).toContain('"core/power": () => import(');
    // /hardware/pins/ has no pages below it, so it belongs to the `hardware` section, not a folder of its own.
    expect(routes).toContain('"hardware": () => import(');
    expect(routes).not.toContain('"hardware/pins"');
    expect(routes).toContain('setSidebarSections({"docs":{"2":"hardware","1/0":"core/power"}})');
  });

  it('writes each section module with its pages, loaders and sidebar items', () => {
    const core = run('routes.js', '?section=core');
    expect(core).toContain('export const base = "/core/";');
    expect(core).toContain(
      `[["docs","item"], [["", () => import(/* webpackChunkName: "page/core" */ "@site/docs/core/index.md")]]]`,
    );
    expect(core).toContain('export const sidebars = {};');
    const power = run('routes.js', '?section=core%2Fpower');
    expect(power).toContain('export const base = "/core/power/";');
    expect(power).toContain(
      `[["", () => import(/* webpackChunkName: "page/core/power" */ "@site/docs/core/power.md")]`,
    );
    expect(power).toContain(
      `["sleep/", () => import(/* webpackChunkName: "page/core/power/sleep" */ "@site/docs/core/power/sleep.md")]`,
    );
    // A doc link below the section's base travels as [label, relative href], with a 1 when its key is its route;
    // the client expands it.
    expect(power).toContain(
      `export const sidebars = {"docs":{"1/0":[${JSON.stringify(powerLink)},["Sleep","sleep",1]]}};`,
    );
  });

  it('stubs each category of one section with its first link and leaves the rest of the sidebar as it is', () => {
    const stubbed = JSON.parse(run('docusaurus-plugin-content-docs/default/p/index.json')) as typeof version;
    const [home, core, pins] = stubbed.version.docsSidebars.docs as Array<{
      items?: Array<{label: string; items?: unknown[]}>;
    }>;
    expect(home).toEqual(version.version.docsSidebars.docs[0]);
    expect(core?.items?.[0]?.label).toBe('Power');
    expect(core?.items?.[0]?.items).toEqual([{type: 'link', label: 'Power', href: '/core/power', unlisted: false}]);
    expect(pins?.items).toEqual([{type: 'link', label: 'Pins', href: '/hardware/pins', unlisted: false}]);
  });

  it('drops the moved pages from the chunk-name map and the registry, and the module paths from the registry', () => {
    const chunkNames = JSON.parse(run('routesChunkNames.json')) as Record<string, unknown>;
    expect(Object.keys(chunkNames).sort()).toEqual(['/-h0', '/-r1', '/-v1', '/search/-s1']);
    const registry = run('registry.js');
    expect(registry).not.toMatch(/"(core|power|sleep|pins)": \[/);
    expect(registry).toContain(
      `"home": [() => import(/* webpackChunkName: "home" */ "@site/docs/index.md"), "", require.resolveWeak(`,
    );
    expect(registry.trimEnd().endsWith('};')).toBe(true);
  });
});

describe('supported devices in front matter', () => {
  const parse = (file: string) =>
    parseFrontMatter({
      filePath: path.join(docsDir, file),
      fileContent: '---\ntitle: T\n---\nText',
      defaultParseFrontMatter: async ({fileContent}) => ({
        frontMatter: {title: fileContent.includes('title: T') ? 'T' : ''},
        content: 'Text',
      }),
    });

  it('adds the manifest devices, linked to their hardware section, to pages that have them', async () => {
    const {frontMatter} = await parse('hardware/veltro_canfd_pro/pro-obd-connector-pinout.mdx');
    expect(frontMatter).toEqual({
      title: 'T',
      supported_devices: [{key: 'pro', name: 'Veltro CAN-FD Pro', route: '/hardware/veltro_canfd_pro/'}],
      // The freshness line's data (config/freshness.ts).
      checked_against: {core: '1.22 (ab42459)', hardware: [{name: 'Veltro CAN-FD Pro', version: '6.x'}]},
    });
  });

  it('leaves other pages as they are', async () => {
    expect((await parse('cloud/index.md')).frontMatter).toEqual({title: 'T'});
  });
});

describe('the persistent cache learns of the loaders (plugins/lean-client)', () => {
  it('finds the build dependencies where Docusaurus 3 puts them, and where Docusaurus 4 will', () => {
    const three = {experiments: {cache: {type: 'persistent', buildDependencies: ['base.js']}}};
    expect(persistentCacheDependencies(three)).toBe(three.experiments.cache.buildDependencies);
    const four = {cache: {type: 'persistent', buildDependencies: ['base.js']}, experiments: {}};
    expect(persistentCacheDependencies(four)).toBe(four.cache.buildDependencies);
  });

  it('fails the build when the cache moved and the loader files would be pushed nowhere', () => {
    const saved = process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
    delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
    try {
      expect(() => persistentCacheDependencies({cache: true, experiments: {}})).toThrow(/moved the persistent cache/);
    } finally {
      if (saved !== undefined) process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = saved;
    }
  });
});

describe('link prefetch in idle time (plugins/lean-client/client/idlePrefetch.ts)', () => {
  const core = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  const read = (file: string) => fs.readFileSync(path.join(core, 'lib', 'client', file), 'utf8');

  // The wrapper relies on these three facts of Docusaurus' client; if one changes, the workaround must be
  // revisited (it may become a no-op, or wrap the wrong thing).
  it('upstream still prefetches each visible link through window.docusaurus.prefetch', () => {
    const link = read('exports/Link.js');
    expect(link).toContain('new window.IntersectionObserver(');
    expect(link).toContain('window.docusaurus.prefetch(targetLink)');
  });

  it('upstream still assigns window.docusaurus in the client entry, after the client modules ran', () => {
    const entry = read('clientEntry.js');
    expect(entry).toMatch(/^import App from '\.\/App';$/m);
    expect(entry).toContain('window.docusaurus = docusaurus;');
    expect(read('App.js')).toContain('@generated/client-modules');
  });

  it('queues prefetch calls and works them off a few per idle callback, each path once', async () => {
    const {idlePrefetch, perTask} = await import('../../plugins/lean-client/client/idlePrefetch');
    const idle: Array<() => void> = [];
    const fetched: string[] = [];
    const prefetch = idlePrefetch(
      (routePath) => fetched.push(routePath),
      (run) => idle.push(run),
    );
    const paths = Array.from({length: perTask * 3 + 1}, (_, index) => `/core/page-${index}/`);
    for (const routePath of [...paths, paths[0]!]) expect(prefetch(routePath)).toBe(false);
    expect(fetched).toEqual([]);
    expect(idle).toHaveLength(1);
    const batches: number[] = [];
    while (idle.length > 0) {
      const before = fetched.length;
      idle.shift()!();
      batches.push(fetched.length - before);
    }
    expect(batches).toEqual([perTask, perTask, perTask, 1]);
    expect(fetched).toEqual(paths);
  });
});

describe('the staged browser entry (plugins/lean-client/client/entry.ts)', () => {
  const require = createRequire(import.meta.url);
  const upstreamEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

  it("replaces Docusaurus' clientEntry.js, which it imports last, and refuses any other entry", () => {
    expect(stagedEntry(upstreamEntry)).toBe(path.resolve('plugins/lean-client/client/entry.ts'));
    expect(() => stagedEntry(['./x.js'])).toThrow(/not Docusaurus' clientEntry/);
    const source = fs.readFileSync('plugins/lean-client/client/entry.ts', 'utf8');
    expect(source).toContain(`'@docusaurus/core/lib/client/clientEntry.js');\n  evaluated('app');\n}`);
  });

  it("matches what Docusaurus' client build still sets as its entry", () => {
    const clientConfig = fs.readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
    expect(clientConfig).toContain("entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')");
  });
});
