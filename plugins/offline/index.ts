/**
 * The offline field kit, in one home: the Save offline control and panel (NavbarItem/, Panel/), the page side that
 * registers the service worker only for readers who save a copy (client/), the worker itself (sw/, built by
 * @docusaurus/plugin-pwa with `options.ts`), and what the two sides share (protocol.js, types.d.ts). This plugin
 * adds the control to the navbar's item types (theme/) and starts a saved copy's worker on later visits
 * (client/resume.ts). The list of files to save is written after the build (pipeline/postbuild/offline.ts), and
 * deploy/policy.ts gives `sw.js` its caching rule.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function offlinePlugin(): Plugin {
  return {
    name: 'veltro-offline',
    getThemePath: () => path.resolve(__dirname, 'theme'),
    getClientModules: () => [path.resolve(__dirname, 'client/resume.ts')],
  };
}
