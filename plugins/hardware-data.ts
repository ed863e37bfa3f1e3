/**
 * Gives the hardware pages the manifest's `supportedDevices` as global data (a few hundred bytes), so the
 * SupportedDevices badge row follows the manifest without shipping the whole manifest to the browser.
 */
import type {Plugin} from '@docusaurus/types';
import {devices, type DeviceKey} from '../src/data/facts';
import {docFileFor, manifest} from '../config/manifest';

export interface SupportedDevice {
  readonly key: string;
  readonly name: string;
  /** The device's hardware section, when that page is written. */
  readonly route?: string;
}

export interface HardwareGlobalData {
  readonly supportedDevices: Readonly<Record<string, readonly SupportedDevice[]>>;
}

export function supportedDevicesByRoute(): HardwareGlobalData['supportedDevices'] {
  const byRoute: Record<string, SupportedDevice[]> = {};
  for (const page of manifest) {
    if (!page.supportedDevices) continue;
    byRoute[page.route] = page.supportedDevices.map((key) => {
      const model = devices[key as DeviceKey];
      if (!model) throw new Error(`${page.route}: unknown supported device "${key}"`);
      const route = `/hardware/${model.routeKey}/`;
      return {key, name: model.name, route: docFileFor(route) ? route : undefined};
    });
  }
  return byRoute;
}

export default function hardwareDataPlugin(): Plugin {
  return {
    name: 'veltro-hardware-data',
    async contentLoaded({actions}) {
      actions.setGlobalData({supportedDevices: supportedDevicesByRoute()} satisfies HardwareGlobalData);
    },
  };
}
