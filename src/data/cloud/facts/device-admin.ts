/**
 * Veltro Cloud facts chosen for the Device Management pages on installing, organising and updating devices, and
 * for the Accounts page. `../../../../../shared/ia/facts.md` is the canon and `../../core/facts.ts` holds the Core
 * values; where neither nor the fact source gives a Cloud detail, the value was chosen once here and every page of
 * this group uses it.
 */

// Registering a device

/** The button on **Device Management › Dashboard** that opens the form to register a device (as Getting Started says). */
export const addDeviceButton = 'Add device';

/** What the identifier field of the Add device form accepts: the unit ID from the label, or the modem's IMEI. */
export const deviceIdentifiers = {field: 'Unit ID or IMEI', unitIdCharacters: 12, imeiDigits: 15} as const;

/** The connection status a registered device shows until Veltro Core reaches the Cloud for the first time. */
export const firstConnectionStatus = 'Waiting for first connection';

/** The states of a device's key on the Cloud's command hub, shown as **Key status** in the device settings. */
export const keyStates = ['Pending', 'Accepted', 'Rejected'] as const;

/** The Cloud shows the model as soon as the identifier in the Add device form is recognised. */
export const addDeviceShowsModel = true;

/** A vehicle holds one device at a time. */
export const devicesPerVehicle = 1;

/** Registering a device in the shared environment accepts its key; a dedicated environment needs **Accept key**. */
export const keyAcceptedOnRegistration = {shared: true, dedicated: false} as const;

/** The button in the dashboard header that opens a device's settings panel (vehicle, template, key status). */
export const deviceSettingsButton = 'Device settings';

// Dashboard widgets

/** The dashboard menu that holds **Add widget**, **Save dashboard** and **Autogenerate**. */
export const dashboardActionsMenu = 'Actions';

/** Fields of the widget editor, in the order the editor shows them. */
export const widgetEditorFields = [
  'Title',
  'Visualization',
  'Field',
  'Aggregation',
  'Unit',
  'Auto scale',
  'Hide gaps',
] as const;

/** The visualizations the widget editor offers. */
export const widgetVisualizations = [
  'Line chart',
  'Area chart',
  'Bar chart',
  'Gauge',
  'Linear gauge',
  'Number',
  'Pie chart',
  'State timeline',
  'Map',
] as const;

/** Aggregations a chart can apply per time bucket; `None` plots every stored value. */
export const widgetAggregations = ['None', 'Average', 'Minimum', 'Maximum', 'Sum'] as const;

/** The data field of the supply voltage that the OBD manager's battery converter reports (`_type: bat`). */
export const batteryVoltageField = 'obd.bat.voltage';

/** The data field of the battery state (`charging`, `discharging` …) from the same readings. */
export const batteryStateField = 'obd.bat.state';

/** How the field of a PID logger is named: the logger name in lower case. */
export const pidLoggerFieldPattern = 'obd.<logger name in lower case>.value';

/** How many days of data the editor's preview loads when you pick a field. */
export const widgetPreviewDays = 14;

// Software updates

/** Release channels a device can follow; every device starts on the first. */
export const releaseChannels = [
  {name: 'Stable', what: 'Releases tested on the whole device family; the default for every device.'},
  {name: 'Preview', what: 'The next release, published about 3 weeks before it reaches Stable, for test devices.'},
] as const;

/** How far ahead of Stable a release reaches the Preview channel. */
export const previewLeadWeeks = 3;

/** The button on **Device Management › Software Updates** that queues the latest release for one device. */
export const queueUpdateButton = 'Queue update';

/** The two choices of the Queue update dialog. */
export const queueUpdateChoices = ['Update now', 'At next sleep or start-up'] as const;

/** Update states the Software Updates page and the device list show. */
export const updateStates = ['Up to date', 'Awaiting update', 'Update failed', 'Updates suspended'] as const;

/** Results of each configuration step in an update run, as the run details show them. */
export const updateStepResults = ['Success', 'Changed', 'Failed'] as const;

// The settings of the **Update Release** group are in the settings catalogue: ../settings/updateRelease.ts.

/** The Trigger column of the Update runs table: how a run started. */
export const updateRunTriggers = ['Update now', 'Before sleep', 'At start-up', 'Retry', 'Command'] as const;

/** Data one release download costs (as the Global SIM page says), in MB. */
export const releaseDownloadMb = {min: 50, max: 200} as const;

/** How long a release update takes on a TMU CM4 (as Getting Started says), in minutes. */
export const updateDurationMinutes = {min: 10, max: 20} as const;

/** Share of a fleet in the second stage of a staged roll-out, after the test devices. */
export const stagedRolloutPilotPercent = 10;

// Dedicated environments

/** The command hub of the shared Veltro Cloud, which devices connect to out of the box. */
export const sharedHubHost = 'hub.veltro.example';

/** How Veltro names a dedicated environment, shown with the example company `acme`. */
export const dedicatedEnvironment = {
  cloudPattern: 'https://<company>.veltro.example/',
  hubPattern: 'hub.<company>.veltro.example',
  exampleCloud: 'https://acme.veltro.example/',
  exampleHub: 'hub.acme.veltro.example',
} as const;

/** The button next to **Key status** that accepts a pending key. */
export const acceptKeyButton = 'Accept key';

/** How long to wait for a moved device to come online before restarting Core locally, in minutes. */
export const moveOnlineWaitMinutes = 10;

// Device geofences

/** The fields of the device geofence form on **Device Management › Geofences**. */
export const deviceGeofenceFields = ['Name', 'Description', 'Shape', 'Radius', 'Enabled'] as const;

/** How the Cloud makes a fence's slug from its name: lower case, runs of other characters become one hyphen. */
export const geofenceSlugRule = 'lower case; spaces and other characters become a hyphen (Depot Aarhus → depot-aarhus)';

/** Smallest radius the Cloud accepts for a circle, in metres. */
export const geofenceMinRadiusMetres = 50;

/**
 * Repeats after the first position reading on the new side before Core fires `enter` or `exit`: 3 repeats, so 4
 * readings in a row (fact source `_modules/hooklib.py`; settled for issue 19).
 */
export const geofenceConfirmReadings = 3;

// Accounts, customers and users

/** The tabs of the **Account** page, opened from the user menu at the top right. */
export const accountTabs = ['Profile', 'Users', 'Customers', 'Devices', 'API Tokens'] as const;

/** Permission groups a user can be given (names from the original product). */
export const permissionGroups = [
  'Account Administrator',
  'Full Device Access',
  'Device Management',
  'Fleet Management',
  'Nested Customer Administrator',
  'Access Control Management',
] as const;

/** The button on **Account › Devices** that moves devices to another customer. */
export const manageDevicesButton = 'Manage devices';

/** The expiry field of a new API token (as Getting started with the API says): a date, or empty for no expiry. */
export const apiTokenExpiry = {field: 'Expiry', empty: 'the token lasts until it is revoked'} as const;

/** Choices when creating a user: how the password is set, and the user's status. */
export const userCreation = {welcomeEmail: 'Send welcome e-mail', statuses: ['Active', 'Inactive']} as const;

/** Two-factor sign-in: turned on under **Account › Profile** with an authenticator app; an Account Administrator can require it for a customer, and users without it set it up at their next sign-in. */
export const twoFactor = {
  method: 'authenticator app (time-based one-time codes)',
  where: 'Account › Profile',
  enforcedBy: 'Account Administrator',
  whenEnforced: 'set up at the next sign-in',
  /** A user who lost the authenticator: Veltro support resets it (Veltro's choice; the original names no recovery path). */
  lostAuthenticator: 'Veltro support resets it',
} as const;

/** What a user without Full Device Access sees: only the vehicles of the locations assigned to them. */
export const withoutFullDeviceAccess = 'vehicles of the assigned locations only';

/** The label of a device's latest contact with the Cloud, on the dashboard and in the device list. */
export const lastCommunicationLabel = 'Last communication';

// Templates

/** Where templates live, and the button that applies one. */
export const templatesMenu = {path: 'Device Management › Templates', applyButton: 'Apply template'} as const;

/** The two ways to apply a template. */
export const templateApplyChoices = [
  'Apply to assigned devices',
  'Apply to assigned devices and child templates',
] as const;

/** Precedence of a setting's value, lowest first: the later source wins. */
export const settingPrecedence = ['Release default', 'Parent template', 'Template', 'Device'] as const;

/** The mark on a device setting set on the device itself, and the action that drops it. */
export const overrideMark = {badge: 'Overridden', reset: 'Reset to template'} as const;

/** The mark on a list item (logger, trigger, job, geofence) that came from a template. */
export const fromTemplateMark = 'From template';

// Terminals and the `veltro` prefix (one rule, stated once; the dashboard page explains it)

/**
 * Where a reader types Core commands, and whether the command takes the `veltro` prefix. The Cloud terminal (on the
 * device's dashboard) and the terminal of the local admin page (`http://192.168.4.1/` over the hotspot) pass the text
 * straight to Core, so a command is typed as `module.function`, e.g. `power.status`. A shell on the device (SSH, or a
 * console) needs the command-line client, so the same command is `veltro power.status`. Settled for issue 19 (review
 * of /cloud/, point 25); the page that explains it is `docs/cloud/device_management/dashboard/index.md`.
 */
export const terminalPrefixRule = {
  prefix: 'veltro',
  withoutPrefix: ['Cloud terminal', 'local admin page terminal'],
  withPrefix: ['device shell (SSH)'],
  example: {terminal: 'power.status', shell: 'veltro power.status'},
  /** The page and heading that state the rule; every other page links here. */
  page: '/cloud/device_management/dashboard/#terminal',
} as const;

// Loggers, the device list and the device overview

/**
 * The screen where a device's PID loggers, CAN signal loggers and raw CAN loggers are listed and created: a page
 * of its own under Device Management, as in the original product (original docs
 * `docs/cloud/obd-ii/create_pid_loggers.md:174`, "Device > Loggers"; `docs/cloud/device_management/loggers.md`).
 * It is not a tab of a service: the tabs of a service are `serviceTabs` in `./device-services.ts`. The CAN-FD Pro
 * manages its loggers through CAN Logging instead (original `loggers.md`, "AutoPi CAN-FD Pro").
 */
export const loggersScreen = {
  path: 'Device Management › Loggers',
  name: 'Loggers',
  createButton: '+ Create',
  /** Options of the create button, as the OBD-II pages name them. */
  createOptions: ['PID logger', 'CAN signal logger', 'Raw CAN logger'],
  /** What the CAN-FD Pro uses instead (original `loggers.md`). */
  canfdProScreen: 'CAN Logging',
} as const;

/**
 * The device list of Device Management: a table of every device, with a search field and a choice of columns
 * (original docs `docs/cloud/device_management/devices.md`, "Devices List" and "Customize Table View").
 */
export const deviceList = {
  name: 'Device List',
  search: 'Search for Vehicle',
  editColumns: 'Edit Columns',
  /** Which columns show before **Edit Columns** is used is Veltro's choice; the original lists the columns only. */
  defaultColumns: ['Status', 'Vehicle', 'Unit ID', 'Last Communication', 'Update State'],
  moreColumns: ['IMEI', 'Phone Number', 'ICCID', 'Release', 'Open Alerts', 'Tags', 'Board Version', 'VIN', 'Type'],
  exportButton: 'Export CSV',
} as const;

/**
 * The overview page of one device, opened from the device list (original `devices.md`, "Device Overview" and its
 * widgets: installed version, CAN bus configuration, device specifications). `Device settings` is
 * `deviceSettingsButton` above.
 */
export const deviceOverview = {
  name: 'Device Overview',
  widgets: ['Installed Version', 'CAN Bus Configuration', 'Last Communication', 'Voltage Measured', 'Open Alerts'],
} as const;
