/**
 * The device list the build put into the site config (`customFields.myDevices`, config/my-device.ts), and the
 * reader's stored choice read against it: for the browser code that runs outside React (search, the offline panel).
 */
import siteConfig from '@generated/docusaurus.config';
import {myDevicesKey, type DeviceChoice} from '../../data/myDevice';
import {parseMyDevice, readMyDeviceText} from './store';

export const deviceChoices = (siteConfig.customFields?.[myDevicesKey] ?? []) as readonly DeviceChoice[];

/** The reader's device now (call in the browser only). */
export const currentDevice = () => parseMyDevice(readMyDeviceText(), deviceChoices);
