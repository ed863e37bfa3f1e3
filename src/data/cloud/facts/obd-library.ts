/**
 * Facts of the Cloud's OBD Library, PID loggers and automatic logger pausing that no source gives, chosen once
 * here and used on every page of `/cloud/obd-ii/` and `/cloud/obd_library/`. Values the canon, the Core pages or
 * the fact sources give are not repeated here; the pages take those from there.
 */

import {loggersScreen} from './device-admin';

/** Menu paths of the two libraries, as pages write them. */
export const libraryMenu = {
  myLibrary: 'OBD Library › My Library',
  communityLibrary: 'OBD Library › Community Library',
} as const;

/** The control at the top right of My Library that opens a menu with the two kinds of entry you can create. */
export const createControl = {label: '+ Create', options: ['PID', 'CAN message']} as const;

/** The import control next to `+ Create`, and the two file types it takes. */
export const importControl = {
  label: 'Import',
  fileTypes: {dbc: 'DBC (CAN messages and signals)', json: 'JSON (PIDs)'},
  /** Optional text put in front of every imported name, to keep files with clashing names apart. */
  namespaceField: 'Namespace',
  /** What the review step can do with each item after validation. */
  reviewOptions: ['Create', 'Update', 'Unchanged', 'Ignore'],
  confirmButton: 'Upload',
} as const;

/** Filters above the My Library and Community Library tables. */
export const libraryFilters = ['Make', 'Model', 'Year', 'Type', 'Search'] as const;

/** Columns of the My Library table. */
export const libraryColumns = ['Type', 'Name', 'Vehicle', 'Request', 'Unit', 'Shared'] as const;

/** The three kinds of library entry, as the `Type` filter and column name them. */
export const entryTypes = {
  obd2: 'OBD-II PID',
  proprietary: 'Proprietary PID',
  canMessage: 'CAN message',
} as const;

/** Menu at the bottom right of the table, acting on the ticked rows. */
export const bulkActions = {label: 'Actions', options: ['Export', 'Delete']} as const;

/** Export writes PIDs in the importer's JSON format and CAN messages as one DBC file (both if both are selected). */
export const exportFiles = {pids: 'veltro-pids.json', canMessages: 'veltro-can-messages.dbc'} as const;

/** Fields of the PID form, top to bottom. */
export const pidFormFields = [
  'Name',
  'Description',
  'Type',
  'Mode',
  'Code',
  'Header',
  'Bytes',
  'Formula',
  'Unit',
  'Min',
  'Max',
  'Vehicle buses',
] as const;

/** The collapsed section of the PID form with the less common `obd.query` options. */
export const enhancedPidFields = [
  'Frames',
  'Strict',
  'CAN extended address',
  'Flow control filter (Pattern, Mask)',
  'Flow control ID pair (Transmitter ID, Receiver ID)',
] as const;

/** Header the PID form proposes: the functional request ID of 11-bit OBD-II on CAN. */
export const defaultPidHeader = '7DF';

/** Rule for a PID or CAN message name; a PID's results carry its name in lower case as `_type`, and its logger worker is named after it. */
export const entryNameRule = 'letters, digits and underscores, unique in your library';

/** Button in the right-hand panel of the PID form that runs the PID on the selected device. */
export const runInTerminalButton = 'Run in Terminal';

/** Panel that appears on the right of a saved PID or CAN message with at least one vehicle bus. */
export const sharingPanel = {title: 'Community Sharing', checkbox: 'Share with community'} as const;

/** The community library's button that copies an entry into My Library. */
export const addToLibraryButton = 'Add to library';

/** Fields of the CAN message form, and of each signal in it. */
export const canMessageFields = [
  'Name',
  'Description',
  'Header',
  'Bytes',
  'Sender',
  'Signals',
  'Vehicle buses',
] as const;
export const canSignalFields = [
  'Name',
  'Description',
  'Endian',
  'Sign',
  'Start',
  'Length',
  'Factor',
  'Offset',
  'Unit',
  'Min',
  'Max',
  'Receivers',
] as const;

// Where a vehicle's buses are listed and added (the PID form's `Vehicle buses` offers these): `canBusesScreen` in ./can.ts.

/** Fields a PID import file leaves out stay empty. */
export const importMissingFields = 'empty';

/** What sharing publishes: the definition and the make, model and year of its buses; never the device, the vehicle's identity or logged data. */
export const sharedContent = ['definition', 'make', 'model', 'year'] as const;

/** Unsharing removes the entry from the community library; copies other users already added stay in their libraries. */
export const unshareKeepsCopies = true;

/** Deleting a PID or CAN message that a logger uses is refused until its loggers are deleted. */
export const deleteInUse = 'refused: delete the loggers that use it first';

/** Where PID loggers are created: the one Loggers screen of Device Management (`loggersScreen`), not a service tab. */
export const loggerPath = {
  menu: loggersScreen.path,
  create: loggersScreen.createButton,
  option: 'PID logger',
} as const;

/** Fields of the PID logger form; `advanced` is a collapsed section. */
export const pidLoggerFields = {
  main: ['PID', 'Interval'],
  advanced: ['Converter', 'Trigger', 'Filter', 'Returner', 'Force'],
} as const;

/** Interval limits of a PID logger, in seconds. */
export const pidLoggerInterval = {min: 1, max: 86400} as const;

/** Defaults the PID logger form fills in. */
export const pidLoggerDefaults = {filter: 'alternating_readout', returner: 'cloud', force: false} as const;

/** Each PID logger becomes a worker of the OBD manager named after its PID (`coolant_temp` → `coolant_temp_logger`). */
export const loggerWorkerName = (pid: string): string => `${pid}_logger`;

/** The OBD advanced setting that switches automatic logger pausing on; a bool, off by default. */
export const pausingSetting = {group: 'OBD', label: 'Automatic Logger Pausing', default: false} as const;

/** The accelerometer setting pausing depends on: without motion events nothing resumes the loggers. */
export const motionEventsSetting = {group: 'Accelerometer', label: 'Motion Events › Enable'} as const;

/** The two event reactors that the pausing setting adds to the device (names from the original product). */
export const pausingReactors = {
  pause: 'disable_obd_on_motion_steady_or_trip_end',
  resume: 'enable_obd_on_motion_shaking',
} as const;

/** Veltro does not review community entries: no approval step and no rating; sharing publishes the entry as saved. */
export const communityReview = 'none' as const;

/** The community library's Make, Model and Year filters start out set to the vehicle of the selected device, or empty. */
export const communityFilterDefault = 'vehicle of the selected device' as const;

/** The community library is filled only on the public Cloud; a dedicated environment starts with an empty one. */
export const communityLibraryHost = 'https://my.veltro.example/';
