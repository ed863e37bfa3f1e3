// @ts-check
/**
 * Rewrites Docusaurus' generated route files for the browser bundle (see route-split.cjs for why):
 * - `routes.js`: the route tree without the moved doc pages, each split route wrapped by `sectioned()`;
 * - `routes.js?section=<key>`: one section's pages (path, sidebar, loader) and sidebar subtrees;
 * - `routesChunkNames.json`, `registry.js`: without the moved pages' entries; the registry also without the
 *   module paths, which react-loadable reads only while rendering on the server;
 * - the docs version data (`p/*.json`): the sidebar with each sectioned category's items stubbed.
 * Guarded by tests/build/build-output.test.ts, which fails if an upgrade changes the generated shapes.
 */
const fs = require('node:fs');
const path = require('node:path');
const split = require('./route-split.cjs');

const runtime = JSON.stringify(path.join(__dirname, 'client', 'sections.tsx'));

/** The docs version data files: their sidebars are what the split stubs and the sections carry. */
function versionPropsFiles(generatedDir) {
  const docsDir = path.join(generatedDir, 'docusaurus-plugin-content-docs');
  if (!fs.existsSync(docsDir)) return [];
  return fs.readdirSync(docsDir).flatMap((instance) => {
    const propsDir = path.join(docsDir, instance, 'p');
    if (!fs.existsSync(propsDir)) return [];
    return fs
      .readdirSync(propsDir)
      .map((file) => path.join(propsDir, file))
      .filter((file) => file.endsWith('.json') && JSON.parse(fs.readFileSync(file, 'utf8'))?.version?.docsSidebars);
  });
}

/** The one version's data, or undefined when there are several (sidebars then stay whole). */
function versionProps(generatedDir) {
  const files = versionPropsFiles(generatedDir);
  return files.length === 1 ? JSON.parse(fs.readFileSync(files[0], 'utf8')) : undefined;
}

function emitRoute(route, plan, routesFile) {
  const {path: routePath, component, routes, ...rest} = route;
  const [creatorPath, hash] = component.creator;
  const attributes = Object.entries(rest).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  const children = routes ? `routes: [${routes.map((child) => emitRoute(child, plan, routesFile)).join(',\n')}]` : '';
  const creator = `ComponentCreator(${JSON.stringify(creatorPath)}${hash === undefined ? '' : `, ${JSON.stringify(hash)}`})`;
  const object = `{${[`path: ${JSON.stringify(routePath)}`, `component: ${creator}`, ...attributes, children].filter(Boolean).join(', ')}}`;
  const sections = plan.splits.get(route);
  if (!sections) return object;
  const loaders = [...sections.keys()].map(
    (key) =>
      `${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(key ? `section/${key}` : 'section')} */ ${JSON.stringify(`${routesFile}?section=${encodeURIComponent(key)}`)})`,
  );
  return `sectioned(${object}, {${loaders.join(',\n')}})`;
}

/**
 * The chunk-name keys that Docusaurus' prefetch would look up for every path below a layout route (one with
 * nested routes, such as the docs root): the layouts' own, and those of any page at a layout's path (the home
 * page sits at `/` with the docs root and its wrappers).
 */
function layoutPathKeys(routes) {
  const layoutPaths = new Set();
  const allRoutes = [];
  const visit = (route) => {
    allRoutes.push(route);
    if (route.routes) {
      layoutPaths.add(route.path);
      route.routes.forEach(visit);
    }
  };
  routes.forEach(visit);
  return allRoutes.filter((route) => layoutPaths.has(route.path)).map((route) => split.routeKey(route));
}

function emitRoutes(generatedDir, routesFile) {
  const plan = split.planRouteSplit(generatedDir);
  const props = versionProps(generatedDir);
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import {forgetLayoutChunks, sectioned, setSidebarSections} from ${runtime};`,
    `setSidebarSections(${JSON.stringify(split.sidebarSectionMap(props, plan))});`,
    `const routes = [${plan.routes.map((route) => emitRoute(route, plan, routesFile)).join(',\n')}];`,
    `forgetLayoutChunks(${JSON.stringify(layoutPathKeys(plan.routes))});`,
    'export default routes;',
  ].join('\n');
}

/**
 * A plain doc link below the section's base travels as `[label, relative href]` (client/sections.tsx expands it):
 * its doc id is its path (`core/commands/core-commands-power`), or its path and `index` when the href ends in a
 * slash (`cloud/obd-ii/create-pid-loggers/index`). One whose label repeats elsewhere carries the key
 * config/sidebar.ts gives it, its route, and travels as `[label, relative href, 1]`. A category keeps its shape
 * with its items compacted; anything else as is.
 */
function compactItems(items, base) {
  const prefix = base.replace(/\/$/, '');
  return items.map((item) => {
    if (item.type === 'category') return {...item, items: compactItems(item.items ?? [], base)};
    if (item.type !== 'link' || item.unlisted !== false || !item.href.startsWith(`${prefix}/`)) return item;
    const route = item.href.endsWith('/') ? item.href : `${item.href}/`;
    const docId = item.href.endsWith('/') ? `${item.href.slice(1)}index` : item.href.slice(1);
    const keyed = item.key !== undefined && item.key === route;
    const fields = Object.keys(item).sort().join();
    const plain = fields === (keyed ? 'docId,href,key,label,type,unlisted' : 'docId,href,label,type,unlisted');
    if (!plain || item.docId !== docId) return item;
    const relativeHref = item.href.slice(prefix.length + 1);
    return keyed ? [item.label, relativeHref, 1] : [item.label, relativeHref];
  });
}

function compactSidebars(sidebars, base) {
  return Object.fromEntries(
    Object.entries(sidebars).map(([name, categories]) => [
      name,
      Object.fromEntries(Object.entries(categories).map(([slot, items]) => [slot, compactItems(items, base)])),
    ]),
  );
}

/** One section: its pages grouped by sidebar and by component, paths relative to the section's base. */
function emitSection(generatedDir, section) {
  const plan = split.planRouteSplit(generatedDir);
  const [[splitRoute, sections] = []] = plan.splits;
  const pages = sections?.get(section) ?? [];
  const registry = split.readRegistry(generatedDir);
  const base = `${splitRoute?.path ?? '/'}${section ? `${section}/` : ''}`;
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const page of pages) {
    const request = registry.get(page.content);
    if (!request) throw new Error(`route split: no registry entry for the content of ${page.path}`);
    const relative = page.path.startsWith(base) ? page.path.slice(base.length) : page.path;
    const loader = `() => import(/* webpackChunkName: ${JSON.stringify(split.pageChunkName(page.path))} */ ${JSON.stringify(request)})`;
    const group = JSON.stringify([page.sidebar ?? '', page.comp]);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)?.push(`[${JSON.stringify(relative)}, ${loader}]`);
  }
  const sidebars = compactSidebars(split.sectionSidebars(versionProps(generatedDir), plan, section), base);
  return [
    `export const base = ${JSON.stringify(base)};`,
    `export const sidebars = ${JSON.stringify(sidebars)};`,
    `export const groups = [${[...groups].map(([group, entries]) => `[${group}, [${entries.join(',\n')}]]`).join(',\n')}];`,
  ].join('\n');
}

function withoutMovedChunkNames(generatedDir, source) {
  const plan = split.planRouteSplit(generatedDir);
  const chunkNames = JSON.parse(source);
  for (const key of plan.movedRouteKeys) delete chunkNames[key];
  return JSON.stringify(chunkNames);
}

function withoutMovedRegistryEntries(generatedDir, source) {
  const plan = split.planRouteSplit(generatedDir);
  return source
    .replace(/\s*"([^"]+)": \[\(\) => import\(.*?require\.resolveWeak\("[^"]*"\)\],/g, (entry, name) =>
      plan.movedChunkNames.has(name) ? '' : entry,
    )
    .replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
}

/** @this {{resourcePath: string, resourceQuery: string, addDependency(file: string): void}} */
module.exports = function routeSplitLoader(source) {
  const file = this.resourcePath;
  const generatedDir = path.dirname(file);
  const base = path.basename(file);
  const docsGeneratedDir = path.resolve(generatedDir, '..', '..', '..');
  if (base.endsWith('.json') && path.basename(generatedDir) === 'p') {
    // The docs version data: `.docusaurus/docusaurus-plugin-content-docs/<id>/p/<name>.json`.
    const props = JSON.parse(source);
    if (!props?.version?.docsSidebars) return source;
    for (const dependency of ['routes.js', 'routesChunkNames.json'])
      this.addDependency(path.join(docsGeneratedDir, dependency));
    return JSON.stringify(split.stubVersionSidebars(props, split.planRouteSplit(docsGeneratedDir)));
  }
  for (const dependency of ['routes.js', 'routesChunkNames.json', 'registry.js'])
    this.addDependency(path.join(generatedDir, dependency));
  for (const file of versionPropsFiles(generatedDir)) this.addDependency(file);
  if (base === 'routes.js') {
    const section = new URLSearchParams(this.resourceQuery).get('section');
    return section === null ? emitRoutes(generatedDir, file) : emitSection(generatedDir, section);
  }
  if (base === 'routesChunkNames.json') return withoutMovedChunkNames(generatedDir, source);
  if (base === 'registry.js') return withoutMovedRegistryEntries(generatedDir, source);
  return source;
};
