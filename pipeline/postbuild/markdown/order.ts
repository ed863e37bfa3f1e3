/**
 * The order and sections of llms.txt and llms-full.txt: the sidebar's order (built from the route manifest
 * by config/sidebar.ts, exactly as the site builds it), grouped by the first two levels of each page's sidebar
 * place ("Core › Commands"). Pages the manifest keeps out of the sidebar follow the manifest page before them;
 * pages outside the manifest (the search page) go to the "Optional" section that llmstxt.org defines for
 * what a reader may skip.
 */
import {docFileFor, docIdForFile, manifest, type ManifestRoute} from '../../../config/manifest';
import {buildSidebar} from '../../../config/sidebar';

export interface Section {
  readonly title: string;
  readonly paths: readonly string[];
}

interface SidebarItem {
  readonly type?: string;
  readonly id?: string;
  readonly link?: {readonly type?: string; readonly id?: string};
  readonly items?: readonly SidebarItem[];
}

const homeSection = 'Overview';
const optionalSection = 'Optional';

function docIdFor(route: string): string | undefined {
  const file = docFileFor(route);
  return file && docIdForFile(file);
}

/** Routes in the order a reader meets them in the sidebar. */
function sidebarRoutes(): string[] {
  const routeById = new Map(manifest.flatMap((page) => [[docIdFor(page.route), page.route] as const]));
  const routes: string[] = [];
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      const id = item.type === 'doc' ? item.id : item.link?.id;
      const route = id && routeById.get(id);
      if (route) routes.push(route);
      if (item.items) walk(item.items);
    }
  };
  walk(buildSidebar(manifest, docIdFor) as SidebarItem[]);
  return routes;
}

const sectionOf = (page: ManifestRoute) => page.sidebarPath.slice(0, 2).join(' › ') || homeSection;

/** Every manifest route: the sidebar's order, with each page outside the sidebar after the manifest page before it. */
function readingOrder(): string[] {
  const inSidebar = sidebarRoutes();
  const sidebarSet = new Set(inSidebar);
  const following = new Map<string, string[]>();
  let previous = '';
  for (const page of manifest) {
    if (sidebarSet.has(page.route)) previous = page.route;
    else following.set(previous, [...(following.get(previous) ?? []), page.route]);
  }
  return [...(following.get('') ?? []), ...inSidebar.flatMap((route) => [route, ...(following.get(route) ?? [])])];
}

/** `paths` (the sitemap's) grouped into sections, each in reading order; sections in order of their first page. */
export function sectionsFor(paths: readonly string[]): Section[] {
  const rank = new Map(readingOrder().map((route, index) => [route, index]));
  const byRoute = new Map(manifest.map((page) => [page.route, page]));
  const ordered = [...paths].sort(
    (a, b) => (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
  const sections = new Map<string, string[]>();
  for (const pagePath of ordered) {
    const page = byRoute.get(pagePath);
    const title = page ? sectionOf(page) : optionalSection;
    sections.set(title, [...(sections.get(title) ?? []), pagePath]);
  }
  return [...sections].map(([title, sectionPaths]) => ({title, paths: sectionPaths}));
}
