/**
 * The browser half of the route split (../route-split.cjs): doc pages join the route table a section at a
 * time. The route that holds them (the docs root) is wrapped so that, before a page renders, its section's
 * module is loaded and its pages become routes, with what Docusaurus' prefetch needs to find their chunks.
 * A reader pointing at, focusing or touching a link or a sidebar category of another section loads that
 * section too, so prefetch and sidebar expansion behave as if every page were in the main bundle.
 */
import type {ComponentType, ReactNode} from 'react';
import Loadable from 'react-loadable';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import Loading from '@theme/Loading';
import {pageChunkName} from './pageChunkName';
import {addSectionSidebars, sectionsAtCategory, setSidebarSections} from './sidebarSections';

export {setSidebarSections};

type ContentModule = {default: object} & Record<string, unknown>;
type PageEntry = readonly [relativePath: string, load: () => Promise<ContentModule>];

/** What `routes.js?section=<key>` exports (see emitSection in ../route-split-loader.cjs). */
interface SectionModule {
  readonly base: string;
  /** Sidebar name → category index path → its items, doc links compacted to `[label, relative href]`. */
  readonly sidebars: Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>>;
  /** Pages grouped by [sidebar name ('' for none), component chunk name]. */
  readonly groups: ReadonlyArray<readonly [readonly [string, string], readonly PageEntry[]]>;
}

type Preloadable = ComponentType<Record<string, unknown>> & {preload?: () => Promise<unknown>};
type SectionLoaders = Readonly<Record<string, () => Promise<SectionModule>>>;

interface Split {
  readonly basePath: string;
  isLoaded(section: string | undefined): boolean;
  hasSection(section: string): boolean;
  ensure(section: string | undefined): Promise<void>;
  readonly pages: RouteConfig[];
}

const splits: Split[] = [];

declare const __webpack_require__: {gca(chunkName: string): string; e(chunkId: string): Promise<void>};

/** A doc page as ComponentCreator would render it: its component with the content module as `content`. */
function pageComponent(comp: string, load: PageEntry[1]): Preloadable {
  const [loadComponent] = registry[comp] ?? [];
  if (!loadComponent) throw new Error(`route split: no registry entry for component chunk ${comp}`);
  return Loadable.Map({
    loading: Loading,
    loader: {component: loadComponent, content: load},
    render(
      loaded: {component: {default: ComponentType<Record<string, unknown>>}; content: ContentModule},
      props: Record<string, unknown>,
    ) {
      const {default: content, ...named} = loaded.content;
      // Docusaurus hangs the MDX module's named exports (metadata, toc, frontMatter) on its default export.
      Object.assign(content, named);
      const Component = loaded.component.default;
      return <Component content={content} {...props} />;
    },
  }) as unknown as Preloadable;
}

type CompactItem = readonly [label: string, relativeHref: string, keyed?: 1] | {type: string; items?: CompactItem[]};

/** Expands the section module's compact doc links (see compactItems in ../route-split-loader.cjs). */
function expandItems(items: readonly CompactItem[], base: string): unknown[] {
  return items.map((item) => {
    if (Array.isArray(item)) {
      const [label, relativeHref, keyed] = item as readonly [string, string, 1?];
      const href = base + relativeHref;
      const folder = href.endsWith('/');
      const docId = folder ? `${href.slice(1)}index` : href.slice(1);
      return {type: 'link', href, label, docId, unlisted: false, ...(keyed && {key: folder ? href : `${href}/`})};
    }
    const object = item as {type: string; items?: CompactItem[]};
    return object.type === 'category' ? {...object, items: expandItems(object.items ?? [], base)} : object;
  });
}

function addSection(module: SectionModule, pages: RouteConfig[]): void {
  for (const [[sidebar, comp], entries] of module.groups) {
    for (const [relativePath, load] of entries) {
      const path = module.base + relativePath;
      pages.push({path, exact: true, component: pageComponent(comp, load), ...(sidebar ? {sidebar} : {})});
      // Docusaurus' prefetch looks a path's chunks up here by `<path>-<any hash>`. The page's component (the
      // theme's DocItem) is left out: it is loaded already wherever a doc link can be seen.
      (routesChunkNames as Record<string, unknown>)[`${path}-s`] = {content: pageChunkName(path)};
    }
  }
  const linkBase = module.base;
  addSectionSidebars(
    Object.fromEntries(
      Object.entries(module.sidebars).map(([sidebar, categories]) => [
        sidebar,
        Object.fromEntries(
          Object.entries(categories).map(([slot, items]) => [slot, expandItems(items as CompactItem[], linkBase)]),
        ),
      ]),
    ),
  );
}

/**
 * Docusaurus' prefetch looks up the chunks of every route a path matches by the matched route's path, and the
 * docs root, its two wrappers and the home page all sit at `/`: each link that came into view added prefetch
 * tags for all of them, three times over, about eight tags per link, most of them for chunks the page has
 * loaded (and most of the main-thread time prefetch took on a long page). ComponentCreator has read these
 * entries by the time this runs (the route table is built), so only prefetch sees them gone: a page's own chunk
 * is still prefetched; the layouts, and the home page, load when a reader moves to them.
 */
export function forgetLayoutChunks(keys: readonly string[]): void {
  for (const key of keys) delete (routesChunkNames as Record<string, unknown>)[key];
}

const SidebarScope = Loadable({loading: Loading, loader: () => import('./SidebarScope')}) as unknown as Preloadable;

/** Wraps a route whose doc pages were moved to section modules (see the file comment). */
export function sectioned(route: RouteConfig & {path: string}, loaders: SectionLoaders): RouteConfig {
  const Inner = route.component as Preloadable;
  const pages = (route.routes ??= []);
  const loading = new Map<string, Promise<void>>();
  const split: Split = {
    basePath: route.path,
    pages,
    isLoaded: (section) => section !== undefined && loading.has(section),
    hasSection: (section) => Object.hasOwn(loaders, section),
    ensure(section) {
      const load = section === undefined ? undefined : loaders[section];
      if (section === undefined || !load) return Promise.resolve();
      let pending = loading.get(section);
      if (!pending) {
        pending = load().then((module) => addSection(module, pages));
        loading.set(section, pending);
        // A failed load (offline) may be retried by the next navigation.
        pending.catch(() => loading.delete(section));
      }
      return pending;
    },
  };
  splits.push(split);

  function SectionedRoute(props: Record<string, unknown>): ReactNode {
    return (
      <SidebarScope>
        <Inner {...props} />
      </SidebarScope>
    );
  }
  SectionedRoute.preload = async () => {
    const {pathname} = window.location;
    const paths = [...new Set([pathname, decodeURI(pathname)])];
    // The page's chunk is named after its path, so it can load alongside its section's module rather than after
    // it: one round trip, not two, on a first visit or a move to another section. A path that is no page fails
    // here quietly; the route match below decides what renders.
    const section = sectionOf(split, pathname);
    const pagePath = pathname.endsWith('/'); // pages end in a slash (trailingSlash); `/x.html` is rewritten later
    if (pagePath && section !== undefined && split.hasSection(section) && !split.isLoaded(section)) {
      __webpack_require__.e(pageChunkName(pathname)).catch(() => undefined);
    }
    await Promise.all([
      Inner.preload?.(),
      SidebarScope.preload?.(),
      ...paths.map((path) => split.ensure(sectionOf(split, path))),
    ]);
    const matches = paths.flatMap((path) => matchRoutes(pages, path));
    await Promise.all(matches.map(({route: page}) => (page.component as Preloadable).preload?.()));
  };
  return {...route, component: SectionedRoute as RouteConfig['component']};
}

/**
 * The section of a path: the folder of its first two segments when that folder is a section, else its first
 * segment (sectionMapper in ../route-split.cjs makes the same choice when it writes the sections).
 */
function sectionOf(split: Split, pathname: string): string | undefined {
  if (!pathname.startsWith(split.basePath)) return undefined;
  const segments = pathname.slice(split.basePath.length).split('/').filter(Boolean);
  const folder = segments.slice(0, 2).join('/');
  return segments.length >= 2 && split.hasSection(folder) ? folder : (segments[0] ?? '');
}

/**
 * A sidebar category's index path (`4/0`), from its list item up to the sidebar's top-level list. The theme
 * renders one list item per sidebar item; only unlisted items are left out, and the manifest-built sidebar
 * has none.
 */
function categorySlot(item: Element): string | undefined {
  const slot: number[] = [];
  for (
    let node: Element | null = item;
    node;
    node = node.parentElement?.closest('.theme-doc-sidebar-menu li') ?? null
  ) {
    if (!node.parentElement) return undefined;
    slot.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return slot.join('/');
}

const prefetched = new Set<string>();

/** Prefetches a page of a section that was not loaded when Docusaurus' own prefetch saw its link. */
function prefetchPage(pathname: string): void {
  const page = splits.flatMap((split) => matchRoutes(split.pages, pathname))[0];
  if (!page || prefetched.has(pathname) || pathname === window.location.pathname) return;
  prefetched.add(pathname);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = __webpack_require__.gca(pageChunkName(page.route.path as string));
  document.head.appendChild(link);
}

/** Loads the section a reader reaches for: a sidebar category of it, or a link into it. */
function onIntent(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const category = event.target.closest('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-category');
  const slot = category && categorySlot(category);
  if (slot) {
    for (const section of sectionsAtCategory(slot)) splits.forEach((split) => void split.ensure(section));
  }
  const anchor = event.target.closest('a[href]');
  if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) {
    const {pathname} = anchor;
    for (const split of splits) {
      const section = sectionOf(split, pathname);
      // Docusaurus' own prefetch covers links into sections already loaded.
      if (!split.isLoaded(section)) void split.ensure(section).then(() => prefetchPage(pathname));
    }
  }
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, onIntent, {passive: true});
}
