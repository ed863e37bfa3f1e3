/**
 * The Veltro Core event catalogue: every event tag a device can fire, when, with which data fields, and which
 * service or command fires it. Built from the fact source (autopi-core `_engines/`, `_modules/`, `_utils/`) and
 * the original event reference. tests/unit/event-tags.test.ts fails on any tag a page writes that is not here;
 * the Cloud events reference renders from it.
 *
 * A segment in angle brackets is variable: `system/usb/<vendor>/<product>/connected`.
 */

export type EventGroup =
  | 'certificate'
  | 'device'
  | 'disk housekeeper'
  | 'docker'
  | 'ELM327 proxy'
  | 'hotspot'
  | 'kernel'
  | 'minion'
  | 'MQTT broker'
  | 'network'
  | 'OBD'
  | 'power'
  | 'release'
  | 'RFID'
  | 'service'
  | 'sleep timer'
  | 'SMS'
  | 'STN'
  | 'temperature'
  | 'time'
  | 'USB device'
  | 'battery'
  | 'battery nominal voltage'
  | 'CAN logging'
  | 'communication'
  | 'engine'
  | 'geofence'
  | 'key fob'
  | 'motion'
  | 'motor'
  | 'position';

export interface CoreEvent {
  readonly tag: string;
  readonly group: EventGroup;
  /** When it fires, in one sentence. */
  readonly when: string;
  /** Keys of the event's `data`. */
  readonly fields: readonly string[];
  /** The service (or command module) that fires it. */
  readonly firedBy: string;
  /** The Core page that documents the source, linked from the events reference. */
  readonly page: string;
}

type Variant = readonly [
  suffix: string,
  when: string,
  fields?: readonly string[],
  source?: {readonly firedBy: string; readonly page: string},
];

/** Events that share a prefix, group and source, e.g. the three engine states; a variant may name its own source. */
function family(
  prefix: string,
  group: EventGroup,
  firedBy: string,
  page: string,
  variants: readonly Variant[],
): CoreEvent[] {
  return variants.map(([suffix, when, fields = [], source]) => ({
    tag: `${prefix}/${suffix}`,
    group,
    when,
    fields,
    firedBy,
    page,
    ...source,
  }));
}

const modemManager = {firedBy: 'modem_manager', page: '/core/services/core-services-modem-manager/'};
const accManager = {firedBy: 'acc_manager', page: '/core/services/core-services-acc-manager/'};

export const coreEvents: readonly CoreEvent[] = [
  ...family(
    'system/certificate',
    'certificate',
    'certificate command module (expire_trigger)',
    '/core/commands/core-commands-certificate/',
    [
      ['valid', 'The client certificate checked does not expire within the days checked.', ['path', 'within_days']],
      ['expiring', 'The client certificate expires within the days checked.', ['path', 'within_days']],
      [
        'invalid',
        'The client certificate could not be read (`issue`), or its expiry could not be told (`path`, `within_days`).',
        ['issue', 'path', 'within_days'],
      ],
      ['missing', 'No client certificate was found.'],
      ['signed', 'A new client certificate was signed and installed.', ['path', 'address', 'ca_fingerprint', 'ca_url']],
    ],
  ),
  ...family('system/device', 'device', 'ec2x_manager', '/core/services/core-services-ec2x-manager/', [
    ['ec2x/powered_off', 'The EC2x modem was powered off; it powers on again right after.', ['reason']],
    ['ec2x/gnss/assist_data_updated', 'The EC2x modem updated its GNSS assistance data.'],
    ['le910cx/error', 'The LE910Cx modem connection reported an error.', ['message', 'path'], modemManager],
    ['le910cx/reset', 'The modem manager reset the LE910Cx modem.', ['reason'], modemManager],
    ['lsm6dsl/error', 'The LSM6DSL accelerometer connection reported an error.', ['message'], accManager],
    ['mma8x5x/error', 'The MMA8x5x accelerometer connection reported an error.', ['message'], accManager],
  ]),
  ...family(
    'system/disk_housekeeper',
    'disk housekeeper',
    'disk_housekeeper (disk_clean_handler)',
    '/core/commands/core-commands-disk-housekeeper/',
    [
      ['ordinary_purge', 'Files were deleted because disk usage passed its limit.', ['files']],
      ['critical_purge', 'Files were deleted because disk usage passed the critical limit.', ['files']],
    ],
  ),
  ...family('system/docker', 'docker', 'docker_monitor', '/core/services/core-services-docker-monitor/', [
    [
      '<type>/<name>/<action>',
      'Docker reported an action on a container or image (start, stop, die, pull …); the data also carries the labels Docker reports for it.',
      ['id', 'name'],
    ],
  ]),
  ...family('system/elm327_proxy', 'ELM327 proxy', 'obd_manager', '/core/services/core-services-obd-manager/', [
    ['connected', 'A client connected to the ELM327 proxy.', ['client']],
    ['disconnected', 'The client of the ELM327 proxy disconnected.', ['client']],
  ]),
  ...family(
    'system/hotspot/client/<mac>',
    'hotspot',
    'hostapd command module (client trigger)',
    '/core/commands/core-commands-hostapd/',
    [
      ['connected', 'A client joined the device hotspot.'],
      ['disconnected', 'A client left the device hotspot.'],
      ['not_connected', 'An expected client is not on the hotspot.'],
    ],
  ),
  ...family(
    'system/kernel',
    'kernel',
    'hooklib (kernel_error_event_trigger)',
    '/core/commands/core-commands-hooklib/',
    [
      [
        'error',
        'The kernel log shows an error that is not on the ignore list; the data is that log entry.',
        ['facility', 'level', 'message', 'timestamp'],
      ],
    ],
  ),
  ...family('system/minion', 'minion', 'Veltro Core', '/core/commands/core-commands-minionutil/', [
    ['ready', 'Veltro Core has started and is ready.'],
    ['online', 'Veltro Core is connected to Veltro Cloud.'],
    ['offline', 'Veltro Core lost its connection to Veltro Cloud.'],
    ['restarting', 'Veltro Core is restarting.', ['reason']],
  ]),
  ...family('system/mosquitto', 'MQTT broker', 'mosquitto command module', '/core/commands/core-commands-mosquitto/', [
    ['error', 'The local MQTT broker reported an error.', ['message']],
  ]),
  ...family('system/network/<interface>', 'network', 'Veltro Core', '/core/services/', [
    ['online', 'The network interface came online (e.g. wwan0).'],
    ['offline', 'The network interface went offline.', ['reason']],
  ]),
  ...family('system/obd', 'OBD', 'obd_manager (SocketCAN connection)', '/core/services/core-services-obd-manager/', [
    ['not_connected', 'The OBD connection is not open.'],
    ['interface_connected', 'The CAN interface for OBD is open.'],
    ['bus_connected', 'Connected to the vehicle bus with a protocol.', ['protocol', 'autodetected']],
    ['bus_disconnected', 'The connection to the vehicle bus was lost.'],
  ]),
  ...family(
    'system/power',
    'power',
    'spm_manager and the power command module',
    '/core/services/core-services-spm-manager/',
    [
      ['_booting', 'Private debugging event: the SPM state while Veltro Core starts.', ['awaken', 'trigger']],
      ['on', 'The SPM confirms the device is ON.', ['awaken', 'trigger']],
      ['last_off', 'At start-up: when the device was last powered off.', ['timestamp']],
      ['recover', 'At start-up: the device recovered from an error state the SPM handled.', ['trigger']],
      ['sleep', 'The device is going to sleep.', ['delay', 'interval', 'reason', 'uptime']],
      ['hibernate', 'The device is going into hibernation.', ['delay', 'interval', 'reason', 'uptime']],
      ['reboot', 'The device is rebooting.', ['reason', 'uptime']],
      ['3v3/restarted', 'The 3.3 V supply was restarted.', ['reason']],
      ['config_failed', 'SPM settings could not be loaded and were reset to defaults.', ['params']],
    ],
  ),
  ...family('system/release', 'release', 'Veltro Core update', '/core/commands/core-commands-minionutil/', [
    ['pending', 'The latest release is being installed.', ['id', 'attempts', 'limit']],
    ['forcing', 'The latest release is being force-installed.', ['id', 'attempts', 'limit']],
    ['retrying', 'Installing the latest release is being retried.', ['id', 'attempts', 'limit']],
    ['failed', 'Installing the latest release failed.', ['id', 'attempts', 'limit']],
    ['updated', 'The latest release was installed.', ['id', 'attempts', 'limit']],
    ['suspended', 'Release updates are suspended.', ['id', 'attempts', 'limit']],
  ]),
  ...family('system/rfid/<token>', 'RFID', 'rfid_manager', '/core/services/core-services-rfid-manager/', [
    ['read', 'The reader read a token.'],
    ['rejected', 'A token that was read was rejected.'],
    ['authenticated', 'A token that was read was accepted.', ['valid_from', 'valid_for']],
  ]),
  ...family('system/service/<service>', 'service', 'Veltro Core', '/core/services/', [
    ['failed', 'A service stopped with an error.', ['reason']],
  ]),
  ...family(
    'system/sleep_timer/<name>',
    'sleep timer',
    'power command module (sleep_timer)',
    '/core/commands/core-commands-power/',
    [
      ['added', 'A sleep timer was added.', ['reason']],
      ['cleared', 'A sleep timer was cleared.', ['reason']],
      ['postponed', 'A sleep timer was moved later to fit its schedule.'],
      ['reduced', 'A sleep timer was shortened to fit its schedule.'],
    ],
  ),
  ...family('system/sms', 'SMS', 'ec2x_manager and modem_manager', '/core/services/core-services-ec2x-manager/', [
    ['received', 'The modem received an SMS.', ['sender', 'timestamp', 'text']],
  ]),
  ...family('system/stn', 'STN', 'obd_manager (STN connection)', '/core/services/core-services-obd-manager/', [
    ['not_connected', 'Not connected to the STN chip.'],
    ['interface_connected', 'Connected to the STN chip.'],
    ['bus_connected', 'Connected to the vehicle bus with a protocol.', ['protocol', 'autodetected']],
    ['bus_disconnected', 'The connection to the vehicle bus was lost.'],
  ]),
  ...family(
    'system/temperature',
    'temperature',
    'hooklib (temperature_event_trigger)',
    '/core/commands/core-commands-hooklib/',
    [
      ['freezing', 'The temperature reading fell below 0 °C.'],
      ['cold', 'The temperature reading is 0–25 °C.'],
      ['warm', 'The temperature reading is 25–65 °C.'],
      ['hot', 'The temperature reading is 65–90 °C.'],
      ['overheating', 'The temperature reading is above 90 °C.'],
      ['unknown', 'The temperature reading returned an error, given as `reason`.', ['reason']],
    ],
  ),
  ...family('system/time', 'time', 'clock and time synchronisation', '/core/commands/core-cmd-time/', [
    ['synced', 'The system clock was synchronised.', ['new', 'old', 'source']],
    ['uncertain', 'The system clock is not synchronised.'],
  ]),
  ...family(
    'system/usb/<vendor>/<product>',
    'USB device',
    'usbutil (devices_changed_trigger)',
    '/core/commands/core-commands-usbutil/',
    [
      ['connected', 'An expected USB device appeared.', ['bus', 'device', 'name']],
      ['disconnected', 'A USB device went away.', ['bus', 'device', 'name']],
      ['not_connected', 'An expected USB device is missing.'],
    ],
  ),
  ...family(
    'vehicle/battery',
    'battery',
    'obd_manager (battery_event_trigger)',
    '/core/services/core-services-obd-manager/',
    [
      ['unknown', 'The battery state cannot be told.', ['reason']],
      ['charging', 'The battery started charging.'],
      ['discharging', 'The battery is discharging.', ['level']],
      ['overcharging', 'The battery voltage is above normal charging.'],
      ['charging_slow', 'The battery charges slowly.'],
      ['critical_level', 'The battery voltage is critically low.', ['level']],
    ],
  ),
  ...family(
    'vehicle/battery/nominal_voltage',
    'battery nominal voltage',
    'obd_manager',
    '/core/services/core-services-obd-manager/',
    [
      ['unknown', 'The nominal battery voltage is unknown.', ['reason']],
      ['autodetected', 'The nominal battery voltage was detected.', ['value']],
      ['predefined', 'The nominal battery voltage is set to a fixed value.', ['value']],
    ],
  ),
  ...family(
    'vehicle/bus/<bus>/logger/<logger>',
    'CAN logging',
    'can_manager and file_sync',
    '/core/services/core-services-can-manager/',
    [
      ['writing', 'The logger starts writing raw CAN frames to a file.', ['file']],
      ['rollover', 'The logger rolls its output file over.', ['source_file', 'destination_file']],
      ['decoder/<decoder>/reading', 'The decoder starts reading a raw CAN file.', ['file']],
      ['decoder/<decoder>/writing', 'The decoder starts writing decoded data.', ['file']],
      ['decoder/<decoder>/rollover', 'The decoder rolls its output file over.', ['source_file', 'destination_file']],
      ['s3_sync/started', 'An S3 sync job started.'],
      ['s3_sync/completed', 'An S3 sync job finished without errors.', ['uploaded_files']],
      ['s3_sync/timeout', 'An S3 sync job timed out.'],
      ['s3_sync/failed', 'An S3 sync job finished with errors.', ['errors', 'uploaded_files']],
    ],
  ),
  ...family(
    'vehicle/communication',
    'communication',
    'obd_manager (communication_event_trigger)',
    '/core/services/core-services-obd-manager/',
    [
      ['inactive', 'No communication with the vehicle, usually at start-up.', ['reason']],
      ['established', 'Communication with the vehicle started.'],
      ['disconnected', 'Communication with the vehicle stopped.', ['reason']],
    ],
  ),
  ...family(
    'vehicle/engine',
    'engine',
    'obd_manager (rpm_engine_event_trigger)',
    '/core/services/core-services-obd-manager/',
    [
      ['not_running', 'The engine is not running, usually at start-up.', ['reason']],
      ['running', 'The engine started.'],
      ['stopped', 'The engine stopped after running.', ['reason']],
    ],
  ),
  ...family(
    'vehicle/geofence/<slug>',
    'geofence',
    'tracking_manager (geofence_event_trigger)',
    '/core/services/core-services-tracking-manager/',
    [
      ['enter', 'The vehicle entered the geofence.', ['fence_id']],
      ['exit', 'The vehicle left the geofence.', ['fence_id']],
      ['inside', 'At start-up: the vehicle is inside the geofence.', ['fence_id']],
      ['outside', 'At start-up: the vehicle is outside the geofence.', ['fence_id']],
    ],
  ),
  ...family('vehicle/key_fob', 'key fob', 'key_fob_manager', '/core/services/core-services-key-fob-manager/', [
    ['action/<action>', 'A key fob action ran (lock, unlock …).'],
    ['power/on', 'The key fob was powered on.'],
    ['power/off', 'The key fob was powered off.'],
  ]),
  ...family('vehicle/motion', 'motion', 'acc_manager', '/core/services/core-services-acc-manager/', [
    ['steady', 'The accelerometer reads no motion.'],
    ['shaking', 'The accelerometer reads light motion.'],
    ['jolting', 'The accelerometer reads strong motion.'],
  ]),
  ...family(
    'vehicle/motor',
    'motor',
    'obd_manager (rpm_motor_event_trigger)',
    '/core/services/core-services-obd-manager/',
    [
      ['not_running', 'The motor is not running, usually at start-up.', ['reason']],
      ['running', 'The motor started.'],
      ['stopped', 'The motor stopped after running.', ['reason']],
    ],
  ),
  ...family(
    'vehicle/position',
    'position',
    'tracking_manager and gnss_manager',
    '/core/services/core-services-tracking-manager/',
    [
      ['moving', 'The vehicle started moving.'],
      ['standstill', 'The vehicle stopped moving.'],
      ['unknown', 'The position state cannot be told (no fix).', ['reason']],
    ],
  ),
];

const segmentsOf = (tag: string) => tag.split('/');
const isVariable = (segment: string) => /^<[^>]+>$/.test(segment);
const isWildcard = (segment: string) => segment === '*' || segment === '…' || segment === '...';

/**
 * Whether a tag as a page writes it names catalogue events: each segment must equal the catalogue's or be variable
 * on either side. A final `*` (or `…`) stands for any ending, and so does nothing: `vehicle/engine` names the group.
 */
export function matchesEvent(pageTag: string, event: CoreEvent): boolean {
  const page = segmentsOf(pageTag);
  const known = segmentsOf(event.tag);
  const fixed = isWildcard(page.at(-1) ?? '') ? page.slice(0, -1) : page;
  if (known.length < fixed.length) return false;
  return fixed.every((segment, index) => segment === known[index] || isVariable(segment) || isVariable(known[index]!));
}

export const eventsMatching = (pageTag: string): CoreEvent[] =>
  coreEvents.filter((event) => matchesEvent(pageTag, event));

/**
 * Data fields the catalogue takes from the original event reference although no event-firing call of the fact
 * source sends them (tests/unit/event-fields.test.ts accepts only these); by tag.
 */
export const fieldsFromReference: Readonly<Record<string, readonly string[]>> = {};
