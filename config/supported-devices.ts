/**
 * The manifest's `supportedDevices` of a page, added to its front matter when the site is built, so the badge
 * row (src/components/hardware/SupportedDevices) reads it from the page's own data instead of a route map that
 * every page would download.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {devices, type DeviceKey} from '../src/data/facts';
import {findFamily} from '../src/data/hardware';
import {supportedDevicesKey, type SupportedDevice} from '../src/data/supportedDevices';
import {docFileFor, docsDir, manifest, routeForFile} from './manifest';

const isDeviceKey = (key: string): key is DeviceKey => Object.hasOwn(devices, key);

export function supportedDevicesFor(route: string): SupportedDevice[] | undefined {
  const page = manifest.find((candidate) => candidate.route === route);
  return page?.supportedDevices?.map((key) => {
    if (!isDeviceKey(key))
      throw new Error(
        `${route}: unknown supported device "${key}" (src/data/facts.ts has ${Object.keys(devices).join(', ')})`,
      );
    const {routeKey} = devices[key];
    const hardwareRoute = `/hardware/${routeKey}/`;
    return {key, name: findFamily(routeKey).name, route: docFileFor(hardwareRoute) ? hardwareRoute : undefined};
  });
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const file = path.relative(docsDir, params.filePath);
  if (file.startsWith('..')) return result;
  const supported = supportedDevicesFor(routeForFile(file));
  return supported ? {...result, frontMatter: {...result.frontMatter, [supportedDevicesKey]: supported}} : result;
};
