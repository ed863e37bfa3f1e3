/** What the build adds to a page's front matter for its "works with" badges (config/supported-devices.ts). */
export interface SupportedDevice {
  readonly key: string;
  readonly name: string;
  /** The device's hardware section, when that page is written. */
  readonly route?: string;
}

export const supportedDevicesKey = 'supported_devices';
