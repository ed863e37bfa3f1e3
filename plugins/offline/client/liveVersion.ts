/**
 * The version of the documentation online: the `version` of the live offline-kit.json, asked with revalidation
 * (`no-cache`: the server answers 304 without a body when nothing changed). Loaded only for readers who have a copy.
 * The service worker passes this request to the network when there is one (../sw/serve.js).
 */
import siteConfig from '@generated/docusaurus.config';
import {kitFile} from '../protocol';
import type {OfflineKit} from '../types';

export async function liveKitVersion(): Promise<string | undefined> {
  const response = await fetch(`${siteConfig.baseUrl}${kitFile}`, {cache: 'no-cache'});
  if (!response.ok) return undefined;
  return ((await response.json()) as Pick<OfflineKit, 'version'>).version;
}

/** Brings the saved copy up to the live version (the worker saves only what changed). */
export async function updateCopy(scope: string): Promise<void> {
  const {saveCopy} = await import('./connection');
  await saveCopy(scope);
}
