/** What the build adds to a page's front matter for its "works with" badges (config/supported-devices.ts). */
import type {DeviceKey} from './facts';

export interface SupportedDevice {
  readonly key: DeviceKey;
  /** The name of the model's device family (src/data/hardware). */
  readonly name: string;
  /** The device's hardware section, when that page is written. */
  readonly route?: string;
}

export const supportedDevicesKey = 'supported_devices';
