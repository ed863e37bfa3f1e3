import fs from 'node:fs'; import http from 'node:http'; import path from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './tools/browser';
const outDir = path.resolve('build');
const server = http.createServer((req, res) => { let p = decodeURIComponent(new URL(req.url!, 'http://x').pathname); if (p.endsWith('/')) p += 'index.html';
  fs.readFile(path.join(outDir, p), (e, b) => { if (e) return void res.writeHead(404).end(); res.writeHead(200, {'content-type': p.endsWith('.css') ? 'text/css' : p.endsWith('.js') ? 'text/javascript' : 'text/html'}); res.end(b); }); });
server.listen(4399, async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const page = await browser.newPage({viewport: {width: 390, height: 844}});
  for (const key of ['veltro_tmu_cm4', 'veltro_mini']) {
    await page.goto(`http://127.0.0.1:4399/hardware/${key}/field-card/`);
    if (process.env.CSS) await page.addStyleTag({content: process.env.CSS});
    console.log(key, await page.evaluate(`Array.from(document.querySelectorAll('main *')).filter((e) => e.getBoundingClientRect().right > 391).map((e) => e.tagName + '.' + e.className + ':' + Math.round(e.getBoundingClientRect().right)).slice(0, 12)`));
  }
  await browser.close(); server.close();
});
