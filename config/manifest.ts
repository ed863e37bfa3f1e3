/**
 * The route manifest (`ia/routes.json`, a copy of `../shared/ia/routes.json`): every page the site must end
 * up with, its sidebar label and place. Node-only: it looks at `docs/` to tell which pages exist yet.
 */
import fs from 'node:fs';
import path from 'node:path';
import routesJson from '../ia/routes.json';

export type PageKind = 'index' | 'guide' | 'concept' | 'reference' | 'settings' | 'hardware';

export interface ManifestRoute {
  readonly route: string;
  /** The sidebar label. */
  readonly title: string;
  readonly section: string;
  /** false: served and searchable, but no sidebar entry. */
  readonly sidebar: boolean;
  /** Category labels from the sidebar root down to the page's category. */
  readonly sidebarPath: readonly string[];
  readonly kind: PageKind;
  readonly minWords: number;
  readonly supportedDevices?: readonly string[];
}

export const manifest = routesJson as readonly ManifestRoute[];

export const siteDir = path.resolve(__dirname, '..');
export const docsDir = path.join(siteDir, 'docs');

/** Candidate source files of a route, relative to `docs/`, in the order Docusaurus would prefer them. */
export function docFileCandidates(route: string): string[] {
  const rel = route.replace(/^\/|\/$/g, '');
  if (rel === '') return ['index.md', 'index.mdx'];
  return [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`];
}

/** The doc file of a route relative to `docs/`, or undefined while the page is not written. */
export function docFileFor(route: string, dir = docsDir): string | undefined {
  return docFileCandidates(route).find((file) => fs.existsSync(path.join(dir, file)));
}

/** Docusaurus' doc id for a file under `docs/`: its path without the extension. */
export function docIdForFile(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

/** The route a file under `docs/` is served at (`cloud/index.md` → `/cloud/`, `cloud/accounts.md` → `/cloud/accounts/`). */
export function routeForFile(file: string): string {
  const rel = docIdForFile(file).replace(/(^|\/)index$/, '');
  return rel === '' ? '/' : `/${rel}/`;
}

/** Every doc source file under `docs/`, relative paths; underscore files are partials, not pages. */
export function listDocFiles(dir = docsDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')));
}
