/**
 * Facts of the developer guides on MQTT, DoIP, Bluetooth (bluepy and legacy STN devices), RFID and cameras
 * (`docs/developer_guides/…`). The canon (`../shared/ia/facts.md`), `../core/facts.ts`, the Cloud facts and the
 * finished Core, Cloud and hardware pages come first; where none of them gives a value a guide needs, it was chosen
 * once here, and the guides use it.
 */

/** The example broker of the MQTT guide: the host name the finished MQTT settings and returner pages already use. */
export const mqttExampleBroker = {
  host: 'mqtt.fleet-ops.example',
  plainPort: 1883,
  tlsPort: 8883,
  /** One broker user per vehicle; `truck12` is the user name of the returner page's example. */
  username: 'truck12',
  /** An obvious sample password, as on the returner page. */
  password: 'change-me',
  /** Where the guide puts the broker's settings on a Debian server: a file of its own in Debian's include folder. */
  configFile: '/etc/mosquitto/conf.d/veltro.conf',
  /** The password file the guide creates with `mosquitto_passwd`. */
  passwordFile: '/etc/mosquitto/passwd',
  /** Topic of the broker's own test message, before any device is involved. */
  testTopic: 'veltro/test/hello',
} as const;

/** The server the MQTT guide sets the broker up on: Debian 12 with its own `mosquitto` package (Mosquitto 2.0). */
export const mqttServerOs = {name: 'Debian 12', mosquittoVersion: '2.0'} as const;

/** The returner's topic for a `power.status` result, as the returner page's topic table gives it. */
export const mqttPowerStatusTopic = 'power/status';

/**
 * The legacy devices with an STN OBD chip, to which the legacy Bluetooth guide applies: the Dongle Gen 2 (STN11xx)
 * and the Dongle Gen3 (STN2120), per `../hardware/dongle.ts` and `dongleGen3.ts`. The TMU SocketCAN and the legacy
 * TMU CAN-FD have no STN chip.
 */
export const stnLegacyDevices = ['legacy_devices/veltro_dongle', 'legacy_devices/veltro_dongle_gen3'] as const;

/**
 * The Bluetooth › Mode setting is offered for those legacy devices too, on the same Advanced Settings page as for the
 * TMU CM4 (the catalogue marks only cm4 and pro, which have their own page rows). `miniuart` is the value for them.
 */
export const legacyBluetoothMode = 'miniuart';

/**
 * What `miniuart` writes to the boot configuration when the device applies it (from the fact source's boot state):
 * the overlay that moves Bluetooth to the mini UART, and a fixed core clock that the mini UART needs.
 */
export const miniuartBootLines = ['dtoverlay=pi3-miniuart-bt', 'core_freq=250'] as const;

/** Where the on/off switch of a Core service sits in Veltro Cloud: the **Enabled** switch on the service's **Settings** tab. */
export const serviceEnabledSwitch = {tab: 'Settings', field: 'Enabled'} as const;

/** bluepy release the guide installs (the last one published), and where the guide puts the virtual environment. */
export const bluepy = {version: '1.3.0', venv: '/opt/ble-scan/venv', script: '/opt/ble-scan/scan.py'} as const;

/**
 * RFID readers the RFID guide is written for: USB readers that act as a keyboard (HID) and type a 10-character tag ID,
 * such as 125 kHz EM4100 card readers. The 10-character ID is the RFID manager's rule.
 */
export const rfidReader = {
  kind: 'USB keyboard-emulation (HID) reader',
  example: '125 kHz EM4100 card and key-fob reader',
  /** The input device path the RFID manager page gives as its example. */
  inputDeviceExample: '/dev/input/by-id/usb-RFID_Reader-event-kbd',
  /**
   * Where the reader's input device is set: the service setting `rfid_device`, entered as JSON on the **Settings** tab
   * of `rfid_manager` under **Device Management › Services** (the RFID page of Advanced Settings holds only Enabled and
   * Authorized Tokens).
   */
  deviceSetting: {service: 'rfid_manager', tab: 'Settings', key: 'rfid_device'},
} as const;

/** The example token of the RFID guide: valid from 1 March 2026 for 365 days (31536000 s), tag ID `0004417389`. */
export const rfidExampleToken = '2026-03-01T00:00:00,31536000,0004417389';

/** Camera guide: what the TMU CM4 offers a camera. It has no CSI camera connector; cameras connect by USB. */
export const cameraPorts = {
  usbPorts: 2,
  /** Current each USB 2.0 port supplies at 5 V (the USB 2.0 limit). */
  usbPortMaxMa: 500,
  csi: false,
} as const;

/** A typical UVC webcam's draw at 5 V, and what that adds at the 12 V OBD supply after conversion losses. */
export const usbCameraDraw = {at5VMa: {min: 150, max: 250}, at12VMa: {min: 70, max: 120}} as const;

/** The USB ports are unpowered while the device is SLEEPING or HIBERNATING, because the main computer is off. */
export const usbPowerWhileAsleep = false;

/** Names and paths of the camera guide's example container. `fleet-dashcam` is the Docker pages' example name. */
export const dashcam = {
  container: 'fleet-dashcam',
  hostFolder: '/var/lib/fleet-dashcam',
  buildFolder: '/opt/fleet-dashcam',
  intervalSeconds: 60,
  /** Your own upload endpoint in the example; any HTTPS endpoint that accepts a PUT of a file works. */
  uploadUrl: 'https://uploads.fleet-ops.example/dashcam/',
  /** The example camera's USB ID (a generic UVC webcam) in the guide's `usbutil.devices` output. */
  usbId: '046d:0825',
} as const;
