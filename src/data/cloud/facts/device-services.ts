/**
 * Facts of the Device Management pages on services and custom code, Cloud triggers, remote wake-up and jobs
 * (`docs/cloud/device_management/services/`, `triggers/`, `cloud-jobs/`). The canon (`../shared/ia/facts.md`),
 * `../../core/facts.ts` and the fact source give most values; where none of them gives one (a menu label, a limit,
 * a default of the Cloud), it was chosen once here, and the pages use it. Keep the pages and this file in step.
 */
import {cloudStorage} from '../settings/cloudStorage';
import {settingsOf} from '../settings/types';

/** The two tabs of **Device Management › Services**: the device's services, and its custom code modules. */
export const servicesTabs = ['Services', 'Custom Code'] as const;

/** The tabs of one service's page, each editing one part of the service's configuration. */
export const serviceTabs = ['Workers', 'Reactors', 'Hooks', 'Settings'] as const;

/** Buttons of the Services tab and of the Custom Code tab. */
export const servicesButtons = {
  createService: 'Create service',
  createModule: 'Create module',
  createWorker: 'Create worker',
  createHook: 'Create hook',
  createReactor: 'Create reactor',
} as const;

/** Kinds of custom code module: what each holds, and the entry points Veltro Core calls. */
export const customCodeTypes = [
  {
    type: 'Execution',
    holds:
      'Functions that services use as hooks (handler, validator, converter, trigger, filter, enricher) and that the terminal can call',
    entryPoints: 'any public function',
  },
  {
    type: 'Returner',
    holds: 'A destination for results',
    entryPoints: '`returner_data(data, *args, **kwargs)` for worker results, `returner(ret)` for job results',
  },
  {
    type: 'Service',
    holds: 'A long-running service that Core starts in its own process',
    entryPoints: '`start(**settings)`',
  },
] as const;

/** A module name must be a valid Python module name and unique among modules of the same type. */
export const moduleNamePattern = /^[a-z][a-z0-9_]*$/;

/** The button that sends saved custom code and service changes to an online device at once. */
export const syncButton = 'Sync';

/** What the Cloud asks after a sync that added or changed a custom code module; **Yes** restarts Veltro Core. Worker, hook and setting changes alone restart only the affected service. */
export const restartPrompt = 'Restart Veltro Core now to load the changes?';

/** Python version that Veltro Core runs its own modules and custom code with (the fact source's interpreter). */
export const customCodePython = '2.7';

/** Format of a module's PIP requirements field: one requirement per line, as in a `requirements.txt` file. */
export const pipRequirementsFormat = 'requirements.txt';

/** First segment of event tags that your own code raises; Core's own tags start with `system/` or `vehicle/`. */
export const customEventPrefix = 'custom/';

/**
 * How often the Cloud manager's `upload` worker empties the cache by default, so the most an event waits (s): the
 * catalogue's **Cloud Storage › Upload › Interval** default (60 s, "every minute", as in the original product).
 */
export const uploadIntervalSeconds = uploadIntervalDefault();

function uploadIntervalDefault(): number {
  const setting = settingsOf(cloudStorage).find((candidate) => candidate.key === 'cloud_storage.https.upload.interval');
  if (typeof setting?.default !== 'number')
    throw new Error('cloud_storage.https.upload.interval has no number default');
  return setting.default;
}

/** Cloud triggers: rules that Veltro Cloud checks against every event a device uploads. */
export const cloudTriggers = {
  menu: 'Device Management › Triggers',
  createButton: 'Create trigger',
  /** A trigger belongs to the device chosen in the device picker; a template copies triggers to many devices. */
  scope: 'device',
  /** The three sections of the trigger form, top to bottom. */
  sections: ['Basic information', 'Conditions', 'Actions'],
  /**
   * Fields of the Basic information section. **Type** is in the original trigger form (original docs
   * `docs/cloud/device_management/a_guide_to_triggers.md:69-70`: Type chooses between event and signal).
   */
  fields: ['Description', 'Type', 'Enabled', 'Event regex', 'Minimum interval'],
  /** Choices of **Type**: an event uploaded by the device, or a signal that the Cloud itself sends. */
  types: ['Event', 'Signal'],
  /**
   * Signals a trigger of type Signal can listen to. `trip_export_finished` is sent when a per-trip automatic export is
   * ready (original docs `docs/cloud/fleet_management/vehicles/trips/automatic-trip-exports.md:56-57`); a result left
   * uncleared for over 2 hours is announced again once a day (same file, :59-60). The original names no fields of the
   * signal: Veltro's choice is the two a receiver needs to fetch the file, the task's ID (`task_id`, as in
   * `GET /tasks/{task_id}/result/`) and the trip's ID (`trip_id`, as in the original's task `kwargs`).
   */
  signals: [{name: 'trip_export_finished', fields: ['task_id', 'trip_id']}],
  /** The regular expression is searched anywhere in the tag, as a reactor's `regex` on the device. */
  regexMatch: 'search',
  /** Default of **Minimum interval**: the trigger runs at most once in this many seconds per device. */
  minimumIntervalDefaultSeconds: 60,
  /** A **Minimum interval** of 0 runs the trigger on every matching event. */
  minimumIntervalNoLimit: 0,
  /** Types a condition can compare a field as. */
  conditionTypes: ['string', 'int', 'float', 'bool', 'datetime', 'time', 'object'],
  /** Operators of a condition; **Not** inverts any of them. */
  operators: ['field present', 'equals', 'greater than', 'greater than or equal', 'less than', 'less than or equal'],
  /** Kinds of action a trigger can run, in the order of the **Add action** menu. */
  actions: ['Send notification', 'Run command', 'Send webhook request'],
  /** A notification's message and a webhook's payload are templates: `{{ event['…'] }}` and `{{ trigger['…'] }}`. */
  templateVariables: ['event', 'trigger'],
  /** Seconds the Cloud waits for the receiver of a webhook request to answer. */
  webhookTimeoutSeconds: 10,
  /** Column of the triggers table that shows when a trigger last ran. */
  lastTriggeredColumn: 'Last triggered',
} as const;

/** Remote wake-up: the Cloud sends an SMS to the SIM of a sleeping device. */
export const remoteWakeUp = {
  menu: 'Fleet Management › Overview',
  button: 'Wake up',
  /** The Cloud sends wake-up SMS only to devices with a Veltro global SIM; other SIMs need an SMS from a phone. */
  cloudNeedsGlobalSim: true,
  /** The Cloud sends at most one wake-up SMS per device in this many seconds. */
  minSecondsBetweenWakeUps: 600,
  /** Most vehicles one **Wake up** selection may hold. */
  maxDevicesPerRequest: 50,
  /** Usual time from the SMS to the device showing as online, in seconds. */
  typicalSecondsToOnline: 120,
  // The modem's power save during sleep is the catalogue setting `power.modem.power_save` (../settings/power.ts).
} as const;

/** Jobs: a command that Veltro Cloud sends to one or many devices, which each device runs when it is next online. */
export const cloudJobs = {
  menu: 'Device Management › Jobs',
  createButton: 'Create job',
  /** Fields of the job form, top to bottom. */
  fields: [
    'Name',
    'Description',
    'Targets',
    'Function',
    'Arguments',
    'Returner',
    'Run',
    'Schedule',
    'Run on start',
    'Max running',
    'Attempts',
    'Expires after',
    'Enabled',
  ],
  /** Choices of **Run**. */
  runModes: ['Once', 'On a schedule'],
  /** Default returner of a job's result. */
  returnerDefault: 'cloud',
  /** The states a job goes through on each target device. */
  states: ['Pending', 'Running', 'Succeeded', 'Failed', 'Expired', 'Cancelled'],
  /** Default of **Attempts**: runs of a job on one device before it stays Failed. */
  attemptsDefault: 3,
  /** Default of **Expires after**: a job still Pending after this many days becomes Expired. */
  expiresAfterDefaultDays: 7,
  /** Seconds after delivery without a result before an attempt counts as failed. */
  resultTimeoutSeconds: 300,
  /** Default of **Max running** for a scheduled job: runs of it that may overlap on one device. */
  maxRunningDefault: 1,
} as const;
