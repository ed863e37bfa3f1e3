/**
 * A copy of the site with a chosen number of doc pages, for the scale benchmark (build time, memory and bytes per
 * page as the page count grows). The copy keeps every real page and adds generated ones: each gets a route
 * manifest entry (`ia/routes.json`, from which the sidebar is built) and a CommonMark file. The generated pages
 * go where the real ones are, in the same proportions, plus new sub-categories so that some sit three categories
 * deep. Same page count, same site: the text comes from a seeded generator (bench/scale/words.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  docFileFor,
  manifest,
  listDocFiles,
  routeForFile,
  siteDir,
  type ManifestRoute,
  type PageKind,
} from '../../config/manifest';
import {
  admonitionTitle,
  categoryLabel,
  commandLine,
  createRng,
  headingText,
  linkSentence,
  pageDescription,
  pageTitle,
  sentence,
  table,
  yamlSettings,
  type Rng,
} from './words';

export interface SyntheticSite {
  /** The generated site copy. */
  readonly dir: string;
  /** Doc pages in its manifest that have a file (real + synthetic). */
  readonly pages: number;
  /** A section landing route, e.g. `/hardware/`. */
  readonly landingPage: string;
  /** A synthetic route at the deepest sidebar depth (3 category levels). */
  readonly deepPage: string;
}

/**
 * Top-level entries not copied: dependencies (symlinked instead), build output, caches, test reports and git.
 * Since `node_modules` is a symlink, Rspack's persistent cache (`node_modules/.cache/rspack`) lands in the real
 * project's; its key includes the site path, so it does not mix with the real site's cache, but a second build
 * of the same copy is warm unless `DOCUSAURUS_NO_PERSISTENT_CACHE=1` is set.
 */
const notCopied = new Set([
  'node_modules',
  'build',
  'build-hosted',
  '.docusaurus',
  'test-results',
  '.git',
  'playwright-report',
  'reports',
  '.cache-loader',
]);

/** Sections whose second-level categories get generated sub-categories; Core has no third level of its own. */
const sectionsWithSubcategories = new Set(['cloud', 'core', 'hardware']);
/** Share of a second-level category's generated pages that go one level down, into new sub-categories. */
const subcategoryShare = 1 / 3;
/** About the size of the real categories. */
const pagesPerSubcategory = 15;
/** The deepest level the benchmark measures: three category labels. */
const deepDepth = 3;
/** The section whose landing page the benchmark measures. */
const landingSection = 'hardware';
const seed = 0x5ca1e;

/** A sidebar category that real pages live in; generated pages are spread over these. */
interface Place {
  readonly section: string;
  readonly sidebarPath: readonly string[];
  /** The directory, as a route, that generated pages go under (`/core/commands/`). */
  readonly routePrefix: string;
  /** The kind of its real pages other than the landing page: the kind of the generated ones. */
  readonly kind: PageKind;
  /** Number of real pages here, which sets the place's share of the generated pages. */
  readonly weight: number;
}

interface SyntheticPage {
  readonly entry: ManifestRoute;
  /** Prose words to write (tables and code come on top). */
  readonly words: number;
}

/** The written pages of the manifest: the smallest size a synthetic copy can have. */
export const realPageCount = (): number => manifest.filter((entry) => docFileFor(entry.route)).length;

export function generateSyntheticSite(options: {pages: number; dir: string}): SyntheticSite {
  const dir = path.resolve(options.dir);
  const realPages = manifest.filter((entry) => docFileFor(entry.route));
  const syntheticCount = options.pages - realPages.length;
  if (!Number.isInteger(options.pages) || syntheticCount < 0) {
    throw new Error(
      `pages must be a whole number of at least ${realPages.length} (the real pages), not ${options.pages}`,
    );
  }

  copySite(dir);
  const rng = createRng(seed);
  const synthetic = planPages(placesOf(realPages), syntheticCount, rng);
  const entries = synthetic.map((page) => page.entry);
  fs.writeFileSync(path.join(dir, 'ia', 'routes.json'), `${JSON.stringify([...manifest, ...entries], null, 1)}\n`);
  writePages(path.join(dir, 'docs'), synthetic, rng);

  const copyDocs = path.join(dir, 'docs');
  const pages = [...manifest, ...entries].filter((entry) => docFileFor(entry.route, copyDocs)).length;
  if (pages !== options.pages) throw new Error(`the copy has ${pages} pages with a file, not ${options.pages}`);
  return {dir, pages, landingPage: landingRoute(realPages), deepPage: deepRoute(entries, realPages)};
}

/** Copies the project into `dir`, replacing what was there, with `node_modules` linked to the real one. */
function copySite(dir: string): void {
  const fromSource = path.relative(siteDir, dir);
  if (!fromSource.startsWith('..') && !path.isAbsolute(fromSource)) {
    throw new Error(`${dir} is inside the project; choose a directory outside ${siteDir}`);
  }
  if (!path.relative(dir, siteDir).startsWith('..')) throw new Error(`${dir} contains the project`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(siteDir, dir, {
    recursive: true,
    filter: (source) => !notCopied.has(path.relative(siteDir, source)),
  });
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** The sidebar categories of the real pages, in manifest order, each weighted by its number of pages. */
function placesOf(realPages: readonly ManifestRoute[]): Place[] {
  // The root holds only the home page; generated pages at the top level would crowd the whole sidebar.
  const inCategories = realPages.filter((entry) => entry.sidebar && entry.sidebarPath.length > 0);
  return [...byCategory(inCategories, (entry) => entry.sidebarPath).values()].map((entries) => ({
    section: entries[0]!.section,
    sidebarPath: entries[0]!.sidebarPath,
    routePrefix: commonDirectoryRoute(entries.map((entry) => docFileFor(entry.route)!)),
    kind: mostCommon(entries.map((entry) => entry.kind).filter((kind) => kind !== 'index')) ?? 'guide',
    weight: entries.length,
  }));
}

/**
 * The deepest directory holding all these doc files, as a route (`core/commands/index.md` and
 * `core/commands/core-commands-can.md` → `/core/commands/`). Pages under it keep any category landing page
 * valid, since config/sidebar.ts links a category to its first page only when the others live under its route.
 */
function commonDirectoryRoute(files: readonly string[]): string {
  const directories = files.map((file) => file.split('/').slice(0, -1));
  const common = directories.reduce((shared, parts) => {
    const length = shared.findIndex((part, index) => parts[index] !== part);
    return length === -1 ? shared : shared.slice(0, length);
  });
  return common.length === 0 ? '/' : `/${common.join('/')}/`;
}

/** Items grouped by the sidebar category `pathOf` gives, in order. */
function byCategory<T>(items: readonly T[], pathOf: (item: T) => readonly string[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = categoryKey(pathOf(item));
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const categoryKey = (sidebarPath: readonly string[]): string => sidebarPath.join('\u0000');

function mostCommon<T>(items: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Splits `total` in proportion to `weights`, largest remainders first, so the parts add up exactly. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  const byRemainder = exact.map((value, index) => ({index, remainder: value - Math.floor(value)}));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (const {index} of byRemainder) {
    if (left-- <= 0) break;
    parts[index]!++;
  }
  return parts;
}

/** Manifest entries for `count` generated pages, grouped by place, each place's own pages before its sub-categories. */
function planPages(places: readonly Place[], count: number, rng: Rng): SyntheticPage[] {
  // Routes already taken: the whole manifest (written or not) and every doc file, including index files.
  const taken = new Set([...manifest.map((entry) => entry.route), ...listDocFiles().map(routeForFile)]);
  const usedLabels = new Set(manifest.flatMap((entry) => entry.sidebarPath));
  const pages: SyntheticPage[] = [];

  const uniqueRoute = (base: string): string => {
    let route = `${base}/`;
    for (let attempt = 2; taken.has(route); attempt++) route = `${base}-${attempt}/`;
    taken.add(route);
    return route;
  };
  const addPage = (place: Place, title: string, route: string, kind: PageKind): void => {
    // Mostly short pages, a few long ones: about 150 to 1,500 words once written.
    const words = 170 + Math.round(1250 * rng.next() ** 2);
    const entry: ManifestRoute = {
      route,
      title,
      section: place.section,
      sidebar: true,
      sidebarPath: place.sidebarPath,
      kind,
      minWords: words,
    };
    pages.push({entry, words});
  };
  const addArticles = (place: Place, articles: number): void => {
    for (let index = 0; index < articles; index++) {
      const title = pageTitle(rng);
      addPage(
        place,
        title,
        uniqueRoute(`${place.routePrefix}synthetic-${slug(title)}-${pages.length + 1}`),
        place.kind,
      );
    }
  };

  const quotas = apportion(
    count,
    places.map((place) => place.weight),
  );
  places.forEach((place, index) => {
    const quota = quotas[index]!;
    const canNest = sectionsWithSubcategories.has(place.section) && place.sidebarPath.length === deepDepth - 1;
    const nested = canNest ? Math.round(quota * subcategoryShare) : 0;
    // A sub-category needs its landing page and at least two more.
    const subcategoryPages = nested >= 3 ? nested : 0;
    addArticles(place, quota - subcategoryPages);
    if (subcategoryPages === 0) return;
    const sizes = apportion(
      subcategoryPages,
      new Array<number>(Math.max(1, Math.round(subcategoryPages / pagesPerSubcategory))).fill(1),
    );
    for (const size of sizes) {
      const label = uniqueLabel(rng, usedLabels);
      const landing = uniqueRoute(`${place.routePrefix}synthetic-${slug(label)}`);
      const subcategory: Place = {...place, sidebarPath: [...place.sidebarPath, label], routePrefix: landing};
      // First in the category and above the others' routes: config/sidebar.ts makes it the category's link.
      addPage(subcategory, label, landing, 'index');
      addArticles(subcategory, size - 1);
    }
  });
  return pages;
}

/** A category label no other category has, so that every category keeps its own translation id. */
function uniqueLabel(rng: Rng, used: Set<string>): string {
  let label = categoryLabel(rng);
  for (let attempt = 1; used.has(label) && attempt < 20; attempt++) label = categoryLabel(rng);
  for (let suffix = 2; used.has(label); suffix++) label = `${label.replace(/ \d+$/, '')} ${suffix}`;
  used.add(label);
  return label;
}

/** Lowercase words joined by hyphens: `CAN-FD relay checks` → `can-fd-relay-checks`. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function writePages(docsDir: string, pages: readonly SyntheticPage[], rng: Rng): void {
  const siblings = byCategory(pages, (page) => page.entry.sidebarPath);
  const createdDirectories = new Set<string>();
  for (const page of pages) {
    const file = path.join(docsDir, `${page.entry.route.replace(/^\/|\/$/g, '')}.md`);
    const directory = path.dirname(file);
    if (!createdDirectories.has(directory)) fs.mkdirSync(directory, {recursive: true});
    createdDirectories.add(directory);
    const targets = linkTargets(page, siblings.get(categoryKey(page.entry.sidebarPath))!, pages, rng);
    fs.writeFileSync(file, pageMarkdown(page, targets, rng));
  }
}

/** One to four other generated pages, half of them from the same category where it has enough. */
function linkTargets(
  page: SyntheticPage,
  siblings: readonly SyntheticPage[],
  all: readonly SyntheticPage[],
  rng: Rng,
): SyntheticPage[] {
  const wanted = Math.min(rng.int(1, 4), all.length - 1);
  const chosen = new Set<SyntheticPage>();
  const otherSiblings = siblings.length - 1;
  while (chosen.size < Math.min(Math.ceil(wanted / 2), otherSiblings)) {
    const sibling = rng.pick(siblings);
    if (sibling !== page) chosen.add(sibling);
  }
  while (chosen.size < wanted) {
    const other = rng.pick(all);
    if (other !== page) chosen.add(other);
  }
  return [...chosen];
}

type Block = string;

/**
 * The page as CommonMark: front matter, an opening paragraph, 2–6 `##` sections (some with a `###`), prose up
 * to the page's word count, at least one code block, a table on about half the pages, admonitions and links.
 */
function pageMarkdown(page: SyntheticPage, links: readonly SyntheticPage[], rng: Rng): string {
  const sectionCount = Math.min(6, Math.max(2, 1 + Math.floor(page.words / 300) + rng.int(0, 1)));
  const sections: Block[][] = Array.from({length: sectionCount}, () => []);
  const headings = new Set<string>();
  const uniqueHeading = (): string => {
    let text = headingText(rng);
    while (headings.has(text)) text = headingText(rng);
    headings.add(text);
    return text;
  };

  const opening = paragraph(rng);
  const perSection = Math.max(20, (page.words - wordCount(opening)) / sectionCount);
  for (const blocks of sections) {
    blocks.push(`## ${uniqueHeading()}`);
    let written = 0;
    const subheadingAfter = rng.chance(0.35) ? perSection / 2 : Infinity;
    // Stop half a paragraph short, so that pages overshoot their word count by little.
    while (written === 0 || written < perSection - 20) {
      if (written >= subheadingAfter && !blocks.some((block) => block.startsWith('###'))) {
        blocks.push(`### ${uniqueHeading()}`);
      }
      const text = paragraph(rng);
      blocks.push(text);
      written += wordCount(text);
    }
  }

  // Extras go after a section's first paragraph, so no section starts with one.
  const addToSection = (block: Block): void => {
    const blocks = sections[rng.int(0, sectionCount - 1)]!;
    blocks.splice(rng.int(2, blocks.length), 0, block);
  };
  for (const target of links) {
    addToSection(linkSentence(rng, `[${target.entry.title}](${target.entry.route})`));
  }
  const codeBlocks = rng.int(1, 2);
  for (let index = 0; index < codeBlocks; index++) addToSection(codeBlock(rng));
  if (rng.chance(0.5)) addToSection(table(rng));
  const admonitionTypes = ['note', 'tip', 'info', 'warning', 'danger'];
  const admonitions = rng.int(0, 2);
  for (let index = 0; index < admonitions; index++)
    addToSection(admonition(rng, admonitionTypes[index * 2 + rng.int(0, 1)]!));

  const frontMatter = ['---', `title: ${page.entry.title}`, `description: ${pageDescription(rng)}`, '---'].join('\n');
  return `${[frontMatter, opening, ...sections.flat()].join('\n\n')}\n`;
}

function paragraph(rng: Rng): string {
  return Array.from({length: rng.int(2, 5)}, () => sentence(rng)).join(' ');
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function codeBlock(rng: Rng): Block {
  if (rng.chance(0.4)) return ['```yaml', yamlSettings(rng), '```'].join('\n');
  const lines = Array.from({length: rng.int(1, 3)}, () => commandLine(rng));
  return ['```bash', ...lines, '```'].join('\n');
}

function admonition(rng: Rng, type: string): Block {
  const title = rng.chance(0.5) ? ` ${admonitionTitle(rng)}` : '';
  return [`:::${type}${title}`, paragraph(rng), ':::'].join('\n');
}

/** The landing page of the benchmark's section, or of the first section that has one. */
function landingRoute(realPages: readonly ManifestRoute[]): string {
  const landings = realPages.filter((entry) => entry.sidebarPath.length === 1 && entry.kind === 'index');
  return (landings.find((entry) => entry.section === landingSection) ?? landings[0] ?? realPages[0]!).route;
}

/**
 * A generated page three categories deep, preferring one in a generated sub-category; a real one when no
 * generated page is that deep (only when there are next to no generated pages).
 */
function deepRoute(synthetic: readonly ManifestRoute[], realPages: readonly ManifestRoute[]): string {
  const deep = (entry: ManifestRoute) => entry.sidebarPath.length === deepDepth && entry.kind !== 'index';
  const inNewCategory = synthetic.find(
    (entry) =>
      deep(entry) && !realPages.some((real) => categoryKey(real.sidebarPath) === categoryKey(entry.sidebarPath)),
  );
  const found =
    inNewCategory ??
    synthetic.find(deep) ??
    realPages.find(deep) ??
    realPages.find((entry) => entry.sidebarPath.length === deepDepth);
  if (!found) throw new Error(`no page is ${deepDepth} categories deep`);
  return found.route;
}
