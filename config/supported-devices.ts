/**
 * The manifest's `supportedDevices` of a page, added to its front matter when the site is built, so the badge
 * row (src/components/hardware/SupportedDevices) reads it from the page's own data instead of a route map that
 * every page would download.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {isDeviceKey, registry} from '../src/data/hardware';
import {supportedDevicesKey, type SupportedDevice} from '../src/data/supportedDevices';
import {checkedAgainstFor, checkedAgainstKey} from './freshness';
import {docFileFor, docsDir, manifest, routeForFile} from './manifest';

export function supportedDevicesFor(route: string): SupportedDevice[] | undefined {
  const page = manifest.find((candidate) => candidate.route === route);
  return page?.supportedDevices?.map((key) => {
    if (!isDeviceKey(key))
      throw new Error(
        `${route}: unknown supported device "${key}" (the device registry, src/data/hardware, has ${registry.modelKeys.join(', ')})`,
      );
    const family = registry.models[key];
    const hardwareRoute = `/hardware/${family.key}/`;
    return {key, name: family.name, route: docFileFor(hardwareRoute) ? hardwareRoute : undefined};
  });
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const file = path.relative(docsDir, params.filePath);
  if (file.startsWith('..')) return result;
  const route = routeForFile(file);
  const supported = supportedDevicesFor(route);
  // The freshness line of pages that document device behaviour (config/freshness.ts).
  const checked = checkedAgainstFor(
    route,
    supported?.map(({key}) => key),
  );
  const added = {
    ...(supported && {[supportedDevicesKey]: supported}),
    ...(checked && {[checkedAgainstKey]: checked}),
  };
  return Object.keys(added).length > 0 ? {...result, frontMatter: {...result.frontMatter, ...added}} : result;
};
