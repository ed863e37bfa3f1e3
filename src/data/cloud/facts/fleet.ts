/**
 * Facts of the Fleet Management area of Veltro Cloud that its pages repeat: screen labels, columns, limits,
 * defaults and the rules behind the live vehicle states. `../shared/ia/facts.md` is the canon and
 * `../../core/facts.ts` holds the device-side values; where neither (nor the original product's public docs)
 * gave a value, it was chosen once here and every Fleet Management page uses it.
 */

/** Menu paths of the Fleet Management screens, written the way every page writes them. */
export const fleetMenu = {
  overview: 'Fleet Management › Overview',
  vehicleList: 'Fleet Management › Vehicles › List',
  geofences: 'Fleet Management › Vehicles › Geofences',
  groups: 'Fleet Management › Vehicles › Groups',
  trips: 'Fleet Management › Trips',
  automaticExports: 'Fleet Management › Trips › Automatic Exports',
  locations: 'Fleet Management › Locations',
  alerts: 'Fleet Management › Alerts',
  reports: 'Fleet Management › Reports',
  notificationChannels: 'Fleet Management › Configurations › Notification Channels',
  vehicleStates: 'Fleet Management › Configurations › Vehicle States',
} as const;

/** Live states a vehicle shows on the map and in the list, with their marker colour (original docs: the Overview map). */
export const liveStates = [
  {state: 'Driving', colour: 'green', rule: 'Engine (or motor) running and the position moving.'},
  {state: 'Idling', colour: 'orange', rule: 'Engine (or motor) running and the position at a standstill.'},
  {state: 'Engine off', colour: 'red', rule: 'Device online, engine (or motor) stopped or not running.'},
  {state: 'Offline', colour: 'grey', rule: 'Device asleep, hibernating, or not heard from for `offlineAfterMinutes`.'},
] as const;

/**
 * Which device events move a vehicle between the live states (derived from the Core event catalogue, since the
 * original docs name the states but not their rules). Motor events stand in for engine events on electric vehicles.
 */
export const liveStateTransitions = [
  {from: 'Engine off', to: 'Idling', on: 'vehicle/engine/running'},
  {from: 'Idling', to: 'Driving', on: 'vehicle/position/moving'},
  {from: 'Driving', to: 'Idling', on: 'vehicle/position/standstill'},
  {from: 'Driving or Idling', to: 'Engine off', on: 'vehicle/engine/stopped, vehicle/engine/not_running'},
  {from: 'any state', to: 'Offline', on: 'system/power/sleep, system/power/hibernate, or silence'},
  {from: 'Offline', to: 'Engine off', on: 'system/minion/online (then the next engine event decides)'},
] as const;

/** Minutes without any connection or data before the Cloud shows a vehicle as Offline (chosen). */
export const offlineAfterMinutes = 15;

/** A `vehicle/position/unknown` event (no fix) leaves the live state as it was (chosen). */
export const positionUnknownKeepsState = true;

/** Tiles of the Overview screen, in screen order (original docs). */
export const overviewTiles = [
  'Fleet Total',
  'Driving Now',
  'Driven Today',
  'Driven in the last 30 days',
  'Not Driven in the last 30 days',
  'On Location',
  'Off Location',
  'Time and Distance',
  'Locations',
] as const;

/** How many locations the Locations tile of the Overview lists: those with the most vehicles (original docs). */
export const overviewTopLocations = 5;

/** Map layers the reader can switch on and off on the Overview map (original docs). */
export const mapLayers = ['Vehicles', 'Geofences', 'Locations'] as const;

/** Columns of the vehicle list; `shown` = visible until the reader changes the column chooser (chosen). */
export const vehicleListColumns = [
  {column: 'Name', shown: true},
  {column: 'State', shown: true},
  {column: 'License plate', shown: true},
  {column: 'Make and model', shown: true},
  {column: 'Last communication', shown: true},
  {column: 'Open alerts', shown: true},
  {column: 'Location', shown: true},
  {column: 'Groups', shown: true},
  {column: 'VIN', shown: false},
  {column: 'Device', shown: false},
  {column: 'Geofences', shown: false},
  {column: 'Vehicle state', shown: false},
  {column: 'Fleet state', shown: false},
  {column: 'Odometer', shown: false},
] as const;

/** Filters above the vehicle list (Open alerts and Last communication from the original docs; the rest chosen). */
export const vehicleListFilters = [
  'Open alerts',
  'Last communication',
  'Group',
  'Location',
  'Vehicle state',
  'Fleet state',
] as const;

/** Actions for the vehicles ticked in the list (chosen). */
export const vehicleBulkActions = [
  'Add to group',
  'Remove from group',
  'Set vehicle state',
  'Export selected',
] as const;

/** Choices of the vehicle list filters (chosen). */
export const vehicleListFilterChoices = {
  'Open alerts': 'any open alert, or a minimum severity',
  'Last communication': 'within the last hour, today, or older than a number of days',
  Group: 'one or more groups',
  Location: 'one or more locations',
  'Vehicle state, Fleet state': 'one or more assigned states',
} as const;

/** How soon an awake device answers Request location; a sleeping one answers at its next wake-up (chosen). */
export const requestLocationAnswerSeconds = 60;

/** Deleting a vehicle removes it and its trip history from Fleet Management, with no undo; the device stays registered (chosen). */
export const vehicleDeleteRemovesTrips = true;

/** Actions in a vehicle row's menu (original docs). */
export const vehicleRowActions = ['Request location', 'Edit', 'Delete'] as const;

/** CSV import of vehicles: rows are matched on this column, new VINs create vehicles (chosen). */
export const vehicleImportMatchColumn = 'VIN';

/** Most rows one vehicle import file may hold (chosen). */
export const vehicleImportMaxRows = 1000;

/** Tabs of a vehicle's details page (original docs). */
export const vehicleDetailsTabs = ['Overview', 'Dashboard', 'Trips', 'Alerts', 'Diagnostics'] as const;

/** Widget types of a vehicle dashboard (original docs). */
export const dashboardWidgetTypes = [
  'Line chart',
  'Area chart',
  'Bar chart',
  'Pie chart',
  'Map',
  'Gauge',
  'Linear gauge',
  'Numeric',
  'State timeline',
] as const;

/** Engine RPM at or below which a running engine counts as idling in reports; set per vehicle (chosen). */
export const idleRpmThreshold = 1000;

/** The vehicle field that holds it (chosen). */
export const idleRpmField = 'Idle RPM threshold';

/** Tabs of the geofence editor (original docs). */
export const geofenceEditorTabs = ['Details', 'Groups+Locations', 'Vehicles'] as const;

/** Shapes a geofence can have (original docs; `SHAPE_CIRCLE` / `SHAPE_POLYGON` in the device file). */
export const geofenceShapes = ['circle', 'polygon'] as const;

/** Smallest circle radius the editor accepts (chosen). */
export const geofenceMinRadiusMetres = 50;

/** Most corners a polygon may have (chosen). */
export const geofenceMaxPolygonPoints = 100;

/**
 * How the event slug comes from a geofence's name: lower case, every run of other characters than a–z and 0–9
 * becomes one hyphen (the Core pages' example: "Depot Aarhus" → `depot-aarhus`).
 */
export const geofenceSlugRule = 'lower case; each run of characters other than a–z and 0–9 becomes one hyphen';

/** Readings on the new side of a boundary before `enter` or `exit` fires (fact source: hooklib). */
export const geofenceConfirmReadings = 3;

/** Default seconds between two position readings (Core: the poll logger of the tracking and GNSS managers). */
export const positionIntervalSeconds = 5;

/** Fields of a location (original docs). */
export const locationFields = [
  {field: 'Location name', required: true},
  {field: 'Contact email', required: true},
  {field: 'Phone number', required: false},
  {field: 'Address', required: false},
  {field: 'Notes', required: false},
] as const;

/** Alert severities, highest first (canon and original docs). */
export const alertSeverities = [
  {severity: 'Critical', meaning: 'Act now'},
  {severity: 'High', meaning: 'Important, act today'},
  {severity: 'Medium', meaning: 'Keep an eye on it'},
  {severity: 'Low', meaning: 'For information'},
] as const;

/** States of an alert, for the State filter (original docs). */
export const alertStates = ['Open', 'Dismissed', 'Resolved', 'Resolved by user'] as const;

/** Columns of the alert table (original docs). */
export const alertColumns = [
  'Vehicle',
  'Severity',
  'Description',
  'First occurrence',
  'Last occurrence',
  'Count',
] as const;

/** A repeat of an open alert (same vehicle, same source) raises its Count and Last occurrence instead of adding a row. */
export const alertRepeatsCountUp = true;

/** Notification channel types and the fields each needs (canon; field details from the original docs). */
export const channelTypes = [
  {type: 'Alert', fields: 'Severity: Low, Medium, High or Critical'},
  {type: 'Email', fields: 'To address, optional CC and BCC addresses'},
  {type: 'Discord webhook', fields: 'Webhook ID and token, both part of the webhook URL'},
  {type: 'SMS', fields: 'Phone number in international format, e.g. +4520123456'},
] as const;

/** Channels every new account starts with (original docs). */
export const defaultChannels = ['Low Alert', 'Medium Alert', 'High Alert', 'Critical Alert', 'Email'] as const;

/** Action in a channel's row menu that sends a test message through it (chosen). */
export const channelTestAction = 'Send test';

/** Sender address of notification e-mails, report and export e-mails (chosen). */
export const notificationSender = 'notifications@veltro.example';

/** Characters of one notification SMS; longer texts are cut (chosen). */
export const smsMaxCharacters = 160;

/** Trip settings the Fleet pages rely on (original docs' Trip settings defaults). */
export const tripSettings = {
  /** A trip that ended this long ago or less is reopened by a new start event. */
  reopenLimitSeconds: 600,
  /** An open trip older than this is closed. */
  activeTripMaxAgeSeconds: 5400,
  startTags: ['vehicle/engine/running'],
  endTags: ['vehicle/engine/stopped'],
  /** Secondary end tags. */
  secondaryEndTags: ['vehicle/engine/not_running'],
  /** Label of the device setting that turns on an export after every trip (original docs: Trip › Auto Export). */
  autoExportLabel: 'Auto Export',
} as const;

/** Automatic trip exports (per-trip behaviour from the original docs; schedule, format and limits chosen). */
export const automaticExports = {
  schedules: ['After each trip', 'Daily', 'Weekly', 'Monthly'],
  formats: [
    {
      format: 'CSV',
      file: '<export name>_<from>_<to>.csv',
      content: 'one row per trip, the columns of the trip list',
      schedules: 'all',
    },
    {
      format: 'JSON Lines (gzip)',
      /** Named as the API's `GET /tasks/{task_id}/result/` names it (api/openapi.yaml, Content-Disposition). */
      file: '<task id>.jsonl.gz',
      content: 'the trip, then every value logged during it',
      schedules: 'After each trip only',
    },
  ],
  /** An "After each trip" export waits at least this long after the trip ends, and never less than the reopen limit. */
  minDelayAfterTripMinutes: 10,
  /** Daily exports run at this local time unless changed; weekly on Monday, monthly on the 1st. */
  defaultRunTime: '06:00',
  maxRecipients: 10,
  /** Larger files are sent as a download link instead of an attachment. */
  maxAttachmentMegabytes: 10,
  /** How long a download link works. */
  linkValidDays: 7,
  historyStatuses: ['Sent', 'No trips', 'Failed'],
  /** Signal a trigger listens to, to call a webhook when a per-trip export is ready (original docs). */
  finishedSignal: 'trip_export_finished',
  /** Exports not cleared through the API are announced again once a day when older than this (original docs). */
  reannounceAfterHours: 2,
  /**
   * One export task per trip: a reopened trip is exported again under it, and no new export starts while one runs
   * (original docs `docs/cloud/fleet_management/vehicles/trips/automatic-trip-exports.md:42-43,50`). The original re-runs
   * an old trip with `POST tasks/` and `core.tasks.es_trip_export`. Veltro's choice: its API offers no call that restarts
   * a trip's export task (api/openapi.yaml documents none), so the page re-exports the trip's period with
   * `POST /logbook/storage/export/` (api/openapi.yaml `createExport`: `device_id`, `from_utc`, `to_utc`, `data_types`,
   * `format`; the answer is a Task to poll with `GET /tasks/{task_id}/` until `SUCCESS`, then `result_url`).
   */
  oneTaskPerTrip: true,
} as const;

/**
 * Report list actions and file formats. PDF is the original product's (original docs, reports); CSV is Veltro's
 * choice, which no source gives: it lets a reader open a report in a spreadsheet.
 */
export const reportDownloadFormats = ['PDF', 'CSV'] as const;

/** Frequencies of a scheduled report (original docs). */
export const reportFrequencies = ['Daily', 'Weekly', 'Monthly'] as const;

/** Longest period one report may cover (chosen). */
export const reportMaxRangeDays = 92;

/** Summary figures at the top of a geofence summary report (original docs). */
export const geofenceReportSummary = [
  'Total vehicles',
  'Total geofences',
  'Geofences interacted with',
  'Most time spent in',
  'Total time in geofences',
] as const;

/** Columns of a geofence summary report, one row per vehicle and geofence (original docs plus first/last from the landing page). */
export const geofenceReportColumns = [
  'Vehicle',
  'Geofence',
  'Enter',
  'Exit',
  'First enter',
  'Last exit',
  'Time inside',
  'Driving time',
  'Idling time',
  'Parked',
  'Started',
  'Stopped',
  'Distance',
] as const;

/** Operational states you assign, as a new account has them; children under their parent (chosen). */
export const defaultVehicleStates = [
  {state: 'Active', children: []},
  {state: 'Maintenance', children: ['Awaiting parts', 'In workshop']},
  {state: 'Out of service', children: []},
] as const;

/** Fleet states a new account has (chosen). */
export const defaultFleetStates = ['In fleet', 'Reserve', 'Leaving fleet'] as const;

/** Levels of the state hierarchy: a parent and its children, no deeper (chosen). */
export const stateHierarchyLevels = 2;

/** Days, midnight and schedule times on Fleet pages follow the time zone of the user's profile (chosen). */
export const timeZoneSource = 'user profile';

/** A vehicle belongs to any number of groups (chosen). */
export const groupsPerVehicle = 'any number';

/** Groups sort vehicles but grant no access: customer, permission groups and assigned locations decide what a user sees (chosen). */
export const groupsAreAccessControl = false;

/** A vehicle has at most one home location; assigning it to another moves it (chosen). */
export const locationsPerVehicle = 1;

/** On Location / Off Location compare the last known position with the home location's boundary in the Cloud, for every model (chosen). */
export const onLocationComputedIn = 'Cloud';

/** A location's boundary reaches Core devices like a fleet geofence, with the location's name as slug (chosen). */
export const locationBoundaryIsGeofence = true;

/** What a channel test does (chosen): arrives within a minute; an Alert channel's test alert has this description. */
export const channelTest = {
  withinSeconds: 60,
  alertDescription: 'Test from <channel name>',
  rowShowsLastResult: true,
} as const;

/** What a notification e-mail holds (chosen). */
export const notificationEmailContent = ['vehicle', 'what happened', 'when', 'link to the vehicle'] as const;

/** Tab of an automatic export that lists its runs; a No trips run sends nothing (chosen). */
export const exportHistoryTab = 'History';

/** Filtering on a parent state also finds vehicles in its child states (chosen). */
export const parentStateFilterIncludesChildren = true;

/**
 * How long a vehicle must stay on the new side of a geofence boundary before Core raises `enter` or `exit`.
 * autopi-core `src/salt/base/ext/_modules/hooklib.py:308` sets `repeat_count_to_trigger_change` to 3, and
 * `:355-368` resets `repeat_count` to 0 at the first reading on the new side and fires only when it reaches 3: the
 * 4th reading in a row. With one position every 5 s (`tracking.logger.interval`, `../settings/tracking.ts`) that is
 * at least 15 s; at 50 km/h (13.9 m/s) a vehicle covers about 210 m in that time. 250 m of road is Veltro's advice,
 * rounding up for GNSS error.
 */
export const geofenceDetection = {
  readingsInARow: 4,
  repeats: 3,
  readingIntervalSeconds: 5,
  minSeconds: 15,
  exampleSpeedKmh: 50,
  metresAtExampleSpeed: 210,
  recommendedRoadMetres: 250,
} as const;
