import path from 'node:path';
import {build} from 'esbuild';
import {chromium} from 'playwright';
import {chromiumArgs, chromiumPath} from './scripts/browser';
import {startStaticServer} from './scripts/static-server';
(async () => {
  const server = await startStaticServer(path.join('/work/main', 'build'));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const page = await browser.newPage();
  await page.goto(`${server.url}/404.html`);
  const r = await build({entryPoints: ['src/search/localClient.ts'], bundle: true, format: 'iife', globalName: 'veltroSearch', write: false, logLevel: 'error'});
  await page.addScriptTag({content: r.outputFiles[0]!.text});
  for (const q of ['obd.query', 'device keeps rebooting', 'first install hotspot']) {
    const urls = await page.evaluate(async (text) => {
      const search = (window as any).veltroSearch;
      const result = await search.runLocalSearch({query: text, hitsPerPage: 20}, {baseUrl: '/'});
      return result.hits.map((hit: any) => new URL(hit.url).pathname);
    }, q);
    console.log(q, JSON.stringify(urls.map((u: string) => u.slice(0, 50))));
    const raw = await page.evaluate(async (text) => {
      const pf = await import('/pagefind/pagefind.js');
      const res = await pf.search(text, {filters: {}});
      return Promise.all(res.results.slice(0, 6).map(async (x: any) => [(await x.data()).url, x.score.toFixed(2)]));
    }, q);
    console.log('  raw', JSON.stringify(raw));
  }
  await browser.close(); process.exit(0);
})();
