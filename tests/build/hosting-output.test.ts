/**
 * The hosting files `npm run build` writes (pipeline/postbuild/hosting.ts, compress.ts) agree with the site:
 * the servers redirect exactly the paths the client redirect pages cover, the CSP hashes every inline script,
 * and each text file has its precompressed copies. Skipped without a build, like build-output.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listFiles} from '../../pipeline/postbuild/files';
import {contentHash, kitFile, savedPath} from '../../plugins/offline/protocol';
import type {OfflineKit} from '../../plugins/offline/types';
import {buildDir, buildUnderTest} from '../support/build';

const {built} = buildUnderTest('_nginx/http.conf', '_redirects', '_headers', kitFile);

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const files = built ? listFiles(buildDir) : [];
const htmlFiles = files.filter((file) => file.endsWith('.html'));

/** Client redirect pages of the build: path → target, read from their meta refresh. */
function clientRedirectPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of htmlFiles) {
    const target = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(read(file))?.[1];
    if (target) pages.set(`/${file.replace(/index\.html$/, '')}`, target);
  }
  return pages;
}

describe.skipIf(!built)('hosting files', () => {
  it('nginx and _redirects answer 301 for exactly the paths that have client redirect pages, to the same page', () => {
    const clientPages = clientRedirectPages();
    expect(clientPages.size).toBeGreaterThan(100);
    const nginx = new Map(
      [...read('_nginx/http.conf').matchAll(/^ {2}"(\/[^"]*\/)" "([^"]+)";$/gm)].map(([, from, to]) => [from!, to!]),
    );
    const netlify = new Map(
      [...read('_redirects').matchAll(/^(\/\S*\/) (\S+) 301$/gm)].map(([, from, to]) => [from!, to!]),
    );
    expect(Object.fromEntries(nginx)).toEqual(Object.fromEntries(clientPages));
    expect(Object.fromEntries(netlify)).toEqual(Object.fromEntries(clientPages));
  });

  it('every file of every offline scope is one the server answers with its own bytes, never a redirect', async () => {
    // The service worker saves each file from its clean address (savedPath) and checks it against the kit's hash;
    // an address the server redirects (an old address, or a `.html` spelling, see deploy/nginx/site.conf) answers
    // other bytes, and the save stops with "changed on the server".
    const kit = JSON.parse(read(kitFile)) as OfflineKit;
    const redirected = new Set(
      [...read('_nginx/http.conf').matchAll(/^ {2}"(\/[^"]*\/)" "([^"]+)";$/gm)].map(([, from]) => from!),
    );
    expect(redirected.size).toBeGreaterThan(100);
    const servedItself = new Set(['/404.html']);
    const wrong: string[] = [];
    for (const scope of kit.scopes) {
      for (const index of scope.files) {
        const [file, , , hash] = kit.files[index]!;
        const address = `/${savedPath(file)}`;
        if (redirected.has(address)) wrong.push(`${scope.id}: ${file} (${address} is an old address, 301)`);
        else if (address.endsWith('.html') && !servedItself.has(address))
          wrong.push(`${scope.id}: ${file} (${address} answers 301 to its clean path)`);
        else if ((await contentHash(fs.readFileSync(path.join(buildDir, file)))) !== hash)
          wrong.push(`${scope.id}: ${file} (bytes differ from the kit's hash)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the CSP of nginx and of _headers allows the hash of every inline script of every page, and no unsafe-inline', () => {
    const nginxCsp = /add_header Content-Security-Policy "([^"]+)"/.exec(read('_nginx/server.conf'))![1]!;
    const headersCsp = /^ {2}Content-Security-Policy: (.+)$/m.exec(read('_headers'))![1]!;
    expect(headersCsp).toBe(nginxCsp);
    const scriptSrc = nginxCsp.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    let checked = 0;
    for (const file of htmlFiles) {
      const html = read(file);
      if (html.includes('http-equiv="refresh"')) continue;
      for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|application\/ld\+json/.test(attributes)) continue;
        expect(scriptSrc, file).toContain(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(htmlFiles.length);
  });

  it('every page, script and stylesheet has a brotli and a gzip copy that decompress to it', async () => {
    const zlib = await import('node:zlib');
    const text = files.filter(
      (file) => /\.(?:html|js|css)$/.test(file) && fs.statSync(path.join(buildDir, file)).size > 1024,
    );
    expect(text.length).toBeGreaterThan(300);
    for (const file of text) {
      const original = fs.readFileSync(path.join(buildDir, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(buildDir, `${file}.br`))).equals(original), file).toBe(
        true,
      );
      expect(zlib.gunzipSync(fs.readFileSync(path.join(buildDir, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });
});
