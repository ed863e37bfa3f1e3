// @ts-check
/**
 * Splits Docusaurus' generated route data by site section for the browser bundle.
 *
 * Docusaurus writes one route table (`routes.js`), one chunk-name map (`routesChunkNames.json`) and one loader
 * registry (`registry.js`) holding every page, and the docs plugin's version data holds the whole sidebar: all
 * of it ships to every first visit, so each page written costs every reader bytes (facebook/docusaurus#7256).
 * Here each doc page's route, loader and sidebar subtree move to its section's module (`/core/commands/…`
 * pages to `section/core/commands`), which the browser loads when a page of that section is opened or a reader
 * reaches for it.
 * The main bundle keeps the routes that are not doc pages and one small loader per section.
 *
 * Only the client build is rewritten; the server build renders every page from the original files, and the
 * browser renders the same markup from the split ones (tests/e2e check hydration, navigation and the sidebar).
 */
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{path: string, component: {creator: [string, string | undefined]}, routes?: Route[], exact?: boolean, sidebar?: string} & Record<string, unknown>} Route */
/** @typedef {{type: string, label?: string, href?: string, unlisted?: boolean, linkUnlisted?: boolean, items?: SidebarItem[]} & Record<string, unknown>} SidebarItem */
/** @typedef {{path: string, comp: string, content: string, sidebar?: string}} Page */
/**
 * @typedef {object} Plan
 * @property {Route[]} routes the route tree, with the split routes' `routes` holding only pages kept in main
 * @property {Map<Route, Map<string, Page[]>>} splits per split route, its pages by section key
 * @property {Map<Route, (routePath: string) => string>} sectionMappers per split route, the section of a path
 * @property {Set<string>} movedChunkNames chunk names of the moved pages' content (dropped from main's registry)
 * @property {Set<string>} movedRouteKeys keys of `routesChunkNames.json` that belong to moved pages
 */

/**
 * The chunk name of a page's content, derived from its path so the browser can rebuild it (client/pageChunkName.ts
 * mirrors it). Slashes stay: the name then repeats the path's own characters, which gzip stores as a reference.
 */
function pageChunkName(routePath) {
  return `page${routePath.replace(/\/+$/, '').replace(/[^A-Za-z0-9_/-]+/g, '~')}`;
}

/**
 * How paths below a split route map to sections: a page belongs to the folder of its first two segments when
 * other pages lie below that folder (`/core/commands/power/` → `core/commands`), otherwise to its first segment
 * (`/core/` and a lone `/core/faq/` → `core`). Two levels keep a section to about one sidebar category's pages,
 * so what a page loads grows with its category, not with its part of the site. The browser makes the same
 * choice from the section keys it knows (client/sections.tsx).
 * @param {string} splitPath
 * @param {readonly string[]} pagePaths
 * @returns {(routePath: string) => string}
 */
function sectionMapper(splitPath, pagePaths) {
  const segmentsOf = (routePath) => routePath.slice(splitPath.length).split('/').filter(Boolean);
  const folders = new Set(
    pagePaths
      .map(segmentsOf)
      .filter((segments) => segments.length > 2)
      .map((segments) => segments.slice(0, 2).join('/')),
  );
  return (routePath) => {
    const segments = segmentsOf(routePath);
    const folder = segments.slice(0, 2).join('/');
    return segments.length >= 2 && folders.has(folder) ? folder : (segments[0] ?? '');
  };
}

/** Evaluates `routes.js` with a stand-in ComponentCreator that records its arguments. */
function readRoutes(generatedDir) {
  const source = fs.readFileSync(path.join(generatedDir, 'routes.js'), 'utf8');
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  return /** @type {Route[]} */ (
    new Function('ComponentCreator', body)((routePath, hash) => ({creator: [routePath, hash]}))
  );
}

/** `registry.js` as chunk name → module request. */
function readRegistry(generatedDir) {
  const source = fs.readFileSync(path.join(generatedDir, 'registry.js'), 'utf8');
  /** @type {Map<string, string>} */
  const modules = new Map();
  for (const [, name, request] of source.matchAll(
    /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "([^"]+)"\)/gm,
  )) {
    modules.set(name, request);
  }
  return modules;
}

/**
 * A leaf page can move to its section when it is exact, has no nested routes and loads exactly a component
 * and a content module: doc pages. Anything else stays where Docusaurus put it.
 * @param {Route} route
 * @param {Record<string, unknown> | undefined} chunkNames
 */
function isMovablePage(route, chunkNames) {
  if (!route.exact || route.routes || !chunkNames) return false;
  const keys = Object.keys(chunkNames).sort().join();
  return keys === '__comp,content' && typeof chunkNames.__comp === 'string' && typeof chunkNames.content === 'string';
}

const routeKey = (route) => `${route.component.creator[0]}-${route.component.creator[1]}`;

/** @returns {Plan} */
function planRouteSplit(generatedDir) {
  const routes = readRoutes(generatedDir);
  const chunkNamesByRoute = JSON.parse(fs.readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8'));
  /** @type {Plan['splits']} */
  const splits = new Map();
  /** @type {Plan['sectionMappers']} */
  const sectionMappers = new Map();
  const movedChunkNames = new Set();
  const movedRouteKeys = new Set();
  const keptChunkNames = new Set();

  /** @param {Route} route */
  const visit = (route) => {
    for (const child of route.routes ?? []) visit(child);
    const children = route.routes ?? [];
    // A page at the split route's own path stays: the theme finds the home page by scanning the route table
    // (useHomePageRoute, for the breadcrumbs' home link).
    const movable = children.filter(
      (child) => child.path !== route.path && isMovablePage(child, chunkNamesByRoute[routeKey(child)]),
    );
    if (movable.length === 0) return;
    /** @type {Map<string, Page[]>} */
    const sections = new Map();
    const sectionOf = sectionMapper(
      route.path,
      movable.map((child) => child.path),
    );
    sectionMappers.set(route, sectionOf);
    for (const child of movable) {
      const key = routeKey(child);
      const {__comp: comp, content} = chunkNamesByRoute[key];
      const section = sectionOf(child.path);
      if (!sections.has(section)) sections.set(section, []);
      sections
        .get(section)
        ?.push({path: child.path, comp, content, ...(child.sidebar ? {sidebar: child.sidebar} : {})});
      movedChunkNames.add(content);
      movedRouteKeys.add(key);
    }
    route.routes = children.filter((child) => !movable.includes(child));
    splits.set(route, sections);
  };
  routes.forEach(visit);

  // A content module shared with a route that stays (never seen, but cheap to guard) keeps its registry entry.
  for (const [key, names] of Object.entries(chunkNamesByRoute)) {
    if (movedRouteKeys.has(key)) continue;
    for (const name of JSON.stringify(names).match(/"[^"]+"/g) ?? []) keptChunkNames.add(JSON.parse(name));
  }
  for (const name of keptChunkNames) movedChunkNames.delete(name);
  return {routes, splits, sectionMappers, movedChunkNames, movedRouteKeys};
}

/**
 * The sidebar categories that hold the pages of one split section only, outermost first, by their index path
 * (`4/0`: the first item of the fifth top-level item), with that section.
 * @returns {Map<string, string>}
 */
function sectionCategories(sidebar, splitPath, sectionOf, sections) {
  /** @type {Map<string, string>} */
  const categories = new Map();
  const visit = (items, prefix) =>
    items.forEach((item, index) => {
      if (item.type !== 'category') return;
      const slot = prefix ? `${prefix}/${index}` : String(index);
      const hrefs = [];
      const collect = (node) => {
        if (typeof node.href === 'string') hrefs.push(node.href);
        (node.items ?? []).forEach(collect);
      };
      collect(item);
      // Sidebar hrefs lack the trailing slash of routes.
      const keys = new Set(
        hrefs.map((href) => (href.startsWith(splitPath) ? sectionOf(`${href.replace(/\/$/, '')}/`) : undefined)),
      );
      const [section] = keys;
      if (keys.size === 1 && section !== undefined && sections.has(section) && firstVisibleLink(item)) {
        categories.set(slot, section);
      } else {
        visit(item.items ?? [], slot);
      }
    });
  visit(sidebar, '');
  return categories;
}

/** Replaces the items of the categories at the given index paths. */
function replaceCategoryItems(items, replacements, prefix = '') {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const slot = prefix ? `${prefix}/${index}` : String(index);
    const replacement = replacements(slot, item);
    if (replacement) return {...item, items: replacement};
    return {...item, items: replaceCategoryItems(item.items ?? [], replacements, slot)};
  });
}

/** The link the theme falls back to for a category without its own page (findFirstSidebarItemLink). */
function firstVisibleLink(item) {
  if (item.type === 'link' && !item.unlisted) return item;
  if (item.type !== 'category') return undefined;
  for (const child of item.items ?? []) {
    const link = firstVisibleLink(child);
    if (link) return link;
  }
  return undefined;
}

/**
 * For each sidebar of the version data, its categories of one section (index path → section), from the one
 * split route the plan has; empty when there is none (the sidebars then stay whole).
 * @returns {Array<[string, SidebarItem[], Map<string, string>]>}
 */
function sidebarCategories(versionProps, plan) {
  const [[split, sections] = []] = plan.splits;
  const sectionOf = split && plan.sectionMappers.get(split);
  if (!split || !sections || !sectionOf) return [];
  return Object.entries(versionProps?.version?.docsSidebars ?? {}).map(([name, items]) => [
    name,
    items,
    sectionCategories(items, split.path, sectionOf, sections),
  ]);
}

/**
 * The version data with each sectioned category's items replaced by its first link: a collapsed category
 * renders the same markup from it (label, caret, fallback link); the real items arrive with the section.
 */
function stubVersionSidebars(versionProps, plan) {
  const sidebars = sidebarCategories(versionProps, plan);
  if (sidebars.length === 0) return versionProps;
  const docsSidebars = Object.fromEntries(
    sidebars.map(([name, items, categories]) => {
      const stub = (slot, category) => {
        if (!categories.has(slot)) return undefined;
        const {label, href} = /** @type {SidebarItem} */ (firstVisibleLink(category));
        return [{type: 'link', label, href, unlisted: false}];
      };
      return [name, replaceCategoryItems(items, stub)];
    }),
  );
  return {...versionProps, version: {...versionProps.version, docsSidebars}};
}

/** The category at an index path. */
function categoryAt(items, slot) {
  const [first, ...rest] = slot.split('/').map(Number);
  const item = items[/** @type {number} */ (first)];
  return rest.length === 0 ? item : categoryAt(item.items ?? [], rest.join('/'));
}

/** Sidebar subtrees of one section: sidebar name → category index path → items. */
function sectionSidebars(versionProps, plan, section) {
  /** @type {Record<string, Record<string, SidebarItem[]>>} */
  const result = {};
  for (const [name, items, categories] of sidebarCategories(versionProps, plan)) {
    for (const [slot, key] of categories) {
      if (key === section) (result[name] ??= {})[slot] = categoryAt(items, slot).items;
    }
  }
  return result;
}

/** Which section each stubbed category belongs to: sidebar name → category index path → section. */
function sidebarSectionMap(versionProps, plan) {
  return Object.fromEntries(
    sidebarCategories(versionProps, plan).map(([name, , categories]) => [name, Object.fromEntries(categories)]),
  );
}

module.exports = {
  pageChunkName,
  planRouteSplit,
  readRegistry,
  routeKey,
  sectionSidebars,
  sidebarSectionMap,
  stubVersionSidebars,
};
