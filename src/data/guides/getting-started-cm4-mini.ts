/**
 * Facts of the Getting Started pages for the TMU CM4 troubleshooting guides and the Veltro Mini, chosen where the
 * canon (../../../../shared/ia/facts.md), the Core, Hardware and Cloud pages and the original product's docs gave
 * no value. Every page of this group uses these values; the canon and ../core/facts.ts win where they speak.
 */

// TMU CM4: mobile data (the local admin page's panel and MTU values: `localAdminMobileData`, `cellularMtu` in ../core/facts.ts)

/** Minutes a modem may search for a network after start before the search counts as failed (as the SIM and Mini pages say). */
export const registrationWaitMinutes = 5;

// Veltro Mini: installation

/** Which side of the Mini faces the sky for the internal GNSS antenna (original docs: logo up). */
export const miniSkySide = 'the side with the Veltro logo';

/** What the Mini's box holds; the SIM is fitted at the factory (canon: SIM included). */
export const miniBoxContents = ['Veltro Mini with the Veltro SIM fitted', 'Quick-start card'] as const;

/** What the Mini's label shows (identifiers as in ../cloud/facts/device-admin.ts; region as on the hardware page). */
export const miniLabel = [
  'Unit ID (12 characters)',
  'IMEI (15 digits)',
  'Region variant: EMEA, APAC/LATAM or NA',
] as const;

/** Minutes after the engine stops before a Mini with default settings goes to sleep and both LEDs go dark. */
export const miniSleepAfterMinutes = 5;

// Veltro Mini: loggers (parameters)

/**
 * Where a Mini's parameters are managed: the Loggers screen of Device Management, as for Core devices (the original
 * product's Mini guide sends the reader to the device's loggers page; the Services screen has only the tabs Workers,
 * Reactors, Hooks and Settings, which a Mini, running no Core services, does not use).
 */
export const miniLoggersScreen = {menu: 'Device Management › Loggers'} as const;

/** The buttons above the Mini's logger list; selecting a row opens the same dialog to edit that logger. */
export const miniLoggerButtons = {create: '+ Create', restore: 'Restore defaults'} as const;

/** Most parameters a Mini logs at once (canon). The counter above the list shows used / maximum. */
export const miniMaxParameters = 32;

/** The limit counts every logger in the list, enabled or not; each parameter can be in the list once. */
export const miniLimitCounts = {disabledCount: true, parameterOncePerList: true} as const;

/** Fields of the Mini logger dialog, in the order it shows them (original docs). */
export const miniLoggerFields = ['Parameter', 'Enabled', 'Periodic monitoring', 'Event on'] as const;

/** Groups the Parameter list is sorted into (original docs name OBD-II Standard and System; OEM chosen). */
export const miniParameterGroups = [
  {group: 'OBD-II Standard', holds: 'Values every OBD-II vehicle may offer: speed, RPM, fuel level, temperatures, VIN'},
  {group: 'OEM', holds: 'Manufacturer values, mostly of electric vehicles: traction battery charge, health, cells'},
  {group: 'System', holds: 'Values of the Mini itself: ignition, supply voltage, accelerometer, mobile signal'},
] as const;

/** Choices of Event on, with the extra fields each needs (choices from the original docs; field names chosen). */
export const miniEventOnModes = [
  {mode: 'Range Enter', fields: ['Range start', 'Range end'], records: 'when the value moves into the range'},
  {mode: 'Range Exit', fields: ['Range start', 'Range end'], records: 'when the value leaves the range'},
  {mode: 'Range Both', fields: ['Range start', 'Range end'], records: 'on entering and on leaving the range'},
  {
    mode: 'Hysteresis',
    fields: ['Range start', 'Range end'],
    records: 'when the value rises above the range end, and again only after it has fallen below the range start',
  },
  {mode: 'Change', fields: [], records: 'on every change of the value'},
  {
    mode: 'Delta Change',
    fields: ['Delta'],
    records: 'when the value has moved by at least the delta since the last record',
  },
] as const;

/** Seconds between two periodic records while the ignition is on; a sleeping Mini sends none. Fixed in the firmware. */
export const miniPeriodicRecordSeconds = 10;

/** The parameters a new Mini (and Restore defaults) starts with. */
export const miniDefaultParameters = [
  'Ignition',
  'External Voltage',
  'OBD Vehicle Speed',
  'Engine RPM',
  'Fuel level',
  'Total Odometer',
  'Number of DTC',
  'GSM Signal',
] as const;
