/**
 * The page's side of the offline copy, loaded only when a reader opens the Save panel or has a copy: registers
 * the service worker (workbox-window, with the URL and parameters @docusaurus/plugin-pwa's worker expects), sends
 * it save and remove requests, and turns its notices into the saved flag, the panel's progress and the notice
 * that a new deploy has updated the copy.
 */
import {Workbox} from 'workbox-window';
import siteConfig from '@generated/docusaurus.config';
import {channelName, serviceWorkerUrl, stateCache, stateKey} from '../protocol';
import type {PageMessage, SavedCopy, WorkerNotice} from '../types';
import {parseSavedFlag, readSavedFlagText, writeSavedFlag} from './savedFlag';
import {keepLinksToUnsavedPagesOffline} from './unsavedLinks';

const {baseUrl} = siteConfig;
const listeners = new Set<(notice: WorkerNotice) => void>();
let workbox: Promise<Workbox> | undefined;
let channel: BroadcastChannel | undefined;

export const isSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;

/** The saved copy's record, read from Cache Storage (the worker writes it there). */
export async function savedCopy(): Promise<SavedCopy | undefined> {
  const response = await caches.match(stateKey, {cacheName: stateCache});
  return response ? ((await response.json()) as SavedCopy) : undefined;
}

function onWorkerNotice(notice: WorkerNotice): void {
  if (notice.type === 'saved' || notice.type === 'updated') {
    writeSavedFlag(notice.copy);
    void keepLinksToUnsavedPagesOffline(notice.copy, baseUrl);
  }
  if (notice.type === 'removed') writeSavedFlag(undefined);
  if (notice.type === 'updated') announceUpdate(notice.copy);
  for (const listener of listeners) listener(notice);
}

function announceUpdate(copy: SavedCopy): void {
  void import('./updateNotice').then(({showUpdateNotice}) => showUpdateNotice(copy));
}

/**
 * A new deploy's worker waits once it has updated the copy. It asks to take over as soon as it is installed
 * (`skipWaiting()` during install), but Chromium can leave it waiting while a page is open, and a page that then
 * navigates offline stalls; the plugin's worker obeys this message. The update may have started with this page's
 * navigation, before this code ran, so a worker already installing or waiting is handled too.
 */
function letNewWorkerTakeOver(registration: ServiceWorkerRegistration): void {
  const skipWaiting = () => registration.waiting?.postMessage({type: 'SKIP_WAITING'});
  const whenInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => worker.state === 'installed' && skipWaiting());
  skipWaiting();
  whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => whenInstalled(registration.installing));
}

/** Starts listening to the worker's notices (once per page), also those of a save another tab started. */
export function listen(): void {
  if (channel) return;
  channel = new BroadcastChannel(channelName);
  channel.addEventListener('message', (event: MessageEvent<WorkerNotice>) => onWorkerNotice(event.data));
}

/** Registers the service worker (once per page) and listens to it. */
function connect(): Promise<Workbox> {
  workbox ??= (async () => {
    listen();
    const wb = new Workbox(serviceWorkerUrl(baseUrl), {scope: baseUrl});
    const registration = await wb.register({immediate: true});
    if (registration) letNewWorkerTakeOver(registration);
    return wb;
  })();
  return workbox;
}

/** Calls `listener` with every notice of the worker until the returned function is called. */
export function onNotice(listener: (notice: WorkerNotice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active worker of the site's current registration, once there is one. */
async function activeWorker(): Promise<ServiceWorker> {
  const registration = await navigator.serviceWorker.getRegistration(baseUrl);
  if (!registration) throw new Error('the offline service worker could not be registered');
  const starting = registration.installing ?? registration.waiting;
  if (!registration.active && starting) {
    await new Promise<void>((resolve) =>
      starting.addEventListener('statechange', () => /activated|redundant/.test(starting.state) && resolve()),
    );
  }
  if (!registration.active) throw new Error('the offline service worker did not start');
  return registration.active;
}

async function send(message: PageMessage): Promise<void> {
  // The reader may have cleared the site's data since this page registered the worker, which removes it: register
  // it again. `navigator.serviceWorker.ready` is no help there, as it stays resolved with the removed registration.
  if (workbox && !(await navigator.serviceWorker.getRegistration(baseUrl))) workbox = undefined;
  await connect();
  (await activeWorker()).postMessage(message);
}

/** Asks the worker to save a scope (or bring the saved one up to date); progress and result come as notices. */
export async function saveCopy(scope: string): Promise<void> {
  // Ask the browser not to evict the copy under storage pressure; it may decline, the copy works either way.
  void navigator.storage?.persist?.().catch(() => false);
  await send({type: 'veltro-offline:save', scope});
}

/** Deletes the copy, then the worker itself: a reader without a copy has no service worker. */
export async function removeCopy(): Promise<void> {
  const removed = new Promise<void>((resolve) => {
    const stop = onNotice((notice) => {
      if (notice.type !== 'removed') return;
      stop();
      resolve();
    });
  });
  await send({type: 'veltro-offline:remove'});
  await removed;
  const registration = await navigator.serviceWorker.getRegistration(baseUrl);
  await registration?.unregister();
  workbox = undefined;
}

/**
 * A later visit by a reader who has a copy (./resume.ts): the registration makes the browser check for a new
 * worker, which updates the copy. An update made while no page listened (the worker starts updating as soon as
 * the page loads, before this runs) is announced from the record; the flag is corrected when the browser has
 * dropped the copy meanwhile.
 */
export async function resume(): Promise<void> {
  const known = parseSavedFlag(readSavedFlagText());
  const copy = await savedCopy();
  if (!copy) {
    writeSavedFlag(undefined);
    await (await navigator.serviceWorker.getRegistration(baseUrl))?.unregister();
    return;
  }
  writeSavedFlag(copy);
  if (known && known.version !== copy.version) announceUpdate(copy);
  await Promise.all([connect(), keepLinksToUnsavedPagesOffline(copy, baseUrl)]);
}
