/**
 * `npm run search:relevance`: runs every query of scripts/search-relevance-queries.ts through the site's own
 * local search client (bundled as is) against the built index in Chromium, and prints where the expected
 * page lands. Exits non-zero below 90% in the top 3 or 100% in the top 10, counting only queries whose
 * page exists; queries whose page is not written yet are listed apart.
 */
import path from 'node:path';
import {build} from 'esbuild';
import {chromium} from 'playwright-core';
import {docFileFor} from '../config/manifest';
import {relevanceQueries, type RelevanceQuery} from './search-relevance-queries';
import {chromiumArgs, chromiumPath, isLocal} from './browser';
import {startStaticServer} from './static-server';

const siteDir = path.resolve(__dirname, '..');
const bar = {top3: 0.9, top10: 1};

/** The local client as one browser script exposing `window.veltroSearch.runLocalSearch`. */
async function bundleClient(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(siteDir, 'src/search/localClient.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'veltroSearch',
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

interface Outcome {
  readonly query: RelevanceQuery;
  /** 1-based rank of the expected page among result pages, or undefined when it is not in the top 10. */
  readonly rank?: number;
  readonly headingFound: boolean;
  readonly topPages: string[];
}

async function main() {
  const server = await startStaticServer(path.join(siteDir, 'build'));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const page = await browser.newPage();
    await page.route(
      (url) => !isLocal(url.href),
      (route) => route.abort(),
    );
    await page.goto(`${server.url}/`);
    await page.addScriptTag({content: await bundleClient()});

    const scored = relevanceQueries.filter((query) => docFileFor(query.page));
    const pending = relevanceQueries.filter((query) => !docFileFor(query.page));
    const outcomes: Outcome[] = [];
    for (const query of scored) {
      const urls = await page.evaluate(async (text) => {
        const search = (window as unknown as {veltroSearch: typeof import('../src/search/localClient')}).veltroSearch;
        const result = await search.runLocalSearch({query: text, hitsPerPage: 20}, {baseUrl: '/'});
        return result.hits.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);
      }, query.query);
      const pages = [...new Set(urls.map((url) => url.split('#')[0]!))];
      const index = pages.slice(0, 10).indexOf(query.page);
      outcomes.push({
        query,
        rank: index === -1 ? undefined : index + 1,
        headingFound: !query.heading || urls.includes(`${query.page}#${query.heading}`),
        topPages: pages.slice(0, 3),
      });
    }

    const inTop = (n: number) => outcomes.filter((o) => o.rank !== undefined && o.rank <= n && o.headingFound).length;
    for (const outcome of outcomes) {
      const mark = outcome.rank && outcome.rank <= 3 && outcome.headingFound ? 'ok  ' : 'MISS';
      const where = outcome.rank
        ? `#${outcome.rank}${outcome.headingFound ? '' : ' (heading missing)'}`
        : 'not in top 10';
      console.log(
        `${mark} ${JSON.stringify(outcome.query.query).padEnd(40)} ${where.padEnd(24)} ${outcome.rank && outcome.rank <= 3 ? '' : `top: ${outcome.topPages.join(' ')}`}`,
      );
    }
    for (const query of pending)
      console.log(`---- ${JSON.stringify(query.query).padEnd(40)} page not written yet: ${query.page}`);

    const total = outcomes.length;
    const top3 = total ? inTop(3) / total : 1;
    const top10 = total ? inTop(10) / total : 1;
    console.log(
      `\nSearch relevance: ${inTop(3)}/${total} in top 3 (${(top3 * 100).toFixed(1)}%), ` +
        `${inTop(10)}/${total} in top 10 (${(top10 * 100).toFixed(1)}%); ${pending.length} queries wait for their page.`,
    );
    if (top3 < bar.top3 || top10 < bar.top10) {
      console.error(`Below the bar of ${bar.top3 * 100}% in the top 3 and ${bar.top10 * 100}% in the top 10.`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
