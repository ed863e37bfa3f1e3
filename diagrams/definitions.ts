/** The diagrams of the docs, as data. `npm run diagrams` writes them to static/img/diagrams/. */
import type {Diagram} from './render';
import type {GraphDiagram, GraphNode} from './layout';
import {powerDefaults} from '../src/data/core/facts';
import {apiGuideDiagrams} from './guides-api';
import {canDiagrams} from './cloud-can';
import {integrationDiagrams} from './integrations';
import {localDevelopmentDiagrams} from './local-development';
import {hardwareMaintenanceDiagrams} from './hardware-maintenance';
import {deviceAdminDiagrams} from './cloud-device-admin';
import {deviceServicesDiagrams} from './cloud-device-services';
import {fleetDiagrams} from './cloud-fleet';
import {gettingStartedCm4MiniDiagrams} from './getting-started-cm4-mini';
import {gettingStartedProDiagrams} from './getting-started-pro';
import {heavyDutyEvDiagrams} from './heavy-duty-ev';
import {obdLibraryDiagrams} from './cloud-obd-library';
import {proGuidesDiagrams} from './pro-guides';
import {cloudStorageDiagrams} from './cloud-storage';

const {cutOutVolts, cutOutSeconds, failedBootsBeforeHibernate, bootTimeoutMinutes, heartbeatTimeoutMinutes} =
  powerDefaults;
const cutOut = `${cutOutVolts.toFixed(2)} V`;
const failedBoots = `${failedBootsBeforeHibernate} failed boots`;

export const powerStates: GraphDiagram = {
  name: 'power-states',
  direction: 'DOWN',
  title:
    'Veltro power states: OFF goes to BOOTING on plug-in or button; BOOTING goes to ON at the first heartbeat, ' +
    `or to HIBERNATING after ${failedBoots}; ON goes to SLEEPING with power.sleep, to HIBERNATING with ` +
    `power.hibernate or the ${cutOut} cut-out, and back to BOOTING on reboot or heartbeat timeout; SLEEPING and ` +
    'HIBERNATING wake to BOOTING.',
  nodes: [
    {id: 'off', label: 'OFF', note: 'no supply'},
    {id: 'booting', label: 'BOOTING', note: `${bootTimeoutMinutes} min timeout`},
    {id: 'on', label: 'ON', note: 'Veltro Core runs', emphasis: true},
    {id: 'sleeping', label: 'SLEEPING', note: 'wakes on timer or event'},
    {id: 'hibernating', label: 'HIBERNATING', note: 'wakes on voltage only'},
  ],
  edges: [
    {from: 'off', to: 'booting', label: 'plug / button'},
    {from: 'booting', to: 'on', label: 'heartbeat'},
    {from: 'on', to: 'booting', label: `reboot, no heartbeat ${heartbeatTimeoutMinutes} min`, dashed: true},
    {from: 'on', to: 'sleeping', label: 'power.sleep'},
    {from: 'sleeping', to: 'booting', label: 'timer, motion, SMS, voltage change'},
    {from: 'on', to: 'hibernating', label: `hibernate / < ${cutOut} ${cutOutSeconds} s`},
    {from: 'hibernating', to: 'booting', label: 'voltage change'},
    {from: 'booting', to: 'hibernating', label: failedBoots, dashed: true},
  ],
};

const step = (id: string, label: string, emphasis = false): GraphNode => ({id, label, emphasis});

export const serviceWorkflows: GraphDiagram = {
  name: 'service-workflows',
  direction: 'DOWN',
  title:
    'Service workflows: simple runs handler, trigger, filter, returner; extended runs validator, handler, ' +
    'converter, trigger, filter, enricher, returner. A trigger fires events on the event bus, where reactors ' +
    'match tags and run actions.',
  layoutOptions: {'elk.layered.spacing.nodeNodeBetweenLayers': '26'},
  groups: [
    {id: 'simple', label: 'simple', nodes: ['s-handler', 's-trigger', 's-filter', 's-returner']},
    {
      id: 'extended',
      label: 'extended',
      nodes: ['e-validator', 'e-handler', 'e-converter', 'e-trigger', 'e-filter', 'e-enricher', 'e-returner'],
    },
  ],
  nodes: [
    step('s-handler', 'handler', true),
    step('s-trigger', 'trigger'),
    step('s-filter', 'filter'),
    step('s-returner', 'returner'),
    step('e-validator', 'validator'),
    step('e-handler', 'handler', true),
    step('e-converter', 'converter'),
    step('e-trigger', 'trigger'),
    step('e-filter', 'filter'),
    step('e-enricher', 'enricher'),
    step('e-returner', 'returner'),
    {id: 'bus', label: 'event bus', note: 'tags such as vehicle/engine/stopped'},
    {id: 'reactor', label: 'reactor', note: 'runs an action'},
  ],
  edges: [
    {from: 's-handler', to: 's-trigger'},
    {from: 's-trigger', to: 's-filter'},
    {from: 's-filter', to: 's-returner'},
    {from: 'e-validator', to: 'e-handler'},
    {from: 'e-handler', to: 'e-converter'},
    {from: 'e-converter', to: 'e-trigger'},
    {from: 'e-trigger', to: 'e-filter'},
    {from: 'e-filter', to: 'e-enricher'},
    {from: 'e-enricher', to: 'e-returner'},
    {from: 'e-trigger', to: 'bus', label: 'events', dashed: true},
    {from: 'bus', to: 'reactor', label: 'tag matches'},
  ],
};

export const diagrams: readonly (Diagram | GraphDiagram)[] = [
  powerStates,
  serviceWorkflows,
  ...canDiagrams,
  ...integrationDiagrams,
  ...localDevelopmentDiagrams,
  ...hardwareMaintenanceDiagrams,
  ...apiGuideDiagrams,
  ...deviceAdminDiagrams,
  ...deviceServicesDiagrams,
  ...fleetDiagrams,
  ...gettingStartedCm4MiniDiagrams,
  ...gettingStartedProDiagrams,
  ...heavyDutyEvDiagrams,
  ...obdLibraryDiagrams,
  ...proGuidesDiagrams,
  ...cloudStorageDiagrams,
];
