/**
 * Bundle changes that keep the JavaScript every page loads from growing with the number of pages. Each is
 * measured by `npm run bench` (bytes per kind of page) and `npm run bench:scale` (bytes per added page);
 * none changes what a page renders. Upstream: facebook/docusaurus#7256 "Bundle size heavily impacted by number
 * of routes" (open). They rewrite generated code (and one line of theme-common that costs main-thread time, see
 * shallow-memo-loader.cjs) and swap one Docusaurus bundler plugin, through the public
 * `configureWebpack` hook: tests/build/build-output.test.ts (`npm run test:build`) fails if any of them stops
 * applying after an upgrade.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus' generated route files and the docs version data, rewritten for the browser (route-split.cjs). */
const generatedRouteFiles =
  /[\\/]\.docusaurus[\\/](routes\.js|routesChunkNames\.json|registry\.js|docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json)$/;

interface BundlerCompiler {
  webpack: {
    RuntimeModule: new (name: string, stage: number) => {generate(): string};
    RuntimeGlobals: Record<string, string>;
  } & {RuntimeModule: {STAGE_ATTACH: number}};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: BundlerCompilation) => void): void}};
}
interface BundlerCompilation {
  hooks: {additionalTreeRuntimeRequirements: {tap(name: string, fn: (chunk: unknown) => void): void}};
  addRuntimeModule(chunk: unknown, module: unknown): void;
}

/**
 * `__webpack_require__.gca(chunkName)`, which Docusaurus' prefetch calls for a chunk's URL. Docusaurus'
 * ChunkAssetPlugin writes a name → id table of every chunk into the runtime; with chunk ids equal to chunk
 * names the URL needs no table.
 */
class ChunkUrlPlugin {
  apply(compiler: BundlerCompiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkUrlRuntimeModule extends RuntimeModule {
      constructor() {
        super('VeltroChunkUrl', RuntimeModule.STAGE_ATTACH);
      }
      generate(): string {
        return `__webpack_require__.gca = function (chunkId) { return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkId); };`;
      }
    }
    compiler.hooks.thisCompilation.tap('VeltroChunkUrl', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('VeltroChunkUrl', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
      });
    });
  }
}

const loaderFiles = [
  'route-split-loader.cjs',
  'route-split.cjs',
  'site-config-loader.cjs',
  'shallow-memo-loader.cjs',
].map((file) => path.join(__dirname, file));

/**
 * The build dependencies of Rspack's persistent cache: under `experiments.cache` in Docusaurus 3
 * (`@docusaurus/core lib/webpack/base.js`), at the top-level `cache` in Docusaurus 4. Throws when neither holds
 * them and the cache is on, so a move upstream fails the build instead of leaving stale local builds.
 */
export function persistentCacheDependencies(config: {cache?: unknown; experiments?: unknown}): string[] {
  const candidates = [config.cache, (config.experiments as {cache?: unknown} | undefined)?.cache];
  for (const cache of candidates) {
    const dependencies = (cache as {buildDependencies?: unknown} | undefined)?.buildDependencies;
    if (cache && typeof cache === 'object' && Array.isArray(dependencies)) return dependencies as string[];
  }
  if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return [];
  throw new Error(
    'veltro-lean-client: no buildDependencies in config.cache or config.experiments.cache: Docusaurus moved the persistent cache; push the loader files where it now lives',
  );
}

const docusaurusEntry = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** Docusaurus' browser entry replaced by client/entry.ts, which ends by importing it; throws if upstream moved it. */
export function stagedEntry(entry: unknown): string {
  if (typeof entry !== 'string' || !docusaurusEntry.test(entry))
    throw new Error(
      `veltro-lean-client: the browser entry is ${JSON.stringify(entry)}, not Docusaurus' clientEntry.js`,
    );
  return path.join(__dirname, 'client', 'entry.ts');
}

export default function leanClientPlugin(): Plugin {
  return {
    name: 'veltro-lean-client',
    // Links that come into view are prefetched in idle time, a few per task (client/idlePrefetch.ts).
    getClientModules: () => [path.join(__dirname, 'client', 'idlePrefetch.ts')],
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Replaced, not configured: the plugin has no option to leave its table out.
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      // Rspack's persistent cache must rebuild when the loader's own modules change, not only the loader file.
      persistentCacheDependencies(config).push(...loaderFiles);
      // The app's start-up code is evaluated in steps, each its own task (client/entry.ts).
      config.entry = stagedEntry(config.entry);
      return {
        ...(process.env.BUNDLE_SOURCE_MAPS && {devtool: 'hidden-source-map'}),
        output: {
          // Chunk ids are chunk names (below), so the runtime maps no id to a name; one build hash for all
          // chunks, so it maps no id to a content hash either. A deploy renames every chunk, which the
          // long-lived caches of the production server (issue 13) handle.
          chunkFilename: 'assets/js/[id].[fullhash:8].js',
        },
        optimization: {chunkIds: 'named'},
        plugins: [new ChunkUrlPlugin()],
        module: {
          rules: [
            {test: generatedRouteFiles, use: [{loader: loaderFiles[0]!}]},
            {test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{loader: loaderFiles[2]!}]},
            {
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [{loader: loaderFiles[3]!}],
            },
          ],
        },
        resolve: {
          alias: {
            // @docusaurus/utils-common requires tslib for one helper, and either tslib build puts all of its
            // helpers (≈4 KB gzip) in main.js; this module holds just that helper.
            tslib$: path.join(__dirname, 'tslib.mjs'),
          },
        },
      };
    },
  };
}
