/**
 * Post-build step `offline`: writes `offline-kit.json`, the list of files a reader can save for offline use
 * (plugins/offline/), with each file's size, its estimated size over the wire and its content hash.
 *
 * Scopes: `site` is every page (not the redirect pages of old addresses), all of `assets/`, the images pages use and the search index; each device of
 * the route manifest's `supportedDevices` gets its own pages plus what they need offline: the home, search and
 * not-found pages, every script and style except other pages' content chunks (shared code, section modules and
 * lazily loaded tools are small, and leaving one out would break a page offline), its images and the whole
 * search index (search must answer offline; results outside the scope lead to the "not saved" page).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {registry} from '../../src/data/hardware';
import type {DeviceFamily} from '../../src/data/hardware/types';
import {fieldCardRoute, pdfFiles} from '../../src/data/print/files';
import {manifest, siteDir, type ManifestRoute} from '../../config/manifest';
import {pageChunkName} from '../../plugins/lean-client/client/pageChunkName';
import {contentHash, kitFile} from '../../plugins/offline/protocol';
import type {KitFile, KitScope, OfflineKit} from '../../plugins/offline/types';
import {isClientRedirectPage, listFiles} from './files';
import type {PostBuildStep} from './types';

/**
 * Never part of the download: precompressed twins, Markdown twins, source maps, the worker and this list, and the
 * documents the device PDFs are printed from (the PDFs themselves are in their device's scope).
 */
const excluded = /\.(gz|br|md|map)$|^sw\.js$|^offline-kit\.json$|^pdf\/.*\.(html|css)$/;
/** Pagefind's own UI bundles and its index for undetected languages: the site's search loads neither. */
const unusedSearchFiles =
  /^pagefind\/(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind|veltro-index-stats\.json)$/;
/** Images named in a page, style or script: `/img/x.svg`, `img/x.svg` (config values), not `https://host/img/…`. */
const imageReference = /(?<![\w.:/-])\/?(img\/[\w./~-]+?\.(?:svg|png|jpe?g|gif|webp|avif|ico))/g;

/** `og:image` / `twitter:image` of a page: link previews on other sites load them, a reader never does. */
const socialImage = /<meta[^>]+(?:og|twitter):image"? content="?https?:\/\/[^/\s">]+\/([^\s">]+)/g;

/** The part of Docusaurus' `.docusaurus/client-manifest.json` read here: each chunk's files. */
export interface ClientManifest {
  readonly assets: Readonly<
    Record<string, {readonly js?: readonly {file: string}[]; readonly css?: readonly {file: string}[]}>
  >;
}

export interface KitInput {
  readonly outDir: string;
  readonly clientManifest: ClientManifest;
  /** Per device: label and the routes of its pages (`/cloud/x/`), in scope order. */
  readonly devicePages: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
    readonly routes: readonly string[];
    /** Other files of the device to save (its PDFs), where the build has them. */
    readonly files?: readonly string[];
  }>;
  readonly built: Date;
}

const htmlOfRoute = (route: string) => `${route.replace(/^\//, '')}index.html`;
const isPage = (file: string) => file.endsWith('.html') && !/^(assets|pagefind)\//.test(file);

/** Builds the kit from a finished build directory. */
export async function buildOfflineKit({outDir, clientManifest, devicePages, built}: KitInput): Promise<OfflineKit> {
  const all = listFiles(outDir).filter((file) => !excluded.test(file));
  const existing = new Set(all);
  const assets = all.filter((file) => file.startsWith('assets/'));
  const searchIndex = all.filter((file) => file.startsWith('pagefind/') && !unusedSearchFiles.test(file));

  // Content chunks of doc pages, by chunk name; every other chunk is shared and goes into every scope.
  const chunkFiles = (name: string) => {
    const chunk = clientManifest.assets[name];
    return [...(chunk?.js ?? []), ...(chunk?.css ?? [])].map(({file}) => file);
  };
  const pageChunkFiles = new Set(
    Object.keys(clientManifest.assets)
      .filter((name) => name.startsWith('page/'))
      .flatMap(chunkFiles),
  );
  for (const file of pageChunkFiles) {
    if (!existing.has(file))
      throw new Error(`${file} (client-manifest.json) is not in ${outDir}: manifest and build differ`);
  }
  const sharedAssets = assets.filter((file) => !pageChunkFiles.has(file));

  const texts = new Map<string, string>();
  const textOf = async (file: string) => {
    if (!texts.has(file)) texts.set(file, await fs.readFile(path.join(outDir, file), 'utf8'));
    return texts.get(file)!;
  };
  // Old addresses' redirect pages (plugin-client-redirects) are left out: the production server answers their
  // addresses with a 301 to the new page (deploy/nginx, config/redirects.ts), never with these bytes, so the worker
  // could not save them (tests/build/hosting-output.test.ts checks every scope against the server's redirects).
  const redirectPages = new Set<string>();
  for (const file of all.filter(isPage)) if (isClientRedirectPage(await textOf(file))) redirectPages.add(file);
  const pages = all.filter((file) => isPage(file) && !redirectPages.has(file));

  const socialImages = new Set(
    existing.has('index.html')
      ? [...(await textOf('index.html')).matchAll(socialImage)].map(([, image]) => image!)
      : [],
  );
  const imagesUsedBy = async (files: readonly string[]) => {
    const images = new Set<string>();
    for (const file of files.filter((name) => /\.(html|css|js)$/.test(name))) {
      for (const [, image] of (await textOf(file)).matchAll(imageReference)) {
        if (existing.has(image!) && !socialImages.has(image!)) images.add(image!);
      }
    }
    return [...images].sort();
  };

  const scopeFiles: Array<{
    id: string;
    label: string;
    pageFiles: readonly string[];
    routes?: readonly string[];
    files: string[];
  }> = [];
  const siteCode = [...pages, ...assets];
  scopeFiles.push({
    id: 'site',
    label: 'Whole site',
    pageFiles: pages,
    files: [...siteCode, ...(await imagesUsedBy(siteCode)), ...searchIndex],
  });
  for (const device of devicePages) {
    const routes = device.routes.filter((route) => existing.has(htmlOfRoute(route)));
    const own = routes.map(htmlOfRoute);
    const support = ['index.html', 'search/index.html', '404.html'].filter(
      (file) => existing.has(file) && !own.includes(file),
    );
    const code = [...sharedAssets, ...routes.flatMap((route) => chunkFiles(pageChunkName(route)))];
    const withPages = [...own, ...support, ...code, ...(device.files ?? []).filter((file) => existing.has(file))];
    scopeFiles.push({
      id: device.id,
      label: device.label,
      pageFiles: [...own, ...support],
      routes,
      files: [...withPages, ...(await imagesUsedBy(withPages)), ...searchIndex],
    });
  }

  // One table of files; scopes refer to it by index.
  const kitFiles: string[] = [...new Set(scopeFiles.flatMap(({files}) => files))].sort();
  const index = new Map(kitFiles.map((file, position) => [file, position]));
  const described: KitFile[] = [];
  for (const file of kitFiles) {
    const bytes = await fs.readFile(path.join(outDir, file));
    const transfer = Math.min(bytes.length, zlib.gzipSync(bytes, {level: 9}).length);
    described.push([file, bytes.length, transfer, await contentHash(bytes)]);
  }
  const scopes: KitScope[] = scopeFiles.map(({id, label, pageFiles, routes, files}) => {
    const indexes = [...new Set(files)].map((file) => index.get(file)!).sort((a, b) => a - b);
    const sum = (column: 1 | 2) => indexes.reduce((total, position) => total + described[position]![column], 0);
    return {
      id,
      label,
      pages: pageFiles.length,
      ...(routes && {routes}),
      files: indexes,
      bytes: sum(1),
      transfer: sum(2),
    };
  });
  const version = await contentHash(new TextEncoder().encode(JSON.stringify(described)));
  return {format: 1, version, built: built.toISOString(), files: described, scopes};
}

/**
 * Each current model of the device registry with its pages: those that name it in the route manifest, and those in
 * its own folder, then its install card (plugins/print), with its PDFs (./print.ts). `models` and `pages` are the
 * site's unless a test passes its own.
 */
export function devicePagesFromManifest(
  models: Readonly<Record<string, DeviceFamily>> = registry.models,
  pages: readonly ManifestRoute[] = manifest,
): KitInput['devicePages'] {
  return Object.entries(models).map(([id, family]) => {
    const routes = pages
      .filter(({route, supportedDevices}) => supportedDevices?.includes(id) || route.split('/').includes(family.key))
      .map(({route}) => route);
    const pdf = pdfFiles(id);
    return {id, label: family.name, routes: [...routes, fieldCardRoute(family)], files: [pdf.card, pdf.full]};
  });
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export const offline: PostBuildStep = {
  name: 'offline',
  async run({outDir}) {
    const clientManifest = JSON.parse(
      await fs.readFile(path.join(siteDir, '.docusaurus', 'client-manifest.json'), 'utf8'),
    ) as ClientManifest;
    const kit = await buildOfflineKit({
      outDir,
      clientManifest,
      devicePages: devicePagesFromManifest(),
      built: new Date(),
    });
    await fs.writeFile(path.join(outDir, kitFile), JSON.stringify(kit));
    return kit.scopes
      .map(
        ({id, pages, files, transfer, bytes}) =>
          `${id} ${pages} pages, ${files.length} files, ${megabytes(transfer)} to download (${megabytes(bytes)} stored)`,
      )
      .join('; ');
  },
};
