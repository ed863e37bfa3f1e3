/**
 * The offline kit that `npm run build` writes (pipeline/postbuild/offline.ts): its files exist with their sizes and
 * hashes, every scope has what works offline, and the service worker stays out of what every page loads (the guard
 * on plugin-pwa's own registration, which `swRegister: false` in plugins/offline/options.ts turns off).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {devicePagesFromManifest} from '../../pipeline/postbuild/offline';
import {contentHash, filesOfScope, kitFile} from '../../plugins/offline/protocol';
import type {OfflineKit} from '../../plugins/offline/types';
import {buildDir, buildUnderTest} from '../support/build';

const {built} = buildUnderTest(kitFile, 'sw.js');

describe.skipIf(!built)('the built offline kit', () => {
  const kit = built ? (JSON.parse(fs.readFileSync(path.join(buildDir, kitFile), 'utf8')) as OfflineKit) : undefined;

  it('lists files that exist, with their sizes and hashes', async () => {
    for (const [file, bytes, , hash] of kit!.files) {
      const body = fs.readFileSync(path.join(buildDir, file));
      expect(body.length, file).toBe(bytes);
      expect(await contentHash(body), file).toBe(hash);
    }
  });

  it('has the whole site and each device of the manifest, each with the home and search pages', () => {
    expect(kit!.scopes.map(({id}) => id)).toEqual(['site', ...devicePagesFromManifest().map(({id}) => id)]);
    // A hosted-search build (build-hosted/) has no local index to save.
    const search = fs.existsSync(path.join(buildDir, 'pagefind')) ? ['pagefind/pagefind.js'] : [];
    for (const scope of kit!.scopes) {
      expect(filesOfScope(kit!, scope.id).map(([file]) => file)).toEqual(
        expect.arrayContaining(['index.html', 'search/index.html', ...search]),
      );
    }
  });

  it('leaves the service worker and its registration out of what every page loads', () => {
    expect(fs.existsSync(path.join(buildDir, 'sw.js'))).toBe(true);
    const jsDir = path.join(buildDir, 'assets', 'js');
    const main = fs.readdirSync(jsDir).find((file) => file.startsWith('main.'))!;
    const source = fs.readFileSync(path.join(jsDir, main), 'utf8');
    // The plugin's own registration module, and Workbox' window library (loaded with the Save panel instead).
    expect(source).not.toContain('docusaurus.pwa.event.appInstalled.fired');
    expect(source).not.toMatch(/workbox:window/);
  });
});
