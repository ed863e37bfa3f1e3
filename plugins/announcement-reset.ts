/**
 * The classic theme hides a dismissed announcement bar with an inline script before React runs, without
 * checking whether the bar's id changed since, so a new announcement stays hidden until the next page load.
 * This inline script, which runs right after the theme's, shows the bar again when the stored id differs.
 * Upstream: not reported to facebook/docusaurus (no matching issue found); the theme's check is in
 * @docusaurus/theme-classic lib/inlineScripts.js. The storage key is the theme's `docusaurus.announcement.id`
 * (un-namespaced, config `storage.namespace: false`); tests/e2e/state.spec.ts shows the bar coming back.
 */
import type {Plugin} from '@docusaurus/types';

export default function announcementResetPlugin(_context: unknown, {id}: {id: string}): Plugin {
  return {
    name: 'veltro-announcement-reset',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)})document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
