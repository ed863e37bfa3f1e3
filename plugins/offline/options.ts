/**
 * @docusaurus/plugin-pwa, used only to build the service worker (with Workbox) from plugins/offline/sw/. Its own
 * registration is off: it would register a worker on every first visit; plugins/offline/client/ registers it only
 * for readers who save an offline copy. Its precache stays off too (`offlineMode: false` in the worker URL):
 * what to save is `offline-kit.json`, written by pipeline/postbuild/offline.ts.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {ManifestTransform} from 'workbox-build';

/**
 * The plugin injects a precache list of every file into `sw.js`. We never precache, so the list is cut to one
 * entry whose revision fingerprints the whole build: `sw.js` stays small, and still changes with every deploy
 * that changes a file, which is what makes browsers install the new worker and update a saved copy.
 */
const buildFingerprintOnly: ManifestTransform = async (entries) => {
  const revisions = entries.map(({url, revision}) => `${url} ${revision ?? ''}`).sort();
  const fingerprint = createHash('sha256').update(revisions.join('\n')).digest('hex').slice(0, 16);
  return {manifest: [{url: 'veltro-build', revision: fingerprint, size: 0}], warnings: []};
};

export const pwaOptions = {
  swRegister: false,
  swCustom: path.resolve(__dirname, 'sw/index.js'),
  // Only the transform is ours; the plugin sets the required source, destination and glob options itself.
  injectManifestConfig: {manifestTransforms: [buildFingerprintOnly]} as unknown as PwaOptions['injectManifestConfig'],
} satisfies PwaOptions;
