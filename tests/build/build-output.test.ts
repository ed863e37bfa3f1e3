/**
 * The plugins that change what Docusaurus emits (plugins/lean-client, plugins/docs, plugins/code-highlighting)
 * depend on generated code and internal paths, so after an upgrade they could silently stop doing anything.
 * These tests read the production build and check what each one guarantees.
 *
 * `npm test` skips them while there is no build; `npm run test:build` (CI, after the build) requires one.
 * BUILD_DIR points them at another output directory, e.g. `BUILD_DIR=build-hosted`.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {footer} from '../../config/footer';
import {navbar} from '../../config/navbar';
import {buildDir, buildUnderTest, root} from '../support/build';

const jsDir = path.join(buildDir, 'assets', 'js');
const {built, withBuild} = buildUnderTest('sitemap.xml', 'assets/js');

/** Paths below assets/js: page and section chunks sit in folders named after their path (`page/core/….js`). */
const jsFiles = built
  ? fs.readdirSync(jsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js'))
  : [];
const read = (file: string) => fs.readFileSync(path.join(jsDir, file), 'utf8');
const entry = (prefix: string) => jsFiles.find((file) => file.startsWith(prefix))!;
/** The values of the `JSON.parse('…')` literals the bundler emits for JSON modules and inlined data. */
function jsonLiterals(source: string): unknown[] {
  return [...source.matchAll(/JSON\.parse\(('(?:[^'\\]|\\.)*')\)/g)].map((match) =>
    JSON.parse(vm.runInNewContext(match[1]!) as string),
  );
}

describe('plugins/lean-client', () => {
  const docPaths = built
    ? [
        ...fs
          .readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')
          .matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g),
      ]
        .map((match) => match[1]!)
        .filter((routePath) => routePath.split('/').length > 3)
    : [];
  /** Paths main.js may name because the navbar or footer links to them. */
  const chromeItems: ReadonlyArray<{readonly to?: string; readonly href?: string}> = [
    ...navbar.items,
    ...footer.links.flatMap((column): ReadonlyArray<{readonly to?: string; readonly href?: string}> => column.items),
  ];
  const chromeLinks = new Set(chromeItems.flatMap((item) => (item.to ? [item.to] : [])));

  it.skipIf(!built)(
    withBuild('main.js names no doc page: routes, chunk names and loaders live in section modules'),
    () => {
      const main = read(entry('main.'));
      expect(docPaths.length, 'doc pages below a section in the sitemap').toBeGreaterThan(100);
      const inMain = docPaths.filter((routePath) => !chromeLinks.has(routePath) && main.includes(`"${routePath}"`));
      expect(inMain, 'doc page paths in main.js (is route-split-loader.cjs still applied to routes.js?)').toEqual([]);
      expect(main).not.toContain('@site/docs');
      // The registry left in main: the docs root's components, the search page and the home page, not one per page.
      const loaders = [...main.matchAll(/:\[\(\)=>/g)].length;
      expect(loaders, 'registry entries in main.js').toBeLessThan(15);
    },
  );

  it.skipIf(!built)(withBuild('each section module holds the routes of its pages and its sidebar items'), () => {
    // section/core/commands.<hash>.js holds the pages below /core/commands/ (two path segments, route-split.cjs).
    const sections = new Map(
      jsFiles
        .filter((file) => file.startsWith('section/'))
        .map((file) => [file.slice('section/'.length).replace(/\.[^.]+\.js$/, ''), read(file)]),
    );
    // A page's section: the folder of its first two segments when that is a section, else its first segment.
    const missing = docPaths.filter((routePath) => {
      const segments = routePath.split('/').filter(Boolean);
      const depth = sections.has(segments.slice(0, 2).join('/')) ? 2 : 1;
      const relative = segments
        .slice(depth)
        .map((segment) => `${segment}/`)
        .join('');
      return !sections.get(segments.slice(0, depth).join('/'))?.includes(`"${relative}"`);
    });
    expect(missing, 'pages whose section module lacks their relative path').toEqual([]);
    // Doc links travel as [label, relative href] (route-split-loader.cjs), with a 1 when their label repeats.
    expect(sections.get('core/commands'), 'a section carries its sidebar labels').toContain(
      '["Power","core-commands-power",1]',
    );
    expect(sections.get('cloud/obd-ii'), 'a folder page travels compact too').toContain(
      '["Create PID Loggers","create-pid-loggers/"]',
    );
    for (const [section, source] of sections) {
      expect(source, `${section}: every doc link is compact`).not.toMatch(/docId:/);
    }
  });

  it.skipIf(!built)(withBuild('the runtime builds every chunk URL from the chunk id, with no table'), () => {
    const misnamed = jsFiles
      .filter((file) => !/^(main|runtime~main)\./.test(file))
      .filter((file) => {
        const id = /\.push\(\[\["?([^"\]]+)"?\]/.exec(read(file))?.[1];
        return file.split(path.sep).join('/') !== `${id}.${file.split('.').at(-2)}.js`;
      });
    expect(misnamed, 'chunk files not named `<chunk id>.<build hash>.js`').toEqual([]);
    const runtime = read(entry('runtime~main.'));
    expect(runtime).toMatch(/\.u=(\w+)=>"assets\/js\/"\+\1\+"\."\+\w+\.h\(\)\.slice\(0,8\)\+"\.js"/);
    // Docusaurus' prefetch asks for a chunk's URL by name: a plain call, no name → id table.
    expect(runtime).toMatch(/\.gca=function\((\w+)\)\{return \w+\.p\+\w+\.u\(\1\)\}/);
    // Ours only: Docusaurus' ChunkAssetPlugin, removed by constructor name, would define a second one with its table.
    expect(runtime.match(/\.gca=/g), 'one definition of __webpack_require__.gca').toHaveLength(1);
  });

  it.skipIf(!built)(withBuild('sorts the shallow-memo keys without building a collator at start-up'), () => {
    // shallow-memo-loader.cjs: the first localeCompare of a page costs tens of milliseconds of main thread.
    const main = read(entry('main.'));
    expect(main).not.toMatch(/\[0\]\.localeCompare\(/);
    expect(main).toMatch(/\[0\]<\w\[0\]\?-1:/);
  });

  it.skipIf(!built)(withBuild('bundles the tslib shim instead of tslib, with every helper the bundle calls'), () => {
    const requireFromRoot = createRequire(path.join(root, 'package.json'));
    const tslibSource = fs.readFileSync(
      path.join(path.dirname(requireFromRoot.resolve('tslib/package.json')), 'tslib.es6.mjs'),
      'utf8',
    );
    const helpers = new Set(
      [...tslibSource.matchAll(/^export (?:function|var|const|let) (__\w+)/gm)].map((match) => match[1]!),
    );
    const shimSource = fs.readFileSync(path.join(root, 'plugins/lean-client/tslib.mjs'), 'utf8');
    const shim = [...shimSource.matchAll(/^export (?:function|var|const|let) (__\w+)/gm)].map((match) => match[1]!);
    expect(helpers.size, 'tslib helper names (from node_modules/tslib/tslib.es6.mjs)').toBeGreaterThan(20);

    const called = new Set<string>();
    const defined = new Set<string>();
    for (const file of jsFiles) {
      const source = read(file);
      // `r.__importDefault(…)` (CommonJS consumer) or `(0,r.__awaiter)(…)` (ES module consumer).
      for (const [, name] of source.matchAll(/\.(__\w+)\)?\(/g)) if (helpers.has(name!)) called.add(name!);
      // Exports of a bundled module: `n.d(t,{__importDefault:()=>r})`, or tslib.js's `e("__extends",…)`.
      for (const [, name] of source.matchAll(/[{,]"?(__\w+)"?:\(\)=>|\("(__\w+)",/g))
        if (helpers.has(name!)) defined.add(name!);
    }
    expect(
      [...called].filter((name) => !shim.includes(name)),
      'helpers the bundle calls that plugins/lean-client/tslib.mjs lacks: add them',
    ).toEqual([]);
    expect(
      [...defined].sort(),
      'the bundle should carry the shim’s helpers and no other tslib helper (is the `tslib$` alias still applied?)',
    ).toEqual([...shim].sort());
  });
});

describe('plugins/docs', () => {
  it.skipIf(!built)(withBuild('the version data every doc page loads has its sidebars but no doc map'), () => {
    const versions = jsFiles
      .flatMap((file) => jsonLiterals(read(file)))
      .filter((value): value is {version: {docsSidebars: object; docs: object}} =>
        Boolean((value as {version?: {docsSidebars?: unknown}}).version?.docsSidebars),
      );
    expect(versions.length, 'version metadata modules (JSON with version.docsSidebars)').toBeGreaterThan(0);
    for (const {version} of versions) {
      expect(Object.keys(version.docsSidebars).length).toBeGreaterThan(0);
      expect(version.docs, 'version.docs should be emptied by withoutDocMap').toEqual({});
      // A category whose pages all lie in one section ships with one stub link; the section brings its items.
      type Item = {type: string; href?: string; items?: Item[]};
      const hrefs = (item: Item): string[] => [...(item.href ? [item.href] : []), ...(item.items ?? []).flatMap(hrefs)];
      const sectionOf = (href: string) => href.split('/').filter(Boolean).slice(0, 2).join('/');
      const categories: Item[] = [];
      const collect = (items: Item[]) =>
        items.forEach((item) => item.type === 'category' && (categories.push(item), collect(item.items ?? [])));
      Object.values(version.docsSidebars as Record<string, Item[]>).forEach(collect);
      const oneSection = categories.filter((category) => new Set(hrefs(category).map(sectionOf)).size === 1);
      expect(oneSection.length, 'categories of one section').toBeGreaterThan(10);
      expect(oneSection.map((category) => category.items?.length)).toEqual(oneSection.map(() => 1));
    }
  });

  it.skipIf(!built)(withBuild('the global data lists no docs'), () => {
    type DocsGlobalData = Record<string, {versions: Array<{name: string; docs: unknown[]}>}>;
    const globals = jsonLiterals(read(entry('main.')))
      .map((value) => (value as {'docusaurus-plugin-content-docs'?: DocsGlobalData})['docusaurus-plugin-content-docs'])
      .filter((value): value is DocsGlobalData => Boolean(value));
    expect(globals.length, 'global data of the docs plugin in main.js').toBe(1);
    const versions = Object.values(globals[0]!).flatMap((instance) => instance.versions);
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) expect(version.docs, `global doc list of version ${version.name}`).toEqual([]);
  });
});

describe('plugins/search', () => {
  it.skipIf(!built)(withBuild('built doc pages keep breadcrumbs, the mobile TOC and heading links out of the index'), () => {
    // plugins/search/annotate.ts finds them by the theme's class names; a renamed class would put them in the index.
    const page = fs.readFileSync(path.join(buildDir, 'core/services/index.html'), 'utf8');
    expect(page).toMatch(/<article data-pagefind-body/);
    expect(page).toMatch(/<nav data-pagefind-ignore[^>]*theme-doc-breadcrumbs/);
    expect(page).toMatch(/<div data-pagefind-ignore[^>]*theme-doc-toc-mobile/);
    expect(page).toMatch(/<a data-pagefind-ignore[^>]*hash-link/);
  });
});

describe('plugins/code-highlighting', () => {
  it.skipIf(!built)(withBuild('no emitted chunk carries the Prism runtime'), () => {
    // Hook names that every Prism core (prismjs, prism-react-renderer's copy) runs on each highlight.
    const withPrism = jsFiles.filter((file) => /["'](?:before|after)-tokenize["']/.test(read(file)));
    expect(withPrism, 'chunks with Prism in them (is the prism-include-languages alias still applied?)').toEqual([]);
  });
});

describe('markdown', () => {
  it.skipIf(!built)(withBuild('every admonition is rendered, none is left as `:::` text'), () => {
    // `future.v4` turns off the MDX 1 title syntax (`:::danger Title`); a title must be a label, `:::danger[Title]`.
    const pages = fs
      .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('index.html'));
    const literal = pages.filter((file) => /<p>:::[a-z]/.test(fs.readFileSync(path.join(buildDir, file), 'utf8')));
    expect(literal).toEqual([]);
    const rendered = pages.filter((file) =>
      fs.readFileSync(path.join(buildDir, file), 'utf8').includes('theme-admonition'),
    );
    expect(rendered.length).toBeGreaterThan(200);
  });
});
