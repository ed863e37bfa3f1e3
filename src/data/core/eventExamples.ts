/**
 * Example values for the event reference: what a variable tag segment and each data field look like on a real
 * device, so every event can show the payload Veltro Cloud receives. The cloud returners send an event's `data`
 * with three keys added: `@tag` (the tag), `@ts` (when it fired, UTC) and `@t` (`event.` and the tag without its
 * last segment), as `_returners/cloud_jsonl_returner.py` of the fact source does. Values agree with the Core pages.
 */
import type {CoreEvent, EventGroup} from './events';

/** A variable segment's example, by group where the same name means different things (`<name>`). */
const segmentExamples: Readonly<Record<string, string>> = {
  '<interface>': 'wwan0',
  '<mac>': '3c-22-fb-7a-10-e4',
  '<vendor>': '2c7c',
  '<product>': '0125',
  '<token>': '0A00F3C21B',
  '<service>': 'obd_manager',
  '<slug>': 'north-depot',
  '<bus>': 'can0',
  '<logger>': 'powertrain',
  '<decoder>': 'powertrain_dbc',
  '<type>': 'container',
  '<action>': 'lock',
};

const segmentsByGroup: Partial<Record<EventGroup, Readonly<Record<string, string>>>> = {
  docker: {'<name>': 'fleet-dashcam', '<action>': 'start'},
  'sleep timer': {'<name>': 'engine_stopped'},
};

const fieldExamples: Readonly<Record<string, unknown>> = {
  path: '/etc/veltro/client.crt',
  within_days: 30,
  issue: 'Unable to load certificate',
  address: 'https://ca.veltro.example',
  ca_fingerprint: '4f1c0e6a9b2d7c35e8a1f0b6d4c29e73',
  ca_url: 'https://ca.veltro.example',
  reason: 'unknown',
  message: 'Timeout waiting for response',
  files: ['/opt/veltro/obd/can/logs/can0_20260312.log'],
  id: '2026.3.1',
  attempts: 1,
  limit: 5,
  facility: 'kern',
  protocol: '6',
  autodetected: true,
  awaken: 'sleeping',
  trigger: 'timer',
  timestamp: '2026-03-14T06:58:41',
  delay: 60,
  interval: 7200,
  uptime: 1843,
  params: ['hibernate_level'],
  valid_from: '2026-03-01T00:00:00',
  valid_for: 2592000,
  sender: '+4512345678',
  text: 'status',
  // ec2x_manager.py:272,298 writes the modem's time as yy-mm-dd; :302 the old system time with a four-digit year
  new: '26-03-14 07:13:02',
  old: '2016-11-03 17:16:42',
  source: 'network',
  level: 90,
  value: 12,
  file: '/opt/veltro/obd/can/logs/can0_powertrain.log',
  source_file: '/opt/veltro/obd/can/logs/can0_powertrain.log',
  destination_file: '/opt/veltro/obd/can/logs/can0_powertrain_20260314T0913.log',
  uploaded_files: 3,
  errors: 1,
  client: '192.168.4.12:51544',
  fence_id: 3306,
  bus: '001',
  device: '004',
  name: 'Quectel Wireless Solutions Co., Ltd. EC25 LTE modem',
};

/**
 * Data values that only make sense for one tag. A `reason` is the text the source passes or the error it caught;
 * `unknown` is the fact source's default (`power.sleep`, `power.reboot`, `minionutil.restart` …).
 */
const fieldsByTag: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'system/device/le910cx/reset': {reason: 'unspecified'},
  // the safety cut-out, as Core reports it at the next boot (spm_manager.py:96-101)
  'system/power/recover': {trigger: 'volt_level'},
  // one dmesg entry as log.kernel parses it (_modules/log.py:154-163), sent as the data (hooklib.py:295)
  'system/kernel/error': {
    facility: 'kern',
    level: 'err',
    message: 'mmc0: Timeout waiting for hardware interrupt.',
    timestamp: '2026-03-14T06:58:41,118020+00:00',
  },
  // Docker's own object ID and the container name (docker_monitor.py:41-43)
  'system/docker/<type>/<name>/<action>': {
    id: 'f3a91c07d2e84b6a9c15e0d27b48a6f1c93e5d7028b4f6a1e9c3d5b7a2f4e6c8',
    name: 'fleet-dashcam',
  },
  'system/minion/restarting': {reason: 'Master host changed'},
  'vehicle/battery/discharging': {level: 70},
  'vehicle/battery/critical_level': {level: 10},
  'vehicle/communication/inactive': {reason: 'No OBD-II response'},
  'vehicle/communication/disconnected': {reason: 'No OBD-II response'},
  'vehicle/engine/not_running': {reason: 'No OBD-II response'},
  'vehicle/engine/stopped': {reason: 'No OBD-II response'},
  'vehicle/motor/not_running': {reason: 'No OBD-II response'},
  'vehicle/motor/stopped': {reason: 'No OBD-II response'},
  'vehicle/position/unknown': {reason: 'no_fix'},
  'system/temperature/unknown': {reason: 'Timeout waiting for response'},
};

/**
 * Events whose example sends no data although the catalogue lists fields the code sends in other cases: a sleep
 * timer named after its reason (`engine_stopped`, the example name) is added with `{}`, because the fact source
 * sends `reason` only when the timer's name does not end with it (autopi-core `_modules/power.py:348-353`).
 */
const emptyDataByTag: ReadonlySet<string> = new Set(['system/sleep_timer/<name>/added']);

/** The tag with every variable segment replaced by its example. */
export function exampleTag(event: CoreEvent): string {
  const byGroup = segmentsByGroup[event.group] ?? {};
  return event.tag
    .split('/')
    .map((segment) => byGroup[segment] ?? segmentExamples[segment] ?? segment)
    .join('/');
}

/** The record Veltro Cloud stores for the event, as the cloud returners write it. */
export function examplePayload(event: CoreEvent, stamp = '2026-03-14T09:21:05.118020'): Record<string, unknown> {
  const tag = exampleTag(event);
  return {...exampleData(event), '@tag': tag, '@ts': stamp, '@t': `event.${tag.split('/').slice(0, -1).join('.')}`};
}

/** The event's `data`, with an example value for each field. */
export function exampleData(event: CoreEvent): Record<string, unknown> {
  if (emptyDataByTag.has(event.tag)) return {};
  return Object.fromEntries(
    event.fields.map((field) => [field, fieldsByTag[event.tag]?.[field] ?? fieldExamples[field] ?? null]),
  );
}

export const fieldsWithoutExample = (events: readonly CoreEvent[]): string[] =>
  [...new Set(events.flatMap((event) => event.fields))].filter((field) => !(field in fieldExamples));
