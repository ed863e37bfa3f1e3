/** The diagrams of the docs, as data. `npm run diagrams` writes them to static/img/diagrams/. */
import type {Diagram} from './render';
import type {GraphDiagram} from './layout';
import {apiGuideDiagrams} from './guides-api';
import {canDiagrams} from './cloud-can';
import {developerADiagrams} from './developer-a';
import {developerBDiagrams} from './developer-b';
import {developerCDiagrams} from './developer-c';
import {deviceAdminDiagrams} from './cloud-device-admin';
import {deviceServicesDiagrams} from './cloud-device-services';
import {fleetDiagrams} from './cloud-fleet';
import {gettingStartedCm4MiniDiagrams} from './getting-started-cm4-mini';
import {gettingStartedProDiagrams} from './getting-started-pro';
import {heavyDutyEvDiagrams} from './heavy-duty-ev';
import {obdLibraryDiagrams} from './cloud-obd-library';
import {proGuidesDiagrams} from './pro-guides';
import {settingsADiagrams} from './cloud-settings-a';

const box = {width: 130, height: 56};

export const powerStates: Diagram = {
  name: 'power-states',
  title:
    'Veltro power states: OFF goes to BOOTING on plug-in or button; BOOTING goes to ON at the first heartbeat, ' +
    'or to HIBERNATING after 10 failed boots; ON goes to SLEEPING with power.sleep, to HIBERNATING with ' +
    'power.hibernate or the 12.20 V cut-out, and back to BOOTING on reboot or heartbeat timeout; SLEEPING and ' +
    'HIBERNATING wake to BOOTING.',
  width: 820,
  height: 400,
  nodes: [
    {id: 'off', label: 'OFF', note: 'no supply', x: 10, y: 172, ...box, width: 110},
    {id: 'booting', label: 'BOOTING', note: '10 min timeout', x: 230, y: 172, ...box},
    {id: 'on', label: 'ON', note: 'Veltro Core runs', x: 450, y: 172, ...box, emphasis: true},
    {id: 'sleeping', label: 'SLEEPING', note: 'wakes on timer or event', x: 660, y: 40, ...box, width: 150},
    {id: 'hibernating', label: 'HIBERNATING', note: 'wakes on voltage only', x: 660, y: 304, ...box, width: 150},
  ],
  edges: [
    {path: 'M120 200 L226 200', label: 'plug / button', labelX: 173, labelY: 190},
    {path: 'M360 192 L446 192', label: 'heartbeat', labelX: 403, labelY: 182},
    {path: 'M450 212 L364 212', label: 'reboot, no heartbeat 3 min', labelX: 405, labelY: 246, dashed: true},
    {path: 'M580 186 Q620 100 656 76', label: 'power.sleep', labelX: 585, labelY: 118},
    {path: 'M660 56 Q420 0 300 168', label: 'timer, motion, SMS, voltage change', labelX: 440, labelY: 40},
    {path: 'M580 214 Q620 300 656 322', label: 'hibernate / < 12.20 V 240 s', labelX: 700, labelY: 282},
    {path: 'M660 346 Q420 400 300 232', label: 'voltage change', labelX: 430, labelY: 380},
    {path: 'M270 228 Q330 370 656 342', label: '10 failed boots', labelX: 330, labelY: 338, dashed: true},
  ],
};

const step = (id: string, label: string, x: number, y: number, emphasis = false) => ({
  id,
  label,
  x,
  y,
  width: 104,
  height: 44,
  emphasis,
});

export const serviceWorkflows: Diagram = {
  name: 'service-workflows',
  title:
    'Service workflows: simple runs handler, trigger, filter, returner; extended runs validator, handler, ' +
    'converter, trigger, filter, enricher, returner. A trigger fires events on the event bus, where reactors ' +
    'match tags and run actions.',
  width: 860,
  height: 330,
  captions: [
    {text: 'simple', x: 10, y: 30},
    {text: 'extended', x: 10, y: 140},
  ],
  nodes: [
    step('s-handler', 'handler', 130, 40, true),
    step('s-trigger', 'trigger', 290, 40),
    step('s-filter', 'filter', 430, 40),
    step('s-returner', 'returner', 570, 40),
    step('e-validator', 'validator', 10, 150),
    step('e-handler', 'handler', 130, 150, true),
    step('e-converter', 'converter', 250, 150),
    step('e-trigger', 'trigger', 370, 150),
    step('e-filter', 'filter', 490, 150),
    step('e-enricher', 'enricher', 610, 150),
    step('e-returner', 'returner', 730, 150),
    {
      id: 'bus',
      label: 'event bus',
      note: 'tags such as vehicle/engine/stopped',
      x: 300,
      y: 262,
      width: 250,
      height: 50,
    },
    {id: 'reactor', label: 'reactor', note: 'runs an action', x: 640, y: 262, width: 150, height: 50},
  ],
  edges: [
    {path: 'M234 62 L286 62'},
    {path: 'M394 62 L426 62'},
    {path: 'M534 62 L566 62'},
    {path: 'M114 172 L126 172'},
    {path: 'M234 172 L246 172'},
    {path: 'M354 172 L366 172'},
    {path: 'M474 172 L486 172'},
    {path: 'M594 172 L606 172'},
    {path: 'M714 172 L726 172'},
    {path: 'M422 194 L422 258', label: 'events', labelX: 450, labelY: 232, dashed: true},
    {path: 'M550 287 L636 287', label: 'tag matches', labelX: 593, labelY: 279},
  ],
};

export const diagrams: readonly (Diagram | GraphDiagram)[] = [
  powerStates,
  serviceWorkflows,
  ...canDiagrams,
  ...developerADiagrams,
  ...developerBDiagrams,
  ...developerCDiagrams,
  ...apiGuideDiagrams,
  ...deviceAdminDiagrams,
  ...deviceServicesDiagrams,
  ...fleetDiagrams,
  ...gettingStartedCm4MiniDiagrams,
  ...gettingStartedProDiagrams,
  ...heavyDutyEvDiagrams,
  ...obdLibraryDiagrams,
  ...proGuidesDiagrams,
  ...settingsADiagrams,
];
