/**
 * "My device": what the build hands the browser so a reader can say which device is in front of them
 * (`config/my-device.ts` derives the list from the device registry and the route manifest and passes it as
 * `customFields.myDevices`; `src/utils/myDevice` and `src/components/MyDevice` read it). Types and keys only, so
 * the site chrome that imports this file carries no device data.
 */
import type {DeviceKey} from './facts';

/** A cellular modem a reader can pick, for a device built with more than one (`modems` in ./core/facts.ts). */
export interface ModemChoice {
  /** Its key in `modems` (`ec2x`, `le910cx`); also the value of the `modem` tab group on the pages. */
  readonly id: string;
  readonly name: string;
  /** Its name without maker and family, for the navbar (`EC25`, `LE910C4`). */
  readonly short: string;
  /** USB ID as vendor:product (`2c7c:0125`); `veltro usbutil.devices` lists the two apart, as `vendor` and `product`. */
  readonly usbId: string;
}

/** A device a reader can choose: a current model's main family or a legacy dongle (src/data/hardware). */
export interface DeviceChoice {
  /** The family's registry key, which is also its route folder (`veltro_tmu_cm4`). */
  readonly id: string;
  readonly name: string;
  /** The current model's short key (the manifest's `supportedDevices`, the offline scopes); none for a legacy family. */
  readonly model?: DeviceKey;
  /** Route folders of its pages: its own key and its variants' keys (the IP67 casing is the CAN-FD Pro's). */
  readonly folders: readonly string[];
  /** The modems to choose from, when the family is built with more than one. */
  readonly modems?: readonly ModemChoice[];
}

/** The key of `customFields` that holds the list of `DeviceChoice`. */
export const myDevicesKey = 'myDevices';

/** The local storage key of the reader's choice (JSON `{"device": id, "modem"?: id}`). */
export const myDeviceStorageKey = 'veltro-my-device';

/** The Docusaurus tab group of command examples that differ by modem; its tab values are `ModemChoice['id']`. */
export const modemTabGroup = 'modem';
