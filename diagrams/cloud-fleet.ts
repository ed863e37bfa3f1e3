/**
 * Diagrams of the Fleet Management pages of Veltro Cloud: schematic screens (no screenshots exist) with the
 * control the reader needs emphasised, the live vehicle-state machine and the automatic export flow. Labels
 * follow src/data/cloud/facts/fleet.ts.
 */
import {automaticExports, offlineAfterMinutes} from '../src/data/cloud/facts/fleet';
import type {GraphDiagram} from './layout';
import type {Diagram, DiagramNode} from './render';

const node = (
  id: string,
  label: string,
  x: number,
  y: number,
  width: number,
  height: number,
  note?: string,
  emphasis = false,
): DiagramNode => ({id, label, x, y, width, height, ...(note ? {note} : {}), ...(emphasis ? {emphasis} : {})});

export const fleetOverviewScreen: Diagram = {
  name: 'fleet-overview-screen',
  title:
    'Schematic of the Fleet Management Overview screen: the menu on the left, a row of tiles (Fleet Total, ' +
    'Driving Now, Driven Today, last 30 days, On / Off Location) whose Show link opens a filtered vehicle list, ' +
    'the map with the map layers control in its corner, and the Time and Distance and Locations tiles.',
  width: 860,
  height: 440,
  nodes: [
    node('menu', 'Menu', 10, 10, 130, 420, 'Fleet Management'),
    node('header', 'Overview', 150, 10, 700, 44),
    node('total', 'Fleet Total', 150, 64, 130, 70, 'all vehicles'),
    node('driving', 'Driving Now', 290, 64, 130, 70, 'Show › list', true),
    node('today', 'Driven Today', 430, 64, 130, 70, 'Show › list'),
    node('month', 'Last 30 days', 570, 64, 130, 70, 'driven / not driven'),
    node('location', 'On / Off', 710, 64, 140, 70, 'assigned location'),
    node('map', 'Map', 150, 144, 540, 286, 'markers coloured by live state'),
    node('layers', 'Map layers', 470, 154, 210, 60, 'vehicles, geofences, locations', true),
    node('time', 'Time and Distance', 700, 144, 150, 136, 'today, this month'),
    node('locations', 'Locations', 700, 290, 150, 140, 'top 5, on and off'),
  ],
  edges: [],
};

export const fleetVehicleList: Diagram = {
  name: 'fleet-vehicle-list',
  title:
    'Schematic of the vehicle list: tabs List, Geofences and Groups, a map strip, then a toolbar with search, ' +
    'the Filters control, the column chooser and the Import / Export button above the vehicle table, with the ' +
    'actions for ticked rows and the row menu below it.',
  width: 860,
  height: 430,
  nodes: [
    node('menu', 'Menu', 10, 10, 130, 410, 'Fleet Management'),
    node('tabs', 'Vehicles:  List  |  Geofences  |  Groups', 150, 10, 700, 44),
    node('map', 'Map', 150, 64, 700, 90, 'last known positions and geofences'),
    node('search', 'Search', 150, 164, 220, 56, 'name, plate, VIN, device'),
    node('filters', 'Filters', 380, 164, 200, 56, 'alerts, last communication …', true),
    node('columns', 'Columns', 590, 164, 110, 56, 'show / hide'),
    node('export', 'Import / Export', 710, 164, 140, 56, 'CSV', true),
    node(
      'table',
      'Vehicle table',
      150,
      230,
      700,
      120,
      'Name · State · Plate · Model · Last communication · Open alerts',
    ),
    node('bulk', 'Actions', 150, 360, 340, 60, 'for ticked rows: group, state, export'),
    node('row', 'Row menu ⋮', 500, 360, 350, 60, 'request location, edit, delete'),
  ],
  edges: [],
};

export const fleetGeofenceEditor: Diagram = {
  name: 'fleet-geofence-editor',
  title:
    'Schematic of the geofence editor: drawing tools on the left (circle and polygon emphasised, then edit, ' +
    'drag, rotate and remove), the map in the middle, and on the right the tabs Details, Groups+Locations and ' +
    'Vehicles with the name, colour and default notification fields above the Create button.',
  width: 860,
  height: 390,
  captions: [{text: 'Draw tools', x: 20, y: 86}],
  nodes: [
    node('header', 'Create geofence', 10, 10, 840, 44),
    node('tools', '', 10, 64, 150, 316),
    node('circle', 'Circle', 20, 96, 130, 44, undefined, true),
    node('polygon', 'Polygon', 20, 148, 130, 44, undefined, true),
    node('edit', 'Edit / Drag', 20, 200, 130, 44),
    node('rotate', 'Rotate', 20, 252, 130, 44),
    node('remove', 'Remove', 20, 304, 130, 44),
    node('map', 'Map', 170, 64, 300, 316, 'search an address, zoom, draw'),
    node('panel', '', 480, 64, 370, 316),
    node('tab-details', 'Details', 490, 74, 88, 40, undefined, true),
    node('tab-groups', 'Groups+Locations', 584, 74, 168, 40),
    node('tab-vehicles', 'Vehicles', 758, 74, 84, 40),
    node('fields', 'Name, description, colour', 490, 124, 352, 50),
    node('notify', 'Default notification', 490, 184, 352, 60, 'channels for enter and exit'),
    node('create', 'Create', 662, 310, 180, 60, 'saves, syncs to devices', true),
  ],
  edges: [],
};

export const fleetAlertsScreen: Diagram = {
  name: 'fleet-alerts-screen',
  title:
    'Schematic of the Alerts screen: open-alert counts per severity at the top, the State and Severity filters, ' +
    'the alert table with its expand arrow and vehicle link, and the row Actions menu with Resolve and Dismiss.',
  width: 860,
  height: 420,
  nodes: [
    node('menu', 'Menu', 10, 10, 130, 400, 'Fleet Management'),
    node('critical', 'Critical', 150, 10, 167, 64, 'open alerts'),
    node('high', 'High', 327, 10, 167, 64, 'open alerts'),
    node('medium', 'Medium', 504, 10, 167, 64, 'open alerts'),
    node('low', 'Low', 681, 10, 169, 64, 'open alerts'),
    node('state', 'State', 150, 84, 200, 56, 'open, dismissed, resolved …', true),
    node('severity', 'Severity', 360, 84, 200, 56, 'critical … low', true),
    node('columns', 'Columns', 570, 84, 130, 56, 'show / hide'),
    node('search', 'Search', 710, 84, 140, 56, 'vehicle'),
    node('table', 'Alert table', 150, 150, 560, 190, 'vehicle · severity · first / last occurrence · count'),
    node('actions', 'Actions ⋮', 720, 150, 130, 100, 'resolve, dismiss', true),
    node('expand', 'Expand row ▸', 150, 350, 270, 60, 'details of one alert'),
    node('vehicle', 'Vehicle link', 430, 350, 280, 60, 'opens the vehicle page'),
  ],
  edges: [],
};

export const fleetChannelForm: Diagram = {
  name: 'fleet-channel-form',
  title:
    'Schematic of the Create notification channel form: Name, the Type selector (Alert, Email, Discord webhook, ' +
    'SMS) that decides which fields follow, the fields of each type, the Create button, and Send test in the ' +
    'row menu of the channel table.',
  width: 860,
  height: 380,
  nodes: [
    node('header', 'Create notification channel', 10, 10, 840, 44),
    node('name', 'Name', 10, 64, 270, 56, 'required'),
    node('type', 'Type', 290, 64, 270, 56, 'Alert · Email · Discord · SMS', true),
    node('description', 'Description', 570, 64, 280, 56, 'optional'),
    node('alert', 'Alert', 10, 150, 200, 70, 'severity low … critical'),
    node('email', 'Email', 220, 150, 200, 70, 'to, CC, BCC'),
    node('discord', 'Discord webhook', 430, 150, 200, 70, 'webhook ID and token'),
    node('sms', 'SMS', 640, 150, 210, 70, 'phone, +country code'),
    node('create', 'Create', 700, 236, 150, 50, undefined, true),
    node('table', 'Channel table', 10, 306, 620, 64, 'name · type · used by'),
    node('test', 'Row menu ⋮', 640, 306, 210, 64, 'Send test, edit, delete', true),
  ],
  edges: [
    {path: 'M425 120 L110 146', dashed: true},
    {path: 'M425 120 L320 146', dashed: true},
    {path: 'M425 120 L530 146', dashed: true},
    {path: 'M425 120 L745 146', dashed: true},
  ],
};

const offline = `${offlineAfterMinutes} min silence`;

export const fleetVehicleStates: GraphDiagram = {
  name: 'fleet-vehicle-states',
  direction: 'DOWN',
  title:
    'Live vehicle states: Engine off goes to Idling on vehicle/engine/running; Idling goes to Driving on ' +
    'vehicle/position/moving and back on vehicle/position/standstill; Idling and Driving go to Engine off on ' +
    `vehicle/engine/stopped; every state goes to Offline on sleep, hibernation or ${offlineAfterMinutes} minutes of silence, and ` +
    'Offline returns to Engine off on system/minion/online.',
  nodes: [
    {id: 'off', label: 'Engine off', note: 'red · engine stopped'},
    {id: 'idling', label: 'Idling', note: 'orange · running, standing'},
    {id: 'driving', label: 'Driving', note: 'green · moving', emphasis: true},
    {id: 'offline', label: 'Offline', note: 'grey · asleep or silent'},
  ],
  edges: [
    {from: 'off', to: 'idling', label: 'vehicle/engine/running'},
    {from: 'idling', to: 'off', label: 'vehicle/engine/stopped'},
    {from: 'idling', to: 'driving', label: 'vehicle/position/moving'},
    {from: 'driving', to: 'idling', label: 'vehicle/position/standstill'},
    {from: 'driving', to: 'off', label: 'vehicle/engine/stopped'},
    ...['off', 'idling', 'driving'].map((from) => ({from, to: 'offline', dashed: true})),
    {from: 'offline', to: 'off', label: 'system/minion/online'},
  ],
  footnotes: [`Dashed: sleep, hibernate or ${offline}.`],
};

const {minDelayAfterTripMinutes, maxAttachmentMegabytes, historyStatuses} = automaticExports;

export const fleetAutomaticExports: GraphDiagram = {
  name: 'fleet-automatic-exports',
  title:
    `Automatic trip exports: a per-trip export starts when a trip ends and waits at least ${minDelayAfterTripMinutes} minutes, a ` +
    'scheduled export starts at its daily, weekly or monthly time; the export file is then e-mailed (as an ' +
    `attachment up to ${maxAttachmentMegabytes} MB or a link), announced to triggers for a webhook, and listed in the export history.`,
  groups: [
    {id: 'after', label: 'After each trip', nodes: ['trip', 'wait']},
    {id: 'scheduled', label: 'Daily / Weekly / Monthly', nodes: ['schedule']},
  ],
  nodes: [
    {id: 'trip', label: 'Trip ends', note: 'end event, e.g. engine stopped'},
    {id: 'wait', label: 'Wait', note: `≥ ${minDelayAfterTripMinutes} min, reopen limit`},
    {id: 'schedule', label: 'Schedule time', note: 'daily, weekly, monthly'},
    {id: 'build', label: 'Export built', note: 'CSV or JSON Lines', emphasis: true},
    {id: 'mail', label: 'E-mail', note: `file ≤ ${maxAttachmentMegabytes} MB, else a link`},
    {id: 'signal', label: 'Trigger signal', note: automaticExports.finishedSignal},
    {id: 'history', label: 'Export history', note: historyStatuses.join(' · ')},
  ],
  edges: [
    {from: 'trip', to: 'wait'},
    {from: 'wait', to: 'build'},
    {from: 'schedule', to: 'build'},
    {from: 'build', to: 'mail'},
    {from: 'build', to: 'signal'},
    {from: 'build', to: 'history'},
  ],
};

export const fleetDiagrams: (Diagram | GraphDiagram)[] = [
  fleetOverviewScreen,
  fleetVehicleList,
  fleetGeofenceEditor,
  fleetAlertsScreen,
  fleetChannelForm,
  fleetVehicleStates,
  fleetAutomaticExports,
];
