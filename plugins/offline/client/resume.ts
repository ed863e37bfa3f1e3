/**
 * Client module (docusaurus.config.ts `clientModules`): on a visit by a reader who has saved an offline copy,
 * starts the service worker once the page has loaded and the main thread is idle, so a new deploy updates the
 * copy in the background. Readers without a copy load nothing more and get no service worker.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {parseSavedFlag, readSavedFlagText} from './savedFlag';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, {timeout: 10_000});
  else setTimeout(run, 2_000);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && parseSavedFlag(readSavedFlagText())) {
  const start = () => whenIdle(() => void import('./connection').then(({resume}) => resume()));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}
