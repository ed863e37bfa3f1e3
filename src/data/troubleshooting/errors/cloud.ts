/**
 * Messages of the error reference shown by: cloud. Written in issue 21.
 *
 * The states and answers Veltro Cloud shows a reader: a device offline, job states, software update states, the API's
 * status codes and export states. Each text is the one our own pages already state (named in `factSource`).
 */
import type {ErrorMessage, TroubleshootingDevice} from '../types';

const all: readonly TroubleshootingDevice[] = ['cm4', 'pro', 'mini', 'legacy'];
const withCore: readonly TroubleshootingDevice[] = ['cm4', 'pro', 'legacy'];

const see = {
  jobs: {label: 'Jobs: states on each device', to: '/cloud/device_management/cloud-jobs/'},
  events: {label: 'Device Management › Events', to: '/cloud/device_management/events/'},
  wakeup: {label: 'Remote wake-up', to: '/cloud/device_management/triggers/fleet-wakeup/'},
  updates: {
    label: 'Software updates: troubleshooting',
    to: '/cloud/device_management/software-updates/#troubleshooting',
  },
  updateCommands: {
    label: 'Commands for updates',
    to: '/cloud/device_management/software-updates/#commands-for-updates',
  },
  apiErrors: {label: 'API errors', to: '/getting_started/api/#errors'},
  apiToken: {label: 'Create an API token', to: '/getting_started/api/#create-an-api-token'},
  rateLimits: {label: 'Stay within the rate limits', to: '/getting_started/api/#rate-limits'},
  sleepTimers: {label: 'Sleep timers', to: '/core/power_management/core-power-sleep-timers/'},
  wontWake: {label: "Troubleshooting: the device won't wake", to: '/troubleshooting/device-wont-wake/'},
  noData: {label: 'Troubleshooting: no data in the Cloud', to: '/troubleshooting/no-data-in-cloud/'},
  exports: {
    label: 'Automatic exports: troubleshooting',
    to: '/cloud/fleet_management/vehicles/trips/automatic-exports/#troubleshooting-an-export-that-does-not-arrive',
  },
  apiExport: {label: 'Export a file from the API', to: '/getting_started/api/export-data-from-api/#export'},
} as const;

export const cloudMessages: readonly ErrorMessage[] = [
  // --- Device state ------------------------------------------------------------------------------------------------
  {
    id: 'device-offline',
    text: 'Offline',
    name: 'grey marker, last communication',
    source: 'cloud',
    devices: all,
    seenIn:
      'The grey marker on the **Fleet Overview** map, the status column of the **Device List**, and the **Last communication** of the device',
    meaning:
      'The Cloud has not heard from the device for 15 minutes: it sleeps, hibernates, or has no connection. Commands, terminal and jobs wait until it is back.',
    causes: [
      'The device sleeps after a parked sleep timer, as designed; it wakes by default within 2 hours.',
      'It hibernated: by command, or because the battery fell below the safety cut-out.',
      'It is awake but has no mobile data (no coverage, no SIM, antenna).',
    ],
    check: {
      place: 'cloud',
      action: 'Under **Device Management › Events**, read the last events the device sent before it went quiet.',
      expected:
        '`system/power/sleep` with an `interval`: it sleeps and comes back on its own. `system/power/hibernate` or nothing at all: see the fixes. A Mini runs no Veltro Core and sends no `system/power/*` events; go by its **Last communication**.',
    },
    fix: [
      'Asleep: wait for the timed wake-up, start the engine, or use **Wake up** on the Fleet Overview for devices with the Veltro global SIM. Wake-up by SMS does not work on units with a Telit LE910C4 modem, nor on the Mini.',
      'Hibernated: start the engine, or charge the battery if the cut-out triggered.',
      'No power events before the silence: follow the path for a device that does not wake, then the one for no 4G.',
    ],
    see: [
      {label: 'Fleet Overview: the map', to: '/cloud/fleet_management/fleet-overview/#the-map'},
      see.wakeup,
      see.wontWake,
      see.noData,
    ],
    factSource:
      'Our pages: /cloud/fleet_management/fleet-overview/ (grey = offline, 15 minutes, Wake up), /cloud/device_management/cloud-jobs/ (wake-up within 2 hours), /cloud/device_management/triggers/fleet-wakeup/ (not Telit, not the Mini); canon: the Mini runs no Core',
  },
  {
    id: 'logger-pending-mark',
    text: 'Pending',
    name: 'settings not yet on the device',
    source: 'cloud',
    devices: withCore,
    seenIn: 'A **Pending** mark on the device after a change to its loggers or settings',
    meaning: 'The change is saved in the Cloud, but the device has not synced it yet, usually because it was asleep.',
    causes: ['The device is asleep or offline.'],
    check: {
      place: 'cloud',
      action: "Look at the device's **Last communication**.",
      expected: 'A time within the last minutes means it is online and the mark clears on the next sync.',
    },
    fix: ['Wait for the next wake-up, by default within 2 hours, or start the engine.'],
    see: [
      {
        label: 'Dashboard widgets: troubleshooting',
        to: '/cloud/device_management/dashboard/adding-a-new-widget-from-scratch/',
      },
      see.noData,
    ],
    factSource: 'Our page /cloud/device_management/dashboard/adding-a-new-widget-from-scratch/ (Pending mark, 2 hours)',
  },
  // --- Jobs --------------------------------------------------------------------------------------------------------
  {
    id: 'job-pending',
    text: 'Pending',
    name: 'job state',
    source: 'cloud',
    devices: withCore,
    seenIn: 'The state of a job for one device under **Device Management › Jobs**',
    meaning:
      'The device has not been online since the job was created, or a retry waits for it. The job runs as soon as the device connects.',
    causes: [
      'The device sleeps; it picks the job up at its next wake-up, by default within 2 hours.',
      'It stays Pending for days: the device does not sleep and wake as it should, or is without power.',
    ],
    check: {
      place: 'cloud',
      action: "Under **Device Management › Events**, look for the device's latest `system/power/*` events.",
      expected: 'Regular `system/power/sleep` events followed by wake-ups: the job runs at the next one.',
    },
    fix: [
      'Wait for the next wake-up, or start the engine.',
      'Bring the device online now with a remote wake-up; it works only on units with a Quectel modem, not on a Telit LE910C4.',
    ],
    see: [see.jobs, see.wakeup, see.events],
    factSource:
      'Our pages /cloud/device_management/cloud-jobs/ (states table, Pending for days), /cloud/device_management/triggers/fleet-wakeup/ (Quectel only)',
  },
  {
    id: 'job-failed',
    text: 'Failed',
    name: 'job state',
    source: 'cloud',
    devices: withCore,
    seenIn: 'The state of a job for one device under **Device Management › Jobs**',
    meaning:
      'The command returned an error, or no result came back within 300 seconds. With attempts left, the job returns to Pending and runs again.',
    causes: [
      'The device went to sleep while the command ran.',
      'The command itself failed: a wrong function or argument, or the vehicle did not answer (for an OBD command).',
    ],
    check: {
      place: 'cloud',
      action: "Open the result from the job's row.",
      expected: 'The error text of the command, which you can look up in this reference.',
    },
    fix: [
      'Correct the function or arguments, and create the job again.',
      'For commands that need the vehicle, run them while the ignition is on.',
      'If the device went to sleep during the run, let the remaining attempts run, or clear its sleep timers before a long command.',
    ],
    see: [see.jobs, see.sleepTimers],
    factSource: 'Our page /cloud/device_management/cloud-jobs/ (Failed: error or no result within 300 s; 3 attempts)',
  },
  {
    id: 'job-expired',
    text: 'Expired',
    name: 'job state',
    source: 'cloud',
    devices: withCore,
    seenIn: 'The state of a job for one device under **Device Management › Jobs**',
    meaning:
      'The device was not online at any time within **Expires after** (7 days by default), so the job never ran on it.',
    causes: ['The device was without power, hibernated or without mobile data the whole time.'],
    check: {
      place: 'cloud',
      action: "Look at the device's **Last communication**.",
      expected: 'A date older than the job: the device has been silent since.',
    },
    fix: [
      'Bring the device back online first (start the engine, check power and SIM).',
      'Create the job again, with a longer **Expires after** for devices that are rarely on.',
    ],
    see: [see.jobs, see.wontWake],
    factSource: 'Our page /cloud/device_management/cloud-jobs/ (Expired; Expires after 7 days)',
  },
  // --- Software updates --------------------------------------------------------------------------------------------
  {
    id: 'update-failed',
    text: 'Update failed',
    source: 'cloud',
    devices: withCore,
    seenIn: 'The **Update state** card of the device on **Software Updates**; the event `system/release/failed`',
    meaning:
      'A step of the software update run failed. The device keeps its installed release and retries at its next start.',
    causes: ['A full disk.', 'The connection dropped during the run.'],
    check: {
      place: 'cloud',
      action: 'Open the device on **Software Updates** and read the failed step in the **Update runs** table.',
      expected: 'The step that failed and its error.',
    },
    fix: ['Fix the cause the step names; the next start retries the run.', 'Keep the device powered during a run.'],
    see: [see.updates],
    factSource: 'Our page /cloud/device_management/software-updates/ (states, troubleshooting)',
  },
  {
    id: 'updates-suspended',
    text: 'Updates suspended',
    source: 'cloud',
    devices: withCore,
    seenIn: 'The **Update state** card on **Software Updates**; the event `system/release/suspended`',
    meaning: 'Update runs failed 5 times in a row (the **Attempts Limit**), so the device stopped trying.',
    causes: ['The same cause failed every run: often a full disk or a poor connection.'],
    check: {
      place: 'cloud',
      action: 'Read the failed step of the last runs in **Update runs**.',
      expected: 'The same step failing each time.',
    },
    fix: [
      'Fix that cause.',
      'Reset the count and try again: `minionutil.update_release reset_attempts=true` in the Cloud terminal.',
    ],
    see: [see.updates, see.updateCommands],
    factSource: 'Our page /cloud/device_management/software-updates/ (5 runs, reset_attempts)',
  },
  {
    id: 'awaiting-update',
    text: 'Awaiting update',
    source: 'cloud',
    devices: withCore,
    seenIn: 'The **Update state** card on **Software Updates**',
    meaning: 'A newer release is assigned to the device but not installed yet.',
    causes: [
      'The device is asleep or offline.',
      'It goes to sleep with `allow_auto_update=false`, so it skips the update before sleeping.',
    ],
    check: {
      place: 'cloud',
      action: 'Look at **Last communication** and the `system/power/sleep` events.',
      expected: 'A recent communication: the update runs at the next sleep or start.',
    },
    fix: ['Start the engine, then select **Queue update › Update now**.'],
    see: [see.updates],
    factSource: 'Our page /cloud/device_management/software-updates/ (Awaiting update)',
  },
  // --- API ---------------------------------------------------------------------------------------------------------
  {
    id: 'api-400-bad-request',
    text: '400 Bad Request',
    code: '400',
    source: 'cloud',
    devices: all,
    seenIn: 'The HTTP status of a Veltro Cloud API call; the body lists the wrong fields under `errors`',
    meaning: 'The body or a parameter does not match what the endpoint accepts.',
    causes: ['A misspelt field, a wrong type, or a value outside the accepted ones.'],
    check: {
      place: 'computer',
      action: 'Print the body of the answer.',
      expected: 'An `errors` object naming each field and what is wrong with it.',
    },
    fix: ['Correct each named field and send the request again.'],
    see: [see.apiErrors],
    factSource: 'Our page /getting_started/api/ (Errors table)',
  },
  {
    id: 'api-401-unauthorized',
    text: '401 Unauthorized',
    code: '401',
    source: 'cloud',
    devices: all,
    seenIn: 'The HTTP status of a Veltro Cloud API call',
    meaning: 'The Cloud did not accept the token.',
    causes: ['The `Authorization` header is missing or mistyped.', 'The token was revoked or has expired.'],
    check: {
      place: 'computer',
      action: 'Look at the header your program sends.',
      expected: 'Exactly `Authorization: APIToken <token>`.',
    },
    fix: ['Correct the header.', 'Create a new token if the old one was revoked or expired.'],
    see: [see.apiErrors, see.apiToken],
    factSource: 'Our page /getting_started/api/ (Errors table)',
  },
  {
    id: 'api-403-forbidden',
    text: '403 Forbidden',
    code: '403',
    source: 'cloud',
    devices: all,
    seenIn: 'The HTTP status of a Veltro Cloud API call',
    meaning: 'The token is valid, but its user may not see this device or do this action.',
    causes: ["The user's permission group does not include the device or the action."],
    check: {
      place: 'computer',
      action: 'List the devices with the same token.',
      expected: 'The device in the list; if it is missing, the user cannot reach it.',
    },
    fix: ['Ask an account administrator to add the permission group the action needs.'],
    see: [see.apiErrors],
    factSource: 'Our page /getting_started/api/ (Errors table)',
  },
  {
    id: 'api-404-not-found',
    text: '404 Not Found',
    code: '404',
    source: 'cloud',
    devices: all,
    seenIn: 'The HTTP status of a Veltro Cloud API call',
    meaning: 'The device ID or the path does not exist, or the token cannot see it.',
    causes: [
      'A wrong or old device ID.',
      'A path without its trailing slash: `/dongle/devices` instead of `/dongle/devices/`.',
    ],
    check: {
      place: 'computer',
      action: 'List the devices and compare the `id` with the one in your request.',
      expected: 'The same `id`, and a path that ends with `/`.',
    },
    fix: ['Copy the `id` from the device list.', 'End every path with a slash.'],
    see: [see.apiErrors, {label: 'List your devices', to: '/getting_started/api/#list-devices'}],
    factSource: 'Our page /getting_started/api/ (Errors table, trailing slash)',
  },
  {
    id: 'api-429-too-many-requests',
    text: '429 Too Many Requests',
    code: '429',
    source: 'cloud',
    devices: all,
    seenIn: 'The HTTP status of a Veltro Cloud API call, often with a `Retry-After` header',
    meaning: 'Your program sent too many requests in a short time.',
    causes: ['Polling positions or devices every few seconds.', 'Retries without a pause.'],
    check: {
      place: 'computer',
      action: 'Read the `Retry-After` header of the answer.',
      expected: 'The number of seconds to wait.',
    },
    fix: [
      'Wait as long as `Retry-After` says, then retry; back off 1, 2, 4 and 8 seconds without it.',
      'Read data in batches through the export endpoints, and cache the device list.',
    ],
    see: [see.rateLimits, see.apiExport],
    factSource: 'Our page /getting_started/api/ (Errors table, rate limits)',
  },
  {
    id: 'api-504-gateway-timeout',
    text: '504 Gateway Timeout',
    code: '504',
    source: 'cloud',
    devices: withCore,
    seenIn: 'The HTTP status of a command sent to a device through the Veltro Cloud API',
    meaning: 'The device did not answer the command in time, usually because it sleeps.',
    causes: ['The device is asleep or offline.', 'The command takes longer than the request may wait.'],
    check: {
      place: 'cloud',
      action: "Look at the device's **Last communication**.",
      expected: 'A time within the last minutes: the device is online and the command was only slow.',
    },
    fix: [
      'Retry after the engine starts or at the next wake-up, by default within 2 hours.',
      'For long commands, send a `callback_url` and receive the result on your own server.',
    ],
    see: [see.apiErrors, {label: 'Command webhook callbacks', to: '/getting_started/api/command-webhook-callbacks/'}],
    factSource: 'Our page /getting_started/api/ (Run a command; Errors table)',
  },
  // --- Exports -----------------------------------------------------------------------------------------------------
  {
    id: 'export-task-failure',
    text: 'FAILURE',
    name: 'export task state',
    source: 'cloud',
    devices: all,
    seenIn: 'The `state` of an export task read from `GET /tasks/{task_id}/`, with the reason in `error`',
    meaning: 'The export task could not finish and produced no file.',
    causes: ['The period or the data types asked for too much at once.'],
    check: {
      place: 'computer',
      action: 'Read the `error` of the task.',
      expected: 'The reason the task stopped.',
    },
    fix: ['Start the export again.', 'If it fails again, export a shorter period.'],
    see: [
      see.apiExport,
      {label: 'Export data: troubleshooting', to: '/getting_started/api/export-data-from-api/#troubleshooting'},
    ],
    factSource: 'Our page /getting_started/api/export-data-from-api/ (PENDING, STARTED, SUCCESS, FAILURE)',
  },
  {
    id: 'export-history-failed',
    text: 'Failed',
    name: 'trip export run',
    source: 'cloud',
    devices: all,
    seenIn: 'The **History** tab of a trip export, with the reason next to it',
    meaning: 'The run of the export did not deliver its file.',
    causes: ['A mistyped recipient address.'],
    check: {
      place: 'cloud',
      action: 'Read the reason in the **History** entry and the recipient list of the export.',
      expected: 'Every address spelt correctly.',
    },
    fix: ['Correct the address and wait for the next run, or run the export again.'],
    see: [
      see.exports,
      {
        label: 'Run an export again',
        to: '/cloud/fleet_management/vehicles/trips/automatic-exports/#run-an-export-again',
      },
    ],
    factSource: 'Our page /cloud/fleet_management/vehicles/trips/automatic-exports/ (History statuses)',
  },
  {
    id: 'export-history-no-trips',
    text: 'No trips',
    name: 'trip export run',
    source: 'cloud',
    devices: all,
    seenIn: 'The **History** tab of a trip export',
    meaning: 'The period of the run held no trips, so nothing was sent.',
    causes: ['The vehicles were not driven in that period.', 'Trips were not recorded.'],
    check: {
      place: 'cloud',
      action: 'Open the trip list for the same vehicles and period.',
      expected: 'No trips there either: the export is right.',
    },
    fix: ['If the vehicles were driven, follow the path for trips that are wrong or missing.'],
    see: [see.exports, {label: 'Troubleshooting: trips wrong', to: '/troubleshooting/trips-wrong/'}],
    factSource: 'Our page /cloud/fleet_management/vehicles/trips/automatic-exports/ (History statuses)',
  },
];
