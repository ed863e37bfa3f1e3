/**
 * Facts of the Getting Started pages of the Veltro CAN-FD Pro (getting started, user guide, data and 4G
 * troubleshooting) that no source gives: chosen once here and used on every one of those pages. Values that the
 * canon (`../../../../shared/ia/facts.md`), the Core and hardware facts (`../core/facts.ts`, `../hardware/`) or the
 * Cloud facts (`../cloud/facts/`) give are not repeated; the pages take them from there.
 */

/** What ships with a CAN-FD Pro, in the order the getting-started table lists it; `optional` items only when ordered. */
export const proBoxContents = [
  {item: 'Veltro CAN-FD Pro', optional: false, note: 'With its 1.5 m OBD-II vehicle cable'},
  {item: '4-in-1 antenna kit', optional: false, note: '2× LTE, 1× GNSS, 1× Wi-Fi, each on a 3 m cable'},
  {item: 'Label on the device', optional: false, note: 'Unit ID and hotspot password'},
  {item: 'Quick-start card', optional: false, note: 'A short version of the getting-started page'},
  {item: 'Veltro global SIM', optional: true, note: 'Nano size'},
  {item: 'OBD-II to dual DB9 cable', optional: true, note: 'For vehicles and machines with DB9 CAN sockets'},
] as const;

/** Mounting screws are not in the box: the installer brings M4 screws, washers and locking nuts for a screw mount. */
export const proScrewsIncluded = false;

/** Hands-on time of a Pro install with the antenna kit, not counting the first software update. */
export const proInstallMinutes = 60;

/** Tools for a Pro install; the multimeter only for DB9 sockets and 24 V vehicles, the drill only for a screw mount. */
export const proTools = [
  'Trim removal tool',
  'Cable ties',
  'Isopropyl alcohol wipe (for the antenna adhesive pad)',
  'Multimeter (DB9 sockets, 24 V vehicles)',
  'Drill, M4 screws, washers and locking nuts (screw mount only)',
  'Phone or laptop with Wi-Fi',
] as const;

/** How long to drive on the first trip so that the Cloud gets a trip with a route, positions and engine events. */
export const firstTripMinutes = 10;

/** Free eMMC space a new CAN-FD Pro has for recordings, out of 32 GB (the rest holds the system and Veltro Core). */
export const proFreeDiskGigabytes = 25;

// SSH on a Pro: `sshLogin` and `hotspot.address` in ../core/facts.ts.

/**
 * The Linux side of the mobile data session (fact source: `network/wwan/qmi`): the `qmi-manager` service keeps it
 * up on both modems, checks it every 300 s while online and every 30 s while offline, and reports through
 * `system/network/wwan0/online` and `…/offline`.
 */
export const dataSession = {
  service: 'qmi-manager',
  interface: 'wwan0',
  controlDevice: '/dev/cdc-wdm0',
  checkOnlineSeconds: 300,
  checkOfflineSeconds: 30,
} as const;

/** Minutes a modem gets to register on a network after boot before the 4G page calls it a fault. */
export const registrationWaitMinutes = 5;

/** The autodetected bus on `can0` stays editable: on a CAN-FD Pro its **Data bitrate** field takes the CAN FD data rate. */
export const autodetectedBusTakesDataBitrate = true;

/** The bus record the user guide adds for a classic comfort bus on pins 3 and 11 (protocol 51: 11-bit IDs on can1). */
export const exampleSecondBus = {name: 'Comfort can1', protocol: '51', bitrate: 500000, mode: 'Listen only'} as const;
